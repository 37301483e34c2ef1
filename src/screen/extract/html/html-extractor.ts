/**
 * HTML → Document: bytes decoded (a BOM, else the page's own meta charset, else the text
 * detection plain text gets), read into a flow by html-flow.ts and laid out like a DOCX.
 */
import iconv from 'iconv-lite';
import { DEFAULT_MAX_TEXT_CHARS, type Document, ExtractionError } from '../document.ts';
import type { ExtractContext } from '../extract-context.ts';
import { flowToDocument } from '../flow/flow-document.ts';
import { decodeText, type DecodedText } from '../txt/text-decoding.ts';
import { htmlToFlow } from './html-flow.ts';

/** Browsers look for the meta charset in the first 1024 bytes; saved pages put it a little later. */
const META_WINDOW = 4096;
const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i;

export async function extractHtml(bytes: Uint8Array, ctx: ExtractContext): Promise<Document> {
  const decoded = await ctx.time('decode', () => decodeHtml(bytes));
  if (!decoded) throw new ExtractionError('unreadable_file', 'the HTML file is not text in a known encoding');
  const flow = await ctx.time('parse', () => htmlToFlow(decoded.text, ctx.limits.maxTextChars ?? DEFAULT_MAX_TEXT_CHARS));
  return flowToDocument('html', flow, ctx, { encoding: decoded.encoding });
}

export function decodeHtml(bytes: Uint8Array): DecodedText | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) return { text: buffer.subarray(3).toString('utf8'), encoding: 'utf-8' };
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return { text: buffer.subarray(2).toString('utf16le'), encoding: 'utf-16le' };
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return { text: iconv.decode(buffer.subarray(2), 'utf-16be'), encoding: 'utf-16be' };
  const label = META_CHARSET.exec(buffer.subarray(0, META_WINDOW).toString('latin1'))?.[1]?.toLowerCase();
  // A declared UTF-16 in bytes without a BOM is a mislabel (the meta itself was read as ASCII).
  if (label && !label.startsWith('utf-16') && iconv.encodingExists(label)) {
    const name = label === 'iso-8859-1' || label === 'latin1' || label === 'us-ascii' ? 'windows-1252' : label;
    return { text: iconv.decode(buffer, name), encoding: name };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(buffer), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: the detection plain text gets, else the web's default legacy encoding.
    return decodeText(bytes) ?? { text: iconv.decode(buffer, 'windows-1252'), encoding: 'windows-1252' };
  }
}
