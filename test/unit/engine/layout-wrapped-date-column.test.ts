/**
 * moderncv's classic and casual styles set each entry's period in a narrow column right-aligned a few
 * points before the entry, and TeX wraps a period with month names over two or three rows
 * ("settembre" / "2018 - marzo" / "2020"). The first piece was read as one phrase with the degree
 * ("settembre Laurea Magistrale …") and the rest as lines of their own: the entries lost their
 * periods. A date piece opening a row is now a cell of its own when set apart by more than a word
 * space, and the pieces stacked under it, flush right or left, are joined into one period.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOfRuns, type PlacedRun } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date('2026-01-01') };
const DATE_RIGHT = 128;
const CONTENT_X = 137;
const SIZE = 10.9;
/** A date piece right-aligned against the date column's edge (0.5 em a character). */
const piece = (text: string, baseline: number): PlacedRun => [DATE_RIGHT - text.length * SIZE * 0.5, baseline, text, SIZE];

interface Study {
  pieces: string[];
  header: string;
}

function cvPage(name: string, heading: string, studies: Study[]) {
  const runs: PlacedRun[] = [
    [CONTENT_X, 70, name, 24],
    [CONTENT_X, 110, heading, 14.3],
  ];
  let y = 135;
  for (const study of studies) {
    for (const [k, p] of study.pieces.entries()) runs.push(piece(p, y + k * 13.6));
    runs.push([CONTENT_X, y, study.header, SIZE, true]);
    y += 13.6 * study.pieces.length + 16;
  }
  return documentOfRuns(runs);
}

const CASES: [string, string, string, Study[], [string | null, string | null][]][] = [
  [
    'Italian',
    'Federica Colombelli',
    'Istruzione e formazione',
    [
      { pieces: ['settembre', '2018 - marzo', '2020'], header: 'Laurea Magistrale in Scienze della Comunicazione, Politecnico di Milano' },
      { pieces: ['settembre', '2015 -', 'ottobre 2018'], header: 'Laurea Triennale in Scienze della Comunicazione, Università di Padova' },
    ],
    [
      ['2018-09', '2020-03'],
      ['2015-09', '2018-10'],
    ],
  ],
  [
    'English',
    'Oliver Ashcombe',
    'Education',
    [
      { pieces: ['September', '2016 – June', '2018'], header: 'MSc in Data Science, University of Leeds' },
      { pieces: ['September', '2013 – July 2016'], header: 'BSc in Mathematics, University of York' },
    ],
    [
      ['2016-09', '2018-06'],
      ['2013-09', '2016-07'],
    ],
  ],
  [
    'French',
    'Margaux Delaunay',
    'Formation',
    [
      { pieces: ['septembre', '2017 – juin', '2019'], header: 'Master Finance et contrôle de gestion, Université de Bordeaux' },
      { pieces: ['septembre', '2014 – juin 2017'], header: 'Licence Économie et gestion, Université de Nantes' },
    ],
    [
      ['2017-09', '2019-06'],
      ['2014-09', '2017-06'],
    ],
  ],
];

describe('periods wrapped in a narrow date column set close before the entries', () => {
  for (const [label, name, heading, studies, want] of CASES) {
    it(`${label}: each study keeps its whole period`, () => {
      const education = runEngine(cvPage(name, heading, studies), REFERENCE).education;
      expect(education.map((e) => [e.start, e.end])).toEqual(want);
    });
  }
});
