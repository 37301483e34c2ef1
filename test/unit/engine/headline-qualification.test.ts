/**
 * The line right under the name, in body type, is the headline when it names a qualification or
 * a student's status ("Lic. en Nutrición", "B.Sc. Informatik", "Étudiante en Master Marketing"):
 * only a larger type or a role noun made it one before. And "Engineer @ Acme" is a headline, no
 * e-mail address.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const titleOf = (lines: (LineSpec | string)[]) => runEngine(documentOf(lines), { referenceDate: new Date('2026-01-01') }).jobProfile.title;

describe('headline: a qualification under the name, in body type', () => {
  const cases: Array<[string, string, string, string]> = [
    ['es', 'Lucía Gómez', 'Lic. en Nutrición', 'Experiencia'],
    ['de', 'Lena Muster', 'B.Sc. Informatik', 'Berufserfahrung'],
    ['fr', 'Camille Durand', 'Étudiante en Master Marketing', 'Expérience'],
    ['pt', 'Ana Souza', 'Estudante de Administração', 'Experiência'],
    ['it', 'Marta Rossi', 'Studentessa di Ingegneria Gestionale', 'Esperienza'],
    ['en', 'Mary Smith', 'BSc Computer Science', 'Experience'],
  ];
  for (const [lang, name, headline, heading] of cases) {
    it(`reads it as the title (${lang})`, () => {
      expect(titleOf([{ text: name, size: 20, bold: true }, headline, 'contact@mail.com', { text: heading, size: 13, bold: true, gap: 10 }, { text: 'Acme', bold: true }, '2019 – 2023'])).toBe(headline);
    });
  }
  it('keeps a plain line under the name that names nothing out of the title', () => {
    expect(titleOf([{ text: 'Mary Smith', size: 20, bold: true }, 'Open to new challenges', 'contact@mail.com', { text: 'Experience', size: 13, bold: true, gap: 10 }, { text: 'Analyst  Acme', bold: true }, '2019 – 2023'])).toBe('Analyst');
  });
  it('reads "Title @ Employer" as a headline, not as contact details', () => {
    expect(titleOf([{ text: 'Mary Smith', size: 20, bold: true }, 'Senior Software Engineer @ Acme', 'contact@mail.com', { text: 'Experience', size: 13, bold: true, gap: 10 }, { text: 'Acme', bold: true }, '2019 – 2023'])).toBe('Senior Software Engineer @ Acme');
  });
});
