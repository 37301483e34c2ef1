import { describe, expect, it } from 'vitest';
import { findCutRow } from '../../../src/screen/extract/ocr/ocr-image.ts';

/** A page `height` rows tall, background `paper`, with "text lines" of ink on the given rows. */
function page(height: number, inkRows: (y: number) => boolean, paper = 255) {
  const width = 400;
  const data = new Uint8Array(width * height).fill(paper);
  for (let y = 0; y < height; y++) {
    if (!inkRows(y)) continue;
    // Glyph-like strokes: ink on every third pixel of the line.
    for (let x = 20; x < width - 20; x += 3) data[y * width + x] = 0;
  }
  return { data, width, height };
}

describe('findCutRow (where OCR may read a page as two halves)', () => {
  it('cuts in the blank gap between two lines closest to the middle', () => {
    // Lines of 12 rows every 20 rows: gaps of 8 blank rows.
    const image = page(1000, (y) => y % 20 < 12);
    const cut = findCutRow(image)!;
    expect(cut).toBeGreaterThan(400);
    expect(cut).toBeLessThan(600);
    expect(cut % 20).toBeGreaterThanOrEqual(12);
    expect(Math.abs(cut - 500)).toBeLessThan(20);
  });

  it('finds no cut when ink runs through the whole middle of the page', () => {
    expect(findCutRow(page(1000, (y) => y > 300 && y < 700))).toBeUndefined();
  });

  it('needs a gap of a few rows: one blank row inside a glyph is no gap', () => {
    expect(findCutRow(page(1000, (y) => y % 20 !== 0))).toBeUndefined();
  });

  it('accepts a coloured background and light speckle as blank', () => {
    const image = page(1000, (y) => y % 20 < 12, 200);
    image.data[510 * image.width + 7] = 60; // one speck in a gap row
    const cut = findCutRow(image)!;
    expect(cut % 20).toBeGreaterThanOrEqual(12);
  });
});
