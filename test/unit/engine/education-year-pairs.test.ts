/**
 * Studies dated by school or academic years ("A.A. 2016/2017 – 2018/2019"), and a degree and its school
 * written as two sentences of one line ("Grado en Derecho. Universidad de Valdemora. (2014 - 2018)"),
 * fictional schools.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

function educationOf(lines: LineSpec[]) {
  const profile = runEngine(documentOf([{ text: 'Ilaria Ventura', size: 18, bold: true }, { text: 'ilaria.ventura@example.org' }, ...lines]), { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
  return profile.education.map((e) => [e.degree, e.institution, e.start, e.end]);
}

describe('school and academic years as pairs', () => {
  it('it: "A.A." and "A.S." year pairs in a date column date the entries from first to last year', () => {
    const entries = educationOf([
      heading('Istruzione e formazione'),
      { text: 'A.A. 2016/2017 – 2018/2019', cells: [[170, 'Laurea magistrale in Economia']] },
      { text: 'Università di Corvara', x: 170 },
      { text: 'A.S. 2010/2011 – 2014/2015', cells: [[170, 'Diploma di maturità classica']] },
      { text: 'Liceo Classico Dante, Corvara', x: 170 },
    ]);
    expect(entries).toEqual([
      ['Laurea magistrale in Economia', 'Università di Corvara', '2016', '2019'],
      ['Diploma di maturità classica', 'Liceo Classico Dante', '2010', '2015'],
    ]);
  });

  it.each([
    ['es', 'Formación', 'Curso 2014/2015 - 2017/2018', 'Grado en Psicología, Universidad de Valdemora', 'Grado en Psicología', 'Universidad de Valdemora', '2014', '2018'],
    ['fr', 'Formation', 'Année universitaire 2015/2016 – 2017/2018', 'Licence de droit, Université de Valbrume', 'Licence de droit', 'Université de Valbrume', '2015', '2018'],
  ])('%s: a year label and two pairs beside the degree', (_lang, title, date, line, degree, school, start, end) => {
    expect(educationOf([heading(title), { text: line, cells: [[400, date]] }])).toEqual([[degree, school, start, end]]);
  });
});

describe('a degree and its school as two sentences of one line', () => {
  it.each([
    ['es', 'Formación Académica', 'Grado en Administración y Dirección de Empresas. Universidad de Valdemora. (2014 - 2018)', 'Grado en Administración y Dirección de Empresas', 'Universidad de Valdemora'],
    ['pt', 'Formação', 'Licenciatura em Gestão. Universidade de Montalvo. (2014 - 2018)', 'Licenciatura em Gestão', 'Universidade de Montalvo'],
    ['it', 'Istruzione', 'Laurea triennale in Economia. Università di Corvara. (2014 - 2018)', 'Laurea triennale in Economia', 'Università di Corvara'],
  ])('%s: the school after the full stop', (_lang, title, line, degree, school) => {
    expect(educationOf([heading(title), { text: line }])).toEqual([[degree, school, '2014', '2018']]);
  });
});
