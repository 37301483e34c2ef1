/**
 * Photographed pages: a shadow across the paper is evened out before OCR, so tesseract's global
 * threshold does not turn the shaded part black; evenly lit pages and designed pages with a
 * printed panel are left as they are.
 */
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { evenIllumination } from '../../../src/screen/extract/ocr/illumination.ts';
import { shutdownOcr } from '../../../src/screen/extract/ocr/ocr-engine.ts';
import { CV_IMAGE_LINES, characterErrorRate, cvPageImage } from './image-fixtures.ts';

afterAll(shutdownOcr);
const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };

/** A grey page: paper `paper(x, y)` with dark 'text' bars every 40 rows in the left 70 %. */
function page(width: number, height: number, paper: (x: number, y: number) => number, ink = 30) {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const text = y % 40 >= 14 && y % 40 < 24 && x > width * 0.1 && x < width * 0.7 && x % 9 < 5;
      data[y * width + x] = text ? Math.min(ink, paper(x, y)) : paper(x, y);
    }
  }
  return { data, width, height };
}

/** A phone photo's fall-off: dark in the top-left corner, bright at the bottom right. */
const shadow = (width: number, height: number) => (x: number, y: number) => Math.round(70 + 120 * ((x / width + y / height) / 2));

describe('even illumination', () => {
  it('makes shaded paper white and keeps text dark', () => {
    const image = page(800, 1100, shadow(800, 1100));
    const out = evenIllumination(image);
    expect(out).not.toBe(image);
    // Paper near the dark corner and in the bright one, text in the dark corner.
    const at = (x: number, y: number) => out.data[y * out.width + x]!;
    expect(at(40, 45)).toBeGreaterThan(220);
    expect(at(760, 1060)).toBeGreaterThan(220);
    const textPixel = [...Array(40).keys()].map((k) => at(100 + k, 60)).reduce((a, b) => Math.min(a, b));
    expect(textPixel).toBeLessThan(120);
  });

  it('leaves an evenly lit page untouched', () => {
    const image = page(800, 1100, () => 250);
    expect(evenIllumination(image)).toBe(image);
  });

  it('leaves a designed page with a dark printed panel untouched', () => {
    // A navy sidebar (sharp edge) on white paper: printed colour, not a shadow.
    const image = page(800, 1100, (x) => (x < 240 ? 45 : 255), 200);
    expect(evenIllumination(image)).toBe(image);
  });

  it('reads a CV photographed with a shadow across it', { timeout: 120_000 }, async () => {
    const clean = await cvPageImage('png');
    const { loadImage } = await import('@napi-rs/canvas');
    const picture = await loadImage(clean);
    const canvas = createCanvas(picture.width, picture.height);
    const g = canvas.getContext('2d');
    g.drawImage(picture, 0, 0);
    // Multiply by a gradient from dark grey (top left) to light grey, as a phone's shadow does.
    const gradient = g.createLinearGradient(0, 0, picture.width, picture.height);
    gradient.addColorStop(0, '#3c3c3c');
    gradient.addColorStop(0.5, '#8c8c8c');
    gradient.addColorStop(1, '#c8c8c8');
    g.globalCompositeOperation = 'multiply';
    g.fillStyle = gradient;
    g.fillRect(0, 0, picture.width, picture.height);
    const doc = await extractDocument(await canvas.encode('jpeg', 85), { limits });
    const text = doc.pages.flatMap((p) => [...p.lines].sort((a, b) => a.y - b.y || a.x - b.x)).map((l) => l.text).join('\n');
    const truth = CV_IMAGE_LINES.map((l) => l.text).join('\n');
    expect(characterErrorRate(truth, text), text).toBeLessThan(0.05);
    expect(text).toContain('giulia.ferrante@example.it');
  });
});
