/**
 * A generic skill written as the head noun of a named one: "gestionale SAP", "bases de datos
 * Oracle", "ERP-System SAP", "CRM Salesforce" (head first), "SQL databases" (head after). The
 * posting asks for the named system; the generic word is its kind, not a second requirement. What
 * makes a word the head of the other is the knowledge base: the generic skill is broader than the
 * named one, so no list of words is needed here.
 */
import { relatedSkills, skillById } from '../../knowledge/skills/skill-knowledge.ts';
import type { SkillMatch } from '../../knowledge/skills/skill-types.ts';

/** The named skill stands right after its head: spaces only, or the rest of a hyphenated compound ("ERP-System SAP"). */
const HEAD_FIRST_GAP = /^(?:-\p{L}+)?\s+$/u;
/** The head stands right after the named skill: spaces only ("SQL databases"). */
const HEAD_AFTER_GAP = /^\s+$/u;

/**
 * `generic` is broader than `named`, at most two links up (Oracle Database → relational databases →
 * databases). A programming language before its library ("Python pandas") is a stack: both are asked.
 */
function broaderThan(generic: string, named: string): boolean {
  if (skillById(generic)?.category === 'programming-language') return false;
  return relatedSkills(named, { kinds: ['broader'], depth: 2 }).some((r) => r.id === generic);
}

/** The matches less the generic ones written as the head noun of a named skill beside them. */
export function withoutGenericHeads(text: string, matches: SkillMatch[]): SkillMatch[] {
  const sorted = [...matches].sort((a, b) => a.start - b.start);
  const heads = new Set<SkillMatch>();
  for (let i = 0; i + 1 < sorted.length; i++) {
    const a = sorted[i]!;
    const b = sorted[i + 1]!;
    const gap = text.slice(a.end, b.start);
    if (HEAD_FIRST_GAP.test(gap) && broaderThan(a.id, b.id)) heads.add(a);
    else if (HEAD_AFTER_GAP.test(gap) && broaderThan(b.id, a.id)) heads.add(b);
  }
  return heads.size ? matches.filter((m) => !heads.has(m)) : matches;
}
