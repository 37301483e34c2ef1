/**
 * Sidebars set a language's level on the row below its name ("Français" / "Natif"): the level
 * belongs to the language above it; a row naming another language is not a level.
 */
import { describe, expect, it } from 'vitest';
import { extractLanguages } from '../../../src/screen/entities/languages.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf } from './synthetic-document.ts';

const languagesOf = (heading: string, rows: string[]) =>
  extractLanguages(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...rows.map((text, i) => ({ text, bold: i % 2 === 0 }))]))).map(
    (l) => [l.code, l.level],
  );

describe('language levels on the row below the name', () => {
  it.each([
    ['fr', 'Langues', ['Français', 'Natif', 'Italien', 'C1'], [['fr', 'native'], ['it', 'C1']]],
    ['it', 'Lingue', ['Italiano', 'Madrelingua', 'Inglese', 'B2'], [['it', 'native'], ['en', 'B2']]],
    ['es', 'Idiomas', ['Español', 'Nativo', 'Inglés', 'C1'], [['es', 'native'], ['en', 'C1']]],
    ['de', 'Sprachen', ['Deutsch', 'Muttersprache', 'Englisch', 'B2'], [['de', 'native'], ['en', 'B2']]],
    ['pt', 'Idiomas', ['Português', 'Nativo', 'Inglês', 'B1'], [['pt', 'native'], ['en', 'B1']]],
    ['en', 'Languages', ['English', 'Native', 'Spanish', 'A2'], [['en', 'native'], ['es', 'A2']]],
  ])('reads each name with the level below it (%s)', (_lang, heading, rows, want) => {
    expect(languagesOf(heading, rows)).toEqual(want);
  });

  it('does not take the next language for a level', () => {
    expect(languagesOf('Languages', ['English', 'Spanish'])).toEqual([
      ['en', null],
      ['es', null],
    ]);
  });
});
