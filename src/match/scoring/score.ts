/**
 * How the requirements' credits combine into the 0..1 score, for both scoring paths (the index
 * scan and one candidate explained):
 *
 * score = mustShare × must + (1 − mustShare) × extras
 *   must   = weighted mean of the must-have groups present (title, skills, experience, education,
 *            languages), each the weighted mean of its requirements' credits;
 *   extras = weighted mean of nice-to-haves, text relevance, domain closeness and the strength of
 *            the skill evidence (saliency, recency).
 * A candidate meeting every must-have group in full (credit 1 each, the title too) is placed in
 * the top band by `topBandOf` (TOP_BAND + (1 − TOP_BAND) × extras) rather than by a large
 * `mustShare`: the guarantee no longer fixes how much the extras weigh for everyone else.
 */
import type { ScoringWeights } from '../job/match-lexicon.ts';
import type { ScoreComponents } from '../match-types.ts';

/** Tenant-wide facts a score depends on, computed by the index for each search. */
export interface ScoringContext {
  /** "Now" as a month index (recency of skills). */
  now: number;
  /** Query terms kept, in scoring order, with their weight and inverse document frequency. */
  terms: Array<{ term: string; weight: number; idf: number }>;
  avgLength: number;
  /** Highest text score among the tenant's candidates; 0 makes the text signal absent. */
  maxText: number;
  titleWords: Array<{ word: string; idf: number }>;
  titleIdfSum: number;
}

/** A weighted mean from its numerator (Σ weight × value) and denominator (Σ weight): a group's credit, must, extras. */
function weightedMean(num: number, den: number): number {
  return num / den;
}

/** What one requirement adds to its group's numerator. */
export function groupTerm(weight: number, credit: number): number {
  return weight * credit;
}

/** What one must-have skill adds to the evidence numerator (its credit × the evidence's strength). */
export function evidenceTerm(weight: number, credit: number, strength: number): number {
  return weight * credit * strength;
}

/** No group to average: what mustMean and extrasMean return then (a mean of credits is never negative). */
const NONE = -1;

/** The must-have groups' weighted mean (title, skills, experience, education, languages); NONE when none is asked. */
function mustMean(title: number, skills: number, experience: number, education: number, languages: number, den: GroupWeights, w: ScoringWeights): number {
  const m = w.mustGroups;
  let num = 0;
  let sum = 0;
  if (den.title > 0) {
    num += m.title * weightedMean(title, den.title);
    sum += m.title;
  }
  if (den.skills > 0) {
    num += m.skills * weightedMean(skills, den.skills);
    sum += m.skills;
  }
  if (den.experience > 0) {
    num += m.experience * weightedMean(experience, den.experience);
    sum += m.experience;
  }
  if (den.education > 0) {
    num += m.education * weightedMean(education, den.education);
    sum += m.education;
  }
  if (den.languages > 0) {
    num += m.languages * weightedMean(languages, den.languages);
    sum += m.languages;
  }
  return sum > 0 ? weightedMean(num, sum) : NONE;
}

/** The extras' weighted mean (nice-to-haves, text, domain, evidence strength); NONE when none applies. */
function extrasMean(nice: number, evidence: number, text: number | null, domain: number | null, den: GroupWeights, w: ScoringWeights): number {
  const e = w.extras;
  let num = 0;
  let sum = 0;
  if (den.nice > 0) {
    num += e.nice * weightedMean(nice, den.nice);
    sum += e.nice;
  }
  if (text !== null) {
    num += e.text * text;
    sum += e.text;
  }
  if (domain !== null) {
    num += e.domain * domain;
    sum += e.domain;
  }
  if (den.skills > 0) {
    num += e.evidence * weightedMean(evidence, den.skills);
    sum += e.evidence;
  }
  return sum > 0 ? weightedMean(num, sum) : NONE;
}

/**
 * The score from the group numerators (Σ weight × credit per group, Σ weight × credit × strength
 * for the evidence) and the group denominators. Positional numbers, no allocation: the index calls
 * it once per candidate.
 */
export function scoreFrom(
  title: number,
  skills: number,
  experience: number,
  education: number,
  languages: number,
  nice: number,
  evidence: number,
  text: number | null,
  domain: number | null,
  den: GroupWeights,
  w: ScoringWeights,
): number {
  const must = mustMean(title, skills, experience, education, languages, den, w);
  const extras = extrasMean(nice, evidence, text, domain, den, w);
  let score = 0;
  if (must !== NONE && extras !== NONE) score = w.mustShare * must + (1 - w.mustShare) * extras;
  else if (must !== NONE) score = must;
  else if (extras !== NONE) score = extras;
  if (must !== NONE && must >= FULL) score = topBandOf(score, extras);
  if (!meetsEveryRequirement(skills, experience, education, languages, den)) score = belowTopBand(score);
  return Math.min(1, Math.max(0, score));
}

/**
 * The top band (TOP_BAND and above) means "meets every requirement the description asks for, with
 * evidence". A candidate short of one — a must-have skill missing or below the years asked, the
 * education level, a language — is held below it: scores above SQUASH_FROM are compressed into
 * [SQUASH_FROM, TOP_BAND) by a strictly increasing map, so such candidates keep their order among
 * themselves (the ranking is unchanged below the band) and never reach it. The title is left out
 * (it is a likeness, not a requirement met or not). The map is increasing and applies to more
 * candidates as coverage falls, so one more missing must-have never raises a score.
 */
export const TOP_BAND = 0.8;
const SQUASH_FROM = 0.6;
/** A mean of credits that is 1 up to rounding. */
const FULL = 1 - 1e-6;

/**
 * The score of a candidate whose must-have groups are all fully met: in the top band, ordered by
 * the extras, and never below what the weighted formula gave. A candidate with one credit less
 * (must < 1) scores mustShare × must + (1 − mustShare) × extras ≤ mustShare + (1 − mustShare) ×
 * extras, which is at most this as long as mustShare ≤ 1 — so the lift is monotone in every credit.
 */
function topBandOf(score: number, extras: number): number {
  return Math.max(score, TOP_BAND + (1 - TOP_BAND) * (extras === NONE ? 1 : extras));
}

function belowTopBand(score: number): number {
  if (score <= SQUASH_FROM) return score;
  return SQUASH_FROM + ((score - SQUASH_FROM) * (TOP_BAND - 0.005 - SQUASH_FROM)) / (1 - SQUASH_FROM);
}

/** Every requirement group fully credited (credits of met requirements are 1 up to rounding). */
function meetsEveryRequirement(skills: number, experience: number, education: number, languages: number, den: GroupWeights): boolean {
  const full = (num: number, d: number) => d <= 0 || weightedMean(num, d) >= FULL;
  return full(skills, den.skills) && full(experience, den.experience) && full(education, den.education) && full(languages, den.languages);
}

export interface GroupWeights {
  title: number;
  skills: number;
  experience: number;
  education: number;
  languages: number;
  nice: number;
}

/** The components a caller sees (each 0..1, null when the description gives it nothing to measure). */
export function componentsFrom(
  n: { title: number; skills: number; experience: number; education: number; languages: number; nice: number; evidence: number },
  text: number | null,
  domain: number | null,
  den: GroupWeights,
  w: ScoringWeights,
): ScoreComponents {
  const must = mustMean(n.title, n.skills, n.experience, n.education, n.languages, den, w);
  const groupFit = (g: 'title' | 'skills' | 'experience' | 'education' | 'languages') => (den[g] > 0 ? weightedMean(n[g], den[g]) : null);
  return {
    must: must === NONE ? null : must,
    title: groupFit('title'),
    skills: groupFit('skills'),
    experience: groupFit('experience'),
    education: groupFit('education'),
    languages: groupFit('languages'),
    nice: den.nice > 0 ? weightedMean(n.nice, den.nice) : null,
    text,
    domain,
    evidence: den.skills > 0 ? weightedMean(n.evidence, den.skills) : null,
  };
}
