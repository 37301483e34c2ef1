/**
 * Files the engine tests write: a PDF drawn with pdfkit, and the extraction + engine run they
 * share (no OCR, a fixed processing date).
 */
import PDFDocument from 'pdfkit';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import type { Document } from '../../../src/screen/extract/document.ts';
import type { Profile } from '../../../src/screen/profile-schema.ts';

export const LIMITS = { maxPages: 5, maxPixels: 4e7, maxDocxUnzippedBytes: 1e8 };
export const REFERENCE = new Date(Date.UTC(2025, 5, 15));

/** An A4 PDF without margins, drawn by `draw`. */
export function pdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

export async function extractAndRun(bytes: Uint8Array): Promise<{ document: Document; profile: Profile }> {
  const document = await extractDocument(bytes, { limits: LIMITS, ocr: false });
  return { document, profile: runEngine(document, { referenceDate: REFERENCE }) };
}
