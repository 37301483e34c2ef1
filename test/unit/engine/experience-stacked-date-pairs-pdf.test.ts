/**
 * A period's two ends stacked in a narrow date column beside the entry, with no dash between: the
 * start on the title's row, the end on the employer's ("04/2021" / "Present", "2013" / "2016"), as
 * résumé builders print a timeline. Read apart, the end was taken for the employer's line and the
 * employer lost. Guard: a list of single-dated entries, one a row and evenly spaced, keeps each
 * its own date.
 */
import { describe, expect, it } from 'vitest';
import { extractAndRun, pdf } from './generated-files.ts';

type Entry = [title: string, org: string, start: string, end: string];

function timelineCv(headings: [string, string], jobs: Entry[], studies: Entry[]): (d: PDFKit.PDFDocument) => void {
  return (d) => {
    d.font('Helvetica-Bold').fontSize(20).text('Alex Example', 40, 40);
    d.font('Helvetica').fontSize(10).text('alex@example.com  ·  +44 7700 900123', 40, 68);
    let y = 100;
    const block = (heading: string, entries: Entry[]) => {
      d.font('Helvetica-Bold').fontSize(13).text(heading, 40, y);
      y += 22;
      for (const [title, org, start, end] of entries) {
        // The dates a little smaller than the text: their rows do not share its baselines.
        d.font('Helvetica').fontSize(8.5).text(start, 40, y + 1, { lineBreak: false });
        d.text(end, 40, y + 11, { lineBreak: false });
        d.font('Helvetica-Bold').fontSize(10).text(title, 110, y, { lineBreak: false });
        d.font('Helvetica').fontSize(10).text(org, 110, y + 13, { lineBreak: false });
        y += 40;
      }
      y += 6;
    };
    block(headings[0], jobs);
    block(headings[1], studies);
  };
}

const CASES: [string, [string, string], Entry[], Entry[]][] = [
  [
    'Italian',
    ['ESPERIENZE', 'ISTRUZIONE'],
    [
      ['Responsabile acquisti', 'Conero Distribuzione S.p.A.', '04/2021', 'oggi'],
      ['Buyer junior', 'Adriatica Ricambi S.r.l.', '02/2017', '03/2021'],
    ],
    [
      ['Laurea magistrale in Economia', 'Università di Bologna', '2014', '2016'],
      ['Laurea triennale in Economia', 'Università di Bologna', '2011', '2014'],
    ],
  ],
  [
    'Portuguese',
    ['EXPERIÊNCIA', 'FORMAÇÃO'],
    [
      ['Analista de compras', 'Distribuidora Paraná Ltda.', '04/2021', 'atual'],
      ['Assistente de compras', 'Atacadão Curitiba S.A.', '02/2017', '03/2021'],
    ],
    [
      ['MBA em Gestão de Projetos', 'Fundação Getulio Vargas', '2014', '2016'],
      ['Bacharelado em Administração', 'Universidade Federal do Paraná', '2010', '2014'],
    ],
  ],
];

describe('a period stacked on two rows without a dash', () => {
  for (const [language, headings, jobs, studies] of CASES) {
    it(`reads both ends and keeps the employer and school (${language})`, async () => {
      const { profile } = await extractAndRun(await pdf(timelineCv(headings, jobs, studies)));
      expect(profile.workExperience.map((e) => [e.title, e.employer, e.start, e.current ? 'now' : e.end])).toEqual(
        jobs.map(([title, org, start, end]) => [title, org, `${start.slice(3)}-${start.slice(0, 2)}`, /\d/.test(end) ? `${end.slice(3)}-${end.slice(0, 2)}` : 'now']),
      );
      expect(profile.education.map((e) => [e.institution, e.start, e.end])).toEqual(studies.map(([, org, start, end]) => [org, start, end]));
    });
  }

  it('keeps single dates one a row, evenly spaced, apart (guard)', async () => {
    const doc = await pdf((d) => {
      d.font('Helvetica-Bold').fontSize(20).text('Alex Example', 40, 40);
      d.font('Helvetica').fontSize(10).text('alex@example.com  ·  +44 7700 900123', 40, 68);
      d.font('Helvetica-Bold').fontSize(13).text('EDUCATION', 40, 100);
      const rows: [string, string][] = [
        ['2012', 'BSc Chemistry, University of Leeds'],
        ['2014', 'MSc Analytical Chemistry, University of York'],
        ['2018', 'PhD Chemistry, University of Bristol'],
      ];
      rows.forEach(([year, text], k) => {
        d.font('Helvetica').fontSize(10).text(year, 40, 124 + k * 13, { lineBreak: false });
        d.text(text, 110, 124 + k * 13, { lineBreak: false });
      });
    });
    const { profile } = await extractAndRun(doc);
    expect(profile.education.map((e) => e.end)).toEqual(['2012', '2014', '2018']);
  });
});
