/**
 * The credit each requirement gives a candidate, and how credits combine into the 0..1 score.
 * One definition used by both the index (which applies it to whole posting lists) and the
 * explanation of a single candidate, so the two always agree.
 *
 * score = mustShare × must + (1 − mustShare) × extras
 *   must   = weighted mean of the must-have groups present (title, skills, experience, education,
 *            languages), each the weighted mean of its requirements' credits;
 *   extras = weighted mean of nice-to-haves, text relevance, domain closeness and the strength of
 *            the skill evidence (saliency, recency).
 * A candidate meeting every must-have (credit 1 each) therefore scores at least `mustShare`.
 * Unknown data gives no credit: it is reported as unknown, never as a match.
 */
import type { LanguageLevel } from '../../knowledge/lexicons/human-languages.ts';
import type { ScoringWeights } from '../match-lexicon.ts';
import type { AlignmentStatus, ScoreComponents } from '../match-types.ts';

export type SkillRelation = 'exact' | 'alternative' | 'narrower' | 'related';

/** Unknown month / months in typed arrays. */
export const UNKNOWN_U16 = 0xffff;

/** "2019-03" → months since year 0; "2019" → its middle month; null when absent or malformed. */
export function monthIndex(ym: string | null | undefined): number | null {
  if (!ym) return null;
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(ym);
  if (!m) return null;
  const year = Number(m[1]);
  const month = m[2] ? Number(m[2]) - 1 : 5;
  return year * 12 + Math.min(11, Math.max(0, month));
}

export function currentMonthIndex(now: Date): number {
  return now.getUTCFullYear() * 12 + now.getUTCMonth();
}

export function relationBase(relation: SkillRelation, w: ScoringWeights): number {
  if (relation === 'exact' || relation === 'alternative') return 1;
  return relation === 'narrower' ? w.credits.narrower : w.credits.related;
}

/** Credit for a skill the candidate has, related to the one asked by `relation`. */
export function skillCredit(base: number, months: number | null, minYears: number | null, w: ScoringWeights): number {
  if (minYears === null || minYears <= 0) return base;
  if (months === null) return base * w.credits.unknownYears;
  const ratio = Math.min(1, months / (12 * minYears));
  return base * (w.credits.yearsFloor + (1 - w.credits.yearsFloor) * ratio);
}

export function skillStatus(relation: SkillRelation, base: number, months: number | null, minYears: number | null): AlignmentStatus {
  if (relation === 'related' || base < 1) return 'partial';
  if (minYears !== null && minYears > 0 && (months === null || months < 12 * minYears)) return 'partial';
  return 'met';
}

/** How strong the evidence of a skill is: its saliency and how recently it was used (0..1). */
export function evidenceStrength(saliency: number, lastUsed: number | null, now: number, w: ScoringWeights): number {
  const recency = lastUsed === null ? 0.5 : 0.5 ** (Math.max(0, now - lastUsed) / w.credits.recencyHalfLifeMonths);
  return 0.5 * saliency + 0.5 * recency;
}

/** Share of the years asked that the candidate has (the credit when the total is known). */
export function experienceRatio(totalMonths: number, minYears: number): number {
  return Math.min(1, totalMonths / (12 * minYears));
}

export function experienceCredit(totalMonths: number | null, minYears: number): { credit: number; status: AlignmentStatus } {
  if (totalMonths === null) return { credit: 0, status: 'unknown' };
  const ratio = experienceRatio(totalMonths, minYears);
  return { credit: ratio, status: ratio >= 1 ? 'met' : ratio > 0 ? 'partial' : 'missing' };
}

export function educationCredit(isced: number | null, level: number, w: ScoringWeights): { credit: number; status: AlignmentStatus } {
  if (isced === null) return { credit: 0, status: 'unknown' };
  if (isced >= level) return { credit: 1, status: 'met' };
  if (isced === level - 1) return { credit: w.credits.educationOneBelow, status: 'partial' };
  return { credit: 0, status: 'missing' };
}

export const LEVELS: readonly LanguageLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'];
/** Level code in typed arrays: index in LEVELS, or this for "level not given". */
export const LEVEL_UNKNOWN = 7;
/** What writing the CV in a language proves at least. */
const CV_LANGUAGE_LEVEL = 3;

/**
 * `have`: the candidate's level of the language (LEVELS index or LEVEL_UNKNOWN), or null when the
 * CV does not list it. `cvWritten`: the CV is written in it. `known`: the CV says anything about
 * languages at all (a list or its own language).
 */
export function languageCredit(
  have: number | null,
  cvWritten: boolean,
  known: boolean,
  asked: LanguageLevel | null,
  w: ScoringWeights,
): { credit: number; status: AlignmentStatus } {
  const want = asked ? LEVELS.indexOf(asked) : -1;
  if (have !== null && have !== LEVEL_UNKNOWN) {
    if (want < 0 || have >= want) return { credit: 1, status: 'met' };
    return { credit: w.credits.languageLevelBelow, status: 'partial' };
  }
  if (have !== null || cvWritten) {
    if (want < 0 || (cvWritten && want <= CV_LANGUAGE_LEVEL)) return { credit: 1, status: 'met' };
    return { credit: w.credits.languageLevelUnknown, status: 'partial' };
  }
  return known ? { credit: 0, status: 'missing' } : { credit: 0, status: 'unknown' };
}

export function locationCredit(
  cand: { city: string | null; country: string | null },
  asked: { city: string | null; country: string | null },
  w: ScoringWeights,
): { credit: number; status: AlignmentStatus } {
  if (!cand.country && !cand.city) return { credit: 0, status: 'unknown' };
  if (asked.city && cand.city && asked.city.toLowerCase() === cand.city.toLowerCase()) return { credit: 1, status: 'met' };
  if (asked.country && cand.country === asked.country) return { credit: asked.city ? w.credits.sameCountry : 1, status: asked.city ? 'partial' : 'met' };
  if (!cand.country) return { credit: 0, status: 'unknown' };
  return { credit: 0, status: 'missing' };
}

/**
 * Title credit: the best of the occupation route (the candidate's weight for the occupation the
 * description names, or for its family, scaled by how surely the description's title names it),
 * the named-skill route (the family, and the skill the occupation is named for: `namedSkill` is
 * `namedSkillShare` of the candidate's months of it) and the title-word route.
 */
export function titleCredit(
  occupationWeight: number,
  familyWeight: number,
  jobConfidence: number,
  wordSimilarity: number,
  w: ScoringWeights,
  namedSkill = 0,
): number {
  return Math.max(
    occupationWeight * jobConfidence,
    familyWeight * Math.max(w.credits.sameFamily, w.credits.namedSkill * namedSkill) * jobConfidence,
    wordSimilarity * w.title.wordWeight,
  );
}

/** How fully months of the skill an occupation is named for make a candidate of its family one of it. */
export function namedSkillShare(months: number | null, w: ScoringWeights): number {
  return months === null ? 0 : Math.min(1, months / w.credits.namedSkillFullMonths);
}

export function titleStatus(credit: number, hasTitles: boolean): AlignmentStatus {
  if (!hasTitles) return 'unknown';
  return credit >= 0.8 ? 'met' : credit >= 0.3 ? 'partial' : 'missing';
}

/** BM25 inverse document frequency (the Lucene form, never negative). */
export function bm25Idf(docCount: number, df: number): number {
  return Math.log(1 + (docCount - df + 0.5) / (df + 0.5));
}

/** The BM25 term weight (the index inlines this same arithmetic, in this order). */
export function bm25TermScore(tf: number, docLength: number, avgLength: number, w: ScoringWeights): number {
  const { k1, b } = w.text;
  const norm = k1 * (1 - b + (b * docLength) / (avgLength || 1));
  return (tf * (k1 + 1)) / (tf + norm);
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
  const m = w.mustGroups;
  let mustNum = 0;
  let mustDen = 0;
  if (den.title > 0) {
    mustNum += m.title * (title / den.title);
    mustDen += m.title;
  }
  if (den.skills > 0) {
    mustNum += m.skills * (skills / den.skills);
    mustDen += m.skills;
  }
  if (den.experience > 0) {
    mustNum += m.experience * (experience / den.experience);
    mustDen += m.experience;
  }
  if (den.education > 0) {
    mustNum += m.education * (education / den.education);
    mustDen += m.education;
  }
  if (den.languages > 0) {
    mustNum += m.languages * (languages / den.languages);
    mustDen += m.languages;
  }
  const e = w.extras;
  let exNum = 0;
  let exDen = 0;
  if (den.nice > 0) {
    exNum += e.nice * (nice / den.nice);
    exDen += e.nice;
  }
  if (text !== null) {
    exNum += e.text * text;
    exDen += e.text;
  }
  if (domain !== null) {
    exNum += e.domain * domain;
    exDen += e.domain;
  }
  if (den.skills > 0) {
    exNum += e.evidence * (evidence / den.skills);
    exDen += e.evidence;
  }
  let score = 0;
  if (mustDen > 0 && exDen > 0) score = w.mustShare * (mustNum / mustDen) + (1 - w.mustShare) * (exNum / exDen);
  else if (mustDen > 0) score = mustNum / mustDen;
  else if (exDen > 0) score = exNum / exDen;
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

function belowTopBand(score: number): number {
  if (score <= SQUASH_FROM) return score;
  return SQUASH_FROM + ((score - SQUASH_FROM) * (TOP_BAND - 0.005 - SQUASH_FROM)) / (1 - SQUASH_FROM);
}

/** Every requirement group fully credited (credits of met requirements are 1 up to rounding). */
function meetsEveryRequirement(skills: number, experience: number, education: number, languages: number, den: GroupWeights): boolean {
  const full = (num: number, d: number) => d <= 0 || num / d >= 1 - 1e-6;
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
  let mustNum = 0;
  let mustDen = 0;
  for (const g of ['title', 'skills', 'experience', 'education', 'languages'] as const) {
    if (den[g] <= 0) continue;
    mustNum += w.mustGroups[g] * (n[g] / den[g]);
    mustDen += w.mustGroups[g];
  }
  const groupFit = (g: 'title' | 'skills' | 'experience' | 'education' | 'languages') => (den[g] > 0 ? n[g] / den[g] : null);
  return {
    must: mustDen > 0 ? mustNum / mustDen : null,
    title: groupFit('title'),
    skills: groupFit('skills'),
    experience: groupFit('experience'),
    education: groupFit('education'),
    languages: groupFit('languages'),
    nice: den.nice > 0 ? n.nice / den.nice : null,
    text,
    domain,
    evidence: den.skills > 0 ? n.evidence / den.skills : null,
  };
}
