/**
 * Shapes contact blocks take across countries, each class in several languages: a phone number with
 * the town in the next cell of the contact line, names in capitals with accented letters, profiles
 * written as a handle after a label, and places of countries the CVs come from.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const profileOf = (texts: (LineSpec | string)[]) => runEngine(documentOf(texts), { referenceDate: new Date(Date.UTC(2025, 5, 1)) });
const name = (text: string): LineSpec => ({ text, size: 22, bold: true });
const digits = (texts: (LineSpec | string)[]) => profileOf(texts).personal.phones.map((p) => (p.e164 ?? p.raw).replace(/\D/g, ''));

const BODY: Record<string, string[]> = {
  en: ['EXPERIENCE', 'Engineer, Acme Inc — 2019 – 2022'],
  es: ['EXPERIENCIA', 'Ingeniero, Tienda S.A. — 2019 – 2022'],
  pt: ['EXPERIÊNCIA', 'Engenheiro, Loja Ltda — 2019 – 2022'],
  fr: ['EXPÉRIENCE', 'Ingénieur, Société SA — 2019 – 2022'],
  de: ['BERUFSERFAHRUNG', 'Ingenieur, Handel GmbH — 2019 – 2022'],
  it: ['ESPERIENZA', 'Ingegnere, Negozio Srl — 2019 – 2022'],
};

describe('a phone number with the town in the next cell of the contact line', () => {
  it.each([
    ['en', 'jane@example.org\t512-555-0134\tAustin, TX', '15125550134'],
    ['en', 'jane@example.org\t07911 123456\tLondon', '447911123456'],
    ['de', 'jane@example.org\t0171 2345678\tBerlin', '491712345678'],
    ['de', '0171 2345678   Berlin   jane@example.org', '491712345678'],
    ['it', 'jane@example.org\t347 123 4567\tMilano', '393471234567'],
    ['pt', 'jane@example.org\t(11) 98765-4321\tSão Paulo', '5511987654321'],
    ['es', 'jane@example.org\t55 1234 5678\tCiudad de México', '525512345678'],
  ])('%s: %s', (lang, line, phone) => {
    expect(digits([name('Jane Doe'), line, ...BODY[lang]!])).toEqual([phone]);
  });

  it('still reads a postcode before its town as no phone', () => {
    expect(digits([name('Hans Weber'), 'Lindenweg 52 - 11111 Berlin', 'hans@example.org', ...BODY.de!])).toEqual([]);
  });
});

describe('a name in capitals with accented letters', () => {
  it.each([
    ['es', 'ANDRÉS FELIPE GÓMEZ RESTREPO', 'Andrés Felipe Gómez Restrepo'],
    ['es', 'JOSÉ LUIS PÉREZ', 'José Luis Pérez'],
    ['pt', 'INÊS MARIA COSTA', 'Inês Maria Costa'],
    ['fr', 'RENÉ DUBOIS', 'René Dubois'],
  ])('%s: %s', (lang, written, full) => {
    expect(profileOf([name(written), 'contact@example.org', ...BODY[lang]!]).personal.fullName).toBe(full);
  });
});

describe('a number followed by the label of the next item is no postcode before a town', () => {
  it.each([
    ['pt', '(11) 3456-7890 Celular: (11) 98765-4321', ['551134567890', '5511987654321']],
    ['es', '55 5555 1234 Correo: ana@example.org', ['525555551234']],
    ['en', '(512) 555-0134 Email: jane@example.org', ['15125550134']],
  ])('%s: %s', (lang, line, phones) => {
    const town = { pt: 'São Paulo - SP', es: 'Ciudad de México', en: 'Austin, TX' }[lang]!;
    expect(digits([name('Ana Lima'), town, line, ...BODY[lang]!])).toEqual(phones);
  });
});

describe('places of the countries CVs come from, and their numbers', () => {
  it.each([
    ['fr', 'Bamako, Mali', 'Tél : 76 12 34 56', 'ML', '22376123456'],
    ['fr', 'Lomé, Togo', 'Tél : 90 12 34 56', 'TG', '22890123456'],
    ['fr', 'Ouagadougou', 'Tél : 70 12 34 56', 'BF', '22670123456'],
    ['fr', 'Kinshasa, RDC', 'Tél : 081 234 5678', 'CD', '243812345678'],
    ['fr', 'Antananarivo', 'Tél : 034 12 345 67', 'MG', '261341234567'],
    ['fr', 'Port-au-Prince, Haïti', 'Tél : 3712-3456', 'HT', '50937123456'],
    ['es', 'San Salvador, El Salvador', 'Cel: 7123-4567', 'SV', '50371234567'],
    ['es', 'Tegucigalpa', 'Cel: 9876-5432', 'HN', '50498765432'],
    ['es', 'Managua, Nicaragua', 'Cel: 8812-3456', 'NI', '50588123456'],
    ['en', 'Harare, Zimbabwe', 'Cell: 0772 123 456', 'ZW', '263772123456'],
    ['en', 'Lusaka', 'Cell: 0977 123456', 'ZM', '260977123456'],
  ])('%s: %s', (lang, place, phone, country, e164) => {
    const profile = profileOf([name('Alex Morgan'), place, phone, 'alex@example.org', ...BODY[lang]!]);
    expect(profile.personal.location?.country).toBe(country);
    expect(profile.personal.phones.map((p) => p.e164?.replace(/\D/g, ''))).toEqual([e164]);
  });
});

describe('profiles written as a handle or a path after the platform', () => {
  const links = (lang: string, line: string) =>
    profileOf([name('Jane Doe'), line, 'jane@example.org', ...BODY[lang]!]).personal.links.map((l) => l.url.replace(/^https:\/\/(www\.)?/, ''));
  it.each([
    ['en', 'in/jane-doe | github.com/janedoe', ['github.com/janedoe', 'linkedin.com/in/jane-doe']],
    ['es', 'LinkedIn: /in/jane-doe', ['linkedin.com/in/jane-doe']],
    ['de', 'GitHub - janedoe', ['github.com/janedoe']],
    ['fr', 'LinkedIn\tjane-doe-123', ['linkedin.com/in/jane-doe-123']],
    ['it', 'Twitter – @janedoe', ['x.com/janedoe']],
    ['pt', 'WWW.JANEDOE.COM', ['janedoe.com']],
    ['en', 'github. com/janedoe', ['github.com/janedoe']],
    ['es', 'linkedin.com /in/jane-doe', ['linkedin.com/in/jane-doe']],
  ])('%s: %s', (lang, line, expected) => {
    expect(links(lang, line)).toEqual(expected);
  });

  it('does not run a profile address into the date on the line below', () => {
    const found = profileOf([name('Marie Laval'), 'https://linkedin.com/in/marie-laval/', '24/06/1990', ...BODY.fr!]).personal.links;
    expect(found.map((l) => l.url)).toEqual(['https://linkedin.com/in/marie-laval/']);
  });

  it.each([
    ['en', 'LinkedIn: Jane Doe'],
    ['en', 'GitHub - Advanced'],
    ['en', 'Tools\tGitHub  Jira  Slack'],
    ['en', 'Managed hotel check in/out'],
    ['it', 'LINKEDIN\t2022'],
    ['en', 'Node.js, Socket.io, Chart.js'],
    ['es', 'LinkedIn\tLinkedIn'],
  ])('%s: no profile in %s', (lang, line) => {
    expect(links(lang, line)).toEqual([]);
  });
});

describe('a number in an English CV that names no country, read by how it is written', () => {
  const phonesOf = (line: string) => digits([name('Sam Taylor'), line, 'sam.taylor@example.org', ...BODY.en!]);
  it.each([
    ['Phone: (512) 555-0134', '15125550134'],
    ['512.555.0134', '15125550134'],
    ['Phone: 123-456-7890', '11234567890'],
    ['Mobile: 07911 123456', '447911123456'],
    ['Mobile: 98450 12345', '919845012345'],
    ['Phone: 0412 345 678', '61412345678'],
    ['Phone: 0803 123 4567', '2348031234567'],
    ['Cell: 0300-1234567', '923001234567'],
  ])('%s', (line, phone) => {
    expect(phonesOf(line)).toEqual([phone]);
  });

  it('reads no number that several countries write alike', () => {
    expect(phonesOf('Phone: 0712 345678')).toEqual([]);
  });
});

describe('international prefixes as people write them', () => {
  it.each([
    ['pt', 'Lisboa', 'Telemóvel: 00 351 912 345 678', '351912345678'],
    ['es', 'Ciudad de México', 'Cel: +52 1 55 1234 5678', '525512345678'],
    ['es', 'Monterrey', '+52-1-81-1234-5678', '528112345678'],
  ])('%s: %s', (lang, town, line, phone) => {
    expect(digits([name('Ana Lima'), town, line, 'ana@example.org', ...BODY[lang]!])).toEqual([phone]);
  });
});
