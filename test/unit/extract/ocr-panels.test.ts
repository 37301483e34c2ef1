/**
 * A designed page with a coloured panel beside its main column is read in parts: the panel's
 * edge is found from the backgrounds (panels.ts), and each part is read alone, so lines of the
 * two columns at different heights are no longer merged or dropped.
 */
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { recognize, shutdownOcr } from '../../../src/screen/extract/ocr/ocr-engine.ts';
import { prepareOcrInput } from '../../../src/screen/extract/ocr/ocr-image.ts';
import { findPanels } from '../../../src/screen/extract/ocr/panels.ts';
import type { GrayImage } from '../../../src/screen/extract/ocr/stroke-weight.ts';

afterAll(shutdownOcr);

const W = 1240;
const H = 1754;

interface PageSpec {
  /** Panel colour, or none. */
  panel?: string;
  panelWidth?: number;
  /** Text colour inside the panel. */
  panelInk?: string;
  /** A full-width band across the top, over the panel. */
  header?: string;
  /** How far the panel's lines sit below the main column's (px). */
  offset?: number;
}

/** Sidebar (contact, skills, languages) and main column (name, jobs), in Italian. */
function page(spec: PageSpec): Buffer {
  const c = createCanvas(W, H);
  const g = c.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, W, H);
  const panelWidth = spec.panelWidth ?? 400;
  const headerHeight = spec.header ? 220 : 0;
  if (spec.panel) {
    g.fillStyle = spec.panel;
    g.fillRect(0, headerHeight, panelWidth, H - headerHeight);
  }
  if (spec.header) {
    g.fillStyle = spec.header;
    g.fillRect(0, 0, W, headerHeight);
  }
  const write = (x: number, y: number, text: string, size: number, ink: string, bold = false) => {
    g.fillStyle = ink;
    g.font = `${bold ? 'bold ' : ''}${size}px DejaVu Sans`;
    g.fillText(text, x, y);
  };
  let y = headerHeight + 90 + (spec.offset ?? 0);
  const side = (text: string, size = 22, bold = false) => {
    write(40, y, text, size, spec.panelInk ?? '#222222', bold);
    y += size * 1.6;
  };
  side('CONTATTI', 26, true);
  side('marta.rossi@example.it');
  side('+39 347 123 4567');
  side('Via Roma 12, Milano');
  y += 30;
  side('COMPETENZE', 26, true);
  side('Excel avanzato');
  side('Contabilità generale');
  y += 30;
  side('LINGUE', 26, true);
  side('Inglese: C1');
  side('Francese: B2');
  y = spec.header ? 140 : 90;
  const main = (text: string, size = 22, bold = false) => {
    write(panelWidth + 50, y, text, size, '#222222', bold);
    y += size * 1.6;
  };
  main('Marta Rossi', 52, true);
  if (spec.header) y = headerHeight + 90;
  main('ESPERIENZA PROFESSIONALE', 28, true);
  main('Contabile senior', 24, true);
  main('Alfa Servizi S.p.A., Milano', 22);
  main('03/2018 - oggi', 22);
  main('Gestione della contabilità generale e dei bilanci', 20);
  main('Riconciliazioni bancarie mensili', 20);
  y += 20;
  main('Contabile junior', 24, true);
  main('Beta Consulting S.r.l., Monza', 22);
  main('09/2014 - 02/2018', 22);
  main('Registrazione fatture e prima nota', 20);
  return c.toBuffer('image/png');
}

async function gray(png: Buffer): Promise<GrayImage> {
  const { data, info } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

describe('the edge of a coloured panel', () => {
  it('is found for light, tinted and dark panels, on either side of the page', async () => {
    for (const [panel, ink] of [
      ['#eef1f4', '#222222'],
      ['#c9e4e0', '#222222'],
      ['#2b3a4a', '#ffffff'],
    ] as const) {
      const parts = findPanels(await gray(page({ panel, panelInk: ink })));
      expect(parts, panel).toHaveLength(2);
      expect(parts![0]!.width).toBeGreaterThanOrEqual(398);
      expect(parts![0]!.width).toBeLessThanOrEqual(403);
      expect(parts![1]!.left).toBe(parts![0]!.width);
      expect(parts![0]!.height).toBe(H);
    }
    // Mirrored: the panel on the right.
    const image = await gray(page({ panel: '#dde6ee' }));
    const mirrored = new Uint8Array(image.data.length);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) mirrored[y * W + (W - 1 - x)] = image.data[y * W + x]!;
    const parts = findPanels({ data: mirrored, width: W, height: H });
    expect(parts?.[1]?.left).toBeGreaterThanOrEqual(W - 403);
  });

  it('leaves a full-width header band above the panel whole', async () => {
    const parts = findPanels(await gray(page({ panel: '#eef1f4', header: '#2b3a4a' })));
    expect(parts).toHaveLength(3);
    const [left, right, band] = parts!;
    expect(band).toMatchObject({ left: 0, top: 0, width: W });
    expect(band!.height).toBeGreaterThanOrEqual(215);
    expect(band!.height).toBeLessThanOrEqual(225);
    expect(left!.top).toBe(band!.height);
    expect(right!.top).toBe(band!.height);
  });

  it('finds none on a white page, in two columns or one, nor beside a panel with no text', async () => {
    expect(findPanels(await gray(page({})))).toBeUndefined();
    const c = createCanvas(W, H);
    const g = c.getContext('2d');
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, W, H);
    g.fillStyle = '#c9e4e0';
    g.fillRect(0, 0, 60, H);
    g.fillRect(0, 0, 300, H);
    g.fillStyle = '#222222';
    g.font = '22px DejaVu Sans';
    for (let i = 0; i < 20; i++) g.fillText('Contabile senior presso Alfa Servizi, Milano, 2018 - oggi', 360, 100 + i * 60);
    expect(findPanels(await gray(c.toBuffer('image/png')))).toBeUndefined();
  });
});

describe('a page with a panel, read in parts', () => {
  it('reads the panel lines that sit between the main column lines', { timeout: 120_000 }, async () => {
    const png = page({ panel: '#eef1f4', offset: 25 });
    const input = await prepareOcrInput(sharp(png), W);
    expect(input.panels).toHaveLength(2);
    const ocr = await recognize({ bytes: input.pgm, dpi: input.dpi, halves: input.halves, band: input.band, panels: input.panels });
    const text = ocr.lines.map((l) => l.words.map((w) => w.text).join(' '));
    expect(text).toContain('+39 347 123 4567');
    expect(text).toContain('Inglese: C1');
    expect(text).toContain('Contabilità generale');
    expect(text).toContain('Beta Consulting S.r.l., Monza');
    expect(ocr.language).toBe('it');
    // Places on the page: the panel's lines left of its edge, the main column's right of it.
    const phone = ocr.lines.find((l) => l.words[0]!.text === '+39')!;
    expect(phone.words[0]!.x0 * input.scale).toBeLessThan(400);
    const employer = ocr.lines.find((l) => l.words[0]!.text === 'Beta')!;
    expect(employer.words[0]!.x0 * input.scale).toBeGreaterThan(400);
  });
});
