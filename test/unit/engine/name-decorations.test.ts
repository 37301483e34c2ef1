/**
 * A name written with what surrounds it in headers: the document's title before it, degrees and
 * memberships after it. Both are left out; a surname that spells like a degree stays.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const nameOf = (top: string) =>
  runEngine(
    documentOf([
      { text: top, size: 22, bold: true },
      'contact@mail.com',
      { text: 'Experience', size: 13, bold: true, gap: 10 },
      { text: 'Analyst  Acme', bold: true },
      '2019 – 2023',
      'Built reports and dashboards for the sales team.',
    ]),
    { referenceDate: new Date('2026-01-01') },
  ).personal.fullName;

describe('name: the document title before it is left out', () => {
  const cases: Array<[string, string, string]> = [
    ['en', 'Resume of Marta Rossi', 'Marta Rossi'],
    ['es', 'Curriculum Vitae de Lucía Gómez', 'Lucía Gómez'],
    ['de', 'Lebenslauf – Lena Muster', 'Lena Muster'],
    ['it', 'Curriculum Vitae di Marta Rossi', 'Marta Rossi'],
    ['pt', 'Currículo – Ana Souza', 'Ana Souza'],
    ['fr', 'CV de Camille Durand', 'Camille Durand'],
  ];
  for (const [lang, top, want] of cases) it(`reads "${top}" (${lang})`, () => expect(nameOf(top)).toBe(want));
});

describe('name: degrees and memberships after it are left out', () => {
  it('drops post-nominals written as abbreviations', () => {
    expect(nameOf('Marta Rossi, MBA')).toBe('Marta Rossi');
    expect(nameOf('John Doe PhD, PMP')).toBe('John Doe');
    expect(nameOf('Lena Muster, M.Sc.')).toBe('Lena Muster');
    expect(nameOf('Hans Meier Dipl.-Ing.')).toBe('Hans Meier');
  });
  it('drops accountancy, audit and other professional post-nominals (CA, ACCA, CISA, SPHR, MS)', () => {
    expect(nameOf('Priya Nair, CA')).toBe('Priya Nair');
    expect(nameOf('LEE HUI CHAY, FCA')).toBe('Lee Hui Chay');
    expect(nameOf('Ravi Menon, CISA, CIA')).toBe('Ravi Menon');
    expect(nameOf('Dana Kim, SPHR')).toBe('Dana Kim');
    expect(nameOf('Maria Lopez, MS')).toBe('Maria Lopez');
  });
  it('keeps a surname that spells like a degree', () => {
    expect(nameOf('Jun Ma')).toBe('Jun Ma');
    expect(nameOf('Li Ba')).toBe('Li Ba');
  });
});
