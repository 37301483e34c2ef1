/**
 * Broken and hostile DOC, RTF, ODT and HTML files: each fails with a stable code (or, for
 * forgiving HTML, reads what is there), never a crash, a hang or a raw library error.
 */
import { describe, expect, it } from 'vitest';
import { ExtractionError, type SourceFormat } from '../../../src/screen/extract/document.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { cvDoc, cvHtml, cvOdt, cvRtf, odtPackage } from '../../support/cv-fixtures.ts';
import { docWithLoopingChain } from '../../support/hostile-files.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };

async function failure(bytes: Uint8Array, format?: SourceFormat, extra: Partial<typeof limits> & { maxTextChars?: number } = {}): Promise<{ code: string; message: string }> {
  try {
    await extractDocument(bytes, { limits: { ...limits, ...extra }, ocr: false, format });
  } catch (err) {
    if (err instanceof ExtractionError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error('extraction did not fail');
}

describe('DOC failures', () => {
  it('reports a truncated file, a looping sector chain and junk after the header as unreadable', async () => {
    const doc = cvDoc();
    expect(await failure(doc.subarray(0, Math.floor(doc.length / 2)), 'doc')).toMatchObject({ code: 'unreadable_file', message: expect.stringMatching(/DOC file is damaged/) });
    expect(await failure(docWithLoopingChain(doc), 'doc')).toMatchObject({ code: 'unreadable_file', message: expect.stringMatching(/loops/) });
    expect((await failure(Buffer.concat([doc.subarray(0, 512), Buffer.alloc(4096, 0x41)]), 'doc')).code).toBe('unreadable_file');
  });

  it('refuses a password-protected document and a Word 95 one by their FIB', async () => {
    const doc = Buffer.from(cvDoc());
    // The WordDocument stream starts at the first sector after the header in this layout.
    const fib = doc.indexOf(Buffer.from([0xec, 0xa5, 0xc1, 0x00]));
    expect(fib).toBeGreaterThan(0);
    const encrypted = Buffer.from(doc);
    encrypted.writeUInt16LE(encrypted.readUInt16LE(fib + 0x0a) | 0x0100, fib + 0x0a);
    expect(await failure(encrypted, 'doc')).toMatchObject({ code: 'unreadable_file', message: expect.stringMatching(/password/) });
    const word95 = Buffer.from(doc);
    word95.writeUInt16LE(0x0065, fib + 2);
    expect(await failure(word95, 'doc')).toMatchObject({ code: 'unreadable_file', message: expect.stringMatching(/Word 6\/95/) });
  });
});

describe('RTF failures', () => {
  it('reports truncation, refuses extreme nesting and a text dump, and a file without text', async () => {
    const rtf = cvRtf();
    expect(await failure(rtf.subarray(0, Math.floor(rtf.length / 2)))).toMatchObject({ code: 'unreadable_file', message: expect.stringMatching(/truncated/) });
    expect((await failure(Buffer.from(`{\\rtf1 ${'{'.repeat(100_000)}x${'}'.repeat(100_000)}}`))).code).toBe('file_too_complex');
    expect((await failure(Buffer.from(`{\\rtf1 ${'word '.repeat(30_000)}}`), undefined, { maxTextChars: 100_000 })).code).toBe('file_too_complex');
    expect((await failure(Buffer.from('{\\rtf1{\\fonttbl{\\f0 Arial;}}{\\pict 0123}\\par}'))).code).toBe('no_text_found');
  });
});

describe('ODT failures', () => {
  it('stops a zip bomb at the decompression limit, and reports DOCTYPEs, truncation and a missing content part', async () => {
    const bomb = odtPackage({ 'content.xml': Buffer.concat([Buffer.from('<office:document-content><office:body><office:text><text:p>Anna</text:p>'), Buffer.alloc(24 << 20, 0x20), Buffer.from('</office:text></office:body></office:document-content>')]) });
    expect(bomb.length).toBeLessThan(200_000);
    expect((await failure(bomb)).code).toBe('file_too_complex');
    const entity = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa">]><office:document-content><office:body><office:text><text:p>&a;</text:p></office:text></office:body></office:document-content>';
    expect((await failure(odtPackage({ 'content.xml': entity }))).code).toBe('unreadable_file');
    const odt = cvOdt();
    expect((await failure(odt.subarray(0, Math.floor(odt.length / 2)), 'odt')).code).toBe('unreadable_file');
    expect((await failure(odtPackage({ 'styles.xml': '<office:document-styles/>' }), 'odt')).code).toBe('unreadable_file');
    expect((await failure(odtPackage({ 'content.xml': '<office:document-content><office:body><office:text/></office:body></office:document-content>' }))).code).toBe('no_text_found');
  });
});

describe('HTML failures', () => {
  it('reports a page without text, refuses a text dump and extreme nesting, and reads 300 nested tables', async () => {
    expect((await failure(Buffer.from('<html><head><title>Anna Rossi</title><script>var cv = "Anna";</script></head><body><img src="x.png"></body></html>'))).code).toBe('no_text_found');
    expect((await failure(Buffer.from(`<html><body><p>${'word '.repeat(30_000)}</p></body></html>`), undefined, { maxTextChars: 100_000 })).code).toBe('file_too_complex');
    const nested = (n: number) => Buffer.from(`<html><body>${'<table><tr><td>'.repeat(n)}Anna Rossi${'</td></tr></table>'.repeat(n)}</body></html>`);
    const started = performance.now();
    expect((await failure(nested(20_000))).code).toBe('file_too_complex');
    expect(performance.now() - started).toBeLessThan(2000);
    const doc = await extractDocument(nested(300), { limits, ocr: false });
    expect(doc.pages[0]!.lines.map((l) => l.text)).toEqual(['Anna Rossi']);
  });

  it('reads a page cut in the middle of a tag up to the cut (HTML is read forgivingly)', async () => {
    const html = cvHtml();
    const cut = html.subarray(0, html.indexOf('<h2>Education</h2>') + 6);
    const doc = await extractDocument(cut, { limits, ocr: false });
    const text = doc.pages[0]!.lines.map((l) => l.text).join('\n');
    expect(text).toContain('Led a team of five engineers');
    expect(text).not.toContain('Politecnico');
  });
});
