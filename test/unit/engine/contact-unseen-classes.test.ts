/**
 * Contact classes found on CVs written for the purpose (sidebars, right-hand columns, labelled
 * blocks) in several countries: a city name several countries share read in the phone's country,
 * a street named after a city, a postcode carried only to the cell below it, an address label
 * alone above an address of two lines or beside the first of them, a neighbourhood named by a
 * district word, social security numbers that are no phone, an address in a footer below the last
 * section, a contact row wrapped inside its address, and a contact row joined by dashes.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { readPlace } from '../../../src/screen/entities/place-reader.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const profileOf = (texts: (LineSpec | string)[]) => runEngine(documentOf(texts), { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
const locate = (texts: (LineSpec | string)[]) => {
  const l = profileOf(texts).personal.location;
  return [l?.city ?? null, l?.country ?? null];
};
const name = (text: string): LineSpec => ({ text, size: 22, bold: true });
const job = (heading: string): (LineSpec | string)[] => [{ text: heading, size: 13, bold: true, gap: 10 }, { text: 'Analista  Acme', bold: true }, '2019 – 2023'];

describe('a city name several countries share, read in the country of the phone', () => {
  it.each([
    ['Córdoba', '+54 9 351 555-1234', 'AR', 'Experiencia'],
    ['X5000 Córdoba', '+54 9 351 555-1234', 'AR', 'Experiencia'],
    ['León, Gto.', '+52 477 123 4567', 'MX', 'Experiencia'],
    ['Valencia', '+58 412 123 4567', 'VE', 'Experiencia'],
    ['London', '+1 519 555 0147', 'CA', 'Experience'],
  ])('%s with %s → %s', (place, phone, country, heading) => {
    expect(locate([name('Sofía Herrera'), place, phone, 'sofia.herrera@example.org', ...job(heading)])[1]).toBe(country);
  });

  it('keeps the better known city without a phone, and the country written beside the name', () => {
    expect(locate([name('Sofía Herrera'), 'Córdoba', 'sofia.herrera@example.org', ...job('Experiencia')])).toEqual(['Córdoba', 'ES']);
    expect(locate([name('Sofía Herrera'), 'Córdoba, España', '+54 9 351 555-1234', 'sofia.herrera@example.org', ...job('Experiencia')])).toEqual(['Córdoba', 'ES']);
    expect(readPlace('Valencia, Carabobo, Venezuela')).toMatchObject({ city: 'Valencia', country: 'VE' });
  });
});

describe('a street named after a city is no town', () => {
  it.each(['Bv. San Juan 850, 4º A', 'Bulevar San Juan 1200', 'Blvd. San Juan 77'])('%s', (street) => {
    expect(readPlace(street)?.city ?? null).toBeNull();
  });

  it('reads the town on the next line of the address (es, Argentina)', () => {
    expect(locate([name('Sofía Herrera'), 'Bv. San Juan 850, 4º A', 'X5000 Córdoba', '+54 9 351 555-1234', 'sofia.herrera@example.org', ...job('Experiencia')])).toEqual([
      'Córdoba',
      'AR',
    ]);
  });
});

describe('a postcode closing a line goes only to the cell below it', () => {
  // A right-hand column whose lines share their baselines with the main column's.
  const right = (main: string, side: string, gap = 0): LineSpec => ({ text: main, gap, cells: [[400, side]] });
  it('a whole address closing with a ZIP leaves the label below alone (en)', () => {
    const lines = [
      right('Emily Carter', 'ADDRESS'),
      right('Data Analyst', '1200 Barton Springs Rd, Apt 4'),
      right('', 'Austin, TX 78704'),
      { text: 'MOBILE', x: 400 },
      right('PROFILE', '(512) 555-0147', 4),
      right('Analyst with five years of experience.', 'emily.carter@example.org'),
      ...job('Experience'),
    ];
    expect(locate(lines)).toEqual(['Austin', 'US']);
  });
  it('a house number closing the street of the right column is not carried to the main column (fr)', () => {
    const lines = [
      { text: 'ADRESSE', x: 400 },
      right('Moussa Ndiaye', 'Sicap Liberté 6, Villa n° 6543'),
      right('Comptable', 'Dakar'),
      right('PROFIL', '+221 77 123 45 67', 4),
      right('Comptable depuis dix ans.', 'moussa.ndiaye@example.org'),
      ...job('Expérience'),
    ];
    expect(locate(lines)).toEqual(['Dakar', 'SN']);
  });
});

describe('an address label alone above an address of two lines', () => {
  it.each([
    ['pt', 'ENDEREÇO', 'Av. Afonso Pena 3000, Funcionários', '30130-009 Belo Horizonte/MG', '+55 31 99876-5432', 'Belo Horizonte', 'Experiência'],
  ])('%s: the town on the second line', (_lang, label, street, town, phone, city, heading) => {
    expect(locate([name('Ana Prado'), { text: label, size: 8, bold: true }, street, town, phone, 'ana.prado@example.org', ...job(heading)])[0]).toBe(city);
  });
});

describe('a neighbourhood named by a district word after the house number is no town', () => {
  it.each(['Av. Vallarta 1234, Col. Americana', 'Rua Alegre, 123 - Bairro Savassi', 'Via Roma 12, Frazione Borgonuovo'])('%s', (street) => {
    expect(readPlace(street)?.city ?? null).toBeNull();
  });
});

describe('social security numbers are no phone', () => {
  it.each([
    ['SV-Nr.: 1234 230492', 'Berufserfahrung'],
    ['AHV-Nr.: 756.1234.5678.97', 'Berufserfahrung'],
  ])('%s', (line, heading) => {
    const phones = profileOf([name('Katrin Moser'), 'Annenstraße 25, 8020 Graz', 'Handy: 0664 123 45 67', 'katrin.moser@example.org', line, ...job(heading)]).personal.phones;
    expect(phones.map((p) => p.e164)).toEqual(['+436641234567']);
  });
});

describe('the address in a footer line with the e-mail, below the last section', () => {
  it.each([
    ['it', 'Esperienza', 'Via Roma 12 · 20121 Milano · +39 347 123 4567 · anna.prado@example.org', 'Milano'],
    ['fr', 'Expérience', '12 rue de la Paix · 69002 Lyon · 06 12 34 56 78 · anna.prado@example.org', 'Lyon'],
    ['de', 'Berufserfahrung', 'Hauptstraße 5 · 20095 Hamburg · 0171 2345678 · anna.prado@example.org', 'Hamburg'],
    ['en', 'Experience', '455 Pine St · Seattle, WA 98101 · (206) 555-0188 · anna.prado@example.org', 'Seattle'],
  ])('%s', (_lang, heading, footer, city) => {
    expect(locate([name('Ana Prado'), 'Consultant', ...job(heading), { text: footer, size: 8, gap: 300 }])[0]).toBe(city);
  });
});

describe('a contact row wrapped inside its labelled address', () => {
  it.each([
    ['Tel.: +39 347 123 4567 | E-mail: anna.prado@example.org | Indirizzo: Via', 'Washington 12, 20146 Milano (MI)', 'Milano', 'Esperienza'],
    ['Phone: +1 512-555-0147 | Email: anna.prado@example.org | Address: 1200 Barton Springs', 'Rd, Apt 4, Austin, TX 78704', 'Austin', 'Experience'],
  ])('%s / %s', (row, rest, city, heading) => {
    expect(locate([name('Ana Prado'), row, rest, ...job(heading)])[0]).toBe(city);
  });
});

describe('the second line of an address in the value column of its label', () => {
  it('reads the town under the street, not the neighbourhood after the flat number (pt)', () => {
    const lines: LineSpec[] = [
      { text: 'Dados pessoais', size: 13, bold: true, gap: 6 },
      { text: 'Endereço', cells: [[170, 'Rua Augusta 1500, Apto 32, Consolação']] },
      { text: 'CEP 01304-001 – São Paulo/SP', x: 170 },
      { text: 'Telefone', cells: [[170, '+55 (11) 98765-4321']] },
      { text: 'E-mail', cells: [[170, 'ana.prado@example.org']] },
    ];
    expect(locate([name('Ana Prado'), ...lines, ...job('Experiência')])[0]).toBe('São Paulo');
  });
});

describe('a contact row joined by dashes', () => {
  it.each([
    ['Dakar, Sénégal — 77 123 45 67 — +221 33 824 56 78 — ana.prado@example.org', 'Dakar', 'Expérience'],
  ])('%s', (row, city, heading) => {
    expect(locate([name('Ana Prado'), row, ...job(heading)])[0]).toBe(city);
  });
});
