/**
 * HTML → FlowDocument with htmlparser2's streaming parser (no DOM, no network: nothing is ever
 * fetched, images and stylesheets included). Blocks (p, div, li, h1–h6, table cells…) become
 * paragraphs; b/strong/th and i/em, inline font-weight, font-style and font-size style the text;
 * lists get their markers, tables their cells. Scripts, styles, the head, forms' option lists
 * and anything hidden (the hidden attribute, display:none) are not read.
 */
import { Parser } from 'htmlparser2';
import { ExtractionError } from '../document.ts';
import { emptyFlow, type FlowBlock, type FlowDocument, type FlowParagraph, type FlowStyle, type FlowTable, paragraph, pushText, trimParagraph } from '../flow/flow-model.ts';

/** Elements whose content is not page text. */
const SKIPPED = new Set(['head', 'script', 'style', 'template', 'noscript', 'svg', 'math', 'iframe', 'object', 'embed', 'canvas', 'select', 'datalist', 'textarea', 'button', 'title']);
const BLOCKS = new Set([
  'p', 'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'address', 'blockquote', 'pre', 'figure', 'figcaption',
  'dl', 'dt', 'dd', 'form', 'fieldset', 'legend', 'center', 'details', 'summary', 'body', 'html', 'hr', 'caption',
]);
const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
/**
 * Open elements at once. Pages nest some tens deep; htmlparser2 keeps its stack with
 * unshift/shift, so thousands deep costs quadratic time: refused as a file built to hold a worker.
 */
export const MAX_HTML_DEPTH = 1000;
/** Tables nested deeper than this are read as paragraphs of the enclosing cell. */
const MAX_TABLE_DEPTH = 6;

interface Frame {
  name: string;
  style: FlowStyle;
  link?: string;
  skip: boolean;
  pre: boolean;
  heading?: number;
  align?: 'center' | 'right';
}

interface ListState {
  ordered: boolean;
  next: number;
}

interface TableState {
  table: FlowTable;
  row: FlowBlock[][] | undefined;
  /** Where blocks went before the table opened. */
  outer: FlowBlock[];
}

/** `maxChars`: reading stops with `file_too_complex` once the page's text passes it (a text dump). */
export function htmlToFlow(html: string, maxChars = Number.POSITIVE_INFINITY): FlowDocument {
  const reader = new HtmlFlowReader(maxChars);
  const parser = new Parser(reader, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true });
  parser.write(html);
  parser.end();
  return reader.finish();
}

class HtmlFlowReader {
  private readonly flow = emptyFlow();
  private chars = 0;
  private readonly frames: Frame[] = [{ name: '#root', style: {}, skip: false, pre: false }];
  private readonly lists: ListState[] = [];
  private readonly tables: TableState[] = [];
  /** Tables opened beyond MAX_TABLE_DEPTH, read as paragraphs of the cell around them. */
  private flattened = 0;
  private target: FlowBlock[] = this.flow.body;
  private current: FlowParagraph | undefined;
  /** The next paragraph starts a list item (its marker not yet given). */
  private pendingItem: { marker: string; level: number } | undefined;

  constructor(private readonly maxChars: number) {}

  onopentag(name: string, attrs: Record<string, string>): void {
    const parent = this.top;
    const frame: Frame = { ...parent, name, style: { ...parent.style, ...inlineStyle(attrs.style) }, pre: parent.pre || name === 'pre' };
    const align = (attrs.align ?? /text-align\s*:\s*(\w+)/i.exec(attrs.style ?? '')?.[1] ?? '').toLowerCase();
    if (align === 'center' || align === 'right') frame.align = align;
    else if (align === 'left' || align === 'justify') frame.align = undefined;
    if (SKIPPED.has(name) || attrs.hidden !== undefined || /display\s*:\s*none/i.test(attrs.style ?? '')) frame.skip = true;
    if (name === 'b' || name === 'strong' || name === 'th') frame.style.bold = true;
    if (name === 'i' || name === 'em') frame.style.italic = true;
    if (name === 'a' && /^(?:https?:\/\/|mailto:)/i.test(attrs.href ?? '')) frame.link = attrs.href!.trim();
    this.frames.push(frame);
    if (this.frames.length > MAX_HTML_DEPTH) throw new ExtractionError('file_too_complex', `the HTML nests elements more than ${MAX_HTML_DEPTH} deep`);
    if (frame.skip) return;
    if (name in HEADINGS) {
      this.endParagraph();
      frame.heading = HEADINGS[name];
    } else if (name === 'br') {
      this.paragraphFor().pieces.push({ type: 'break' });
    } else if (name === 'ul' || name === 'ol') {
      this.endParagraph();
      this.lists.push({ ordered: name === 'ol', next: Number.parseInt(attrs.start ?? '1', 10) || 1 });
    } else if (name === 'li') {
      this.endParagraph();
      const list = this.lists[this.lists.length - 1];
      const marker = list?.ordered ? `${list.next++}.` : '•';
      this.pendingItem = { marker, level: Math.max(0, this.lists.length - 1) };
    } else if (name === 'table') {
      this.openTable();
    } else if (name === 'tr') {
      this.openRow();
    } else if (name === 'td' || name === 'th') {
      this.openCell();
    } else if (BLOCKS.has(name)) {
      this.endParagraph();
    }
  }

  ontext(text: string): void {
    const frame = this.top;
    if (frame.skip) return;
    this.chars += text.length;
    if (this.chars > this.maxChars) throw new ExtractionError('file_too_complex', `the HTML holds more than ${this.maxChars} characters of text (VITAE_MAX_TEXT_CHARS)`);
    if (frame.pre) {
      text.split(/\r\n|\r|\n/).forEach((line, i) => {
        if (i > 0) this.paragraphFor().pieces.push({ type: 'break' });
        line.split('\t').forEach((part, j) => {
          if (j > 0) this.paragraphFor().pieces.push({ type: 'tab' });
          if (part) pushText(this.paragraphFor(), part, frame.style, frame.link);
        });
      });
      return;
    }
    const collapsed = text.replace(/[ \t\n\r\f]+/g, ' ');
    if (collapsed === ' ' && !this.current) return;
    const p = this.paragraphFor();
    const last = p.pieces[p.pieces.length - 1];
    // Collapse a space against the space the previous text ended with.
    const afterBlank = last?.type !== 'text' || last.text.endsWith(' ');
    const clean = afterBlank && collapsed.startsWith(' ') ? collapsed.slice(1) : collapsed;
    pushText(p, clean, frame.style, frame.link);
  }

  onclosetag(name: string): void {
    // htmlparser2 closes every element it opened, implied closes included, in order.
    const index = this.frames.findLastIndex((f) => f.name === name);
    if (index <= 0) return;
    for (const frame of this.frames.splice(index).reverse()) if (!frame.skip) this.close(frame.name);
  }

  finish(): FlowDocument {
    this.endParagraph();
    while (this.tables.length) this.closeTable();
    return this.flow;
  }

  private close(name: string): void {
    if (name in HEADINGS || name === 'li' || BLOCKS.has(name)) this.endParagraph();
    if (name === 'li') this.pendingItem = undefined;
    else if (name === 'ul' || name === 'ol') this.lists.pop();
    else if (name === 'td' || name === 'th') this.endParagraph();
    else if (name === 'table') this.closeTable();
  }

  private get top(): Frame {
    return this.frames[this.frames.length - 1]!;
  }

  /** The open paragraph, started here if none is. */
  private paragraphFor(): FlowParagraph {
    if (!this.current) {
      this.current = paragraph([], this.top.heading ? { heading: this.top.heading } : {});
      if (this.pendingItem) {
        this.current.list = this.pendingItem;
        this.pendingItem = undefined;
      } else if (this.lists.length) {
        this.current.indent = this.lists.length * 18;
      }
      if (this.top.align) this.current.align = this.top.align;
    }
    return this.current;
  }

  private endParagraph(): void {
    const p = this.current;
    this.current = undefined;
    if (!p) return;
    trimParagraph(p);
    if (p.pieces.some((piece) => piece.type === 'text')) this.target.push(p);
  }

  private openTable(): void {
    this.endParagraph();
    if (this.tables.length >= MAX_TABLE_DEPTH) {
      this.flattened++;
      return;
    }
    const table: FlowTable = { type: 'table', rows: [] };
    this.tables.push({ table, row: undefined, outer: this.target });
    this.target.push(table);
  }

  private openRow(): void {
    this.endParagraph();
    const state = this.tables[this.tables.length - 1];
    if (!state || this.flattened > 0) return;
    state.row = [];
    state.table.rows.push(state.row);
  }

  private openCell(): void {
    this.endParagraph();
    const state = this.tables[this.tables.length - 1];
    if (!state || this.flattened > 0) return;
    if (!state.row) this.openRow();
    const cell: FlowBlock[] = [];
    state.row!.push(cell);
    this.target = cell;
  }

  private closeTable(): void {
    this.endParagraph();
    if (this.flattened > 0) {
      this.flattened--;
      return;
    }
    const state = this.tables.pop();
    if (!state) return;
    this.target = state.outer;
    state.table.rows = state.table.rows.filter((row) => row.length > 0);
  }
}

/** Bold, italic and size from an inline style (Word's "Save as HTML" styles text this way). */
function inlineStyle(css: string | undefined): FlowStyle {
  if (!css) return {};
  const style: FlowStyle = {};
  const weight = /font-weight\s*:\s*(bold|bolder|[6-9]00|normal|[1-5]00)/i.exec(css)?.[1];
  if (weight) style.bold = /bold|[6-9]00/i.test(weight);
  const fontStyle = /font-style\s*:\s*(italic|oblique|normal)/i.exec(css)?.[1];
  if (fontStyle) style.italic = fontStyle.toLowerCase() !== 'normal';
  const size = /font-size\s*:\s*([\d.]+)\s*(pt|px)/i.exec(css);
  if (size) {
    const points = Number.parseFloat(size[1]!) * (size[2]!.toLowerCase() === 'px' ? 0.75 : 1);
    if (points >= 4 && points <= 96) style.fontSize = Math.round(points * 2) / 2;
  }
  return style;
}
