/**
 * Schools named by the stage they teach, written without a degree ("Liceo Scientifico Galilei,
 * Milano  2010 – 2015"), in six languages (fictional schools): the name is the school, its stage the
 * entry's level; a degree opening with its own word ("Diploma di Liceo Scientifico") stays a degree.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: LineSpec[] = [{ text: 'Ilaria Ventura', size: 18, bold: true }, { text: 'ilaria.ventura@example.org' }];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

function educationOf(title: string, lines: string[]) {
  const dated = lines.map((text, i): LineSpec => ({ text, cells: [[470, `${2012 - 4 * i} – ${2016 - 4 * i}`]] }));
  const profile = runEngine(documentOf([...head, heading(title), ...dated]), { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
  return profile.education.map((e) => [e.degree, e.institution, e.isced]);
}

describe('a school named by its stage, without a degree', () => {
  it.each([
    ['it', 'Istruzione', 'Liceo Scientifico Galilei, Milano', 'Liceo Scientifico Galilei', 3],
    ['it', 'Istruzione', 'Scuola media Dante Alighieri, Milano', 'Scuola media Dante Alighieri', 2],
    ['en', 'Education', "St. Mary's Higher Secondary School, Madurai", "St. Mary's Higher Secondary School", 3],
    ['de', 'Schulbildung', 'Grundschule Lindenweg, Augsburg', 'Grundschule Lindenweg', 1],
    ['de', 'Schulbildung', 'Gymnasium am Lindenhof, München', 'Gymnasium am Lindenhof', 3],
    ['de', 'Schulbildung', 'Fachoberschule Nord, München', 'Fachoberschule Nord', 3],
    ['pt', 'Formação', 'Escola Secundária de Montalvo, Lisboa', 'Escola Secundária de Montalvo', 3],
    ['fr', 'Formation', 'Lycée Victor Hugo, Besançon', 'Lycée Victor Hugo', 3],
    ['es', 'Formación', 'Escuela Secundaria Técnica 12, Monterrey', 'Escuela Secundaria Técnica 12', 2],
  ])('%s, under "%s": the line names a school, not a degree', (_lang, title, line, school, level) => {
    expect(educationOf(title, [line])).toEqual([[null, school, level]]);
  });

  it('keeps a degree that opens with its own word, and one that is wholly a degree name', () => {
    expect(educationOf('Istruzione', ['Diploma di Liceo Scientifico, Liceo Galilei'])).toEqual([['Diploma di Liceo Scientifico', 'Liceo Galilei', 3]]);
    expect(educationOf('Education', ['High School Diploma, Westfield High School'])).toEqual([['High School Diploma', 'Westfield High School', 3]]);
  });
});
