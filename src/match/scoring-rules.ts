/**
 * Where query-plan.ts finds the skill relation rule until the job-understanding files move to
 * `match/job/` (they are edited elsewhere meanwhile); the rule itself is scoring/scoring-rules.ts.
 */
export { relationBase, type SkillRelation } from './scoring/scoring-rules.ts';
