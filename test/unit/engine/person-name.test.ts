/**
 * The candidate's name from form labels in six languages and from the signature closing the CV.
 */
import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { composeAccents, extractName } from '../../../src/screen/entities/person-name.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';
import { runEngine } from '../../../src/screen/engine.ts';

const nameOf = (texts: Parameters<typeof documentOf>[0], emails: string[] = []) => extractName(buildLayout(documentOf(texts)), emails)?.fullName ?? null;

describe('names from form labels', () => {
  it.each([
    ['Nombre y apellido: Lucía Ferreyra Olmos', 'Lucía Ferreyra Olmos'],
    ['Nombres y apellidos: Tomás Quiroga', 'Tomás Quiroga'],
    ['Nome e cognome: Giada Fumagalli', 'Giada Fumagalli'],
    ['Prénom / Nom : Aurélie Vasseur', 'Aurélie Vasseur'],
    ['Nome completo: Renata Albuquerque', 'Renata Albuquerque'],
    ['Full name: Priya Raman', 'Priya Raman'],
  ])('%s', (line, name) => {
    expect(nameOf([{ text: 'Curriculum Vitae', size: 16, bold: true }, { text: 'Datos', bold: true, size: 12, gap: 10 }, line, 'Teléfono: 611 222 333'])).toBe(name);
  });

  it('joins a given name and a family name labelled apart', () => {
    expect(nameOf([{ text: 'Lebenslauf', size: 16, bold: true }, 'Name\tBrenner', 'Vorname\tJonas', 'Geburtsdatum\t01.02.1990'])).toBe('Jonas Brenner');
    expect(nameOf([{ text: 'Curriculum Vitae', size: 16, bold: true }, 'Cognome\tVitali', 'Nome\tSerena', 'Nata il\t01/02/1990'])).toBe('Serena Vitali');
  });
});

describe('a name given only in the signature', () => {
  it('reads the line signed under the place and date closing the CV', () => {
    const texts = [
      { text: 'Lebenslauf', size: 16, bold: true },
      { text: 'Persönliche Daten', bold: true, size: 12, gap: 10 },
      'Geburtsdatum 18.03.2001',
      { text: 'Ausbildung', bold: true, size: 12, gap: 10 },
      '09.2019 - 07.2022 Berufskolleg Nordstadt',
      'Essen, 25.01.2024',
      'Milan Horvat',
    ];
    expect(nameOf(texts)).toBe('Milan Horvat');
  });
});

describe('accents as LaTeX and decomposed text write them', () => {
  it.each([
    ['J¨org Br¨uning', 'Jörg Brüning'],
    ['Ren´e Lef`evre', 'René Lefèvre'],
    ['Fran¸cois Ma^itre', 'François Ma^itre'],
    ['Jo\u0308rg Mu\u0308ller', 'Jörg Müller'],
  ])('%s → %s', (written, name) => {
    expect(composeAccents(written)).toBe(name);
  });

  it('reads the composed name from a LaTeX header', () => {
    expect(nameOf([{ text: 'J¨org Br¨uning', size: 22, bold: true }, 'joerg.bruening@example.de'])).toBe('Jörg Brüning');
  });
});

describe('names from labelled form fields and credentials', () => {
  const engineName = (lines: (LineSpec | string)[]) => runEngine(documentOf(lines), { referenceDate: new Date(Date.UTC(2025, 5, 1)) }).personal.fullName;

  it.each([
    ['es', ['Hoja de vida', 'Nombre: Juan Carlos', 'Apellidos: García López', 'juan.garcia@example.org'], 'Juan Carlos García López'],
    ['pt', ['Currículo', 'Nome: Ana Paula', 'Sobrenome: Souza Lima', 'ana.souza@example.org'], 'Ana Paula Souza Lima'],
  ])('%s: a name label beside a surname label gives the given names', (_lang, lines, name) => {
    expect(engineName(lines)).toBe(name);
  });

  it.each([
    ['CA Priya Nair', 'Priya Nair'],
    ['CFA Lee Hui Chay', 'Lee Hui Chay'],
  ])('leaves the credential out of %s', (written, name) => {
    expect(engineName([{ text: written, size: 20, bold: true }, 'someone@example.org'])).toBe(name);
  });
});

describe('given names on one row, the family name on the row under them', () => {
  const stacked = (first: string, second: string): (LineSpec | string)[] => [
    { text: first, size: 26, bold: true },
    { text: second, size: 26, bold: true },
    { text: 'Responsable de proyectos', size: 12 },
    'contacto@example.com',
    { text: 'EXPERIENCIA', size: 13, bold: true, gap: 10 },
    'Jefe de proyecto - Acme SL',
    '2019 - 2023',
  ];
  it.each([
    ['es', 'María José', 'Navarro', 'María José Navarro'],
    ['es', 'JUAN CARLOS', 'GARCÍA LÓPEZ', 'Juan Carlos García López'],
    ['it', 'Anna Maria', 'Rossi', 'Anna Maria Rossi'],
    ['fr', 'Jean Pierre', 'Martin', 'Jean Pierre Martin'],
    ['pt', 'Ana Paula', 'Ferreira', 'Ana Paula Ferreira'],
    ['de', 'Anna Lena', 'Schmidt', 'Anna Lena Schmidt'],
  ])('%s: %s / %s', (_lang, first, second, full) => {
    expect(nameOf(stacked(first, second))).toBe(full);
  });

  it('a name complete on its row keeps the row under it out', () => {
    expect(nameOf(stacked('Ana Souza', 'Marketing'))).toBe('Ana Souza');
    expect(nameOf(stacked('Anna Maria', 'Designer'))).toBe('Anna Maria');
  });
});
