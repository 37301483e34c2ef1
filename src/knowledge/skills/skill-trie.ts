/**
 * A token trie over every written form of every skill. Forms are cut by the shared tokenizer, so
 * "Node.js", "CI/CD" and "C++" are keyed exactly as the text will be. Spelling variants that
 * CVs use interchangeably are indexed too: "node.js" also as "nodejs" and "node js",
 * "e-commerce" also as "ecommerce" and "e commerce".
 */
import { labelTokens } from '../text-normalize.ts';
import type { SkillEntry, SkillForm } from './skill-types.ts';

export interface IndexedForm {
  skill: SkillEntry;
  form: SkillForm;
  /** Number of tokens of the indexed variant. */
  length: number;
  /** Letters and digits of the form with their case, for case-sensitive forms ('' otherwise). */
  caseKey: string;
}

export interface TrieNode {
  next?: Map<string, TrieNode>;
  forms?: IndexedForm[];
}

export interface FormCollision {
  key: string;
  kept: string;
  dropped: string;
}

/** Letters and digits only, case kept: what a case-sensitive form must match. */
export function caseKeyOf(text: string): string {
  return text.normalize('NFKD').replace(/[^\p{L}\p{N}]/gu, '');
}

/** The token lists under which a form is indexed: as written plus its glued/split variants. */
export function formVariants(tokens: string[]): string[][] {
  const variants: string[][] = [tokens];
  const dotted = tokens.findIndex((t) => t.length > 2 && t.indexOf('.', 1) > 0);
  if (dotted >= 0) {
    const t = tokens[dotted]!;
    const joined = t.replace(/\./g, '');
    const split = t.split('.').filter(Boolean);
    variants.push([...tokens.slice(0, dotted), joined, ...tokens.slice(dotted + 1)]);
    variants.push([...tokens.slice(0, dotted), ...split, ...tokens.slice(dotted + 1)]);
  }
  const hyphen = tokens.indexOf('-');
  if (hyphen > 0 && hyphen < tokens.length - 1) {
    const before = tokens.slice(0, hyphen - 1);
    const after = tokens.slice(hyphen + 2);
    const left = tokens[hyphen - 1]!;
    const right = tokens[hyphen + 1]!;
    variants.push([...before, left + right, ...after]);
    variants.push([...before, left, right, ...after]);
  }
  return variants;
}

export class SkillTrie {
  readonly root: TrieNode = {};
  readonly collisions: FormCollision[] = [];
  private readonly owners = new Map<string, string>();
  private readonly caseSensitiveKeys = new Set<string>();
  formCount = 0;

  /** Adds a form; a key already owned by another skill stays with the first (base data wins). */
  add(skill: SkillEntry, form: SkillForm): void {
    const tokens = labelTokens(form.text);
    if (tokens.length === 0) return;
    const caseKey = form.caseSensitive ? caseKeyOf(form.text) : '';
    for (const variant of formVariants(tokens)) {
      const key = variant.join(' ');
      const owner = this.owners.get(key);
      // Two skills may share words only when capitals tell them apart ("SWIFT" payments,
      // "Swift" the language): otherwise the first claim (base data) keeps them.
      if (owner !== undefined && owner !== skill.id && !(form.caseSensitive || this.caseSensitiveKeys.has(key))) {
        if (variant === tokens) this.collisions.push({ key, kept: owner, dropped: skill.id });
        continue;
      }
      if (form.caseSensitive) this.caseSensitiveKeys.add(key);
      let node = this.root;
      for (const token of variant) {
        node.next ??= new Map();
        let child = node.next.get(token);
        if (!child) {
          child = {};
          node.next.set(token, child);
        }
        node = child;
      }
      node.forms ??= [];
      // The same skill reaching one key through two forms: if either says the words are
      // ambiguous (a common word in some language), they are.
      const existing = node.forms.find((f) => f.skill.id === skill.id);
      if (existing) {
        if (!existing.form.ambiguous && form.ambiguous) {
          existing.form = form;
          existing.caseKey = caseKey;
        }
        continue;
      }
      if (owner === undefined) this.owners.set(key, skill.id);
      node.forms.push({ skill, form, length: variant.length, caseKey });
      this.formCount++;
    }
  }

  /** The skills whose form is exactly these tokens (no partial match), in claim order. */
  exact(tokens: string[]): IndexedForm[] {
    let node: TrieNode | undefined = this.root;
    for (const token of tokens) {
      node = node.next?.get(token);
      if (!node) return [];
    }
    return node.forms ?? [];
  }
}
