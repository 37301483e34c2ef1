/**
 * Lays a DOCX's flow out on synthetic pages (one per section) in points, so that the layout
 * step can read DOCX like PDF: y grows with reading order, lines wrap at the text width, x comes
 * from indentation, tab stops and table columns (a two-column table looks like two columns),
 * anchored text boxes and pictures sit where their anchors put them. Widths are estimates
 * (half an em per character); font sizes are real.
 */
import type { BlockInfo, BlockKind, PageLink, PlacedImage, TextRun } from '../document.ts';
import { type Anchor, type Drawing, pickAlternate, readDrawing, readVml } from './docx-drawing.ts';
import { CHAR_WIDTH_EM, type LineFrame, LineSetter, type TabStop } from './docx-lines.ts';
import type { DocxNumbering } from './docx-numbering.ts';
import type { Relationships } from './docx-relationships.ts';
import { type DocxStyles, definedOnly, type RunFormat, runFormat } from './docx-styles.ts';
import { child, childrenNamed, numberAttr, textOf, val, type XmlNode } from './docx-xml.ts';

export interface PageGeometry {
  width: number;
  height: number;
  marginLeft: number;
  marginRight: number;
  marginTop: number;
}

/** Where a block of content goes: its left edge and width in points. */
interface Region {
  x: number;
  width: number;
}

/** What kind of container the content is in, for BlockInfo. */
interface Container {
  kind: Extract<BlockKind, 'paragraph' | 'header' | 'footer' | 'textbox'>;
  cell?: { table: number; row: number; col: number };
  /** The outermost table cell, when `cell` is the cell of a nested table. */
  outer?: { table: number; row: number; col: number };
  /** The text box the content is in. */
  box?: number;
  rels: Relationships;
}

type Piece =
  | { type: 'text'; text: string; format: Required<Pick<RunFormat, 'fontSize' | 'bold' | 'italic'>> & { fontName?: string }; link?: string }
  | { type: 'tab' }
  | { type: 'break' }
  | { type: 'drawing'; drawing: Drawing };

/** Image placements found while laying out; the extractor turns rels into assets. */
export interface ImagePlacement {
  target: string;
  box: Omit<PlacedImage, 'ref'>;
}

const LINE_HEIGHT = 1.15;
const PARAGRAPH_GAP = 4;
const TWIPS = 20;
const MAX_NESTING = 8;
/** Hyperlinks kept per page: a crafted file could carry thousands. */
const MAX_LINKS_PER_PAGE = 100;

export class DocxLayout {
  runs: TextRun[] = [];
  images: ImagePlacement[] = [];
  links: PageLink[] = [];
  private page: PageGeometry;
  // Paragraph and table numbers run through the whole document, across pages.
  private paragraphIndex = 0;
  private tableIndex = 0;
  private boxIndex = 0;
  private depth = 0;
  /** Complex fields open in the paragraph being collected (w:fldChar begin … separate … end). */
  private fields: { instr: string; result?: number }[] = [];

  constructor(
    private readonly styles: DocxStyles,
    private readonly numbering: DocxNumbering,
    firstPage: PageGeometry,
  ) {
    this.page = firstPage;
  }

  /** Starts a new synthetic page: runs and images laid out from now on belong to it. */
  startPage(geometry: PageGeometry): void {
    this.page = geometry;
    this.runs = [];
    this.images = [];
    this.links = [];
  }

  get textRegion(): Region {
    return { x: this.page.marginLeft, width: Math.max(72, this.page.width - this.page.marginLeft - this.page.marginRight) };
  }

  /** Lays out block-level content (paragraphs, tables, content controls) from y; returns the new y. */
  blocks(nodes: readonly XmlNode[], region: Region, y: number, container: Container): number {
    if (this.depth > MAX_NESTING) return y;
    this.depth++;
    try {
      for (const node of nodes) {
        switch (node.name) {
          case 'p':
            y = this.paragraph(node, region, y, container);
            break;
          case 'tbl':
            y = this.table(node, region, y, container);
            break;
          case 'sdt':
            y = this.blocks(child(node, 'sdtContent')?.children ?? [], region, y, container);
            break;
          case 'customXml':
          case 'ins':
          case 'smartTag':
            y = this.blocks(node.children, region, y, container);
            break;
          case 'AlternateContent':
            y = this.blocks(pickAlternate(node)?.children ?? [], region, y, container);
            break;
        }
      }
      return y;
    } finally {
      this.depth--;
    }
  }

  private paragraph(p: XmlNode, region: Region, top: number, container: Container): number {
    const pPr = child(p, 'pPr');
    const style = this.styles.paragraph(val(pPr, 'pStyle'));
    // pPr/rPr formats only the paragraph mark, never the paragraph's runs.
    const base: RunFormat = style.run;
    const pieces: Piece[] = [];
    this.fields = [];
    this.collect(p.children, base, pieces, container.rels);

    const numPr = child(pPr, 'numPr');
    const numId = val(numPr, 'numId') ?? style.list?.numId;
    const ilvl = numberAttr(val(numPr, 'ilvl')) ?? style.list?.ilvl ?? 0;
    const list = numId !== undefined && pieces.length > 0 ? this.numbering.next(numId, ilvl) : undefined;
    const firstText = pieces.find((piece) => piece.type === 'text');
    if (list?.marker && firstText?.type === 'text') pieces.unshift({ type: 'text', text: `${list.marker} `, format: firstText.format });

    // Direct indentation wins over the list level's, which wins over none.
    const ind = child(pPr, 'ind');
    const left = twips(ind?.attrs.left ?? ind?.attrs.start) ?? list?.left ?? 0;
    const right = twips(ind?.attrs.right ?? ind?.attrs.end) ?? 0;
    const hanging = twips(ind?.attrs.hanging) ?? (ind?.attrs.firstLine === undefined ? list?.hanging : undefined) ?? 0;
    const firstLine = (twips(ind?.attrs.firstLine) ?? 0) - hanging;
    const spacing = child(pPr, 'spacing');
    const x0 = region.x + Math.max(0, left);
    const x1 = Math.max(x0 + 36, region.x + region.width - Math.max(0, right));
    const jc = val(pPr, 'jc');
    const frame: LineFrame = {
      origin: region.x,
      left: x0,
      firstLine: x0 + Math.max(-left, firstLine),
      right: x1,
      tabs: tabStops(child(pPr, 'tabs'), region.x),
      align: jc === 'center' ? 'center' : jc === 'right' || jc === 'end' ? 'right' : 'left',
      block: this.blockInfo(container, style.headingLevel, list !== undefined),
    };
    const markSize = base.fontSize ?? this.styles.defaults.fontSize ?? 10;
    const sizes = pieces.flatMap((piece) => (piece.type === 'text' ? [piece.format.fontSize] : []));
    const setter = new LineSetter(frame, top + (twips(spacing?.attrs.before) ?? 0), LINE_HEIGHT * Math.max(markSize, ...sizes));
    const linked = new Map<string, TextRun[]>();
    pieces.forEach((piece, i) => {
      if (piece.type === 'break') setter.newLine();
      else if (piece.type === 'tab') setter.tab(widthUntilTab(pieces, i + 1));
      else if (piece.type === 'text') {
        const runs = setter.text(piece.text, piece.format);
        if (piece.link) linked.set(piece.link, [...(linked.get(piece.link) ?? []), ...runs]);
      }
      else {
        const placed = this.drawing(piece.drawing, { x: setter.x, y: setter.y }, region, container);
        if (placed && !piece.drawing.anchor) setter.inlineBox(placed, piece.drawing.width, piece.drawing.height);
      }
    });
    const bottom = setter.end();
    for (const run of setter.runs) {
      run.x = round(run.x);
      run.y = round(run.y);
    }
    // Boxes once alignment has moved the runs.
    for (const [url, runs] of linked) {
      if (!runs.length || this.links.length >= MAX_LINKS_PER_PAGE) continue;
      const x = Math.min(...runs.map((r) => r.x));
      const y = Math.min(...runs.map((r) => r.y));
      const w = Math.max(...runs.map((r) => r.x + r.w)) - x;
      const h = Math.max(...runs.map((r) => r.y + r.h)) - y;
      this.links.push({ url, x, y, w: round(w), h: round(h) });
    }
    this.runs.push(...setter.runs);
    this.paragraphIndex++;
    return bottom + (twips(spacing?.attrs.after) ?? PARAGRAPH_GAP);
  }

  /** Gathers a paragraph's content in order: text with resolved formatting, tabs, breaks, drawings. */
  private collect(nodes: readonly XmlNode[], base: RunFormat, out: Piece[], rels: Relationships): void {
    for (const node of nodes) {
      switch (node.name) {
        case 'r':
          this.run(node, base, out);
          break;
        case 'hyperlink': {
          const start = out.length;
          this.collect(node.children, base, out, rels);
          const rel = node.attrs.id ? rels.get(node.attrs.id) : undefined;
          if (rel?.external && /^(?:https?:\/\/|mailto:)/i.test(rel.target)) {
            for (let k = start; k < out.length; k++) {
              const piece = out[k]!;
              if (piece.type === 'text') piece.link = rel.target;
            }
          }
          break;
        }
        case 'fldSimple': {
          const start = out.length;
          this.collect(node.children, base, out, rels);
          linkPieces(out, start, fieldHyperlink(node.attrs.instr ?? ''));
          break;
        }
        case 'ins':
        case 'moveTo':
        case 'smartTag':
        case 'customXml':
        case 'bdo':
        case 'dir':
          this.collect(node.children, base, out, rels);
          break;
        case 'sdt':
          this.collect(child(node, 'sdtContent')?.children ?? [], base, out, rels);
          break;
        case 'AlternateContent':
          this.collect(pickAlternate(node)?.children ?? [], base, out, rels);
          break;
      }
    }
  }

  private run(r: XmlNode, base: RunFormat, out: Piece[]): void {
    const rPr = child(r, 'rPr');
    const format = { ...base, ...definedOnly(this.styles.character(val(rPr, 'rStyle'))), ...definedOnly(runFormat(rPr)) };
    if (format.hidden) return;
    const resolved = {
      fontSize: format.fontSize ?? 10,
      bold: format.bold ?? false,
      italic: format.italic ?? false,
      fontName: format.fontName,
    };
    for (const node of r.children) {
      switch (node.name) {
        case 't':
          // A tab character written inside the text (some generators do) is a tab, as <w:tab/> is.
          textOf(node)
            .split('\t')
            .forEach((part, k) => {
              if (k > 0) out.push({ type: 'tab' });
              if (part) pushText(out, part, resolved);
            });
          break;
        case 'tab':
        case 'ptab':
          out.push({ type: 'tab' });
          break;
        case 'br':
        case 'cr':
          out.push({ type: 'break' });
          break;
        case 'noBreakHyphen':
          pushText(out, '-', resolved);
          break;
        case 'fldChar':
          this.fieldChar(node.attrs.fldCharType, out);
          break;
        case 'instrText': {
          const field = this.fields[this.fields.length - 1];
          if (field && field.result === undefined) field.instr += textOf(node);
          break;
        }
        case 'sym': {
          const code = Number.parseInt(node.attrs.char ?? '', 16);
          if (Number.isFinite(code)) pushText(out, String.fromCodePoint(code), resolved);
          break;
        }
        case 'drawing': {
          const drawing = readDrawing(node);
          if (drawing) out.push({ type: 'drawing', drawing });
          break;
        }
        case 'pict': {
          const drawing = readVml(node);
          if (drawing) out.push({ type: 'drawing', drawing });
          break;
        }
        case 'AlternateContent':
          this.run({ ...r, children: pickAlternate(node)?.children ?? [] }, base, out);
          break;
      }
    }
  }

  /**
   * A complex field's begin, separate or end mark. A HYPERLINK field (Word writes one when a link is
   * typed with field codes, and converters from other editors do) links the text it shows, as
   * w:hyperlink does.
   */
  private fieldChar(type: string | undefined, out: Piece[]): void {
    if (type === 'begin') this.fields.push({ instr: '' });
    else if (type === 'separate') {
      const field = this.fields[this.fields.length - 1];
      if (field) field.result = out.length;
    } else if (type === 'end') {
      const field = this.fields.pop();
      if (field?.result !== undefined) linkPieces(out, field.result, fieldHyperlink(field.instr));
    }
  }

  /** Places a picture or lays out a text box; returns where, or undefined when nothing was placed. */
  private drawing(drawing: Drawing, at: { x: number; y: number }, region: Region, container: Container): { x: number } | undefined {
    const position = drawing.anchor ? this.anchorPosition(drawing.anchor, drawing.width, at, region) : at;
    if (drawing.textbox) {
      const box = { x: position.x, width: Math.max(36, drawing.width || region.width) };
      this.blocks(drawing.textbox.children, box, position.y, { ...container, kind: 'textbox', cell: undefined, box: this.boxIndex++ });
      return box;
    }
    const rel = drawing.imageRel ? container.rels.get(drawing.imageRel) : undefined;
    if (!rel || rel.external) return undefined;
    const placement = { target: rel.target, box: { x: position.x, y: round(position.y), w: round(drawing.width), h: round(drawing.height) } };
    this.images.push(placement);
    return placement.box;
  }

  private anchorPosition(anchor: Anchor, width: number, at: { x: number; y: number }, region: Region): { x: number; y: number } {
    const { width: pageWidth, height: pageHeight, marginLeft, marginRight, marginTop } = this.page;
    // The flow is one long page; an object placed relative to "the page" belongs to the real
    // page the cursor is on, estimated from the real page height.
    const pageTop = Math.floor(at.y / pageHeight) * pageHeight;
    const originX = anchor.fromH === 'page' ? 0 : anchor.fromH === 'character' ? at.x : anchor.fromH === 'column' ? region.x : marginLeft;
    const spanX = anchor.fromH === 'page' ? pageWidth : pageWidth - marginLeft - marginRight;
    let x = originX + (anchor.x ?? 0);
    if (anchor.x === undefined && anchor.alignH === 'right') x = originX + spanX - width;
    else if (anchor.x === undefined && anchor.alignH === 'center') x = originX + (spanX - width) / 2;
    const originY = anchor.fromV === 'page' ? pageTop : anchor.fromV === 'margin' || anchor.fromV === 'topMargin' ? pageTop + marginTop : at.y;
    return { x: Math.max(0, x), y: Math.max(0, originY + (anchor.y ?? 0)) };
  }

  private table(tbl: XmlNode, region: Region, top: number, container: Container): number {
    const table = this.tableIndex++;
    const grid = childrenNamed(child(tbl, 'tblGrid'), 'gridCol').map((c) => twips(c.attrs.w) ?? 0);
    const tblInd = child(child(tbl, 'tblPr'), 'tblInd');
    const indent = tblInd?.attrs.type === 'dxa' || tblInd?.attrs.type === undefined ? (twips(tblInd?.attrs.w) ?? 0) : 0;
    const rows = childrenNamed(tbl, 'tr');
    const columns = Math.max(grid.length, ...rows.map((r) => cellsOf(r).reduce((n, c) => n + span(c), 0)));
    const total = grid.reduce((a, b) => a + b, 0);
    // Without a grid, columns share the width equally.
    const widths = total > 0 && grid.length >= columns ? grid : Array.from({ length: columns }, () => region.width / Math.max(1, columns));
    let y = top;
    rows.forEach((tr, row) => {
      let col = 0;
      let bottom = y;
      for (const tc of cellsOf(tr)) {
        const cellX = region.x + indent + widths.slice(0, col).reduce((a, b) => a + b, 0);
        const cellWidth = widths.slice(col, col + span(tc)).reduce((a, b) => a + b, 0) || region.width / Math.max(1, columns);
        const cellContainer: Container = { ...container, cell: container.kind === 'paragraph' ? { table, row, col } : container.cell };
        // A table in a table's cell: its cells remember the outermost cell they sit in.
        if (container.kind === 'paragraph' && container.cell) cellContainer.outer = container.outer ?? container.cell;
        const end = this.blocks(tc.children, { x: cellX + 2, width: Math.max(18, cellWidth - 4) }, y, cellContainer);
        bottom = Math.max(bottom, end);
        col += span(tc);
      }
      y = bottom;
    });
    return y + PARAGRAPH_GAP;
  }

  private blockInfo(container: Container, headingLevel: number | undefined, list: boolean): BlockInfo {
    const info: BlockInfo = { kind: container.kind, paragraph: this.paragraphIndex };
    if (container.box !== undefined) info.box = container.box;
    if (container.kind === 'paragraph') {
      if (container.cell) Object.assign(info, { kind: 'table-cell', ...container.cell }, container.outer ? { outer: container.outer } : {});
      else if (headingLevel !== undefined) info.kind = 'heading';
      else if (list) info.kind = 'list-item';
    }
    // The heading level is kept wherever the heading style is used (a cell, a text box).
    if (headingLevel !== undefined) info.level = headingLevel;
    return info;
  }
}

/** Cells of a row, looking through content controls and custom XML wrappers. */
function cellsOf(tr: XmlNode): XmlNode[] {
  const cells: XmlNode[] = [];
  for (const node of tr.children) {
    if (node.name === 'tc') cells.push(node);
    else if (node.name === 'sdt') cells.push(...childrenNamed(child(node, 'sdtContent'), 'tc'));
    else if (node.name === 'customXml') cells.push(...childrenNamed(node, 'tc'));
  }
  return cells;
}

function span(tc: XmlNode): number {
  return Math.max(1, numberAttr(val(child(tc, 'tcPr'), 'gridSpan')) ?? 1);
}

/** Custom tab stops of a paragraph (w:tabs), as absolute x, sorted; cleared stops dropped. */
function tabStops(tabs: XmlNode | undefined, origin: number): TabStop[] {
  const stops: TabStop[] = [];
  for (const tab of childrenNamed(tabs, 'tab')) {
    const pos = twips(tab.attrs.pos);
    const kind = tab.attrs.val ?? 'left';
    if (pos === undefined || kind === 'clear' || kind === 'bar') continue;
    const align = kind === 'right' || kind === 'end' || kind === 'decimal' ? 'right' : kind === 'center' ? 'center' : 'left';
    stops.push({ x: origin + pos, align });
  }
  return stops.sort((a, b) => a.x - b.x);
}

/** Estimated width of the text from piece `from` up to the next tab or line break. */
function widthUntilTab(pieces: readonly Piece[], from: number): number {
  let width = 0;
  for (let i = from; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if (piece.type === 'tab' || piece.type === 'break') break;
    if (piece.type === 'text') width += piece.text.length * piece.format.fontSize * CHAR_WIDTH_EM;
    else if (!piece.drawing.anchor) width += piece.drawing.width;
  }
  return width;
}

/** The web or mail address of a HYPERLINK field instruction ('HYPERLINK "https://…" \\o "tip"'); bookmarks (\\l) are none. */
function fieldHyperlink(instr: string): string | undefined {
  const m = /^\s*HYPERLINK\s+(?:"([^"]*)"|(\S+))/i.exec(instr);
  const url = (m?.[1] ?? m?.[2])?.trim();
  return url && /^(?:https?:\/\/|mailto:)/i.test(url) ? url : undefined;
}

/** Links the text pieces from `start` on to `url`, unless they already carry a link. */
function linkPieces(out: Piece[], start: number, url: string | undefined): void {
  if (!url) return;
  for (let k = start; k < out.length; k++) {
    const piece = out[k]!;
    if (piece.type === 'text' && !piece.link) piece.link = url;
  }
}

function pushText(out: Piece[], text: string, format: Extract<Piece, { type: 'text' }>['format']): void {
  const clean = text.replace(/[\u0000-\u0008\u000b-\u001f\u00ad]/g, '');
  if (clean) out.push({ type: 'text', text: clean, format });
}

function twips(value: string | undefined): number | undefined {
  const n = numberAttr(value);
  return n === undefined ? undefined : n / TWIPS;
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
