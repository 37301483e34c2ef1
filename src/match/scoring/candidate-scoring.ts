/**
 * One candidate against one query plan, explained: the credit and status of every requirement
 * with the candidate's evidence, the score components and the score. The index computes the same
 * score for all candidates at once (index/requirement-scans.ts); this path explains the ones on
 * the page. Each requirement kind has one function here and one scan there: both read their
 * inputs (this one from the candidate's features, the scan from the index's columns) and leave
 * every piece of arithmetic to requirement-credits.ts and score.ts.
 */
import type { ScoringWeights } from '../job/match-lexicon.ts';
import type { Alignment, AlignmentEvidence, AskedFacts, CandidateFeatures, CandidateSkill, ScoreComponents } from '../match-types.ts';
import type { PlanItem, QueryPlan, SkillTarget } from '../job/query-plan.ts';
import { forEachPackedTerm } from '../job/text-terms.ts';
import {
  bm25TermScore,
  domainTerm,
  educationCredit,
  evidenceStrength,
  experienceCredit,
  languageCredit,
  languageLevelCode,
  locationCredit,
  monthIndex,
  namedSkillShare,
  outranks,
  queryTermWeight,
  skillCredit,
  skillStatus,
  textShare,
  titleCredit,
  titleStatus,
  titleWordShare,
  titleWordTerm,
} from './requirement-credits.ts';
import { componentsFrom, evidenceTerm, groupTerm, type ScoringContext, scoreFrom } from './score.ts';

export type { ScoringContext } from './score.ts';

export interface ScoredCandidate {
  score: number;
  components: ScoreComponents;
  alignment: Alignment[];
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** The requirement's credit (and, for a skill, its evidence's strength) with what it is shown as. */
interface Judged {
  credit: number;
  strength: number;
  alignment: Alignment;
}

type Base = Pick<Alignment, 'requirement' | 'asked' | 'kind' | 'importance'>;

export function textScore(f: CandidateFeatures, ctx: ScoringContext, w: ScoringWeights): number {
  if (!ctx.terms.length) return 0;
  const tf = new Map<string, number>();
  forEachPackedTerm(f.terms, (t, n) => tf.set(t, n));
  let sum = 0;
  for (const q of ctx.terms) {
    const n = tf.get(q.term);
    if (n) sum += queryTermWeight(q.weight, q.idf) * bm25TermScore(n, f.length, ctx.avgLength, w);
  }
  return sum;
}

function titleWordSimilarity(f: CandidateFeatures, ctx: ScoringContext): number {
  const weights = new Map(f.titleWords);
  let sum = 0;
  for (const t of ctx.titleWords) {
    const weight = weights.get(t.word);
    if (weight) sum += titleWordTerm(t.idf, weight);
  }
  return titleWordShare(sum, ctx.titleIdfSum);
}

function domainCloseness(plan: QueryPlan, f: CandidateFeatures): number | null {
  if (!plan.requirements.domains.length) return null;
  const mine = new Map(f.domains);
  let sum = 0;
  for (const [d, weight] of plan.requirements.domains) {
    const v = mine.get(d);
    if (v) sum += domainTerm(weight, v);
  }
  return sum;
}

/** What a plan item asks, structured, for the explanation in the description's language. */
function askedOf(item: PlanItem, req: QueryPlan['requirements']): AskedFacts {
  switch (item.kind) {
    case 'title':
      return { title: req.occupation?.name ?? req.title ?? req.titleWords.join(' ') };
    case 'skill':
      return { skill: item.skill.name, alternatives: item.skill.alternatives.map((a) => a.name), minYears: item.skill.minYears };
    case 'experience':
      return { minYears: item.minYears };
    case 'education':
      return { isced: item.education.level, field: item.education.field };
    case 'language':
      return { language: item.language.code, level: item.language.level };
    case 'location':
      return { city: item.location.city, country: item.location.country };
  }
}

function judgeTitle(
  item: Extract<PlanItem, { kind: 'title' }>,
  req: QueryPlan['requirements'],
  f: CandidateFeatures,
  have: Map<string, CandidateSkill>,
  ctx: ScoringContext,
  w: ScoringWeights,
  base: Base,
): Judged {
  const occ = req.occupation ? f.occupations.find((o) => o.id === req.occupation!.id) : undefined;
  const fam = req.occupation ? f.families.find(([family]) => family === req.occupation!.family) : undefined;
  const named = Math.max(0, ...item.namedSkills.map((id) => namedSkillShare(have.get(id)?.months ?? null, w)));
  const credit = titleCredit(occ?.weight ?? 0, fam?.[1] ?? 0, req.occupation?.score ?? 0, titleWordSimilarity(f, ctx), w, named);
  const via = occ ?? (fam ? f.occupations.find((o) => o.family === fam[0]) : undefined);
  const evidence: AlignmentEvidence = {};
  if (f.titles[0]) evidence.title = f.titles[0].text;
  if (via) evidence.occupation = via.name;
  return { credit, strength: 0, alignment: { ...base, status: titleStatus(credit, f.titles.length > 0), credit: round(credit), evidence } };
}

function judgeSkill(item: Extract<PlanItem, { kind: 'skill' }>, f: CandidateFeatures, have: Map<string, CandidateSkill>, ctx: ScoringContext, w: ScoringWeights, base: Base): Judged {
  const minYears = item.skill.minYears;
  let best: { target: SkillTarget; skill: CandidateSkill; credit: number; strength: number } | null = null;
  for (const target of item.targets) {
    const skill = have.get(target.id);
    if (!skill) continue;
    const credit = skillCredit(target.base, skill.months, minYears, w);
    const strength = evidenceStrength(skill.saliency, monthIndex(skill.lastUsed), ctx.now, w);
    if (!best || outranks(credit, strength, best.credit, best.strength)) best = { target, skill, credit, strength };
  }
  if (!best) return { credit: 0, strength: 0, alignment: { ...base, status: f.skills.length ? 'missing' : 'unknown', credit: 0, evidence: {} } };
  const s = best.skill;
  return {
    credit: best.credit,
    strength: best.strength,
    alignment: {
      ...base,
      status: skillStatus(best.target.relation, best.target.base, s.months, minYears),
      credit: round(best.credit),
      evidence: { skill: s.name, skillId: s.id, relation: best.target.relation, months: s.months, lastUsed: s.lastUsed, saliency: s.saliency },
    },
  };
}

function judgeLanguage(item: Extract<PlanItem, { kind: 'language' }>, f: CandidateFeatures, w: ScoringWeights, base: Base): Judged {
  const code = item.language.code;
  const own = f.languages.find((l) => l.code === code);
  const known = f.languages.length > 0 || Boolean(f.cvLanguage);
  const r = languageCredit(own ? languageLevelCode(own.level) : null, f.cvLanguage === code, known, item.language.level, w);
  return { credit: r.credit, strength: 0, alignment: { ...base, status: r.status, credit: round(r.credit), evidence: { language: code, level: own?.level ?? null } } };
}

/** One requirement judged (the explanation half of the pair whose scan half is in the index). */
function judge(item: PlanItem, req: QueryPlan['requirements'], f: CandidateFeatures, have: Map<string, CandidateSkill>, ctx: ScoringContext, w: ScoringWeights): Judged {
  const base: Base = { requirement: item.label, asked: askedOf(item, req), kind: item.kind, importance: item.importance };
  const judged = (r: { credit: number; status: Alignment['status'] }, evidence: AlignmentEvidence): Judged => ({
    credit: r.credit,
    strength: 0,
    alignment: { ...base, status: r.status, credit: round(r.credit), evidence },
  });
  switch (item.kind) {
    case 'title':
      return judgeTitle(item, req, f, have, ctx, w, base);
    case 'skill':
      return judgeSkill(item, f, have, ctx, w, base);
    case 'experience':
      return judged(experienceCredit(f.totalMonths, item.minYears), { totalMonths: f.totalMonths });
    case 'education':
      return judged(educationCredit(f.isced, item.education.level, w), { isced: f.isced, degree: f.degree });
    case 'language':
      return judgeLanguage(item, f, w, base);
    case 'location':
      return judged(locationCredit({ city: f.city, country: f.country }, item.location, w), { city: f.city, country: f.country });
  }
}

export function scoreCandidate(plan: QueryPlan, f: CandidateFeatures, ctx: ScoringContext, w: ScoringWeights): ScoredCandidate {
  const have = new Map(f.skills.map((s) => [s.id, s]));
  const sums = { title: 0, skills: 0, experience: 0, education: 0, languages: 0, nice: 0, evidence: 0 };
  const alignment: Alignment[] = [];
  for (const item of plan.items) {
    const { credit, strength, alignment: a } = judge(item, plan.requirements, f, have, ctx, w);
    alignment.push(a);
    sums[item.group] += groupTerm(item.weight, credit);
    if (item.group === 'skills') sums.evidence += evidenceTerm(item.weight, credit, strength);
  }
  const text = textShare(textScore(f, ctx, w), ctx.maxText);
  const domain = domainCloseness(plan, f);
  const den = plan.groupWeight;
  const score = scoreFrom(sums.title, sums.skills, sums.experience, sums.education, sums.languages, sums.nice, sums.evidence, text, domain, den, w);
  return { score, components: componentsFrom(sums, text, domain, den, w), alignment };
}
