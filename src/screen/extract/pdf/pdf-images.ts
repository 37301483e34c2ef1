/**
 * Embedded images of a PDF and where they are drawn (not yet implemented: no images, no coverage).
 */
import type { ImageAsset, Page } from '../document.ts';
import type { ExtractContext } from '../extract-context.ts';

export interface PdfImages {
  assets: ImageAsset[];
  /** Per page, the share of its area covered by drawn images (0..1): a scan covers most of it. */
  coverage: number[];
}

export async function extractPdfImages(_bytes: Uint8Array, pages: Page[], _viewports: number[][], _ctx: ExtractContext): Promise<PdfImages> {
  return { assets: [], coverage: pages.map(() => 0) };
}
