/**
 * An education table with a header row of column labels, in six languages (fictional names):
 * the header row is no entry and no piece of the first one.
 */
import { describe, expect, it } from 'vitest';
import { extractEducation } from '../../../src/screen/entities/education.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Laura Montese', size: 18, bold: true }, 'laura.montese@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });
const row = (a: string, b: string, c: string): LineSpec => ({ text: a, cells: [[150, b], [380, c]] });

function entriesOf(lines: (LineSpec | string)[]) {
  return extractEducation(buildLayout(documentOf([...head, ...lines])).sections).map((e) => [e.degree, e.institution, e.end]);
}

describe('a header row over the education table', () => {
  it.each([
    ['en', 'Education', ['Period', 'Qualification', 'Institution'], 'Master of Science in Physics', 'University of Eastfield'],
    ['it', 'Istruzione', ['Periodo', 'Titolo di studio', 'Istituto'], 'Laurea magistrale in Fisica', 'Università di Valbruna'],
    ['es', 'Formación', ['Periodo', 'Titulación', 'Centro'], 'Máster en Física', 'Universidad de Sierralta'],
    ['fr', 'Formation', ['Période', 'Diplôme', 'Établissement'], 'Master de physique', 'Université de Valmont'],
    ['de', 'Ausbildung', ['Zeitraum', 'Abschluss', 'Hochschule'], 'Master of Science Physik', 'Universität Lindenau'],
    ['pt', 'Formação', ['Período', 'Formação', 'Instituição'], 'Mestrado em Física', 'Universidade de Serrado'],
  ] as const)('%s: "%s"', (_lang, title, labels, degree, school) => {
    expect(entriesOf([heading(title), row(labels[0], labels[1], labels[2]), row('2012 – 2015', degree, school)])).toEqual([[degree, school, '2015']]);
  });
});
