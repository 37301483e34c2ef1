/**
 * A label closed by a colon over the entries of an education section ("Formación de grado:",
 * "University studies:"), in six languages (fictional names): it names the group, not an entry.
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

describe('a group label over the first dated entry', () => {
  it.each([
    ['es', 'Formación', '*Formación de grado:', 'Licenciatura en Derecho – Universidad de Sierralta (2010 – 2015)', 'Licenciatura en Derecho', 'Universidad de Sierralta'],
    ['en', 'Education', 'University studies:', 'Bachelor of Laws – Eastfield University (2010 – 2014)', 'Bachelor of Laws', 'Eastfield University'],
    ['it', 'Istruzione', 'Formazione universitaria:', 'Laurea in Giurisprudenza – Università di Valbruna (2010 – 2015)', 'Laurea in Giurisprudenza', 'Università di Valbruna'],
    ['fr', 'Formation', 'Études supérieures :', 'Licence de droit – Université de Valmont (2010 – 2013)', 'Licence de droit', 'Université de Valmont'],
    ['de', 'Ausbildung', 'Studium:', 'Bachelor of Laws – Universität Lindenau (2010 – 2014)', 'Bachelor of Laws', 'Universität Lindenau'],
    ['pt', 'Formação', 'Formação universitária:', 'Bacharelado em Direito – Universidade de Serrado (2010 – 2015)', 'Bacharelado em Direito', 'Universidade de Serrado'],
  ])('%s: "%s" reads one entry', (_lang, title, label, line, degree, school) => {
    expect(entriesOf([heading(title), label, line])).toEqual([[degree, school, line.match(/(\d{4})\)$/)![1]]]);
  });
});

describe('a group label over an undated entry naming its own degree', () => {
  it.each([
    ['es', 'Formación', '*Formación de grado:', 'Lic. en Nutrición otorgado por: Universidad de Sierralta'],
    ['en', 'Education', 'University degree:', 'Bachelor of Science in Nutrition, Eastfield University'],
  ])('%s: the label is left out', (_lang, title, label, line) => {
    const got = entriesOf([heading(title), label, line]);
    expect(got).toHaveLength(1);
    expect(got[0]![1]).toMatch(/Universi/);
  });

  it('a degree as the label of its school stays the degree', () => {
    expect(entriesOf([heading('Education'), 'Bachelor of Science:', 'Eastfield University'])).toEqual([['Bachelor of Science', 'Eastfield University', null]]);
  });
});
