/**
 * A sidebar table whose side cell is written as one paragraph of soft line breaks (contact, skills and
 * languages, each on a line after a w:br) is a column of the page as a cell of many paragraphs is: the
 * lines a writer started count, not the paragraphs (the lines a paragraph wraps onto do not).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { docxCell, docxRun, handmadeDocx } from './docx-fixtures.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };
const run = docxRun;
const br = '<w:r><w:br/></w:r>';
const para = (...runs: string[]) => `<w:p>${runs.join('')}</w:p>`;
const cell = docxCell;

type Job = [string, string, string];
const CASES: [string, string, string, string, Job[]][] = [
  ['en', 'CONTACT', 'SKILLS', 'WORK EXPERIENCE', [['Data Analyst', 'Northwind Logistics', '03/2019 – 12/2024'], ['Junior Accountant', 'Baker Sons Ltd', '09/2016 – 02/2019']]],
  ['it', 'CONTATTI', 'COMPETENZE', 'ESPERIENZA LAVORATIVA', [['Analista dati', 'Logistica Emiliana S.r.l.', '03/2019 – 12/2024'], ['Contabile junior', 'Studio Rossi', '09/2016 – 02/2019']]],
  ['es', 'CONTACTO', 'HABILIDADES', 'EXPERIENCIA LABORAL', [['Analista de datos', 'Logística Levante S.L.', '03/2019 – 12/2024'], ['Contable junior', 'Asesoría Martínez', '09/2016 – 02/2019']]],
  ['fr', 'CONTACT', 'COMPÉTENCES', 'EXPÉRIENCE PROFESSIONNELLE', [['Analyste de données', 'Logistique Rhône SAS', '03/2019 – 12/2024'], ['Comptable junior', 'Cabinet Durand', '09/2016 – 02/2019']]],
  ['de', 'KONTAKT', 'KENNTNISSE', 'BERUFSERFAHRUNG', [['Datenanalystin', 'Nordlogistik GmbH', '03/2019 – 12/2024'], ['Buchhalterin', 'Steuerbüro Schmidt', '09/2016 – 02/2019']]],
  ['pt', 'CONTACTO', 'COMPETÊNCIAS', 'EXPERIÊNCIA PROFISSIONAL', [['Analista de dados', 'Logística Norte, Lda.', '03/2019 – 12/2024'], ['Contabilista júnior', 'Gabinete Silva', '09/2016 – 02/2019']]],
];

describe('a sidebar cell written as one paragraph of line breaks', () => {
  for (const [lang, contact, skills, exp, jobs] of CASES) {
    it(`${lang}: the sidebar is a column of its own beside the jobs`, async () => {
      const side = para(run(contact, true, 26), br, run('ada@example.com'), br, run('+39 347 123 4567'), br, br, run(skills, true, 26), br, run('Python'), br, run('SQL'), br, run('Tableau'));
      const main = para(run(exp, true, 26)) + jobs.map(([title, employer, dates]) => para(run(title, true, 22)) + para(run(employer)) + para(run(dates))).join('');
      const body =
        para(run('Ada Esempio', true, 36)) +
        `<w:tbl><w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="6600"/></w:tblGrid><w:tr>${cell(3000, side)}${cell(6600, main)}</w:tr></w:tbl>`;
      const doc = await extractDocument(handmadeDocx(body), { limits });
      const profile = runEngine(doc, { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
      expect(profile.workExperience.map((j) => [j.title, j.employer])).toEqual(jobs.map(([title, employer]) => [title, employer]));
      expect(profile.personal.phones.length).toBe(1);
    });
  }
});
