/**
 * Plain text → Document: one page, one run per non-empty line, y = line index × line height.
 * Leading spaces become x so indentation (and columns laid out with spaces) stays visible.
 */
import { type Document, ExtractionError, type TextRun } from '../document.ts';
import type { ExtractContext } from '../extract-context.ts';
import { hasText } from '../text-presence.ts';
import { MAX_LINE_CHARS, wrapLine } from '../../../knowledge/text-bounds.ts';
import { flowToDocument } from '../flow/flow-document.ts';
import { htmlToFlow } from '../html/html-flow.ts';
import { DEFAULT_MAX_TEXT_CHARS } from '../document.ts';
import { looksLikeMarkdown, markdownToHtml } from './markdown.ts';
import { decodeText } from './text-decoding.ts';

/** Synthetic units: a 10-unit font on 12-unit lines, 6 units per character of indentation. */
export const TXT_FONT_SIZE = 10;
export const TXT_LINE_HEIGHT = 12;
const CHAR_WIDTH = 6;
const TAB_WIDTH = 4;
/** Lines longer than this are wrapped (see knowledge/text-bounds.ts). */
export const TXT_MAX_LINE_CHARS = MAX_LINE_CHARS;

export async function extractTxt(bytes: Uint8Array, ctx: ExtractContext): Promise<Document> {
  const decoded = await ctx.time('decode', () => decodeText(bytes));
  if (!decoded) throw new ExtractionError('unsupported_format', 'the file is not text in a known encoding');
  // A CV written in Markdown is read as the page its renderer makes (markdown.ts).
  if (looksLikeMarkdown(decoded.text)) {
    const flow = await ctx.time('parse', () => htmlToFlow(markdownToHtml(decoded.text), ctx.limits.maxTextChars ?? DEFAULT_MAX_TEXT_CHARS));
    return flowToDocument('txt', flow, ctx, { encoding: decoded.encoding });
  }
  const lines: TextRun[] = [];
  let widest = 0;
  const rows = decoded.text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n|\f|\u2028|\u2029/);
  let row = 0;
  for (const raw of rows) {
    const expanded = raw.replace(/\t/g, ' '.repeat(TAB_WIDTH)).replace(/[\u0000-\u001f\u007f]/g, '');
    const indent = expanded.length - expanded.trimStart().length;
    const pieces = expanded.trim() === '' ? [] : wrapLine(expanded.trim());
    for (const text of pieces) {
      widest = Math.max(widest, (indent + text.length) * CHAR_WIDTH);
      lines.push({ text, x: indent * CHAR_WIDTH, y: row * TXT_LINE_HEIGHT, w: text.length * CHAR_WIDTH, h: TXT_FONT_SIZE, fontSize: TXT_FONT_SIZE, bold: false });
      row++;
    }
    if (pieces.length === 0) row++;
  }
  if (!hasText(lines)) throw new ExtractionError('no_text_found', 'the text file is empty');
  return {
    format: 'txt',
    source: 'text',
    pages: [{ number: 1, width: Math.max(widest, 80 * CHAR_WIDTH), height: row * TXT_LINE_HEIGHT, lines, images: [] }],
    images: [],
    meta: { pageCount: 1, ocrUsed: false, encoding: decoded.encoding, warnings: ctx.warnings, timings: ctx.timings },
  };
}
