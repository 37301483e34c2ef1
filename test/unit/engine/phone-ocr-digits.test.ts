/**
 * OCR reads 0 as O and 1 as I, l or | inside a phone number; on an OCR'd page such letters inside a
 * digit run are digits. A text PDF keeps its letters, and a word next to a number stays a word.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import type { Document } from '../../../src/screen/extract/document.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };
const BODY: Record<string, [string, string]> = {
  it: ['Milano', 'ESPERIENZA'],
  de: ['Berlin', 'BERUFSERFAHRUNG'],
  es: ['Madrid', 'EXPERIENCIA'],
  pt: ['Lisboa', 'EXPERIÊNCIA'],
  fr: ['Lyon', 'EXPÉRIENCE'],
  en: ['London', 'EXPERIENCE'],
};

function page(lang: string, phoneLine: string, source: Document['source']): Document {
  const [town, heading] = BODY[lang]!;
  const doc = documentOf([{ text: 'Alex Moreau', size: 22, bold: true }, town, phoneLine, heading, 'Engineer, Acme — 2019 – 2022']);
  return { ...doc, source };
}
const phones = (doc: Document) => runEngine(doc, REFERENCE).personal.phones.map((p) => p.e164);

describe("OCR's letters for digits inside a phone number", () => {
  it.each([
    ['it', 'Cell. +39 347 I23 4567', '+393471234567'],
    ['de', 'Mobil: O171 2345678', '+491712345678'],
    ['es', 'Móvil: 6l2 34 56 78', '+34612345678'],
    ['pt', 'Telemóvel: 912 345 67O', '+351912345670'],
    ['fr', 'Tél. 06 l2 34 56 78', '+33612345678'],
    ['en', 'Mobile: +44 79l1 123456', '+447911123456'],
  ])('%s: %s', (lang, line, e164) => {
    expect(phones(page(lang, line, 'ocr'))).toEqual([e164]);
  });

  it('leaves a text PDF as written, and a word beside a number a word', () => {
    expect(phones(page('it', 'Cell. +39 347 I23 4567', 'text'))).toEqual([]);
    expect(phones(page('en', 'Mobile +44 7911 123456 l Oxford', 'ocr'))).toEqual(['+447911123456']);
  });
});
