/**
 * Even lighting for photographed pages. A CV photographed with a phone has a shadow across it
 * and paper that goes from white to dark grey; tesseract binarizes a page with one global
 * threshold (Otsu), so the shaded part turns black and its text is lost. Dividing each pixel by
 * the brightness of the paper around it (the local maximum over a coarse grid, dilated and
 * smoothed) makes the paper white everywhere and keeps the text dark. On an evenly lit page the
 * paper is already the brightest value everywhere and the division changes nothing.
 */
import type { GrayImage } from './stroke-weight.ts';

export const ILLUMINATION_RULES = {
  /** Grid cell in OCR pixels: wider than a stroke of the boldest body text at 1600–2100 px a page. */
  cell: 24,
  /** Cells of dilation before smoothing, so a cell inside a thick letter takes its paper's brightness. */
  dilate: 1,
  /** Box-blur passes (radius in cells) that make the paper map smooth. */
  blurRadius: 2,
  blurPasses: 3,
  /** Paper brightness must span at least this much (0..255, 5th to 95th percentile of the cells)... */
  minRange: 40,
  /** ...and change gradually: the 99th percentile of steps between neighbouring cells at most this share of it. */
  edgeQuantile: 0.99,
  maxEdgeShare: 0.25,
} as const;

/** The paper brightness map of an image: one value per grid cell, smoothed. */
function paperMap(image: GrayImage): { map: Float32Array; raw: Float32Array; cols: number; rows: number } {
  const { data, width, height } = image;
  const { cell } = ILLUMINATION_RULES;
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const maxima = new Float32Array(cols * rows);
  const cellOfX = new Int32Array(width);
  for (let x = 0; x < width; x++) cellOfX[x] = Math.floor(x / cell);
  for (let y = 0; y < height; y++) {
    const rowBase = Math.floor(y / cell) * cols;
    const line = y * width;
    for (let x = 0; x < width; x++) {
      const k = rowBase + cellOfX[x]!;
      const v = data[line + x]!;
      if (v > maxima[k]!) maxima[k] = v;
    }
  }
  const raw = dilate(maxima, cols, rows, ILLUMINATION_RULES.dilate);
  let map = raw;
  for (let pass = 0; pass < ILLUMINATION_RULES.blurPasses; pass++) map = boxBlur(map, cols, rows, ILLUMINATION_RULES.blurRadius);
  return { map, raw, cols, rows };
}

function dilate(src: Float32Array, cols: number, rows: number, radius: number): Float32Array {
  const out = new Float32Array(src.length);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      let best = 0;
      for (let dy = -radius; dy <= radius; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= rows) continue;
        for (let dx = -radius; dx <= radius; dx++) {
          const xx = x + dx;
          if (xx >= 0 && xx < cols && src[yy * cols + xx]! > best) best = src[yy * cols + xx]!;
        }
      }
      out[y * cols + x] = best;
    }
  }
  return out;
}

function boxBlur(src: Float32Array, cols: number, rows: number, radius: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      let sum = 0;
      let n = 0;
      for (let xx = Math.max(0, x - radius); xx <= Math.min(cols - 1, x + radius); xx++, n++) sum += src[y * cols + xx]!;
      tmp[y * cols + x] = sum / n;
    }
  }
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      let sum = 0;
      let n = 0;
      for (let yy = Math.max(0, y - radius); yy <= Math.min(rows - 1, y + radius); yy++, n++) sum += tmp[yy * cols + x]!;
      out[y * cols + x] = sum / n;
    }
  }
  return out;
}

/**
 * Whether the page is lit unevenly: its paper's brightness spans a wide range, and changes
 * gradually from cell to cell (a shadow, a photograph's fall-off). A designed page's tinted panel
 * spans a range too, but ends at a sharp edge: that is printed colour, left to tesseract.
 */
function unevenlyLit(maxima: Float32Array, cols: number, rows: number): boolean {
  const sorted = Float32Array.from(maxima).sort();
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))]!;
  const range = at(0.95) - at(0.05);
  if (range < ILLUMINATION_RULES.minRange) return false;
  const jumps: number[] = [];
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const v = maxima[y * cols + x]!;
      if (x > 0) jumps.push(Math.abs(v - maxima[y * cols + x - 1]!));
      if (y > 0) jumps.push(Math.abs(v - maxima[(y - 1) * cols + x]!));
    }
  }
  jumps.sort((a, b) => a - b);
  return jumps[Math.floor(ILLUMINATION_RULES.edgeQuantile * (jumps.length - 1))]! <= range * ILLUMINATION_RULES.maxEdgeShare;
}

/**
 * The image with its paper made evenly white, or the image itself when it is evenly lit. Pure:
 * returns a new buffer when it changes anything.
 */
export function evenIllumination(image: GrayImage): GrayImage {
  const { map, raw, cols, rows } = paperMap(image);
  if (!unevenlyLit(raw, cols, rows)) return image;
  const { data, width, height } = image;
  const { cell } = ILLUMINATION_RULES;
  const out = new Uint8Array(data.length);
  // Bilinear interpolation between cell centres: per column its two cells and weight, per row
  // the map interpolated once across its cells.
  const x0s = new Int32Array(width);
  const x1s = new Int32Array(width);
  const txs = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const fx = Math.min(cols - 1, Math.max(0, (x + 0.5) / cell - 0.5));
    x0s[x] = Math.floor(fx);
    x1s[x] = Math.min(cols - 1, x0s[x]! + 1);
    txs[x] = fx - x0s[x]!;
  }
  const row = new Float32Array(cols);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(rows - 1, Math.max(0, (y + 0.5) / cell - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(rows - 1, y0 + 1);
    const ty = fy - y0;
    for (let c = 0; c < cols; c++) row[c] = map[y0 * cols + c]! * (1 - ty) + map[y1 * cols + c]! * ty;
    const line = y * width;
    for (let x = 0; x < width; x++) {
      const paper = row[x0s[x]!]! * (1 - txs[x]!) + row[x1s[x]!]! * txs[x]!;
      out[line + x] = Math.min(255, Math.round((data[line + x]! * 255) / Math.max(16, paper)));
    }
  }
  return { data: out, width, height };
}
