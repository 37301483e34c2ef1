/**
 * A phone number wrapped at the end of a narrow side column ("Tel: +27 82 123" / "4567"): the digits
 * opening the next line join the number, in PDFs drawn with each language's label; a tail of two or
 * three digits in the page's top margin is no page number.
 */
import { describe, expect, it } from 'vitest';
import { extractAndRun, pdf } from './generated-files.ts';

async function sidebarCv(phoneLine: string, headings: [string, string]): Promise<string[]> {
  const bytes = await pdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(11).text('CONTACT', 20, 60);
    doc.font('Helvetica').fontSize(10);
    doc.text(phoneLine, 20, 80, { width: 88 });
    doc.text('alex.morgan@example.org', 20, doc.y + 6, { width: 120 });
    doc.font('Helvetica-Bold').fontSize(24).text('Alex Morgan', 200, 50, { width: 380 });
    doc.font('Helvetica').fontSize(13).text('Data Analyst', 200, 82, { width: 380 });
    doc.font('Helvetica-Bold').fontSize(12).text(headings[0], 200, 120);
    doc.font('Helvetica').fontSize(10).text(headings[1], 200, 140, { width: 370 });
  });
  const { profile } = await extractAndRun(bytes);
  return profile.personal.phones.map((p) => p.e164 ?? '');
}

describe('a phone number wrapped in a narrow side column', () => {
  it.each([
    ['en', 'Phone: +1 415 823 4567', '+14158234567', ['PROFILE', 'Analyst with five years in retail banking.']],
    ['en', 'Tel: +27 82 123 4567', '+27821234567', ['PROFILE', 'Analyst with five years in retail banking.']],
    ['it', 'Cellulare: +39 347 123 4567', '+393471234567', ['PROFILO', 'Analista con cinque anni di esperienza.']],
    ['de', 'Handy: +49 171 2345678', '+491712345678', ['PROFIL', 'Analystin mit fünf Jahren Erfahrung.']],
    ['pt', 'Celular: +55 11 98765-4321', '+5511987654321', ['PERFIL', 'Analista com cinco anos de experiência.']],
    ['es', 'Móvil: +57 300 123 4567', '+573001234567', ['PERFIL', 'Analista con cinco años de experiencia.']],
    // A tail of two or three digits at the top of the page is no page number.
    ['fr', 'Tél. +33 6 12 34 56 78', '+33612345678', ['PROFIL', "Analyste avec cinq ans d'expérience."]],
    ['es', 'Tel.:+34 612 345 678', '+34612345678', ['PERFIL', 'Analista con cinco años de experiencia.']],
  ] as [string, string, string, [string, string]][])('%s: %s', async (_lang, line, expected, headings) => {
    expect(await sidebarCv(line, headings)).toEqual([expected]);
  });
});
