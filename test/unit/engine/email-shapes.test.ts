/**
 * E-mail addresses as extraction and writers leave them: wrapped after the "@" in a narrow column,
 * the "@" spaced or spelled out, a phone's digits or the next label glued to the address.
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
const emails = (lang: string, lines: (LineSpec | string)[]) =>
  runEngine(documentOf([{ text: 'Alex Moreau', size: 22, bold: true }, ...lines, ...BODY[lang]!]), REFERENCE).personal.emails;

describe('e-mail addresses as extraction and writers leave them', () => {
  it.each([
    ['de', ['alexander.moreau.bewerbung@', 'example.de'], 'alexander.moreau.bewerbung@example.de'],
    ['pt', ['E-mail:', 'alexandre.moreau.lima@', 'example.com.br'], 'alexandre.moreau.lima@example.com.br'],
    ['fr', ['alex.moreau @ example.fr'], 'alex.moreau@example.fr'],
    ['it', ['alex.moreau[at]example.it'], 'alex.moreau@example.it'],
    ['es', ['+34 612 345 678alex.moreau@example.es'], 'alex.moreau@example.es'],
    ['en', ['alex.moreau@example.orgLinkedIn'], 'alex.moreau@example.org'],
  ])('%s: %j', (lang, lines, email) => {
    expect(emails(lang, lines)).toEqual([email]);
  });

  it('keeps digits that open an address when no number stands before it, and "@" in a sentence a sentence', () => {
    expect(emails('en', ['2015alex@example.org'])).toEqual(['2015alex@example.org']);
    expect(emails('en', ['Engineer @ Acme.com', 'alex@example.org'])).toEqual(['alex@example.org']);
  });
});
