/**
 * Entries whose date stands on a line of its own above the header ("2021 – CURRENT  Lisbon" /
 * "Role" / "Employer" / duties indented deeper), a narrow date cell on the right wrapped inside its
 * row ("ACME KG  Sept. 2018 – Feb." / "Role  2021"), and a company named with its legal form under
 * a role line that reaches far right (no wrapped end of the role).
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer, e.start, e.current ? 'present' : e.end],
  );

describe('experience: the date on its own line, the duties indented deeper than the header below it', () => {
  const cases: Array<[string, string, string, string, string, string, string]> = [
    ['en', 'Work Experience', '2019 – Present  Leeds', 'Marketing Coordinator', 'Hollow Oak Foods', 'Campaign Planning', 'Present'],
    ['it', 'Esperienza professionale', '2019 – attuale  Parma', 'Addetta alle vendite', 'Bottega Verde Arredi', 'Gestione ordini', 'attuale'],
    ['de', 'Berufserfahrung', '2019 – heute  Augsburg', 'Verkäuferin', 'Bäckerei Sonnenschein', 'Beratung und Verkauf an der Theke am Morgen', 'heute'],
    ['pt', 'Experiência profissional', '2019 – atual  Braga', 'Operador de armazém', 'Distribuidora Minho', 'Gestão de stocks', 'atual'],
  ];
  for (const [lang, heading, dateLine, role, org, duty] of cases) {
    it(`takes no duty as the employer or title (${lang})`, () => {
      const got = entries(heading, [
        { text: dateLine, size: 9, gap: 4 },
        { text: role, bold: true },
        { text: duty, x: 64 },
        { text: duty, x: 64 },
        { text: dateLine.replace(/^2019 – \S+/, '2015 – 2019'), size: 9, gap: 4 },
        { text: role, bold: true },
        { text: org },
        { text: duty, x: 64 },
      ]);
      expect(got).toEqual([
        [role, null, '2019', 'present'],
        [role, org, '2015', '2019'],
      ]);
    });
  }
});

describe('experience: a narrow date cell on the right wrapped inside its row', () => {
  const cases: Array<[string, string, string, string, string, string, string, string]> = [
    ['de', 'Berufserfahrung', 'KESSLER & ROTH KG', 'Sept. 2018 – Feb.', 'Sachbearbeiterin Buchhaltung', '2021', '2018-09', '2021-02'],
    ['fr', 'Expérience professionnelle', 'MAISON VERLAINE SAS', 'sept. 2018 – févr.', 'Assistante marketing', '2021', '2018-09', '2021-02'],
    ['en', 'Work Experience', 'HOLLOW OAK FOODS LTD', 'Sep 2018 – Feb', 'Marketing Coordinator', '2021', '2018-09', '2021-02'],
  ];
  for (const [lang, heading, org, dateA, role, dateB, start, end] of cases) {
    it(`reads one range across the cell's two lines, the title beside its second line (${lang})`, () => {
      const got = entries(heading, [
        { text: org, bold: true, gap: 4, cells: [[470, dateA]] },
        { text: role, cells: [[470, dateB]] },
        { text: 'Coordinated the suppliers and the weekly plan', x: 64 },
      ]);
      expect(got).toEqual([[role, org, start, end]]);
    });
  }
});

describe('experience: a company with its legal form under a long role line', () => {
  const cases: Array<[string, string, string, string, string]> = [
    ['fr', 'Expérience professionnelle', '[ avr. 2015 – sept. 2015 ] Stage assistant marketing', 'Maison Verlaine SAS', 'Stage assistant marketing'],
    ['en', 'Work Experience', '[ 04/2015 – 09/2015 ] Junior Marketing Assistant', 'Pennine Media Ltd', 'Junior Marketing Assistant'],
    ['es', 'Experiencia profesional', '[ 04/2015 – 09/2015 ] Auxiliar administrativo', 'Talleres Guadiana S.L.', 'Auxiliar administrativo'],
  ];
  for (const [lang, heading, line, org, role] of cases) {
    it(`keeps the company on its own line (${lang})`, () => {
      const got = entries(heading, [
        { text: line, gap: 4 },
        { text: org },
        { text: 'Bordeaux' },
        { text: 'Coordinated the suppliers', x: 64 },
        { text: 'Prepared the weekly plan', x: 64 },
      ]);
      expect(got.map((g) => [g[0], g[1]])).toEqual([[role, org]]);
    });
  }
});
