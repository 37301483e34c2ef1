/**
 * Lays a FlowDocument out on one synthetic page in points, the way DocxLayout lays out a DOCX:
 * y grows with reading order, lines wrap at the text width, list items hang their marker, a
 * table's cells sit side by side in columns, and every run carries its BlockInfo (heading,
 * list item, table cell, header, footer, text box). Widths are estimates (half an em per
 * character, docx-lines.ts); font sizes are the file's where it gives them.
 */
import type { BlockInfo, Page, PageLink, PlacedImage, TextRun } from '../document.ts';
import { CHAR_WIDTH_EM, type LineFrame, LineSetter, tidyRuns } from '../docx/docx-lines.ts';
import type { FlowBlock, FlowDocument, FlowParagraph, FlowStyle, FlowTable } from './flow-model.ts';

/** US Letter with 1-inch margins, as for a DOCX that says nothing. */
const PAGE_WIDTH = 612;
const MARGIN = 72;
const HEADER_TOP = 36;
export const FLOW_BODY_SIZE = 10;
/** Heading sizes when the file sets none (Word's and browsers' defaults, roughly). */
const HEADING_SIZES = [16, 14, 12, 11, 10, 10];
const LINE_HEIGHT = 1.15;
const PARAGRAPH_GAP = 4;
const LIST_INDENT = 18;
const MAX_NESTING = 8;
/** Hyperlinks kept per page: a crafted file could carry thousands. */
const MAX_LINKS = 100;

interface Region {
  x: number;
  width: number;
}

interface Container {
  kind: 'paragraph' | 'header' | 'footer' | 'textbox';
  cell?: { table: number; row: number; col: number };
  box?: number;
}

/** The flow as one page (flow formats have no page breaks worth keeping: DOCX sections aside). */
export function layoutFlow(flow: FlowDocument, bodySize = FLOW_BODY_SIZE): Page {
  const layout = new FlowLayout(bodySize);
  const region = { x: MARGIN, width: PAGE_WIDTH - 2 * MARGIN };
  let y = layout.blocks(flow.header, region, HEADER_TOP, { kind: 'header' });
  y = layout.blocks(flow.body, region, Math.max(y, MARGIN), { kind: 'paragraph' });
  for (const box of flow.textboxes) y = layout.blocks(box, region, y + PARAGRAPH_GAP, { kind: 'textbox', box: layout.nextBox() });
  y = layout.blocks(flow.footer, region, y + 18, { kind: 'footer' });
  return { number: 1, width: PAGE_WIDTH, height: Math.round(y + MARGIN), lines: tidyRuns(layout.runs), images: layout.images, links: layout.links };
}

class FlowLayout {
  readonly runs: TextRun[] = [];
  readonly links: PageLink[] = [];
  readonly images: PlacedImage[] = [];
  private paragraphIndex = 0;
  private tableIndex = 0;
  private boxIndex = 0;
  private depth = 0;

  constructor(private readonly bodySize: number) {}

  nextBox(): number {
    return this.boxIndex++;
  }

  blocks(blocks: readonly FlowBlock[], region: Region, y: number, container: Container): number {
    if (this.depth > MAX_NESTING) return y;
    this.depth++;
    try {
      for (const block of blocks) y = block.type === 'paragraph' ? this.paragraph(block, region, y, container) : this.table(block, region, y, container);
      return y;
    } finally {
      this.depth--;
    }
  }

  private paragraph(p: FlowParagraph, region: Region, top: number, container: Container): number {
    const defaultSize = p.heading ? (HEADING_SIZES[p.heading - 1] ?? this.bodySize) : this.bodySize;
    const sizes = p.pieces.flatMap((piece) => (piece.type === 'text' ? [piece.style.fontSize ?? defaultSize] : []));
    const lineHeight = LINE_HEIGHT * Math.max(defaultSize, ...sizes);
    const placed: PlacedImage[] = [];
    const indent = Math.max(0, p.indent ?? 0) + (p.list ? (p.list.level + 1) * LIST_INDENT : 0);
    const left = region.x + Math.min(indent, region.width / 2);
    const frame: LineFrame = {
      origin: region.x,
      left,
      firstLine: p.list ? left - LIST_INDENT : left,
      right: Math.max(left + 36, region.x + region.width),
      tabs: [],
      align: p.align ?? 'left',
      block: this.blockInfo(p, container),
    };
    const setter = new LineSetter(frame, top, lineHeight);
    const firstText = p.pieces.find((piece) => piece.type === 'text');
    if (p.list && firstText?.type === 'text') setter.text(`${p.list.marker} `, this.format(firstText.style, p, defaultSize));
    const linked = new Map<string, TextRun[]>();
    p.pieces.forEach((piece, i) => {
      if (piece.type === 'break') setter.newLine();
      else if (piece.type === 'tab') setter.tab(widthUntilTab(p, i + 1, defaultSize));
      else if (piece.type === 'image') {
        // The box is moved with the line when alignment shifts it.
        const box: PlacedImage = { ref: piece.ref, x: setter.x, y: setter.y, w: piece.width, h: piece.height };
        setter.inlineBox(box, piece.width, piece.height);
        placed.push(box);
      } else {
        const runs = setter.text(piece.text, this.format(piece.style, p, defaultSize));
        if (piece.link) linked.set(piece.link, [...(linked.get(piece.link) ?? []), ...runs]);
      }
    });
    const bottom = setter.end();
    for (const run of setter.runs) {
      run.x = round(run.x);
      run.y = round(run.y);
    }
    this.placeLinks(linked);
    for (const box of placed) this.images.push({ ...box, x: round(box.x), y: round(box.y), w: round(box.w), h: round(box.h) });
    this.runs.push(...setter.runs);
    this.paragraphIndex++;
    return bottom + PARAGRAPH_GAP;
  }

  private format(style: FlowStyle, p: FlowParagraph, defaultSize: number) {
    return { fontSize: style.fontSize ?? defaultSize, bold: style.bold ?? p.heading !== undefined, italic: style.italic ?? false };
  }

  private placeLinks(linked: Map<string, TextRun[]>): void {
    for (const [url, runs] of linked) {
      if (!runs.length || this.links.length >= MAX_LINKS) continue;
      const x = Math.min(...runs.map((r) => r.x));
      const y = Math.min(...runs.map((r) => r.y));
      const w = Math.max(...runs.map((r) => r.x + r.w)) - x;
      const h = Math.max(...runs.map((r) => r.y + r.h)) - y;
      this.links.push({ url, x, y, w: round(w), h: round(h) });
    }
  }

  private table(t: FlowTable, region: Region, top: number, container: Container): number {
    const table = this.tableIndex++;
    const columns = Math.max(1, ...t.rows.map((r) => r.length));
    const given = t.widths?.filter((w) => w > 0) ?? [];
    const total = given.reduce((a, b) => a + b, 0);
    // The file's widths, scaled to the text area when they overflow it; else equal shares.
    const widths =
      given.length >= columns && total > 0
        ? given.slice(0, columns).map((w) => (total > region.width ? (w * region.width) / total : w))
        : Array.from({ length: columns }, () => region.width / columns);
    let y = top;
    t.rows.forEach((cells, row) => {
      let bottom = y;
      let x = region.x;
      cells.forEach((cell, col) => {
        const width = widths[col] ?? region.width / columns;
        const cellContainer: Container = { ...container, cell: container.kind === 'paragraph' ? (container.cell ?? { table, row, col }) : container.cell };
        bottom = Math.max(bottom, this.blocks(cell, { x: x + 2, width: Math.max(18, width - 4) }, y, cellContainer));
        x += width;
      });
      y = bottom;
    });
    return y + PARAGRAPH_GAP;
  }

  private blockInfo(p: FlowParagraph, container: Container): BlockInfo {
    const info: BlockInfo = { kind: container.kind, paragraph: this.paragraphIndex };
    if (container.box !== undefined) info.box = container.box;
    if (container.kind === 'paragraph') {
      if (container.cell) Object.assign(info, { kind: 'table-cell', ...container.cell });
      else if (p.heading !== undefined) info.kind = 'heading';
      else if (p.list) info.kind = 'list-item';
    }
    if (p.heading !== undefined) info.level = p.heading;
    return info;
  }
}

/** Estimated width of the text from piece `from` up to the next tab or line break. */
function widthUntilTab(p: FlowParagraph, from: number, defaultSize: number): number {
  let width = 0;
  for (let i = from; i < p.pieces.length; i++) {
    const piece = p.pieces[i]!;
    if (piece.type === 'image') {
      width += piece.width;
      continue;
    }
    if (piece.type !== 'text') break;
    width += piece.text.length * (piece.style.fontSize ?? defaultSize) * CHAR_WIDTH_EM;
  }
  return width;
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
