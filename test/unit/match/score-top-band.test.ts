/**
 * The top band rests on the candidate's credits, not on `mustShare`: whatever share the must-have
 * part has in the weighted formula, a candidate meeting every must-have group in full (the title
 * too) scores 0.8 or more, ordered by the extras; one credit less never scores higher. Checked on
 * the score function itself with group sums the test writes, for several values of mustShare.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../bench/support/synthetic-profiles.ts';
import { type ScoringWeights, scoringWeights } from '../../../src/match/job/match-lexicon.ts';
import { type GroupWeights, scoreFrom, TOP_BAND } from '../../../src/match/scoring/score.ts';

const den: GroupWeights = { title: 1, skills: 3, experience: 1, education: 1, languages: 1, nice: 2 };
const withShare = (mustShare: number): ScoringWeights => ({ ...scoringWeights(), mustShare });

/** Group numerators for credits (title, skills…) given as means; evidence and nice as means too. */
function score(w: ScoringWeights, c: { title: number; skills: number; experience?: number; nice?: number; text: number | null; evidence?: number }): number {
  return scoreFrom(
    c.title * den.title,
    c.skills * den.skills,
    (c.experience ?? 1) * den.experience,
    den.education,
    den.languages,
    (c.nice ?? 0) * den.nice,
    (c.evidence ?? 0.5) * den.skills,
    c.text,
    0.2,
    den,
    w,
  );
}

describe('the top band', () => {
  for (const share of [0.5, 0.7, 0.8]) {
    it(`holds a candidate meeting every must-have in full at 0.8 or more, ordered by the extras (mustShare ${share})`, () => {
      const w = withShare(share);
      const bare = score(w, { title: 1, skills: 1, text: 0, evidence: 0 });
      const rich = score(w, { title: 1, skills: 1, text: 1, nice: 1, evidence: 1 });
      expect(bare).toBeGreaterThanOrEqual(TOP_BAND);
      expect(rich).toBeGreaterThan(bare);
      // No extras measured at all (no text, no nice-to-have): the must part alone, 1.
      expect(scoreFrom(den.title, den.skills, den.experience, den.education, den.languages, 0, den.skills, null, null, { ...den, nice: 0 }, w)).toBe(1);
    });

    it(`keeps a candidate short of a must-have below it, and below the same candidate complete (mustShare ${share})`, () => {
      const w = withShare(share);
      const complete = score(w, { title: 1, skills: 1, text: 1, nice: 1 });
      const short = score(w, { title: 1, skills: 2 / 3, text: 1, nice: 1 });
      expect(short).toBeLessThan(TOP_BAND);
      expect(short).toBeLessThan(complete);
    });
  }

  it('lets the extras weigh more when mustShare is lower, among candidates not meeting everything', () => {
    const a = { title: 0.3, skills: 0.5, text: 1 };
    const b = { title: 0.6, skills: 0.5, text: 0.2 };
    // Title-word likeness decides at 0.8; the text, at 0.5.
    expect(score(withShare(0.8), a)).toBeLessThan(score(withShare(0.8), b));
    expect(score(withShare(0.5), a)).toBeGreaterThan(score(withShare(0.5), b));
  });

  it('never rises when any must-have credit falls (random credits, three shares)', () => {
    const random = seededRandom(14);
    const problems: string[] = [];
    for (const share of [0.5, 0.7, 0.8]) {
      const w = withShare(share);
      for (let i = 0; i < 400; i++) {
        const full = random() < 0.3;
        const c = { title: full ? 1 : random(), skills: full ? 1 : random(), experience: full ? 1 : random(), nice: random(), text: random(), evidence: random() };
        const before = score(w, c);
        for (const key of ['title', 'skills', 'experience'] as const) {
          const lower = { ...c, [key]: c[key] * random() };
          const after = score(w, lower);
          if (after > before + 1e-12) problems.push(`share ${share}: ${key} ${c[key].toFixed(3)} -> ${lower[key].toFixed(3)} raised ${before.toFixed(4)} -> ${after.toFixed(4)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
