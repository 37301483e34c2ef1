/**
 * moderncv's "fancy" style: the contact details and then every section's name right-aligned in a
 * narrow left column, each name on the baseline of its section's first line in the content column
 * (a long name wrapped over two lines). The columns were split apart and the names stood in the
 * side column's flow with nothing under them: every section came out empty. They are now lifted
 * into the content column before the line that shares their baseline. A sidebar with content
 * under its own headings keeps them.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import type { Document } from '../../../src/screen/extract/document.ts';
import { documentOfRuns, type PlacedRun } from './synthetic-document.ts';

const SIDE_RIGHT = 155;
const CONTENT_X = 174;
/** x of a run right-aligned against the side column's edge (0.5 em a character). */
const flushRight = (text: string, size: number) => SIDE_RIGHT - text.length * size * 0.5;

interface Cv {
  name: string;
  headline: string;
  contact: string[];
  /** Section names, in order experience, education, skills; a name given as two strings wraps. */
  headings: [string | [string, string], string | [string, string], string];
  jobs: [header: string, dates: string][];
  studies: [header: string, dates: string][];
  skills: string;
}

function fancyPage(cv: Cv): Document {
  const runs: PlacedRun[] = [
    [CONTENT_X, 108, cv.name, 34],
    [CONTENT_X, 136, cv.headline, 17],
  ];
  for (const [k, line] of cv.contact.entries()) runs.push([flushRight(line, 10), 108 + k * 12, line, 10]);
  let y = 220;
  const heading = (name: string | [string, string], baseline: number) => {
    const parts = typeof name === 'string' ? [name] : name;
    for (const [k, part] of parts.entries()) runs.push([flushRight(part, 14.3), baseline + k * 15, part, 14.3]);
  };
  heading(cv.headings[0], y);
  for (const [header, dates] of cv.jobs) {
    runs.push([CONTENT_X, y, header, 10.9], [530 - dates.length * 5.45, y, dates, 10.9, true], [185, y + 15, 'Led a team of four people and set the priorities', 10]);
    y += 40;
  }
  y += 30;
  heading(cv.headings[1], y);
  for (const [header, dates] of cv.studies) {
    runs.push([CONTENT_X, y, header, 10.9], [530 - dates.length * 5.45, y, dates, 10.9, true]);
    y += 26;
  }
  y += 30;
  heading(cv.headings[2], y);
  runs.push([CONTENT_X, y, cv.skills, 10.9]);
  return documentOfRuns(runs);
}

const CASES: [string, Cv, { employers: string[]; schools: string[]; skill: string }][] = [
  [
    'English',
    {
      name: 'Amelia Thornbury',
      headline: 'Mechanical Engineer',
      contact: ['Station Road 3', 'Leeds LS1 4DY', 'United Kingdom', '+44 7700 912345', 'athornbury@example.org'],
      headings: ['Experience', 'Education', 'Skills'],
      jobs: [
        ['Mechanical Engineer, Kestrel Robotics Ltd, Leeds.', '04/2022–Current'],
        ['Design Engineer, Northgate Fabrication plc, York.', '09/2018–03/2022'],
      ],
      studies: [['MSc in Mechanical Engineering, University of Leeds, Leeds.', '2016–2018']],
      skills: 'Tools: AutoCAD, SolidWorks, MATLAB',
    },
    { employers: ['Kestrel Robotics Ltd', 'Northgate Fabrication plc'], schools: ['University of Leeds'], skill: 'SolidWorks' },
  ],
  [
    'Italian, a wrapped section name',
    {
      name: 'Federica Valsecchi',
      headline: 'Controller',
      contact: ['Via Dante 12', '35121 Padova', 'Italia', '+39 391 876 0865', 'fvalsecchi@example.org'],
      headings: [['Esperienza', 'professionale'], ['Istruzione e', 'formazione'], 'Competenze'],
      jobs: [
        ['Controller, Datalab Euganea S.r.l., Padova.', '2021 – presente'],
        ['Contabile, Cooperativa Sole Alto, Verona.', '2017 – 2021'],
      ],
      studies: [['Laurea Magistrale in Economia e Finanza, Università degli Studi di Padova', '2014 – 2016']],
      skills: 'Strumenti: SAP, Excel, Power BI',
    },
    { employers: ['Datalab Euganea S.r.l.', 'Cooperativa Sole Alto'], schools: ['Università degli Studi di Padova'], skill: 'SAP' },
  ],
  [
    'German',
    {
      name: 'Jonas Lindqvist',
      headline: 'Datenanalyst',
      contact: ['Lindenallee 18', '79098 Freiburg', 'Deutschland', '+49 152 01777892', 'jlindqvist@example.org'],
      headings: ['Berufserfahrung', 'Ausbildung', 'Kenntnisse'],
      jobs: [
        ['Datenanalyst, Datenwerk Breisgau GmbH, Freiburg.', '2020 – heute'],
        ['Werkstudent, Rheintal Logistik GmbH, Basel.', '2018 – 2020'],
      ],
      studies: [['Master of Science Data Science, Universität Stuttgart', '2016 – 2018']],
      skills: 'Werkzeuge: Python, SQL, Tableau',
    },
    { employers: ['Datenwerk Breisgau GmbH', 'Rheintal Logistik GmbH'], schools: ['Universität Stuttgart'], skill: 'Tableau' },
  ],
];

describe('section names in a side column of their own, on their sections’ first baselines', () => {
  for (const [label, cv, want] of CASES) {
    it(`${label}: the sections keep their entries`, () => {
      const profile = runEngine(fancyPage(cv), { referenceDate: new Date('2026-01-01') });
      expect(profile.workExperience.map((w) => w.employer)).toEqual(want.employers);
      expect(profile.education.map((e) => e.institution)).toEqual(want.schools);
      expect(profile.skills.map((s) => s.name)).toContain(want.skill);
      expect(profile.jobProfile.title).toBe(cv.headline);
    });
  }

  it('a sidebar with content under its own headings keeps them', () => {
    const runs: PlacedRun[] = [
      [40, 60, 'Clara Bennington', 20],
      [40, 120, 'Skills', 13, true],
      [40, 140, 'AutoCAD'],
      [40, 154, 'SolidWorks'],
      [40, 190, 'Languages', 13, true],
      [40, 210, 'English (native)'],
      [40, 224, 'French (B2)'],
      [220, 120, 'Experience', 13, true],
      [220, 140, 'Design Engineer, Kestrel Robotics Ltd, Leeds', 9.5, true],
      [480, 140, '2019 – 2023'],
      [220, 154, 'Designed parts for assembly lines and test rigs'],
      [220, 190, 'Education', 13, true],
      [220, 210, 'BEng Mechanical Engineering, University of Leeds'],
      [480, 210, '2015 – 2019'],
    ];
    const profile = runEngine(documentOfRuns(runs), { referenceDate: new Date('2026-01-01') });
    expect(profile.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['AutoCAD', 'SolidWorks']));
    expect(profile.languages.map((l) => l.code)).toEqual(expect.arrayContaining(['en', 'fr']));
    expect(profile.workExperience.map((w) => w.employer)).toEqual(['Kestrel Robotics Ltd']);
  });
});
