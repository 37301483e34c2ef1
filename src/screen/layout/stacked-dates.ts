/**
 * Step 2b′ of layout: a period stacked in a narrow date column, one piece a line ("December 2016" /
 * "to" / "Current", "2016" / "–" / "2019"). Read apart, the start was taken for a date of its own
 * and the rest lost: each such entry came out with one month and no title. The pieces are joined
 * into one line when together, and only together, they make one period.
 *
 * The column may also sit beside the entry's text, one piece a row ("03/2021 | Senior Engineer",
 * "– | Acme Ltd", "Present | Built …"; or "to" between): the pieces are then the rows' first cells (a left column) or
 * last cells (a right one). The dash row's dash is a cell of its own (Segment.loneDash), which the
 * line builder keeps for this step only: any dash not found between a period's two ends is dropped
 * here, as the bullet it then is.
 */
import { findDateRanges, isDateOnly } from '../../knowledge/dates/date-grammar.ts';
import type { Line, Segment } from './layout-types.ts';
import { lineOf } from './line-builder.ts';

export const STACKED_DATE_RULES = {
  /** Pieces of one period sit at most this far apart (× font size). */
  maxGap: 1.2,
  /** … and start within this many font sizes of one another. */
  maxIndent: 3,
  /** Short pieces only: a date cell, not a line of text. */
  maxChars: 24,
  /** A period's two ends stacked without a dash sit closer by this much (× font size) than the date rows around them. */
  pairSeparation: 0.3,
} as const;

export function joinStackedDates(input: Line[]): Line[] {
  // A period wrapped beside its entry first: its lone pieces below would otherwise stack among themselves.
  const lines = joinWrappedDateCells(input);
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const joined = stackAt(lines, i);
    if (joined) {
      out.push(joined.line);
      i += joined.count - 1;
    } else out.push(lines[i]!);
  }
  return dropLoneDashes(joinStackedPairs(joinStackedCells(out)));
}

function stackAt(lines: Line[], i: number): { line: Line; count: number } | null {
  const first = lines[i]!;
  if (!piece(first) || findDateRanges(first.text).some((r) => r.kind === 'range' && !r.dangling)) return null;
  for (const count of [3, 2]) {
    const group = lines.slice(i, i + count);
    if (group.length < count || !group.every((l, k) => piece(l) && (k === 0 || follows(group[k - 1]!, l)))) continue;
    const text = wholeRange(group.map((l) => l.text));
    if (!text) continue;
    const seg = { ...first.segments[0]!, text, w: Math.max(...group.map((l) => l.w)), h: group[count - 1]!.y + group[count - 1]!.h - first.y };
    const line = { ...lineOf([seg], first.page, first.baseline), column: first.column, sidebar: first.sidebar, gapAbove: first.gapAbove };
    return { line, count };
  }
  return null;
}

/**
 * "settembre | Laurea Magistrale …" / "2018 - marzo" / "2020": a period wrapped over two or three rows
 * of a narrow date column set beside the entries (moderncv's classic style with month names), the
 * first piece the row's first cell, the others under it flush right or flush left, alone or before
 * the entry's wrapped text. Joined into the first row's cell when together they make one period.
 */
function joinWrappedDateCells(lines: Line[]): Line[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const first = out[i]!;
    const head = first.segments[0];
    if (!head || first.segments.length < 2 || !pieceText(head.text) || findDateRanges(head.text).some((r) => r.kind === 'range' && !r.dangling)) continue;
    for (const count of [3, 2]) {
      const rows = out.slice(i, i + count);
      if (rows.length < count) continue;
      const cells = rows.map((l) => l.segments[0]!);
      const size = head.fontSize || 10;
      const flush = (c: Segment) => Math.abs(c.x + c.w - (head.x + head.w)) <= size * 0.3 || Math.abs(c.x - head.x) <= size * 0.3;
      const under = cells.every((c, k) => k === 0 || (rows[k]!.page === first.page && rows[k]!.column === first.column && pieceText(c.text) && flush(c) && c.y - (cells[k - 1]!.y + cells[k - 1]!.h) <= STACKED_DATE_RULES.maxGap * size && c.x + c.w < first.segments[1]!.x));
      if (!under) continue;
      const text = wholeRange(cells.map((c) => c.text));
      if (!text) continue;
      const left = Math.min(...cells.map((c) => c.x));
      const right = Math.max(...cells.map((c) => c.x + c.w));
      const joined = { ...head, text, x: left, w: right - left };
      const replaced = rows.map((l, k) => withSegments(l, k === 0 ? [joined, ...l.segments.slice(1)] : l.segments.slice(1)));
      out.splice(i, count, ...(replaced.filter(Boolean) as Line[]));
      break;
    }
  }
  return out;
}

/** The pieces' text joined, when together they make one whole period and nothing else. */
function wholeRange(pieces: string[]): string | null {
  const text = pieces.map((p) => p.trim()).join(' ');
  const ranges = findDateRanges(text);
  return ranges.length === 1 && ranges[0]!.kind === 'range' && !ranges[0]!.dangling && ranges[0]!.length >= text.length - 2 ? text : null;
}

const DASH = /^\s*[-–—‒−~]\s*$/u;

// A piece: a date, a "present" word or a range word, or a dash alone.
const piece = (l: Line) => l.segments.length === 1 && pieceText(l.text);
const pieceText = (text: string) => text.trim().length <= STACKED_DATE_RULES.maxChars && (isDateOnly(text) || DASH.test(text));

function follows(prev: Line, line: Line): boolean {
  const size = line.fontSize || 10;
  return line.page === prev.page && line.column === prev.column && line.gapAbove <= STACKED_DATE_RULES.maxGap && Math.abs(line.x - prev.x) <= size * STACKED_DATE_RULES.maxIndent;
}

type Side = 'first' | 'last';

/** The cell a date column beside the text holds in this line: its first or its last. */
function edgeCell(line: Line, side: Side): Segment | undefined {
  return side === 'first' ? line.segments[0] : line.segments[line.segments.length - 1];
}

/**
 * "03/2021 | Title" / "– | Employer" / "Present | Text": a date cell, a dash alone and a date cell
 * in three rows, one under the other at the line's edge, are one period; it is written into the
 * first row's cell and taken out of the other two rows.
 */
function joinStackedCells(lines: Line[]): Line[] {
  const out = [...lines];
  for (let i = 0; i + 2 < out.length; i++) {
    for (const side of ['first', 'last'] as const) {
      const rows = [out[i]!, out[i + 1]!, out[i + 2]!];
      if (rows.every((l) => l.segments.length === 1 && !l.segments[0]!.leadingDash)) break; // the one-cell stack is stackAt's
      const cells = rows.map((l) => edgeCell(l, side)!);
      const dash = dashCell(cells[1]!, side);
      if (!dash || cells[0]!.loneDash || cells[2]!.loneDash) continue;
      if (!pieceText(cells[0]!.text) || !pieceText(cells[2]!.text) || !stacked(rows, [cells[0]!, dash, cells[2]!])) continue;
      if (findDateRanges(cells[0]!.text).some((r) => r.kind === 'range' && !r.dangling)) continue;
      const text = wholeRange([cells[0]!.text, dash.text, cells[2]!.text]);
      if (!text) continue;
      // The cell keeps its row's height: the line stays the row it is beside the entry's text.
      const left = Math.min(...cells.map((c) => c.x));
      const right = Math.max(...cells.map((c) => c.x + c.w));
      const joined = { ...cells[0]!, text, x: left, w: right - left };
      const rest = cells[1]!.leadingDash ? undashed(cells[1]!) : null;
      const replaced = rows.map((l, k) =>
        withSegments(l, k === 0 ? l.segments.map((g) => (g === cells[0] ? joined : g)) : k === 1 && rest ? l.segments.map((g) => (g === cells[1] ? rest : g)) : l.segments.filter((g) => g !== cells[k])),
      );
      out.splice(i, 3, ...(replaced.filter(Boolean) as Line[]));
      break;
    }
  }
  return out;
}

/**
 * "04/2021 | Data Analyst" / "Present | Capita, Bristol": a period's two ends stacked in the date
 * column on the entry's first two rows, with no dash between. They are one period when the pair is
 * tighter than the date rows around it (a list of single dates, one a row, is evenly spaced), the
 * rows beside them are set apart (a title in bold over its employer, or the end alone), and the
 * two read in order as one range.
 */
function joinStackedPairs(lines: Line[]): Line[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    for (const side of ['first', 'last'] as const) {
      const rows = [out[i]!, out[i + 1]!];
      const cells = rows.map((l) => edgeCell(l, side)!);
      if (!cells.every((c) => pieceText(c.text) && !DASH.test(c.text) && !c.loneDash && /\d/.test(cells[0]!.text))) continue;
      if (rows.every((l) => l.segments.length === 1)) continue; // one-cell stacks are stackAt's
      if (findDateRanges(cells[0]!.text).some((r) => r.kind === 'range') || findDateRanges(cells[1]!.text).some((r) => r.kind === 'range')) continue;
      if (!stackedPair(rows, cells as [Segment, Segment])) continue;
      if (!tighterThanAround(out, i, side)) continue;
      if (!setApart(rows, cells as [Segment, Segment])) continue;
      const text = wholeRange([cells[0]!.text, '–', cells[1]!.text]);
      if (!text) continue;
      const left = Math.min(...cells.map((c) => c.x));
      const right = Math.max(...cells.map((c) => c.x + c.w));
      const joined = { ...cells[0]!, text, x: left, w: right - left };
      const replaced = rows.map((l, k) => withSegments(l, k === 0 ? l.segments.map((g) => (g === cells[0] ? joined : g)) : l.segments.filter((g) => g !== cells[1])));
      out.splice(i, 2, ...(replaced.filter(Boolean) as Line[]));
      break;
    }
  }
  return out;
}

/** Two cells one under the other: same page and flow, close rows, the same edge (left-, right-aligned or centred). */
function stackedPair(rows: Line[], [a, b]: [Segment, Segment]): boolean {
  const size = Math.max(a.fontSize, b.fontSize) || 10;
  if (rows[1]!.page !== rows[0]!.page || rows[1]!.column !== rows[0]!.column) return false;
  if (b.y - (a.y + a.h) > STACKED_DATE_RULES.maxGap * size || b.y < a.y) return false;
  const near = (u: number, v: number) => Math.abs(u - v) <= size;
  return near(a.x, b.x) || near(a.x + a.w, b.x + b.w) || near(a.x + a.w / 2, b.x + b.w / 2);
}

/** The pair's rows are closer to each other than to the date rows just above and below them. */
function tighterThanAround(lines: Line[], i: number, side: Side): boolean {
  const gapOf = (upper: Line, lower: Line) => lower.y - (upper.y + upper.h);
  const inner = gapOf(lines[i]!, lines[i + 1]!);
  const size = lines[i]!.fontSize || 10;
  const dated = (l: Line | undefined) => !!l && l.column === lines[i]!.column && pieceText(edgeCell(l, side)?.text ?? '');
  const before = lines[i - 1];
  const after = lines[i + 2];
  if (dated(before) && gapOf(before!, lines[i]!) <= inner + STACKED_DATE_RULES.pairSeparation * size) return false;
  if (dated(after) && gapOf(lines[i + 1]!, after!) <= inner + STACKED_DATE_RULES.pairSeparation * size) return false;
  return true;
}

/** The texts beside the two ends differ in weight (a title over its employer), or the end stands alone. */
function setApart(rows: Line[], cells: [Segment, Segment]): boolean {
  const rest = rows.map((l, k) => l.segments.filter((g) => g !== cells[k]));
  if (rest[1]!.length === 0) return true;
  if (rest[0]!.length === 0) return false;
  return rest[0]!.every((g) => g.bold) !== rest[1]!.every((g) => g.bold);
}

/** The dash of a dash cell: a lone one, or one a left column's row opens with, read as a bullet ("• Acme Ltd"); or a range word. */
function dashCell(cell: Segment, side: Side): Segment | null {
  if (cell.loneDash) return cell;
  // A range word alone in its cell ("to", "bis", "à", "até"): the joined text must still be one period.
  if (!cell.leadingDash && !/\d/.test(cell.text) && cell.text.trim().length <= 6 && pieceText(cell.text)) return cell;
  if (side !== 'first' || !cell.leadingDash) return null;
  return { ...cell, text: '–', w: cell.leadingDash.right - cell.x };
}

/** The segment without the dash its text was taken to be bulleted by. */
function undashed(cell: Segment): Segment {
  const { leadingDash, ...rest } = cell;
  const textX = leadingDash!.textX;
  return { ...rest, text: cell.text.replace(/^•\s*/u, ''), x: textX, w: cell.x + cell.w - textX };
}

/** Three cells one under the other: same page and flow, close rows, overlapping across. */
function stacked(rows: Line[], cells: Segment[]): boolean {
  for (let k = 1; k < 3; k++) {
    const [a, b] = [cells[k - 1]!, cells[k]!];
    const size = Math.max(a.fontSize, b.fontSize) || 10;
    if (rows[k]!.page !== rows[0]!.page || rows[k]!.column !== rows[0]!.column) return false;
    if (b.y - (a.y + a.h) > STACKED_DATE_RULES.maxGap * size || b.y < a.y) return false;
    // The dash sits within its neighbours' width (left-, right-aligned or centred).
    const [wide, narrow] = a.w >= b.w ? [a, b] : [b, a];
    if (narrow.x < wide.x - size || narrow.x + narrow.w > wide.x + wide.w + size) return false;
  }
  return true;
}

/** The line with these segments; null when none is left. */
function withSegments(line: Line, segments: Segment[]): Line | null {
  if (!segments.length) return null;
  if (segments.length === line.segments.length && segments.every((g, k) => g === line.segments[k])) return line;
  const fresh = lineOf(segments, line.page, line.baseline);
  return { ...line, ...fresh, column: line.column, sidebar: line.sidebar, gapAbove: line.gapAbove, ...(line.running ? { running: true } : {}) };
}

/** Dashes no period took are bullets without an item: dropped, as the line builder drops bullets. */
function dropLoneDashes(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const kept = line.segments.some((g) => g.loneDash) ? withSegments(line, line.segments.filter((g) => !g.loneDash)) : line;
    if (kept) out.push(kept);
  }
  return out;
}
