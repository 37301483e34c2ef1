/**
 * A PDF read by PDFium (pdfium-runtime.ts) into the same page model pdf.js gives: the page's size
 * and viewport, its text as items grouped the way pdf.js groups glyphs (pdf-text-layer.ts then
 * turns both engines' items into TextRuns alike), and its web links.
 *
 * PDFium hands out characters, each with its origin, advance box, text object and font. They are
 * grouped into items by pdf.js's rules (getTextContent): a new item at a change of font or font
 * size, when the baseline moves more than a quarter of the font size, when the next glyph starts
 * more than 0.6 em after the last one's end or 0.2 em before it; inside an item, a gap of 0.102 to
 * 0.6 em reads as a space. The spaces of the file itself are not kept: the gaps decide, as in pdf.js.
 * The characters PDFium adds itself (spaces and line breaks it infers) are skipped; so are glyphs
 * drawn outside the page's visible box, and text is normalized as pdf.js normalizes it
 * (ligatures, compatibility spaces: NFKC on those ranges only).
 */
import { ExtractionError, type PageLink } from '../document.ts';
import { LINK_LIMITS } from './pdf-links.ts';
import { type PageTextLayer, TextLayerBuilder } from './pdf-text-layer.ts';
import { dropPdfium, loadPdfium, type PdfiumExports, type PdfiumRuntime } from './pdfium-runtime.ts';

const FPDF_ERR_PASSWORD = 4;
const FPDF_ANNOT_LINK = 2;
// Annotation flags that keep it off the page (pdf.js's display intent skips them too).
const ANNOT_HIDDEN = 1 << 1;
const ANNOT_NOVIEW = 1 << 5;
const PDFACTION_URI = 3;
// Permission bits (PDF 32000 table 22): copy text, extract for accessibility.
const PERMIT_COPY = 1 << 4;
const PERMIT_ACCESSIBILITY = 1 << 9;

// pdf.js's factors, in ems of the item's font size (see the file comment).
const SPACE_MIN_EM = 0.102;
const SPACE_MAX_EM = 0.6;
const NEGATIVE_EM = -0.2;
const BASELINE_SHIFT_EM = 0.25;
// How far a letter's glyph may reach past its advance (italics overhang by about a tenth of an em).
const MAX_OVERHANG_EM = 0.15;

// pdf.js's normalizeUnicode ranges (ligatures, compatibility spaces, presentation forms).
const NORMALIZE =
  /([\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40-\ufb41\ufb43-\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc-\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa-\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d]+)|(\ufb05+)/gu;
const NEEDS_NORMALIZING = /[\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufdff\ufe70-\ufe7f]/u;
// pdf.js's glyph categories (getCharUnicodeCategory): whitespace, which it does not place (the gap
// decides); zero-width marks set over the glyph before, neither measured nor advanced; invisible
// format characters (a soft hyphen drawn as a dash, a zero-width space), skipped with their
// advance, so what follows on the line moves back by it.
const CATEGORY = /^(\s)|(\p{Mn})|(\p{Cf})$/u;

/** What grouping needs of a character's text object. */
interface TextObjectInfo {
  font: number;
  fontName: string | undefined;
  /** The font size the object sets (Tf), and its matrix without it (a, b, c, d). */
  size: number;
  m: number[];
  /** Font size on the page (glyph height), and along the baseline (pdf.js's unit for gaps). */
  em: number;
  advanceEm: number;
  scaleX: number;
  /** Unit vector of the baseline. */
  ux: number;
  uy: number;
}

interface PageChar {
  ch: string;
  kind: 'glyph' | 'space' | 'mark' | 'format';
  obj: number;
  info: TextObjectInfo;
  /** Origin in page space; advance along the baseline. */
  x: number;
  y: number;
  advance: number;
}

const FPDF_PAGEOBJ_FORM = 5;
const MAX_FORM_DEPTH = 16;

/** pdf.js's normalizeUnicode. */
function normalize(str: string): string {
  if (!NEEDS_NORMALIZING.test(str)) return str;
  return str.replace(NORMALIZE, (_, p1: string | undefined, p2: string | undefined) => (p1 ? p1.normalize('NFKC') : 'ſt'.repeat(p2?.length ?? 0)));
}

/** A page as the extractor needs it from either engine. */
export interface EnginePage {
  text: PageTextLayer;
  links: PageLink[];
  /** pdf.js's viewport transform at scale 1 (page space → top-left viewport space). */
  viewport: number[];
  /**
   * PDFium read a marked span's ActualText instead of its glyphs (several letters at one origin):
   * the words drawn are lost, and their places. pdf.js reads the glyphs.
   */
  actualText?: boolean;
  /**
   * Words with a symbol between two letters ("M‰rz", "Gr¸nde"): the signature of a simple font
   * whose codes PDFium read through a standard encoding where pdf.js reads the font's own glyph
   * names (a symbolic TrueType subset without /Encoding or ToUnicode). Also TeX's accents drawn
   * as glyphs, which pdf.js reads the same way.
   */
  symbolsInWords: number;
}

/** A symbol of the Latin-1 and WinAnsi ranges between two letters. */
const SYMBOL_IN_WORD = /\p{L}[\u0080-\u00bf\u00d7\u00f7\u0192\u02c6\u02c7\u02d8-\u02dd\u2020-\u2030]\p{L}/gu;

/** Letters at one origin of one object from this many on: an ActualText, not a ligature ("ffi"). */
const ACTUAL_TEXT_LETTERS = 4;

/** Scratch memory for out-parameters: 16 doubles, then a 1 KB string buffer. */
const SCRATCH_BYTES = 128 + 1024;
const STRING_AT = 128;
const STRING_BYTES = 1024;

export class PdfiumDocument {
  private closed = false;
  private readonly fontNames = new Map<number, string | undefined>();

  private constructor(
    private readonly rt: PdfiumRuntime,
    private readonly doc: number,
    private readonly data: number,
    private readonly scratch: number,
    readonly numPages: number,
  ) {}

  /** Opens `bytes` (copied into PDFium's memory); refuses passwords and text-extraction bans like the pdf.js path. */
  static async open(bytes: Uint8Array): Promise<PdfiumDocument> {
    const rt = await loadPdfium();
    const { x } = rt;
    const data = x.malloc(Math.max(1, bytes.length));
    rt.heap().u8.set(bytes, data);
    const doc = x.FPDF_LoadMemDocument(data, bytes.length, 0);
    if (!doc) {
      const error = x.FPDF_GetLastError();
      x.free(data);
      if (error === FPDF_ERR_PASSWORD) throw new ExtractionError('encrypted_pdf', 'the PDF is protected by a password');
      throw new ExtractionError('unreadable_file', `the PDF cannot be read (PDFium error ${error})`);
    }
    // 0xFFFFFFFF for a file without encryption; otherwise its /P bits.
    const permissions = x.FPDF_GetDocPermissions(doc) >>> 0;
    if (permissions !== 0xffffffff && (permissions & (PERMIT_COPY | PERMIT_ACCESSIBILITY)) === 0) {
      x.FPDF_CloseDocument(doc);
      x.free(data);
      throw new ExtractionError('encrypted_pdf', 'the PDF forbids extracting its text');
    }
    const scratch = x.malloc(SCRATCH_BYTES);
    return new PdfiumDocument(rt, doc, data, scratch, x.FPDF_GetPageCount(doc));
  }

  /** Page `number` (1-based): its text layer, links and viewport. */
  readPage(number: number): EnginePage {
    const { x } = this.rt;
    // Font handles belong to the page's objects: a closed page's handle may be reused.
    this.fontNames.clear();
    const page = x.FPDF_LoadPage(this.doc, number - 1);
    if (!page) throw new Error('PDFium could not load the page');
    try {
      const view = this.pageView(page);
      const viewport = viewportTransform(view, (x.FPDFPage_GetRotation(page) & 3) * 90);
      const size = viewportSize(view, (x.FPDFPage_GetRotation(page) & 3) * 90);
      const { text, actualText } = this.pageText(page, view, viewport, size);
      const symbolsInWords = text.runs.reduce((n, r) => n + (r.text.match(SYMBOL_IN_WORD)?.length ?? 0), 0);
      return { text, links: this.pageLinks(page, viewport), viewport, symbolsInWords, ...(actualText ? { actualText } : {}) };
    } finally {
      x.FPDF_ClosePage(page);
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    const { x } = this.rt;
    x.FPDF_CloseDocument(this.doc);
    x.free(this.data);
    x.free(this.scratch);
  }

  /** The visible box as pdf.js takes it: the crop box within the media box (Letter when absent). */
  private pageView(page: number): [number, number, number, number] {
    const { x } = this.rt;
    const s = this.scratch;
    const readBox = (get: PdfiumExports['FPDFPage_GetMediaBox']): [number, number, number, number] | undefined => {
      if (!get(page, s, s + 4, s + 8, s + 12)) return undefined;
      const f = this.rt.heap().f32;
      const [l = 0, b = 0, r = 0, t = 0] = f.subarray(s >> 2, (s >> 2) + 4);
      const box: [number, number, number, number] = [Math.min(l, r), Math.min(b, t), Math.max(l, r), Math.max(b, t)];
      return box[2] > box[0] && box[3] > box[1] ? box : undefined;
    };
    const media = readBox(x.FPDFPage_GetMediaBox) ?? [0, 0, 612, 792];
    const crop = readBox(x.FPDFPage_GetCropBox);
    if (!crop) return media;
    const inter: [number, number, number, number] = [Math.max(crop[0], media[0]), Math.max(crop[1], media[1]), Math.min(crop[2], media[2]), Math.min(crop[3], media[3])];
    return inter[2] > inter[0] && inter[3] > inter[1] ? inter : media;
  }

  private fontName(font: number): string | undefined {
    if (this.fontNames.has(font)) return this.fontNames.get(font);
    const { x } = this.rt;
    const at = this.scratch + STRING_AT;
    const length = font ? x.FPDFFont_GetBaseFontName(font, at, STRING_BYTES) : 0;
    // PDFium gives a Type 3 font's (absent) BaseFont as ""; pdf.js names such a font "Type3".
    const name = length > 1 && length <= STRING_BYTES ? latin1(this.rt.heap().u8.subarray(at, at + length - 1)) : font ? 'Type3' : undefined;
    this.fontNames.set(font, name);
    return name;
  }

  /**
   * Text objects in content-stream order (forms' objects where the form is drawn): PDFium sorts
   * the objects of a line by position, pdf.js reads them in the order they are drawn, and an
   * accent set back over its letter only shows as such in that order.
   */
  private objectOrder(page: number): Map<number, number> {
    const { x } = this.rt;
    const order = new Map<number, number>();
    const walk = (count: number, get: (i: number) => number, depth: number) => {
      for (let i = 0; i < count; i++) {
        const obj = get(i);
        if (!obj) continue;
        order.set(obj, order.size);
        if (depth < MAX_FORM_DEPTH && x.FPDFPageObj_GetType(obj) === FPDF_PAGEOBJ_FORM) {
          walk(x.FPDFFormObj_CountObjects(obj), (j) => x.FPDFFormObj_GetObject(obj, j), depth + 1);
        }
      }
    };
    walk(x.FPDFPage_CountObjects(page), (i) => x.FPDFPage_GetObject(page, i), 0);
    return order;
  }

  /** The page's characters as PDFium reads them, with what grouping needs of their text object. */
  private readChars(textPage: number): PageChar[] {
    const { x } = this.rt;
    const s = this.scratch;
    const sd = s >> 3;
    const sf = s >> 2;
    const chars: PageChar[] = [];
    let object = 0;
    let info: TextObjectInfo | undefined;
    const count = x.FPDFText_CountChars(textPage);
    for (let i = 0; i < count; i++) {
      if (x.FPDFText_IsGenerated(textPage, i) === 1) continue;
      const code = x.FPDFText_GetUnicode(textPage, i);
      const obj = x.FPDFText_GetTextObject(textPage, i);
      if (obj !== object || !info) {
        object = obj;
        const font = obj ? x.FPDFTextObj_GetFont(obj) : 0;
        const size = obj && x.FPDFTextObj_GetFontSize(obj, s) ? this.rt.heap().f32[sf]! : 0;
        x.FPDFText_GetMatrix(textPage, i, s);
        const f = this.rt.heap().f32;
        const m = [f[sf]!, f[sf + 1]!, f[sf + 2]!, f[sf + 3]!];
        const scaleX = Math.hypot(m[0]!, m[1]!);
        info = {
          font,
          fontName: this.fontName(font),
          size,
          m,
          em: size * Math.hypot(m[2]!, m[3]!),
          advanceEm: size * scaleX,
          scaleX,
          ux: scaleX > 0 ? m[0]! / scaleX : 1,
          uy: scaleX > 0 ? m[1]! / scaleX : 0,
        };
      }
      // PDFium turns a hyphen that ends a line into U+0002; pdf.js keeps the hyphen.
      const ch = code === 2 && x.FPDFText_IsHyphen(textPage, i) === 1 ? '-' : String.fromCodePoint(code);
      const category = CATEGORY.exec(ch);
      const kind = category?.[1] ? 'space' : category?.[2] ? 'mark' : category?.[3] ? 'format' : 'glyph';
      if (kind === 'space') {
        chars.push({ ch, kind, obj, info, x: 0, y: 0, advance: 0 });
        continue;
      }
      x.FPDFText_GetCharOrigin(textPage, i, s, s + 8);
      x.FPDFText_GetLooseCharBox(textPage, i, s + 16);
      const heap = this.rt.heap();
      const ox = heap.f64[sd]!;
      const oy = heap.f64[sd + 1]!;
      // FS_RECTF: left, top, right, bottom.
      const loose = extent(heap.f32[sf + 4]!, heap.f32[sf + 5]!, heap.f32[sf + 6]!, heap.f32[sf + 7]!, ox, oy, info.ux, info.uy);
      // The loose box spans the advance and the glyph's own box: where a glyph overhangs its
      // advance (italic and oblique letters, tight tracking), it ends with the glyph. The advance
      // is then the font's width for the character, when the font maps the character back to a
      // code and the overhang stays within a letter's (not a ligature read as its first letter).
      let advance = loose;
      x.FPDFText_GetCharBox(textPage, i, s + 32, s + 40, s + 48, s + 56);
      const d = this.rt.heap().f64;
      const tight = extent(d[sd + 4]!, d[sd + 7]!, d[sd + 5]!, d[sd + 6]!, ox, oy, info.ux, info.uy);
      if (tight >= loose - 0.001 && info.font && x.FPDFFont_GetGlyphWidth(info.font, code, info.size * info.scaleX, s + 96)) {
        const width = this.rt.heap().f32[(s + 96) >> 2]!;
        if (width > 0 && width <= loose && tight - width <= MAX_OVERHANG_EM * info.advanceEm) advance = width;
      }
      chars.push({ ch, kind, obj, info, x: ox, y: oy, advance });
    }
    return chars;
  }

  private pageText(page: number, view: number[], viewport: number[], size: { width: number; height: number }): { text: PageTextLayer; actualText: boolean } {
    const { x } = this.rt;
    const layer = new TextLayerBuilder();
    const textPage = x.FPDFText_LoadPage(page);
    if (!textPage) return { text: layer.finish(size.width, size.height), actualText: false };
    let chars: PageChar[];
    try {
      chars = this.readChars(textPage);
    } catch (err) {
      if (err instanceof WebAssembly.RuntimeError) dropPdfium();
      throw err;
    } finally {
      x.FPDFText_ClosePage(textPage);
    }
    const order = this.objectOrder(page);
    // A stable sort: characters keep PDFium's order inside their object.
    const ranked = chars.map((c, i) => ({ c, rank: order.get(c.obj) ?? Number.MAX_SAFE_INTEGER, i }));
    ranked.sort((a, b) => a.rank - b.rank || a.i - b.i);

    // The item being built.
    let str = '';
    let item: TextObjectInfo | undefined;
    let startX = 0;
    let startY = 0;
    let endX = 0;
    let endY = 0;
    let lastX = 0;
    let lastY = 0;
    let spaceSeen = false;
    let lastObject = 0;
    let sameOrigin = 0;
    let actualText = false;
    // Advance of skipped format characters on this text object (see CATEGORY).
    let skipped = 0;
    const flush = () => {
      if (item && str !== '') {
        const { m, size: fs, ux, uy } = item;
        const width = (endX - startX) * ux + (endY - startY) * uy;
        const transform = multiply(viewport, [m[0]! * fs, m[1]! * fs, m[2]! * fs, m[3]! * fs, startX, startY]);
        layer.add(normalize(str), transform, Math.abs(width), item.fontName);
      }
      item = undefined;
      str = '';
    };
    for (const { c } of ranked) {
      const { info } = c;
      if (c.kind === 'space') {
        spaceSeen = true;
        continue;
      }
      if (c.obj !== lastObject) skipped = 0;
      const ox = c.x - skipped * info.ux;
      const oy = c.y - skipped * info.uy;
      // Outside the visible box: pdf.js drops the glyph.
      if (ox + c.advance < view[0]! || ox > view[2]! || oy < view[1]! || oy > view[3]!) continue;
      if (c.kind === 'format') {
        skipped += c.advance;
        lastObject = c.obj;
        continue;
      }
      // Several characters at one origin of one object: PDFium's reading of a marked span's
      // ActualText, or a glyph whose Unicode map gives several letters. They belong together.
      const stacked = item !== undefined && c.obj === lastObject && ox === lastX && oy === lastY;
      sameOrigin = stacked ? sameOrigin + 1 : 1;
      if (sameOrigin >= ACTUAL_TEXT_LETTERS) actualText = true;
      const mark = c.kind === 'mark' || stacked;
      lastObject = c.obj;
      if (item && !mark) {
        if (info.size !== item.size || info.fontName !== item.fontName) flush();
        else {
          const gap = (ox - endX) * item.ux + (oy - endY) * item.uy;
          const shift = (oy - lastY) * item.ux - (ox - lastX) * item.uy;
          if (Math.abs(shift) > BASELINE_SHIFT_EM * item.em || gap < NEGATIVE_EM * item.advanceEm || gap > SPACE_MAX_EM * item.advanceEm) flush();
          else if (gap >= SPACE_MIN_EM * item.advanceEm) str += ' ';
          else if (spaceSeen) flush();
        }
      }
      spaceSeen = false;
      if (!item) {
        item = info;
        startX = ox;
        startY = oy;
        endX = ox;
        endY = oy;
      }
      str += c.ch;
      if (!mark) {
        lastX = ox;
        lastY = oy;
        endX = ox + c.advance * info.ux;
        endY = oy + c.advance * info.uy;
      } else if (stacked) {
        // The letters of one glyph ("ffi"): PDFium shares the glyph's box out among them.
        const reach = c.advance - ((endX - ox) * info.ux + (endY - oy) * info.uy);
        if (reach > 0) {
          endX += reach * info.ux;
          endY += reach * info.uy;
        }
      }
    }
    flush();
    return { text: layer.finish(size.width, size.height), actualText };
  }

  private pageLinks(page: number, viewport: number[]): PageLink[] {
    const { x } = this.rt;
    const s = this.scratch;
    const out: PageLink[] = [];
    const count = x.FPDFPage_GetAnnotCount(page);
    for (let i = 0; i < count && out.length < LINK_LIMITS.perPage; i++) {
      const annot = x.FPDFPage_GetAnnot(page, i);
      if (!annot) continue;
      try {
        if (x.FPDFAnnot_GetSubtype(annot) !== FPDF_ANNOT_LINK) continue;
        if (x.FPDFAnnot_GetFlags(annot) & (ANNOT_HIDDEN | ANNOT_NOVIEW)) continue;
        const link = x.FPDFAnnot_GetLink(annot);
        const action = link ? x.FPDFLink_GetAction(link) : 0;
        if (!action || x.FPDFAction_GetType(action) !== PDFACTION_URI) continue;
        const at = s + STRING_AT;
        const length = x.FPDFAction_GetURIPath(this.doc, action, at, STRING_BYTES);
        if (length <= 1 || length > STRING_BYTES) continue;
        const url = webUrl(this.rt.heap().u8.slice(at, at + length - 1))?.trim();
        if (!url || !/^(?:https?:\/\/|mailto:)/i.test(url) || url.length > LINK_LIMITS.maxUrlLength) continue;
        if (!x.FPDFAnnot_GetRect(annot, s)) continue;
        const f = this.rt.heap().f32;
        const [l = 0, t = 0, r = 0, b = 0] = f.subarray(s >> 2, (s >> 2) + 4);
        const [x1, y1] = apply(viewport, Math.min(l, r), Math.min(t, b));
        const [x2, y2] = apply(viewport, Math.max(l, r), Math.max(t, b));
        if (![x1, y1, x2, y2].every(Number.isFinite)) continue;
        out.push({ url, x: round(Math.min(x1, x2)), y: round(Math.min(y1, y2)), w: round(Math.abs(x2 - x1)), h: round(Math.abs(y2 - y1)) });
      } finally {
        x.FPDFPage_CloseAnnot(annot);
      }
    }
    return out;
  }
}

/**
 * A link's URI as pdf.js reads it: "www.…" gains "http://", UTF-8 bytes are decoded, and only
 * absolute http(s), ftp, mailto and tel URLs are kept, in their normalized form.
 */
export function webUrl(bytes: Uint8Array): string | undefined {
  let url: string;
  try {
    url = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    url = latin1(bytes);
  }
  if (url.startsWith('www.') && (url.match(/\./g)?.length ?? 0) >= 2) url = `http://${url}`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  return ['http:', 'https:', 'ftp:', 'mailto:', 'tel:'].includes(parsed.protocol) ? parsed.href : undefined;
}

/** How far a box reaches from the origin along the baseline direction (ux, uy). */
function extent(left: number, top: number, right: number, bottom: number, ox: number, oy: number, ux: number, uy: number): number {
  let most = 0;
  for (const dx of [left - ox, right - ox]) for (const dy of [top - oy, bottom - oy]) most = Math.max(most, dx * ux + dy * uy);
  return most;
}

/** pdf.js's PageViewport transform at scale 1 for a view box and a rotation in degrees. */
export function viewportTransform(view: readonly number[], rotation: number): number[] {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = view;
  const cx = (x1 + x0) / 2;
  const cy = (y1 + y0) / 2;
  const [a, b, c, d] = rotation === 90 ? [0, 1, 1, 0] : rotation === 180 ? [-1, 0, 0, 1] : rotation === 270 ? [0, -1, -1, 0] : [1, 0, 0, -1];
  const ox = a === 0 ? Math.abs(cy - y0) : Math.abs(cx - x0);
  const oy = a === 0 ? Math.abs(cx - x0) : Math.abs(cy - y0);
  return [a, b, c, d, ox - a * cx - c * cy, oy - b * cx - d * cy];
}

function viewportSize(view: readonly number[], rotation: number): { width: number; height: number } {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = view;
  return rotation === 90 || rotation === 270 ? { width: y1 - y0, height: x1 - x0 } : { width: x1 - x0, height: y1 - y0 };
}

function multiply(m1: readonly number[], m2: readonly number[]): number[] {
  const [a1 = 0, b1 = 0, c1 = 0, d1 = 0, e1 = 0, f1 = 0] = m1;
  const [a2 = 0, b2 = 0, c2 = 0, d2 = 0, e2 = 0, f2 = 0] = m2;
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}

function apply(m: readonly number[], px: number, py: number): [number, number] {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = m;
  return [a * px + c * py + e, b * px + d * py + f];
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
