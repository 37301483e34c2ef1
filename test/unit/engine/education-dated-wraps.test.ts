/**
 * A long degree's name in the cell beside its date, wrapped before the date: its end goes on in a
 * few words right under it ("… Data Analytics and Operational⇥2017 – 2018" / "Research"). It is the
 * degree's, not the school's, nor the next entry's; a school, a distinction or a grade under the line
 * stays the entry's next piece. Several degrees under one school's line, the place after the school,
 * each take that school (fictional schools).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2026, 5, 1)) };

function educationOf(heading: string, lines: LineSpec[]) {
  const doc = documentOf([{ text: 'Alex Example', size: 18, bold: true }, 'alex.example@example.org', { text: heading, size: 13, bold: true, gap: 10 }, ...lines]);
  return runEngine(doc, REFERENCE).education.map((e) => [e.degree, e.institution]);
}

/** A degree wrapped in two pieces, its date at the right of the first. */
const dated = (first: string, years: string, rest: string): LineSpec[] => [{ text: first, cells: [[480, years]] }, { text: rest }];

describe('a degree wrapped beside its date, under the school that heads it', () => {
  it.each([
    ['en', 'Education', 'University of Ashcombe', ['Doctor of Philosophy in Computational Biology and Genome', 'Sciences'], ['Master of Science in Applied Statistics and Operational', 'Modelling']],
    ['es', 'Formación académica', 'Universidad de Valdeluz', ['Máster Universitario en Ingeniería Informática y Sistemas', 'Inteligentes'], ['Grado en Administración y Dirección de', 'Empresas']],
    ['fr', 'Formation', 'Université de Belmont', ["Master Management des Systèmes d'Information et Transformation", 'Numérique'], ['Licence en Sciences Économiques et', 'Sociales']],
    ['de', 'Ausbildung', 'Universität Lindenau', ['Master of Arts Internationales Management und', 'Unternehmensführung'], ['Bachelor of Science Wirtschaftsinformatik und Digitale', 'Transformation']],
    ['it', 'Istruzione', 'Università degli Studi di Montecorvo', ['Laurea magistrale in Economia e Management delle Imprese', 'Industriali'], ['Laurea triennale in Economia Aziendale e Finanza', 'Internazionale']],
  ])('%s: each degree whole, both at the school', (_lang, heading, school, first, second) => {
    const lines = [{ text: school, bold: true }, ...dated(first[0]!, '2016 – 2018', first[1]!), ...dated(second[0]!, '2013 – 2016', second[1]!)];
    expect(educationOf(heading, lines)).toEqual([
      [first.join(' '), school],
      [second.join(' '), school],
    ]);
  });
});

describe('what stays the entry next piece under a long dated degree', () => {
  it('en: a school under the degree is its school', () => {
    expect(educationOf('Education', dated('Master of Science in Data Analytics and Operational Research', '2017 – 2018', 'Westmoor University'))).toEqual([
      ['Master of Science in Data Analytics and Operational Research', 'Westmoor University'],
    ]);
  });

  it.each([
    ['en', 'Education', 'Bachelor of Science in Mechanical Engineering and Design', 'Summa cum laude'],
    ['fr', 'Formation', 'Licence en Sciences Économiques et Sociales appliquées', 'Mention très bien'],
    ['de', 'Ausbildung', 'Bachelor of Science Wirtschaftsinformatik und Digitale Transformation', 'Mit Auszeichnung'],
  ])('%s: a distinction is no part of the degree', (_lang, heading, degree, honours) => {
    const got = educationOf(heading, [{ text: 'Hochschule Falkenberg', bold: true }, ...dated(degree, '2013 – 2016', honours)]);
    expect(got.map(([d]) => d)).toEqual([degree]);
  });
});

describe('degrees under a school written with its place', () => {
  it.each([
    ['en', 'Education', 'Westmoor Institute of Technology, Glasgow', 'Westmoor Institute of Technology', ['Master of Science in Physics', 'Bachelor of Science in Physics']],
    ['de', 'Ausbildung', 'Universität Lindenau, Lindenau', 'Universität Lindenau', ['Master of Science Informatik', 'Bachelor of Science Informatik']],
  ])('%s: each degree takes the school', (_lang, heading, line, school, degrees) => {
    const lines: LineSpec[] = [{ text: line, bold: true }, { text: degrees[0]!, cells: [[480, '2016 – 2018']] }, { text: degrees[1]!, cells: [[480, '2013 – 2016']] }];
    expect(educationOf(heading, lines)).toEqual(degrees.map((d) => [d, school]));
  });
});
