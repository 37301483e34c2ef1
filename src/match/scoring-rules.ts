/**
 * Where query-plan.ts finds the skill relation rule until the job-understanding files move to
 * `match/job/` (they are edited elsewhere meanwhile); the rule itself is in scoring/.
 */
export { relationBase, type SkillRelation } from './scoring/requirement-credits.ts';
