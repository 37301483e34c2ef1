/**
 * A space typed before the comma ("ACME GROUP , SINGAPORE"): job-board exports write their "City , State" so, but a
 * company's word or legal form before the comma closes the employer's name; the town is what follows.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };
const jobOf = (heading: string, header: string, dates: string, role: string) =>
  runEngine(
    documentOf([
      { text: 'Meera Rajan', size: 20, bold: true },
      'meera.rajan@example.org',
      { text: heading, size: 12, bold: true, gap: 8 },
      { text: header, bold: true, cells: [[420, dates]] },
      { text: role, bold: true },
      '• Prepared the monthly accounts.',
    ]),
    REFERENCE,
  ).workExperience[0];

describe('a space before the comma after an employer', () => {
  it.each([
    ['en', 'PROFESSIONAL EXPERIENCE', 'NORTHWIND GROUP , SINGAPORE', 'NORTHWIND GROUP', 'Nov 2010 – Present', 'Finance Manager'],
    ['it', 'ESPERIENZA PROFESSIONALE', 'VALTELLA HOLDING , MILANO', 'VALTELLA HOLDING', 'Nov 2010 – oggi', 'Responsabile amministrativa'],
    ['es', 'EXPERIENCIA PROFESIONAL', 'NORTEVÍA S.L. , MADRID', 'NORTEVÍA S.L.', 'Nov 2010 – Actualidad', 'Contable'],
    ['fr', 'EXPÉRIENCE PROFESSIONNELLE', 'BORÉAL SAS , LYON', 'BORÉAL SAS', 'Nov 2010 – Aujourd’hui', 'Comptable'],
    ['de', 'BERUFSERFAHRUNG', 'NORDWIND GMBH , HAMBURG', 'NORDWIND GMBH', 'Nov 2010 – heute', 'Buchhalterin'],
    ['pt', 'EXPERIÊNCIA PROFISSIONAL', 'ATLÂNTIDA LDA , LISBOA', 'ATLÂNTIDA LDA', 'Nov 2010 – Atual', 'Contabilista'],
  ])('%s: %s', (_lang, heading, header, employer, dates, role) => {
    const job = jobOf(heading, header, dates, role);
    expect(job?.employer).toBe(employer);
    expect(job?.title).toBe(role);
  });

  it('keeps a job board\'s "City , ST" after the employer as the place (guard)', () => {
    const job = jobOf('EXPERIENCE', 'Acme Foods Boston , MA', 'Jan 2015 – Mar 2019', 'Accounts Payable Clerk');
    expect(job?.location).toBe('Boston , MA');
  });
});
