/**
 * A school with its degree in brackets ("University of Eastfield (Master of Science in Physics)"),
 * in six languages (fictional names): the school and the degree apart. A degree's own name with a
 * bracketed detail stays the degree.
 */
import { describe, expect, it } from 'vitest';
import { extractEducation } from '../../../src/screen/entities/education.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Laura Montese', size: 18, bold: true }, 'laura.montese@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });
const dated = (text: string, dates: string): LineSpec => ({ text, cells: [[400, dates]] });

function entriesOf(lines: (LineSpec | string)[]) {
  return extractEducation(buildLayout(documentOf([...head, ...lines])).sections).map((e) => [e.degree, e.institution]);
}

describe('the degree in brackets after the school', () => {
  it.each([
    ['en', 'Education', 'Master of Science in Physics', 'University of Eastfield', 'High School Diploma', 'Northgate High School'],
    ['it', 'Istruzione', 'Laurea magistrale in Fisica', 'Università di Valbruna', 'Diploma di maturità scientifica', 'Liceo Scientifico Galvani'],
    ['es', 'Formación', 'Máster en Física', 'Universidad de Sierralta', 'Bachillerato', 'IES San Telmo'],
    ['fr', 'Formation', 'Master de physique', 'Université de Valmont', 'Baccalauréat scientifique', 'Lycée Victor Hugo'],
    ['de', 'Ausbildung', 'Master of Science Physik', 'Universität Lindenau', 'Abitur', 'Gymnasium Nord'],
    ['pt', 'Formação', 'Mestrado em Física', 'Universidade de Serrado', 'Ensino médio', 'Colégio Santa Luzia'],
  ])('%s: "%s"', (_lang, title, d1, s1, d2, s2) => {
    expect(entriesOf([heading(title), dated(`${s1} (${d1})`, '2012 – 2015'), dated(`${s2} (${d2})`, '2007 – 2012')])).toEqual([
      [d1, s1],
      [d2, s2],
    ]);
  });

  it('a degree named first keeps its bracket', () => {
    expect(entriesOf([heading('Istruzione'), dated('Diploma di Liceo Scientifico (Maturità)', '2012')])[0]![0]).toBe('Diploma di Liceo Scientifico (Maturità)');
  });
});
