/**
 * Options every extractor receives, and the per-call bookkeeping (timings, warnings) that ends
 * up in Document.meta.
 */
import type { ExtractLimits } from './document.ts';

export interface ExtractOptions {
  limits: ExtractLimits;
  /** Embedded images kept per document (photo candidates); default 8. */
  maxImages?: number;
  /** Allow OCR (images, scanned PDF pages); default true. A text-only caller may turn it off. */
  ocr?: boolean;
  /** Aborts between steps (pages, OCR passes) when the job's time is up. */
  signal?: AbortSignal;
  /** Which engine reads a PDF's text layer (VITAE_PDF_ENGINE); default pdf.js. */
  pdfEngine?: PdfEngine;
}

/** PDF text engines: pdf.js, or PDFium compiled to WebAssembly (VITAE_PDF_ENGINE). */
export const PDF_ENGINES = ['pdfjs', 'pdfium'] as const;
export type PdfEngine = (typeof PDF_ENGINES)[number];
export const DEFAULT_PDF_ENGINE: PdfEngine = 'pdfjs';

/** The engine a VITAE_PDF_ENGINE value names (the default when unset; config.ts refuses other values). */
export function pdfEngineFrom(value: string | undefined): PdfEngine {
  return PDF_ENGINES.find((e) => e === value) ?? DEFAULT_PDF_ENGINE;
}

export const DEFAULT_MAX_IMAGES = 8;

export class ExtractContext {
  readonly timings: Record<string, number> = {};
  readonly warnings: string[] = [];
  readonly maxImages: number;
  readonly ocrEnabled: boolean;

  constructor(readonly options: ExtractOptions) {
    this.maxImages = options.maxImages ?? DEFAULT_MAX_IMAGES;
    this.ocrEnabled = options.ocr ?? true;
  }

  get limits(): ExtractLimits {
    return this.options.limits;
  }

  /** Runs one sub-step and adds its wall time to meta.timings[step] (steps may repeat per page). */
  async time<T>(step: string, fn: () => Promise<T> | T): Promise<T> {
    this.checkAborted();
    const start = performance.now();
    try {
      return await fn();
    } finally {
      this.timings[step] = Math.round(((this.timings[step] ?? 0) + performance.now() - start) * 10) / 10;
    }
  }

  warn(message: string): void {
    if (!this.warnings.includes(message)) this.warnings.push(message);
  }

  checkAborted(): void {
    this.options.signal?.throwIfAborted();
  }
}
