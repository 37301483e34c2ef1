/**
 * A header line whose weight changes after more than a word space: "**PROJECT MANAGER**  ACME LTD"
 * (the new Europass), "**Vendeuse**   Boulangerie des Tilleuls". The bold part is the title, the
 * regular part the employer; before, the two were one title (or one employer).
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

/** Lines as documentOf writes them; runs whose text is listed in `regular` are set in regular weight. */
function entries(heading: string, lines: (LineSpec | string)[], regular: string[]) {
  const doc = documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines]);
  for (const run of doc.pages[0]!.lines) if (regular.includes(run.text)) run.bold = false;
  return extractExperience(buildLayout(doc).sections).map((e) => [e.title, e.employer]);
}

describe('experience: a bold title and a regular employer on one line, set apart by a wide space', () => {
  const cases: Array<[string, string, string, string, string, string]> = [
    ['fr', 'Expérience professionnelle', 'Vendeuse', 'Boulangerie des Tilleuls', '03/2021 – aujourd’hui', 'Accueil de la clientèle'],
    ['pt', 'Experiência profissional', 'Operador de armazém', 'Distribuidora Minho', '2016-01 – 2018-08 · Braga', 'Organização de stocks'],
    ['de', 'Berufserfahrung', 'Werkstudentin Vertrieb', 'Brenner Medien', '2021 – heute', 'Pflege der Stammdaten'],
    ['en', 'Work Experience', 'MARKETING INTERN', 'PENNINE MEDIA GROUP', '2015 – 2016 · YORK', 'Prepared the newsletter'],
  ];
  for (const [lang, heading, title, employer, dateLine, duty] of cases) {
    it(`reads "${title}" as the title and "${employer}" as the employer (${lang})`, () => {
      const x = 50 + title.length * 5 + 8;
      const got = entries(heading, [{ text: title, bold: true, gap: 4, cells: [[x, employer]] }, { text: dateLine }, { text: duty, x: 64 }], [employer]);
      expect(got).toEqual([[title, employer]]);
    });
  }

  it('keeps a bold phrase and its regular words one phrase when a word space parts them (en)', () => {
    const title = 'Marketing Intern';
    const got = entries('Work Experience', [{ text: title, bold: true, gap: 4, cells: [[50 + title.length * 5 + 2, 'Pennine Media Group']] }, { text: '2015 – 2016 · York' }, { text: 'Prepared the newsletter', x: 64 }], ['Pennine Media Group']);
    expect(got[0]![0]).not.toBe(title);
  });
});
