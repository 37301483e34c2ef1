/**
 * A "middle level" ("nivel medio", "livello medio", "niveau moyen") is intermediate, B1; a "school
 * level" ("scolastico", "nivel escolar", "niveau scolaire", "Schulkenntnisse") is elementary, A2.
 * Vague praise ("buono", "ottimo") still maps to no level.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const levelsOf = (heading: string, row: string) =>
  runEngine(documentOf([{ text: 'Maria Rossi', size: 20, bold: true }, 'maria@example.com', { text: 'EXPERIENCE', bold: true, gap: 10 }, 'Analyst', 'Acme', '2019 – 2024', { text: heading, bold: true, gap: 10 }, row]), {
    referenceDate: new Date(Date.UTC(2026, 5, 1)),
  }).languages.map((l) => [l.code, l.level]);

describe('middle and school levels', () => {
  it.each([
    ['IDIOMAS', 'Francés: nivel medio', [['fr', 'B1']]],
    ['LINGUE', 'Inglese: livello medio', [['en', 'B1']]],
    ['LANGUES', 'Anglais : niveau moyen', [['en', 'B1']]],
    ['IDIOMAS', 'Inglês: nível médio', [['en', 'B1']]],
    ['LINGUE', 'Francese: scolastico', [['fr', 'A2']]],
    ['IDIOMAS', 'Inglés: nivel escolar', [['en', 'A2']]],
    ['LANGUES', 'Allemand : niveau scolaire', [['de', 'A2']]],
    ['SPRACHEN', 'Französisch: Schulkenntnisse', [['fr', 'A2']]],
    ['LINGUE', 'Inglese: buono', [['en', null]]],
  ])('%s %s', (heading, row, want) => {
    expect(levelsOf(heading, row)).toEqual(want);
  });
});
