/**
 * A CV without running text (no profile paragraph, no description of six words or more) shows no
 * column edge. An entry's title over its employer over its dates is then three lines, not a title
 * "filling the column" and wrapped into the employer's line because it is the widest of the three.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2026, 5, 1)) };
const CASES: [string, string, [string, string], [string, string]][] = [
  ['it', 'ESPERIENZA LAVORATIVA', ['Responsabile vendite', 'Acme S.r.l.'], ['Impiegata amministrativa', 'Studio Rossi']],
  ['es', 'EXPERIENCIA LABORAL', ['Técnico informático', 'Grupo Norte'], ['Auxiliar administrativo', 'Acme S.L.']],
  ['fr', 'EXPÉRIENCE PROFESSIONNELLE', ['Responsable des ventes', 'Acme SARL'], ['Chargé de clientèle', 'Banque Populaire']],
  ['pt', 'EXPERIÊNCIA PROFISSIONAL', ['Analista financeiro', 'Banco Itaú'], ['Auxiliar contábil', 'Acme Ltda.']],
  ['de', 'BERUFSERFAHRUNG', ['Kaufmännische Angestellte', 'Acme GmbH'], ['Sachbearbeiterin Buchhaltung', 'Beta AG']],
  ['en', 'WORK EXPERIENCE', ['Customer service advisor', 'Tesco'], ['Administrative assistant', 'Acme Ltd']],
];

describe('entry headers of a CV without running text', () => {
  for (const [lang, heading, [t1, c1], [t2, c2]] of CASES) {
    it(`${lang}: title, employer and dates on three lines stay title and employer`, () => {
      const lines: LineSpec[] = [
        { text: 'Maria Rossi', size: 20, bold: true },
        { text: 'maria.rossi@example.com' },
        { text: heading, bold: true, gap: 10 },
        { text: t1 },
        { text: c1 },
        { text: '01/2019 – 05/2024' },
        { text: t2, gap: 6 },
        { text: c2 },
        { text: '03/2015 – 12/2018' },
      ];
      const jobs = runEngine(documentOf(lines), REFERENCE).workExperience.map((e) => [e.title, e.employer]);
      expect(jobs).toEqual([
        [t1, c1],
        [t2, c2],
      ]);
    });
  }
});
