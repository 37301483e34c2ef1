/**
 * Education entries grouped under a degree heading ("• Mestrado" over "Geografia: (2014 - 2016)
 * Universidade …"): the heading leaves the flow and names the degree of each entry below it.
 */
import { findDegree } from '../../knowledge/lexicons/degrees.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import { findDateRanges } from '../../knowledge/dates/date-grammar.ts';
import type { Line } from '../layout/layout-types.ts';
import { plain } from './entry-blocks.ts';
import { isWhollyDegree } from './education-degree.ts';

/**
 * "• Mestrado" above "Geografia: (2014 - 2016) Universidade …": a short undated line that is
 * wholly a degree name, above a dated line naming none, heads the entries below it (CVs grouped by
 * degree). It leaves the flow, and each line up to the next such heading maps to it.
 */
export function degreeGroups(lines: Line[]): { lines: Line[]; groupOf: Map<Line, string> } {
  const groupOf = new Map<Line, string>();
  const kept: Line[] = [];
  let group: { text: string; line: Line } | undefined;
  for (const [i, line] of lines.entries()) {
    const next = lines[i + 1];
    const text = plain(line).replace(BULLET, '').trim();
    if (next && isGroupHeading(text) && opensEntryWithoutDegree(plain(next))) {
      group = { text, line };
      continue;
    }
    // A line set like the heading (a bullet at its indent) is the next heading, read or not.
    if (group && isLikeHeading(line, group.line)) group = undefined;
    kept.push(line);
    if (group) groupOf.set(line, group.text);
  }
  return { lines: kept, groupOf };
}

export const BULLET = /^[•·◦▪‣●○■□◆►✓-]\s*/u;

function isLikeHeading(line: Line, heading: Line): boolean {
  return BULLET.test(plain(heading)) && BULLET.test(plain(line)) && Math.abs(line.x - heading.x) <= 2;
}

function isGroupHeading(text: string): boolean {
  return text.split(/\s+/).length <= 3 && isWhollyDegree(text) && !findDateRanges(text).length && !organizationCues(text).institutionWord;
}

/**
 * A dated line naming no degree, and opening with a field ("Ecologia: (2018 - 2022) Universidade …"),
 * not with a school: "Baccalauréat ES" over "Lycée Victor Hugo, 2018" is one entry, the degree above
 * its school's line.
 */
function opensEntryWithoutDegree(text: string): boolean {
  const ranges = findDateRanges(text);
  if (!ranges.length || findDegree(text)) return false;
  const opening = text.slice(0, ranges[0]!.index).split(/[,:;(|–—]|\s-\s|\s{2,}/u)[0] ?? '';
  return !organizationCues(opening).institutionWord;
}
