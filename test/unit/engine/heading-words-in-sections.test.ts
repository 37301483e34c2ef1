/**
 * A line inside a section whose words are a heading's ("Research", "Formazione", "Leadership") is
 * no new section when its type and place say it belongs to what is above it: the wrapped end of an
 * entry's name that sits beside its dates, or the next item of a one-item-a-line list set like the
 * item above. Real headings set in body type, without space above or in a sidebar stay headings.
 */
import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const H = (text: string, gap = 10): LineSpec => ({ text: text.toUpperCase(), size: 13, bold: true, gap });
const B = (text: string, gap = 0): LineSpec => ({ text, bold: true, gap });
const T = (text: string, gap = 0): LineSpec => ({ text, gap });
/** An entry's first line: its name on the left, its dates on the right of the same line. */
const DATED = (text: string, dates: string, gap = 4): LineSpec => ({ text, bold: true, gap, cells: [[430, dates]] });

const INTRO = [
  T('Ten years of work with teams of every size, from small offices to large sites.'),
  T('Used to planning, budgets and reporting to the management of several clients.'),
];

function sections(lines: LineSpec[]): [string, number][] {
  const doc = documentOf([{ text: 'Alex Sample', size: 20, bold: true }, T('alex.sample@example.com'), ...INTRO, ...lines]);
  return buildLayout(doc).sections.map((s) => [s.kind, s.lines.length]);
}

describe('wrapped end of an entry name beside its dates', () => {
  it.each([
    ['en', 'Experience', 'Education', 'Master of Science in Operations', 'Research', 'University of Leeds'],
    ['it', 'Esperienza', 'Istruzione', 'Laurea Magistrale in Scienze della', 'Formazione', 'Università di Bologna'],
    ['es', 'Experiencia', 'Educación', 'Máster Universitario en', 'Investigación', 'Universidad de Zaragoza'],
    ['pt', 'Experiência', 'Formação Académica', 'Mestrado em Ciências da', 'Educação', 'Universidade do Porto'],
  ])('keeps "%s" degree wrapped under its first cell in education', (_lang, exp, edu, degree, end, school) => {
    expect(
      sections([
        H(exp),
        DATED('Analyst', '2019 – 2023'),
        T('Northgate Logistics'),
        H(edu),
        DATED(degree, '2013 – 2015'),
        B(end),
        T(school),
        DATED('Bachelor', '2010 – 2013'),
        T(school),
      ]),
    ).toEqual([
      ['header', 4],
      ['experience', 2],
      ['education', 5],
    ]);
  });

  it('keeps a job title wrapped beside its dates in experience (de)', () => {
    expect(
      sections([
        H('Berufserfahrung'),
        DATED('Referentin für Personal- und', '01/2018 – heute'),
        B('Weiterbildung'),
        T('Stadtwerke Halle GmbH'),
        H('Ausbildung'),
        DATED('Bachelor Betriebswirtschaft', '2009 – 2012'),
        T('Hochschule Merseburg'),
      ]),
    ).toEqual([
      ['header', 4],
      ['experience', 3],
      ['education', 2],
    ]);
  });

  it('keeps a heading in the type of the entries that comes right under a one-line entry', () => {
    // Headings bold at body size with no space above, like the entries' names: still headings.
    expect(
      sections([
        B('Experience'),
        DATED('Analyst, Northgate Logistics', '2019 – 2023', 0),
        B('Education'),
        DATED('BSc Mathematics, University of York', '2010 – 2013', 0),
        B('Skills'),
        T('Python'),
      ]),
    ).toEqual([
      ['header', 4],
      ['experience', 1],
      ['education', 1],
      ['skills', 1],
    ]);
  });
});

describe('heading words among the items of a list', () => {
  it.each([
    ['en', 'Skills', ['Python', 'SQL', 'Leadership', 'Forecasting'], 'Languages'],
    ['it', 'Competenze', ['Excel avanzato', 'Formazione', 'Ricerca', 'Comunicazione'], 'Lingue'],
    ['fr', 'Compétences', ['Excel', 'Recrutement', 'Formation'], 'Langues'],
    ['de', 'Kenntnisse', ['SAP HCM', 'Forschung', 'Moderation'], 'Sprachen'],
  ])('keeps one-word items in the list (%s)', (_lang, head, items, next) => {
    expect(sections([H('Experience'), DATED('Analyst', '2019 – 2023'), T('Northgate Logistics'), H(head), ...items.map((s) => T(s)), H(next), T('English – C1')])).toEqual([
      ['header', 4],
      ['experience', 2],
      ['skills', items.length],
      ['languages', 1],
    ]);
  });

  it('keeps plain headings over content in another type or after space', () => {
    expect(
      sections([
        H('Experience'),
        DATED('Analyst', '2019 – 2023'),
        T('Northgate Logistics'),
        H('Skills'),
        T('Python'),
        T('SQL'),
        T('Languages'),
        { text: 'English – C1', size: 8, gap: 12 },
        { text: 'German – B2', size: 8, gap: 6 },
        T('Interests', 14),
        T('Chess'),
      ]),
    ).toEqual([
      ['header', 4],
      ['experience', 2],
      ['skills', 2],
      ['languages', 2],
      ['interests', 1],
    ]);
  });

  it('keeps plain headings without space in a document with no other heading look', () => {
    expect(sections([T('Experience'), T('Analyst, Northgate Logistics, 2019 – 2023'), T('Skills'), T('Python'), T('SQL'), T('Languages'), T('English – C1')]).map(([k]) => k)).toEqual([
      'header',
      'experience',
      'skills',
      'languages',
    ]);
  });
});

describe('a heading word as the first item of a list', () => {
  it.each([
    ['en', 'Skills', ['Leadership', 'Python', 'SQL'], 'Languages'],
    ['it', 'Competenze', ['Formazione', 'Excel'], 'Lingue'],
    ['es', 'Habilidades', ['Investigación', 'ISO 9001', 'Excel'], 'Idiomas'],
  ])('keeps it under its heading (%s)', (_lang, head, items, next) => {
    expect(sections([H('Experience'), DATED('Analyst', '2019 – 2023'), T('Northgate Logistics'), H(head), ...items.map((s) => T(s)), H(next), T('English – C1')])).toEqual([
      ['header', 4],
      ['experience', 2],
      ['skills', items.length],
      ['languages', 1],
    ]);
  });
});

describe('a plain heading under a general one', () => {
  it('keeps "Skills" under "Additional information" a heading', () => {
    expect(sections([H('Experience'), DATED('Analyst', '2019 – 2023'), T('Northgate Logistics'), H('Additional information'), T('Skills'), T('Python'), T('SQL')]).map(([k]) => k)).toEqual([
      'header',
      'experience',
      'other',
      'skills',
    ]);
  });
});
