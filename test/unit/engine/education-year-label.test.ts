/**
 * A year opening an entry's line, set apart by a dash or a colon ("2015 – Master of …",
 * "2015: Máster en …"), in six languages (fictional names): each line is an entry ending that
 * year, whatever the length of the line.
 */
import { describe, expect, it } from 'vitest';
import { extractEducation } from '../../../src/screen/entities/education.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Laura Montese', size: 18, bold: true }, 'laura.montese@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

function entriesOf(lines: (LineSpec | string)[]) {
  return extractEducation(buildLayout(documentOf([...head, ...lines])).sections).map((e) => [e.degree, e.institution, e.end]);
}

const cases = [
  ['en', 'Education', 'Master of Science in Physics', 'University of Eastfield', 'High School Diploma', 'Northgate High School'],
  ['it', 'Istruzione', 'Laurea magistrale in Fisica', 'Università di Valbruna', 'Diploma di maturità scientifica', 'Liceo Scientifico Galvani'],
  ['es', 'Formación', 'Máster en Física', 'Universidad de Sierralta', 'Bachillerato', 'IES San Telmo'],
  ['fr', 'Formation', 'Master de physique', 'Université de Valmont', 'Baccalauréat scientifique', 'Lycée Victor Hugo'],
  ['de', 'Ausbildung', 'Master of Science Physik', 'Universität Lindenau', 'Abitur', 'Gymnasium Nord'],
  ['pt', 'Formação', 'Mestrado em Física', 'Universidade de Serrado', 'Ensino médio', 'Colégio Santa Luzia'],
] as const;

describe('a year opening the line, then a dash', () => {
  it.each(cases)('%s: "%s"', (_lang, title, d1, s1, d2, s2) => {
    expect(entriesOf([heading(title), `2015 – ${d1} – ${s1}`, `2012 – ${d2} – ${s2}`])).toEqual([
      [d1, s1, '2015'],
      [d2, s2, '2012'],
    ]);
  });
});

describe('a year opening the line, then a colon', () => {
  it.each(cases)('%s: "%s"', (_lang, title, d1, s1, d2, s2) => {
    expect(entriesOf([heading(title), `2015: ${d1}, ${s1}`, `2012: ${d2}, ${s2}`])).toEqual([
      [d1, s1, '2015'],
      [d2, s2, '2012'],
    ]);
  });
});
