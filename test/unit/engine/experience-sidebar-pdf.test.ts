/**
 * A PDF whose left sidebar (contact, skills) runs beside the main column of jobs: the sidebar's
 * lines meet the main column's rows by chance, each at its own offset from their baselines, so
 * the sidebar is a flow of its own, not a column of labels for the jobs' lines. And a date cell of
 * a narrow left column wrapped after its "since" word ("Depuis" / "septembre 2021").
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf } from './synthetic-document.ts';
import { extractAndRun, pdf } from './generated-files.ts';

type Job = [title: string, employer: string, dates: string, bullets: string[]];

function sidebarCv(heading: string, side: string[], jobs: Job[]): (d: PDFKit.PDFDocument) => void {
  return (d) => {
    d.rect(0, 0, 180, 842).fill('#eeeeee').fillColor('black');
    let y = 60;
    d.font('Helvetica-Bold').fontSize(18).text('Maria Example', 20, y, { width: 150 });
    y += 50;
    d.font('Helvetica').fontSize(9);
    for (const s of side) {
      d.text(s, 20, y, { width: 150 });
      y += 14;
    }
    y = 60;
    d.font('Helvetica-Bold').fontSize(13).text(heading, 200, y);
    y += 24;
    for (const [title, employer, dates, bullets] of jobs) {
      d.font('Helvetica-Bold').fontSize(10).text(title, 200, y);
      d.font('Helvetica').fontSize(9).text(dates, 400, y, { width: 160, align: 'right' });
      y += 13;
      d.font('Helvetica-Oblique').fontSize(9).text(employer, 200, y);
      y += 13;
      d.font('Helvetica').fontSize(9);
      for (const b of bullets) {
        d.text(`• ${b}`, 210, y, { width: 340 });
        y += 12;
      }
      y += 8;
    }
  };
}

describe('a PDF with a sidebar beside the jobs', () => {
  it('reads the jobs of the main column (en)', async () => {
    const { profile } = await extractAndRun(
      await pdf(
        sidebarCv('EXPERIENCE', ['maria@example.com', '+44 7700 900123', 'London, UK', '', 'SKILLS', 'Python', 'SQL', 'Tableau', 'Excel', 'Power BI', 'Git', 'Docker'], [
          ['Data Analyst', 'Acme Ltd, London', 'Jan 2019 – Present', ['Built dashboards for the finance team', 'Automated the monthly reporting', 'Trained five colleagues on SQL', 'Ran the data quality checks']],
          ['Junior Analyst', 'Beta Systems, Leeds', 'Sep 2016 – Dec 2018', ['Cleaned and merged sales data', 'Wrote the weekly KPI notes', 'Maintained the customer database']],
          ['Intern', 'Gamma plc, York', 'Jun 2016 – Aug 2016', ['Supported the audit team', 'Prepared the working papers', 'Checked the invoices']],
        ]),
      ),
    );
    expect(profile.workExperience.map((e) => [e.title, e.employer, e.start, e.current ? 'present' : e.end])).toEqual([
      ['Data Analyst', 'Acme Ltd', '2019-01', 'present'],
      ['Junior Analyst', 'Beta Systems', '2016-09', '2018-12'],
      ['Intern', 'Gamma plc', '2016-06', '2016-08'],
    ]);
  });

  it('reads the jobs of the main column (it)', async () => {
    const { profile } = await extractAndRun(
      await pdf(
        sidebarCv('ESPERIENZE LAVORATIVE', ['maria@example.it', '+39 333 1234567', 'Milano', '', 'COMPETENZE', 'SAP', 'Excel', 'Contabilità', 'Bilancio', 'Fiscalità', 'Paghe'], [
          ['Contabile', 'Alfa S.r.l., Milano', '01/2019 – oggi', ['Gestione della contabilità generale', 'Redazione del bilancio', 'Rapporti con le banche', 'Controllo di gestione', 'Adempimenti fiscali']],
          ['Impiegata amministrativa', 'Beta S.p.A., Monza', '03/2016 – 12/2018', ['Fatturazione attiva e passiva', 'Prima nota', 'Riconciliazioni bancarie', 'Archivio documentale', 'Supporto alla revisione']],
        ]),
      ),
    );
    expect(profile.workExperience.map((e) => [e.title, e.employer, e.start, e.current ? 'present' : e.end])).toEqual([
      ['Contabile', 'Alfa S.r.l.', '2019-01', 'present'],
      ['Impiegata amministrativa', 'Beta S.p.A.', '2016-03', '2018-12'],
    ]);
  });
});

describe('a date cell wrapped after its "since" word', () => {
  it.each([
    ['fr', 'Expériences', 'Depuis', 'septembre 2021', 'Chargée de mission', 'Alfa Conseil, Paris', '2021-09'],
    ['de', 'Berufserfahrung', 'Seit', '03/2021', 'Projektleiterin', 'Alfa GmbH, Berlin', '2021-03'],
    ['es', 'Experiencia', 'Desde', 'marzo 2021', 'Jefa de proyecto', 'Alfa S.L., Madrid', '2021-03'],
  ])('reads "%s" over the date as an ongoing range (%s)', (_lang, heading, since, date, title, employer, start) => {
    const lines = [
      { text: 'Ana Exemplo', size: 20, bold: true },
      'ana@example.com',
      { text: heading, size: 13, bold: true, gap: 10 },
      { text: since, cells: [[170, title]] as [number, string][] },
      { text: date, cells: [[170, employer]] as [number, string][] },
      { text: 'Coordination of the regional projects.', x: 170 },
      { text: '01/2018 –', cells: [[170, 'Assistant']] as [number, string][] },
      { text: '08/2020', cells: [[170, 'Beta Group, Lille']] as [number, string][] },
      { text: 'Administrative follow-up.', x: 170 },
    ];
    const got = extractExperience(buildLayout(documentOf(lines)).sections).map((e) => [e.title, e.employer, e.start, e.current ? 'present' : e.end]);
    expect(got[0]).toEqual([title, employer.split(',')[0], start, 'present']);
    expect(got).toHaveLength(2);
  });
});
