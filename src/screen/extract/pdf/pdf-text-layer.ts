/**
 * A PDF page's text layer as TextRuns: pdf.js text items placed in top-left page coordinates.
 *
 * Run geometry: x is where the text starts, y + h is the baseline (y = baseline − fontSize,
 * h = fontSize), w the advance width. Rotated text gets the axis-aligned box of its extent, so
 * layout can still tell where it sits on the page.
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextRun } from '../document.ts';
import { composeAccentGlyphs } from './accent-glyphs.ts';
import type { PdfjsRuntime } from './pdfjs-runtime.ts';
import { readTexControlCodes } from './tex-ligatures.ts';

/** pdf.js text item, as far as we read it (TextMarkedContent items have no `str`). */
interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}

interface PdfTextStyle {
  fontFamily?: string;
  /** Added by our worker patch (pdfjs-runtime.ts). */
  vitaeFontName?: string;
}

export interface PageTextLayer {
  width: number;
  height: number;
  runs: TextRun[];
  /** Control characters removed from the items: a sign of a broken font encoding. */
  droppedChars: number;
}

// Weight words and the TeX bold families (cmbx, cmb), as font names spell them.
const BOLD_NAME = /bold|black|heavy|semibold|demibold|demi\b|extrabold|ultrabold|[-,]bd\b|^cmbx|^cmb\d|^lmroman\d+-bold/i;
const ITALIC_NAME = /italic|oblique|[-,]it\b|^cmti|^cmsl|^cmmi/i;
// C0/C1 controls and the replacement char carry no text; broken encodings produce them.
const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ufffd]/g;

export async function readPageText(page: PDFPageProxy, runtime: PdfjsRuntime): Promise<PageTextLayer> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const styles = content.styles as Record<string, PdfTextStyle>;
  const layer = new TextLayerBuilder();
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const item = raw as PdfTextItem;
    const m = runtime.pdfjs.Util.transform(viewport.transform, item.transform) as number[];
    layer.add(item.str, m, item.width, styles[item.fontName]?.vitaeFontName);
  }
  return layer.finish(viewport.width, viewport.height);
}

/**
 * Turns a PDF engine's text items into TextRuns, the same way whichever engine read them: an item
 * is its text, its transform in top-left viewport space (font size included: the glyph "up"
 * vector is (c, d)), its advance width and its font's name as the PDF gives it.
 */
export class TextLayerBuilder {
  private readonly runs: TextRun[] = [];
  private droppedChars = 0;

  add(str: string, m: readonly number[], width: number, pdfFontName: string | undefined): void {
    const read = readTexControlCodes(str);
    const clean = read.replace(CONTROL_CHARS, '');
    this.droppedChars += read.length - clean.length;
    const text = clean.replace(/\s+/g, ' ');
    if (text.trim() === '') return;
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = m;
    const fontSize = Math.hypot(c, d);
    if (!(fontSize > 0) || !Number.isFinite(e) || !Number.isFinite(f)) return;
    const fontName = stripSubsetTag(pdfFontName);
    const run: TextRun = {
      text,
      ...box(a, b, c, d, e, f, width, fontSize),
      fontSize: round(fontSize),
      bold: fontName !== undefined && BOLD_NAME.test(fontName),
    };
    if (fontName !== undefined) {
      run.fontName = fontName;
      if (ITALIC_NAME.test(fontName)) run.italic = true;
    }
    this.runs.push(run);
  }

  finish(width: number, height: number): PageTextLayer {
    return { width: round(width), height: round(height), runs: composeAccentGlyphs(this.runs), droppedChars: this.droppedChars };
  }
}

/** The run's box in viewport space; horizontal text is the common, exact case. */
function box(a: number, b: number, c: number, d: number, e: number, f: number, width: number, size: number) {
  const scaleX = Math.hypot(a, b);
  if (Math.abs(b) < 1e-6 * scaleX && Math.abs(c) < 1e-6 * size) {
    // Mirrored text (a < 0) runs leftwards from its origin.
    const x = a >= 0 ? e : e - width;
    return { x: round(x), y: round(f - size), w: round(width), h: round(size) };
  }
  // Rotated: origin, the advance along (a, b), and glyph "up" along (c, d) in viewport space.
  const ux = scaleX > 0 ? (a / scaleX) * width : 0;
  const uy = scaleX > 0 ? (b / scaleX) * width : 0;
  const xs = [e, e + ux, e + c, e + ux + c];
  const ys = [f, f + uy, f + d, f + uy + d];
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x: round(x), y: round(y), w: round(Math.max(...xs) - x), h: round(Math.max(...ys) - y) };
}

/** "ABCDEF+Calibri-Bold" → "Calibri-Bold": the six-letter tag only names the embedded subset. */
function stripSubsetTag(name: string | undefined): string | undefined {
  if (!name) return undefined;
  return name.replace(/^[A-Za-z0-9]{6}\+/, '');
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
