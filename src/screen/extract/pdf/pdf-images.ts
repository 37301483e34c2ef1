/**
 * Embedded images of a PDF and where they are drawn. Cheap first: a byte scan tells whether the
 * file holds any image at all (image streams are never inside compressed object streams, so
 * their dictionaries are plain bytes); most CVs have none and cost nothing here. Otherwise
 * pdf-lib parses the file structure (no stream decoding), the content streams are scanned for
 * image draws, and only the largest few images — the photo candidates — are turned into assets.
 * Icons (tiny in pixels or on the page) are skipped.
 */
import { ParseSpeeds, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib';
import type { ImageAsset, Page, PlacedImage } from '../document.ts';
import type { ExtractContext } from '../extract-context.ts';
import { findImageDraws, type Matrix, multiply, pageContents } from './pdf-content-scanner.ts';
import { isSkip, pdfImageAsset } from './pdf-image-asset.ts';
import { holdsImages } from './pdf-image-presence.ts';
import { numberOf } from './pdf-stream-decoding.ts';

export interface PdfImages {
  assets: ImageAsset[];
  /** Per page, the share of its area covered by drawn images (0..1): a scan covers most of it. */
  coverage: number[];
}

/** Icons and bullets: fewer pixels than this on a side, or drawn smaller than this in points. */
const MIN_IMAGE_PIXELS = 24;
const MIN_DRAWN_POINTS = 12;

interface Placement {
  pageIndex: number;
  box: { x: number; y: number; w: number; h: number };
}

export async function extractPdfImages(bytes: Uint8Array, pages: Page[], viewports: number[][], ctx: ExtractContext): Promise<PdfImages> {
  const coverage = pages.map(() => 0);
  if (!holdsImages(bytes)) return { assets: [], coverage };
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, parseSpeed: ParseSpeeds.Fastest, throwOnInvalidObject: true });
  } catch (err) {
    ctx.warn(`images not read: ${(err as Error).message}`);
    return { assets: [], coverage };
  }
  // Encrypted streams cannot be read without decrypting them, which pdf-lib does not do.
  if (pdf.isEncrypted) {
    ctx.warn('images of an encrypted PDF are not extracted');
    return { assets: [], coverage };
  }

  const byRef = new Map<string, { stream: PDFRawStream; placements: Placement[]; area: number }>();
  const pdfPages = pdf.getPages();
  for (let index = 0; index < pages.length && index < pdfPages.length; index++) {
    ctx.checkAborted();
    const node = pdfPages[index]!.node;
    const content = pageContents(pdf.context, node.get(PDFName.of('Contents')));
    const page = pages[index]!;
    const pageArea = Math.max(1, page.width * page.height);
    let covered = 0;
    for (const draw of findImageDraws(pdf.context, content, node.Resources())) {
      const box = placedBox(draw.ctm, viewports[index] as Matrix);
      const area = box.w * box.h;
      covered += area;
      if (box.w < MIN_DRAWN_POINTS || box.h < MIN_DRAWN_POINTS) continue;
      if (numberOf(draw.stream.dict, 'Width', 0) < MIN_IMAGE_PIXELS || numberOf(draw.stream.dict, 'Height', 0) < MIN_IMAGE_PIXELS) continue;
      const key = `pdf-${draw.ref.objectNumber}-${draw.ref.generationNumber}`;
      const entry = byRef.get(key) ?? { stream: draw.stream, placements: [], area: 0 };
      entry.placements.push({ pageIndex: index, box });
      entry.area = Math.max(entry.area, area);
      byRef.set(key, entry);
    }
    coverage[index] = Math.min(1, covered / pageArea);
  }

  // The biggest drawn images first: a photo is never the smallest picture on a CV.
  const candidates = [...byRef].sort((a, b) => b[1].area - a[1].area);
  const assets: ImageAsset[] = [];
  for (const [ref, entry] of candidates) {
    if (assets.length >= ctx.maxImages) {
      ctx.warn(`only the ${ctx.maxImages} largest images were kept`);
      break;
    }
    let asset: Awaited<ReturnType<typeof pdfImageAsset>>;
    try {
      asset = await pdfImageAsset(ref, entry.stream, pdf.context, ctx.limits.maxPixels);
    } catch (err) {
      ctx.warn(`image ${ref} unreadable: ${(err as Error).message}`);
      continue;
    }
    if (isSkip(asset)) {
      ctx.warn(`image ${ref} skipped: ${asset.skipped}`);
      continue;
    }
    assets.push(asset);
    for (const placement of entry.placements) {
      const placed: PlacedImage = { ref, ...placement.box };
      pages[placement.pageIndex]!.images.push(placed);
    }
  }
  return { assets, coverage };
}

/** The image's unit square through its CTM and the page viewport: a top-left box in points. */
function placedBox(ctm: Matrix, viewport: Matrix) {
  const m = multiply(ctm, viewport);
  const xs = [m[4], m[0] + m[4], m[2] + m[4], m[0] + m[2] + m[4]];
  const ys = [m[5], m[1] + m[5], m[3] + m[5], m[1] + m[3] + m[5]];
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  const round = (v: number) => Math.round(v * 100) / 100;
  return { x: round(x), y: round(y), w: round(Math.max(...xs) - x), h: round(Math.max(...ys) - y) };
}
