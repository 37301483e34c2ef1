/**
 * A calling code the candidate wrote before a number too short or too long for that country
 * ("(+34) 77761069": a typo, or another country's code) is still the candidate's phone when it
 * stands in the contact block, grouped as phones are: kept as written. Elsewhere it is no phone.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2026, 5, 1)) };
const HEADINGS = { en: 'WORK EXPERIENCE', it: 'ESPERIENZA LAVORATIVA', es: 'EXPERIENCIA LABORAL', fr: 'EXPÉRIENCE PROFESSIONNELLE', de: 'BERUFSERFAHRUNG', pt: 'EXPERIÊNCIA PROFISSIONAL' };
const phonesOf = (lines: string[]) => runEngine(documentOf(lines), REFERENCE).personal.phones.map((p) => p.e164);

describe('a phone whose calling code does not fit its digits', () => {
  for (const [lang, heading] of Object.entries(HEADINGS)) {
    it(`${lang}: kept as written in the contact block`, () => {
      expect(phonesOf(['Ana Exemplo', 'ana.exemplo@example.com   (+34) 77761069', '', heading, 'Analyst', 'Acme', '2019 – 2024'])).toEqual(['+3477761069']);
      expect(phonesOf(['Ana Exemplo', 'ana.exemplo@example.com   +39 34 7776 106 912', '', heading, 'Analyst', 'Acme', '2019 – 2024'])).toEqual(['+39347776106912']);
    });
  }
  it('is no phone outside the contact block', () => {
    expect(phonesOf(['Ana Exemplo', 'ana.exemplo@example.com', '', 'WORK EXPERIENCE', 'Analyst', 'Acme', '2019 – 2024', '• Reference of the tender: (+34) 77761069 for the region', '• Cost centre +39 34 7776 106 912'])).toEqual([]);
  });
});
