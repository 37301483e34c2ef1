/**
 * DOCX CVs nest tables: a section's heading in the outer row's left cell and, in its right cell, a
 * table of entries (dates | title and employer); or a sidebar table whose main cell holds the
 * sections, each a table of dated entries. A nested table's rows are lines of the outer row they
 * sit in, and its paragraphs count for the outer cell, the page's column.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { docxCell, docxRun, handmadeDocx } from './docx-fixtures.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };
const run = docxRun;
const para = (text: string, bold = false, halfPoints = 20) => `<w:p>${run(text, bold, halfPoints)}</w:p>`;
const cell = docxCell;
const table = (grid: number[], ...rows: string[][]) =>
  `<w:tbl><w:tblGrid>${grid.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>${rows
    .map((cells) => `<w:tr>${cells.map((c, k) => cell(grid[k]!, c)).join('')}</w:tr>`)
    .join('')}</w:tbl><w:p/>`;

type Job = [string, string, string];
const CASES: [string, string, string, string, Job[], [string, string, string]][] = [
  ['en', 'Laura Example', 'Work Experience', 'Education', [['03/2019 – 05/2026', 'Data Analyst', 'Northwind Logistics'], ['09/2016 – 02/2019', 'Junior Accountant', 'Baker Sons Ltd']], ['2013 – 2016', 'BSc in Economics', 'University of Leeds']],
  ['it', 'Giulia Esempio', 'Esperienza lavorativa', 'Istruzione e formazione', [['03/2019 – 05/2026', 'Analista dati', 'Logistica Emiliana S.r.l.'], ['09/2016 – 02/2019', 'Contabile junior', 'Studio Rossi']], ['2013 – 2016', 'Laurea triennale in Economia', 'Università di Bologna']],
  ['es', 'Lucía Ejemplo', 'Experiencia laboral', 'Formación académica', [['03/2019 – 05/2026', 'Analista de datos', 'Logística Levante S.L.'], ['09/2016 – 02/2019', 'Contable junior', 'Asesoría Martínez']], ['2013 – 2016', 'Grado en Economía', 'Universidad de Valencia']],
  ['fr', 'Claire Exemple', 'Expérience professionnelle', 'Formation', [['03/2019 – 05/2026', 'Analyste de données', 'Logistique Rhône SAS'], ['09/2016 – 02/2019', 'Comptable junior', 'Cabinet Durand']], ['2013 – 2016', 'Licence en Économie', 'Université Lumière Lyon 2']],
  ['de', 'Anna Beispiel', 'Berufserfahrung', 'Ausbildung', [['03/2019 – 05/2026', 'Datenanalystin', 'Nordlogistik GmbH'], ['09/2016 – 02/2019', 'Buchhalterin', 'Steuerbüro Schmidt']], ['2013 – 2016', 'Bachelor Wirtschaftswissenschaften', 'Universität Hamburg']],
  ['pt', 'Ana Exemplo', 'Experiência profissional', 'Formação académica', [['03/2019 – 05/2026', 'Analista de dados', 'Logística Norte, Lda.'], ['09/2016 – 02/2019', 'Contabilista júnior', 'Gabinete Silva']], ['2013 – 2016', 'Licenciatura em Economia', 'Universidade do Porto']],
];

const entries = (jobs: Job[]) => table([1800, 4600], ...jobs.map(([dates, title, org]) => [para(dates), para(title, true) + para(org)]));

async function profileOf(body: string) {
  const doc = await extractDocument(handmadeDocx(body), { limits });
  return runEngine(doc, { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
}

describe('a table of entries nested in a table cell', () => {
  for (const [lang, name, exp, edu, jobs, school] of CASES) {
    it(`${lang}: the heading in the outer row's left cell heads the nested entries`, async () => {
      const body =
        para(name, true, 36) +
        para(`${name.split(' ')[0]!.toLowerCase()}@example.com`) +
        table([2400, 7200], [para(exp, true, 26), entries(jobs)], [para(edu, true, 26), entries([school])]);
      const profile = await profileOf(body);
      expect(profile.workExperience.map((j) => [j.start, j.title, j.employer])).toEqual(jobs.map(([dates, title, org]) => [`${dates.slice(3, 7)}-${dates.slice(0, 2)}`, title, org]));
      expect(profile.education.map((e) => [e.degree, e.institution])).toEqual([[school[1], school[2]]]);
    });

    it(`${lang}: a sidebar cell beside a main cell of nested entry tables is a column of its own`, async () => {
      const sidebar = [para(name, true, 32), para('Contact', true, 26), para(`${name.split(' ')[0]!.toLowerCase()}@example.com`), para('+00 000 000'), para('Python'), para('SQL'), para('Tableau')].join('');
      const main = para(exp.toUpperCase(), true, 26) + entries(jobs) + para(edu.toUpperCase(), true, 26) + entries([school]);
      const profile = await profileOf(table([3000, 6600], [sidebar, main]));
      expect(profile.workExperience.map((j) => [j.title, j.employer])).toEqual(jobs.map(([, title, org]) => [title, org]));
      expect(profile.education.map((e) => [e.degree, e.institution])).toEqual([[school[1], school[2]]]);
    });
  }
});
