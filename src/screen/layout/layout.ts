/**
 * Step 2 of the Screen pipeline: Document → Layout. Rows from runs, page furniture removed,
 * columns split, lines in reading order, headings detected, sections built. Pure.
 */
import { type Document, FLOW_FORMATS } from '../extract/document.ts';
import { foldCellWraps } from './cell-wraps.ts';
import { type ColumnSplit, findColumnSplits, splitRows } from './column-detector.ts';
import { liftColumnHeadings, liftInlineEducationHeadings, liftSideColumnHeadings } from './heading-column.ts';
import { findDegree } from '../../knowledge/lexicons/degrees.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import { detectHeadings } from './heading-detector.ts';
import type { Layout, Line } from './layout-types.ts';
import { buildRows, type Row } from './line-builder.ts';
import { liftContactCells, liftPageEdgeContact } from './page-edge.ts';
import { removePageFurniture } from './page-noise.ts';
import { joinStackedDates } from './stacked-dates.ts';
import { joinHyphenatedWords } from './hyphen-wraps.ts';
import { buildSections } from './section-builder.ts';
import { tableColumnSplits, textboxColumnSplits } from './table-columns.ts';

export function buildLayout(document: Document): Layout {
  const pages: { rows: Row[]; height: number; width: number; number: number }[] = document.pages.map((page) => ({
    rows: buildRows(page),
    height: page.height,
    width: page.width,
    number: page.number,
  }));
  removePageFurniture(pages);
  let lines: Line[] = [];
  let multiColumn = false;
  for (const page of pages) {
    // Flow formats (DOCX, DOC, RTF, ODT, HTML; and TXT) have no real geometry to split into
    // columns; a layout table's cells are its columns.
    const splits =
      document.format === 'pdf' || document.source !== 'text'
        ? findColumnSplits(page.rows, page.width, page.height, document.source === 'text')
        : FLOW_FORMATS.has(document.format)
          ? docxColumnSplits(page.rows, page.width)
          : [];
    if (splits.length && page.number === 1) multiColumn = true;
    lines.push(...splitRows(page.rows, page.number, splits));
  }
  if (FLOW_FORMATS.has(document.format)) lines = foldCellWraps(lines);
  lines = liftSideColumnHeadings(lines);
  lines = liftColumnHeadings(lines);
  lines = liftInlineEducationHeadings(lines, (text) => !!findDegree(text) || organizationCues(text).institutionWord);
  lines = joinHyphenatedWords(lines);
  measureGaps(lines);
  lines = joinStackedDates(lines);
  // Lines a stack was joined from, or a dash dropped from, leave gaps measured to what is gone.
  measureGaps(lines);
  measureWrap(lines);
  const body = bodyStyle(lines);
  const headings = detectHeadings(lines, body);
  const pageHeights = new Map(document.pages.map((page) => [page.number, page.height]));
  const cells = liftContactCells(lines, buildSections(lines, headings));
  const sections = liftPageEdgeContact(cells.sections, pageHeights);
  return { lines: cells.lines, sections, bodyFontSize: body.size, pageCount: document.pages.length, multiColumn };
}

/** Columns of a DOCX page: a layout table's cells, else text boxes set side by side. */
function docxColumnSplits(rows: Row[], width: number): ColumnSplit[] {
  const tables = tableColumnSplits(rows, width);
  return tables.length ? tables : textboxColumnSplits(rows, width);
}

/** Vertical gap above each line within its flow, in units of its font size. */
function measureGaps(lines: Line[]): void {
  const previous = new Map<string, Line>();
  for (const line of lines) {
    const key = `${line.page}:${line.column}`;
    const prev = previous.get(key);
    const size = line.fontSize || 10;
    line.gapAbove = prev ? Math.max(0, (line.y - (prev.y + prev.h)) / size) : 3;
    previous.set(key, line);
  }
}

/** Lines of running text that wrap: one run of at least this many words. */
const MIN_WRAPPED_WORDS = 6;

/**
 * Where each column's running text wraps: the 80th percentile of the right edges of its long
 * one-run lines, so an entry header that reaches it may go on in the next line. Learned over the
 * whole document: a short section alone does not show its column's width.
 */
function measureWrap(lines: Line[]): void {
  const rights = new Map<number, number[]>();
  for (const line of lines) {
    if (line.segments.length !== 1 || line.text.trim().split(/\s+/).length < MIN_WRAPPED_WORDS) continue;
    const list = rights.get(line.column) ?? [];
    list.push(line.x + line.w);
    rights.set(line.column, list);
  }
  const edge = new Map<number, number>();
  for (const [column, list] of rights) edge.set(column, list.sort((a, b) => a - b)[Math.floor(list.length * 0.8)]!);
  for (const line of lines) {
    const right = edge.get(line.column);
    if (right !== undefined) line.wrapRight = right;
  }
}

/** The font size and weight most characters are set in. */
function bodyStyle(lines: Line[]): { size: number; bold: boolean } {
  const sizes = new Map<number, number>();
  let boldChars = 0;
  let chars = 0;
  for (const line of lines) {
    for (const seg of line.segments) {
      const n = seg.text.length;
      const size = Math.round(seg.fontSize * 2) / 2;
      sizes.set(size, (sizes.get(size) ?? 0) + n);
      chars += n;
      if (seg.bold) boldChars += n;
    }
  }
  let size = 10;
  let best = -1;
  for (const [s, n] of sizes) {
    if (n > best) {
      best = n;
      size = s;
    }
  }
  return { size, bold: boldChars > chars / 2 };
}
