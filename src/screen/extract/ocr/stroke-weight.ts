/**
 * Stroke weight of text in a grayscale image: the mean length of dark horizontal runs inside a
 * box, i.e. how thick vertical strokes are. OCR engines no longer report bold; relative to the
 * page's typical stroke (and to the text's height), this tells headings and names apart.
 */

export interface GrayImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Darker than this (0..255) is ink. Scans are binarized well enough by a fixed midpoint. */
const INK = 128;

export function strokeWidth(image: GrayImage, box: { x0: number; y0: number; x1: number; y1: number }): number {
  const x0 = clamp(Math.floor(box.x0), 0, image.width);
  const x1 = clamp(Math.ceil(box.x1), 0, image.width);
  const y0 = clamp(Math.floor(box.y0), 0, image.height);
  const y1 = clamp(Math.ceil(box.y1), 0, image.height);
  let inkPixels = 0;
  let runs = 0;
  // Every other row is plenty and halves the cost on big scans.
  for (let y = y0; y < y1; y += 2) {
    let inside = false;
    const row = y * image.width;
    for (let x = x0; x < x1; x++) {
      const dark = image.data[row + x]! < INK;
      if (dark) {
        inkPixels++;
        if (!inside) runs++;
      }
      inside = dark;
    }
  }
  return runs === 0 ? 0 : inkPixels / runs;
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}
