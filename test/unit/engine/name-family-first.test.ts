/**
 * French and Italian forms (and many CVs after them) write the family name first, in capitals:
 * "ROSSI Maria", "DUPONT Jean-Pierre". The capitals tell the family name wherever it stands; an
 * initial ("J.") is no family name.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const nameOf = (line: string) => {
  const p = runEngine(documentOf([{ text: line, size: 20, bold: true }, 'name@example.com', { text: 'EXPERIENCE', bold: true, gap: 10 }, 'Analyst', 'Acme', '2019 – 2024']), { referenceDate: new Date(Date.UTC(2026, 5, 1)) }).personal;
  return [p.fullName, p.givenName, p.familyName];
};

describe('family name first in capitals', () => {
  it.each([
    ['ROSSI Maria', 'Maria ROSSI', 'Maria', 'ROSSI'],
    ['DUPONT Jean-Pierre', 'Jean-Pierre DUPONT', 'Jean-Pierre', 'DUPONT'],
    ['FERNÁNDEZ GARCÍA María José', 'María José FERNÁNDEZ GARCÍA', 'María José', 'FERNÁNDEZ GARCÍA'],
    ['MÜLLER Anna-Lena', 'Anna-Lena MÜLLER', 'Anna-Lena', 'MÜLLER'],
    ['SILVA João Pedro', 'João Pedro SILVA', 'João Pedro', 'SILVA'],
    ["O'BRIEN Sean", "Sean O'BRIEN", 'Sean', "O'BRIEN"],
  ])('%s', (line, full, given, family) => {
    expect(nameOf(line)).toEqual([full, given, family]);
  });
  it('keeps the usual order and initials', () => {
    expect(nameOf('Mario ROSSI')).toEqual(['Mario ROSSI', 'Mario', 'ROSSI']);
    expect(nameOf('Maria J. Smith')).toEqual(['Maria J. Smith', 'Maria', 'J. Smith']);
  });
});
