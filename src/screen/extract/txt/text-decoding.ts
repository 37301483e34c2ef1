/**
 * Bytes → text for plain-text CVs: BOMs first, then UTF-16 by its zero-byte pattern, then strict
 * UTF-8, then a legacy single-byte encoding detected by chardet and decoded by iconv-lite.
 * Whatever the route, the result must look like text (no control characters, some spacing),
 * so binary junk is refused rather than "decoded" into mojibake.
 */
import chardet from 'chardet';
import iconv from 'iconv-lite';

export interface DecodedText {
  text: string;
  /** WHATWG-style label of the encoding the bytes were read as, e.g. utf-8, utf-16le, windows-1252. */
  encoding: string;
}

/** chardet looks at this much; more costs time and rarely changes its answer. */
const DETECT_SAMPLE = 64 * 1024;
/** Share of control characters (besides tab, newlines, form feed) a text may contain. */
const MAX_CONTROL_RATIO = 0.01;
/** Real text separates words; a run of characters with no whitespace is not a CV. */
const MIN_WHITESPACE_RATIO = 0.01;
/** Single-byte encodings we accept from detection; multi-byte legacy (Shift_JIS, GB18030…) are not. */
const SINGLE_BYTE = /^(ISO-8859-\d+|windows-125\d|KOI8-R|KOI8-U|IBM866)$/i;
const MIN_DETECT_CONFIDENCE = 10;

/** Decodes a text file, or returns null when the bytes are not text. Never throws. */
export function decodeText(bytes: Uint8Array): DecodedText | null {
  try {
    const decoded = decode(bytes);
    return decoded && looksLikeText(decoded.text) ? decoded : null;
  } catch {
    return null;
  }
}

function decode(bytes: Uint8Array): DecodedText | null {
  if (bytes.length === 0) return null;
  const [b0, b1, b2, b3] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return utf8(bytes.subarray(3));
  if (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) return viaIconv(bytes.subarray(4), 'utf-32le');
  if (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff) return viaIconv(bytes.subarray(4), 'utf-32be');
  if (b0 === 0xff && b1 === 0xfe) return utf16(bytes.subarray(2), 'utf-16le');
  if (b0 === 0xfe && b1 === 0xff) return utf16(bytes.subarray(2), 'utf-16be');
  const bomless16 = utf16ByZeros(bytes);
  if (bomless16) return utf16(bytes, bomless16);
  // A zero byte never occurs in UTF-8 or 8-bit text; it marks a binary file.
  if (bytes.indexOf(0) !== -1) return null;
  const asUtf8 = utf8(bytes);
  if (asUtf8) return asUtf8;
  return legacy(bytes);
}

function utf8(bytes: Uint8Array): DecodedText | null {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return null;
  }
}

function utf16(bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): DecodedText | null {
  if (bytes.length % 2 !== 0) bytes = bytes.subarray(0, bytes.length - 1);
  if (encoding === 'utf-16le') {
    try {
      return { text: new TextDecoder('utf-16le', { fatal: true }).decode(bytes), encoding };
    } catch {
      return null;
    }
  }
  return viaIconv(bytes, encoding);
}

/**
 * UTF-16 without a BOM: text in Latin scripts puts a zero in every other byte. We want most of
 * one byte position zero and almost none of the other.
 */
function utf16ByZeros(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (n < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros / pairs > 0.6 && evenZeros / pairs < 0.05) return 'utf-16le';
  if (evenZeros / pairs > 0.6 && oddZeros / pairs < 0.05) return 'utf-16be';
  return null;
}

function legacy(bytes: Uint8Array): DecodedText | null {
  const sample = bytes.subarray(0, DETECT_SAMPLE);
  const best = chardet.analyse(sample).find((m) => SINGLE_BYTE.test(m.name));
  if (!best || best.confidence < MIN_DETECT_CONFIDENCE) return null;
  // Labels say ISO-8859-1 for what is nearly always windows-1252 (its printable superset),
  // as browsers also assume.
  const name = best.name.toLowerCase() === 'iso-8859-1' ? 'windows-1252' : best.name.toLowerCase();
  return viaIconv(bytes, name);
}

function viaIconv(bytes: Uint8Array, encoding: string): DecodedText | null {
  if (!iconv.encodingExists(encoding)) return null;
  return { text: iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding), encoding };
}

function looksLikeText(text: string): boolean {
  if (text.length === 0) return false;
  let controls = 0;
  let spaces = 0;
  let visible = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c || c === 0xa0 || c === 0x3000) spaces++;
    else if (c < 0x20 || (c >= 0x7f && c < 0xa0) || c === 0xfffd) controls++;
    else visible++;
  }
  // Only blanks is still text (an empty CV: no_text_found later), not a binary file.
  if (visible === 0) return controls === 0;
  if (controls / text.length > MAX_CONTROL_RATIO) return false;
  // Short texts (a name and an email) may have a single space; only long ones must breathe.
  return text.length < 200 || spaces / text.length >= MIN_WHITESPACE_RATIO;
}
