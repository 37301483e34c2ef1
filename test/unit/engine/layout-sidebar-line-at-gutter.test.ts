/**
 * moderncv's "oldstyle" style: the contact details in a narrow left column set as a justified block, so
 * a long address or a hyphenated stump ("han-" / "nah.thornton@…") runs right up to the column's edge,
 * a few points (less than a word space of the next type) before the main column. That row read as one
 * line across the gutter ("nah.thornton@example.org Experience"), no gutter was found, and the page
 * was read row by row: every entry was lost. A run that opens a line where other rows' cells start
 * clear of the text before them is the other column's edge: the gutter passes before it.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import type { Document } from '../../../src/screen/extract/document.ts';
import { documentOfRuns, type PlacedRun } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date('2026-01-01') };
const SIDE_X = 65;
const SIDE_RIGHT = 175;
const MAIN_X = 178;

interface Cv {
  name: string;
  headline: string;
  contact: string[];
  /** The e-mail, broken: its stump justified against the column's edge, the rest filling the next line. */
  email: [string, string];
  headings: [string, string];
  jobs: [header: string, dates: string][];
  study: [header: string, dates: string];
}

/**
 * The two columns' rows as the template sets them: the side's at a 12 pt pitch, the main column's at its
 * own, their baselines a few points apart (two flows), some close enough to share a row.
 */
function oldstylePage(cv: Cv): Document {
  const runs: PlacedRun[] = [
    [SIDE_X, 98, cv.name, 34],
    [SIDE_X, 125, cv.headline, 17],
  ];
  const side = [175, 187, 199, 211, 223, 235, 247, 259];
  const [stump, rest] = cv.email;
  const sideLines = [...cv.contact.slice(0, 4), stump, rest, ...cv.contact.slice(4)];
  for (const [k, line] of sideLines.entries()) runs.push([line === stump ? SIDE_RIGHT - stump.length * 5 : SIDE_X, side[k]!, line, 10]);
  const [first, second] = cv.jobs;
  const bullet = '• Led a team of four people and set the priorities';
  runs.push([MAIN_X, 175.5, cv.headings[0], 14.3]);
  runs.push([MAIN_X, 194.9, first![0], 10.9], [560 - first![1].length * 5.45, 194.9, first![1], 10.9, true], [MAIN_X, 208.5, bullet, 10]);
  // The second job opens on the row of the address's stump, its bullet on the row of the address's rest.
  runs.push([MAIN_X, 225.7, second![0], 10.9], [560 - second![1].length * 5.45, 225.7, second![1], 10.9, true], [MAIN_X, 239.3, bullet, 10], [MAIN_X, 261.5, bullet, 10]);
  for (let y = 275.1; y < 400; y += 13.6) runs.push([MAIN_X, y, bullet, 10]);
  runs.push([MAIN_X, 425, cv.headings[1], 14.3]);
  runs.push([MAIN_X, 445, cv.study[0], 10.9], [560 - cv.study[1].length * 5.45, 445, cv.study[1], 10.9, true]);
  for (let y = 470; y < 560; y += 13.6) runs.push([MAIN_X, y, 'Coursework in statistics, databases and reporting', 10]);
  const doc = documentOfRuns(runs);
  for (const r of doc.pages[0]!.lines) {
    // The rest of the address justified across the column's whole width: it ends at the column's edge.
    if (r.text === rest) r.w = SIDE_RIGHT - SIDE_X;
    // Entry headers set in a narrower type than the tests' 0.5 em a character.
    if (r.x === MAIN_X && r.fontSize === 10.9) r.w = r.text.length * 4.6;
  }
  return doc;
}

const CASES: [string, Cv, string[]][] = [
  [
    'English',
    {
      name: 'Hannah Thornbury',
      headline: 'Data Analyst',
      contact: ['Park Avenue 35', 'M1 2AB Manchester', 'United Kingdom', '+44 7599 954415', 'hannah-thornbury', 'hthornbury'],
      email: ['han-', 'nah.thornbury@example.org'],
      headings: ['Experience', 'Education'],
      jobs: [
        ['Data Analyst, Kestrel Software Ltd, Bristol.', 'Sep. 2021 – Jan. 2024'],
        ['Junior Data Analyst, Fenwick Retail plc, Leeds.', 'Mar. 2018 – Aug. 2021'],
      ],
      study: ['BSc in Mathematics, University of Leeds, Leeds.', '2015 – 2018'],
    },
    ['Kestrel Software Ltd', 'Fenwick Retail plc'],
  ],
  [
    'Portuguese',
    {
      name: 'Leonor Martins Sousa',
      headline: 'Analista financeira',
      contact: ['Rua Direita 12', '4000-322 Porto', 'Portugal', '+351 912 345 678', 'leonor-sousa', 'lsousa'],
      email: ['leonormartinsso-', 'usa63@example.pt'],
      headings: ['Experiência profissional', 'Formação académica'],
      jobs: [
        ['Analista financeira, Soluções Mondego Lda, Coimbra.', '2021 – presente'],
        ['Técnica oficial de contas, Metalúrgica do Cávado S.A., Braga.', '2017 – 2021'],
      ],
      study: ['Licenciatura em Gestão, Universidade do Porto, Porto.', '2013 – 2016'],
    },
    ['Soluções Mondego Lda', 'Metalúrgica do Cávado S.A.'],
  ],
];

describe('a sidebar line set against its edge, a few points before the main column', () => {
  for (const [label, cv, employers] of CASES) {
    it(`${label}: the columns are split and the entries kept`, () => {
      const profile = runEngine(oldstylePage(cv), REFERENCE);
      expect(profile.workExperience.map((w) => w.employer)).toEqual(employers);
      expect(profile.education).toHaveLength(1);
    });
  }
});
