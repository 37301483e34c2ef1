/**
 * Columns of flow documents (DOCX) built with a layout table: a sidebar in one cell and the
 * main content in the next, each cell holding many paragraphs. Their runs sit side by side and
 * would share rows paragraph by paragraph; each cell is a flow of its own, read one after the
 * other. Tables whose cells hold a label and its content (Europass, tabular CVs) are rows of a
 * form and stay rows. Designed templates do the same with text boxes: two boxes side by side,
 * each holding many paragraphs, are two flows.
 */
import type { ColumnSplit } from './column-detector.ts';
import { COLUMN_RULES } from './column-detector.ts';
import { outermostCell, type Row } from './line-builder.ts';

type CleanRunLike = Row['runs'][number];

export const TABLE_COLUMN_RULES = {
  /** A cell holding at least this many paragraphs is a column of the page, not a form field. */
  minParagraphs: 4,
} as const;

export function tableColumnSplits(rows: Row[], width: number): ColumnSplit[] {
  // Paragraphs and left edges per cell of each table row.
  const cells = new Map<string, { paragraphs: Set<number>; x: number; right: number }>();
  rows.forEach((row, index) => {
    // The leftmost run of each cell on this row: the line a writer started there (a paragraph, or a soft
    // break within one) unless the paragraph wrapped onto it.
    const starts = new Map<string, CleanRunLike>();
    for (const run of row.runs) {
      const b = run.block?.kind === 'table-cell' ? outermostCell(run.block) : undefined;
      if (!b) continue;
      const key = `${b.table}:${b.row}:${b.col}`;
      const seen = starts.get(key);
      if (!seen || run.x < seen.x) starts.set(key, run);
    }
    for (const run of row.runs) {
      // A nested table's paragraphs count for the outermost cell, the page's column.
      const b = run.block?.kind === 'table-cell' ? outermostCell(run.block) : undefined;
      if (!b || b.table === undefined || b.row === undefined || b.col === undefined) continue;
      const key = `${b.table}:${b.row}:${b.col}`;
      const cell = cells.get(key) ?? { paragraphs: new Set<number>(), x: Number.POSITIVE_INFINITY, right: 0 };
      // Lines a writer started: paragraphs, and lines after a soft break (a sidebar written as one paragraph of
      // breaks); not the lines a paragraph wrapped onto.
      if (starts.get(key) === run && !run.wrapped) cell.paragraphs.add(index);
      cell.x = Math.min(cell.x, run.x);
      cell.right = Math.max(cell.right, run.x + run.w);
      cells.set(key, cell);
    }
  });
  const splits: ColumnSplit[] = [];
  const tableRows = new Set([...cells.keys()].map((k) => k.split(':').slice(0, 2).join(':')));
  for (const tr of tableRows) {
    const columns = [...cells.entries()]
      .filter(([k, c]) => k.startsWith(`${tr}:`) && c.paragraphs.size >= TABLE_COLUMN_RULES.minParagraphs)
      .map(([k, c]) => ({ col: Number(k.split(':')[2]), ...c }))
      .sort((a, b) => a.col - b.col);
    if (columns.length < 2) continue;
    const [left, right] = columns as [(typeof columns)[number], (typeof columns)[number]];
    const inRow = (row: Row) => row.runs.some((r) => r.block?.kind === 'table-cell' && `${outermostCell(r.block).table}:${outermostCell(r.block).row}` === tr);
    const fromRow = rows.findIndex(inRow);
    let toRow = fromRow;
    for (let i = fromRow; i < rows.length; i++) if (inRow(rows[i]!)) toRow = i;
    const x = (left.right + right.x) / 2;
    const leftShare = (left.right - left.x) / width;
    const rightShare = (right.right - right.x) / width;
    const sidebar = leftShare < COLUMN_RULES.sidebarWidth && leftShare < rightShare ? 'left' : rightShare < COLUMN_RULES.sidebarWidth && rightShare < leftShare ? 'right' : null;
    splits.push({ x, fromRow, toRow, sidebar });
  }
  return splits.filter((s, i) => !splits.some((o, j) => j < i && s.fromRow <= o.toRow && s.toRow >= o.fromRow)).sort((a, b) => a.fromRow - b.fromRow);
}

/** A text box's extent on the page and the rows its paragraphs fill. */
interface Box {
  paragraphs: Set<number>;
  x: number;
  right: number;
  top: number;
  bottom: number;
  fromRow: number;
  toRow: number;
}

/**
 * Splits between text boxes set side by side: boxes of many paragraphs (a column's worth, not a
 * name banner or a caption) whose heights overlap and whose widths do not.
 */
export function textboxColumnSplits(rows: Row[], width: number): ColumnSplit[] {
  const boxes = new Map<number, Box>();
  rows.forEach((row, index) => {
    for (const run of row.runs) {
      const b = run.block;
      if (b?.kind !== 'textbox' || b.box === undefined) continue;
      const box = boxes.get(b.box) ?? { paragraphs: new Set<number>(), x: run.x, right: run.x + run.w, top: run.y, bottom: run.y + run.h, fromRow: index, toRow: index };
      if (b.paragraph !== undefined) box.paragraphs.add(b.paragraph);
      box.x = Math.min(box.x, run.x);
      box.right = Math.max(box.right, run.x + run.w);
      box.top = Math.min(box.top, run.y);
      box.bottom = Math.max(box.bottom, run.y + run.h);
      box.fromRow = Math.min(box.fromRow, index);
      box.toRow = Math.max(box.toRow, index);
      boxes.set(b.box, box);
    }
  });
  const columns = [...boxes.values()].filter((b) => b.paragraphs.size >= TABLE_COLUMN_RULES.minParagraphs).sort((a, b) => a.x - b.x);
  const splits: ColumnSplit[] = [];
  for (let i = 0; i < columns.length; i++) {
    for (let j = i + 1; j < columns.length; j++) {
      const left = columns[i]!;
      const right = columns[j]!;
      const overlap = Math.min(left.bottom, right.bottom) - Math.max(left.top, right.top);
      if (left.right > right.x || overlap <= 0) continue;
      const leftShare = (left.right - left.x) / width;
      const rightShare = (right.right - right.x) / width;
      const sidebar = leftShare < COLUMN_RULES.sidebarWidth && leftShare < rightShare ? 'left' : rightShare < COLUMN_RULES.sidebarWidth && rightShare < leftShare ? 'right' : null;
      splits.push({ x: (left.right + right.x) / 2, fromRow: Math.min(left.fromRow, right.fromRow), toRow: Math.max(left.toRow, right.toRow), sidebar });
    }
  }
  return splits.filter((s, i) => !splits.some((o, j) => j < i && s.fromRow <= o.toRow && s.toRow >= o.fromRow)).sort((a, b) => a.fromRow - b.fromRow);
}

