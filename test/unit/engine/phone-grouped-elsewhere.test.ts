/**
 * A national number valid in the region the CV's language suggests, but grouped as only another
 * region where that language is spoken writes its numbers, is that region's: "079 798 67 40" in
 * a German CV is Swiss, "0471 39 87 43" in a French one Belgian. And a listed town before the city
 * of its province is where the candidate lives even when a word of it names a region elsewhere
 * ("Bahía Blanca, Buenos Aires").
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REF = { referenceDate: new Date('2026-01-01') };
const contactOf = (heading: string, role: string, lines: string[]) => {
  const profile = runEngine(
    documentOf([{ text: 'Alex Muster', size: 22, bold: true }, ...lines, 'alex.muster@mail.com', { text: heading, size: 13, bold: true, gap: 10 }, { text: role, bold: true }, '2019 – 2023']),
    REF,
  );
  return { phones: profile.personal.phones.map((p) => p.e164), location: profile.personal.location };
};

describe('a national number grouped as another region of the language writes it', () => {
  const cases: Array<[string, string, string, string, string]> = [
    ['de', 'Berufserfahrung', 'Verkäuferin  Acme GmbH', '079 798 67 40', '+41797986740'],
    ['de', 'Berufserfahrung', 'Verkäuferin  Acme GmbH', '076 123 45 67', '+41761234567'],
    ['fr', 'Expérience professionnelle', 'Vendeuse  Acme SA', '0471 39 87 43', '+32471398743'],
    ['fr', 'Expérience professionnelle', 'Vendeuse  Acme SA', '077 457 05 55', '+41774570555'],
  ];
  for (const [lang, heading, role, written, e164] of cases) {
    it(`reads "${written}" there (${lang})`, () => expect(contactOf(heading, role, [written]).phones).toEqual([e164]));
  }
  it('keeps a number grouped as the guessed region writes it there', () => {
    expect(contactOf('Berufserfahrung', 'Verkäuferin  Acme GmbH', ['0171 2345678']).phones).toEqual(['+491712345678']);
  });
  it('gives the Swiss town its country, not the guessed one', () => {
    expect(contactOf('Berufserfahrung', 'Verkäuferin  Acme GmbH', ['8610 Uster', '079 798 67 40']).location).toMatchObject({ city: 'Uster', country: 'CH' });
  });
});

describe('a listed town before the city of its province', () => {
  it('is the town even when a word of it names a region elsewhere', () => {
    expect(contactOf('Experiencia laboral', 'Dependienta  Acme SA', ['Bahía Blanca, Buenos Aires', '291 423-4897']).location).toMatchObject({ city: 'Bahía Blanca', country: 'AR' });
  });
});
