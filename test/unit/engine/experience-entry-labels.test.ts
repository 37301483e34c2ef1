/**
 * Labels inside a job ("Main achievements:", "Logros:", "Erfolge:", "Principales réalisations",
 * "Atividades:", "Tätigkeiten:") are words the lexicon also knows as section headings. Set unlike
 * the experience heading, between the jobs, they label a job's bullets: the jobs after them stay
 * jobs, and every job keeps its bullets.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2026, 5, 1)) };
const CASES: [string, string, string, string][] = [
  ['en', 'WORK EXPERIENCE', 'Main achievements:', 'Cut the monthly closing from ten days to six'],
  ['es', 'EXPERIENCIA LABORAL', 'Logros:', 'Reducción del cierre mensual de diez a seis días'],
  ['fr', 'EXPÉRIENCE PROFESSIONNELLE', 'Principales réalisations', 'Clôture mensuelle réduite de dix à six jours'],
  ['de', 'BERUFSERFAHRUNG', 'Erfolge:', 'Monatsabschluss von zehn auf sechs Tage verkürzt'],
  ['de', 'BERUFSERFAHRUNG', 'Tätigkeiten:', 'Erstellung der Monatsabschlüsse für die Geschäftsführung'],
  ['pt', 'EXPERIÊNCIA PROFISSIONAL', 'Atividades:', 'Fechamento mensal reduzido de dez para seis dias'],
  ['pt', 'EXPERIÊNCIA PROFISSIONAL', 'Conquistas:', 'Fechamento mensal reduzido de dez para seis dias'],
];

describe('a label inside a job that the lexicon knows as a heading', () => {
  for (const [lang, heading, label, bullet] of CASES) {
    for (const bold of [false, true]) {
      it(`${lang}: "${label}"${bold ? ' in bold' : ''} keeps the jobs and their bullets`, () => {
        const job = (title: string, employer: string, dates: string): LineSpec[] => [{ text: title, bold: true, gap: 6 }, { text: employer }, { text: dates }, { text: label, bold }, { text: `• ${bullet}` }];
        const lines: LineSpec[] = [
          { text: 'Maria Rossi', size: 18, bold: true },
          { text: 'maria.rossi@example.com' },
          { text: heading, bold: true, gap: 10 },
          ...job('Financial Controller', 'Acme Holdings', '01/2019 – 05/2024'),
          ...job('Accountant', 'Beta Stores', '03/2015 – 12/2018'),
        ];
        const profile = runEngine(documentOf(lines), REFERENCE);
        expect(profile.workExperience.map((j) => [j.title, j.employer, (j.description ?? '').includes(bullet.slice(0, 20))])).toEqual([
          ['Financial Controller', 'Acme Holdings', true],
          ['Accountant', 'Beta Stores', true],
        ]);
      });
    }
  }
  it('a heading set like the experience heading stays a section', () => {
    const lines: LineSpec[] = [
      { text: 'Maria Rossi', size: 18, bold: true },
      { text: 'maria.rossi@example.com' },
      { text: 'WORK EXPERIENCE', bold: true, gap: 10 },
      { text: 'Accountant', bold: true }, { text: 'Beta Stores' }, { text: '03/2015 – 12/2018' }, { text: '• Closed the books every month' },
      { text: 'ACHIEVEMENTS', bold: true, gap: 10 },
      { text: '2019 Employee of the year, Beta Stores' },
    ];
    expect(runEngine(documentOf(lines), REFERENCE).workExperience).toHaveLength(1);
  });
});
