/**
 * Text that is no CV is bounded before the engine reads it: over-long lines of a text file are
 * wrapped, and a document with more text than any CV fails at once with file_too_complex.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_TEXT_CHARS } from '../../../src/screen/extract/document.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { TXT_MAX_LINE_CHARS } from '../../../src/screen/extract/txt/txt-extractor.ts';

const limits = { maxPages: 20, maxPixels: 40_000_000, maxDocxUnzippedBytes: 100 * 1024 * 1024 };
const text = (s: string) => new TextEncoder().encode(s);

describe('text bounds', () => {
  it('wraps a text line longer than the limit at spaces, each piece a line of its own, nothing lost', async () => {
    const long = 'Java developer, '.repeat(200).trim();
    const doc = await extractDocument(text(`Jane Roe\n${long}\nSkills`), { limits });
    const lines = doc.pages[0]!.lines;
    expect(lines.length).toBeGreaterThan(3);
    expect(Math.max(...lines.map((l) => l.text.length))).toBeLessThanOrEqual(TXT_MAX_LINE_CHARS);
    expect(lines.slice(1, -1).map((l) => l.text).join(' ')).toBe(long);
    const ys = lines.map((l) => l.y);
    expect(new Set(ys).size).toBe(ys.length);
    expect(lines.at(-1)!.text).toBe('Skills');
  });

  it('cuts a line without spaces hard at the limit', async () => {
    const intro = `Jane Roe\n${'Software developer in Turin, six years of Java and SQL.\n'.repeat(4)}`;
    const doc = await extractDocument(text(`${intro}${'ab1'.repeat(400)}\n`), { limits });
    expect(doc.pages[0]!.lines.slice(5).map((l) => l.text.length)).toEqual([1000, 200]);
  });

  it('fails at once with file_too_complex past the text limit, and honours a lower limit', async () => {
    const dump = `${'lorem ipsum dolor sit amet\n'.repeat(Math.ceil(DEFAULT_MAX_TEXT_CHARS / 26) + 10)}`;
    await expect(extractDocument(text(dump), { limits })).rejects.toMatchObject({ code: 'file_too_complex' });
    const small = 'lorem ipsum dolor sit amet\n'.repeat(100);
    await expect(extractDocument(text(small), { limits: { ...limits, maxTextChars: 1_000 } })).rejects.toMatchObject({ code: 'file_too_complex' });
    await expect(extractDocument(text(small), { limits })).resolves.toBeTruthy();
  });
});
