import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { type Document, ExtractionError } from '../../../src/screen/extract/document.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { shutdownOcr } from '../../../src/screen/extract/ocr/ocr-engine.ts';
import { CV_IMAGE_LINES, characterErrorRate, cvPageImage } from './image-fixtures.ts';
import { mixedPdf, scannedPdf } from './pdf-fixtures.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };
const OCR_TIMEOUT = 120_000;

afterAll(shutdownOcr);

/** Runs in reading order (top to bottom, then left to right), one text line each. */
function readingText(doc: Document): string {
  return doc.pages
    .flatMap((p) => [...p.lines].sort((a, b) => a.y - b.y || a.x - b.x))
    .map((l) => l.text)
    .join('\n');
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

/** The JPEG page and its extraction, made once for the two tests that read it (a full-page OCR is seconds of CPU). */
let jpeg: Promise<{ bytes: Buffer; doc: Document }> | undefined;
const jpegPage = () => {
  jpeg ??= cvPageImage('jpeg').then(async (bytes) => ({ bytes, doc: await extractDocument(bytes, { limits }) }));
  return jpeg;
};

describe('OCR of a CV image', () => {
  it(
    'recovers the text of a one-page CV with a character error rate under 3 %',
    async () => {
      const doc = await extractDocument(await cvPageImage('png'), { limits });
      const truth = CV_IMAGE_LINES.map((l) => l.text).join('\n');
      const cer = characterErrorRate(truth, readingText(doc));
      expect(cer, readingText(doc)).toBeLessThan(0.03);
      expect(doc.format).toBe('png');
      expect(doc.source).toBe('ocr');
      expect(doc.meta.ocrUsed).toBe(true);
      // The text is Italian: the second pass reads it with Italian, accents included.
      expect(doc.meta.language).toBe('it');
      expect(readingText(doc)).toContain('Società');
    },
    OCR_TIMEOUT,
  );

  it(
    'gives lines their position, size, confidence and weight in image pixels',
    async () => {
      const { doc } = await jpegPage();
      const page = doc.pages[0]!;
      expect([page.width, page.height]).toEqual([1240, 1754]);
      const name = page.lines.find((l) => l.text.includes('Ferrante'))!;
      const email = page.lines.find((l) => l.text.includes('example.it'))!;
      expect(name.x).toBeGreaterThan(100);
      expect(name.x).toBeLessThan(125);
      expect(name.y).toBeLessThan(email.y);
      expect(name.fontSize).toBeGreaterThan(email.fontSize * 1.4);
      expect(name.confidence).toBeGreaterThan(0.8);
      expect(name.bold).toBe(true);
      expect(email.bold).toBe(false);
      const heading = page.lines.find((l) => l.text.includes('ISTRUZIONE'))!;
      expect(heading.bold).toBe(true);
      const body = page.lines.find((l) => l.text.includes('Laurea magistrale'))!;
      expect(body.bold).toBe(false);
    },
    OCR_TIMEOUT,
  );

  it(
    'keeps the picture itself as the page image',
    async () => {
      const { bytes, doc } = await jpegPage();
      expect(doc.images).toHaveLength(1);
      const image = doc.images[0]!;
      expect(image).toMatchObject({ mediaType: 'image/jpeg', width: 1240, height: 1754, isPageImage: true });
      expect(Buffer.from(image.bytes).equals(bytes)).toBe(true);
      expect(doc.pages[0]!.images).toEqual([{ ref: image.ref, x: 0, y: 0, w: 1240, h: 1754 }]);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads a scanned PDF page through rendering and OCR',
    async () => {
      const doc = await extractDocument(await scannedPdf(await cvPageImage('png')), { limits });
      expect(doc.source).toBe('ocr');
      expect(doc.meta.ocrUsed).toBe(true);
      const text = readingText(doc);
      expect(text).toContain('Giulia Ferrante');
      expect(text).toContain('Kubernetes');
      const name = doc.pages[0]!.lines.find((l) => l.text.includes('Ferrante'))!;
      // Back in PDF points: 110 px at 150 dpi on a 595 pt wide page is about 53 pt.
      expect(name.x).toBeGreaterThan(45);
      expect(name.x).toBeLessThan(60);
      expect(doc.images.some((i) => i.isPageImage)).toBe(true);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads a PDF with a typed page and a scanned page as mixed',
    async () => {
      const doc = await extractDocument(await mixedPdf(await cvPageImage('png')), { limits });
      expect(doc.source).toBe('mixed');
      expect(doc.pages[0]!.lines.map((l) => l.text).join(' ')).toContain('Cover letter typed on page one');
      expect(doc.pages[0]!.lines.every((l) => l.confidence === undefined)).toBe(true);
      expect(doc.pages[1]!.lines.map((l) => l.text).join(' ')).toContain('Giulia Ferrante');
      expect(doc.pages[1]!.lines.every((l) => l.confidence !== undefined)).toBe(true);
    },
    OCR_TIMEOUT,
  );
});

describe('image failures', () => {
  it('refuses an image over the pixel limit before decoding it', async () => {
    const code = await failure(extractDocument(await cvPageImage('png'), { limits: { ...limits, maxPixels: 1_000_000 } }));
    expect(code).toBe('too_many_pixels');
  });

  it('reports a truncated PNG as unreadable', async () => {
    const png = await cvPageImage('png');
    expect(await failure(extractDocument(png.subarray(0, Math.floor(png.length / 3)), { limits }))).toBe('unreadable_file');
  });

  it(
    'reports an image without text',
    async () => {
      const blank = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer();
      expect(await failure(extractDocument(blank, { limits }))).toBe('no_text_found');
    },
    OCR_TIMEOUT,
  );
});
