/**
 * Turns a page picture into what the OCR reads: 8-bit grayscale at a workable size, as PGM
 * (Leptonica reads it with no decoding cost) plus the raw pixels for stroke-weight estimates.
 */
import type sharp from 'sharp';
import { evenIllumination } from './illumination.ts';
import { cropGray, findPanels } from './panels.ts';
import type { GrayImage } from './stroke-weight.ts';

/** Narrow pictures are upscaled so body text reaches the height tesseract reads best. */
const MIN_WIDTH = 1600;
/** Wider pictures are downscaled: beyond ~250 dpi for a page OCR gets slower, not better (measured). */
const MAX_WIDTH = 2100;
const MAX_UPSCALE = 3;

/** An image to read as PGM, and how to tell its language from part of it. */
export interface OcrPart {
  pgm: Uint8Array;
  /**
   * The image as two PGM halves cut between two text lines near its middle (findCutRow), each with
   * its first row; absent when no such cut exists.
   */
  halves: [OcrHalf, OcrHalf] | undefined;
  /**
   * Without halves (text runs through the whole middle, e.g. two columns): a band across the
   * middle, read only to tell the language; lines it cuts through are noise.
   */
  band: OcrHalf | undefined;
}

export interface OcrInput extends OcrPart {
  gray: GrayImage;
  /** Source pixels per OCR pixel (multiply OCR coordinates by this to get source pixels). */
  scale: number;
  /** Resolution to tell tesseract, assuming the picture is a page about 8.3 in wide. */
  dpi: number;
  /**
   * A designed page with a coloured panel beside its main column (panels.ts): the parts to read
   * one by one instead of the whole page, each with its place on the page.
   */
  panels: (OcrPart & { left: number; top: number })[] | undefined;
}

/** The language band: this share of the page's height, starting at BAND_TOP. */
const BAND_TOP = 0.35;
const BAND_HEIGHT = 0.25;

export interface OcrHalf {
  pgm: Uint8Array;
  /** Row of the page where this half starts. */
  top: number;
}

/** The cut is looked for in this middle part of the page (share of its height, each side of the middle). */
const CUT_WINDOW = 0.15;
/** A row is blank when at most this share of its pixels stand out from the row's mean... */
const CUT_NOISE_SHARE = 0.002;
/** ...by more than this (0..255): a uniform background of any colour, JPEG noise allowed. */
const CUT_CONTRAST = 50;
/** Blank rows needed in a row for a gap between lines (a single blank row may sit inside a glyph). */
const CUT_MIN_GAP = 3;

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
  const decoded = info.channels === 1 ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : firstChannel(data, info.channels);
  // A photographed page's shadow would turn black under tesseract's global threshold.
  const image = evenIllumination({ data: decoded, width: info.width, height: info.height });
  const parts = (findPanels(image) ?? []).map((r) => ({ left: r.left, top: r.top, ...readingParts(cropGray(image, r)) }));
  return {
    gray: image,
    scale: width / info.width,
    dpi: Math.min(600, Math.max(70, info.width / 8.27)),
    ...readingParts(image),
    panels: parts.length > 0 ? parts : undefined,
  };
}

/** An image as PGM, with the halves or the band its language is told from. */
function readingParts(image: GrayImage): OcrPart {
  const { data: gray, width, height } = image;
  const cut = findCutRow(image);
  const bandTop = Math.floor(height * BAND_TOP);
  const bandRows = Math.floor(height * BAND_HEIGHT);
  return {
    pgm: toPgm(gray, width, height),
    // Cropped here rather than through tesseract's rectangle option, which reads the wrong text
    // on a worker that has already read a page (measured on tesseract.js 7).
    halves:
      cut === undefined
        ? undefined
        : [
            { pgm: toPgm(gray.subarray(0, cut * width), width, cut), top: 0 },
            { pgm: toPgm(gray.subarray(cut * width), width, height - cut), top: cut },
          ],
    band:
      cut !== undefined || bandRows < 1
        ? undefined
        : { pgm: toPgm(gray.subarray(bandTop * width, (bandTop + bandRows) * width), width, bandRows), top: bandTop },
  };
}

function toPgm(gray: Uint8Array, width: number, height: number): Uint8Array {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii'), gray]);
}

/**
 * The middle of the blank gap closest to the middle of the page, in the page's middle part: the
 * OCR may read the page as two halves there without cutting a line of text in two. Undefined when
 * text (or a picture) runs through the whole middle part.
 */
export function findCutRow(image: GrayImage): number | undefined {
  const { data, width, height } = image;
  const middle = Math.floor(height / 2);
  const from = Math.max(0, Math.floor(height * (0.5 - CUT_WINDOW)));
  const to = Math.min(height, Math.ceil(height * (0.5 + CUT_WINDOW)));
  const allowed = Math.floor(width * CUT_NOISE_SHARE);
  let best: number | undefined;
  let run = 0;
  for (let y = from; y <= to; y++) {
    if (y < to && blankRow(data, y * width, width, allowed)) {
      run++;
      continue;
    }
    if (run >= CUT_MIN_GAP) {
      const center = y - Math.ceil(run / 2);
      if (best === undefined || Math.abs(center - middle) < Math.abs(best - middle)) best = center;
    }
    run = 0;
  }
  return best;
}

function blankRow(data: Uint8Array, start: number, width: number, allowed: number): boolean {
  let sum = 0;
  for (let x = 0; x < width; x++) sum += data[start + x]!;
  const mean = sum / width;
  let outliers = 0;
  for (let x = 0; x < width; x++) {
    if (Math.abs(data[start + x]! - mean) > CUT_CONTRAST && ++outliers > allowed) return false;
  }
  return true;
}

function firstChannel(data: Buffer, channels: number): Uint8Array {
  const out = new Uint8Array(data.length / channels);
  for (let i = 0, j = 0; j < out.length; i += channels, j++) out[j] = data[i]!;
  return out;
}
