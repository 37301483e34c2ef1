/**
 * Pixels for the photo step: decode an image asset upright and downscaled, measure how "flat"
 * it is, and cut square windows for the detector. All decoding goes through sharp.
 */
import sharp from 'sharp';
import type { RgbImage } from './face-detector.ts';

/** An asset decoded for analysis, with the factor back to the upright full-size image. */
export interface DecodedImage {
  rgb: RgbImage;
  /** Size of the upright (orientation-corrected) original in pixels. */
  uprightWidth: number;
  uprightHeight: number;
  /** rgb pixels per upright original pixel (≤ 1). */
  scale: number;
}

export interface DecodeOptions {
  maxSide: number;
  /** Apply the EXIF orientation (false for PDF images: PDF viewers ignore EXIF, so must we). */
  autoOrient: boolean;
  maxInputPixels: number;
}

const WHITE = { r: 255, g: 255, b: 255 };

/** Starts a sharp pipeline on asset bytes: tolerant of slightly damaged files, bounded in size. */
export function openImage(bytes: Uint8Array, opts: { autoOrient: boolean; maxInputPixels: number }): sharp.Sharp {
  const image = sharp(bytes, { failOn: 'none', limitInputPixels: opts.maxInputPixels });
  // Transparent areas (round avatar masks, PNG pages) become paper white, as they are shown.
  return (opts.autoOrient ? image.rotate() : image).flatten({ background: WHITE });
}

export async function decodeForAnalysis(bytes: Uint8Array, opts: DecodeOptions): Promise<DecodedImage> {
  const meta = await sharp(bytes, { failOn: 'none', limitInputPixels: opts.maxInputPixels }).metadata();
  const swapped = opts.autoOrient && (meta.orientation ?? 1) >= 5;
  const uprightWidth = (swapped ? meta.height : meta.width) ?? 0;
  const uprightHeight = (swapped ? meta.width : meta.height) ?? 0;
  const { data, info } = await openImage(bytes, opts)
    // Linear is enough for a detector input and markedly cheaper on page-sized images.
    .resize({ width: opts.maxSide, height: opts.maxSide, fit: 'inside', withoutEnlargement: true, kernel: 'linear' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`unexpected ${info.channels}-channel decode`);
  return {
    rgb: { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height },
    uprightWidth,
    uprightHeight,
    scale: info.width / Math.max(1, uprightWidth),
  };
}

/**
 * Share of pixels covered by the `top` most frequent colours, quantized to 5 bits per channel.
 * Logos, icons, QR codes, clean signatures and shapes are a handful of flat colours (near 1);
 * photographs spread over many (well below 0.9), even on a plain backdrop.
 */
export function topColoursShare(rgb: RgbImage, top: number): number {
  const counts = new Map<number, number>();
  const n = rgb.width * rgb.height;
  const d = rgb.data;
  for (let i = 0; i < n * 3; i += 3) {
    const key = ((d[i]! >> 3) << 10) | ((d[i + 1]! >> 3) << 5) | (d[i + 2]! >> 3);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const sorted = [...counts.values()].sort((a, b) => b - a);
  let covered = 0;
  for (const c of sorted.slice(0, top)) covered += c;
  return n === 0 ? 1 : covered / n;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Which blocks of an image look photographic: a block counts when most of its pixels are
 * mid-tones. Printed text and paper are white and near-black with grey only along glyph edges,
 * so text blocks never fill up with mid-tones; skin, hair, clothes and backdrops of a photo do.
 */
export interface PhotoBlockMap {
  blockPx: number;
  cols: number;
  rows: number;
  flags: Uint8Array;
}

export function photoBlockMap(rgb: RgbImage, blockPx: number, minMidtoneShare: number): PhotoBlockMap {
  return blockMap(rgb, blockPx, minMidtoneShare, (lum) => lum > 45 && lum < 215);
}

/**
 * Blocks that are mostly not blank paper: photo content of any tone, dark hair and suits
 * included. Sparse text leaves most of a block white, so it rarely counts.
 */
export function inkBlockMap(rgb: RgbImage, blockPx: number, minInkShare: number): PhotoBlockMap {
  return blockMap(rgb, blockPx, minInkShare, (lum) => lum < 235);
}

function blockMap(rgb: RgbImage, blockPx: number, minShare: number, counts: (lum: number) => boolean): PhotoBlockMap {
  const cols = Math.floor(rgb.width / blockPx);
  const rows = Math.floor(rgb.height / blockPx);
  const flags = new Uint8Array(cols * rows);
  const need = minShare * blockPx * blockPx;
  const d = rgb.data;
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < cols; bx++) {
      let n = 0;
      for (let y = by * blockPx; y < (by + 1) * blockPx; y++) {
        let i = (y * rgb.width + bx * blockPx) * 3;
        for (let x = 0; x < blockPx; x++, i += 3) {
          if (counts(0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!)) n++;
        }
      }
      if (n >= need) flags[by * cols + bx] = 1;
    }
  }
  return { blockPx, cols, rows, flags };
}

/** Photographic blocks lying inside `rect` (pixel coordinates of the mapped image). */
export function countPhotoBlocks(map: PhotoBlockMap, rect: Rect): number {
  const c0 = Math.max(0, Math.ceil(rect.x / map.blockPx));
  const r0 = Math.max(0, Math.ceil(rect.y / map.blockPx));
  const c1 = Math.min(map.cols, Math.floor((rect.x + rect.w) / map.blockPx));
  const r1 = Math.min(map.rows, Math.floor((rect.y + rect.h) / map.blockPx));
  let n = 0;
  for (let r = r0; r < r1; r++) for (let c = c0; c < c1; c++) n += map.flags[r * map.cols + c]!;
  return n;
}

/**
 * The bounding box (in mapped pixels) of the flagged blocks connected to `seed`: on a page, the
 * extent of the picture a face was found in, so a crop does not run into the text around it.
 */
export function connectedPhotoRegion(map: PhotoBlockMap, seed: Rect): Rect {
  const clampCol = (v: number) => Math.max(0, Math.min(map.cols - 1, v));
  const clampRow = (v: number) => Math.max(0, Math.min(map.rows - 1, v));
  const c0 = clampCol(Math.floor(seed.x / map.blockPx));
  const r0 = clampRow(Math.floor(seed.y / map.blockPx));
  const c1 = clampCol(Math.floor((seed.x + seed.w) / map.blockPx));
  const r1 = clampRow(Math.floor((seed.y + seed.h) / map.blockPx));
  const seen = new Uint8Array(map.cols * map.rows);
  const stack: number[] = [];
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      seen[r * map.cols + c] = 1;
      stack.push(r * map.cols + c);
    }
  }
  let minC = c0;
  let minR = r0;
  let maxC = c1;
  let maxR = r1;
  while (stack.length) {
    const i = stack.pop()!;
    const r = Math.floor(i / map.cols);
    const c = i % map.cols;
    minC = Math.min(minC, c);
    maxC = Math.max(maxC, c);
    minR = Math.min(minR, r);
    maxR = Math.max(maxR, r);
    for (const [dr, dc] of [
      [0, 1],
      [0, -1],
      [1, 0],
      [-1, 0],
    ] as const) {
      const nr = r + dr;
      const nc = c + dc;
      if (nr < 0 || nc < 0 || nr >= map.rows || nc >= map.cols) continue;
      const j = nr * map.cols + nc;
      if (seen[j] || !map.flags[j]) continue;
      seen[j] = 1;
      stack.push(j);
    }
  }
  return { x: minC * map.blockPx, y: minR * map.blockPx, w: (maxC - minC + 1) * map.blockPx, h: (maxR - minR + 1) * map.blockPx };
}

/**
 * Cuts `rect` out of `rgb`, pads it to a square with white (the detector squashes whatever it
 * gets into a square, and a squashed face is a missed face) and scales it to `side` pixels.
 * Returns the window and the transform back: original = window / factor + offset.
 */
export async function squareWindow(
  rgb: RgbImage,
  rect: Rect,
  side: number,
): Promise<{ window: RgbImage; factor: number; offsetX: number; offsetY: number }> {
  const x = Math.max(0, Math.floor(rect.x));
  const y = Math.max(0, Math.floor(rect.y));
  const w = Math.max(1, Math.min(rgb.width - x, Math.round(rect.w)));
  const h = Math.max(1, Math.min(rgb.height - y, Math.round(rect.h)));
  const square = Math.max(w, h);
  const padX = Math.floor((square - w) / 2);
  const padY = Math.floor((square - h) / 2);
  const target = Math.min(side, square);
  const { data, info } = await sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } })
    .extract({ left: x, top: y, width: w, height: h })
    .extend({ left: padX, right: square - w - padX, top: padY, bottom: square - h - padY, background: WHITE })
    .resize({ width: target, height: target })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const factor = info.width / square;
  return {
    window: { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height },
    factor,
    offsetX: x - padX,
    offsetY: y - padY,
  };
}
