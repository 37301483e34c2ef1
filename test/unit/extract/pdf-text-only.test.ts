/**
 * Documents opened text-only (pdfjs-runtime.ts: fonts not converted for drawing) give the same
 * text items as documents opened in full, for standard fonts and for an embedded TrueType font
 * (with and without a ToUnicode map), and leave nothing behind once destroyed.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { loadPdfjs } from '../../../src/screen/extract/pdf/pdfjs-runtime.ts';
import { cvPdf } from './pdf-fixtures.ts';

const require = createRequire(import.meta.url);
const FONTS = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');

/** A CV set in an embedded (subset) TrueType font, with accents; pdfkit writes a ToUnicode map. */
function embeddedFontPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 0 });
    const parts: Buffer[] = [];
    doc.on('data', (d: Buffer) => parts.push(d));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    doc.font(join(FONTS, 'LiberationSans-Bold.ttf')).fontSize(20).text('Zoë Müller-Šimić', 50, 50);
    doc.font(join(FONTS, 'LiberationSans-Regular.ttf')).fontSize(11).text('Ingénieure logiciel — Zürich, 2019 – présent', 50, 90);
    doc.text('zoe.muller@example.org · +41 44 000 00 00', 50, 110);
    doc.end();
  });
}

async function items(bytes: Uint8Array, textOnly: boolean) {
  const runtime = await loadPdfjs();
  const pdf = await runtime.openDocument(new Uint8Array(bytes), { textOnly }).promise;
  try {
    const out: unknown[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const style = content.styles[item.fontName] as { vitaeFontName?: string };
        out.push({ str: item.str, transform: item.transform, width: item.width, height: item.height, font: style?.vitaeFontName });
      }
    }
    return out;
  } finally {
    await pdf.destroy();
  }
}

describe('PDF documents opened for their text only', () => {
  it('is available for the installed pdf.js (the worker patches apply)', async () => {
    expect((await loadPdfjs()).textOnlyFonts).toBe(true);
  });

  it('loads pdf.js from copies without a dynamic import (cheap for the tsx loader)', async () => {
    const runtime = await loadPdfjs();
    expect(runtime.mainPatched).toBe(true);
    expect(typeof (globalThis as { vitaePdfjsImport?: unknown }).vitaePdfjsImport).toBe('function');
  });

  it('reads the same text items as a full opening: standard fonts', async () => {
    const pdf = new Uint8Array(await cvPdf({ pages: 2 }));
    const full = await items(pdf, false);
    expect(full.length).toBeGreaterThan(10);
    expect(await items(pdf, true)).toEqual(full);
  });

  it('reads the same text items as a full opening: an embedded TrueType font', async () => {
    const pdf = new Uint8Array(await embeddedFontPdf());
    const full = await items(pdf, false);
    expect(full.map((i) => (i as { str: string }).str).join(' ')).toContain('Zoë Müller-Šimić');
    expect(await items(pdf, true)).toEqual(full);
  });

  it('forgets the document once destroyed', async () => {
    await items(new Uint8Array(await cvPdf()), true);
    expect((globalThis as { vitaeTextOnlyDocs?: Set<string> }).vitaeTextOnlyDocs?.size ?? 0).toBe(0);
  });
});

describe('PDF image presence, read from the bytes before the image step loads', () => {
  it('tells a PDF with images from one without', async () => {
    const { holdsImages } = await import('../../../src/screen/extract/pdf/pdf-image-presence.ts');
    expect(holdsImages(new Uint8Array(await cvPdf()))).toBe(false);
    expect(holdsImages(new Uint8Array(await cvPdf({ images: true })))).toBe(true);
  });
});
