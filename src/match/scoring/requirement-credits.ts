/**
 * The credit each requirement gives a candidate: every rule once, as small functions of plain
 * numbers. Both scoring paths call them — the index scan over whole posting lists and columns
 * (index/requirement-scans.ts) and one candidate explained (candidate-scoring.ts) — so the
 * ranking and its explanation agree by construction, not by a test. Keep them small and free of
 * allocation: the scan calls them once per candidate and V8 inlines them there.
 * How credits combine into the score is score.ts. Unknown data gives no credit: it is reported as
 * unknown, never as a match.
 */
import type { LanguageLevel } from '../../knowledge/lexicons/human-languages.ts';
import type { ScoringWeights } from '../job/match-lexicon.ts';
import type { AlignmentStatus } from '../match-types.ts';

export type SkillRelation = 'exact' | 'alternative' | 'narrower' | 'related';

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

/**
 * Of two skills of the candidate that meet one requirement, the one that counts: the higher
 * credit, then the stronger evidence (the first one seen wins a full tie).
 */
export function outranks(credit: number, strength: number, bestCredit: number, bestStrength: number): boolean {
  return credit > bestCredit || (credit === bestCredit && strength > bestStrength);
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
/** A language level as a code: its index in LEVELS, LEVEL_UNKNOWN when the CV gives none. */
export function languageLevelCode(level: LanguageLevel | null): number {
  return level ? LEVELS.indexOf(level) : LEVEL_UNKNOWN;
}
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

/**
 * Title-word similarity: Σ idf × weight over the asked title words the candidate's titles carry
 * (`titleWordTerm` each), divided by the asked words' Σ idf.
 */
export function titleWordTerm(idf: number, weight: number): number {
  return idf * weight;
}

export function titleWordShare(sum: number, idfSum: number): number {
  return idfSum > 0 ? sum / idfSum : 0;
}

export function titleStatus(credit: number, hasTitles: boolean): AlignmentStatus {
  if (!hasTitles) return 'unknown';
  return credit >= 0.8 ? 'met' : credit >= 0.3 ? 'partial' : 'missing';
}

/** BM25 inverse document frequency (the Lucene form, never negative). */
export function bm25Idf(docCount: number, df: number): number {
  return Math.log(1 + (docCount - df + 0.5) / (df + 0.5));
}

/** A query term's weight in the text signal: its weight in the description × its idf. */
export function queryTermWeight(weight: number, idf: number): number {
  return weight * idf;
}

/** BM25 length normalization of a document (the index computes it once per candidate and search). */
export function bm25Norm(docLength: number, avgLength: number, w: ScoringWeights): number {
  const { k1, b } = w.text;
  return k1 * (1 - b + (b * docLength) / (avgLength || 1));
}

/** BM25 term-frequency saturation, given the document's `bm25Norm`. */
export function bm25Saturation(tf: number, norm: number, w: ScoringWeights): number {
  return (tf * (w.text.k1 + 1)) / (tf + norm);
}

/** The BM25 term weight of one term in one document. */
export function bm25TermScore(tf: number, docLength: number, avgLength: number, w: ScoringWeights): number {
  return bm25Saturation(tf, bm25Norm(docLength, avgLength, w), w);
}

/** Text relevance as a share of the tenant's best (null: no candidate matched any kept term). */
export function textShare(text: number, maxText: number): number | null {
  return maxText > 0 ? text / maxText : null;
}

/** Domain closeness: Σ over the description's domains of its weight × the candidate's. */
export function domainTerm(jobWeight: number, candidateWeight: number): number {
  return jobWeight * candidateWeight;
}

