/**
 * Runs of one DOCX line in different sizes share the line's baseline, as Word sets them: a date
 * whose day is written smaller than the rest ("01" at 9 pt, "/10/2018–andauernd" at 14 pt) stays
 * one line, not a lone "01" above the rest of the date.
 */
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { runEngine } from '../../../src/screen/engine.ts';
import { docxRun, handmadeDocx } from './docx-fixtures.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };
const run = (text: string, halfPoints = 20, bold = false) => docxRun(text, bold, halfPoints);
const para = (...runs: string[]) => `<w:p>${runs.join('')}</w:p>`;

const body = [
  para(run('Adriana Beispiel', 36, true)),
  para(run('adriana.beispiel@example.com', 20)),
  para(run('AUSBILDUNG', 28, true)),
  para(run('01', 18, true), run('/10/2018–andauernd ', 28, true), '<w:r><w:tab/></w:r>', run('Masterstudium Maschinenbau', 28, true)),
  para(run('Technische Universität Beispielstadt', 20)),
  para(run('01', 18, true), run('/10/2014–31/08/2017 ', 28, true), '<w:r><w:tab/></w:r>', run('Bachelorstudium Maschinenbau', 28, true)),
  para(run('Technische Universität Beispielstadt', 20)),
].join('');

describe('DOCX lines with runs in several sizes', () => {
  it('keeps a date written in two sizes on one line', async () => {
    const doc = await extractDocument(handmadeDocx(body), { limits });
    const texts = buildLayout(doc).lines.map((l) => l.text);
    expect(texts.some((t) => t.startsWith('01/10/2018–andauernd'))).toBe(true);
    expect(texts).not.toContain('01');
  });

  it('reads the entries with their dates, "andauernd" as ongoing', async () => {
    const doc = await extractDocument(handmadeDocx(body), { limits });
    const education = runEngine(doc, { referenceDate: new Date(Date.UTC(2026, 5, 1)) }).education;
    expect(education.map((e) => [e.start, e.end, e.current])).toEqual([
      ['2018-10', null, true],
      ['2014-10', '2017-08', false],
    ]);
  });
});
