import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type Document, ExtractionError, type TextRun } from '../../../src/screen/extract/document.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { accentGlyphPdf, cvPdf, LEFT_COLUMN, photoJpeg, RIGHT_COLUMN, shapesOnlyPdf } from './pdf-fixtures.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 50 << 20 };

function run(doc: Document, text: string): TextRun {
  const found = doc.pages.flatMap((p) => p.lines).find((l) => l.text.includes(text));
  if (!found) throw new Error(`no run with "${text}" in ${JSON.stringify(doc.pages[0]?.lines.map((l) => l.text))}`);
  return found;
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ExtractionError) return err.code;
    throw err;
  }
  throw new Error('extraction did not fail');
}

describe('PDF text layer', () => {
  it('gives every run its text, top-left position, size, font and weight', async () => {
    const doc = await extractDocument(await cvPdf(), { limits });
    expect(doc.format).toBe('pdf');
    expect(doc.source).toBe('text');
    expect(doc.meta.ocrUsed).toBe(false);
    expect(doc.meta.pageCount).toBe(1);
    const page = doc.pages[0]!;
    expect(page.width).toBeCloseTo(595.28, 1);
    expect(page.height).toBeCloseTo(841.89, 1);

    const name = run(doc, 'Anna Berg');
    expect(name.bold).toBe(true);
    expect(name.fontSize).toBeCloseTo(24, 0);
    expect(name.fontName).toMatch(/Helvetica-Bold/);
    expect(name.x).toBeCloseTo(50, 0);
    // pdfkit's y (50) is the top of the line box; ours is baseline − size, a little above it.
    expect(name.y).toBeGreaterThan(40);
    expect(name.y).toBeLessThan(50);
    expect(name.y + name.h).toBeCloseTo(50 + 24 * 0.718, 0);
    expect(name.w).toBeGreaterThan(80);

    const title = run(doc, 'Senior Software Engineer');
    expect(title.bold).toBe(false);
    expect(title.italic).toBe(true);
    expect(title.y).toBeGreaterThan(name.y);

    expect(run(doc, 'github.com/annaberg').fontName).toMatch(/Courier/);
    expect(run(doc, 'EXPERIENCE').fontName).toMatch(/Times-Bold/);
    expect(run(doc, 'EXPERIENCE').bold).toBe(true);
  });

  it('keeps two columns apart by x and in order by y', async () => {
    const doc = await extractDocument(await cvPdf(), { limits });
    const left = LEFT_COLUMN.map((t) => run(doc, t));
    const right = RIGHT_COLUMN.map((t) => run(doc, t));
    for (const r of left) expect(r.x).toBeLessThan(100);
    for (const r of right) expect(r.x).toBeGreaterThan(250);
    for (let i = 1; i < left.length; i++) expect(left[i]!.y).toBeGreaterThan(left[i - 1]!.y);
    expect(Math.abs(left[0]!.y - right[0]!.y)).toBeLessThan(1);
  });

  it('records timings of its steps', async () => {
    const doc = await extractDocument(await cvPdf({ pages: 2 }), { limits });
    expect(doc.pages).toHaveLength(2);
    expect(doc.meta.timings.text).toBeGreaterThan(0);
    expect(doc.meta.timings.total).toBeGreaterThanOrEqual(doc.meta.timings.text!);
  });
});

describe('PDF failures', () => {
  it('refuses more pages than the limit', async () => {
    expect(await failure(extractDocument(await cvPdf({ pages: 3 }), { limits: { ...limits, maxPages: 2 } }))).toBe('too_many_pages');
  });

  it('reports a corrupt PDF as unreadable', async () => {
    const good = await cvPdf();
    const corrupt = Buffer.concat([good.subarray(0, 20), Buffer.alloc(2000, 0x41)]);
    expect(await failure(extractDocument(corrupt, { limits }))).toBe('unreadable_file');
    expect(await failure(extractDocument(Buffer.from('%PDF-1.7\n%%EOF\n'), { limits, format: 'pdf' }))).toBe('unreadable_file');
  });

  it('refuses a PDF that needs a password', async () => {
    const locked = await cvPdf({ userPassword: 'secret', ownerPassword: 'owner' });
    expect(await failure(extractDocument(locked, { limits }))).toBe('encrypted_pdf');
  });

  it('reads a PDF encrypted with an owner password only', async () => {
    const doc = await extractDocument(await cvPdf({ ownerPassword: 'owner', permissions: { copying: true, printing: 'highResolution' } }), {
      limits,
    });
    expect(run(doc, 'Anna Berg').bold).toBe(true);
  });

  it('refuses an owner-password PDF that forbids extracting text', async () => {
    const locked = await cvPdf({ ownerPassword: 'owner', permissions: { copying: false, contentAccessibility: false } });
    expect(await failure(extractDocument(locked, { limits }))).toBe('encrypted_pdf');
  });

  it('reports no text when a page has neither text nor OCR to fall back on', async () => {
    expect(await failure(extractDocument(await shapesOnlyPdf(), { limits, ocr: false }))).toBe('no_text_found');
  });
});

describe('PDF accents drawn as glyphs of their own', () => {
  it('joins each accent to the letter it is set over, drawn before or after it', async () => {
    const pdf = await accentGlyphPdf([
      { pieces: ['Ra', '´', 'ul Vila'], accentFirst: true },
      { pieces: ['Forma', '¸', 'cao'], accentFirst: true },
      { pieces: ['Kr', '¨', 'uger'], accentFirst: true },
      { pieces: ['Mu', '¨', 'nchen'], accentFirst: false },
      { pieces: ['Portugue', 'ˆ', 's'], accentFirst: false },
    ]);
    const doc = await extractDocument(pdf, { limits, ocr: false });
    const byLine = new Map<number, TextRun[]>();
    for (const r of doc.pages[0]!.lines) byLine.set(Math.round(r.y + r.h), [...(byLine.get(Math.round(r.y + r.h)) ?? []), r]);
    const lines = [...byLine.values()].map((runs) => runs.sort((a, b) => a.x - b.x).map((r) => r.text).join(''));
    expect(lines).toEqual(['Raúl Vila', 'Formaçao', 'Krüger', 'München', 'Português']);
    expect(doc.pages[0]!.lines.map((r) => r.text).join(' ')).not.toMatch(/[´¸¨ˆ]/u);
  });
});

describe('PDF embedded images', () => {
  it('keeps the JPEG photo byte for byte and the PNG logo, with where they are drawn; skips the icon', async () => {
    const doc = await extractDocument(await cvPdf({ images: true }), { limits });
    expect(doc.images).toHaveLength(2);
    const photo = doc.images.find((i) => i.mediaType === 'image/jpeg')!;
    expect(Buffer.from(photo.bytes).equals(await photoJpeg())).toBe(true);
    expect([photo.width, photo.height]).toEqual([240, 300]);
    const logo = doc.images.find((i) => i.mediaType === 'image/png')!;
    const decoded = await sharp(logo.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([decoded.info.width, decoded.info.height]).toEqual([120, 60]);
    // The logo's colour survives decoding (Flate + PNG predictor → pixels → PNG).
    expect([...decoded.data.subarray(0, 3)]).toEqual([20, 90, 200]);

    const placed = doc.pages[0]!.images;
    const photoBox = placed.find((p) => p.ref === photo.ref)!;
    expect(photoBox.x).toBeCloseTo(460, 0);
    expect(photoBox.y).toBeCloseTo(40, 0);
    expect(photoBox.w).toBeCloseTo(90, 0);
    expect(photoBox.h).toBeCloseTo(112, 0);
    const logoBox = placed.find((p) => p.ref === logo.ref)!;
    expect(logoBox).toMatchObject({ x: 330, y: 50, w: 80, h: 40 });
    expect(placed).toHaveLength(2);
  });

  it('bounds the number of images kept, largest first', async () => {
    const doc = await extractDocument(await cvPdf({ images: true }), { limits, maxImages: 1 });
    expect(doc.images.map((i) => i.mediaType)).toEqual(['image/jpeg']);
    expect(doc.meta.warnings.join(' ')).toMatch(/largest images/);
  });
});
