/**
 * A jobs section without any date, each entry a "Role – Employer" line with its duties listed
 * below it, indented and without a bullet glyph in the text (an HTML list printed to PDF): a duty
 * that happens to hold a role word ("Accueil et conseil de la clientèle") is no entry.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map((e) => [e.title, e.employer]);

describe('experience: undated entries with their duties indented below', () => {
  const cases: Array<[string, string, [string, string, string, string, string]]> = [
    ['fr', 'Expérience professionnelle', ['Vendeuse', 'Boulangerie des Tilleuls', 'Accueil et conseil de la clientèle', 'Comptable', 'Cabinet Durand et Fils']],
    ['en', 'Work Experience', ['Sales Assistant', 'Hollow Oak Foods', 'Assistant to the store manager', 'Accountant', 'Northgate Telecom']],
    ['it', 'Esperienze lavorative', ['Commessa', 'Bottega Verde Arredi', 'Supporto al responsabile del negozio', 'Impiegata contabile', 'Studio Marchetti']],
  ];
  for (const [lang, heading, [role1, org1, duty, role2, org2]] of cases) {
    it(`gives one entry per "Role – Employer" line (${lang})`, () => {
      const got = entries(heading, [
        { text: `${role1} – ${org1}`, bold: true, gap: 4 },
        { text: duty, x: 64 },
        { text: 'Gestione della cassa', x: 64 },
        { text: `${role2} – ${org2}`, bold: true, gap: 4 },
        { text: duty, x: 64 },
      ]);
      expect(got).toEqual([
        [role1, org1],
        [role2, org2],
      ]);
    });
  }
});
