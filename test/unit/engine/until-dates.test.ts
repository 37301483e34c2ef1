/**
 * "bis 2012", "until 2012", "fino al 2012", "hasta 2012", "jusqu'en 2012", "até 2012": an entry
 * dated by the year it ran until. The range word belongs to the date, so the entry is anchored by it
 * and its name keeps no "bis".
 */
import { describe, expect, it } from 'vitest';
import { findDateRanges } from '../../../src/knowledge/dates/date-grammar.ts';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = new Date(Date.UTC(2025, 5, 15));

function education(heading: string, rows: [string, string][]) {
  const lines = rows.map(([date, text]) => ({ text: date, cells: [[130, text]] as [number, string][] }));
  const doc = documentOf(['Jonas Weber', 'jonas.weber@example.com', { text: heading, bold: true, gap: 8 }, ...lines]);
  return runEngine(doc, { referenceDate: REFERENCE }).education.map((e) => [e.degree, e.end]);
}

describe('dates written as the year an entry ran until', () => {
  it('reads the range word and its year as one date opening the text', () => {
    for (const text of ['bis 2012  Abitur', 'until 2012', 'fino al 2012', 'hasta 2012', "jusqu'en 2012", 'até 2012']) {
      const [range] = findDateRanges(text);
      expect(range, text).toMatchObject({ start: { year: 2012 }, kind: 'single', index: 0 });
    }
    // Between two dates the word is still a range's separator.
    expect(findDateRanges('2019 bis 2021')[0]).toMatchObject({ kind: 'range', end: { year: 2021 } });
    expect(findDateRanges('dal 2010 fino al 2012')[0]).toMatchObject({ kind: 'range', start: { year: 2010 }, end: { year: 2012 } });
  });

  it('de, en, it, es, fr, pt: an education entry dated "until <year>" under a dated one', () => {
    const cases: [string, [string, string][], string][] = [
      ['Ausbildung', [['2012 – 2016', 'Bachelor of Arts BWL, Universität Kassel'], ['bis 2012', 'Abitur, Goethe-Gymnasium Kassel']], 'Abitur'],
      ['Education', [['2012 – 2016', 'BSc Economics, University of Leeds'], ['until 2012', 'A-levels, Leeds Grammar School']], 'A-levels'],
      ['Istruzione', [['2012 – 2016', 'Laurea in Economia, Università di Bologna'], ['fino al 2012', 'Diploma di maturità, Liceo Galvani']], 'Diploma di maturità'],
      ['Formación', [['2012 – 2016', 'Grado en Economía, Universidad de Sevilla'], ['hasta 2012', 'Bachillerato, IES Murillo']], 'Bachillerato'],
      ['Formation', [['2012 – 2016', 'Licence d’économie, Université de Lille'], ["jusqu'en 2012", 'Baccalauréat ES, Lycée Faidherbe']], 'Baccalauréat ES'],
      ['Formação', [['2012 – 2016', 'Licenciatura em Economia, Universidade do Porto'], ['até 2012', 'Ensino secundário, Escola Secundária Garcia de Orta']], 'Ensino secundário'],
    ];
    for (const [heading, rows, degree] of cases) {
      expect(education(heading, rows), heading).toContainEqual([degree, '2012']);
    }
  });
});
