/**
 * Classes of CV headers, each in several languages and countries: two phone numbers joined by a
 * spaced dash, an e-mail glued to the number after it, a phone label abbreviated with a dot before
 * "No.", a postcode closing an address with the country on the line below (no town "USA"), a
 * given name that is also a town on the name line (no town "Sofia" in "Sofia Keller"), a national
 * number in a CV whose places are all in one country other than its language's, and the towns and
 * regions of countries beyond Europe.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const profileOf = (texts: (LineSpec | string)[]) => runEngine(documentOf(texts), { referenceDate: new Date(Date.UTC(2025, 5, 1)) });
const name = (text: string): LineSpec => ({ text, size: 22, bold: true });
const e164s = (texts: (LineSpec | string)[]) => profileOf(texts).personal.phones.map((p) => p.e164);

describe('two numbers joined by a spaced dash', () => {
  it.each([
    ['de', 'Lange Reihe 45, 20099 Hamburg', 'Mobil: 0171 2345678 - 0171 2345679', ['+491712345678', '+491712345679']],
    ['it', 'Via Mazzini 12, 40121 Bologna', 'Cell. 347 123 4567 - 347 123 4568', ['+393471234567', '+393471234568']],
    ['pt', 'Rua Barão de Jaguara 1200, Campinas - SP', 'Celular: (11) 98765-4321 - (11) 98765-4322', ['+5511987654321', '+5511987654322']],
    ['en', '12 Adeola Street, Ikeja, Lagos, Nigeria', 'Phone: 0803 123 4567 - 0803 123 4568', ['+2348031234567', '+2348031234568']],
    ['fr', '12 rue de la République, 69002 Lyon', 'Tél. : 06 12 34 56 78 - 06 12 34 56 79', ['+33612345678', '+33612345679']],
  ])('%s: %s / %s', (_lang, address, phones, expected) => {
    expect(e164s([name('Alex Morgan'), address, phones, 'alex.morgan@example.org'])).toEqual(expect.arrayContaining(expected));
  });

  it('keeps an area code joined to its number by a dash as one number', () => {
    expect(e164s([name('Alex Morgan'), 'Lange Reihe 45, 20099 Hamburg', 'Tel.: 040 - 2345678', 'alex.morgan@example.org'])).toEqual(['+49402345678']);
  });
});

describe('an e-mail glued to the number after it', () => {
  it.each([
    ['en', 'Nairobi, Kenya', 'alex.morgan@example.com+254 712 345678', '+254712345678'],
    ['es', 'Medellín, Colombia', 'ana.torres@example.co+57 300 123 4567', '+573001234567'],
    ['fr', 'Dakar, Sénégal', 'amina.diallo@example.sn+221 77 123 45 67', '+221771234567'],
  ])('%s: %s → %s', (_lang, place, line, expected) => {
    expect(e164s([name('Alex Morgan'), 'Project Manager', line, place])).toContain(expected);
  });
});

describe('a phone label abbreviated with a dot', () => {
  it.each([
    ['en', 'House 21, Street 4, Model Town, Lahore, Pakistan', 'Mob. No.: 0300 1234567', '+923001234567'],
    ['en', 'Via Mazzini 12, 40121 Bologna, Italy', 'Mob. No.: 347 123 4567', '+393471234567'],
    ['es', 'Calle de Colón 15, 46004 Valencia', 'Tfno.: 612 345 678', '+34612345678'],
  ])('%s: %s', (_lang, address, line, expected) => {
    // Out of the contact block: only the label says the digits are a phone number.
    const lines = [name('Alex Morgan'), address, 'alex.morgan@example.org', { text: 'PROFILE', bold: true, size: 12, gap: 8 }, 'Analyst with five years in banking and insurance.', line];
    expect(e164s(lines)).toContain(expected);
  });
});

describe('a postcode closing the address, the country on the line below', () => {
  it.each([
    [['1452 Mission Street', 'San Francisco, CA 94103', 'USA'], 'San Francisco', 'US'],
    [['House 21, Street 4, Model Town', 'Lahore 54700', 'Pakistan'], 'Lahore', 'PK'],
    [['8 Kloof Street, Gardens', 'Cape Town 8001', 'South Africa'], 'Cape Town', 'ZA'],
    [['King Fahd Road, Al Olaya', 'Riyadh 12211', 'Saudi Arabia'], 'Riyadh', 'SA'],
  ])('%j → %s', (address, city, country) => {
    const location = profileOf([name('Alex Morgan'), 'Data Analyst', ...address, 'alex.morgan@example.org']).personal.location;
    expect(location?.city).toBe(city);
    expect(location?.country).toBe(country);
  });
});

describe('a given name that is also a town, on the name line', () => {
  it.each([
    ['Sofia Keller', ['Sicap Liberté 6', 'Dakar', 'Sénégal'], 'Dakar', 'SN'],
    ['Florence Martin', ['Quartier Maârif', 'Casablanca', 'Maroc'], 'Casablanca', 'MA'],
    ['Sofia Almeida', ['Rua do Souto 45', 'Braga', 'Portugal'], 'Braga', 'PT'],
    ['Victoria Adeyemi', ['12 Adeola Street', 'Lagos', 'Nigeria'], 'Lagos', 'NG'],
  ])('%s / %j → %s', (person, address, city, country) => {
    const location = profileOf([name(person), 'Comptable', ...address, 'contact@example.org']).personal.location;
    expect(location?.city).toBe(city);
    expect(location?.country).toBe(country);
  });
});

describe('a national number in a CV whose places are all in one country other than its language', () => {
  const heads: Record<string, [string, string, string]> = {
    fr: ['PROFIL', 'EXPÉRIENCE PROFESSIONNELLE', "aujourd'hui"],
    de: ['PROFIL', 'BERUFSERFAHRUNG', 'heute'],
    es: ['PERFIL', 'EXPERIENCIA LABORAL', 'actualidad'],
    pt: ['PERFIL', 'EXPERIÊNCIA PROFISSIONAL', 'atual'],
  };
  it.each([
    ['fr', 'Casablanca', '06 61 23 45 67', '+212661234567'],
    ['fr', 'Dakar', '77 123 45 67', '+221771234567'],
    ['fr', 'Liège', '0470 123 456', '+32470123456'],
    ['de', 'Graz', '0664 123 45 67', '+436641234567'],
    ['de', 'Zürich', '079 1234567', '+41791234567'],
    ['es', 'Santiago', '9 8765 4321', '+56987654321'],
    ['pt', 'Campinas', '(19) 9 8765-4321', '+5519987654321'],
  ])('%s: employer and school in %s, %s → %s', (lang, town, phone, expected) => {
    const [profile, experience, present] = heads[lang]!;
    const lines = [
      name('Alex Morgan'),
      'Data Analyst',
      `${phone} · alex.morgan@example.org`,
      { text: profile, bold: true, size: 12, gap: 8 },
      'Analyst.',
      { text: experience, bold: true, size: 12 },
      `01/2020 – ${present}`,
      `Analyst, Northwind Group, ${town}`,
      '2012 – 2016',
      `Bachelor of Science, State University, ${town}`,
    ];
    expect(e164s(lines)).toEqual([expected]);
  });
});

describe('the towns and regions of countries beyond Europe in the header', () => {
  it.each([
    ['Satellite Town, Faisalabad', 'Faisalabad', 'PK'],
    ['Sialkot', 'Sialkot', 'PK'],
    ['Ibadan, Oyo State', 'Ibadan', 'NG'],
    ['Port Harcourt, Rivers State', 'Port Harcourt', 'NG'],
    ['Eldoret', 'Eldoret', 'KE'],
    ['Davao City', 'Davao City', 'PH'],
    ['Dammam', 'Dammam', 'SA'],
    ['Ziguinchor', 'Ziguinchor', 'SN'],
    ['Zapopan, Jalisco', 'Zapopan', 'MX'],
  ])('%s → %s, %s', (place, city, country) => {
    const lines = [name('Alex Morgan'), 'Project Manager', place, 'alex.morgan@example.org', { text: 'EXPERIENCE', bold: true, size: 12, gap: 8 }, '01/2020 – Present', 'Project Manager, Northwind Group, Birmingham'];
    const location = profileOf(lines).personal.location;
    expect(location?.city).toBe(city);
    expect(location?.country).toBe(country);
  });

  it('gives a town read after a label the country of the listed town it is', () => {
    const location = profileOf([name('Alex Morgan'), 'Address: Eldoret', 'alex.morgan@example.org']).personal.location;
    expect(location).toMatchObject({ city: 'Eldoret', country: 'KE' });
  });
});
