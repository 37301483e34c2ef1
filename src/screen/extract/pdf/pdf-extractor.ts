/**
 * PDF → Document. Step 1: open with pdf.js (limits, encryption). Step 2: each page's text
 * layer, judged for quality. Step 3: embedded images and where they are drawn. Step 4: pages
 * without a usable text layer are rendered and OCR'd.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { type Document, ExtractionError, type Page } from '../document.ts';
import type { ExtractContext } from '../extract-context.ts';
import { hasText } from '../text-presence.ts';
import type { PageOcrRequest } from './pdf-ocr.ts';
import { holdsImages } from './pdf-image-presence.ts';
import type { PdfImages } from './pdf-images.ts';
import { readPageLinks } from './pdf-links.ts';
import { type PageTextLayer, readPageText } from './pdf-text-layer.ts';
import { loadPdfjs, type PdfjsRuntime } from './pdfjs-runtime.ts';
import { assessTextLayer } from './text-layer-quality.ts';

/** A page whose images cover this share of it, and that has no text, is a scan. */
const SCAN_COVERAGE = 0.3;

/** What each text engine hands the shared steps (images, OCR, the Document). */
interface ReadPdf {
  numPages: number;
  pages: Page[];
  /** Per page, pdf.js's viewport transform at scale 1 (page space → top-left page space). */
  viewports: number[][];
  untrusted: Map<number, 'empty' | 'garbage'>;
  /** A pdf.js opening whose pages can be drawn (OCR); `owned` when the caller must destroy it. */
  drawable(): Promise<{ pdf: PDFDocumentProxy; owned: boolean }>;
  close(): Promise<void>;
}

export async function extractPdf(bytes: Uint8Array, ctx: ExtractContext): Promise<Document> {
  const read = ctx.options.pdfEngine === 'pdfium' ? await readWithPdfium(bytes, ctx) : await readWithPdfjs(bytes, ctx);
  try {
    const { pages, viewports, untrusted } = read;
    // pdf-lib and the image codecs load only for a file that holds an image (most CVs hold none).
    const images: PdfImages = await ctx.time('images', async () =>
      holdsImages(bytes) ? (await import('./pdf-images.ts')).extractPdfImages(bytes, pages, viewports, ctx) : { assets: [], coverage: pages.map(() => 0) },
    );

    const ocrRequests: PageOcrRequest[] = [];
    const anyGoodPage = pages.length > untrusted.size;
    for (const [number, verdict] of untrusted) {
      const page = pages[number - 1]!;
      const scanned = images.coverage[number - 1]! >= SCAN_COVERAGE;
      // An empty page in a document that has text elsewhere is a blank or photo-only page.
      if (verdict === 'garbage' || scanned || !anyGoodPage) ocrRequests.push({ number, width: page.width, height: page.height });
    }
    let ocrPages = 0;
    let language: string | undefined;
    if (ocrRequests.length > 0) {
      if (!ctx.ocrEnabled) ctx.warn('OCR disabled: pages without a text layer were left empty');
      else {
        const drawable = await read.drawable();
        const { ocrPdfPages } = await import('./pdf-ocr.ts');
        const results = await ocrPdfPages(drawable.pdf, ocrRequests, ctx).finally(() => (drawable.owned ? drawable.pdf.destroy() : undefined));
        for (const result of results) {
          const page = pages[result.number - 1]!;
          page.lines = result.lines;
          if (result.pageImage) {
            images.assets.push(result.pageImage);
            page.images.unshift({ ref: result.pageImage.ref, x: 0, y: 0, w: page.width, h: page.height });
          }
          language ??= result.language;
          ocrPages++;
        }
      }
    }

    if (!pages.some((p) => hasText(p.lines))) throw new ExtractionError('no_text_found', 'the PDF contains no readable text');
    const ocrUsed = ocrPages > 0;
    return {
      format: 'pdf',
      source: !ocrUsed ? 'text' : ocrPages === pages.length ? 'ocr' : 'mixed',
      pages,
      images: images.assets,
      meta: { pageCount: read.numPages, ocrUsed, language, warnings: ctx.warnings, timings: ctx.timings },
    };
  } finally {
    await read.close();
  }
}

/** A page neither engine could open: kept empty, in its place, with an identity viewport. */
function addUnreadablePage(pages: Page[], viewports: number[][], number: number): void {
  pages.push({ number, width: 0, height: 0, lines: [], images: [] });
  viewports.push([1, 0, 0, 1, 0, 0]);
}

function checkPageCount(numPages: number, ctx: ExtractContext): void {
  if (numPages > ctx.limits.maxPages) {
    throw new ExtractionError('too_many_pages', `the PDF has ${numPages} pages; the limit is ${ctx.limits.maxPages}`);
  }
}

/** Judges a page's text layer; pages to OCR or leave empty go into `untrusted`. */
function judge(number: number, layer: PageTextLayer, untrusted: Map<number, 'empty' | 'garbage'>, ctx: ExtractContext): void {
  const quality = assessTextLayer(
    layer.runs.map((r) => r.text),
    layer.droppedChars,
  );
  if (quality.verdict !== 'good') untrusted.set(number, quality.verdict);
  if (quality.verdict === 'garbage') ctx.warn(`page ${number}: text layer unusable (${quality.reason}), OCR instead`);
}

async function readWithPdfjs(bytes: Uint8Array, ctx: ExtractContext): Promise<ReadPdf> {
  const runtime = await ctx.time('load', loadPdfjs);
  // Text-only: its fonts are not converted for drawing. Pages that need OCR are drawn from a
  // second, full opening of the file (rare: scans and broken text layers).
  const pdf = await ctx.time('open', () => openPdf(runtime, bytes, true));
  try {
    checkPageCount(pdf.numPages, ctx);
    const pages: Page[] = [];
    const viewports: number[][] = [];
    const untrusted = new Map<number, 'empty' | 'garbage'>();
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await ctx.time('page', () => pdf.getPage(number)).catch((err: unknown) => {
        ctx.warn(`page ${number} unreadable: ${(err as Error).message}`);
        return undefined;
      });
      if (!page) {
        addUnreadablePage(pages, viewports, number);
        continue;
      }
      const layer = await ctx.time('text', () => readPageText(page, runtime)).catch((err: unknown) => {
        ctx.warn(`page ${number}: text unreadable: ${(err as Error).message}`);
        const viewport = page.getViewport({ scale: 1 });
        return { width: viewport.width, height: viewport.height, runs: [], droppedChars: 0 };
      });
      judge(number, layer, untrusted, ctx);
      const links = await ctx.time('links', () => readPageLinks(page)).catch((err: unknown) => {
        ctx.warn(`page ${number}: links unreadable: ${(err as Error).message}`);
        return [];
      });
      pages.push({ number, width: layer.width, height: layer.height, lines: layer.runs, images: [], links });
      viewports.push(page.getViewport({ scale: 1 }).transform);
      page.cleanup();
    }
    return {
      numPages: pdf.numPages,
      pages,
      viewports,
      untrusted,
      drawable: async () => (runtime.textOnlyFonts ? { pdf: await ctx.time('open', () => openPdf(runtime, bytes, false)), owned: true } : { pdf, owned: false }),
      close: () => pdf.destroy(),
    };
  } catch (err) {
    await pdf.destroy();
    throw err;
  }
}

/** Words with a symbol between letters in a file, from which pdf.js reads it instead of PDFium. */
const PDFIUM_SYMBOLS_IN_WORDS = 3;

/**
 * PDFium reads the text layer and the links (VITAE_PDF_ENGINE=pdfium); pdf.js loads only when a
 * page must be drawn for OCR, or when PDFium's reading is in doubt, and then reads the whole file:
 * PDFium read a span's ActualText instead of its glyphs (the words drawn and their places are what
 * the layout needs), or words hold symbols between their letters (codes read through another
 * encoding than the font's own glyph names; pdfium-document.ts).
 */
async function readWithPdfium(bytes: Uint8Array, ctx: ExtractContext): Promise<ReadPdf> {
  const { PdfiumDocument } = await import('./pdfium-document.ts');
  const { dropPdfium } = await import('./pdfium-runtime.ts');
  let doc: import('./pdfium-document.ts').PdfiumDocument | undefined;
  try {
    doc = await ctx.time('open', () => PdfiumDocument.open(bytes));
    checkPageCount(doc.numPages, ctx);
    const pages: Page[] = [];
    const viewports: number[][] = [];
    const untrusted = new Map<number, 'empty' | 'garbage'>();
    let symbolsInWords = 0;
    for (let number = 1; number <= doc.numPages; number++) {
      ctx.checkAborted();
      const opened = doc;
      const page = await ctx.time('text', () => opened.readPage(number)).catch((err: unknown) => {
        if (err instanceof WebAssembly.RuntimeError) throw err;
        ctx.warn(`page ${number} unreadable: ${(err as Error).message}`);
        return undefined;
      });
      if (!page) {
        addUnreadablePage(pages, viewports, number);
        continue;
      }
      symbolsInWords += page.symbolsInWords;
      if (page.actualText || symbolsInWords >= PDFIUM_SYMBOLS_IN_WORDS) {
        doc.close();
        return readWithPdfjs(bytes, ctx);
      }
      judge(number, page.text, untrusted, ctx);
      pages.push({ number, width: page.text.width, height: page.text.height, lines: page.text.runs, images: [], links: page.links });
      viewports.push(page.viewport);
    }
    const opened = doc;
    return {
      numPages: doc.numPages,
      pages,
      viewports,
      untrusted,
      drawable: async () => {
        const runtime = await ctx.time('load', loadPdfjs);
        return { pdf: await ctx.time('open', () => openPdf(runtime, bytes, false)), owned: true };
      },
      close: async () => opened.close(),
    };
  } catch (err) {
    // A WebAssembly trap (a file that crashes PDFium) leaves the instance unusable: the next file
    // gets a fresh one, and pdf.js reads this one.
    if (err instanceof WebAssembly.RuntimeError) {
      dropPdfium();
      ctx.warn(`PDFium failed (${err.message}); read by pdf.js`);
      return readWithPdfjs(bytes, ctx);
    }
    try {
      doc?.close();
    } catch {
      // closing a document PDFium could not read changes nothing
    }
    throw err;
  }
}

async function openPdf(runtime: PdfjsRuntime, bytes: Uint8Array, textOnly: boolean): Promise<PDFDocumentProxy> {
  const { pdfjs } = runtime;
  // pdf.js may transfer (detach) the buffer it is given; the image step still needs the bytes.
  // A Buffer is refused by pdf.js; a plain Uint8Array copy is accepted and may be detached.
  const task = runtime.openDocument(new Uint8Array(bytes), { textOnly });
  let pdf: PDFDocumentProxy;
  try {
    pdf = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => {});
    // pdf.js does not export its exception classes; their names are part of its API.
    if ((err as Error)?.name === 'PasswordException') {
      throw new ExtractionError('encrypted_pdf', 'the PDF is protected by a password');
    }
    throw new ExtractionError('unreadable_file', `the PDF cannot be read: ${(err as Error).message}`);
  }
  // An owner password alone opens with the empty user password; the file's own permissions then
  // decide whether its text may be extracted (copying, or extraction for accessibility).
  const permissions = await pdf.getPermissions().catch(() => null);
  if (permissions && !permissions.includes(pdfjs.PermissionFlag.COPY) && !permissions.includes(pdfjs.PermissionFlag.COPY_FOR_ACCESSIBILITY)) {
    await pdf.destroy();
    throw new ExtractionError('encrypted_pdf', 'the PDF forbids extracting its text');
  }
  return pdf;
}
