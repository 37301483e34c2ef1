/**
 * A region whose name folds to a word every sentence uses ("Pará" → "para") places nothing: a
 * Spanish or Portuguese line is not in Brazil for saying "para".
 */
import { describe, expect, it } from 'vitest';
import { placeIndex } from '../../../src/knowledge/lexicons/places.ts';
import { townIndex } from '../../../src/knowledge/lexicons/towns.ts';
import { wordTokens } from '../../../src/knowledge/text/word-tokens.ts';
import { parseJobDescription } from '../../../src/match/job/job-understanding.ts';

describe('place names that fold to function words', () => {
  it('are not in the place index', () => {
    expect(placeIndex().exact(wordTokens('para'))).toBeUndefined();
    expect(placeIndex().exact(wordTokens('Pará'))).toBeUndefined();
  });

  it('leave a posting\'s place to its real place line', () => {
    const job = parseJobDescription('Farmacéutico/a para farmacias en CABA\nFarmacity\nCapital Federal, Buenos Aires\n\nRequisitos\n- Matrícula habilitada');
    expect(job.location?.country).toBe('AR');
    const pt = parseJobDescription('Analista de dados para o time de vendas\nAcme\nLisboa, Portugal\n\nRequisitos\n- SQL');
    expect(pt.location?.country).toBe('PT');
  });
});

describe('a town name shared by a European and a farther country', () => {
  it.each([
    ['Lucena', 'ES'],
    ['Carmona', 'ES'],
    ['San Fernando', 'ES'],
    ['Deba', 'ES'],
    ['Thal', 'CH'],
  ])('%s stays in the country whose language Vitae reads', (town, country) => {
    expect(townIndex().exact(wordTokens(town))?.country).toBe(country);
  });
});
