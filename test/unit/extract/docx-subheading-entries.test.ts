/**
 * Word CVs whose sections are set in Heading 1 and each entry's employer or school in Heading 2,
 * the title and dates on the line below ("Project Manager<tab>2021 – Present"): the Heading 2
 * lines are entries of the section above, no sections of their own.
 */
import { Document, HeadingLevel, Packer, Paragraph, TabStopType, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };

// [lang, name, work heading, [employer, title, dates], education heading, [school, degree, dates]]
type Case = [string, string, string, [string, string, string][], string, [string, string, string][]];
const CASES: Case[] = [
  ['en', 'Megan Holloway', 'Work Experience', [['Bluecastle Consulting', 'Project Manager', '2021 – Present'], ['Greenleaf Retail plc', 'Marketing Coordinator', '2018 – 2021']], 'Education', [['University of Leeds', 'BSc Computer Science', '2011 – 2014']]],
  ['de', 'Lena Brückner', 'Berufserfahrung', [['Nordlicht Software GmbH', 'Softwareentwickler', '03/2020 – heute'], ['Zahlenwerk GmbH', 'Datenanalyst', '01/2016 – 02/2020']], 'Ausbildung', [['Universität Hamburg', 'Bachelor of Science Informatik', '2012 – 2015']]],
  ['fr', 'Claire Fontaine', 'Expérience professionnelle', [['Logiciels Rhône SAS', 'Développeur logiciel', 'mars 2019 – aujourd’hui'], ['Cabinet Moreau', 'Comptable', 'sept. 2015 – févr. 2019']], 'Formation', [['Université de Lyon', 'Master en Informatique', '2013 – 2015']]],
];

const tabbed = (left: string, right: string) => new Paragraph({ tabStops: [{ type: TabStopType.RIGHT, position: 9000 }], children: [new TextRun(left), new TextRun(`\t${right}`)] });

async function cv([, name, workHeading, jobs, eduHeading, schools]: Case): Promise<Uint8Array> {
  const entries = (rows: [string, string, string][]) => rows.flatMap(([org, title, dates]) => [new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(org)] }), tabbed(title, dates)]);
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(name)] }),
          new Paragraph(`${name.toLowerCase().replace(/\s+/g, '.').normalize('NFKD').replace(/[\u0300-\u036f]/g, '')}@example.com`),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(workHeading)] }),
          ...entries(jobs),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(eduHeading)] }),
          ...entries(schools),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe('entries whose employer or school is set in Heading 2 under a Heading 1 section', () => {
  for (const c of CASES) {
    it(`${c[0]}: the Heading 2 lines stay in their section`, async () => {
      const doc = await extractDocument(await cv(c), { limits });
      const kinds = buildLayout(doc).sections.map((s) => s.kind).filter((k) => k !== 'header' && k !== 'contact');
      expect(kinds).toEqual(['experience', 'education']);
      const profile = runEngine(doc, { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
      expect(profile.workExperience.map((w) => w.title)).toEqual(c[3].map(([, title]) => title));
      expect(profile.education.map((e) => e.institution)).toEqual(c[5].map(([school]) => school));
    });
  }
});
