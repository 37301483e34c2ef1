/**
 * A range of years whose last year is written as a school year ("2010 – 2017-2018", "2012 – 2015/16"),
 * in six languages (fictional schools): the range ends with the pair's second year, and the pair's tail
 * ("-2018", "/16") is no part of the school's name. A school year alone ("2017-2018") and years apart
 * ("2010 – 2017 - 2018") are read as before.
 */
import { describe, expect, it } from 'vitest';
import { findDateRanges } from '../../../src/knowledge/dates/date-grammar.ts';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

function educationOf(lines: LineSpec[]) {
  const profile = runEngine(documentOf([{ text: 'Ilaria Ventura', size: 18, bold: true }, { text: 'ilaria.ventura@example.org' }, ...lines]), { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
  return profile.education.map((e) => [e.degree, e.institution, e.start, e.end]);
}

describe('a range closed by a school year', () => {
  it.each([
    ['en', 'Education', 'BSc in Physics, University of Eastfield', '2012 – 2015/2016', 'BSc in Physics', 'University of Eastfield', '2012', '2016'],
    ['it', 'Istruzione', 'Diploma di maturità scientifica, Liceo Scientifico Galilei', '2010 – 2014/15', 'Diploma di maturità scientifica', 'Liceo Scientifico Galilei', '2010', '2015'],
    ['es', 'Educación', 'Bachillerato, Colegio Nacional Sierralta', '2010 – 2017-2018', 'Bachillerato', 'Colegio Nacional Sierralta', '2010', '2018'],
    ['fr', 'Formation', 'Baccalauréat scientifique, Lycée Ampère', '2011 – 2013/2014', 'Baccalauréat scientifique', 'Lycée Ampère', '2011', '2014'],
    ['de', 'Ausbildung', 'Abitur, Goethe-Gymnasium Lindenau', '2005 – 2012/13', 'Abitur', 'Goethe-Gymnasium Lindenau', '2005', '2013'],
    ['pt', 'Formação', 'Ensino Secundário, Escola Secundária de Serrado', '2009 – 2011-2012', 'Ensino Secundário', 'Escola Secundária de Serrado', '2009', '2012'],
  ])('%s: "%s"', (_lang, title, line, dates, degree, school, start, end) => {
    expect(educationOf([heading(title), { text: line, cells: [[400, dates]] }])).toEqual([[degree, school, start, end]]);
  });

  it('a school year alone, and years set apart, are read as before', () => {
    const read = (text: string) => findDateRanges(text).map((r) => [r.start?.year ?? null, r.end?.year ?? null]);
    expect(read('2017-2018')).toEqual([[2017, 2018]]);
    expect(read('2016/2017 – 2018/2019')).toEqual([[2016, 2019]]);
    expect(read('2010 – 2017 - 2018')).toEqual([[2010, 2017], [2018, null]]);
  });
});
