/**
 * Classes of education entries around the dated ones (fictional schools and people, one document
 * per language): an entry the CV gives no date, written after dated entries in their layout, and
 * degrees abbreviated with a dot between single letters.
 */
import { describe, expect, it } from 'vitest';
import { extractEducation } from '../../../src/screen/entities/education.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: LineSpec[] = [{ text: 'Ilario Ventimiglia', size: 18, bold: true }, { text: 'ilario.ventimiglia@example.org' }];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

function educationOf(lines: (LineSpec | string)[]) {
  return extractEducation(buildLayout(documentOf([...head, ...lines])).sections).map((e) => [e.degree, e.institution, e.end]);
}

describe('an undated entry after the dated ones', () => {
  it.each([
    ['en', 'Education', 'Master of Science in Civil Engineering', 'University of Northbrook', 'Bachelor of Science in Mathematics', 'Westfield College', 'High School Diploma', 'Westfield High School'],
    ['it', 'Istruzione', 'Laurea magistrale in Ingegneria Civile', 'Università degli Studi di Corvara', 'Laurea triennale in Ingegneria Civile', 'Università degli Studi di Corvara', 'Diploma di maturità scientifica', 'Liceo Scientifico Galileo Galilei'],
    ['es', 'Formación académica', 'Máster en Dirección de Empresas', 'Universidad de Valdemora', 'Grado en Economía', 'Universidad de Valdemora', 'Bachillerato', 'IES Los Almendros'],
    ['fr', 'Formation', 'Master Droit des affaires', 'Université de Valbrume', 'Licence de Droit', 'Université de Valbrume', 'Baccalauréat ES', 'Lycée Victor Hugo'],
    ['de', 'Ausbildung', 'Master of Science Informatik', 'Hochschule Falkenau', 'Bachelor of Science Informatik', 'Hochschule Falkenau', 'Allgemeine Hochschulreife', 'Gymnasium Lindenhof'],
    ['pt', 'Formação acadêmica', 'Mestrado em Engenharia Civil', 'Universidade de Montalvo', 'Licenciatura em Engenharia Civil', 'Universidade de Montalvo', 'Ensino Médio', 'Colégio São Bento'],
  ])('%s: the last entry of the list, set like the others but without a date, is read', (_lang, title, degree1, school1, degree2, school2, degree3, school3) => {
    const entries = educationOf([
      heading(title),
      { text: degree1, bold: true, cells: [[450, '2015 – 2017']] },
      school1,
      { text: degree2, bold: true, gap: 6, cells: [[450, '2011 – 2015']] },
      school2,
      { text: degree3, bold: true, gap: 6 },
      school3,
    ]);
    expect(entries).toEqual([
      [degree1, school1, '2017'],
      [degree2, school2, '2015'],
      [degree3, school3, null],
    ]);
  });

  it('reads a row of a table whose date cell is empty (Italian, degree and school in one cell)', () => {
    const entries = educationOf([
      heading('Istruzione'),
      { text: '2015 – 2017', cells: [[150, 'Laurea magistrale in Economia – Università di Corvara']] },
      { text: 'Laurea triennale in Economia – Università di Corvara', x: 150 },
      { text: '2005 – 2010', cells: [[150, 'Diploma di ragioneria – ITC Enrico Fermi']] },
    ]);
    expect(entries).toEqual([
      ['Laurea magistrale in Economia', 'Università di Corvara', '2017'],
      ['Laurea triennale in Economia', 'Università di Corvara', null],
      ['Diploma di ragioneria', 'ITC Enrico Fermi', '2010'],
    ]);
  });

  it('keeps the lines of a description with its entry: a thesis, a labelled degree, a sentence', () => {
    const entries = educationOf([
      heading('Education'),
      { text: 'Master of Science in Physics', bold: true, cells: [[450, '2015 – 2017']] },
      'University of Northbrook',
      'Master thesis on the transport of heat in thin films of graphene',
      'Bachelor courses in mathematics were recognised for the programme.',
      { text: 'University of Westfield', bold: true, gap: 6, cells: [[450, '2011 – 2015']] },
      'Degree: Bachelor of Science in Physics',
    ]);
    expect(entries).toEqual([
      ['Master of Science in Physics', 'University of Northbrook', '2017'],
      ['Bachelor of Science in Physics', 'University of Westfield', '2015'],
    ]);
  });
});

describe('degrees abbreviated with dots between single letters', () => {
  it('reads "B.S", "M.A" as the degree, not as a piece without words', () => {
    const entries = educationOf([
      heading('Education'),
      { text: 'M.A : History, University of Northbrook', cells: [[450, '2017']] },
      { text: 'B.S : Biology, Westfield College', cells: [[450, '2015']] },
    ]);
    expect(entries).toEqual([
      ['M.A', 'University of Northbrook', '2017'],
      ['B.S', 'Westfield College', '2015'],
    ]);
  });
});
