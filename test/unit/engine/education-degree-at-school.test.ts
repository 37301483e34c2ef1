/**
 * "Degree @ School" and "Degree at School" on an entry's line, in six languages (fictional
 * names): the degree and the school are two pieces, the field of study after "em"/"in" stays the
 * degree's.
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

describe('a degree at its school on one line', () => {
  it.each([
    ['en', 'Education', 'Master of Science in Physics @ University of Eastfield', 'Master of Science in Physics', 'University of Eastfield'],
    ['en', 'Education', 'High School Diploma @ Northgate High School', 'High School Diploma', 'Northgate High School'],
    ['en', 'Education', 'Bachelor of Arts at University at Northport', 'Bachelor of Arts', 'University at Northport'],
    ['it', 'Istruzione', 'Laurea magistrale in Fisica @ Università di Valbruna', 'Laurea magistrale in Fisica', 'Università di Valbruna'],
    ['es', 'Formación', 'Máster en Física @ Universidad de Sierralta', 'Máster en Física', 'Universidad de Sierralta'],
    ['fr', 'Formation', 'Master de physique @ Université de Valmont', 'Master de physique', 'Université de Valmont'],
    ['de', 'Ausbildung', 'Master of Science Physik @ Universität Lindenau', 'Master of Science Physik', 'Universität Lindenau'],
    ['pt', 'Formação', 'Mestrado em Física @ Universidade de Serrado', 'Mestrado em Física', 'Universidade de Serrado'],
  ])('%s: "%s"', (_lang, title, line, degree, school) => {
    expect(entriesOf([heading(title), dated(line, '2012 – 2015')])).toEqual([[degree, school]]);
  });

  it('pt: the field after "em" and the school after a comma stay as they were', () => {
    expect(entriesOf([heading('Formação'), dated('Mestrado em Física, Universidade de Serrado', '2012 – 2015')])).toEqual([['Mestrado em Física', 'Universidade de Serrado']]);
  });
});
