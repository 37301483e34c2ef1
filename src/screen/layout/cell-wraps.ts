/**
 * Flow documents (DOCX, DOC, RTF, ODT, HTML) built from tables set an entry on one row: the dates in
 * one cell, the title or degree in the next. A cell too narrow for its paragraph wraps it on its own
 * ("03/2019 –" over "aujourd'hui", "Master of Science in Applied" over "Statistics and Data Science"),
 * and the wrapped ends fall on the lines below, apart from the row they belong to. A reader reads the
 * row as one: each cell's wrapped end goes back into its cell on the row's line. Only short paragraphs
 * are folded (a date, a title, a degree); a description wrapping over many lines stays lines.
 */
import { CELL_SEPARATOR, type Line, type Segment } from './layout-types.ts';

export const CELL_WRAP_RULES = {
  /** A paragraph wrapped over more lines than this is running text, left as it is. */
  maxLines: 3,
} as const;

export function foldCellWraps(lines: Line[]): Line[] {
  // Lines each cell paragraph spans (a paragraph is one cell's, so its index names it).
  const spans = new Map<number, number>();
  for (const line of lines) for (const s of line.segments) if (isCell(s)) spans.set(s.block!.paragraph!, (spans.get(s.block!.paragraph!) ?? 0) + 1);
  const out: Line[] = [];
  let row: Line | undefined;
  for (const line of lines) {
    const anchor = row && row.page === line.page && row.column === line.column ? row : undefined;
    const kept: Segment[] = [];
    let folded = false;
    for (const s of line.segments) {
      const home = anchor && s.wrapped && isCell(s) && (spans.get(s.block!.paragraph!) ?? 0) <= CELL_WRAP_RULES.maxLines ? anchor.segments.find((a) => isCell(a) && a.block!.paragraph === s.block!.paragraph) : undefined;
      if (!home) {
        kept.push(s);
        continue;
      }
      home.text = `${home.text} ${s.text}`;
      home.w = Math.max(home.w, s.x + s.w - home.x);
      home.h = Math.max(home.y + home.h, s.y + s.h) - home.y;
      folded = true;
    }
    if (folded) retext(anchor!);
    if (kept.length === 0) continue;
    const current = kept.length === line.segments.length ? line : retext({ ...line, segments: kept, x: Math.min(...kept.map((s) => s.x)) });
    out.push(current);
    // A row of several cells receives its cells' wrapped ends; another row, or text outside a table, ends it.
    if (current.segments.filter(isCell).length >= 2) row = current;
    else if (!folded && !sameRow(row, current)) row = undefined;
  }
  return out;
}

const isCell = (s: Segment) => s.block?.kind === 'table-cell' && s.block.paragraph !== undefined;

function sameRow(row: Line | undefined, line: Line): boolean {
  const a = row?.segments.find(isCell)?.block;
  const b = line.segments.find(isCell)?.block;
  if (!a || !b) return false;
  const [p, q] = [a.outer ?? a, b.outer ?? b];
  return p.table === q.table && p.row === q.row;
}

function retext(line: Line): Line {
  line.text = line.segments.map((s) => s.text).join(CELL_SEPARATOR);
  line.w = Math.max(...line.segments.map((s) => s.x + s.w)) - line.x;
  return line;
}
