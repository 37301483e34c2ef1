/**
 * The engine end to end on PDFs generated here: a two-column Italian CV with a sidebar, and a
 * one-column English CV whose dates sit in a label column.
 */
import { describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../../src/screen/profile-schema.ts';
import { extractAndRun, pdf } from './generated-files.ts';

async function profileOf(bytes: Uint8Array) {
  return (await extractAndRun(bytes)).profile;
}

describe('engine on a two-column Italian CV', () => {
  const italian = () =>
    pdf((doc) => {
      // Sidebar: contact, skills, languages.
      let y = 60;
      const side = (text: string, opts: { bold?: boolean; size?: number; gap?: number } = {}) => {
        y += opts.gap ?? 0;
        doc.font(opts.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(opts.size ?? 9).text(text, 30, y, { lineBreak: false });
        y += (opts.size ?? 9) * 1.5;
      };
      side('CONTATTI', { bold: true, size: 11 });
      side('Via Garibaldi 10, 10122 Torino');
      side('348 765 4321');
      side('giulia.bianchi@example.it');
      side('linkedin.com/in/giulia-bianchi');
      side('COMPETENZE', { bold: true, size: 11, gap: 12 });
      side('Java, Spring Boot, PostgreSQL');
      side('Docker, Kubernetes, Git');
      side('LINGUE', { bold: true, size: 11, gap: 12 });
      side('Italiano (madrelingua)');
      side('Inglese (C1)');
      side('Spagnolo (A2)');
      // Main column.
      y = 60;
      const main = (text: string, opts: { bold?: boolean; size?: number; gap?: number; right?: string } = {}) => {
        y += opts.gap ?? 0;
        doc.font(opts.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(opts.size ?? 10).text(text, 220, y, { lineBreak: false });
        if (opts.right) doc.font('Helvetica').fontSize(10).text(opts.right, 470, y, { lineBreak: false });
        y += (opts.size ?? 10) * 1.5;
      };
      main('Giulia Bianchi', { bold: true, size: 22 });
      main('Sviluppatrice Software Backend', { size: 12 });
      main('ESPERIENZA PROFESSIONALE', { bold: true, size: 12, gap: 16 });
      main('Sviluppatrice Backend', { bold: true, right: 'mar. 2019 – oggi' });
      main('Logistica Rapida S.p.A., Torino');
      main('Servizi REST in Java e Spring Boot su Kubernetes per la tracciatura dei pacchi.');
      main('Programmatrice Junior', { bold: true, right: '09/2016 – 02/2019', gap: 8 });
      main('Studio Digitale S.r.l., Milano');
      main('Applicazioni web con PostgreSQL e Docker.');
      main('ISTRUZIONE', { bold: true, size: 12, gap: 16 });
      main('Laurea Magistrale in Ingegneria Informatica', { bold: true, right: '2014 – 2016' });
      main('Politecnico di Torino');
      main('Laurea triennale in Informatica', { bold: true, right: '2011 – 2014', gap: 8 });
      main('Università degli Studi di Torino');
    });

  it('reads contact, location, entries, education levels, skills and languages', async () => {
    const p = await profileOf(await italian());
    expect(ProfileSchema.safeParse(p).success).toBe(true);
    expect(p.personal.fullName).toBe('Giulia Bianchi');
    expect(p.personal.emails).toEqual(['giulia.bianchi@example.it']);
    expect(p.personal.phones.map((x) => x.e164)).toEqual(['+393487654321']);
    expect(p.personal.location).toMatchObject({ city: 'Torino', country: 'IT' });
    expect(p.personal.links.map((l) => l.type)).toEqual(['linkedin']);
    expect(p.meta.language).toBe('it');
    expect(p.jobProfile.title).toBe('Sviluppatrice Software Backend');

    expect(p.workExperience.map((w) => [w.title, w.employer, w.start, w.end, w.current])).toEqual([
      ['Sviluppatrice Backend', 'Logistica Rapida S.p.A.', '2019-03', null, true],
      ['Programmatrice Junior', 'Studio Digitale S.r.l.', '2016-09', '2019-02', false],
    ]);
    // March 2019 to June 2025 and September 2016 to February 2019, no overlap.
    expect(p.jobProfile.totalExperienceMonths).toBe(76 + 30);

    expect(p.education.map((e) => [e.isced, e.institution, e.end])).toEqual([
      [7, 'Politecnico di Torino', '2016'],
      [6, 'Università degli Studi di Torino', '2014'],
    ]);
    const skills = new Map(p.skills.map((s) => [s.name, s]));
    for (const name of ['Java', 'Spring Boot', 'PostgreSQL', 'Docker', 'Kubernetes', 'Git']) expect(skills.has(name), name).toBe(true);
    // Java is used in the current job: months since March 2019, last used now.
    expect(skills.get('Java')?.experienceMonths).toBe(76);
    expect(skills.get('Java')?.lastUsed).toBe('2025-06');
    expect(p.languages.map((l) => [l.code, l.level])).toEqual([
      ['it', 'native'],
      ['en', 'C1'],
      ['es', 'A2'],
    ]);
  });
});

describe('engine on a CV with a date column', () => {
  it('keeps each date with the entry it labels and reads a year-only range', async () => {
    const bytes = await pdf((doc) => {
      doc.font('Helvetica-Bold').fontSize(20).text('Peter Hollis', 50, 50, { lineBreak: false });
      doc.font('Helvetica').fontSize(10).text('peter.hollis@example.co.uk  ·  +44 20 7946 0958  ·  Leeds, United Kingdom', 50, 78, { lineBreak: false });
      let y = 120;
      const row = (left: string, right: string, bold = false) => {
        doc.font('Helvetica').fontSize(10).text(left, 50, y, { lineBreak: false });
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).text(right, 150, y, { lineBreak: false });
        y += 15;
      };
      doc.font('Helvetica-Bold').fontSize(13).text('Experience', 50, y, { lineBreak: false });
      y += 22;
      row('Jan 2018 –', 'Harbour Freight Ltd', true);
      row('Present', 'Operations Manager');
      row('', 'Runs the northern warehouses and a team of forty.');
      y += 8;
      row('2012 – 2017', 'Moorland Haulage plc', true);
      row('', 'Transport Planner');
      y += 12;
      doc.font('Helvetica-Bold').fontSize(13).text('Education', 50, y, { lineBreak: false });
      y += 22;
      row('2008 – 2011', 'BSc (Hons) Logistics, University of Leeds', true);
    });
    const p = await profileOf(bytes);
    expect(p.workExperience.map((w) => [w.title, w.employer, w.start, w.current ? 'present' : w.end])).toEqual([
      ['Operations Manager', 'Harbour Freight Ltd', '2018-01', 'present'],
      ['Transport Planner', 'Moorland Haulage plc', '2012', '2017'],
    ]);
    expect(p.personal.phones[0]?.e164).toBe('+442079460958');
    expect(p.personal.location).toMatchObject({ city: 'Leeds', country: 'GB' });
    expect(p.education[0]).toMatchObject({ isced: 6, institution: 'University of Leeds', end: '2011' });
    expect(p.jobProfile.seniority).toBe('manager');
  });
});

describe('engine on a short education section', () => {
  const cv = (education: string[][]) =>
    pdf((doc) => {
      doc.font('Helvetica-Bold').fontSize(20).text('Lena Okafor', 50, 50, { lineBreak: false });
      doc.font('Helvetica').fontSize(10).text('lena.okafor@example.com', 50, 78, { lineBreak: false });
      let y = 110;
      const line = (text: string, bold = false, size = 10) => {
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).text(text, 50, y, { lineBreak: false });
        y += size * 1.5;
      };
      line('Summary', true, 13);
      // Running text that shows where this column wraps.
      line('Data engineer with seven years of experience building analytics platforms for retail and');
      line('logistics companies, from ingestion pipelines to the dashboards their managers read daily.');
      y += 8;
      line('Education', true, 13);
      for (const entry of education) {
        for (const [k, text] of entry.entries()) line(text, k < entry.length - 1);
        y += 6;
      }
    });

  it('does not read the school on the next line as the degree going on', async () => {
    // The degree is the section's widest line, but far from where the column wraps.
    const p = await profileOf(await cv([['Master of Science in Data Science and Analytics', 'TU München, 2015 - 2017']]));
    expect(p.education.map((e) => [e.degree, e.institution, e.end])).toEqual([
      ['Master of Science in Data Science and Analytics', 'TU München', '2017'],
    ]);
  });

  it('joins a degree wrapped at the column edge', async () => {
    const p = await profileOf(
      await cv([['Bachelor of Science in Industrial Engineering, Business Administration and Applied', 'Mathematics', 'Universidade do Porto, 2011 - 2015']]),
    );
    expect(p.education.map((e) => [e.degree, e.institution, e.end])).toEqual([
      ['Bachelor of Science in Industrial Engineering, Business Administration and Applied Mathematics', 'Universidade do Porto', '2015'],
    ]);
  });
});
