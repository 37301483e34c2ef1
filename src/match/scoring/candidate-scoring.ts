/**
 * One candidate against one query plan, explained: the credit and status of every requirement
 * with the candidate's evidence, the score components and the score. The index computes the same
 * score for all candidates at once (tenant-index.ts); this path explains the ones on the page.
 */
import type { ScoringWeights } from '../match-lexicon.ts';
import type { Alignment, AlignmentEvidence, AskedFacts, CandidateFeatures, CandidateSkill, ScoreComponents } from '../match-types.ts';
import type { PlanItem, QueryPlan, SkillTarget } from '../query-plan.ts';
import {
  bm25TermScore,
  componentsFrom,
  educationCredit,
  evidenceStrength,
  experienceCredit,
  LEVEL_UNKNOWN,
  LEVELS,
  languageCredit,
  locationCredit,
  monthIndex,
  scoreFrom,
  skillCredit,
  skillStatus,
  namedSkillShare,
  titleCredit,
  titleStatus,
} from './scoring-rules.ts';
import { forEachPackedTerm } from '../text-terms.ts';

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

export interface ScoredCandidate {
  score: number;
  components: ScoreComponents;
  alignment: Alignment[];
}

const round = (x: number) => Math.round(x * 1000) / 1000;


export function textScore(f: CandidateFeatures, ctx: ScoringContext, w: ScoringWeights): number {
  if (!ctx.terms.length) return 0;
  const tf = new Map<string, number>();
  forEachPackedTerm(f.terms, (t, n) => tf.set(t, n));
  let sum = 0;
  for (const q of ctx.terms) {
    const n = tf.get(q.term);
    if (n) sum += q.weight * q.idf * bm25TermScore(n, f.length, ctx.avgLength, w);
  }
  return sum;
}

function titleWordSimilarity(f: CandidateFeatures, ctx: ScoringContext): number {
  if (ctx.titleIdfSum <= 0) return 0;
  const weights = new Map(f.titleWords);
  let sum = 0;
  for (const t of ctx.titleWords) {
    const weight = weights.get(t.word);
    if (weight) sum += t.idf * weight;
  }
  return sum / ctx.titleIdfSum;
}

function domainCloseness(plan: QueryPlan, f: CandidateFeatures): number | null {
  if (!plan.requirements.domains.length) return null;
  const mine = new Map(f.domains);
  let sum = 0;
  for (const [d, weight] of plan.requirements.domains) {
    const v = mine.get(d);
    if (v) sum += weight * v;
  }
  return sum;
}

function bestSkill(targets: SkillTarget[], have: Map<string, CandidateSkill>, minYears: number | null, ctx: ScoringContext, w: ScoringWeights) {
  let best: { target: SkillTarget; credit: number; strength: number } | null = null;
  for (const target of targets) {
    const s = have.get(target.id);
    if (!s) continue;
    const credit = skillCredit(target.base, s.months, minYears, w);
    const strength = evidenceStrength(s.saliency, monthIndex(s.lastUsed), ctx.now, w);
    if (!best || credit > best.credit || (credit === best.credit && strength > best.strength)) best = { target, credit, strength };
  }
  return best ? { ...best, skill: have.get(best.target.id)! } : null;
}

/** What a plan item asks, structured, for the explanation in the description's language. */
function askedOf(item: PlanItem, req: QueryPlan['requirements']): AskedFacts {
  switch (item.kind) {
    case 'title':
      return { title: req.occupation?.name ?? req.title ?? item.label.replace(/^Title: /, '') };
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

export function scoreCandidate(plan: QueryPlan, f: CandidateFeatures, ctx: ScoringContext, w: ScoringWeights): ScoredCandidate {
  const have = new Map(f.skills.map((s) => [s.id, s]));
  const sums = { title: 0, skills: 0, experience: 0, education: 0, languages: 0, nice: 0, evidence: 0 };
  const alignment: Alignment[] = [];
  const req = plan.requirements;
  for (const item of plan.items) {
    let credit = 0;
    let strength = 0;
    const base = { requirement: item.label, asked: askedOf(item, req), kind: item.kind, importance: item.importance };
    switch (item.kind) {
      case 'title': {
        const occ = req.occupation ? f.occupations.find((o) => o.id === req.occupation!.id) : undefined;
        const fam = req.occupation ? f.families.find(([family]) => family === req.occupation!.family) : undefined;
        const named = Math.max(0, ...item.namedSkills.map((id) => namedSkillShare(have.get(id)?.months ?? null, w)));
        credit = titleCredit(occ?.weight ?? 0, fam?.[1] ?? 0, req.occupation?.score ?? 0, titleWordSimilarity(f, ctx), w, named);
        const via = occ ?? (fam ? f.occupations.find((o) => o.family === fam[0]) : undefined);
        const evidence: AlignmentEvidence = {};
        if (f.titles[0]) evidence.title = f.titles[0].text;
        if (via) evidence.occupation = via.name;
        alignment.push({ ...base, status: titleStatus(credit, f.titles.length > 0), credit: round(credit), evidence });
        break;
      }
      case 'skill': {
        const best = bestSkill(item.targets, have, item.skill.minYears, ctx, w);
        if (best) {
          credit = best.credit;
          strength = best.strength;
          alignment.push({
            ...base,
            status: skillStatus(best.target.relation, best.target.base, best.skill.months, item.skill.minYears),
            credit: round(credit),
            evidence: {
              skill: best.skill.name,
              skillId: best.skill.id,
              relation: best.target.relation,
              months: best.skill.months,
              lastUsed: best.skill.lastUsed,
              saliency: best.skill.saliency,
            },
          });
        } else {
          alignment.push({ ...base, status: f.skills.length ? 'missing' : 'unknown', credit: 0, evidence: {} });
        }
        break;
      }
      case 'experience': {
        const r = experienceCredit(f.totalMonths, item.minYears);
        credit = r.credit;
        alignment.push({ ...base, status: r.status, credit: round(credit), evidence: { totalMonths: f.totalMonths } });
        break;
      }
      case 'education': {
        const r = educationCredit(f.isced, item.education.level, w);
        credit = r.credit;
        alignment.push({ ...base, status: r.status, credit: round(credit), evidence: { isced: f.isced, degree: f.degree } });
        break;
      }
      case 'language': {
        const code = item.language.code;
        const own = f.languages.find((l) => l.code === code);
        const have = own ? (own.level ? LEVELS.indexOf(own.level) : LEVEL_UNKNOWN) : null;
        const r = languageCredit(have, f.cvLanguage === code, f.languages.length > 0 || Boolean(f.cvLanguage), item.language.level, w);
        credit = r.credit;
        const evidence: AlignmentEvidence = { language: code, level: own?.level ?? null };
        alignment.push({ ...base, status: r.status, credit: round(credit), evidence });
        break;
      }
      case 'location': {
        const r = locationCredit({ city: f.city, country: f.country }, item.location, w);
        credit = r.credit;
        alignment.push({ ...base, status: r.status, credit: round(credit), evidence: { city: f.city, country: f.country } });
        break;
      }
    }
    sums[item.group] += item.weight * credit;
    if (item.group === 'skills') sums.evidence += item.weight * credit * strength;
  }
  const text = ctx.maxText > 0 ? textScore(f, ctx, w) / ctx.maxText : null;
  const domain = domainCloseness(plan, f);
  const den = plan.groupWeight;
  const score = scoreFrom(sums.title, sums.skills, sums.experience, sums.education, sums.languages, sums.nice, sums.evidence, text, domain, den, w);
  return { score, components: componentsFrom(sums, text, domain, den, w), alignment };
}
