/**
 * OCR of PDF pages that have no usable text layer (not yet implemented: returns nothing).
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ImageAsset, TextRun } from '../document.ts';
import type { ExtractContext } from '../extract-context.ts';

export interface PageOcrRequest {
  number: number;
  width: number;
  height: number;
}

export interface PageOcrResult {
  number: number;
  lines: TextRun[];
  pageImage?: ImageAsset;
}

export async function ocrPdfPages(_pdf: PDFDocumentProxy, _requests: PageOcrRequest[], ctx: ExtractContext): Promise<PageOcrResult[]> {
  ctx.warn('OCR of PDF pages is not available yet');
  return [];
}
