/**
 * Certificates set as cards side by side, as résumé builders print a grid:
 *
 *   AWS Certified Solutions Architect    Certified Kubernetes Administrator
 *   Amazon Web Services                  Cloud Native Computing Foundation
 *   2021                                 2022
 *
 * Read row by row, each card's issuer and year became certificates of their own. A row whose every
 * cell is only a date (or a date with its "Obtained in" / "Issued" words) names nothing: no table
 * row looks so, since a table gives each certificate one row with its name. Such a list is read
 * card column by card column, each cell a line of its own.
 */
import { cueMatcher } from '../../knowledge/lexicons/locale-cues.ts';
import { findDateRanges } from '../../knowledge/dates/date-grammar.ts';
import type { Line, Segment } from '../layout/layout-types.ts';

/** "Issued", "Obtenue en", "Erworben" (locales' credential-detail): words that may stand beside a card's date. */
const CREDENTIAL_DETAIL = cueMatcher('credential-detail');

/** The lines of each card column, left to right, when the list is a grid of cards; else null. */
export function cardColumns(lines: Line[]): Line[][] | null {
  const dateRows = lines.filter((l) => l.segments.length >= 2 && l.segments.every((s) => isDateCell(s.text)));
  if (!dateRows.length) return null;
  // Where the cards start: the left edges the rows' cells share (a row of dates may skip a card whose text ran longer).
  const starts: number[] = [];
  const xs = lines.filter((l) => l.segments.length >= 2).flatMap((l) => l.segments.map((s) => s.x));
  for (const x of xs.sort((a, b) => a - b)) if (!starts.length || x - starts[starts.length - 1]! > (lines[0]!.fontSize || 10)) starts.push(x);
  const columns: Line[][] = starts.map(() => []);
  for (const line of lines) {
    for (const seg of line.segments) {
      const slack = seg.fontSize || 10;
      let col = -1;
      starts.forEach((x, i) => {
        if (x <= seg.x + slack) col = i;
      });
      columns[Math.max(col, 0)]!.push(cellLine(line, seg));
    }
  }
  return columns.filter((c) => c.length);
}

/** A cell's text holding a date and no other word than a credential detail's. */
function isDateCell(text: string): boolean {
  const dates = findDateRanges(text);
  if (!dates.length) return false;
  let rest = text;
  for (const d of [...dates].reverse()) rest = rest.slice(0, d.index) + rest.slice(d.index + d.length);
  return !/\p{L}{2}/u.test(CREDENTIAL_DETAIL.strip(rest));
}

/** One cell of a row as a line of its own; the page's wrap edge is not the card's. */
function cellLine(line: Line, seg: Segment): Line {
  return { ...line, text: seg.text, segments: [seg], x: seg.x, w: seg.w, h: seg.h, fontSize: seg.fontSize, bold: seg.bold, italic: seg.italic, wrapRight: undefined };
}

/** A list mark opening a cell. */
const BULLET_MARK = /^[•·▪◦●○■►▶➢➤✓✔*‣⁃]\s*/u;

/**
 * "• AWS Cloud Practitioner      • Scrum Foundation (SFPC)": a list set in two or more columns, every
 * cell of the row opening with its own bullet, holds one certificate per cell; the second cell is
 * no issuer of the first.
 */
export function bulletCells(lines: Line[]): Line[] {
  return lines.flatMap((line) =>
    line.segments.length >= 2 && line.segments.every((s) => BULLET_MARK.test(s.text.trim())) ? line.segments.map((s) => cellLine(line, s)) : [line],
  );
}
