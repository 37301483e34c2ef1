/**
 * "Acme GmbH  2015 – 2024" over "Senior Analyst  2019 – 2024" and "Analyst  2015 – 2019": an
 * employer line with the whole period and no title groups the roles dated inside it. Each role takes
 * the employer; the group's own line is no job of its own. An ordinary entry after the group, its
 * bold title over its employer over the date alone, keeps its title.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const CASES: [string, string, string, string, string][] = [
  ['en', 'WORK EXPERIENCE', 'Acme Holdings Ltd', 'Senior Financial Analyst', 'Financial Analyst'],
  ['it', 'ESPERIENZA LAVORATIVA', 'Acme S.p.A.', 'Analista finanziario senior', 'Analista finanziario'],
  ['es', 'EXPERIENCIA LABORAL', 'Acme S.A.', 'Analista financiero sénior', 'Analista financiero'],
  ['fr', 'EXPÉRIENCE PROFESSIONNELLE', 'Acme SA', 'Analyste financier senior', 'Analyste financier'],
  ['de', 'BERUFSERFAHRUNG', 'Acme GmbH', 'Senior Finanzanalyst', 'Finanzanalyst'],
  ['pt', 'EXPERIÊNCIA PROFISSIONAL', 'Acme Ltda.', 'Analista financeiro sênior', 'Analista financeiro'],
];

describe('roles grouped under a dated employer', () => {
  for (const [lang, heading, employer, senior, junior] of CASES) {
    it(`${lang}: each role under its employer, no job for the group`, () => {
      const lines: LineSpec[] = [
        { text: 'Maria Rossi', size: 20, bold: true },
        { text: 'maria@example.com' },
        { text: heading, bold: true, gap: 10 },
        { text: employer, bold: true, cells: [[430, '2015 – 2024']] },
        { text: senior, cells: [[430, '2019 – 2024']] },
        { text: '• Monthly reports for the board' },
        { text: junior, cells: [[430, '2015 – 2019']] },
        { text: '• Monthly reports for the board' },
        // An ordinary entry after the group: bold title, employer, the date alone.
        { text: 'Junior Accountant', bold: true, gap: 8 },
        { text: 'Beta Stores' },
        { text: '2012 – 2015' },
      ];
      const jobs = runEngine(documentOf(lines), { referenceDate: new Date(Date.UTC(2026, 5, 1)) }).workExperience;
      expect(jobs.map((j) => [j.title, j.employer, j.start, j.end])).toEqual([
        [senior, employer, '2019', '2024'],
        [junior, employer, '2015', '2019'],
        ['Junior Accountant', 'Beta Stores', '2012', '2015'],
      ]);
    });
  }
});
