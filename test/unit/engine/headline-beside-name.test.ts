/**
 * The candidate's headline written on the name's line, or wrapped onto a second row: the name
 * stays the name, the headline is the title.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const read = (lines: (LineSpec | string)[]) => {
  const p = runEngine(documentOf(lines), { referenceDate: new Date('2026-01-01') });
  return [p.personal.fullName, p.jobProfile.title];
};
const job = (heading: string, line: string): (LineSpec | string)[] => [{ text: heading, size: 13, bold: true, gap: 10 }, { text: line, bold: true }, '2019 – 2023'];

describe('headline on the name line', () => {
  const cases: Array<[string, string, string, string, string]> = [
    ['en', 'Marta Rossi', ' | ', 'Data Analyst', 'Experience'],
    ['it', 'Marta Rossi', ' – ', 'Ingegnere Gestionale', 'Esperienza'],
    ['es', 'Lucía Gómez', ' · ', 'Diseñadora Gráfica', 'Experiencia'],
    ['fr', 'Camille Durand', ' — ', 'Chargée de communication', 'Expérience'],
    ['de', 'Lena Muster', ' | ', 'Projektleiterin', 'Berufserfahrung'],
    ['pt', 'Ana Souza', ' • ', 'Analista de Sistemas', 'Experiência'],
  ];
  for (const [lang, name, sep, title, heading] of cases) {
    it(`splits "name${sep.trim()}title" into both (${lang})`, () => {
      const got = read([{ text: `${name}${sep}${title}`, size: 20, bold: true }, 'contact@mail.com', ...job(heading, 'Assistant  Acme')]);
      expect(got, lang).toEqual([name, title]);
    });
  }
  for (const [lang, name, , title, heading] of cases) {
    it(`splits "name, title" into both (${lang})`, () => {
      const got = read([{ text: `${name}, ${title}`, size: 20, bold: true }, 'contact@mail.com', ...job(heading, 'Assistant  Acme')]);
      expect(got, lang).toEqual([name, title]);
    });
  }

  it('takes the headline below a name line whose bar is followed by a place, not a role', () => {
    const got = read([{ text: 'Marta Rossi | Milano', size: 20, bold: true }, { text: 'Data Analyst', size: 14 }, 'contact@mail.com']);
    expect(got[1]).toBe('Data Analyst');
  });
});

describe('headline wrapped onto a second row', () => {
  it('joins a role noun set alone on the row below the headline', () => {
    const got = read([{ text: 'Marta Rossi', size: 22, bold: true }, { text: 'Senior Project Manager and Business', size: 14 }, { text: 'Analyst', size: 14 }, 'marta.rossi@mail.com', ...job('Experience', 'Analyst  Acme')]);
    expect(got).toEqual(['Marta Rossi', 'Senior Project Manager and Business Analyst']);
  });

  it('does not join a place or a skill line below the headline', () => {
    expect(read([{ text: 'Marta Rossi', size: 22, bold: true }, { text: 'Data Analyst', size: 14 }, { text: 'Milano', size: 14 }, 'marta.rossi@mail.com', ...job('Experience', 'Analyst  Acme')])[1]).toBe('Data Analyst');
    expect(read([{ text: 'Marta Rossi', size: 22, bold: true }, { text: 'Data Analyst', size: 14 }, { text: 'Python · SQL', size: 14 }, 'marta.rossi@mail.com', ...job('Experience', 'Analyst  Acme')])[1]).toBe('Data Analyst');
  });
});
