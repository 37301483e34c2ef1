/**
 * A one-column CV in the commonest Word layout: the name left with the contact block right-aligned
 * beside it, each entry's dates right-aligned on its title's row and its place under them on the
 * employer's row, then skills and languages down the left margin. The right-hand strip of contact
 * lines, dates and places was split off as a column: every entry lost its dates and its employer.
 * The places under the dates now count with the dates as the entries' date column, and a gutter
 * near the middle is tested for a date column on either side.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import type { Document } from '../../../src/screen/extract/document.ts';
import { documentOfRuns, type PlacedRun } from './synthetic-document.ts';

type Run = PlacedRun;

const page = documentOfRuns;
const right = (text: string, size = 9.5) => 569 - text.length * size * 0.5;

interface Cv {
  name: string;
  headline: string;
  contact: string[];
  headings: [string, string, string, string];
  jobs: [title: string, employer: string, dates: string, place: string][];
  study: [degree: string, years: string];
  skills: string[];
  languages: string[];
}

function cvPage(cv: Cv): Document {
  const runs: Run[] = [
    [27, 40, cv.name, 22, true],
    [27, 66, cv.headline, 12],
  ];
  for (const [k, text] of cv.contact.entries()) runs.push([right(text), 36 + k * 12, text]);
  runs.push([27, 110, cv.headings[0], 12.5, true]);
  let y = 132;
  for (const [title, employer, dates, place] of cv.jobs) {
    runs.push([27, y, title, 9.5, true], [right(dates), y, dates], [27, y + 12, employer], [right(place), y + 12, place]);
    runs.push([39, y + 25, '• Led a team of eight people'], [39, y + 37, '• Delivered on time and on budget']);
    y += 56;
  }
  runs.push([27, y + 10, cv.headings[1], 12.5, true], [27, y + 30, cv.study[0], 9.5, true], [right(cv.study[1]), y + 30, cv.study[1]]);
  y += 60;
  runs.push([27, y, cv.headings[2], 12.5, true]);
  for (const skill of cv.skills) {
    y += 13;
    runs.push([27, y, skill]);
  }
  runs.push([27, y + 24, cv.headings[3], 12.5, true]);
  for (const [k, line] of cv.languages.entries()) runs.push([27, y + 42 + k * 13, line]);
  return page(runs);
}

const CASES: [string, Cv][] = [
  [
    'English',
    {
      name: 'Oliver Bennett',
      headline: 'Project Manager',
      contact: ['+44 7700 900 123', 'oliver.bennett@example.com', 'Leeds', 'linkedin.com/in/oliver-bennett'],
      headings: ['WORK EXPERIENCE', 'EDUCATION', 'SKILLS', 'LANGUAGES'],
      jobs: [
        ['Project Manager', 'Bechtel', '03/2021 – Present', 'London'],
        ['Site Engineer', 'Balfour Beatty', '06/2017 – 02/2021', 'Leeds'],
        ['Graduate Engineer', 'Arup', '09/2015 – 05/2017', 'Manchester'],
      ],
      study: ['BEng Civil Engineering, University of Leeds', '2011 – 2015'],
      skills: ['Project management', 'AutoCAD', 'Primavera P6', 'Budgeting', 'Stakeholder management', 'MS Project', 'Risk management'],
      languages: ['English: native', 'French: B2'],
    },
  ],
  [
    'Italian',
    {
      name: 'Giulia Ferraro',
      headline: 'Responsabile amministrativa',
      contact: ['+39 347 123 4567', 'giulia.ferraro@example.it', 'Bologna', 'linkedin.com/in/giulia-ferraro'],
      headings: ['ESPERIENZE PROFESSIONALI', 'ISTRUZIONE', 'COMPETENZE', 'LINGUE'],
      jobs: [
        ['Responsabile amministrativa', 'Barilla S.p.A.', '03/2021 – oggi', 'Parma'],
        ['Contabile', 'Studio Rossi & Associati', '06/2017 – 02/2021', 'Bologna'],
        ['Impiegata contabile', 'Coop Alleanza 3.0', '09/2015 – 05/2017', 'Modena'],
      ],
      study: ['Laurea magistrale in Economia, Università di Bologna', '2013 – 2015'],
      skills: ['Contabilità', 'SAP', 'Excel avanzato', 'Bilancio', 'Paghe e contributi', 'Pacchetto Office', 'Controllo di gestione'],
      languages: ['Italiano: madrelingua', 'Inglese: B2'],
    },
  ],
];

describe('contact block beside the name, dates and places right-aligned', () => {
  for (const [language, cv] of CASES) {
    it(`keeps each entry's dates and employer (${language})`, () => {
      const profile = runEngine(cvPage(cv), { referenceDate: new Date(Date.UTC(2025, 5, 1)) });
      expect(profile.workExperience.map((e) => [e.title, e.employer, e.start])).toEqual(cv.jobs.map(([title, employer, dates]) => [title, employer, `${dates.slice(3, 7)}-${dates.slice(0, 2)}`]));
      expect(profile.education.map((e) => e.end)).toEqual([cv.study[1].slice(-4)]);
      expect(profile.personal.location?.city).toBe(cv.contact[2]);
    });
  }
});
