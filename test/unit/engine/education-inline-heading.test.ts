/**
 * The studies' heading written as a label, their first entry after it on the same line
 * ("Istruzione: Laurea magistrale in Economia, Università di …, 2016 – 2018"), the next entries on
 * lines of their own: six languages (fictional schools), plain type throughout.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2026, 5, 1)) };

describe('an education heading closed by a colon, its first entry beside it', () => {
  it.each([
    ['en', 'Experience: Data Analyst, Alfa Corp, 2019 – Present', 'Education', 'MSc Finance, University of Northbrook, 2016 – 2018', 'BSc Economics, Westfield University, 2013 – 2016'],
    ['it', 'Esperienza: Analista dati, Alfa S.r.l., 2019 – oggi', 'Istruzione', 'Laurea magistrale in Economia, Università di Corvara, 2016 – 2018', 'Laurea triennale in Economia, Università di Valtorta, 2013 – 2016'],
    ['es', 'Experiencia: Analista de datos, Alfa S.L., 2019 – actualidad', 'Formación', 'Máster en Finanzas, Universidad de Valdemora, 2016 – 2018', 'Grado en Economía, Universidad de Almendral, 2012 – 2016'],
    ['fr', 'Expérience : Analyste de données, Alfa SAS, 2019 – aujourd’hui', 'Formation', 'Master Finance, Université de Valbrume, 2016 – 2018', 'Licence Économie, Université de Clairval, 2013 – 2016'],
    ['de', 'Berufserfahrung: Datenanalystin, Alfa GmbH, 2019 – heute', 'Ausbildung', 'Master BWL, Hochschule Falkenau, 2016 – 2018', 'Bachelor BWL, Universität Lindenberg, 2013 – 2016'],
    ['pt', 'Experiência: Analista de dados, Alfa Lda., 2019 – atual', 'Formação', 'Mestrado em Economia, Universidade de Montalvo, 2016 – 2018', 'Licenciatura em Economia, Universidade de Serrania, 2013 – 2016'],
  ])('%s: both entries are read', (_lang, job, heading, first, second) => {
    const document = documentOf([{ text: 'Giulia Ferri', size: 18 }, 'giulia.ferri@example.org', job, `${heading}: ${first}`, second, 'Languages: English C1']);
    expect(runEngine(document, REFERENCE).education.map((e) => [e.institution, e.end])).toEqual([
      [first.split(', ')[1], '2018'],
      [second.split(', ')[1], '2016'],
    ]);
  });

  it('an entry\'s own labelled field stays in its entry ("Università: …", "Degree: …")', () => {
    const document = documentOf([
      { text: 'Giulia Ferri', size: 18 },
      'giulia.ferri@example.org',
      { text: 'Istruzione', bold: true, size: 13, gap: 10 },
      { text: 'Laurea in Economia – 2015', bold: true },
      'Università: Università di Corvara',
      { text: 'Diploma di ragioneria – 2010', bold: true },
    ]);
    expect(runEngine(document, REFERENCE).education.map((e) => [e.degree, e.institution])).toEqual([
      ['Laurea in Economia', 'Università di Corvara'],
      ['Diploma di ragioneria', null],
    ]);
  });

  it('a block of personal details keeps its "Education: …" line', () => {
    const document = documentOf([
      { text: 'Giulia Ferri', size: 18 },
      'giulia.ferri@example.org',
      { text: 'Personal details', bold: true, size: 13, gap: 10 },
      "Education: Bachelor's degree in Economics",
      'Date of birth: 12/03/1990',
      'Nationality: Italian',
    ]);
    const profile = runEngine(document, REFERENCE);
    expect(profile.education.every((e) => !/birth|nationality/i.test(`${e.degree} ${e.institution}`))).toBe(true);
  });
});
