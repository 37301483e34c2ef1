/**
 * Tesseract reads the picture opening a line as letters: the square before a designed heading
 * ("m Experience", "HN Profil"), the icon before contact data ("© 06 …"), a bullet dot ("e SQL",
 * "« Led a team"). The words are OCR-like: boxes and confidences as tesseract gives them.
 */
import { describe, expect, it } from 'vitest';
import { ocrLinesToRuns } from '../../../src/screen/extract/ocr/ocr-runs.ts';
import type { OcrLine } from '../../../src/screen/extract/ocr/ocr-engine.ts';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from '../engine/synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };
const ROW = 26;
/** One OCR line: the opening glyph as tesseract read it (text, width, height, confidence), then words of the row. */
function line(glyph: [string, number, number, number] | null, text: string): OcrLine {
  const words = [];
  let x = 40;
  if (glyph) {
    const [t, w, h, c] = glyph;
    words.push({ text: t, x0: x, y0: 10 + (ROW - h) / 2, x1: x + w, y1: 10 + (ROW - h) / 2 + h, confidence: c });
    x += w + 16;
  }
  for (const t of text.split(' ')) {
    const w = t.length * 11;
    words.push({ text: t, x0: x, y0: 10, x1: x + w, y1: 10 + 20, confidence: 95 });
    x += w + 7;
  }
  return { words, rowHeight: ROW };
}
const textOf = (l: OcrLine) => ocrLinesToRuns([l], { scale: 1 }).map((r) => r.text).join(' | ');

const SQUARE_READS: [string, number, number, number][] = [['m', 16, 17, 66], ['HN', 26, 26, 24], ['EN', 26, 26, 26], ['H', 26, 25, 43], ['um', 17, 16, 51]];
const HEADINGS: Record<string, [string, string]> = {
  en: ['Experience', 'Engineer at Acme Systems 2019 – 2022'],
  it: ['Esperienza professionale', 'Ingegnere presso Officine Brentelli 2019 – 2022'],
  es: ['Experiencia profesional', 'Ingeniera en Talleres Ordóñez 2019 – 2022'],
  fr: ['Expérience professionnelle', 'Ingénieur chez Ateliers Vauclair 2019 – 2022'],
  de: ['Berufserfahrung', 'Ingenieurin bei Brandtwerk GmbH 2019 – 2022'],
  pt: ['Experiência profissional', 'Engenheira na Oficinas Quintela 2019 – 2022'],
};

describe('a square icon before a heading, read as letters', () => {
  it.each(Object.entries(HEADINGS))('%s: the heading keeps its words only', (_lang, [heading]) => {
    for (const glyph of SQUARE_READS) expect(textOf(line(glyph, heading))).toBe(heading);
  });
  it.each(Object.entries(HEADINGS))('%s: the section under it is read', (_lang, [heading, entry]) => {
    const glyph = SQUARE_READS[Object.keys(HEADINGS).indexOf(_lang) % SQUARE_READS.length]!;
    const lines = [line(null, 'Giulia Ferrante'), line(glyph, heading), line(null, entry)].map(textOf);
    const profile = runEngine(documentOf(lines, 'png'), REFERENCE);
    expect(profile.workExperience.length).toBe(1);
  });
  it('keeps short words tesseract is sure of, and digits', () => {
    expect(textOf(line(['in', 25, 21, 95], 'linkedin.com/in/anna-rossi'))).toBe('in linkedin.com/in/anna-rossi');
    expect(textOf(line(['A', 20, 20, 96], 'Coruña, España'))).toBe('A Coruña, España');
    expect(textOf(line(['10', 24, 22, 60], 'anni di esperienza'))).toBe('10 anni di esperienza');
    expect(textOf(line(['Il', 14, 22, 70], 'mio ruolo'))).toBe('Il mio ruolo');
  });
});

describe('a bullet dot read as a letter', () => {
  const DOTS: [string, number, number, number][] = [['e', 7, 7, 39], ['«', 7, 8, 60], ['°', 6, 6, 45], ['*', 8, 8, 62]];
  const ITEMS = ['SQL', 'Bloomberg', 'Français: B2', 'Deutsch: Muttersprache', 'Inglês: C1', 'Gestione del team'];
  it('becomes a bullet', () => {
    for (const dot of DOTS) for (const item of ITEMS) expect(textOf(line(dot, item))).toBe(`• ${item}`);
  });
  it('keeps a letter of the row’s height ("e" as a word, "y" of Spanish)', () => {
    expect(textOf(line(['e', 11, 12, 90], 'poi Milano'))).toBe('e poi Milano');
    expect(textOf(line(['y', 11, 15, 90], 'Valencia'))).toBe('y Valencia');
  });
});
