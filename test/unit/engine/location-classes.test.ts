/**
 * The candidate's town read from the address as written in many countries: a birth word must be
 * a word (not "né" inside "Sénégal"), the town is the one in the country written beside it, and a
 * neighbourhood named after a district word is no town.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { readPlace } from '../../../src/screen/entities/place-reader.ts';
import { documentOf } from './synthetic-document.ts';

const locationOf = (address: string, heading = 'Experience') => {
  const p = runEngine(
    documentOf([{ text: 'Marta Rossi', size: 22, bold: true }, address, 'marta.rossi@mail.com', { text: heading, size: 13, bold: true, gap: 10 }, { text: 'Analyst  Acme', bold: true }, '2019 – 2023']),
    { referenceDate: new Date('2026-01-01') },
  ).personal.location;
  return [p?.city ?? null, p?.country ?? null];
};

describe('location: birth words are whole words', () => {
  it('reads a town whose country is spelled with "né" inside it (fr)', () => {
    expect(locationOf('Dakar, Sénégal', 'Expérience')).toEqual(['Dakar', 'SN']);
  });
  it('still leaves out a birthplace', () => {
    expect(locationOf('Née à Dakar, Sénégal', 'Expérience')[0]).toBeNull();
    expect(locationOf('Nata a Palermo', 'Esperienza')[0]).toBeNull();
  });
});

describe('location: the town in the written country', () => {
  it('picks the city of the country written beside several places', () => {
    expect(readPlace('Palermo, Buenos Aires, Argentina')).toMatchObject({ city: 'Buenos Aires', country: 'AR' });
    expect(readPlace('Valencia, Carabobo, Venezuela')).toMatchObject({ city: 'Valencia', country: 'VE' });
    expect(readPlace('Córdoba, Veracruz, México')).toMatchObject({ city: 'Córdoba', country: 'MX' });
    expect(readPlace('Experience in Madrid and in France')?.country).toBe('ES');
    expect(readPlace('Palermo, Italia')).toMatchObject({ city: 'Palermo', country: 'IT' });
  });
});

describe('location: a district is no town', () => {
  it('reads the town after a neighbourhood named by a district word (es, pt, it)', () => {
    expect(readPlace('Col. Roma Norte, CDMX')).toMatchObject({ city: 'CDMX', country: 'MX' });
    expect(readPlace('Bairro Lisboa, Curitiba - PR')?.city).toBe('Curitiba');
    expect(readPlace('Frazione Milano, Torino')?.city).toBe('Torino');
  });
  it('keeps a place after a district word when it is the only one', () => {
    expect(readPlace('Barrio Salamanca')?.city).toBe('Salamanca');
  });
});
