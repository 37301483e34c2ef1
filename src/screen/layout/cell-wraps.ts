/**
 * Flow documents (DOCX, DOC, RTF, ODT, HTML) built from tables set an entry on one row: the dates in
 * one cell, the title or degree in the next. A cell too narrow for its paragraph wraps it on its own
 * ("03/2019 –" over "aujourd'hui", "Master of Science in Applied" over "Statistics and Data Science"),
 * and the wrapped ends fall on the lines below, apart from the row they belong to. A reader reads the
 * row as one: each cell's wrapped end goes back into its cell on the row's line. Text boxes set beside
 * the body (a section's name in the margin, "ESPERIENZA" over "LAVORATIVA") are read alike. Only short
 * paragraphs are folded (a date, a title, a degree, a heading); a description wrapping over many lines
 * stays lines.
 */
import { CELL_SEPARATOR, type Line, type Segment } from './layout-types.ts';

export const CELL_WRAP_RULES = {
  /** A paragraph wrapped over more lines than this is running text, left as it is. */
  maxLines: 3,
} as const;

export function foldCellWraps(lines: Line[]): Line[] {
  // Lines each paragraph spans, and where it starts.
  const spans = new Map<number, number>();
  const starts = new Map<number, { line: Line; segment: Segment }>();
  for (const line of lines) {
    for (const s of line.segments) {
      if (!foldable(s)) continue;
      const paragraph = s.block!.paragraph!;
      spans.set(paragraph, (spans.get(paragraph) ?? 0) + 1);
      if (!s.wrapped && !starts.has(paragraph)) starts.set(paragraph, { line, segment: s });
    }
  }
  const out: Line[] = [];
  const touched = new Set<Line>();
  for (const line of lines) {
    const kept: Segment[] = [];
    for (const s of line.segments) {
      const start = s.wrapped && foldable(s) && (spans.get(s.block!.paragraph!) ?? 0) <= CELL_WRAP_RULES.maxLines ? starts.get(s.block!.paragraph!) : undefined;
      // Only a paragraph set beside other text (another cell, the body beside a text box) is pulled back to its start.
      if (!start || start.line === line || start.line.segments.length < 2 || start.line.page !== line.page || start.line.column !== line.column) {
        kept.push(s);
        continue;
      }
      const home = start.segment;
      home.text = `${home.text} ${s.text}`;
      home.w = Math.max(home.w, s.x + s.w - home.x);
      home.h = Math.max(home.y + home.h, s.y + s.h) - home.y;
      touched.add(start.line);
    }
    if (kept.length === 0) continue;
    out.push(kept.length === line.segments.length ? line : retext({ ...line, segments: kept, x: Math.min(...kept.map((s) => s.x)) }));
  }
  for (const line of touched) retext(line);
  return out;
}

/** A cell's or a text box's paragraph. */
const foldable = (s: Segment) => (s.block?.kind === 'table-cell' || s.block?.kind === 'textbox') && s.block.paragraph !== undefined;

function retext(line: Line): Line {
  line.text = line.segments.map((s) => s.text).join(CELL_SEPARATOR);
  line.w = Math.max(...line.segments.map((s) => s.x + s.w)) - line.x;
  return line;
}
