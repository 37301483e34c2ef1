/**
 * The studies set in a table or column of their own, the heading in the left cell and the entries in
 * the right one ("EDUCATION ⇥ Master of Science …"), while the CV's other headings are lines of their
 * own: six languages in DOCX (fictional schools) and a PDF page.
 */
import { Document as DocxDocument, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { documentOf } from './synthetic-document.ts';

const LIMITS = { maxPages: 5, maxPixels: 4e7, maxDocxUnzippedBytes: 1e8 };
const REFERENCE = { referenceDate: new Date(Date.UTC(2026, 5, 1)) };
const p = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
const cell = (width: number, children: Paragraph[]) => new TableCell({ width: { size: width, type: WidthType.DXA }, children });

async function docx(heading: string, first: string, second: string, jobs: string): Promise<Uint8Array> {
  const doc = new DocxDocument({
    sections: [
      {
        children: [
          p('Ilaria Ventura', true),
          p('ilaria.ventura@example.org'),
          new Table({
            columnWidths: [2500, 7000],
            width: { size: 9500, type: WidthType.DXA },
            rows: [new TableRow({ children: [cell(2500, [p(heading, true)]), cell(7000, [p(first, true), p('2016 - 2018'), p(second, true), p('2011 - 2016')])] })],
          }),
          p(jobs, true),
          p('Analyst', true),
          p('Alfa Corp, Springfield'),
          p('03/2020 - 05/2023'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe('an education heading in a cell of its own', () => {
  it.each([
    ['en', 'EDUCATION', 'Master of Science in Computer Science, University of Northbrook', 'Bachelor of Science in Mathematics, Westfield University', 'Experience'],
    ['it', 'ISTRUZIONE', 'Laurea magistrale in Ingegneria, Università di Corvara', 'Diploma di maturità scientifica, Liceo Scientifico Galilei', 'Esperienza'],
    ['es', 'FORMACIÓN ACADÉMICA', 'Grado en Psicología, Universidad de Valdemora', 'Bachillerato, IES Los Almendros', 'Experiencia'],
    ['fr', 'FORMATION', 'Master Finance, Université de Valbrume', 'Baccalauréat S, Lycée Victor Hugo', 'Expérience'],
    ['de', 'AUSBILDUNG', 'Master of Science Informatik, Hochschule Falkenau', 'Abitur, Gymnasium Lindenhof', 'Berufserfahrung'],
    ['pt', 'FORMAÇÃO', 'Graduação em Administração, Universidade de Montalvo', 'Ensino Médio, Colégio Estadual Rui Barbosa', 'Experiência'],
  ])('%s (DOCX table): both entries are read', async (_lang, heading, first, second, jobs) => {
    const document = await extractDocument(await docx(heading, first, second, jobs), { limits: LIMITS, ocr: false });
    const profile = runEngine(document, REFERENCE);
    expect(profile.education.map((e) => [`${e.degree}, ${e.institution}`, e.end])).toEqual([
      [first, '2018'],
      [second, '2016'],
    ]);
    expect(profile.workExperience.map((w) => w.title)).toEqual(['Analyst']);
  });

  it('en (PDF): a heading beside the first line of its entries, alone in its column', () => {
    const document = documentOf([
      { text: 'Ilaria Ventura', size: 18, bold: true },
      { text: 'ilaria.ventura@example.org' },
      { text: 'EDUCATION', size: 11, gap: 10, cells: [[180, '2016 - 2018']] },
      { text: 'Master of Science in Computer Science', x: 180 },
      { text: 'University of Northbrook', x: 180 },
      { text: '2011 - 2016', x: 180 },
      { text: 'Bachelor of Science in Mathematics', x: 180 },
      { text: 'Westfield University', x: 180 },
    ]);
    expect(runEngine(document, REFERENCE).education.map((e) => [e.degree, e.institution, e.end])).toEqual([
      ['Master of Science in Computer Science', 'University of Northbrook', '2018'],
      ['Bachelor of Science in Mathematics', 'Westfield University', '2016'],
    ]);
  });
});

describe('a date line over a degree line over a school line, all in one plain type', () => {
  it.each([
    ['en', 'Education', 'Master of Science in Computer Science', 'University of Northbrook'],
    ['it', 'Istruzione', 'Laurea magistrale in Ingegneria Informatica', 'Università degli Studi di Corvara'],
    ['es', 'Formación', 'Máster en Ingeniería Informática', 'Universidad de Valdemora'],
    ['fr', 'Formation', 'Master Ingénierie des systèmes', 'Université de Valbrume'],
    ['de', 'Ausbildung', 'Master of Science Wirtschaftsinformatik', 'Hochschule Falkenau'],
    ['pt', 'Formação', 'Mestrado em Engenharia Informática', 'Universidade de Montalvo'],
  ])('%s: the school line is no wrapped end of the degree', (_lang, title, degree, school) => {
    const document = documentOf([
      { text: 'Ilaria Ventura', size: 18, bold: true },
      { text: 'ilaria.ventura@example.org' },
      { text: title, size: 13, bold: true, gap: 10 },
      { text: '2016 - 2018' },
      { text: degree },
      { text: school },
    ]);
    expect(runEngine(document, REFERENCE).education.map((e) => [e.degree, e.institution, e.end])).toEqual([[degree, school, '2018']]);
  });
});
