/**
 * Skill domains (software, finance, healthcare…: the first part of a skill id) as a profile of
 * what a CV or a job description is about. Generic domains (office tools, soft skills) count less,
 * so "Excel" and "communication" do not make an accountant look like a call-centre agent.
 */
import { skillById } from '../../knowledge/skills/skill-knowledge.ts';
import type { ScoringWeights } from './match-lexicon.ts';

export function domainOf(skillId: string): string {
  return skillById(skillId)?.domain ?? skillId.split('.')[0]!;
}

/** How much a skill of this domain says about the profession (1 for specific domains). */
export function skillDomainWeight(skillId: string, weights: ScoringWeights): number {
  return weights.requirementWeights.genericDomains[domainOf(skillId)] ?? 1;
}

/** The vector scaled to unit length, entries rounded to three decimals, sorted by key. */
export function unitVector(values: Map<string, number>): Array<[string, number]> {
  let norm = 0;
  for (const v of values.values()) norm += v * v;
  norm = Math.sqrt(norm);
  if (norm === 0) return [];
  return [...values]
    .map(([k, v]) => [k, Math.round((v / norm) * 1000) / 1000] as [string, number])
    .filter(([, v]) => v > 0)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
}
