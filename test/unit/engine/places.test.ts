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
