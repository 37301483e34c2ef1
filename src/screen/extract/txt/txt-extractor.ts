/**
 * Plain text → Document: one page, one run per non-empty line, y = line index × line height.
 * Leading spaces become x so indentation (and columns laid out with spaces) stays visible.
 */
import { type Document, ExtractionError, type TextRun } from '../document.ts';
import type { ExtractContext } from '../extract-context.ts';
import { hasText } from '../text-presence.ts';
import { decodeText } from './text-decoding.ts';

/** Synthetic units: a 10-unit font on 12-unit lines, 6 units per character of indentation. */
export const TXT_FONT_SIZE = 10;
export const TXT_LINE_HEIGHT = 12;
const CHAR_WIDTH = 6;
const TAB_WIDTH = 4;

export async function extractTxt(bytes: Uint8Array, ctx: ExtractContext): Promise<Document> {
  const decoded = await ctx.time('decode', () => decodeText(bytes));
  if (!decoded) throw new ExtractionError('unsupported_format', 'the file is not text in a known encoding');
  const lines: TextRun[] = [];
  let widest = 0;
  const rows = decoded.text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n|\f|\u2028|\u2029/);
  rows.forEach((row, index) => {
    const expanded = row.replace(/\t/g, ' '.repeat(TAB_WIDTH)).replace(/[\u0000-\u001f\u007f]/g, '');
    const text = expanded.trim();
    if (text === '') return;
    const indent = expanded.length - expanded.trimStart().length;
    const w = text.length * CHAR_WIDTH;
    widest = Math.max(widest, (indent + text.length) * CHAR_WIDTH);
    lines.push({
      text,
      x: indent * CHAR_WIDTH,
      y: index * TXT_LINE_HEIGHT,
      w,
      h: TXT_FONT_SIZE,
      fontSize: TXT_FONT_SIZE,
      bold: false,
    });
  });
  if (!hasText(lines)) throw new ExtractionError('no_text_found', 'the text file is empty');
  return {
    format: 'txt',
    source: 'text',
    pages: [{ number: 1, width: Math.max(widest, 80 * CHAR_WIDTH), height: rows.length * TXT_LINE_HEIGHT, lines, images: [] }],
    images: [],
    meta: { pageCount: 1, ocrUsed: false, encoding: decoded.encoding, warnings: ctx.warnings, timings: ctx.timings },
  };
}
