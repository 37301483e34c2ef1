/**
 * The header row of a studies table ("Qualification | Board/University | Year | Percentage", the
 * Indian resume's table; "Zeitraum | Abschluss | Einrichtung") names no entry (fictional schools).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2026, 5, 1)) };

/** A table row: cells at fixed columns. */
const row = (cells: string[], xs = [40, 170, 340, 440, 530]): LineSpec => ({ text: cells[0]!, x: xs[0], cells: cells.slice(1).map((c, i) => [xs[i + 1]!, c] as [number, string]) });

function educationOf(heading: string, rows: string[][]) {
  return runEngine(
    documentOf([{ text: 'Ravi Menon', size: 18, bold: true }, 'ravi.menon@example.org', { text: heading, size: 13, bold: true, gap: 10 }, ...rows.map((r) => row(r))]),
    REFERENCE,
  ).education.map((e) => e.degree);
}

describe('a studies table header row', () => {
  it.each([
    ['Educational Qualification', ['Qualification', 'Board/University', 'Year', 'Percentage']],
    ['Academic Profile', ['Course', 'Institution', 'Board', 'Year of Passing', 'Marks']],
    ['Educational Details', ['Examination', 'School/College', 'Board/University', 'Passing Year', '%']],
  ])('%s: the header row is no entry', (heading, head) => {
    const rows = [head, ['B.Tech (CSE)', 'Sunrise Institute of Technology', 'Calvary University', '2016', '72%'], ['12th', 'Kendriya Vidyalaya', 'CBSE', '2012', '81%']].map((r) => r.slice(0, head.length));
    expect(educationOf(heading, rows)).toEqual(['B.Tech (CSE)', '12th']);
  });

  it('de: "Zeitraum | Abschluss | Einrichtung" is no entry', () => {
    expect(educationOf('Ausbildung', [['Zeitraum', 'Abschluss', 'Einrichtung'], ['2016 – 2018', 'Master of Science Informatik', 'Universität Falkenau']])).toEqual(['Master of Science Informatik']);
  });
});
