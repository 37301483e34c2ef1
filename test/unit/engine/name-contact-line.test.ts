/**
 * The name opening the contact line ("Jane Doe | +44 7911 123456 | jane@…"), as compact and plain
 * templates write the header: no name was read, or the whole line was.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };
const BODY: Record<string, string[]> = {
  en: ['EXPERIENCE', 'Engineer, Acme Inc — 2019 – 2022'],
  it: ['ESPERIENZA', 'Ingegnere, Negozio Srl — 2019 – 2022'],
  es: ['EXPERIENCIA', 'Ingeniero, Tienda S.A. — 2019 – 2022'],
  fr: ['EXPÉRIENCE', 'Ingénieur, Société SA — 2019 – 2022'],
  de: ['BERUFSERFAHRUNG', 'Ingenieur, Handel GmbH — 2019 – 2022'],
  pt: ['EXPERIÊNCIA', 'Engenheiro, Loja Ltda — 2019 – 2022'],
};

describe('the name opening the contact line', () => {
  it.each([
    ['en', 'Jane Doe | +44 7911 123456 | jane.doe@example.org', 'Jane Doe'],
    ['it', 'Giulia Rossi – Via Roma 1, Milano – giulia.rossi@example.it', 'Giulia Rossi'],
    ['es', 'Lucía García · Madrid · lucia.garcia@example.es', 'Lucía García'],
    ['fr', 'CLAIRE MARTIN | claire.martin@example.fr | 06 12 34 56 78', 'Claire Martin'],
    ['de', 'Anna Weber • 0171 2345678 • www.annaweber.de', 'Anna Weber'],
    ['pt', 'Ana Paula Lima | linkedin.com/in/anapaulalima | +55 11 98765-4321', 'Ana Paula Lima'],
  ])('%s: %s', (lang, line, name) => {
    for (const style of [{}, { size: 14, bold: true }] as Partial<LineSpec>[]) {
      const profile = runEngine(documentOf([{ text: line, ...style }, ...BODY[lang]!]), REFERENCE);
      expect(profile.personal.fullName).toBe(name);
    }
  });
});
