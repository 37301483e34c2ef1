/**
 * Contact data broken by a narrow column, found on CVs written for the purpose (sidebars of résumé
 * builders): a phone number wrapped inside the second of two numbers on a line, or at the dash of
 * its last group; and a district before the post town ("Shivaji Nagar, Pune 411005"), whose
 * postcode, written after it as in India or Mexico, says the town is the city, even when the
 * postcode wrapped onto the line below; a number wrapped from the last cell of a sidebar line (the
 * town and the number side by side); a city's name alone on a line that a plural heading names
 * ("Fortaleza", "Fortalezas"); an address wrapped inside the name of its district ("… 1000 - Bela" /
 * "Vista, São Paulo/SP"), whose cut word is no town.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { findPhones } from '../../../src/screen/entities/contact-phones.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { headingKind } from '../../../src/knowledge/lexicons/headings.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };
const name: LineSpec = { text: 'Alex Moreau', size: 22, bold: true };
const side = (text: string): LineSpec => ({ text, x: 20 });
const HEADINGS: Record<string, string> = { en: 'EXPERIENCE', it: 'ESPERIENZA', es: 'EXPERIENCIA', fr: 'EXPÉRIENCE', de: 'BERUFSERFAHRUNG', pt: 'EXPERIÊNCIA' };
const profileOf = (lang: string, lines: (LineSpec | string)[]) =>
  runEngine(documentOf([name, ...lines, HEADINGS[lang]!, 'Engineer, Acme — 2019 – 2022']), REFERENCE).personal;
const phonesOf = (lang: string, lines: (LineSpec | string)[]) => profileOf(lang, lines).phones.map((p) => p.e164);

describe('the second of two numbers on a line, wrapped onto the next', () => {
  it.each([
    ['it', ['+39 333 1234567 / 02', '1234567', 'Milano'], ['+393331234567', '+39021234567']],
    ['fr', ['+33 6 12 34 56 78 / 01 23', '45 67 89', 'Paris'], ['+33612345678', '+33123456789']],
    ['pt', ['+55 11 98765-4321 / (11)', '3456-7890', 'São Paulo - SP'], ['+5511987654321', '+551134567890']],
  ])('%s: %j', (lang, lines, phones) => {
    expect(phonesOf(lang, [...lines.map(side), side('alex.moreau@example.org')])).toEqual(phones);
  });
});

describe('a number wrapped at the dash of its last group', () => {
  it.each([
    ['pt', ['Curitiba, PR • (41) 99988-', '7766 • alex.moreau@example.org'], '+5541999887766'],
    ['es', ['Guadalajara, Jalisco | Tel. (33) 1234-', '5678 | alex.moreau@example.org'], '+523312345678'],
    ['en', ['San Francisco, CA • (415) 555-', '0132 • alex.moreau@example.org'], '+14155550132'],
  ])('%s: %j', (lang, lines, phone) => {
    expect(phonesOf(lang, lines.map(side))).toEqual([phone]);
  });
});

describe('a district before the post town that carries the postcode', () => {
  it.each([
    ['en', ['Flat 12, Shivaji Nagar, Pune 411005'], 'Pune', 'IN'],
    ['en', ['Flat 12, Shivaji Nagar, Pune', '411005'], 'Pune', 'IN'],
    ['es', ['Calle Pino 12, Col. Del Carmen, Coyoacán, Ciudad de México 04100'], 'Ciudad de México', 'MX'],
  ])('%s: %j', (lang, lines, city, country) => {
    const location = profileOf(lang, [...lines.map(side), side('alex.moreau@example.org')]).location;
    expect([location?.city, location?.country]).toEqual([city, country]);
  });
});

describe('a number wrapped from the last cell of a sidebar line', () => {
  // Lines of a narrow side column: the town and the number side by side, apart as cells.
  const sidebarPhones = (cells: [string, string], next: string, region: string) => {
    const lines = buildLayout(documentOf([{ text: cells[0], x: 20, cells: [[140, cells[1]]] }, { text: next, x: 20 }])).lines;
    for (const line of lines) line.sidebar = true;
    return findPhones(lines, region).map((p) => p.e164);
  };

  it.each([
    ['en', ['New Delhi, India', '+91 11'], '2345 6789', 'IN', '+911123456789'],
    ['pt', ['Recife - PE', '(81) 98765-'], '4321', 'BR', '+5581987654321'],
    ['fr', ['Dakar, Sénégal', '+221 77 123'], '45 67', 'SN', '+221771234567'],
  ] as const)('%s: %j / %s', (_lang, cells, next, region, phone) => {
    expect(sidebarPhones([...cells], next, region)).toEqual([phone]);
  });
});

describe("a city's name alone on a line is no heading", () => {
  it('reads "Fortaleza" as the town, "Fortalezas" as a heading', () => {
    expect(headingKind('Fortaleza')).toBeNull();
    expect(headingKind('Fortalezas')).toBe('skills');
  });

  it('pt: the town under the phone and e-mail', () => {
    const location = profileOf('pt', [side('(85) 98765-1234'), side('alex.moreau@example.org'), side('Fortaleza')]).location;
    expect([location?.city, location?.country]).toEqual(['Fortaleza', 'BR']);
  });
});

describe('an address wrapped inside the name of its district', () => {
  it.each([
    ['pt', 'Contato', '+55 11 91234-5678', ['Av. Paulista, 1000 - Bela', 'Vista, São Paulo/SP'], 'São Paulo', 'BR'],
    ['es', 'Contacto', '+52 55 1234 5678', ['Av. Insurgentes Sur 1602 - Crédito', 'Constructor, Ciudad de México'], 'Ciudad de México', 'MX'],
  ])('%s: %s %s %j', (lang, heading, phone, address, city, country) => {
    const location = profileOf(lang, [{ text: heading, bold: true, size: 12 }, phone, 'alex.moreau@example.org', ...address]).location;
    expect([location?.city, location?.country]).toEqual([city, country]);
  });
});
