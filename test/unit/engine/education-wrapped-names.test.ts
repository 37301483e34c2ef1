/**
 * A degree's name wrapped in a narrow column after a joining word ("Máster Universitario en" /
 * "Ingeniería Informática", "Ausbildung zum" / "Elektroniker für" / "Betriebstechnik"): the lines
 * below, in the degree's type, carry the name on; the school under them stays the school, and no
 * entry of its own comes out of the wrapped words.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const educationOf = (heading: string, entries: { years: string; degree: string[]; school: string }[]) =>
  runEngine(
    documentOf([
      { text: 'Alex Moreno', size: 20, bold: true },
      'alex.moreno@example.com',
      { text: heading, bold: true, size: 12, gap: 10 },
      ...entries.flatMap((e) => [{ text: e.years, size: 8, gap: 6 }, ...e.degree.map((d) => ({ text: d, bold: true })), { text: e.school, size: 9 }]),
    ]),
    { referenceDate: new Date(Date.UTC(2026, 5, 1)) },
  ).education;

const CASES: Record<string, [string, { years: string; degree: string[]; school: string }[], string[]]> = {
  es: ['FORMACIÓN ACADÉMICA', [{ years: '2018 – 2020', degree: ['Máster Universitario en', 'Ingeniería Informática'], school: 'Universidad de Granada' }, { years: '2014 – 2018', degree: ['Grado en', 'Administración de Empresas'], school: 'Universidad de Zaragoza' }], ['Máster Universitario en Ingeniería Informática', 'Grado en Administración de Empresas']],
  pt: ['FORMAÇÃO ACADÉMICA', [{ years: '2019 – 2021', degree: ['Mestrado em', 'Engenharia Civil'], school: 'Universidade do Porto' }, { years: '2013 – 2017', degree: ['Licenciatura em', 'Gestão de Empresas'], school: 'Universidade de Coimbra' }], ['Mestrado em Engenharia Civil', 'Licenciatura em Gestão de Empresas']],
  fr: ['FORMATION', [{ years: '2015 – 2017', degree: ['Master en', 'Ressources Humaines'], school: 'Université de Lyon' }, { years: '2012 – 2015', degree: ['Licence en', 'Psychologie Sociale'], school: 'Université de Grenoble' }], ['Master en Ressources Humaines', 'Licence en Psychologie Sociale']],
  de: ['AUSBILDUNG', [{ years: '2009 – 2013', degree: ['Ausbildung zum', 'Elektroniker für', 'Betriebstechnik'], school: 'Berufsschule Esslingen' }, { years: '2013 – 2015', degree: ['Weiterbildung zum', 'Industriemeister'], school: 'Technische Akademie Stuttgart' }], ['Ausbildung zum Elektroniker für Betriebstechnik', 'Weiterbildung zum Industriemeister']],
};

describe('a degree wrapped after a joining word', () => {
  for (const [lang, [heading, entries, degrees]] of Object.entries(CASES)) {
    it(`${lang}: the wrapped lines end the degree, the school stays the school`, () => {
      const education = educationOf(heading, entries);
      expect(education.map((e) => e.degree)).toEqual(degrees);
      expect(education.map((e) => e.institution)).toEqual(entries.map((e) => e.school));
    });
  }
});
