/**
 * A name in a large display font above the first line tesseract's layout analysis read is read
 * again from the band above that line (sparse text) and put back on top of the page.
 */
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { type OcrPage, shutdownOcr, withTopBand } from '../../../src/screen/extract/ocr/ocr-engine.ts';
import { prepareOcrInput } from '../../../src/screen/extract/ocr/ocr-image.ts';

afterAll(shutdownOcr);

async function pageWithDisplayName(): Promise<Buffer> {
  const c = createCanvas(1240, 1754);
  const g = c.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, 1240, 1754);
  g.fillStyle = '#777777';
  g.font = 'italic 84px DejaVu Sans';
  g.fillText('Marina Castellano', 300, 190);
  g.fillStyle = '#222222';
  g.font = '26px DejaVu Sans';
  let y = 420;
  for (const t of ['PERFIL', 'Diseñadora con ocho años de experiencia en identidad corporativa.', 'EXPERIENCIA', 'Diseñadora gráfica, Estudio Norte, Valencia, 2019 - 2024']) {
    g.fillText(t, 110, y);
    y += 52;
  }
  return c.encode('png');
}

describe('the band above the first line read', () => {
  it('reads a display name the page reading left out, above the lines it read', { timeout: 120_000 }, async () => {
    const png = await pageWithDisplayName();
    const input = await prepareOcrInput(sharp(png), 1240);
    // What the page reading returned without the name: its first line well below the top.
    const y = 400 / input.scale;
    const page: OcrPage = {
      lines: [{ words: [{ text: 'PERFIL', x0: 170, y0: y - 30, x1: 300, y1: y, confidence: 95 }], rowHeight: 30 }],
      language: 'es',
      passes: ['spa+eng'],
    };
    const out = await withTopBand({ bytes: input.pgm, dpi: input.dpi }, page);
    expect(out.lines.length).toBeGreaterThan(1);
    const first = out.lines[0]!.words.map((w) => w.text).join(' ');
    expect(first).toContain('Castellano');
    expect(out.lines[out.lines.length - 1]).toBe(page.lines[0]);
    expect(out.passes).toContain('spa+eng:top-band');
  });

  it('reads nothing more when the first line read is at the top of the page', { timeout: 120_000 }, async () => {
    const png = await pageWithDisplayName();
    const input = await prepareOcrInput(sharp(png), 1240);
    const page: OcrPage = { lines: [{ words: [{ text: 'Marina', x0: 300, y0: 20, x1: 500, y1: 60, confidence: 95 }], rowHeight: 40 }], language: 'es', passes: ['spa+eng'] };
    expect(await withTopBand({ bytes: input.pgm, dpi: input.dpi }, page)).toBe(page);
  });
});
