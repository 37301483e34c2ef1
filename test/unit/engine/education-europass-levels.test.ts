/**
 * Europass blocks as they print the framework level ("Livello 6 QEQ", "Nivel 5 MECU", "Niveau 6 CEC"),
 * and a labelled result naming no degree under a degree line ("Abschluss: IHK-Prüfung"), fictional schools.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

function educationOf(lines: LineSpec[]) {
  const profile = runEngine(documentOf([{ text: 'Ilaria Ventura', size: 18, bold: true }, { text: 'ilaria.ventura@example.org' }, ...lines]), { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
  return profile.education.map((e) => [e.degree, e.institution, e.isced]);
}

describe('the framework level written after its number', () => {
  it.each([
    ['it', 'ISTRUZIONE E FORMAZIONE', 'Corso di alta formazione in logistica', 'Fondazione Alfa, Corvara (Italia)', 'Livello 5 QEQ', 'Fondazione Alfa', 5],
    ['es', 'EDUCACIÓN Y FORMACIÓN', 'Título propio en gestión logística', 'IES Los Almendros, Valdemora (España)', 'Nivel 5 MECU', 'IES Los Almendros', 5],
    ['fr', 'ÉDUCATION ET FORMATION', 'Titre professionnel gestionnaire en logistique', 'AFPA Valbrume, Valbrume (France)', 'Niveau 5 CEC', 'AFPA Valbrume', 5],
    ['pt', 'EDUCAÇÃO E FORMAÇÃO', 'Curso de especialização tecnológica em logística', 'Escola Profissional de Montalvo, Montalvo (Portugal)', 'Nível 5 do QEQ', 'Escola Profissional de Montalvo', 5],
  ])('%s: "%s" block, the level line neither school nor lost', (_lang, title, degree, schoolLine, level, school, isced) => {
    const entries = educationOf([heading(title), { text: '2014 – 2016' }, { text: degree, bold: true }, { text: schoolLine }, { text: level }]);
    expect(entries).toEqual([[degree, school, isced]]);
  });
});

describe('a labelled result under a degree line', () => {
  it('de: "Abschluss: IHK-Prüfung" leaves the Ausbildung the degree', () => {
    const entries = educationOf([
      heading('Ausbildung'),
      { text: '09/2014 – 07/2017', cells: [[150, 'Ausbildung zur Kauffrau für Büromanagement']] },
      { text: 'Alfa GmbH, Falkenau', x: 150 },
      { text: 'Abschluss: IHK-Prüfung (Note: gut)', x: 150 },
      { text: '08/2005 – 07/2014', cells: [[150, 'Realschule Falkenau']] },
      { text: 'Abschluss: Mittlere Reife', x: 150 },
    ]);
    expect(entries).toEqual([
      ['Ausbildung zur Kauffrau für Büromanagement', 'Alfa GmbH', 3],
      ['Mittlere Reife', 'Realschule Falkenau', 2],
    ]);
  });
});

describe('a line that only labels the date', () => {
  it.each([
    ['pt', 'Formação', 'Análise e Desenvolvimento de Sistemas', 'Universidade Cruzeiro do Norte', 'Previsão de conclusão: 12/2026'],
    ['en', 'Education', 'Bachelor of Science in Nursing', 'University of Northbrook', 'Expected graduation: 05/2027'],
    ['es', 'Formación', 'Grado en Enfermería', 'Universidad de Valdemora', 'Fecha prevista: 06/2027'],
  ])('%s (%s): the line labelling the date is no part of the school', (_lang, title, degree, school, date) => {
    const entries = educationOf([heading(title), { text: degree, bold: true }, { text: school }, { text: date }]);
    expect(entries.map((e) => [e[0], e[1]])).toEqual([[degree, school]]);
  });
});
