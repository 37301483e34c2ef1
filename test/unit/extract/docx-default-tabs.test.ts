/**
 * "Title ⇥⇥ Employer ⇥⇥ Dates" set on Word's default tab grid: a tab taken from a stop goes on to the next
 * one (the float arithmetic left the cursor a hair before the stop it stood on, and the second tab did not
 * move), and text ending a hair before a stop keeps a gap: the title and the employer stay two cells.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { LineSetter } from '../../../src/screen/extract/docx/docx-lines.ts';
import { docxRun, handmadeDocx } from './docx-fixtures.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };
const run = docxRun;
const tab = '<w:r><w:tab/></w:r>';
const para = (...runs: string[]) => `<w:p>${runs.join('')}</w:p>`;
// Page margins of 2 cm (1134 twips): the grid starts at 56.7 pt, where sums of 36 pt come out inexact.
const SECT = '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134"/></w:sectPr>';

const CASES: [string, string, [string, string, string], [string, string, string]][] = [
  ['en', 'WORK EXPERIENCE', ['Data Analyst', 'Northwind Logistics', '03/2019 – 12/2024'], ['Junior Accountant', 'Baker Sons Ltd', '09/2016 – 02/2019']],
  ['it', 'ESPERIENZA LAVORATIVA', ['Analista dati', 'Logistica Emiliana S.r.l.', '03/2019 – 12/2024'], ['Contabile junior', 'Studio Rossi', '09/2016 – 02/2019']],
  ['es', 'EXPERIENCIA LABORAL', ['Analista de datos', 'Logística Levante S.L.', '03/2019 – 12/2024'], ['Contable junior', 'Asesoría Martínez', '09/2016 – 02/2019']],
  ['fr', 'EXPÉRIENCE PROFESSIONNELLE', ['Analyste de données', 'Logistique Rhône SAS', '03/2019 – 12/2024'], ['Comptable junior', 'Cabinet Durand', '09/2016 – 02/2019']],
  ['de', 'BERUFSERFAHRUNG', ['Datenanalystin', 'Nordlogistik GmbH', '03/2019 – 12/2024'], ['Buchhalterin', 'Steuerbüro Schmidt', '09/2016 – 02/2019']],
  ['pt', 'EXPERIÊNCIA PROFISSIONAL', ['Analista de dados', 'Logística Norte, Lda.', '03/2019 – 12/2024'], ['Contabilista júnior', 'Gabinete Silva', '09/2016 – 02/2019']],
];

describe('entries set on the default tab grid', () => {
  for (const [lang, heading, ...jobs] of CASES) {
    it(`${lang}: title, employer and dates stay apart`, async () => {
      const entry = ([title, employer, dates]: [string, string, string]) => para(run(title, true, 22), tab, tab, run(employer), tab, tab, run(dates));
      const body = para(run('Ada Esempio', true, 36)) + para(run('ada.esempio@example.com')) + para(run(heading, true, 26)) + jobs.map(entry).join('') + SECT;
      const doc = await extractDocument(handmadeDocx(body), { limits });
      const profile = runEngine(doc, { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
      expect(profile.workExperience.map((j) => [j.title, j.employer])).toEqual(jobs.map(([title, employer]) => [title, employer]));
    });
  }

  it('a second tab from a default stop moves to the next stop', () => {
    const block = { kind: 'paragraph' as const, paragraph: 0 };
    const setter = new LineSetter({ origin: 56.7, left: 56.7, firstLine: 56.7, right: 538, tabs: [], align: 'left', block }, 0, 12);
    setter.text('x'.repeat(12), { fontSize: 10, bold: false, italic: false });
    setter.tab(0);
    const first = setter.x;
    setter.tab(0);
    expect(first).toBeCloseTo(128.7);
    expect(setter.x).toBeCloseTo(164.7);
  });
});
