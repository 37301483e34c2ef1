/**
 * Step 2 of the Screen pipeline: Document → Layout. Rows from runs, page furniture removed,
 * columns split, lines in reading order, headings detected, sections built. Pure.
 */
import type { Document } from '../extract/document.ts';
import { findColumnSplits, splitRows } from './column-detector.ts';
import { detectHeadings } from './heading-detector.ts';
import type { Layout, Line } from './layout-types.ts';
import { buildRows, type Row } from './line-builder.ts';
import { removePageFurniture } from './page-noise.ts';
import { buildSections } from './section-builder.ts';

export function buildLayout(document: Document): Layout {
  const pages: { rows: Row[]; height: number; width: number; number: number }[] = document.pages.map((page) => ({
    rows: buildRows(page),
    height: page.height,
    width: page.width,
    number: page.number,
  }));
  removePageFurniture(pages);
  const lines: Line[] = [];
  let multiColumn = false;
  for (const page of pages) {
    // Flow formats (DOCX, TXT) have no real geometry to split into columns.
    const splits = document.format === 'pdf' || document.source !== 'text' ? findColumnSplits(page.rows, page.width, page.height) : [];
    if (splits.length && page.number === 1) multiColumn = true;
    lines.push(...splitRows(page.rows, page.number, splits));
  }
  measureGaps(lines);
  const body = bodyStyle(lines);
  const headings = detectHeadings(lines, body);
  const sections = buildSections(lines, headings);
  return { lines, sections, bodyFontSize: body.size, pageCount: document.pages.length, multiColumn };
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
