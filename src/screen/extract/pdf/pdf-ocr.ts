/**
 * OCR of PDF pages that have no usable text layer: each page is rendered by pdf.js onto an
 * @napi-rs/canvas bitmap at 240 dpi (within the pixel limit; measured as accurate as 300 dpi and
 * faster), read by the OCR engine, and its runs mapped back to PDF points. The rendered page is
 * kept as a page image (a scanned CV may carry the candidate's photo).
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { ExtractionError, type ImageAsset, type TextRun } from '../document.ts';
import type { ExtractContext } from '../extract-context.ts';
import { recognize } from '../ocr/ocr-engine.ts';
import type { OcrLanguage } from '../ocr/tessdata.ts';
import { prepareOcrInput } from '../ocr/ocr-image.ts';
import { ocrLinesToRuns } from '../ocr/ocr-runs.ts';

const TARGET_DPI = 240;
/** Beyond this a page only makes OCR slower; the configured maxPixels may lower it further. */
const MAX_RENDER_PIXELS = 12_000_000;

export interface PageOcrRequest {
  number: number;
  width: number;
  height: number;
}

export interface PageOcrResult {
  number: number;
  lines: TextRun[];
  pageImage?: ImageAsset;
  language?: OcrLanguage;
}

export async function ocrPdfPages(pdf: PDFDocumentProxy, requests: PageOcrRequest[], ctx: ExtractContext): Promise<PageOcrResult[]> {
  const results: PageOcrResult[] = [];
  let language: OcrLanguage | undefined;
  for (const request of requests) {
    const rendered = await ctx.time('render', () => renderPage(pdf, request, ctx));
    const pixels = () => sharp(rendered.rgba, { raw: { width: rendered.width, height: rendered.height, channels: 4 } });
    const input = await ctx.time('render', () => prepareOcrInput(pixels(), rendered.width));
    const ocr = await ctx.time('ocr', () => recognize({ bytes: input.pgm, dpi: input.dpi, halves: input.halves, band: input.band, panels: input.panels }, language));
    language ??= ocr.language;
    const lines = ocrLinesToRuns(ocr.lines, { scale: input.scale / rendered.scale, gray: input.gray });
    const jpeg = await ctx.time('page-image', () => pixels().flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer());
    results.push({
      number: request.number,
      lines,
      language: ocr.language,
      pageImage: {
        ref: pageImageRef(request.number),
        mediaType: 'image/jpeg',
        bytes: new Uint8Array(jpeg),
        width: rendered.width,
        height: rendered.height,
        isPageImage: true,
      },
    });
  }
  return results;
}

interface CanvasFactory {
  create(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D };
}

export function pageImageRef(pageNumber: number): string {
  return `page-${pageNumber}`;
}

async function renderPage(pdf: PDFDocumentProxy, request: PageOcrRequest, ctx: ExtractContext) {
  const page = await pdf.getPage(request.number);
  try {
    const budget = Math.min(MAX_RENDER_PIXELS, ctx.limits.maxPixels);
    const area = Math.max(1, request.width * request.height);
    const scale = Math.min(TARGET_DPI / 72, Math.sqrt(budget / area));
    const viewport = page.getViewport({ scale });
    const width = Math.floor(viewport.width);
    const height = Math.floor(viewport.height);
    if (width < 1 || height < 1) throw new ExtractionError('unreadable_file', `page ${request.number} has no size`);
    // The canvas must come from pdf.js's own factory: mixing its @napi-rs/canvas instance (loaded
    // through require) with one we import crashes the native module.
    const { canvas, context } = (pdf.canvasFactory as CanvasFactory).create(width, height);
    await page.render({ canvas, viewport, background: '#ffffff' }).promise;
    const rgba = context.getImageData(0, 0, width, height).data;
    return { rgba: Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), width, height, scale };
  } finally {
    page.cleanup();
  }
}
