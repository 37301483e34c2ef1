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
