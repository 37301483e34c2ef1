/**
 * Bias checks in CI (issue 19): generated CV pairs that differ only in the name (across origins),
 * gender markers, birth date, nationality or a photo go through the whole Screen pipeline and Match
 * and must get identical scores, alignment and explanations. `npm run bench:fairness` runs the
 * same comparison over more pairs.
 */
import { describe, expect, it } from 'vitest';
import { comparePair, makePair, VARIATIONS } from '../../../bench/support/fairness-pairs.ts';

const SEEDS = [1, 2, 3, 4, 5, 6];

describe('CV pairs differing only in a protected attribute', () => {
  it.each(VARIATIONS.filter((v) => v !== 'photo'))('%s: identical scores and explanations in all six languages', async (variation) => {
    for (const seed of SEEDS) {
      const pair = await makePair(seed, variation);
      expect(Buffer.from(pair.a).equals(Buffer.from(pair.b)), 'the two CVs differ').toBe(false);
      const o = await comparePair(pair);
      expect(o.scoreB, `${variation} seed ${seed} (${pair.lang})`).toBe(o.scoreA);
      expect(o.sameAlignment, `${variation} seed ${seed} alignment`).toBe(true);
      expect(o.sameExplanations, `${variation} seed ${seed} explanations`).toBe(true);
      expect(o.sameFeatures, `${variation} seed ${seed}: an input of the score differs`).toBe(true);
      expect(o.scoreA).toBeGreaterThan(0);
    }
  }, 120_000);

  it('photo: a PDF with a picture and the same PDF without score and explain the same', async () => {
    for (const seed of [1, 2]) {
      const pair = await makePair(seed, 'photo');
      const o = await comparePair(pair);
      expect(o.scoreB).toBe(o.scoreA);
      expect(o.sameExplanations && o.sameAlignment && o.sameFeatures).toBe(true);
    }
  }, 120_000);
});
