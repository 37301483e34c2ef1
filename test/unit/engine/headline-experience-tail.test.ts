/**
 * A headline may close with the years of experience it claims ("Ingegnere meccanico – 5 anni di
 * esperienza", "Senior Accountant with over 10 years of experience"): the title is the role
 * without them, under the name or set apart below the contact line.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const CASES: [string, string][] = [
  ['Data Analyst – 5 years of experience', 'Data Analyst'],
  ['Senior Accountant with over 10 years of experience', 'Senior Accountant'],
  ['Ingegnere meccanico – 5 anni di esperienza', 'Ingegnere meccanico'],
  ['Contable con más de 8 años de experiencia', 'Contable'],
  ["Comptable – 12 ans d'expérience", 'Comptable'],
  ['Buchhalterin | 8 Jahre Berufserfahrung', 'Buchhalterin'],
  ['Enfermeira com 6 anos de experiência', 'Enfermeira'],
];
const titleOf = (head: (LineSpec | string)[]) =>
  runEngine(documentOf([...head, { text: 'EXPERIENCE', bold: true, gap: 10 }, 'Assistant', 'Acme', '2019 – 2024']), { referenceDate: new Date(Date.UTC(2026, 5, 1)) }).jobProfile.title;

describe('a headline closing on years of experience', () => {
  for (const [line, title] of CASES) {
    it(`${line}`, () => {
      expect(titleOf([{ text: 'Maria Rossi', size: 20, bold: true }, { text: line, size: 13 }, 'maria@example.com · +39 333 123 4567'])).toBe(title);
      expect(titleOf([{ text: 'Maria Rossi', size: 20, bold: true }, 'maria@example.com · +39 333 123 4567', { text: line, size: 13, bold: true, gap: 6 }])).toBe(title);
    });
  }
  it('keeps a headline whose number is no experience', () => {
    expect(titleOf([{ text: 'Maria Rossi', size: 20, bold: true }, { text: 'Data Analyst – Python, SQL', size: 13 }, 'maria@example.com'])).toBe('Data Analyst – Python, SQL');
  });
});
