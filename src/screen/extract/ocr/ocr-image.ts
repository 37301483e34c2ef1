/**
 * Turns a page picture into what the OCR reads: 8-bit grayscale at a workable size, as PGM
 * (Leptonica reads it with no decoding cost) plus the raw pixels for stroke-weight estimates.
 */
import type sharp from 'sharp';
import type { GrayImage } from './stroke-weight.ts';

/** Narrow pictures are upscaled so body text reaches the height tesseract reads best. */
const MIN_WIDTH = 1600;
/** Wider pictures are downscaled: beyond ~250 dpi for a page OCR gets slower, not better (measured). */
const MAX_WIDTH = 2100;
const MAX_UPSCALE = 3;

export interface OcrInput {
  gray: GrayImage;
  pgm: Uint8Array;
  /** Source pixels per OCR pixel (multiply OCR coordinates by this to get source pixels). */
  scale: number;
  /** Resolution to tell tesseract, assuming the picture is a page about 8.3 in wide. */
  dpi: number;
}

/** `source` must already be oriented (EXIF applied); width is its oriented width. */
export async function prepareOcrInput(source: sharp.Sharp, width: number): Promise<OcrInput> {
  let target = width;
  if (width < MIN_WIDTH) target = Math.min(MIN_WIDTH, Math.round(width * MAX_UPSCALE));
  else if (width > MAX_WIDTH) target = MAX_WIDTH;
  // Transparent pixels are black underneath: put the picture on white paper first.
  let pipeline = source.flatten({ background: '#ffffff' }).grayscale();
  if (target !== width) pipeline = pipeline.resize({ width: target, kernel: target > width ? 'cubic' : 'lanczos3' });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  // grayscale() may still hand back more than one channel (alpha): keep the first.
  const gray = info.channels === 1 ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : firstChannel(data, info.channels);
  const header = Buffer.from(`P5\n${info.width} ${info.height}\n255\n`, 'ascii');
  const pgm = Buffer.concat([header, gray]);
  return {
    gray: { data: gray, width: info.width, height: info.height },
    pgm,
    scale: width / info.width,
    dpi: Math.min(600, Math.max(70, info.width / 8.27)),
  };
}

function firstChannel(data: Buffer, channels: number): Uint8Array {
  const out = new Uint8Array(data.length / channels);
  for (let i = 0, j = 0; j < out.length; i += channels, j++) out[j] = data[i]!;
  return out;
}
