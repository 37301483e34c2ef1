/**
 * Decides a file's format from its bytes alone (never its name or declared type). Intake calls
 * this on every upload to answer 415, so it is total (never throws) and cheap: magic numbers,
 * the zip directory (no inflating), and for text a decode check.
 */
import type { SourceFormat } from './document.ts';
import { decodeText } from './txt/text-decoding.ts';
import { isZip, readZipDirectory } from './zip/zip-directory.ts';

/** Producers (and mail gateways) sometimes put junk before the header; readers allow 1 KB. */
const PDF_HEADER_WINDOW = 1024;
const PDF_HEADER = /%PDF-\d\.\d/;
/** Markup and other document formats that happen to be valid text but are not plain text. */
const NOT_PLAIN_TEXT = /^(?:\{\\rtf|<\?xml|<!doctype\s+html|<html|<svg|%!PS)/i;

export function sniffFormat(bytes: Uint8Array): SourceFormat | null {
  try {
    if (bytes.length < 4) return bytes.length > 0 ? textOrNull(bytes) : null;
    if (isPdf(bytes)) return 'pdf';
    if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
    if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
    if (isZip(bytes)) return isWordDocument(bytes) ? 'docx' : null;
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

/** A real OOXML word-processing document: content types and the main document part. */
function isWordDocument(bytes: Uint8Array): boolean {
  const entries = readZipDirectory(bytes);
  if (!entries) return false;
  const names = new Set(entries.map((e) => e.name));
  return names.has('[Content_Types].xml') && names.has('word/document.xml');
}

function textOrNull(bytes: Uint8Array): SourceFormat | null {
  const decoded = decodeText(bytes);
  if (!decoded) return null;
  return NOT_PLAIN_TEXT.test(decoded.text.trimStart()) ? null : 'txt';
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
