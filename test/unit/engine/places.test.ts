/**
 * Places in addresses: a street named after a city is no city; a contact line joining address,
 * phone and e-mail is read cell by cell.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { readPlace } from '../../../src/screen/entities/place-reader.ts';
import { documentOf } from './synthetic-document.ts';

describe('street names and cities', () => {
  it.each([
    ['Via Roma 34, 17861 Verona', 'Verona'],
    ['Corso Torino 5, 10121 Milano', 'Milano'],
    ['Rua de Lisboa 12, 4000-123 Porto', 'Porto'],
    ['12 London Road, Leicester', 'Leicester'],
    ['Calle Mayor, 12, 28013 Madrid', 'Madrid'],
  ])('%s → %s', (text, city) => {
    expect(readPlace(text)?.city).toBe(city);
  });
});

describe('the candidate location', () => {
  it('reads the address cell of a long contact line', () => {
    const doc = documentOf([
      { text: 'Pascale Bernot', size: 22, bold: true },
      'Localisation: 106 boulevard Victor Hugo, 35283 Tours | Téléphone: +33 6 87 35 08 23 | E-mail: pascale.bernot@example.fr | LinkedIn: linkedin.com/in/pascale-bernot',
      { text: 'Expérience professionnelle', bold: true, size: 12, gap: 10 },
      'Ingénieur logiciel, Argano SAS   2019 – 2024',
    ]);
    const profile = runEngine(doc, { referenceDate: new Date(Date.UTC(2025, 5, 1)) });
    expect(profile.personal.location?.city).toBe('Tours');
    expect(profile.personal.location?.country).toBe('FR');
  });
});

describe('towns no gazetteer knows, read from the address forms of each country', () => {
  it.each([
    ['Via Gelsi 4, Borgo Fiorito (PV) 27010', 'Borgo Fiorito', 'IT'],
    ['Valdorso(PT)', 'Valdorso', 'IT'],
    ['Castelmare (ME)', 'Castelmare', 'IT'],
    ['Harbor Point, ME', 'Harbor Point', 'US'],
    ['Pedra Alta - MG - 35570000', 'Pedra Alta', 'BR'],
    ['Rua das Flores 210, 01310-100 São Paulo', 'São Paulo', 'BR'],
    ['Rua do Sol 7, 1000-001 Lisboa', 'Lisboa', 'PT'],
    ['Hauptplatz 3, 4821 Lindach an der Traun', 'Lindach an der Traun', null],
    ['Via Cavour 24 - Montalbino', 'Montalbino', null],
    ['Calle del Sol 5, Villanubla', 'Villanubla', null],
  ])('%s → %s', (text, city, country) => {
    const place = readPlace(text, null);
    expect(place?.city).toBe(city);
    if (country) expect(place?.country).toBe(country);
  });

  it('takes no town from words that are not an address', () => {
    expect(readPlace('Acme Widgets 2019 - Montalbino')?.city ?? null).toBeNull();
    expect(readPlace('Python - ML, Java (EE)')).toBeNull();
  });
});

describe('the candidate location, beside the name and across lines', () => {
  const locate = (texts: Parameters<typeof documentOf>[0]) =>
    runEngine(documentOf(texts), { referenceDate: new Date(Date.UTC(2025, 5, 1)) }).personal.location;

  it('does not read a surname that is a place as the location', () => {
    expect(locate([{ text: 'Carla Mônaco', size: 22, bold: true }, 'carla.monaco@example.com'])?.country ?? null).toBeNull();
    expect(locate([{ text: 'Louis Paris', size: 22, bold: true }, 'Tél. 06 12 34 56 78', '12 rue des Lilas, 69003 Lyon'])?.city).toBe('Lyon');
  });

  it('joins a postcode closing one line to the town on the next', () => {
    const location = locate([{ text: 'Eva Huber', size: 22, bold: true }, '+43 664 1234567', 'eva.huber@example.at 4821', 'Lindach an der Traun']);
    expect(location?.city).toBe('Lindach an der Traun');
    expect(location?.country).toBe('AT');
  });
});

describe('places that are not the candidate\'s address', () => {
  const locate = (texts: Parameters<typeof documentOf>[0]) =>
    runEngine(documentOf(texts), { referenceDate: new Date(Date.UTC(2025, 5, 1)) }).personal.location;

  it('takes no place from a line dated as a job or a course', () => {
    const location = locate([{ text: 'Samir Haddad', size: 22, bold: true }, 'Téléphone +216 20 123 456', '2019-2021\tAcme Pharmacy , UAE\tDUBAI']);
    expect(location?.country).toBe('TN');
  });

  it('reads no postcode in a product name', () => {
    expect(readPlace('Office 2000 Pro, OpenOffice')).toBeNull();
    expect(readPlace('Rue Haute 5, 2000 Antwerpen')?.city).toBe('Antwerpen');
  });

  it('reads where the CV is signed when it gives no address', () => {
    const location = locate([
      { text: 'Lebenslauf', size: 16, bold: true },
      { text: 'Ausbildung', bold: true, size: 12, gap: 10 },
      '09.2019 - 07.2022\tBerufskolleg Nordstadt, Dortmund',
      'Essen, 25.01.2024',
      'Milan Horvat',
    ]);
    expect(location?.city).toBe('Essen');
    expect(location?.country).toBe('DE');
  });
});
