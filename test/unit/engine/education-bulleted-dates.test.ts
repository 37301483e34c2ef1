/**
 * Bulleted education lines that open with their year ("• 2018 – MSc …", "- 2020 : Master 2 … (École …)"),
 * fictional schools: the year is when the degree ended, and a school in brackets after the degree is
 * the school.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

function educationOf(title: string, lines: string[]) {
  const spec: LineSpec[] = [{ text: 'Ilaria Ventura', size: 18, bold: true }, { text: 'ilaria.ventura@example.org' }, { text: title, bold: true, size: 13, gap: 10 }, ...lines.map((text) => ({ text }))];
  return runEngine(documentOf(spec), { referenceDate: new Date(Date.UTC(2026, 5, 1)) }).education.map((e) => [e.degree, e.institution, e.start, e.end]);
}

describe('bulleted lines opening with the year', () => {
  it('en: "• 2018 – MSc …, University of …" ended in 2018', () => {
    expect(educationOf('Education', ['• 2018 – MSc Computer Science, University of Northbrook', '• 2016 – BSc Mathematics, Westfield University'])).toEqual([
      ['MSc Computer Science', 'University of Northbrook', null, '2018'],
      ['BSc Mathematics', 'Westfield University', null, '2016'],
    ]);
  });

  it.each([
    ['fr', 'Formation', ['- 2020 : Master 2 Marketing (Université de Valbrume)', '- 2015 : Bac ES (Lycée Victor Hugo)'], [['Master 2 Marketing', 'Université de Valbrume'], ['Bac ES', 'Lycée Victor Hugo']]],
    ['it', 'Istruzione', ['- 2020: Laurea magistrale in Economia (Università di Corvara)', '- 2015: Diploma di maturità (Liceo Galilei)'], [['Laurea magistrale in Economia', 'Università di Corvara'], ['Diploma di maturità', 'Liceo Galilei']]],
    ['pt', 'Formação', ['- 2020: Mestrado em Economia (Universidade de Montalvo)', '- 2015: Ensino Médio (Colégio Rui Barbosa)'], [['Mestrado em Economia', 'Universidade de Montalvo'], ['Ensino Médio', 'Colégio Rui Barbosa']]],
  ])('%s: the school in brackets after the degree', (_lang, title, lines, expected) => {
    expect(educationOf(title, lines).map((e) => [e[0], e[1]])).toEqual(expected);
  });
});
