/**
 * Step 2b′ of layout: a period stacked in a narrow date column, one piece a line ("December 2016" /
 * "to" / "Current", "2016" / "–" / "2019"). Read apart, the start was taken for a date of its own
 * and the rest lost: each such entry came out with one month and no title. The pieces are joined
 * into one line when together, and only together, they make one period.
 */
import { findDateRanges, isDateOnly } from '../../knowledge/dates/date-grammar.ts';
import type { Line } from './layout-types.ts';
import { lineOf } from './line-builder.ts';

export const STACKED_DATE_RULES = {
  /** Pieces of one period sit at most this far apart (× font size). */
  maxGap: 1.2,
  /** … and start within this many font sizes of one another. */
  maxIndent: 3,
  /** Short pieces only: a date cell, not a line of text. */
  maxChars: 24,
} as const;

export function joinStackedDates(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const joined = stackAt(lines, i);
    if (joined) {
      out.push(joined.line);
      i += joined.count - 1;
    } else out.push(lines[i]!);
  }
  return out;
}

function stackAt(lines: Line[], i: number): { line: Line; count: number } | null {
  const first = lines[i]!;
  if (!piece(first) || findDateRanges(first.text).some((r) => r.kind === 'range' && !r.dangling)) return null;
  for (const count of [3, 2]) {
    const group = lines.slice(i, i + count);
    if (group.length < count || !group.every((l, k) => piece(l) && (k === 0 || follows(group[k - 1]!, l)))) continue;
    const text = group.map((l) => l.text.trim()).join(' ');
    const ranges = findDateRanges(text);
    if (ranges.length !== 1 || ranges[0]!.kind !== 'range' || ranges[0]!.dangling || ranges[0]!.length < text.length - 2) continue;
    const seg = { ...first.segments[0]!, text, w: Math.max(...group.map((l) => l.w)), h: group[count - 1]!.y + group[count - 1]!.h - first.y };
    const line = { ...lineOf([seg], first.page, first.baseline), column: first.column, sidebar: first.sidebar, gapAbove: first.gapAbove };
    return { line, count };
  }
  return null;
}

// A piece: a date, a "present" word or a range word, or a dash alone.
const piece = (l: Line) => l.segments.length === 1 && l.text.trim().length <= STACKED_DATE_RULES.maxChars && (isDateOnly(l.text) || /^\s*[-–—‒−~]\s*$/u.test(l.text));

function follows(prev: Line, line: Line): boolean {
  const size = line.fontSize || 10;
  return line.page === prev.page && line.column === prev.column && line.gapAbove <= STACKED_DATE_RULES.maxGap && Math.abs(line.x - prev.x) <= size * STACKED_DATE_RULES.maxIndent;
}
