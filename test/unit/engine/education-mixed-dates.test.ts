/**
 * Education sections where some entries carry a date and others none (studies under way, a date
 * left out), in six languages (fictional schools): each entry stays its own, wherever the undated
 * one sits, one line per entry or a degree line over a school line.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: LineSpec[] = [{ text: 'Ilaria Ventura', size: 18, bold: true }, { text: 'ilaria.ventura@example.org' }];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });
const jobs: LineSpec[] = [heading('Experience'), { text: 'Analyst', bold: true, cells: [[420, '03/2020 - 05/2023']] }, { text: 'Alfa Corp, Springfield' }, { text: 'Did analysis of data for clients.' }];

function educationOf(lines: LineSpec[]) {
  const profile = runEngine(documentOf([...head, ...lines, ...jobs]), { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
  return profile.education.map((e) => [e.degree, e.institution, e.end]);
}

type Study = [degree: string, school: string];
const CASES: [string, string, Study, Study, Study][] = [
  ['en', 'Education', ['Master of Science in Data Science', 'University of Northbrook'], ['Bachelor of Science in Mathematics', 'Westfield University'], ['High School Diploma', 'Westfield High School']],
  ['it', 'Istruzione', ['Laurea magistrale in Economia', 'Università di Corvara'], ['Laurea triennale in Economia', 'Università di Corvara'], ['Diploma di maturità scientifica', 'Liceo Scientifico Galilei']],
  ['es', 'Formación', ['Máster en Marketing Digital', 'Universidad de Valdemora'], ['Grado en Publicidad', 'Universidad de Valdemora'], ['Bachillerato', 'IES Los Almendros']],
  ['fr', 'Formation', ['Master Marketing', 'Université de Valbrume'], ['Licence Économie', 'Université de Valbrume'], ['Baccalauréat ES', 'Lycée Victor Hugo']],
  ['de', 'Ausbildung', ['Master of Science Informatik', 'Hochschule Falkenau'], ['Bachelor of Science Informatik', 'Hochschule Falkenau'], ['Abitur', 'Gymnasium Lindenhof']],
  ['pt', 'Formação', ['Mestrado em Economia', 'Universidade de Montalvo'], ['Graduação em Economia', 'Universidade de Montalvo'], ['Ensino Médio', 'Colégio Rui Barbosa']],
];

describe('an undated entry among dated ones', () => {
  it.each(CASES)('%s: one line per entry, the first undated', (_lang, title, undated, second, third) => {
    const entries = educationOf([heading(title), { text: `${undated[0]}, ${undated[1]}` }, { text: `${second[0]}, ${second[1]} (2021)` }, { text: `${third[0]}, ${third[1]} (2017)` }]);
    expect(entries).toEqual([
      [undated[0], undated[1], null],
      [second[0], second[1], '2021'],
      [third[0], third[1], '2017'],
    ]);
  });

  it.each(CASES)('%s: a degree line over a school line, the first undated', (_lang, title, undated, second, third) => {
    const entries = educationOf([
      heading(title),
      { text: undated[0], bold: true },
      { text: undated[1] },
      { text: second[0], bold: true },
      { text: `${second[1]}, 2021` },
      { text: third[0], bold: true },
      { text: `${third[1]}, 2017` },
    ]);
    expect(entries).toEqual([
      [undated[0], undated[1], null],
      [second[0], second[1], '2021'],
      [third[0], third[1], '2017'],
    ]);
  });

  it.each(CASES)('%s: a degree line over a school line, the undated one between dated ones', (_lang, title, undated, second, third) => {
    const entries = educationOf([
      heading(title),
      { text: second[0], bold: true },
      { text: `${second[1]}, 2021` },
      { text: undated[0], bold: true },
      { text: undated[1] },
      { text: third[0], bold: true },
      { text: `${third[1]}, 2017` },
    ]);
    expect(entries).toEqual([
      [second[0], second[1], '2021'],
      [undated[0], undated[1], null],
      [third[0], third[1], '2017'],
    ]);
  });

  it.each(CASES)('%s: dates at the right end of the degree line, the last entry undated', (_lang, title, undated, second, third) => {
    const entries = educationOf([
      heading(title),
      { text: second[0], bold: true, cells: [[470, '2021']] },
      { text: second[1] },
      { text: third[0], bold: true, cells: [[470, '2017']] },
      { text: third[1] },
      { text: undated[0], bold: true },
      { text: undated[1] },
    ]);
    expect(entries.map((e) => e[0])).toEqual([second[0], third[0], undated[0]]);
    expect(entries[2]![1]).toBe(undated[1]);
  });
});

describe('studies under way above a dated entry, each on its line', () => {
  it.each([
    ['pt', 'Formação', 'Cursando Pedagogia – Universidade Estadual de Montalvo (3º semestre)', 'Ensino Médio completo – Escola Estadual Serrana (2018)', 'Universidade Estadual de Montalvo', 'Ensino Médio completo'],
    ['es', 'Estudios', 'Técnico Superior en Administración y Finanzas (cursando 2º año), IES La Vega', 'Graduado en ESO, IES La Vega, 2019', 'IES La Vega', 'Graduado en ESO'],
  ])('%s: the course under way is an entry of its own', (_lang, title, current, dated, school, degree) => {
    const profile = runEngine(documentOf([...head, heading(title), { text: current }, { text: dated }, ...jobs]), { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
    expect(profile.education.map((e) => [e.institution, e.current])).toEqual([
      [expect.stringContaining(school), true],
      [expect.any(String), false],
    ]);
    expect(profile.education[1]!.degree).toBe(degree);
  });

  it('en: "Class of 2018" dates its line; a school alone on its line is the school', () => {
    const entries = educationOf([heading('Education'), { text: 'Westfield University, Westfield, CA' }, { text: 'Bachelor of Arts, Economics — Class of 2018' }, { text: 'Northbrook High School — Graduated 2014' }]);
    expect(entries).toEqual([
      ['Bachelor of Arts, Economics', 'Westfield University', '2018'],
      [null, 'Northbrook High School', '2014'],
    ]);
  });

  it('pt: a degree above its school\'s dated line stays one entry, a "PUC" school read as no degree', () => {
    const entries = educationOf([
      heading('Formação Acadêmica'),
      { text: 'Pós-graduação em Engenharia de Software', bold: true },
      { text: 'PUC Minas – 2021 a 2022' },
      { text: 'Bacharelado em Sistemas de Informação', bold: true },
      { text: 'Universidade Federal de Montalvo – 2015 a 2019' },
    ]);
    expect(entries).toEqual([
      ['Pós-graduação em Engenharia de Software', 'PUC Minas', '2022'],
      ['Bacharelado em Sistemas de Informação', 'Universidade Federal de Montalvo', '2019'],
    ]);
  });
});
