/**
 * A job description's requirements as an ordered list of scoring items, each with its group,
 * weight and (for skills) the knowledge-base targets that satisfy it: the skill itself and its
 * alternatives (met), narrower skills (met: PostgreSQL shows relational databases), and related
 * or broader ones (partial: MySQL for PostgreSQL). Both scoring paths walk this one list in this
 * one order.
 */
import { findSkills, relatedSkills } from '../../knowledge/skills/skill-knowledge.ts';
import { isceLevelName } from './job-conditions.ts';
import type { ScoringWeights } from './match-lexicon.ts';
import type {
  EducationRequirement,
  Importance,
  JobRequirements,
  LanguageRequirement,
  LocationRequirement,
  SkillRequirement,
} from '../match-types.ts';
import { relationBase, type SkillRelation } from '../scoring/requirement-credits.ts';

export type ScoreGroup = 'title' | 'skills' | 'experience' | 'education' | 'languages' | 'nice';

export interface SkillTarget {
  id: string;
  name: string;
  relation: SkillRelation;
  base: number;
}

interface ItemBase {
  group: ScoreGroup;
  weight: number;
  label: string;
  importance: Importance;
}

export type PlanItem =
  | (ItemBase & { kind: 'title'; /** Skills the asked occupation is named for ("Java developer": Java). */ namedSkills: string[] })
  | (ItemBase & { kind: 'skill'; skill: SkillRequirement; targets: SkillTarget[] })
  | (ItemBase & { kind: 'experience'; minYears: number })
  | (ItemBase & { kind: 'education'; education: EducationRequirement })
  | (ItemBase & { kind: 'language'; language: LanguageRequirement })
  | (ItemBase & { kind: 'location'; location: LocationRequirement });

export interface QueryPlan {
  requirements: JobRequirements;
  items: PlanItem[];
  /** Σ weights per group (the denominators of the group means). */
  groupWeight: Record<ScoreGroup, number>;
}

const RANK: Record<SkillRelation, number> = { exact: 0, alternative: 1, narrower: 2, related: 3 };

function targetsOf(req: SkillRequirement, w: ScoringWeights): SkillTarget[] {
  const out = new Map<string, SkillTarget>();
  const put = (id: string, name: string, relation: SkillRelation) => {
    const known = out.get(id);
    if (!known || RANK[relation] < RANK[known.relation]) out.set(id, { id, name, relation, base: relationBase(relation, w) });
  };
  const heads: Array<{ id: string; name: string; relation: SkillRelation }> = [
    { id: req.id, name: req.name, relation: 'exact' },
    ...req.alternatives.map((a) => ({ id: a.id, name: a.name, relation: 'alternative' as const })),
  ];
  for (const h of heads) put(h.id, h.name, h.relation);
  for (const h of heads) {
    for (const r of relatedSkills(h.id, { kinds: ['narrower'] })) put(r.id, r.name, 'narrower');
    for (const r of relatedSkills(h.id, { kinds: ['related', 'broader'] })) put(r.id, r.name, 'related');
  }
  return [...out.values()].sort((a, b) => RANK[a.relation] - RANK[b.relation] || (a.id < b.id ? -1 : 1));
}

function skillLabel(s: SkillRequirement): string {
  const alternatives = s.alternatives.length ? ` or ${s.alternatives.map((a) => a.name).join(' or ')}` : '';
  const years = s.minYears ? ` (${s.minYears}+ years)` : '';
  return `${s.name}${alternatives}${years}`;
}

const LEVEL_TEXT: Record<string, string> = { native: 'native' };

/** A requirement kept as written (`written.<words>`): no skill of the knowledge base. */
export function isWritten(s: SkillRequirement): boolean {
  return s.id.startsWith('written.');
}

export function planQuery(requirements: JobRequirements, w: ScoringWeights): QueryPlan {
  const items: PlanItem[] = [];
  const groupOf = (importance: Importance, must: ScoreGroup): ScoreGroup => (importance === 'must' ? must : 'nice');
  if (requirements.occupation || requirements.titleWords.length) {
    const label = requirements.occupation?.name ?? requirements.title ?? requirements.titleWords.join(' ');
    const namedSkills = requirements.occupation ? [...new Set(findSkills(requirements.occupation.name).filter((m) => !m.soft).map((m) => m.id))] : [];
    items.push({ kind: 'title', group: 'title', weight: 1, label: `Title: ${label}`, importance: 'must', namedSkills });
  }
  for (const s of [...requirements.skills, ...requirements.contextSkills]) {
    // An item kept as written names nothing the knowledge base knows: shown, not scored.
    if (isWritten(s)) continue;
    items.push({
      kind: 'skill',
      group: groupOf(s.importance, 'skills'),
      weight: s.weight,
      label: skillLabel(s),
      importance: s.importance,
      skill: s,
      targets: targetsOf(s, w),
    });
  }
  if (requirements.minYears) {
    const importance = requirements.minYearsImportance;
    items.push({
      kind: 'experience',
      group: groupOf(importance, 'experience'),
      weight: 1,
      label: `${requirements.minYears}+ years of experience`,
      importance,
      minYears: requirements.minYears,
    });
  }
  if (requirements.education) {
    const e = requirements.education;
    items.push({
      kind: 'education',
      group: groupOf(e.importance, 'education'),
      weight: 1,
      label: `${isceLevelName(e.level)}${e.field ? ` in ${e.field}` : ''}`,
      importance: e.importance,
      education: e,
    });
  }
  for (const l of requirements.languages) {
    const level = l.level ? ` (${LEVEL_TEXT[l.level] ?? l.level})` : '';
    items.push({ kind: 'language', group: groupOf(l.importance, 'languages'), weight: 1, label: `${l.name}${level}`, importance: l.importance, language: l });
  }
  const loc = requirements.location;
  if (loc && !loc.remote && (loc.city || loc.country)) {
    const where = [loc.city, loc.country].filter(Boolean).join(', ');
    items.push({ kind: 'location', group: 'nice', weight: w.requirementWeights.location, label: `Location: ${where}`, importance: 'nice', location: loc });
  }
  const groupWeight: Record<ScoreGroup, number> = { title: 0, skills: 0, experience: 0, education: 0, languages: 0, nice: 0 };
  for (const item of items) groupWeight[item.group] += item.weight;
  return { requirements, items, groupWeight };
}
