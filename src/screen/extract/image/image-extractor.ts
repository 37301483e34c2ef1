/**
 * JPEG/PNG → Document: the picture is one page in its own pixels, read by OCR. Step 1: header
 * only (size, orientation) to apply the pixel limit before decoding anything. Step 2: decode to
 * grayscale at an OCR-friendly size. Step 3: OCR. The picture itself is kept as the page image
 * (the photo step looks for the candidate's face in it).
 */
import sharp from 'sharp';
import { type Document, ExtractionError, type ImageAsset } from '../document.ts';
import type { ExtractContext } from '../extract-context.ts';
import { recognize } from '../ocr/ocr-engine.ts';
import { prepareOcrInput } from '../ocr/ocr-image.ts';
import { ocrLinesToRuns } from '../ocr/ocr-runs.ts';
import { hasText } from '../text-presence.ts';

export const PAGE_IMAGE_REF = 'page-1';

export async function extractImage(bytes: Uint8Array, format: 'jpeg' | 'png', ctx: ExtractContext): Promise<Document> {
  const maxPixels = ctx.limits.maxPixels;
  // Only the header is read here, so sharp's own pixel cap must not answer first: ours decides below.
  const meta = await ctx.time('header', () => sharp(bytes, { limitInputPixels: false }).metadata()).catch((err: unknown) => {
    throw Object.assign(new ExtractionError('unreadable_file', 'the image header cannot be read: the file is damaged or not a valid image'), { cause: err });
  });
  if (!meta.width || !meta.height) throw new ExtractionError('unreadable_file', 'the image has no size');
  if (meta.width * meta.height > maxPixels) {
    throw new ExtractionError('too_many_pixels', `the image has ${meta.width}×${meta.height} pixels; the limit is ${maxPixels}`);
  }
  // EXIF orientations 5–8 turn the picture a quarter: width and height swap.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const decoder = () => sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();

  const input = await ctx.time('decode', () => prepareOcrInput(decoder(), width)).catch((err: unknown) => {
    throw Object.assign(new ExtractionError('unreadable_file', 'the image cannot be decoded: its data is damaged or cut short'), { cause: err });
  });
  if (!ctx.ocrEnabled) throw new ExtractionError('no_text_found', 'an image holds no text without OCR');
  const ocr = await ctx.time('ocr', () => recognize({ bytes: input.pgm, dpi: input.dpi, halves: input.halves, band: input.band, panels: input.panels }));
  const lines = ocrLinesToRuns(ocr.lines, { scale: input.scale, gray: input.gray });
  if (!hasText(lines)) throw new ExtractionError('no_text_found', 'OCR found no text in the image');

  const pageImage = await ctx.time('page-image', () => pageImageAsset(bytes, format, { width, height, orientation: meta.orientation ?? 1 }, decoder));
  return {
    format,
    source: 'ocr',
    pages: [{ number: 1, width, height, lines, images: [{ ref: PAGE_IMAGE_REF, x: 0, y: 0, w: width, h: height }] }],
    images: [pageImage],
    meta: {
      pageCount: 1,
      ocrUsed: true,
      language: ocr.language,
      warnings: ctx.warnings,
      timings: ctx.timings,
    },
  };
}

/** The original bytes when they are already upright; otherwise re-encoded the right way up. */
async function pageImageAsset(
  bytes: Uint8Array,
  format: 'jpeg' | 'png',
  size: { width: number; height: number; orientation: number },
  decoder: () => sharp.Sharp,
): Promise<ImageAsset> {
  const mediaType = format === 'jpeg' ? 'image/jpeg' : 'image/png';
  if (size.orientation === 1) {
    return { ref: PAGE_IMAGE_REF, mediaType, bytes, width: size.width, height: size.height, isPageImage: true };
  }
  const encoded = format === 'jpeg' ? decoder().jpeg({ quality: 90 }) : decoder().png();
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { ref: PAGE_IMAGE_REF, mediaType, bytes: new Uint8Array(data), width: info.width, height: info.height, isPageImage: true };
}
