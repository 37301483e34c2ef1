/**
 * DOCX CVs built from tables set an entry on one row: the dates in a narrow left cell, the title or
 * degree in the right one. Each cell wraps on its own ("03/2019 –" over "aujourd'hui", "Master of Science
 * in Applied" over "Statistics and Data Science"); the wrapped ends belong to their cells on the row's
 * line, as a reader reads the row. A description wrapping over many lines stays lines.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { docxCell, docxIndented, docxMarginBox, docxPara, docxRun, handmadeDocx } from './docx-fixtures.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };
const run = docxRun;
const para = docxPara;
const cell = docxCell;
// A narrow date column (80 pt) beside a 200 pt entry column.
const table = (...rows: [string, string][]) =>
  `<w:tbl><w:tblGrid><w:gridCol w:w="1600"/><w:gridCol w:w="4000"/></w:tblGrid>${rows.map(([a, b]) => `<w:tr>${cell(1600, a)}${cell(4000, b)}</w:tr>`).join('')}</w:tbl>`;

// [lang, experience heading, dates, end, title, employer, education heading, degree, school]
const CASES: [string, string, string, string | null, string, string, string, string, string][] = [
  ['en', 'Work experience', '03/2019 – present', null, 'Senior business intelligence and data warehouse analyst', 'Northwind Logistics', 'Education', 'Master of Science in Applied Statistics and Data Science', 'University of Leeds'],
  ['it', 'Esperienza lavorativa', '03/2019 – in corso', null, 'Analista senior di business intelligence e data warehouse', 'Logistica Emiliana S.r.l.', 'Istruzione', 'Laurea magistrale in Statistica applicata e scienza dei dati', 'Università di Bologna'],
  ['es', 'Experiencia laboral', '03/2019 – actualidad', null, 'Analista sénior de inteligencia de negocio y almacenes de datos', 'Logística Levante S.L.', 'Formación', 'Máster universitario en Estadística aplicada y ciencia de datos', 'Universidad de Valencia'],
  ['fr', 'Expérience professionnelle', "03/2019 – aujourd'hui", null, 'Analyste senior en informatique décisionnelle et entrepôts de données', 'Logistique Rhône SAS', 'Formation', 'Master en statistique appliquée et science des données', 'Université Lumière Lyon 2'],
  ['de', 'Berufserfahrung', '03/2019 – 12/2024', '2024-12', 'Senior-Analystin für Business Intelligence und Data-Warehouse-Systeme', 'Nordlogistik GmbH', 'Ausbildung', 'Master of Science Angewandte Statistik und Datenwissenschaft', 'Universität Hamburg'],
  ['pt', 'Experiência profissional', '03/2019 – presente', null, 'Analista sénior de inteligência de negócio e armazéns de dados', 'Logística Norte, Lda.', 'Formação académica', 'Mestrado em Estatística aplicada e ciência de dados', 'Universidade do Porto'],
];

describe('table cells wrapped on their own', () => {
  for (const [lang, exp, dates, end, title, employer, edu, degree, school] of CASES) {
    it(`${lang}: the wrapped ends of the date and title cells stay on their row`, async () => {
      const body = [
        para('Ada Esempio', true, 36),
        para('ada.esempio@example.com'),
        para(exp.toUpperCase(), true, 26),
        table([para(dates), para(title, true) + para(employer)]),
        para(edu.toUpperCase(), true, 26),
        table([para('2013 – 2016'), para(degree, true) + para(school)]),
      ].join('');
      const doc = await extractDocument(handmadeDocx(body), { limits });
      const profile = runEngine(doc, { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
      expect(profile.workExperience.map((j) => [j.start, j.end, j.title, j.employer])).toEqual([['2019-03', end, title, employer]]);
      expect(profile.education.map((e) => [e.degree, e.institution, e.end])).toEqual([[degree, school, '2016']]);
    });
  }

  it('a description wrapping over many lines in its cell stays lines', async () => {
    const text = 'Built and maintained the weekly sales dashboards for the board, the regional managers and the logistics team, and automated the reports';
    const body = para('WORK EXPERIENCE', true, 26) + table([para('2019 – 2021'), para(text)]);
    const lines = buildLayout(await extractDocument(handmadeDocx(body), { limits })).lines;
    expect(lines.length).toBeGreaterThan(4);
  });
});

// A section's name in a text box anchored in the left margin beside its first entry, wrapped in the box.
const marginBox = docxMarginBox;
const indented = docxIndented;

const BOXED: [string, string, [string, string, string][], [string, string, string]][] = [
  ['en', 'PROFESSIONAL EXPERIENCE', [['Data Analyst', 'Northwind Logistics', '03/2019 – 12/2024'], ['Junior Accountant', 'Baker Sons Ltd', '09/2016 – 02/2019']], ['EDUCATION AND TRAINING', 'BSc in Economics', 'University of Leeds']],
  ['it', 'ESPERIENZA LAVORATIVA', [['Analista dati', 'Logistica Emiliana S.r.l.', '03/2019 – 12/2024'], ['Contabile junior', 'Studio Rossi', '09/2016 – 02/2019']], ['ISTRUZIONE E FORMAZIONE', 'Laurea triennale in Economia', 'Università di Bologna']],
  ['es', 'EXPERIENCIA LABORAL', [['Analista de datos', 'Logística Levante S.L.', '03/2019 – 12/2024'], ['Contable junior', 'Asesoría Martínez', '09/2016 – 02/2019']], ['FORMACIÓN ACADÉMICA', 'Grado en Economía', 'Universidad de Valencia']],
  ['fr', 'EXPÉRIENCE PROFESSIONNELLE', [['Analyste de données', 'Logistique Rhône SAS', '03/2019 – 12/2024'], ['Comptable junior', 'Cabinet Durand', '09/2016 – 02/2019']], ['FORMATION ET DIPLÔMES', 'Licence en Économie', 'Université Lumière Lyon 2']],
  ['de', 'BERUFLICHER WERDEGANG', [['Datenanalystin', 'Nordlogistik GmbH', '03/2019 – 12/2024'], ['Buchhalterin', 'Steuerbüro Schmidt', '09/2016 – 02/2019']], ['AUSBILDUNG UND STUDIUM', 'Bachelor Wirtschaftswissenschaften', 'Universität Hamburg']],
  ['pt', 'EXPERIÊNCIA PROFISSIONAL', [['Analista de dados', 'Logística Norte, Lda.', '03/2019 – 12/2024'], ['Contabilista júnior', 'Gabinete Silva', '09/2016 – 02/2019']], ['FORMAÇÃO ACADÉMICA', 'Licenciatura em Economia', 'Universidade do Porto']],
];

describe('a section name in a margin text box, wrapped in the box', () => {
  for (const [lang, heading, jobs, [eduHeading, degree, school]] of BOXED) {
    it(`${lang}: heads the entries beside it`, async () => {
      const body =
        para('Ada Esempio', true, 36) +
        para('ada.esempio@example.com') +
        jobs.map(([title, employer, dates], k) => `<w:p><w:pPr><w:ind w:left="2400"/></w:pPr>${k === 0 ? marginBox(heading) : ''}${run(title, true)}</w:p>` + indented(employer) + indented(dates)).join('') +
        `<w:p><w:pPr><w:ind w:left="2400"/></w:pPr>${marginBox(eduHeading)}${run(degree, true)}</w:p>` +
        indented(school) +
        indented('2013 – 2016');
      const doc = await extractDocument(handmadeDocx(body), { limits });
      const profile = runEngine(doc, { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
      expect(profile.workExperience.map((j) => [j.title, j.employer])).toEqual(jobs.map(([title, employer]) => [title, employer]));
      expect(profile.education.map((e) => [e.degree, e.institution])).toEqual([[degree, school]]);
    });
  }
});
