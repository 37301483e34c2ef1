/**
 * Decides a file's format from its bytes alone (never its name or declared type). Intake calls
 * this on every upload to answer 415, so it is total (never throws) and cheap: magic numbers,
 * the zip directory (no inflating beyond an ODT's tiny mimetype entry), a scan for the Word
 * stream's directory entry in an OLE file, and for text a decode check and markup signatures.
 */
import type { SourceFormat } from './document.ts';
import { hasCfbSignature } from './doc/compound-file.ts';
import { decodeText } from './txt/text-decoding.ts';
import { BoundedZip } from './zip/bounded-zip.ts';
import { isZip, readZipDirectory } from './zip/zip-directory.ts';

/** Producers (and mail gateways) sometimes put junk before the header; readers allow 1 KB. */
const PDF_HEADER_WINDOW = 1024;
const PDF_HEADER = /%PDF-\d\.\d/;
/** Markup and other document formats that happen to be valid text but are not plain text. */
const NOT_PLAIN_TEXT = /^(?:\{\\rtf|<\?xml|<!doctype\s+html|<html|<svg|%!PS)/i;
/** RTF: "{\rtf" opens every RTF file (a BOM or blanks before it are tolerated). */
const RTF_HEADER = /^(?:\uFEFF)?\s*\{\\rtf/;
/**
 * HTML: the WHATWG MIME sniffing signatures (a doctype or one of the tags a page starts with,
 * then a space or ">"), after blanks, an XML declaration and comments.
 */
const HTML_START = /^<(?:!doctype\s+html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p|meta)[\s>/]/i;
const ODT_MIMETYPES = new Set(['application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.text-template']);
/** "WordDocument" as a CFB directory entry names it (UTF-16LE). */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');
/** The name field holds 13 UTF-16 units with the terminating zero; 2 is a stream. */
const WORD_NAME_BYTES = 26;
const CFB_STREAM = 2;

export function sniffFormat(bytes: Uint8Array): SourceFormat | null {
  try {
    if (bytes.length < 4) return bytes.length > 0 ? textOrNull(bytes) : null;
    if (isPdf(bytes)) return 'pdf';
    if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
    if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
    if (isZip(bytes)) return zipFormat(bytes);
    if (hasCfbSignature(bytes)) return isWordBinary(bytes) ? 'doc' : null;
    // Markup is told by its start: its body may hold long runs without blanks (an RTF picture
    // in hex, an inline script) that the plain-text check would refuse.
    const head = markupHead(bytes);
    if (RTF_HEADER.test(head)) return 'rtf';
    if (isHtml(head)) return 'html';
    return textOrNull(bytes);
  } catch {
    return null;
  }
}

function isPdf(bytes: Uint8Array): boolean {
  const head = latin1(bytes.subarray(0, PDF_HEADER_WINDOW + 8));
  const match = PDF_HEADER.exec(head);
  if (!match) return false;
  if (match.index === 0) return true;
  // A header after leading junk could also be a text that mentions "%PDF-1.4": ask for PDF body
  // syntax too (a truncated PDF still has objects).
  return /\bendobj\b|\bstartxref\b|\d+ \d+ obj\b/.test(latin1(bytes.subarray(match.index, match.index + 65536)));
}

/**
 * A real OOXML word-processing document (content types and the main part), or an OpenDocument
 * text (its mimetype entry says so; it is tiny and stored uncompressed by the standard).
 */
function zipFormat(bytes: Uint8Array): SourceFormat | null {
  const entries = readZipDirectory(bytes);
  if (!entries) return null;
  const names = new Set(entries.map((e) => e.name));
  if (names.has('[Content_Types].xml') && names.has('word/document.xml')) return 'docx';
  if (names.has('content.xml') && names.has('mimetype')) {
    const mimetype = new BoundedZip(bytes, { maxTotalBytes: 1024, maxEntries: entries.length }).readText('mimetype');
    if (mimetype && ODT_MIMETYPES.has(mimetype.trim())) return 'odt';
  }
  return null;
}

/**
 * An OLE compound file holding a "WordDocument" stream: a Word 97–2003 document (an Excel or
 * Outlook file is OLE too, with other streams). The directory entry is found by its name at a
 * 128-byte entry boundary; the extractor reads the container strictly.
 */
function isWordBinary(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = buffer.indexOf(WORD_STREAM_NAME, 512); at !== -1; at = buffer.indexOf(WORD_STREAM_NAME, at + 2)) {
    if (at % 128 === 0 && buffer.readUInt16LE(at + 64) === WORD_NAME_BYTES && buffer[at + 66] === CFB_STREAM) return true;
  }
  return false;
}

function textOrNull(bytes: Uint8Array): SourceFormat | null {
  const decoded = decodeText(bytes);
  if (!decoded) return null;
  return NOT_PLAIN_TEXT.test(decoded.text.replace(/^\uFEFF/, '').trimStart()) ? null : 'txt';
}

/** The first 4 KB as text: UTF-16 by its BOM or zero bytes, else as latin1 (markup is ASCII). */
function markupHead(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 4096));
  const zeros = head.subarray(0, 64).filter((b) => b === 0).length;
  if (head[0] === 0xff && head[1] === 0xfe) return head.subarray(2).toString('utf16le');
  if (head[0] === 0xfe && head[1] === 0xff) return Buffer.from(head.subarray(2)).swap16().toString('utf16le');
  if (zeros > 16) return head[0] === 0 ? Buffer.from(head.subarray(0, head.length & ~1)).swap16().toString('utf16le') : head.toString('utf16le');
  return head.toString('latin1').replace(/^\xef\xbb\xbf/, '').trimStart();
}

function isHtml(text: string): boolean {
  let rest = text.replace(/^\uFEFF/, '');
  // Blanks, an XML declaration and comments may come before the first tag.
  for (let i = 0; i < 16; i++) {
    const skipped = rest.replace(/^\s+/, '').replace(/^<\?xml[^>]*\?>/i, '').replace(/^<!--[\s\S]*?-->/, '');
    if (skipped === rest) break;
    rest = skipped;
  }
  return HTML_START.test(rest) || /^<!doctype\s+html\b/i.test(rest);
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
