/**
 * "Moxie Pest Control, Norcross, Georgia — Sales" / "Representative": the title after the
 * employer and its dash wraps, its role noun alone on the next line; or the line ends on "für"
 * ("Fachkraft für" / "Lagerlogistik"). The wrapped line is the rest of the title.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const jobOf = (heading: string, first: string, second: string) =>
  runEngine(
    documentOf([{ text: 'Anna Muster', size: 20, bold: true }, 'anna@mail.com', { text: heading, size: 13, bold: true, gap: 10 }, { text: first, size: 11 }, { text: second, size: 11 }, { text: 'January 2023 - August 2023', size: 8 }, { text: 'Recruited and trained the summer team of the branch every year.', size: 9 }]),
    { referenceDate: new Date('2026-01-01') },
  ).workExperience.map((e) => [e.title, e.employer]);

describe('a title wrapped after the employer and its dash', () => {
  const cases: Array<[string, string, string, string, string, string]> = [
    ['en', 'Experience', 'Moxie Pest Control, Norcross, Georgia — Sales', 'Representative', 'Sales Representative', 'Moxie Pest Control'],
    ['en', 'Experience', 'Acme Corp, London — Senior', 'Manager', 'Senior Manager', 'Acme Corp'],
    ['de', 'Berufserfahrung', 'Müller Logistik, Hamburg — Fachkraft für', 'Lagerlogistik', 'Fachkraft für Lagerlogistik', 'Müller Logistik'],
    ['es', 'Experiencia laboral', 'Gestoría López, Valencia — Auxiliar', 'Administrativa', 'Auxiliar Administrativa', 'Gestoría López'],
    ['pt', 'Experiência profissional', 'Lojas Renner, Curitiba — Business', 'Analyst', 'Business Analyst', 'Lojas Renner'],
  ];
  for (const [lang, heading, first, second, title, employer] of cases) {
    it(`reads the title whole (${lang}: ${title})`, () => {
      const [job] = jobOf(heading, first, second);
      expect(job?.[0]).toBe(title);
      expect(job?.[1]).toMatch(new RegExp(`^${employer}`));
    });
  }
  it('joins no place to a title written before the employer', () => {
    expect(jobOf('Experience', 'Sales Representative — Acme Corp', 'London')[0]?.[0]).toBe('Sales Representative');
  });
});
