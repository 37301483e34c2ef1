/**
 * A token trie over every written form of every skill. Forms are cut by the shared tokenizer, so
 * "Node.js", "CI/CD" and "C++" are keyed exactly as the text will be. Spelling variants that
 * CVs use interchangeably are indexed too: "node.js" also as "nodejs" and "node js",
 * "e-commerce" also as "ecommerce" and "e commerce".
 */
import type { SkillEntry, SkillForm } from './skill-types.ts';
import { labelTokens } from '../text/name-tokens.ts';

export interface IndexedForm {
  skill: SkillEntry;
  form: SkillForm;
  /** Number of tokens of the indexed variant. */
  length: number;
  /** Letters and digits of the form with their case, for case-sensitive forms ('' otherwise). */
  caseKey: string;
}

/**
 * A node of the trie: the token path that leads to it, the forms ending there, and whether any
 * longer form continues from it. Nodes live in one flat map keyed by their path (cheaper to build
 * than a map per node: the catalog holds tens of thousands of forms).
 */
export interface TrieNode {
  key: string;
  forms?: IndexedForm[];
  hasNext: boolean;
}

const SEP = '\u0001';

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

interface PendingForm {
  skill: SkillEntry;
  form: SkillForm;
  variant: string[];
  primary: boolean;
  caseKey: string;
}

/**
 * Forms are filed by their first token when added, and a first token's forms are inserted into
 * the path map the first time a text reaches that token: a CV touches a few hundred first tokens
 * of the tens of thousands indexed, so the process starts without building paths it never walks.
 * Claim order (base data first) is kept inside each bucket, so the result is the same as an
 * eager build.
 */
export class SkillTrie {
  readonly root: TrieNode = { key: '', hasNext: true };
  private readonly nodes = new Map<string, TrieNode>();
  private readonly pending = new Map<string, PendingForm[]>();
  private readonly _collisions: FormCollision[] = [];
  private _formCount = 0;

  /** Files a form under its first token (and its variants' first tokens). */
  add(skill: SkillEntry, form: SkillForm): void {
    const tokens = labelTokens(form.text);
    if (tokens.length === 0) return;
    const caseKey = form.caseSensitive ? caseKeyOf(form.text) : '';
    for (const variant of formVariants(tokens)) {
      const first = variant[0]!;
      const list = this.pending.get(first);
      const entry = { skill, form, variant, primary: variant === tokens, caseKey };
      if (list) list.push(entry);
      else this.pending.set(first, [entry]);
    }
  }

  /** Keys claimed by two skills; the first kept it. Builds every bucket. */
  get collisions(): FormCollision[] {
    this.buildAll();
    return this._collisions;
  }

  /** Distinct (key, skill) entries indexed. Builds every bucket. */
  get formCount(): number {
    this.buildAll();
    return this._formCount;
  }

  buildAll(): void {
    for (const first of [...this.pending.keys()]) this.build(first);
  }

  private build(first: string): void {
    const list = this.pending.get(first);
    if (!list) return;
    this.pending.delete(first);
    for (const p of list) this.insert(p);
  }

  private insert({ skill, form, variant, primary, caseKey }: PendingForm): void {
    let node = this.root;
    for (const token of variant) {
      node.hasNext = true;
      const key = node === this.root ? token : node.key + SEP + token;
      let child = this.nodes.get(key);
      if (!child) {
        child = { key, hasNext: false };
        this.nodes.set(key, child);
      }
      node = child;
    }
    const forms = node.forms;
    if (!forms) {
      node.forms = [{ skill, form, length: variant.length, caseKey }];
      this._formCount++;
      return;
    }
    // The same skill reaching one key through two forms: if either says the words are
    // ambiguous (a common word in some language), they are.
    const existing = forms.find((f) => f.skill.id === skill.id);
    if (existing) {
      if (!existing.form.ambiguous && form.ambiguous) {
        existing.form = form;
        existing.caseKey = caseKey;
      }
      return;
    }
    // Two skills may share words only when capitals tell them apart ("SWIFT" payments,
    // "Swift" the language): otherwise the first claim (base data) keeps them.
    if (!form.caseSensitive && !forms.some((f) => f.form.caseSensitive)) {
      if (primary) this._collisions.push({ key: variant.join(' '), kept: forms[0]!.skill.id, dropped: skill.id });
      return;
    }
    forms.push({ skill, form, length: variant.length, caseKey });
    this._formCount++;
  }

  /** The node one token further down, if any form continues that way. */
  child(node: TrieNode, token: string): TrieNode | undefined {
    if (node === this.root) {
      if (this.pending.size) this.build(token);
      return this.nodes.get(token);
    }
    if (!node.hasNext) return undefined;
    return this.nodes.get(node.key + SEP + token);
  }

  /** The skills whose form is exactly these tokens (no partial match), in claim order. */
  exact(tokens: string[]): IndexedForm[] {
    let node: TrieNode | undefined = this.root;
    for (const token of tokens) {
      node = this.child(node, token);
      if (!node) return [];
    }
    return node.forms ?? [];
  }
}
