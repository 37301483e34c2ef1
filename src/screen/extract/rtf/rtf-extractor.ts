/**
 * RTF → Document: the file read as latin1 (RTF is 7-bit; other bytes are in the document's
 * code page, which rtf-flow.ts applies), interpreted into a flow, laid out like a DOCX.
 * No npm RTF reader is both maintained and general (the parsers that exist are unmaintained or
 * read only Outlook's encapsulated RTF), so this is our own small tokenizer and interpreter.
 */
import { DEFAULT_MAX_TEXT_CHARS, type Document } from '../document.ts';
import type { ExtractContext } from '../extract-context.ts';
import { flowToDocument } from '../flow/flow-document.ts';
import { rtfToFlow } from './rtf-flow.ts';

export async function extractRtf(bytes: Uint8Array, ctx: ExtractContext): Promise<Document> {
  const source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const flow = await ctx.time('parse', () => rtfToFlow(source, ctx.limits.maxTextChars ?? DEFAULT_MAX_TEXT_CHARS));
  return flowToDocument('rtf', flow, ctx);
}
