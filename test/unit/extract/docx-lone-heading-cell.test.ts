/**
 * A DOCX CV may set one section as a table — its name in the left cell, its entries in the right one —
 * while its other sections have headings of their own lines. The left cell is the heading's own: that
 * one row heads its section (before, only a column of several section names, or the studies, did).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { docxCell, docxIndented, docxMarginBox, docxPara, docxRun, handmadeDocx } from './docx-fixtures.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };
const run = docxRun;
const para = docxPara;
const cell = docxCell;
const row = (head: string, content: string) => `<w:tbl><w:tblGrid><w:gridCol w:w="2400"/><w:gridCol w:w="7200"/></w:tblGrid><w:tr>${cell(2400, para(head, true, 26))}${cell(7200, content)}</w:tr></w:tbl>`;

type Job = [string, string, string];
const CASES: [string, string, Job[], string, [string, string]][] = [
  ['en', 'Work experience', [['Data Analyst', 'Northwind Logistics', '03/2019 – 12/2024'], ['Junior Accountant', 'Baker Sons Ltd', '09/2016 – 02/2019']], 'EDUCATION', ['BSc in Economics', 'University of Leeds']],
  ['it', 'Esperienza lavorativa', [['Analista dati', 'Logistica Emiliana S.r.l.', '03/2019 – 12/2024'], ['Contabile junior', 'Studio Rossi', '09/2016 – 02/2019']], 'ISTRUZIONE E FORMAZIONE', ['Laurea triennale in Economia', 'Università di Bologna']],
  ['es', 'Experiencia laboral', [['Analista de datos', 'Logística Levante S.L.', '03/2019 – 12/2024'], ['Contable junior', 'Asesoría Martínez', '09/2016 – 02/2019']], 'FORMACIÓN ACADÉMICA', ['Grado en Economía', 'Universidad de Valencia']],
  ['fr', 'Expérience professionnelle', [['Analyste de données', 'Logistique Rhône SAS', '03/2019 – 12/2024'], ['Comptable junior', 'Cabinet Durand', '09/2016 – 02/2019']], 'FORMATION', ['Licence en Économie', 'Université Lumière Lyon 2']],
  ['de', 'Berufserfahrung', [['Datenanalystin', 'Nordlogistik GmbH', '03/2019 – 12/2024'], ['Buchhalterin', 'Steuerbüro Schmidt', '09/2016 – 02/2019']], 'AUSBILDUNG', ['Bachelor Wirtschaftswissenschaften', 'Universität Hamburg']],
  ['pt', 'Experiência profissional', [['Analista de dados', 'Logística Norte, Lda.', '03/2019 – 12/2024'], ['Contabilista júnior', 'Gabinete Silva', '09/2016 – 02/2019']], 'FORMAÇÃO ACADÉMICA', ['Licenciatura em Economia', 'Universidade do Porto']],
];

describe('one section set as a heading cell beside its entries', () => {
  for (const [lang, heading, jobs, eduHeading, [degree, school]] of CASES) {
    it(`${lang}: the cell heads the entries beside it`, async () => {
      const entries = jobs.map(([title, employer, dates]) => para(title, true, 22) + para(employer) + para(dates)).join('');
      const body = para('Ada Esempio', true, 36) + para('ada.esempio@example.com') + row(heading, entries) + para(eduHeading, true, 26) + para(degree, true, 22) + para(school) + para('2013 – 2016');
      const doc = await extractDocument(handmadeDocx(body), { limits });
      const profile = runEngine(doc, { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
      expect(profile.workExperience.map((j) => [j.title, j.employer])).toEqual(jobs.map(([title, employer]) => [title, employer]));
      expect(profile.education.map((e) => [e.degree, e.institution])).toEqual([[degree, school]]);
    });
  }
});

// The same section named by a text box anchored in the left margin beside its first entry.
const marginBox = docxMarginBox;
const indented = docxIndented;

describe('one section named by a margin text box beside its entries', () => {
  for (const [lang, heading, jobs, eduHeading, [degree, school]] of CASES) {
    it(`${lang}: the box heads the entries beside it`, async () => {
      const entries = jobs
        .map(([title, employer, dates], k) => `<w:p><w:pPr><w:ind w:left="2400"/></w:pPr>${k === 0 ? marginBox(heading.toUpperCase()) : ''}${run(title, true)}</w:p>` + indented(employer) + indented(dates))
        .join('');
      const body = para('Ada Esempio', true, 36) + para('ada.esempio@example.com') + entries + para(eduHeading, true, 26) + para(degree, true, 22) + para(school) + para('2013 – 2016');
      const doc = await extractDocument(handmadeDocx(body), { limits });
      const profile = runEngine(doc, { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
      expect(profile.workExperience.map((j) => [j.title, j.employer])).toEqual(jobs.map(([title, employer]) => [title, employer]));
      expect(profile.education.map((e) => [e.degree, e.institution])).toEqual([[degree, school]]);
    });
  }
});
