/**
 * The index half of each scoring pair: one scan per requirement kind, applying the rules of
 * scoring/requirement-credits.ts to every candidate at once — through the posting lists of what
 * the requirement asks for, or a column, or a small table of the rule's values for the few input
 * combinations a column can hold. The other half, one candidate explained, is
 * scoring/candidate-scoring.ts; neither holds arithmetic of its own, so the two agree.
 *
 * Hot path: loops over typed arrays, the rule functions small enough for V8 to inline.
 */
import type { ScoringWeights } from '../job/match-lexicon.ts';
import type { PlanItem, QueryPlan } from '../job/query-plan.ts';
import {
  bm25Norm,
  bm25Saturation,
  domainTerm,
  educationCredit,
  evidenceStrength,
  experienceRatio,
  LEVEL_UNKNOWN,
  languageCredit,
  locationCredit,
  namedSkillShare,
  outranks,
  queryTermWeight,
  skillCredit,
  textShare,
  titleCredit,
  titleWordShare,
  titleWordTerm,
} from '../scoring/requirement-credits.ts';
import { evidenceTerm, groupTerm, type ScoringContext, scoreFrom } from '../scoring/score.ts';
import type { PostingMap } from './posting-list.ts';
import type { SearchScratch } from './search-scratch.ts';

/** Unknown month / months in the index's 16-bit columns. */
export const UNKNOWN_U16 = 0xffff;
export const fromU16 = (n: number) => (n === UNKNOWN_U16 ? null : n);

/** What a search reads of the index: its columns (slot-indexed), posting lists and scratch. */
export interface IndexView {
  /** Slots in use (live or dead). */
  n: number;
  alive: Uint8Array;
  months: Uint16Array;
  isced: Int8Array;
  country: Int32Array;
  city: Int32Array;
  cvLanguage: Int32Array;
  length: Uint16Array;
  hasLanguages: Uint8Array;
  skills: PostingMap;
  terms: PostingMap;
  titleWords: PostingMap;
  occupations: PostingMap;
  families: PostingMap;
  domains: PostingMap;
  languages: PostingMap;
  /** The number of an interned string (city, country, language code), −2 when never seen. */
  lookup: (s: string | null | undefined) => number;
  scratch: SearchScratch;
}

type Item<K extends PlanItem['kind']> = Extract<PlanItem, { kind: K }>;

function scanTitle(v: IndexView, item: Item<'title'>, req: QueryPlan['requirements'], acc: Float64Array, ctx: ScoringContext, w: ScoringWeights): void {
  const s = v.scratch;
  if (req.occupation) {
    const occ = v.occupations.get(req.occupation.id);
    if (occ) for (let i = 0; i < occ.length; i++) s.occupation[occ.docs[i]!] = occ.cols[0]![i]! / 100;
    const fam = v.families.get(req.occupation.family);
    if (fam) for (let i = 0; i < fam.length; i++) s.family[fam.docs[i]!] = fam.cols[0]![i]! / 100;
  }
  for (const t of ctx.titleWords) {
    const list = v.titleWords.get(t.word);
    if (!list) continue;
    const col = list.cols[0]!;
    for (let i = 0; i < list.length; i++) {
      const d = list.docs[i]!;
      s.word[d] = s.word[d]! + titleWordTerm(t.idf, col[i]! / 100);
    }
  }
  for (const id of item.namedSkills) {
    const list = v.skills.get(id);
    if (!list) continue;
    const monthsCol = list.cols[0] as Uint16Array;
    for (let i = 0; i < list.length; i++) {
      const d = list.docs[i]!;
      s.named[d] = Math.max(s.named[d]!, namedSkillShare(fromU16(monthsCol[i]!), w));
    }
  }
  const sum = ctx.titleIdfSum;
  const confidence = req.occupation?.score ?? 0;
  const { n, alive } = v;
  for (let d = 0; d < n; d++) {
    if (!alive[d]) continue;
    acc[d] = acc[d]! + groupTerm(item.weight, titleCredit(s.occupation[d]!, s.family[d]!, confidence, titleWordShare(s.word[d]!, sum), w, s.named[d]!));
  }
}

/** Per candidate, the best target it has (`outranks`), then its credit and evidence added once. */
function scanSkill(v: IndexView, item: Item<'skill'>, acc: Float64Array, ctx: ScoringContext, w: ScoringWeights): void {
  const s = v.scratch;
  const alive = v.alive;
  let touched = 0;
  const minYears = item.skill.minYears;
  for (const target of item.targets) {
    const list = v.skills.get(target.id);
    if (!list) continue;
    const [monthsCol, lastCol, salCol] = list.cols as [Uint16Array, Uint16Array, Uint8Array];
    for (let i = 0; i < list.length; i++) {
      const d = list.docs[i]!;
      if (!alive[d]) continue;
      const credit = skillCredit(target.base, fromU16(monthsCol[i]!), minYears, w);
      const strength = evidenceStrength(salCol[i]! / 100, fromU16(lastCol[i]!), ctx.now, w);
      const best = s.best[d]!;
      if (best < 0) s.touched[touched++] = d;
      if (best < 0 || outranks(credit, strength, best, s.strength[d]!)) {
        s.best[d] = credit;
        s.strength[d] = strength;
      }
    }
  }
  const weight = item.weight;
  for (let k = 0; k < touched; k++) {
    const d = s.touched[k]!;
    const credit = s.best[d]!;
    acc[d] = acc[d]! + groupTerm(weight, credit);
    if (item.group === 'skills') s.evidence[d] = s.evidence[d]! + evidenceTerm(weight, credit, s.strength[d]!);
    s.best[d] = -1;
  }
}

function scanExperience(v: IndexView, item: Item<'experience'>, acc: Float64Array): void {
  const { n, alive, months } = v;
  for (let d = 0; d < n; d++) {
    if (!alive[d]) continue;
    const m = months[d]!;
    if (m !== UNKNOWN_U16) acc[d] = acc[d]! + groupTerm(item.weight, experienceRatio(m, item.minYears));
  }
}

function scanEducation(v: IndexView, item: Item<'education'>, acc: Float64Array, w: ScoringWeights): void {
  // Credit per level (−1: unknown), from the one rule.
  const table = Array.from({ length: 10 }, (_, i) => educationCredit(i === 0 ? null : i - 1, item.education.level, w).credit);
  const { n, alive, isced } = v;
  for (let d = 0; d < n; d++) if (alive[d]) acc[d] = acc[d]! + groupTerm(item.weight, table[isced[d]! + 1]!);
}

function scanLanguage(v: IndexView, item: Item<'language'>, acc: Float64Array, w: ScoringWeights): void {
  const level = v.scratch.level;
  const list = v.languages.get(item.language.code);
  if (list) for (let i = 0; i < list.length; i++) level[list.docs[i]!] = list.cols[0]![i]!;
  const code = v.lookup(item.language.code);
  // Credit per (level listed or −1, CV written in it, languages known at all), from the one rule.
  const table = new Float64Array(9 * 4);
  for (let have = -1; have <= LEVEL_UNKNOWN; have++) {
    for (let k = 0; k < 4; k++) {
      table[(have + 1) * 4 + k] = languageCredit(have < 0 ? null : have, (k & 1) === 1, (k & 2) === 2, item.language.level, w).credit;
    }
  }
  const { n, alive, cvLanguage, hasLanguages } = v;
  for (let d = 0; d < n; d++) {
    if (!alive[d]) continue;
    const cv = cvLanguage[d]!;
    const k = (cv === code ? 1 : 0) | (hasLanguages[d] === 1 || cv >= 0 ? 2 : 0);
    acc[d] = acc[d]! + groupTerm(item.weight, table[(level[d]! + 1) * 4 + k]!);
  }
  if (list) for (let i = 0; i < list.length; i++) level[list.docs[i]!] = -1;
}

function scanLocation(v: IndexView, item: Item<'location'>, acc: Float64Array, w: ScoringWeights): void {
  const asked = item.location;
  const cityCode = v.lookup(asked.city);
  const countryCode = v.lookup(asked.country);
  // Credit per (has city, has country, same city, same country), from the one rule.
  const table = new Float64Array(16);
  for (let k = 0; k < 16; k++) {
    const cand = {
      city: k & 1 ? (k & 4 ? asked.city : '\u0000') : null,
      country: k & 2 ? (k & 8 ? asked.country : '\u0000') : null,
    };
    table[k] = locationCredit(cand, asked, w).credit;
  }
  const { n, alive, city, country } = v;
  for (let d = 0; d < n; d++) {
    if (!alive[d]) continue;
    const c = city[d]!;
    const k = (c >= 0 ? 1 : 0) | (country[d]! >= 0 ? 2 : 0) | (c >= 0 && c === cityCode ? 4 : 0) | (country[d]! >= 0 && country[d] === countryCode ? 8 : 0);
    acc[d] = acc[d]! + groupTerm(item.weight, table[k]!);
  }
}

/** Adds one plan item's credit to its group's numerator (and the evidence's) for every candidate. */
export function scanItem(v: IndexView, item: PlanItem, req: QueryPlan['requirements'], ctx: ScoringContext, w: ScoringWeights): void {
  const acc = v.scratch[item.group];
  switch (item.kind) {
    case 'title':
      scanTitle(v, item, req, acc, ctx, w);
      break;
    case 'skill':
      scanSkill(v, item, acc, ctx, w);
      break;
    case 'experience':
      scanExperience(v, item, acc);
      break;
    case 'education':
      scanEducation(v, item, acc, w);
      break;
    case 'language':
      scanLanguage(v, item, acc, w);
      break;
    case 'location':
      scanLocation(v, item, acc, w);
      break;
  }
}

/**
 * Text relevance: BM25 over the kept query terms (each candidate's length normalization once);
 * returns the tenant's best, which the scores are shares of.
 */
export function scanText(v: IndexView, ctx: ScoringContext, w: ScoringWeights): number {
  const { n, alive, scratch: s } = v;
  if (ctx.terms.length) {
    const length = v.length;
    const norm = s.norm;
    for (let d = 0; d < n; d++) norm[d] = bm25Norm(length[d]!, ctx.avgLength, w);
    for (const q of ctx.terms) {
      const list = v.terms.get(q.term)!;
      const tf = list.cols[0]!;
      const docs = list.docs;
      const wi = queryTermWeight(q.weight, q.idf);
      for (let i = 0; i < list.length; i++) {
        const d = docs[i]!;
        if (alive[d]) s.text[d] = s.text[d]! + wi * bm25Saturation(tf[i]!, norm[d]!, w);
      }
    }
  }
  let maxText = 0;
  for (let d = 0; d < n; d++) if (alive[d] && s.text[d]! > maxText) maxText = s.text[d]!;
  return maxText;
}

/** Domain closeness of every candidate to the description's domains. */
export function scanDomains(v: IndexView, domains: QueryPlan['requirements']['domains']): void {
  const s = v.scratch;
  for (const [dom, jw] of domains) {
    const list = v.domains.get(dom);
    if (!list) continue;
    const col = list.cols[0]!;
    for (let i = 0; i < list.length; i++) {
      const d = list.docs[i]!;
      s.domain[d] = s.domain[d]! + domainTerm(jw, col[i]! / 1000);
    }
  }
}

/** Every live candidate's score from its group sums and signals, into `scratch.score`. */
export function scoreAll(v: IndexView, plan: QueryPlan, maxText: number, w: ScoringWeights): void {
  const { n, alive, scratch: s } = v;
  const den = plan.groupWeight;
  const hasDomain = plan.requirements.domains.length > 0;
  for (let d = 0; d < n; d++) {
    if (!alive[d]) continue;
    s.score[d] = scoreFrom(
      s.title[d]!,
      s.skills[d]!,
      s.experience[d]!,
      s.education[d]!,
      s.languages[d]!,
      s.nice[d]!,
      s.evidence[d]!,
      textShare(s.text[d]!, maxText),
      hasDomain ? s.domain[d]! : null,
      den,
      w,
    );
  }
}
