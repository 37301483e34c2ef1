/**
 * Paragraphs of a Word 97–2003 body with their tables and formatting. word-extractor gives the
 * text only, every cell mark turned into a tab: a table whose cells hold several paragraphs (a
 * sidebar column beside the main column, a cell of entries) then reads as one column whose cells
 * run into each other, and no heading, bold line or list item can be told from body text. Word
 * keeps all of it in the property runs of the file:
 *
 * - paragraph properties (PAPX in the FKPs of PlcBtePapx): in a table (sprmPFInTable), a row's end
 *   (sprmPFTtp), the nesting depth (sprmPItap), the row's cell widths (sprmTDefTable), the
 *   paragraph's style, its list (sprmPIlfo, sprmPIlvl) and its alignment (sprmPJc);
 * - character properties (CHPX in the FKPs of PlcBteChpx): bold (sprmCFBold) and size (sprmCHps);
 * - the style sheet (STSH): each style's built-in identity (Heading 1–9), its base style, and its
 *   bold and size.
 *
 * With these the body is rebuilt as the flow model of the other word-processing formats (tables
 * of cells, Word headings, bold runs, list items, hyperlink targets from HYPERLINK fields), so a
 * DOC is laid out as a DOCX is. Nested tables are read into their outer cell. When the paragraph
 * properties cannot be matched to the text, the caller reads the text as before.
 */

export interface DocPiece {
  startCp: number;
  startFilePos: number;
  bpc: number;
  size: number;
  text: string;
}

interface ParaProps {
  inTable: boolean;
  rowEnd: boolean;
  depth: number;
  istd: number;
  list?: number;
  listLevel: number;
  align?: 'left' | 'center' | 'right';
  widths?: number[];
}

interface CharProps {
  /** 0 off, 1 on, 0x80 the style's, 0x81 the style's negated; undefined = the style's. */
  bold?: number;
  /** Half-points. */
  size?: number;
}

interface StyleProps {
  sti: number;
  base: number;
  bold?: boolean;
  size?: number;
}

export interface DocRun {
  text: string;
  bold: boolean;
  /** Points. */
  size?: number;
  link?: string;
}

export interface DocParagraph {
  /** The paragraph's first character position. */
  cp: number;
  runs: DocRun[];
  /** 'para' a paragraph outside tables or inside a cell; 'cell' the last paragraph of a cell; 'row' a row's end mark. */
  end: 'para' | 'cell' | 'row';
  inTable: boolean;
  /** Word heading level (Heading 1–9 styles, Title = 1). */
  heading?: number;
  list?: { level: number };
  align?: 'left' | 'center' | 'right';
  /** A row end's cell widths in points. */
  widths?: number[];
}

// FIB (FibRgFcLcb97) offsets in the WordDocument stream.
const FC_STSHF = 0xa2;
const FC_PLCF_BTE_CHPX = 0xfa;
const FC_PLCF_BTE_PAPX = 0x102;

const SPRM_P_F_IN_TABLE = 0x2416;
const SPRM_P_F_TTP = 0x2417;
const SPRM_P_ITAP = 0x6649;
const SPRM_P_F_INNER_TTP = 0x244c;
const SPRM_P_ILFO = 0x460b;
const SPRM_P_ILVL = 0x260a;
const SPRM_P_JC = 0x2461;
const SPRM_P_JC80 = 0x2403;
const SPRM_T_DEF_TABLE = 0xd608;
const SPRM_P_CHG_TABS = 0xc615;
const SPRM_C_F_BOLD = 0x0835;
const SPRM_C_HPS = 0x4a43;

/** Calls `visit(sprm, operandOffset)` for each sprm of `buf[from, to)`. */
function eachSprm(buf: Buffer, from: number, to: number, visit: (sprm: number, at: number) => void): void {
  let p = from;
  while (p + 2 <= to) {
    const sprm = buf.readUInt16LE(p);
    p += 2;
    const spra = sprm >> 13;
    if (p < to) visit(sprm, p);
    const operand = p < to ? buf[p]! : 0;
    if (sprm === SPRM_T_DEF_TABLE) p = p + 2 <= to ? p + buf.readUInt16LE(p) + 1 : to;
    else if (spra === 6) {
      if (sprm === SPRM_P_CHG_TABS && operand === 255) return; // the long form of tab changes: stop here
      p += 1 + operand;
    } else p += [1, 1, 2, 4, 2, 2, 0, 3][spra]!;
  }
}

/** The runs of an FKP-based bin table: [fcStart, fcEnd, fkpPage, index in page] for each run. */
function fkpRuns(word: Buffer, table: Buffer, fcAt: number, visit: (start: number, end: number, page: number, r: number, crun: number) => void): void {
  if (word.length < fcAt + 8) return;
  const fc = word.readUInt32LE(fcAt);
  const lcb = word.readUInt32LE(fcAt + 4);
  if (lcb < 12 || fc + lcb > table.length) return;
  const n = (lcb - 4) / 8;
  if (!Number.isInteger(n)) return;
  for (let i = 0; i < n; i++) {
    const page = (table.readUInt32LE(fc + (n + 1) * 4 + i * 4) & 0x3fffff) * 512;
    if (page + 512 > word.length) continue;
    const crun = word[page + 511]!;
    if ((crun + 1) * 4 + crun > 511) continue;
    for (let r = 0; r < crun; r++) visit(word.readUInt32LE(page + r * 4), word.readUInt32LE(page + (r + 1) * 4), page, r, crun);
  }
}

/** Paragraph properties by the file position just past each paragraph's mark. */
export function paragraphProperties(word: Buffer, table: Buffer): Map<number, ParaProps> {
  const out = new Map<number, ParaProps>();
  fkpRuns(word, table, FC_PLCF_BTE_PAPX, (_start, end, page, r, crun) => {
    if ((crun + 1) * 4 + crun * 13 > 511) return;
    out.set(end, papx(word, page, word[page + (crun + 1) * 4 + r * 13]!));
  });
  return out;
}

function papx(word: Buffer, page: number, bOffset: number): ParaProps {
  const props: ParaProps = { inTable: false, rowEnd: false, depth: 0, istd: 0, listLevel: 0 };
  if (bOffset === 0) return props;
  let at = page + bOffset * 2;
  const cb = word[at]!;
  let size: number;
  if (cb === 0) {
    size = 2 * word[at + 1]!;
    at += 2;
  } else {
    size = 2 * cb - 1;
    at += 1;
  }
  const end = Math.min(at + size, page + 511);
  if (at + 2 > end) return props;
  props.istd = word.readUInt16LE(at);
  let innerTtp = false;
  eachSprm(word, at + 2, end, (sprm, p) => {
    const operand = word[p]!;
    if (sprm === SPRM_P_F_IN_TABLE) props.inTable = operand !== 0;
    else if (sprm === SPRM_P_F_TTP) props.rowEnd = operand !== 0;
    else if (sprm === SPRM_P_F_INNER_TTP) innerTtp = operand !== 0;
    else if (sprm === SPRM_P_ITAP && p + 4 <= end) props.depth = word.readInt32LE(p);
    else if (sprm === SPRM_P_ILFO && p + 2 <= end) props.list = word.readInt16LE(p);
    else if (sprm === SPRM_P_ILVL) props.listLevel = operand;
    else if (sprm === SPRM_P_JC || sprm === SPRM_P_JC80) props.align = operand === 1 ? 'center' : operand === 2 ? 'right' : 'left';
    else if (sprm === SPRM_T_DEF_TABLE && p + 3 <= end) {
      const columns = word[p + 2]!;
      if (p + 3 + (columns + 1) * 2 <= end) {
        const centers = Array.from({ length: columns + 1 }, (_, k) => word.readInt16LE(p + 3 + k * 2));
        props.widths = centers.slice(1).map((c, k) => Math.max(0, (c - centers[k]!) / 20));
      }
    }
  });
  if (props.inTable && props.depth === 0) props.depth = 1;
  if (innerTtp || props.depth > 1) props.rowEnd = false;
  return props;
}

/** Character property runs, sorted by file position. */
export function characterRuns(word: Buffer, table: Buffer): { start: number; end: number; props: CharProps }[] {
  const out: { start: number; end: number; props: CharProps }[] = [];
  fkpRuns(word, table, FC_PLCF_BTE_CHPX, (start, end, page, r, crun) => {
    const rgb = word[page + (crun + 1) * 4 + r]!;
    const props: CharProps = {};
    if (rgb !== 0) {
      const at = page + rgb * 2;
      const cb = word[at]!;
      eachSprm(word, at + 1, Math.min(at + 1 + cb, page + 511), (sprm, p) => {
        if (sprm === SPRM_C_F_BOLD) props.bold = word[p]!;
        else if (sprm === SPRM_C_HPS && p + 2 <= page + 511) props.size = word.readUInt16LE(p);
      });
    }
    out.push({ start, end, props });
  });
  return out.sort((a, b) => a.start - b.start);
}

/** The style sheet: built-in identity, base style, bold and size of each style by its index. */
export function styleSheet(word: Buffer, table: Buffer): StyleProps[] {
  const styles: StyleProps[] = [];
  if (word.length < FC_STSHF + 8) return styles;
  const fc = word.readUInt32LE(FC_STSHF);
  const lcb = word.readUInt32LE(FC_STSHF + 4);
  if (lcb < 6 || fc + lcb > table.length) return styles;
  const end = fc + lcb;
  const cbStshi = table.readUInt16LE(fc);
  const cstd = table.readUInt16LE(fc + 2);
  const cbStdBase = table.readUInt16LE(fc + 4);
  let p = fc + 2 + cbStshi;
  for (let i = 0; i < cstd && p + 2 <= end; i++) {
    const cbStd = table.readUInt16LE(p);
    const std = p + 2;
    p = std + cbStd;
    if (cbStd === 0 || p > end || cbStd < cbStdBase) {
      styles[i] = { sti: 0x0ffe, base: 0x0fff };
      continue;
    }
    const sti = table.readUInt16LE(std) & 0x0fff;
    const stk = table.readUInt16LE(std + 2) & 0x000f;
    const base = table.readUInt16LE(std + 2) >> 4;
    const cupx = table.readUInt16LE(std + 4) & 0x000f;
    const style: StyleProps = { sti, base };
    styles[i] = style;
    // name (Xstz), then the UPXs: a paragraph style has a paragraph UPX then a character one.
    let q = std + cbStdBase;
    if (q + 2 > p) continue;
    const cch = table.readUInt16LE(q);
    q += 2 + cch * 2 + 2;
    for (let u = 0; u < cupx && q + 2 <= p; u++) {
      const cbUpx = table.readUInt16LE(q);
      const upx = q + 2;
      const isChar = (stk === 1 && u === 1) || (stk === 2 && u === 0);
      if (isChar) {
        eachSprm(table, upx, Math.min(upx + cbUpx, p), (sprm, at) => {
          if (sprm === SPRM_C_F_BOLD) style.bold = table[at] === 1 || table[at] === 0x81;
          else if (sprm === SPRM_C_HPS && at + 2 <= p) style.size = table.readUInt16LE(at);
        });
      }
      q = upx + cbUpx + (cbUpx % 2);
    }
  }
  return styles;
}

/** A style's bold and size, following its base styles. */
function resolveStyle(styles: StyleProps[], istd: number): { bold: boolean; size?: number; heading?: number } {
  let bold: boolean | undefined;
  let size: number | undefined;
  let heading: number | undefined;
  let i = istd;
  for (let guard = 0; guard < 12 && styles[i]; guard++) {
    const s = styles[i]!;
    bold ??= s.bold;
    size ??= s.size;
    // sti 1–9: Heading 1–9; sti 62: Title.
    if (heading === undefined && guard === 0) heading = s.sti >= 1 && s.sti <= 9 ? s.sti : s.sti === 62 ? 1 : undefined;
    if (s.base === 0x0fff || s.base === i) break;
    i = s.base;
  }
  return { bold: bold ?? false, size, heading };
}

/**
 * The main text's paragraphs with their table roles and formatting, or undefined when the
 * paragraph properties cannot be matched to the text (then the caller reads the text without).
 */
export function docParagraphs(pieces: readonly DocPiece[], ccpText: number, word: Buffer, table: Buffer): DocParagraph[] | undefined {
  const paras = paragraphProperties(word, table);
  if (!paras.size) return undefined;
  return storyParagraphs(pieces, 0, ccpText, paras, characterRuns(word, table), styleSheet(word, table), 0.9);
}

/** The paragraphs of the character positions [from, to) (a story of the file). */
function storyParagraphs(
  pieces: readonly DocPiece[],
  from: number,
  to: number,
  paras: Map<number, ParaProps>,
  chars: { start: number; end: number; props: CharProps }[],
  styles: StyleProps[],
  minMatched: number,
): DocParagraph[] | undefined {
  const out: DocParagraph[] = [];
  let runs: DocRun[] = [];
  let start = from;
  let matched = 0;
  // Fields: \x13 code \x14 result \x15, nested; only results are text, a HYPERLINK code links its result.
  const fields: { result: boolean; code: string; link?: string }[] = [];
  let c = 0;
  const charAt = (fc: number): CharProps => {
    while (c > 0 && chars[c]!.start > fc) c--;
    while (c < chars.length - 1 && chars[c]!.end <= fc) c++;
    const run = chars[c];
    return run && run.start <= fc && fc < run.end ? run.props : {};
  };
  let pending: { fc: number; ch: string; link?: string }[] = [];
  const flush = (props: ParaProps | undefined, end: DocParagraph['end'], inTable: boolean) => {
    const style = resolveStyle(styles, props?.istd ?? 0);
    for (const { fc, ch, link } of pending) {
      const cp = charAt(fc);
      const bold = cp.bold === undefined || cp.bold >= 0x80 ? (cp.bold === 0x81 ? !style.bold : style.bold) : cp.bold === 1;
      const half = cp.size ?? style.size;
      const size = half ? half / 2 : undefined;
      const last = runs[runs.length - 1];
      if (last && last.bold === bold && last.size === size && last.link === link) last.text += ch;
      else runs.push(link ? { text: ch, bold, size, link } : { text: ch, bold, size });
    }
    pending = [];
    const paragraph: DocParagraph = { cp: start, runs, end, inTable };
    if (style.heading && !inTable) paragraph.heading = style.heading;
    // A heading style's outline numbering is no list (Word and LibreOffice give headings one).
    if (props?.list !== undefined && props.list > 0 && !style.heading) paragraph.list = { level: props.listLevel };
    if (props?.align) paragraph.align = props.align;
    if (props?.widths && end === 'row') paragraph.widths = props.widths;
    out.push(paragraph);
    runs = [];
  };
  for (const piece of pieces) {
    if (piece.startCp + piece.text.length <= from) continue;
    for (let i = Math.max(0, from - piece.startCp); i < piece.text.length; i++) {
      const cp = piece.startCp + i;
      if (cp >= to) break;
      const ch = piece.text[i]!;
      const fc = piece.startFilePos + i * piece.bpc;
      if (ch === '\x13') {
        fields.push({ result: false, code: '' });
        continue;
      }
      if (ch === '\x14') {
        const f = fields[fields.length - 1];
        if (f) {
          f.result = true;
          const m = /HYPERLINK\s+(?:\\l\s+)?"([^"]+)"/i.exec(f.code);
          if (m) f.link = m[1];
        }
        continue;
      }
      if (ch === '\x15') {
        fields.pop();
        continue;
      }
      // word-extractor has already turned each row's end mark into a newline.
      if (ch === '\r' || ch === '\x07' || ch === '\n') {
        const props = paras.get(fc + piece.bpc);
        if (props) matched++;
        const inTable = Boolean(props?.inTable);
        let end: DocParagraph['end'] = 'para';
        if ((ch === '\x07' || ch === '\n') && inTable && (props?.depth ?? 1) <= 1) end = props?.rowEnd ? 'row' : 'cell';
        flush(props, end, inTable);
        start = cp + 1;
        continue;
      }
      const open = fields[fields.length - 1];
      if (open && !open.result) {
        open.code += ch;
        continue;
      }
      if (fields.some((f) => !f.result)) continue;
      const text = ch === '\x0b' || ch === '\x0c' ? '\n' : ch === '\x1e' ? '\u2011' : ch === '\x1f' || ch < ' ' ? (ch === '\t' ? '\t' : '') : ch;
      const link = [...fields].reverse().find((f) => f.link)?.link;
      if (text) pending.push(link ? { fc, ch: text, link } : { fc, ch: text });
    }
  }
  if (pending.length) flush(undefined, 'para', false);
  // Every mark should have its properties; when most do not, the file is read as plain text.
  if (!out.length || matched < out.length * minMatched) return undefined;
  return out;
}

// FIB pairs of the text boxes: the main text's shapes (PlcSpaMom) and the text-box stories (PlcftxbxTxt).
const FC_PLC_SPA_MOM = 0x1da;
const FC_PLCF_TXBX_TXT = 0x25a;

/**
 * The main text's text boxes, each with the character position its shape is anchored at: the
 * stories of PlcftxbxTxt matched to the shapes of PlcSpaMom by shape id (FTXBXS.lid = FSPA.spid).
 * Undefined when a story finds no shape (then the caller reads the boxes after the body).
 */
export function anchoredTextboxes(
  pieces: readonly DocPiece[],
  storyStart: number,
  word: Buffer,
  table: Buffer,
): { anchor: number; paragraphs: DocParagraph[] }[] | undefined {
  if (word.length < FC_PLCF_TXBX_TXT + 8) return undefined;
  const plc = (at: number, size: number) => {
    const fc = word.readUInt32LE(at);
    const lcb = word.readUInt32LE(at + 4);
    const n = (lcb - 4) / (4 + size);
    return lcb >= 4 + size && fc + lcb <= table.length && Number.isInteger(n) ? { fc, n } : null;
  };
  const spa = plc(FC_PLC_SPA_MOM, 26);
  const txbx = plc(FC_PLCF_TXBX_TXT, 22);
  if (!spa || !txbx) return undefined;
  const anchorOf = new Map<number, number>();
  for (let i = 0; i < spa.n; i++) anchorOf.set(table.readInt32LE(spa.fc + (spa.n + 1) * 4 + i * 26), table.readUInt32LE(spa.fc + i * 4));
  const paras = paragraphProperties(word, table);
  const chars = characterRuns(word, table);
  const styles = styleSheet(word, table);
  const out: { anchor: number; paragraphs: DocParagraph[] }[] = [];
  // The last story is a dummy one.
  for (let i = 0; i < txbx.n - 1; i++) {
    const lid = table.readInt32LE(txbx.fc + (txbx.n + 1) * 4 + i * 22 + 14);
    const anchor = anchorOf.get(lid);
    if (anchor === undefined) return undefined;
    const from = storyStart + table.readUInt32LE(txbx.fc + i * 4);
    const to = storyStart + table.readUInt32LE(txbx.fc + (i + 1) * 4);
    const paragraphs = storyParagraphs(pieces, from, to, paras, chars, styles, 0) ?? [];
    out.push({ anchor, paragraphs: paragraphs.map((p) => ({ ...p, inTable: false, end: 'para' as const })) });
  }
  return out;
}
