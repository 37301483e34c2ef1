/**
 * The PDFium text engine (VITAE_PDF_ENGINE=pdfium) gives the Documents pdf.js gives, on PDFs the
 * tests draw: runs (text, box, font size, font name, bold, italic), page sizes, links; the same
 * refusals (password, text-extraction ban, damaged file); and the same profile for a CV.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { degrees, PDFDocument as PDFLibDocument } from 'pdf-lib';
import PDFDocument from 'pdfkit';
import { describe, expect, it, vi } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { type Document, ExtractionError } from '../../../src/screen/extract/document.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import type { PdfEngine } from '../../../src/screen/extract/extract-context.ts';
import { PdfiumDocument, viewportTransform, webUrl } from '../../../src/screen/extract/pdf/pdfium-document.ts';
import { accentGlyphPdf, cvPdf } from './pdf-fixtures.ts';

const require = createRequire(import.meta.url);
const FONTS = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
const limits = { maxPages: 5, maxPixels: 4e7, maxDocxUnzippedBytes: 1e8 };

function draw(fn: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 0, ...options });
    const parts: Buffer[] = [];
    doc.on('data', (d: Buffer) => parts.push(d));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    fn(doc);
    doc.end();
  });
}

/** A German CV in an embedded TrueType font: accents, a letter-spaced heading, two columns, links. */
function germanCv(): Promise<Buffer> {
  return draw((doc) => {
    doc.font(join(FONTS, 'LiberationSans-Bold.ttf')).fontSize(22).text('Jürgen Weiß', 50, 50);
    doc.font(join(FONTS, 'LiberationSans-Regular.ttf')).fontSize(10).text('Softwareentwickler · München', 50, 80);
    doc.fontSize(12).text('BERUFSERFAHRUNG', 50, 130, { characterSpacing: 1.2 });
    doc.fontSize(10).text('Entwickler bei Bergwerk AG', 50, 150).text('03/2018 – heute', 400, 150);
    doc.text('juergen.weiss@example.de', 50, 180).link(50, 180, 120, 12, 'mailto:juergen.weiss@example.de');
    doc.text('Profil', 300, 180).link(300, 180, 30, 12, 'www.example.de/juergen');
    doc.font('Times-Italic').fontSize(9).text('Referenzen auf Anfrage', 50, 220);
  });
}

/** A Spanish CV in the standard fonts over two pages, a link annotation and a hyphenated line. */
function spanishCv(): Promise<Buffer> {
  return draw((doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('María José Núñez', 50, 50);
    doc.font('Helvetica').fontSize(10).text('Ingeniera de datos, Sevilla', 50, 78);
    doc.text('Perfil en LinkedIn', 50, 100).link(50, 100, 90, 12, 'https://www.linkedin.com/in/maria-jose-nunez-0000');
    doc.font('Helvetica-Bold').fontSize(13).text('EXPERIENCIA', 50, 140);
    doc.font('Helvetica').fontSize(10).text('Analista de datos en Olivares S.L. (2019 - actualidad), responsable de infra-', 50, 160);
    doc.text('estructura y de los informes trimestrales.', 50, 172);
    doc.addPage();
    doc.font('Helvetica-BoldOblique').fontSize(13).text('FORMACIÓN', 50, 50);
    doc.font('Helvetica').fontSize(10).text('Grado en Matemáticas, Universidad de Sevilla, 2017', 50, 70);
  });
}

async function extract(bytes: Uint8Array, pdfEngine: PdfEngine): Promise<Document> {
  return extractDocument(bytes, { limits, ocr: false, pdfEngine });
}

/** What the layout reads of a Document: pages, their runs and links (not timings or warnings). */
function model(doc: Document) {
  return doc.pages.map((p) => ({ number: p.number, width: p.width, height: p.height, lines: p.lines, links: p.links ?? [], images: p.images }));
}

/**
 * The two engines' Documents alike: the same pages, runs (text, font, size, bold, italic) and
 * links, their boxes within half a point (PDFium places glyphs with the font's widths rounded to
 * whole thousandths of an em; pdf.js keeps the fractions).
 */
function expectSameDocument(b: Document, a: Document): void {
  const boxes = (d: Document) => d.pages.flatMap((p) => [...p.lines, ...(p.links ?? [])].map((r) => [r.x, r.y, r.w, r.h]));
  const rest = (d: Document) =>
    model(d).map((p) => ({ ...p, lines: p.lines.map(({ x, y, w, h, ...r }) => r), links: p.links.map(({ x, y, w, h, ...l }) => l) }));
  expect(rest(b)).toEqual(rest(a));
  const [bb, ab] = [boxes(b), boxes(a)];
  for (const [i, box] of ab.entries()) {
    for (const [k, v] of box.entries()) expect(Math.abs(bb[i]![k]! - v)).toBeLessThanOrEqual(0.5);
  }
}

async function failure(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    return err instanceof ExtractionError ? err.code : String(err);
  }
}

describe('the PDFium text engine', () => {
  it('reads the same runs, sizes and links as pdf.js: standard fonts, two pages, a link', async () => {
    const bytes = await spanishCv();
    const [a, b] = [await extract(bytes, 'pdfjs'), await extract(bytes, 'pdfium')];
    expectSameDocument(b, a);
    expect(b.pages[0]!.links).toEqual([expect.objectContaining({ url: 'https://www.linkedin.com/in/maria-jose-nunez-0000' })]);
    expect(b.pages[1]!.lines[0]).toMatchObject({ text: 'FORMACIÓN', bold: true, italic: true });
  });

  it('reads the same runs and links as pdf.js: an embedded font, letter spacing, columns, www links', async () => {
    const bytes = await germanCv();
    const [a, b] = [await extract(bytes, 'pdfjs'), await extract(bytes, 'pdfium')];
    expectSameDocument(b, a);
    expect(b.pages[0]!.links!.map((l) => l.url)).toEqual(['mailto:juergen.weiss@example.de', 'http://www.example.de/juergen']);
    expect(b.pages[0]!.lines.find((r) => r.text === 'Jürgen Weiß')).toMatchObject({ bold: true, fontName: 'LiberationSans-Bold' });
  });

  it('reads the same runs as pdf.js for the two-column test CV and for accents drawn as glyphs', async () => {
    for (const bytes of [
      await cvPdf({ pages: 2 }),
      await accentGlyphPdf([
        { pieces: ['Ra', '´', 'ul Vila'], accentFirst: true },
        { pieces: ['Mu', '¨', 'nchen'], accentFirst: false },
      ]),
    ]) {
      expectSameDocument(await extract(bytes, 'pdfium'), await extract(bytes, 'pdfjs'));
    }
  });

  it('reads marked spans whose ActualText replaces the words drawn as pdf.js does (the glyphs)', async () => {
    const bytes = await draw((doc) => {
      doc.font('Helvetica-Bold').fontSize(18).text('Lena Fischer', 50, 40);
      doc.font('Helvetica').fontSize(10);
      doc.markContent('Span', { actual: 'tel:+4930123456' });
      doc.text('Tel. +49 30 123456', 50, 70, { lineBreak: false });
      doc.endMarkedContent();
      doc.markContent('Span', { actual: 'mailto:lena.fischer@example.de' });
      doc.text('lena.fischer@example.de', 200, 70, { lineBreak: false });
      doc.endMarkedContent();
      doc.text('Berlin', 400, 70, { lineBreak: false });
    });
    const [a, b] = [await extract(bytes, 'pdfjs'), await extract(bytes, 'pdfium')];
    expectSameDocument(b, a);
    expect(b.pages[0]!.lines.map((r) => r.text)).toContain('Tel. +49 30 123456');
    expect(b.meta.timings.links).toBeDefined();
  });

  it('leaves a file whose words hold symbols between letters to pdf.js (codes read through another encoding)', async () => {
    // What PDFium gives for a subset font whose codes only its glyph names explain: "M‰rz", "Gr¸nde".
    const misread = await draw((doc) => {
      doc.font('Helvetica').fontSize(10);
      for (const [i, line] of ['Projektleiter seit M‰rz 2019', 'Gr¸ndung des Teams in K˜ln', 'Schulung der Sch¸ler', 'Ma÷nahmen'].entries()) {
        doc.text(line, 50, 50 + i * 14);
      }
    });
    const byPdfjs = await extract(misread, 'pdfium');
    // pdf.js's pass times its links step; PDFium's does not have one.
    expect(byPdfjs.meta.timings.links).toBeDefined();
    expectSameDocument(byPdfjs, await extract(misread, 'pdfjs'));
    // One such word (an acute for an apostrophe) is no sign of it.
    const once = await draw((doc) => doc.font('Helvetica').fontSize(10).text('Master´s degree in Computer Science, 2018', 50, 50));
    expect((await extract(once, 'pdfium')).meta.timings.links).toBeUndefined();
  });

  it('reads a file with pdf.js when PDFium traps, and loads a fresh PDFium for the next file', async () => {
    const bytes = await spanishCv();
    const trap = vi.spyOn(PdfiumDocument.prototype, 'readPage').mockImplementationOnce(() => {
      throw new WebAssembly.RuntimeError('unreachable');
    });
    try {
      const b = await extract(bytes, 'pdfium');
      expect(b.meta.warnings.some((w) => w.startsWith('PDFium failed'))).toBe(true);
      expectSameDocument(b, await extract(bytes, 'pdfjs'));
    } finally {
      trap.mockRestore();
    }
    const next = await extract(bytes, 'pdfium');
    expect(next.meta.timings.links).toBeUndefined();
    expect(next.pages[0]!.lines[0]!.text).toBe('María José Núñez');
  });

  it('gives the same profile as pdf.js for a CV', async () => {
    const bytes = await spanishCv();
    const profileOf = async (engine: PdfEngine) => {
      const profile = runEngine(await extract(bytes, engine), { referenceDate: new Date(Date.UTC(2025, 5, 15)) });
      return { ...profile, meta: undefined };
    };
    expect(await profileOf('pdfium')).toEqual(await profileOf('pdfjs'));
  });

  it('refuses what pdf.js refuses: a password, a ban on extracting text, a damaged file', async () => {
    expect(await failure(extract(await cvPdf({ userPassword: 'secret', ownerPassword: 'owner' }), 'pdfium'))).toBe('encrypted_pdf');
    const banned = await cvPdf({ ownerPassword: 'owner', permissions: { copying: false, contentAccessibility: false } });
    expect(await failure(extract(banned, 'pdfium'))).toBe('encrypted_pdf');
    const allowed = await cvPdf({ ownerPassword: 'owner', permissions: { copying: true } });
    expect((await extract(allowed, 'pdfium')).pages[0]!.lines.length).toBeGreaterThan(0);
    const good = await cvPdf();
    expect(await failure(extract(Buffer.concat([good.subarray(0, 20), Buffer.alloc(2000, 0x41)]), 'pdfium'))).toBe('unreadable_file');
  });

  it('reads link URIs as pdf.js does', () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    expect(webUrl(bytes('https://github.com/someone'))).toBe('https://github.com/someone');
    expect(webUrl(bytes('www.example.org/x'))).toBe('http://www.example.org/x');
    expect(webUrl(bytes('https://example.org'))).toBe('https://example.org/');
    expect(webUrl(bytes('javascript:alert(1)'))).toBeUndefined();
    expect(webUrl(bytes('example.org'))).toBeUndefined();
  });

  it('places rotated and cropped pages as pdf.js does', async () => {
    for (const rotation of [90, 180, 270]) {
      const doc = await PDFLibDocument.load(await spanishCv());
      for (const page of doc.getPages()) {
        page.setRotation(degrees(rotation));
        page.setCropBox(20, 30, 540, 780);
      }
      const bytes = await doc.save();
      const [a, b] = [await extract(bytes, 'pdfjs'), await extract(bytes, 'pdfium')];
      expectSameDocument(b, a);
      expect(b.pages[0]!.width).toBe(rotation === 180 ? 540 : 780);
    }
  });

  it('computes pdf.js viewport transforms', () => {
    const view = [0, 0, 595, 842];
    expect(viewportTransform(view, 0)).toEqual([1, 0, 0, -1, 0, 842]);
    expect(viewportTransform(view, 90)).toEqual([0, 1, 1, 0, 0, 0]);
    expect(viewportTransform(view, 180)).toEqual([-1, 0, 0, 1, 595, 0]);
    expect(viewportTransform(view, 270)).toEqual([0, -1, -1, 0, 842, 595]);
  });
});
