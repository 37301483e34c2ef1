/**
 * "Vendedora en Zara España S.A.", "Impiegata in Studio Bianchi S.r.l.": Spanish "en" and Italian
 * "in" join a role to its employer only when a capitalized name carrying a legal form follows; alone
 * they also join a title to its field ("Técnico en Sistemas", "Tecnico in Automazione"), which stays
 * one title.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer],
  );

const cases: Array<[string, string, string, string, [string, string | null][]]> = [
  ['es', 'Experiencia Laboral', 'en', 'Gestión de las cuentas clave de la región.', [['Vendedor/a', 'Zara España S.A.'], ['Administrativo', 'Banco Central S.A.'], ['Técnico en Sistemas', 'Acme S.L.'], ['Técnico en Sistemas', null]]],
  ['it', 'Esperienza Lavorativa', 'in', 'Gestione dei clienti principali della regione.', [['Impiegata', 'Studio Bianchi S.r.l.'], ['Operaio', 'Fonderia Rossi S.p.A.'], ['Tecnico in Automazione', null]]],
];

const years = (k: number) => `${2022 - 3 * k} – ${2024 - 3 * k}`;
const header = (word: string, [title, org]: [string, string | null]) => (org ? `${title} ${word} ${org}` : title);

describe('experience: a joining word before an employer with a legal form', () => {
  for (const [lang, heading, word, duty, jobs] of cases) {
    it(`dates at the right (${lang})`, () => {
      expect(entries(heading, jobs.flatMap((job, k) => [{ text: header(word, job), bold: true, gap: 6, cells: [[450, years(k)]] as [number, string][] }, duty]))).toEqual(jobs);
    });
    it(`dates in a left column (${lang})`, () => {
      expect(entries(heading, jobs.flatMap((job, k) => [{ text: years(k), gap: 6, cells: [[150, header(word, job)]] as [number, string][] }, { text: duty, x: 150 }]))).toEqual(jobs);
    });
  }
});
