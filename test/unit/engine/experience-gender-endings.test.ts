/**
 * "Verkäufer/in" / "Edeka": a title closing on a gender ending (German "/in", ":in", "*in", "/-in";
 * French "/e", "·e") over the employer's line. The ending read as the joining word "in" or "e", so
 * the title seemed to go on below and the employer was glued to it. A joining word that stands
 * alone still carries a wrapped line on ("Bachelor of Science in" / "Computer Science").
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer],
  );

const cases: Array<[string, string, string, [string, string][]]> = [
  ['de', 'Berufserfahrung', 'Betreuung der Schlüsselkunden der Region.', [['Softwareentwickler:in', 'Acme GmbH'], ['Projektmanager*in', 'Muster AG'], ['Verkäufer/in', 'Edeka'], ['Sachbearbeiter/-in', 'Zentral AG']]],
  ['fr', 'Expérience Professionnelle', 'Gestion des comptes clés de la région.', [['Avocat/e', 'Cabinet Martin'], ['Infirmier/e', 'Hôpital Nord'], ['Employé·e', 'Dupont SAS']]],
];

const years = (k: number) => `${2022 - 3 * k} – ${2024 - 3 * k}`;

describe('experience: a title closing on a gender ending, the employer below', () => {
  for (const [lang, heading, duty, jobs] of cases) {
    it(`dates beside the title (${lang})`, () => {
      expect(entries(heading, jobs.flatMap(([t, o], k) => [{ text: t, bold: true, gap: 6, cells: [[450, years(k)]] as [number, string][] }, o, duty]))).toEqual(jobs);
    });
    it(`dates above the title (${lang})`, () => {
      expect(entries(heading, jobs.flatMap(([t, o], k) => [{ text: years(k), gap: 6 }, { text: t, bold: true }, o, duty]))).toEqual(jobs);
    });
    it(`dates in a left column (${lang})`, () => {
      expect(entries(heading, jobs.flatMap(([t, o], k) => [{ text: years(k), gap: 6, cells: [[150, t]] as [number, string][] }, { text: o, x: 150 }, { text: duty, x: 150 }]))).toEqual(jobs);
    });
  }
});
