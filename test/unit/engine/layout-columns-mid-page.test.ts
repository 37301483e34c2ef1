/**
 * Columns that begin mid-page on a one-column CV: two sections side by side at the bottom ("Skills"
 * beside "Languages") let a gutter run up through the entries above, whose lines are shorter than
 * half the page. The column set at the margin of the section above goes on with that section
 * (before, its lines went to the header). And a table CV's date column stays the entries' date
 * column when one row of a skills list below the entries wraps across its gutter.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = new Date(Date.UTC(2026, 5, 1));

interface Words {
  name: string;
  headline: string;
  contact: string[];
  experience: string;
  education: string;
  skills: string;
  languages: string;
  certifications: string;
  jobs: [header: string, dates: string][];
  studies: [study: string, dates: string][];
  skillItems: string[];
  languageLines: string[];
}

const ENGLISH: Words = {
  name: 'Harriet Lowden',
  headline: 'Operations Analyst',
  contact: ['+44 7700 900 456', 'harriet.lowden@example.co.uk', 'Sheffield', 'linkedin.com/in/harriet-lowden'],
  experience: 'Work Experience',
  education: 'Education',
  skills: 'Skills',
  languages: 'Languages',
  certifications: 'Certifications',
  jobs: [
    ['Operations Analyst, Northern Rail', '10/2022 – Present'],
    ['Planner, Peak District Foods', '08/2020 – 09/2022'],
    ['Warehouse Supervisor, Don Valley', '11/2016 – 07/2020'],
    ['Stock Controller, Yorkshire C&C', '09/2013 – 10/2016'],
  ],
  studies: [
    ['BSc Logistics, Sheffield Hallam University', '2013'],
    ['A-Levels, Tapton School', '2010'],
  ],
  skillItems: ['SAP', 'Excel', 'Power BI', 'Lean'],
  languageLines: ['English: Native', 'French: B2', 'German: A2'],
};

const FRENCH: Words = {
  name: 'Maëlle Garnier',
  headline: 'Analyste logistique',
  contact: ['+33 6 12 34 56 78', 'maelle.garnier@example.fr', 'Rennes', 'linkedin.com/in/maelle-garnier'],
  experience: 'Expérience',
  education: 'Formation',
  skills: 'Compétences',
  languages: 'Langues',
  certifications: 'Certifications',
  jobs: [
    ['Analyste logistique, Armor', '10/2022 – aujourd’hui'],
    ['Planificatrice, Breizh Distri', '08/2020 – 09/2022'],
    ['Cheffe d’équipe, Ouest Stockage', '11/2016 – 07/2020'],
    ['Gestionnaire de stock, Rance', '09/2013 – 10/2016'],
  ],
  studies: [
    ['Master Logistique, Université Rennes 2', '2013'],
    ['Baccalauréat, Lycée Chateaubriand', '2008'],
  ],
  skillItems: ['SAP', 'Excel', 'Power BI', 'Lean'],
  languageLines: ['Français : langue maternelle', 'Anglais : C1', 'Espagnol : B1'],
};

/** Name left and the contact block right-aligned beside it; entries one a line; Skills beside Languages at the bottom. */
function bottomPairCv(w: Words): LineSpec[] {
  const right = (text: string) => 560 - text.length * 5;
  const lines: LineSpec[] = [
    { text: w.name, x: 30, size: 22, bold: true, cells: [[right(w.contact[0]!), w.contact[0]!]] },
    { text: w.headline, x: 30, size: 12, cells: [[right(w.contact[1]!), w.contact[1]!]] },
    { text: w.contact[2]!, x: right(w.contact[2]!) },
    { text: w.contact[3]!, x: right(w.contact[3]!) },
    { text: w.experience, x: 30, size: 12, bold: true, gap: 10 },
  ];
  for (const [header, dates] of w.jobs) {
    lines.push({ text: `${header} (${dates})`, x: 30, gap: 4 });
    lines.push({ text: '• Weekly planning of the site', x: 40, size: 9 });
  }
  // One long line high up: the gutter that runs down to the pair of sections starts below it, mid-section.
  lines.splice(8, 0, { text: '• Planned the weekly deliveries of the four regional warehouses with the carriers and the stores', x: 40, size: 9 });
  lines.push({ text: w.education, x: 30, size: 12, bold: true, gap: 10 });
  for (const [study, year] of w.studies) lines.push({ text: `${study}, ${year}`, x: 30, gap: 4 });
  lines.push({ text: w.skills, x: 30, size: 12, bold: true, gap: 10, cells: [[310, w.languages]] });
  for (let i = 0; i < Math.max(w.skillItems.length, w.languageLines.length); i++) {
    const skill = w.skillItems[i];
    const language = w.languageLines[i];
    if (skill) lines.push({ text: skill, x: 30, cells: language ? [[310, language]] : [] });
    else if (language) lines.push({ text: language, x: 310 });
  }
  return lines;
}

/** A table CV: dates in a cell at x = 33, entries at x = 153, headings across; the skills set as a row of tags below. */
function tableCv(w: Words): LineSpec[] {
  const lines: LineSpec[] = [
    { text: w.name, x: 153, size: 20, bold: true },
    { text: w.headline, x: 153, size: 12 },
    { text: w.contact[0]!, x: 153, gap: 6 },
    { text: w.contact[1]!, x: 153 },
    { text: w.experience.toUpperCase(), x: 27, size: 12, bold: true, gap: 12 },
  ];
  for (const [header, dates] of w.jobs) {
    const [title, employer] = header.split(', ') as [string, string];
    lines.push({ text: dates, x: 33, gap: 6, cells: [[153, title]] });
    lines.push({ text: employer, x: 153 });
    lines.push({ text: '• Weekly planning of the site', x: 165, size: 9 });
  }
  lines.push({ text: w.education.toUpperCase(), x: 27, size: 12, bold: true, gap: 12 });
  for (const [study, year] of w.studies) {
    const [degree, school] = study.split(', ') as [string, string];
    lines.push({ text: `${Number(year) - 3} – ${year}`, x: 33, gap: 6, cells: [[153, degree]] });
    lines.push({ text: school, x: 153 });
  }
  lines.push({ text: w.skills.toUpperCase(), x: 27, size: 12, bold: true, gap: 12 });
  lines.push({ text: 'Projektplanung', x: 34, cells: w.skillItems.map((s, i): [number, string] => [132 + 60 * i, s]) });
  lines.push({ text: w.certifications.toUpperCase(), x: 27, size: 12, bold: true, gap: 12 });
  for (const line of ['PMP', 'ITIL 4', 'TOEIC 920']) lines.push({ text: line, x: 27 });
  return lines;
}

describe('columns that begin mid-page', () => {
  for (const [language, words] of [
    ['English', ENGLISH],
    ['French', FRENCH],
  ] as const) {
    it(`keeps every entry above two sections set side by side (${language})`, () => {
      const profile = runEngine(documentOf(bottomPairCv(words)), { referenceDate: REFERENCE });
      expect(profile.workExperience.map((e) => e.start)).toEqual(words.jobs.map(([, dates]) => `${dates.slice(3, 7)}-${dates.slice(0, 2)}`));
      expect(profile.education.map((e) => e.end)).toEqual(words.studies.map(([, year]) => year));
      expect(profile.languages.length).toBe(words.languageLines.length);
    });

    it(`reads a table CV's date column as its entries' dates below which a tag row wraps across (${language})`, () => {
      const profile = runEngine(documentOf(tableCv(words)), { referenceDate: REFERENCE });
      expect(profile.workExperience.map((e) => [e.title, e.start])).toEqual(
        words.jobs.map(([header, dates]) => [header.split(', ')[0], `${dates.slice(3, 7)}-${dates.slice(0, 2)}`]),
      );
      expect(profile.education.map((e) => e.end)).toEqual(words.studies.map(([, year]) => year));
    });
  }
});
