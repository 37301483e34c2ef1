/**
 * "Town, Province" and "Town (Province)": the candidate lives in the town; the known city after it
 * names the area. The city was taken because the gazetteer knows it better.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };
const HEADINGS: Record<string, string> = { it: 'ESPERIENZA', es: 'EXPERIENCIA', pt: 'EXPERIÊNCIA' };

describe('a town before the city of its province', () => {
  it.each([
    ['it', 'Montichiari, Brescia', 'Montichiari', 'IT'],
    ['it', 'Sesto San Giovanni, Milano', 'Sesto San Giovanni', 'IT'],
    ['es', 'Alcobendas (Madrid)', 'Alcobendas', 'ES'],
    ['es', 'Dos Hermanas, Sevilla', 'Dos Hermanas', 'ES'],
    ['pt', 'Vila Nova de Gaia, Porto', 'Vila Nova de Gaia', 'PT'],
  ])('%s: %s', (lang, line, city, country) => {
    const doc = documentOf([{ text: 'Alex Moreau', size: 22, bold: true }, line, 'alex@example.org', HEADINGS[lang]!, 'Engineer, Acme — 2019 – 2022']);
    const location = runEngine(doc, REFERENCE).personal.location;
    expect([location?.city, location?.country]).toEqual([city, country]);
  });

  it('keeps a city with its region or country', () => {
    const doc = documentOf([{ text: 'Alex Moreau', size: 22, bold: true }, 'Toronto, Ontario', 'alex@example.org', 'EXPERIENCE', 'Engineer, Acme — 2019 – 2022']);
    expect(runEngine(doc, REFERENCE).personal.location?.city).toBe('Toronto');
  });
});

describe("the country of a town the gazetteer lacks, from its postcode's shape", () => {
  it.each([
    ['es', 'EXPERIENCIA', 'Calle Real 2, 28400 Collado Villalba', 'Collado Villalba', 'ES'],
    ['fr', 'EXPÉRIENCE', '3 allée des Tilleuls, 91300 Massy', 'Massy', 'FR'],
    ['de', 'BERUFSERFAHRUNG', 'Schulstr. 4, 72070 Tübingen', 'Tübingen', 'DE'],
    ['pt', 'EXPERIÊNCIA', 'Rua do Sol 4, 4715-001 Nogueira', 'Nogueira', 'PT'],
    ['pt', 'EXPERIÊNCIA', 'Rua das Flores 10, 13480-000 Limeira', 'Limeira', 'BR'],
    ['de', 'BERUFSERFAHRUNG', 'Dorfstraße 3, D-88521 Ertingen', 'Ertingen', 'DE'],
  ])('%s: %s', (_lang, heading, line, city, country) => {
    const doc = documentOf([{ text: 'Alex Moreau', size: 22, bold: true }, line, 'alex@example.org', heading, 'Engineer, Acme — 2019 – 2022']);
    const location = runEngine(doc, REFERENCE).personal.location;
    expect([location?.city, location?.country]).toEqual([city, country]);
  });

  it('says nothing from five digits in an English CV', () => {
    const doc = documentOf([{ text: 'Alex Moreau', size: 22, bold: true }, '12 Elm Street, 99501 Wasilla', 'alex@example.org', 'EXPERIENCE', 'Engineer, Acme — 2019 – 2022']);
    expect(runEngine(doc, REFERENCE).personal.location?.country ?? null).not.toBe('IT');
  });
});

describe('a province code after the town, without brackets', () => {
  it.each([
    ['Via Dante 3 - 25030 Coccaglio BS', 'Coccaglio'],
    ['Via Roma 12, 20063 Cernusco sul Naviglio MI', 'Cernusco sul Naviglio'],
  ])('%s', (line, city) => {
    const doc = documentOf([{ text: 'Alex Moreau', size: 22, bold: true }, line, 'alex@example.org', 'ESPERIENZA', 'Ingegnere, Acme Srl — 2019 – 2022']);
    const location = runEngine(doc, REFERENCE).personal.location;
    expect([location?.city, location?.country]).toEqual([city, 'IT']);
  });
});
