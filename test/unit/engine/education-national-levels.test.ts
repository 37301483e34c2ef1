/**
 * National qualifications as CVs write them, one line per entry with its date (fictional schools):
 * the degree kept whole and its ISCED level. "Técnico em …" keeps its field ("em" there is no "at"),
 * the French "Bac+N" counts years after the baccalauréat, the BUT is a first degree.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: LineSpec[] = [{ text: 'Ilaria Ventura', size: 18, bold: true }, { text: 'ilaria.ventura@example.org' }];

function entryOf(title: string, line: string) {
  const profile = runEngine(documentOf([...head, { text: title, bold: true, size: 13, gap: 10 }, { text: line, cells: [[470, '2016 – 2018']] }]), {
    referenceDate: new Date(Date.UTC(2026, 5, 1)),
  });
  return profile.education.map((e) => [e.degree, e.institution, e.isced]);
}

describe('national qualifications and their levels', () => {
  it.each([
    ['pt', 'Formação', 'Técnico em Enfermagem, Escola Técnica Serrana', 'Técnico em Enfermagem', 'Escola Técnica Serrana', 3],
    ['pt', 'Formação', 'Ensino Médio Técnico em Informática, Escola Técnica Serrana', 'Ensino Médio Técnico em Informática', 'Escola Técnica Serrana', 3],
    ['fr', 'Formation', 'Bac+5 Ingénierie logicielle, École Supérieure de Valbrume', 'Bac+5 Ingénierie logicielle', 'École Supérieure de Valbrume', 7],
    ['fr', 'Formation', 'Bac+3 Marketing digital, École de commerce de Valbrume', 'Bac+3 Marketing digital', 'École de commerce de Valbrume', 6],
    ['fr', 'Formation', 'BUT Informatique, IUT de Valbrume', 'BUT Informatique', 'IUT de Valbrume', 6],
    ['fr', 'Formation', 'Technicien supérieur en électronique, Lycée Jean Moulin', 'Technicien supérieur en électronique', 'Lycée Jean Moulin', 5],
    ['de', 'Ausbildung', 'Promotionsstudium Chemie, Universität Falkenau', 'Promotionsstudium Chemie', 'Universität Falkenau', 8],
    ['de', 'Ausbildung', 'Promotion in Physik, Technische Universität Falkenau', 'Promotion in Physik', 'Technische Universität Falkenau', 8],
  ])('%s (%s): %s', (_lang, title, line, degree, school, level) => {
    expect(entryOf(title, line)).toEqual([[degree, school, level]]);
  });

  it('keeps "Bac 2012" a baccalauréat of that year', () => {
    const profile = runEngine(documentOf([...head, { text: 'Formation', bold: true, size: 13, gap: 10 }, { text: 'Bac S, Lycée Victor Hugo, 2012' }]), { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
    expect(profile.education.map((e) => [e.degree, e.isced, e.end])).toEqual([['Bac S', 3, '2012']]);
  });
});
