/**
 * A number written without prefix or address, in a CV whose language only guessed the country:
 * the places the CV names decide when the number is grouped as there and not as in the guessed
 * country; a number grouped as in the guessed country stays there.
 */
import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { findPhones } from '../../../src/screen/entities/contact-phones.ts';
import { inferPhoneRegions } from '../../../src/screen/entities/phone-region.ts';
import { documentOf } from './synthetic-document.ts';

const read = (texts: string[], language: string) => {
  const lines = buildLayout(documentOf(texts)).lines;
  return findPhones(lines, inferPhoneRegions(lines, null, [], language)).map((p) => [p.e164, p.country]);
};

describe('phones: the places named beat the language guess', () => {
  it('reads a number grouped the Swiss or Austrian way in a German CV whose places are there', () => {
    expect(read(['Lena Muster', 'Mobil: 079 123 45 67', 'Analystin, UBS, Zürich'], 'de')).toEqual([['+41791234567', 'CH']]);
    expect(read(['Lena Muster', 'Mobil: 0664 1234567', 'Analystin, Erste Bank, Wien'], 'de')).toEqual([['+436641234567', 'AT']]);
  });

  it('reads a number grouped the Swiss way in an Italian CV whose places are in Ticino', () => {
    expect(read(['Paolo Neri', 'Cell. 076 123 45 67', 'Analista, UBS, Lugano'], 'it')).toEqual([['+41761234567', 'CH']]);
  });

  it('reads a Colombian mobile written 3-3-4 in a Spanish CV that names Colombia', () => {
    expect(read(['Ana Gómez', 'Celular: 300 123 4567', 'Analista, Ecopetrol, Bogotá, Colombia'], 'es')).toEqual([['+573001234567', 'CO']]);
  });

  it('keeps a number grouped as in the language country there, whatever places are named', () => {
    expect(read(['Claire Martin', 'Tél. 06 12 34 56 78', 'Stage à Genève, Suisse'], 'fr')).toEqual([['+33612345678', 'FR']]);
    expect(read(['Lena Muster', 'Mobil: 0151 23456789', 'Praktikum, UBS, Zürich'], 'de')).toEqual([['+4915123456789', 'DE']]);
  });

  it('reads no North American placeholder as a number of a country the CV does not name', () => {
    expect(read(['(123) 456-7890', 'Intern, Acme — London, UK'], 'en')).toEqual([]);
  });
});

describe('phones: an area code and its number around a spaced slash', () => {
  it('joins them (de), and still reads two numbers side by side apart', () => {
    expect(read(['Lena Muster', 'Mobil: 0151 / 234 567 89', 'Berlin'], 'de')).toEqual([['+4915123456789', 'DE']]);
    expect(read(['Lena Muster', 'Tel.: 030 / 123 456 78', 'Berlin'], 'de')).toEqual([['+493012345678', 'DE']]);
    expect(read(['Lena Muster', 'Tel. 0171 2345678 / 030 1234567', 'Berlin'], 'de').map((p) => p[0])).toEqual(['+491712345678', '+49301234567']);
  });

  it('joins them after a calling code too, with or without the trunk 0 (de)', () => {
    expect(read(['Lena Muster', 'Mobil: +49 (0) 171 / 234 56 78', 'Berlin'], 'de')).toEqual([['+491712345678', 'DE']]);
    expect(read(['Lena Muster', 'Tel. +49 30 / 123 456 78', 'Berlin'], 'de')).toEqual([['+493012345678', 'DE']]);
    expect(read(['Lena Muster', 'Tel. +49 171 2345678 / +49 30 1234567', 'Berlin'], 'de').map((p) => p[0])).toEqual(['+491712345678', '+49301234567']);
  });
});
