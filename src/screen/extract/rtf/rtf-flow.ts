/**
 * RTF → FlowDocument: interprets the token stream the way a word processor reads it. Group
 * state (character and paragraph formatting, destination) is pushed on "{" and restored on "}";
 * \par ends a paragraph, \cell and \row build tables (column widths from \cellx), \pntext and
 * \listtext give a list item's marker, the stylesheet tells which styles are headings, and
 * HYPERLINK fields keep their URL. Text comes from \uN (Unicode), \'hh and raw bytes in the
 * code page of the font or document. Destinations that are not text (font and colour tables,
 * pictures, objects, document info, field instructions, footnotes) are not read.
 */
import iconv from 'iconv-lite';
import { ExtractionError } from '../document.ts';
import { emptyFlow, type FlowBlock, type FlowDocument, type FlowParagraph, type FlowTable, paragraph, pushText } from '../flow/flow-model.ts';
import { rtfTokens } from './rtf-tokens.ts';

/** Word nests groups a few tens deep; thousands is an attack on the reader's memory. */
export const MAX_GROUP_DEPTH = 1000;

/** Destinations whose content is not page text. */
const IGNORED = new Set([
  'fonttbl', 'colortbl', 'info', 'pict', 'object', 'objdata', 'objclass', 'objname', 'footnote', 'annotation', 'atnid', 'atnauthor',
  'xe', 'tc', 'tcn', 'listtable', 'listoverridetable', 'rsidtbl', 'revtbl', 'generator', 'filetbl', 'themedata', 'colorschememapping',
  'datastore', 'latentstyles', 'mmathPr', 'pgdsctbl', 'private', 'xmlnstbl', 'userprops', 'nonshppict', 'shprslt', 'sp', 'pn',
  'nonesttables', 'bkmkstart', 'bkmkend', 'template', 'docvar', 'datafield', 'formfield', 'picprop', 'blipuid',
]);
const STORIES: Record<string, 'header' | 'footer'> = {
  header: 'header', headerl: 'header', headerr: 'header', headerf: 'header',
  footer: 'footer', footerl: 'footer', footerr: 'footer', footerf: 'footer',
};
/** \fcharset → Windows code page. */
const CHARSET_CODEPAGE: Record<number, number> = {
  0: 1252, 77: 10000, 128: 932, 129: 949, 134: 936, 136: 950, 161: 1253, 162: 1254, 163: 1258, 177: 1255, 178: 1256, 186: 1257, 204: 1251, 222: 874, 238: 1250,
};
const SYMBOL_CHARSET = 2;
const SYMBOLS: Record<string, string> = { emdash: '—', endash: '–', bullet: '•', lquote: '‘', rquote: '’', ldblquote: '“', rdblquote: '”', enspace: ' ', emspace: ' ', qmspace: ' ' };

interface Field {
  inst: string;
}

interface State {
  ignore: boolean;
  dest: 'text' | 'fonttbl' | 'stylesheet' | 'fldinst' | 'marker';
  story: 'body' | 'header' | 'footer';
  bold: boolean;
  italic: boolean;
  halfPoints: number;
  font: number;
  uc: number;
  intbl: boolean;
  align: 'left' | 'center' | 'right';
  indent: number;
  style: number;
  outline: number | undefined;
  ilvl: number;
  field: Field | undefined;
  link: string | undefined;
}

/** `maxChars`: reading stops with `file_too_complex` once the text passes it (a text dump). */
export function rtfToFlow(source: string, maxChars = Number.POSITIVE_INFINITY): FlowDocument {
  if (!/^\s*\{\\rtf/.test(source.slice(0, 64))) throw new ExtractionError('unreadable_file', 'the RTF file does not start with {\\rtf');
  const reader = new RtfReader(maxChars);
  for (const token of rtfTokens(source)) {
    switch (token.type) {
      case 'open':
        reader.open();
        break;
      case 'close':
        reader.close();
        break;
      case 'word':
        reader.word(token.word, token.param);
        break;
      case 'symbol':
        reader.symbol(token.char);
        break;
      case 'byte':
        reader.byte(token.value);
        break;
      case 'text':
        reader.text(token.text);
        break;
    }
    if (reader.done) break;
  }
  return reader.finish();
}

class RtfReader {
  done = false;
  private readonly flow = emptyFlow();
  private state: State = {
    ignore: false, dest: 'text', story: 'body', bold: false, italic: false, halfPoints: 24, font: 0, uc: 1,
    intbl: false, align: 'left', indent: 0, style: 0, outline: undefined, ilvl: 0, field: undefined, link: undefined,
  };
  private readonly stack: State[] = [];
  private chars = 0;
  private depth = 0;
  private codepage = 1252;
  private defaultFont = 0;
  private readonly fontCharsets = new Map<number, number>();
  private readonly headingStyles = new Map<number, number>();
  private styleText = '';
  private styleDef: { num: number; outline?: number } | undefined;
  private current: FlowParagraph | undefined;
  private pendingBytes: number[] = [];
  private skipChars = 0;
  private marker = '';
  private cell: FlowBlock[] = [];
  private row: FlowBlock[][] = [];
  private table: FlowTable | undefined;
  private cellEdges: number[] = [];
  /** The first control word of a group names its destination. */
  private groupStart = false;
  private starred = false;

  constructor(private readonly maxChars: number) {}

  open(): void {
    this.flushBytes();
    this.depth++;
    if (this.depth > MAX_GROUP_DEPTH) throw new ExtractionError('file_too_complex', `the RTF nests groups more than ${MAX_GROUP_DEPTH} deep`);
    this.stack.push(this.state);
    this.state = { ...this.state };
    this.groupStart = true;
    this.starred = false;
  }

  close(): void {
    this.flushBytes();
    const closing = this.state;
    if (closing.dest === 'stylesheet' && this.styleDef && this.stack[this.stack.length - 1]?.dest === 'stylesheet') this.endStyle();
    if (closing.dest === 'marker' && !this.stack[this.stack.length - 1]?.ignore && this.stack[this.stack.length - 1]?.dest !== 'marker') {
      this.paragraphFor().list = { marker: markerOf(this.marker), level: this.state.ilvl };
      this.marker = '';
    }
    const previous = this.stack.pop();
    this.groupStart = false;
    if (!previous) return;
    this.state = previous;
    this.depth--;
    if (this.depth === 0) this.done = true;
  }

  word(word: string, param: number | undefined): void {
    const first = this.groupStart;
    this.groupStart = false;
    const s = this.state;
    if (first && this.destination(word)) return;
    if (s.dest === 'fonttbl') {
      this.fontWord(word, param);
      return;
    }
    if (s.dest === 'stylesheet') {
      this.styleWord(word, param);
      return;
    }
    if (word !== 'u') this.flushBytes();
    switch (word) {
      case 'ansicpg':
        if (param) this.codepage = param;
        return;
      case 'deff':
        this.defaultFont = param ?? 0;
        s.font = this.defaultFont;
        return;
      case 'f':
        s.font = param ?? 0;
        return;
      case 'uc':
        s.uc = Math.max(0, Math.min(param ?? 1, 10));
        return;
      case 'u':
        this.unicode(param ?? 0);
        return;
      case 'b':
        s.bold = param !== 0;
        return;
      case 'i':
        s.italic = param !== 0;
        return;
      case 'fs':
        if (param && param > 0 && param < 400) s.halfPoints = param;
        return;
      case 'plain':
        Object.assign(s, { bold: false, italic: false, halfPoints: 24, font: this.defaultFont });
        return;
      case 'pard':
        Object.assign(s, { intbl: false, align: 'left', indent: 0, style: 0, outline: undefined, ilvl: 0 });
        return;
      case 'ql':
      case 'qj':
        s.align = 'left';
        return;
      case 'qc':
        s.align = 'center';
        return;
      case 'qr':
        s.align = 'right';
        return;
      case 'li':
        s.indent = Math.max(0, (param ?? 0) / 20);
        return;
      case 's':
        s.style = param ?? 0;
        return;
      case 'outlinelevel':
        s.outline = param;
        return;
      case 'ilvl':
        s.ilvl = Math.max(0, Math.min(param ?? 0, 8));
        return;
      case 'intbl':
        s.intbl = true;
        return;
      case 'field':
        s.field = { inst: '' };
        return;
      case 'fldrslt':
        s.link = hyperlink(s.field?.inst ?? '');
        return;
      case 'par':
        this.endParagraph();
        return;
      case 'line':
        this.paragraphFor().pieces.push({ type: 'break' });
        return;
      case 'tab':
        if (s.dest === 'marker') this.marker += ' ';
        else if (!s.ignore && s.dest === 'text') this.paragraphFor().pieces.push({ type: 'tab' });
        return;
      case 'cell':
        this.endCell();
        return;
      case 'nestcell':
        this.endParagraph(true);
        return;
      case 'row':
        this.endRow();
        return;
      case 'trowd':
        this.cellEdges = [];
        return;
      case 'cellx':
        if (param !== undefined) this.cellEdges.push(param / 20);
        return;
    }
    if (word in SYMBOLS) this.emit(SYMBOLS[word]!);
  }

  symbol(char: string): void {
    if (char === '*') {
      if (this.groupStart) this.starred = true;
      return;
    }
    this.groupStart = false;
    if (char === '~') this.emitRaw('\u00a0');
    else if (char === '_') this.emitRaw('-');
    else if (char === '\\' || char === '{' || char === '}') this.emitRaw(char);
  }

  byte(value: number): void {
    this.groupStart = false;
    if (this.skipChars > 0) {
      this.skipChars--;
      return;
    }
    if (!this.wantsText()) return;
    this.pendingBytes.push(value);
  }

  /** Text of ignored destinations (a picture's hex, a font name) is dropped unread. */
  private wantsText(): boolean {
    return !this.state.ignore || this.state.dest === 'stylesheet';
  }

  text(text: string): void {
    this.groupStart = false;
    let rest = text;
    if (this.skipChars > 0) {
      const skip = Math.min(this.skipChars, rest.length);
      this.skipChars -= skip;
      rest = rest.slice(skip);
    }
    if (!this.wantsText()) return;
    for (let i = 0; i < rest.length; i++) this.pendingBytes.push(rest.charCodeAt(i) & 0xff);
    if (this.state.dest === 'stylesheet' || this.state.dest === 'fonttbl') this.flushBytes();
  }

  finish(): FlowDocument {
    this.flushBytes();
    if (!this.done) throw new ExtractionError('unreadable_file', 'the RTF file is truncated (a group is never closed)');
    this.endParagraph();
    this.closeTable();
    this.flow.header = dedupe(this.flow.header);
    this.flow.footer = dedupe(this.flow.footer);
    return this.flow;
  }

  /** The first control word of a group: a destination changes where its text goes. */
  private destination(word: string): boolean {
    const s = this.state;
    if (word === 'fonttbl' || word === 'stylesheet') Object.assign(s, { dest: word, ignore: true });
    else if (word === 'fldinst') s.dest = 'fldinst';
    else if (word === 'pntext' || word === 'listtext') s.dest = 'marker';
    else if (word in STORIES) Object.assign(s, { story: STORIES[word], intbl: false });
    else if (word === 'shpinst' || word === 'shptxt') return true;
    else if (this.starred || IGNORED.has(word)) s.ignore = true;
    else return false;
    return true;
  }

  private fontWord(word: string, param: number | undefined): void {
    if (word === 'f') this.state.font = param ?? 0;
    else if (word === 'fcharset' && param !== undefined) this.fontCharsets.set(this.state.font, param);
  }

  private styleWord(word: string, param: number | undefined): void {
    if (word === 's' || word === 'cs' || word === 'ds' || word === 'ts') {
      if (this.styleDef) this.endStyle();
      this.styleDef = { num: word === 's' ? (param ?? 0) : -1 };
      this.styleText = '';
    } else if (word === 'outlinelevel' && this.styleDef) this.styleDef.outline = param;
  }

  private endStyle(): void {
    const def = this.styleDef;
    this.styleDef = undefined;
    if (!def || def.num < 0) return;
    const name = this.styleText.replace(/;.*$/s, '').trim();
    const numbered = /^heading\s*(\d)$/i.exec(name)?.[1];
    const level = def.outline !== undefined && def.outline < 9 ? def.outline + 1 : numbered ? Number(numbered) : /^title$/i.test(name) ? 1 : undefined;
    if (level !== undefined) this.headingStyles.set(def.num, level);
  }

  private unicode(code: number): void {
    this.flushBytes();
    const unit = code < 0 ? code + 65536 : code;
    this.emitRaw(String.fromCharCode(unit & 0xffff));
    this.skipChars = this.state.uc;
  }

  /** Text of pending bytes, in the code page of the current font (or the document's). */
  private flushBytes(): void {
    if (this.pendingBytes.length === 0) return;
    const bytes = Buffer.from(this.pendingBytes);
    this.pendingBytes = [];
    const charset = this.fontCharsets.get(this.state.font);
    let text: string;
    if (charset === SYMBOL_CHARSET) text = [...bytes].map((b) => (b === 0xb7 ? '•' : b === 0xa7 ? '▪' : String.fromCharCode(b))).join('');
    else {
      const page = charset !== undefined && CHARSET_CODEPAGE[charset] ? CHARSET_CODEPAGE[charset]! : this.codepage;
      const name = page === 10000 ? 'macintosh' : `cp${page}`;
      text = iconv.encodingExists(name) ? iconv.decode(bytes, name) : bytes.toString('latin1');
    }
    this.emitRaw(text);
  }

  private emit(text: string): void {
    this.flushBytes();
    this.emitRaw(text);
  }

  private emitRaw(text: string): void {
    const s = this.state;
    if (s.dest === 'stylesheet') {
      this.styleText += text;
      return;
    }
    if (s.dest === 'fldinst') {
      if (s.field && s.field.inst.length < 2000) s.field.inst += text;
      return;
    }
    if (s.ignore || s.dest === 'fonttbl') return;
    this.chars += text.length;
    if (this.chars > this.maxChars) throw new ExtractionError('file_too_complex', `the RTF holds more than ${this.maxChars} characters of text (VITAE_MAX_TEXT_CHARS)`);
    if (s.dest === 'marker') {
      this.marker += text;
      return;
    }
    pushText(this.paragraphFor(), text, { bold: s.bold, italic: s.italic, fontSize: s.halfPoints / 2 }, s.link);
  }

  private paragraphFor(): FlowParagraph {
    if (!this.current) this.current = paragraph();
    return this.current;
  }

  /** \par: the paragraph goes to the open cell when in a table, else to its story. */
  private endParagraph(inCell = this.state.intbl): void {
    const p = this.current;
    this.current = undefined;
    const s = this.state;
    if (p) {
      const heading = s.outline !== undefined && s.outline < 9 ? s.outline + 1 : this.headingStyles.get(s.style);
      if (heading !== undefined) p.heading = heading;
      if (s.align !== 'left') p.align = s.align;
      if (s.indent > 0 && !p.list) p.indent = s.indent;
      if (p.list) p.list.level = s.ilvl;
    }
    if (inCell && s.story === 'body') {
      if (p) this.cell.push(p);
      return;
    }
    if (s.story === 'body') this.closeTable();
    this.storyBlocks().push(p ?? paragraph());
  }

  private endCell(): void {
    if (this.current) this.endParagraph(true);
    this.row.push(this.cell);
    this.cell = [];
  }

  private endRow(): void {
    if (this.current || this.cell.length) this.endCell();
    if (!this.table) {
      this.table = { type: 'table', rows: [] };
      this.storyBlocks().push(this.table);
    }
    this.table.rows.push(this.row);
    const widths = this.cellEdges.map((edge, i) => edge - (i === 0 ? 0 : this.cellEdges[i - 1]!));
    if (widths.length && widths.every((w) => w > 0) && !this.table.widths) this.table.widths = widths;
    this.row = [];
  }

  private closeTable(): void {
    if (this.row.length || this.cell.length) this.endRow();
    this.table = undefined;
  }

  private storyBlocks(): FlowBlock[] {
    return this.state.story === 'body' ? this.flow.body : this.flow[this.state.story];
  }
}

/** A list marker as the reader sees it: a number keeps its text, any symbol is a bullet. */
function markerOf(raw: string): string {
  const text = raw.trim();
  return /[\p{L}\p{N}]/u.test(text) ? text : '•';
}

function hyperlink(inst: string): string | undefined {
  const url = /HYPERLINK\s+"([^"]+)"/i.exec(inst)?.[1]?.trim();
  return url && /^(?:https?:\/\/|mailto:)/i.test(url) ? url : undefined;
}

/** Word writes a header once per variant (first, left, right page): read each text once. */
function dedupe(blocks: FlowBlock[]): FlowBlock[] {
  const seen = new Set<string>();
  return blocks.filter((block) => {
    const key = JSON.stringify(block);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
