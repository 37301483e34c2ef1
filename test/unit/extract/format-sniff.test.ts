import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';
import iconv from 'iconv-lite';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ExtractionError } from '../../../src/screen/extract/document.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { sniffFormat } from '../../../src/screen/extract/format-sniff.ts';
import { decodeText } from '../../../src/screen/extract/txt/text-decoding.ts';
import { TXT_LINE_HEIGHT } from '../../../src/screen/extract/txt/txt-extractor.ts';
import { cvDoc, cvHtml, cvOdt, cvRtf, odtPackage } from '../../support/cv-fixtures.ts';
import { cvDocx } from './docx-fixtures.ts';
import { cvPdf } from './pdf-fixtures.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };
const CV_TEXT = 'Curriculum vitae\nNome: José Müller\nEsperienza: ingegnere a São Paulo, più di 5 anni.\nCompétences: français, español\n';

/** Random bytes from a fixed seed: the same junk on every run. */
function junk(length: number, seed = 7): Uint8Array {
  const out = new Uint8Array(length);
  let s = seed;
  for (let i = 0; i < length; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    out[i] = s >> 16;
  }
  return out;
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

describe('sniffFormat', () => {
  it('recognises PDF, also after leading junk, and DOCX, JPEG, PNG', async () => {
    const pdf = await cvPdf();
    expect(sniffFormat(pdf)).toBe('pdf');
    expect(sniffFormat(Buffer.concat([Buffer.from('\r\n\r\nMIME junk before the header\n'), pdf]))).toBe('pdf');
    expect(sniffFormat(await cvDocx())).toBe('docx');
    const image = sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } });
    expect(sniffFormat(await image.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffFormat(await image.clone().png().toBuffer())).toBe('png');
  });

  it('tells an OpenDocument text by its mimetype, and refuses other zips: plain zip, xlsx, ods', () => {
    expect(sniffFormat(zipSync({ 'notes.txt': strToU8('hello') }))).toBeNull();
    const xlsx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8('<workbook/>') });
    expect(sniffFormat(xlsx)).toBeNull();
    expect(sniffFormat(odtPackage({ 'content.xml': '<office:document-content/>' }))).toBe('odt');
    expect(sniffFormat(cvOdt())).toBe('odt');
    expect(sniffFormat(odtPackage({ 'content.xml': '<office:document-content/>' }, 'application/vnd.oasis.opendocument.spreadsheet'))).toBeNull();
  });

  it('tells a Word 97–2003 .doc by its WordDocument stream, and refuses other OLE files', () => {
    expect(sniffFormat(cvDoc())).toBe('doc');
    const container = CFB.utils.cfb_new();
    CFB.utils.cfb_add(container, 'Workbook', Buffer.alloc(5000, 1));
    expect(sniffFormat(Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array))).toBeNull();
    const ole = new Uint8Array(2048);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(sniffFormat(ole)).toBeNull();
  });

  it('tells RTF and HTML by how they start, whatever follows', () => {
    expect(sniffFormat(Buffer.from('{\\rtf1\\ansi Curriculum vitae}'))).toBe('rtf');
    expect(sniffFormat(cvRtf())).toBe('rtf');
    // A picture in hex: long lines without blanks, which the plain-text check refuses.
    expect(sniffFormat(Buffer.from(`{\\rtf1 Anna {\\pict ${'ab'.repeat(40_000)}}}`))).toBe('rtf');
    expect(sniffFormat(cvHtml())).toBe('html');
    expect(sniffFormat(Buffer.from('\uFEFF  <!-- saved page -->\n<html><body><p>Anna Rossi</p></body></html>'))).toBe('html');
    expect(sniffFormat(Buffer.from('<?xml version="1.0"?><!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"><html/>'))).toBe('html');
    expect(sniffFormat(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<html><p>Anna</p></html>', 'utf16le')]))).toBe('html');
    // Text that mentions a tag later on is still text; other XML is neither.
    expect(sniffFormat(Buffer.from(`Anna Rossi\nWeb developer: <div> and <p> every day\n${CV_TEXT}`))).toBe('txt');
    expect(sniffFormat(Buffer.from('<?xml version="1.0"?><invoice><total>3</total></invoice>'))).toBeNull();
  });

  it('refuses binary junk, other markup and empty input', () => {
    expect(sniffFormat(junk(4096))).toBeNull();
    // High bytes only: valid in every 8-bit code page, but no text has no spaces at all.
    expect(sniffFormat(junk(4096).map((b) => 0x80 | b))).toBeNull();
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>Anna</text></svg>'))).toBeNull();
    expect(sniffFormat(new Uint8Array())).toBeNull();
  });

  it('takes text in UTF-8, UTF-16 (with or without BOM) and legacy code pages', () => {
    expect(sniffFormat(Buffer.from(CV_TEXT, 'utf8'))).toBe('txt');
    expect(sniffFormat(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CV_TEXT, 'utf16le')]))).toBe('txt');
    expect(sniffFormat(iconv.encode(CV_TEXT, 'utf-16be'))).toBe('txt');
    expect(sniffFormat(iconv.encode(CV_TEXT, 'latin1'))).toBe('txt');
    // A text that merely mentions a PDF header is still text.
    expect(sniffFormat(Buffer.from(`Notes\nThe file starts with %PDF-1.4 as usual.\n${CV_TEXT}`))).toBe('txt');
  });

  it('never throws', () => {
    for (let n = 0; n < 64; n++) expect(() => sniffFormat(junk(n, n + 1))).not.toThrow();
    const brokenZip = zipSync({ '[Content_Types].xml': strToU8('x'), 'word/document.xml': strToU8('y') }).subarray(0, 40);
    expect(sniffFormat(brokenZip)).toBeNull();
  });
});

describe('decodeText', () => {
  it('names the encoding it decoded', () => {
    expect(decodeText(Buffer.from(CV_TEXT, 'utf8'))).toEqual({ text: CV_TEXT, encoding: 'utf-8' });
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CV_TEXT, 'utf16le')]))).toEqual({ text: CV_TEXT, encoding: 'utf-16le' });
    expect(decodeText(iconv.encode(CV_TEXT, 'utf-16be'))).toEqual({ text: CV_TEXT, encoding: 'utf-16be' });
    const latin = decodeText(iconv.encode(CV_TEXT, 'latin1'));
    expect(latin?.text).toBe(CV_TEXT);
    expect(latin?.encoding).toMatch(/^(windows-1252|iso-8859-\d+)$/);
    expect(decodeText(junk(2000))).toBeNull();
  });
});

describe('TXT extraction', () => {
  it('makes one run per line, y by line index, keeping indentation', async () => {
    const doc = await extractDocument(Buffer.from('Anna Rossi\n\n  Developer\tRome\n'), { limits });
    expect(doc.format).toBe('txt');
    expect(doc.meta.encoding).toBe('utf-8');
    const [name, role] = doc.pages[0]!.lines;
    expect(name).toMatchObject({ text: 'Anna Rossi', x: 0, y: 0, bold: false });
    expect(role!.text).toBe('Developer    Rome');
    expect(role!.y).toBe(2 * TXT_LINE_HEIGHT);
    expect(role!.x).toBeGreaterThan(0);
    expect(role!.fontSize).toBe(name!.fontSize);
  });

  it('decodes a Latin-1 file and reports its encoding', async () => {
    const doc = await extractDocument(iconv.encode(CV_TEXT, 'latin1'), { limits });
    expect(doc.pages[0]!.lines[1]!.text).toBe('Nome: José Müller');
    expect(doc.meta.encoding).toMatch(/1252|8859/);
  });

  it('refuses binary junk and reports a blank text', async () => {
    expect(await failure(extractDocument(junk(3000), { limits }))).toBe('unsupported_format');
    expect(await failure(extractDocument(Buffer.from(' \n\n\t\n'), { limits, format: 'txt' }))).toBe('no_text_found');
  });
});
