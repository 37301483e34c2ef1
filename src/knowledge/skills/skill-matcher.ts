/**
 * Finds known skills in text: a longest-match walk of the token trie from each word, then the
 * ambiguity rule of `SkillMatchContext` for names that are also common words.
 */
import { readFileSync } from 'node:fs';
import { SKILL_DATA_DIR, type SkillCatalog } from './skill-catalog.ts';
import { caseKeyOf, type IndexedForm, type SkillTrie, type TrieNode } from './skill-trie.ts';
import type { SkillMatch, SkillMatchContext } from './skill-types.ts';
import { labelTokens, type NameToken, nameTokens } from '../text/name-tokens.ts';

/** The tunable figures of matching, in one place. */
export const AMBIGUITY_RULE = {
  /** How far (in tokens) a supporting skill may be from an ambiguous one. */
  windowTokens: 8,
  /** Skills found around by the caller that make a list-item ambiguous name acceptable. */
  minNearbySkills: 3,
} as const;

export const MATCH_CONFIDENCE = {
  /** Canonical names and aliases of four characters or more, or of several words. */
  clear: 0.95,
  /** Labels in Italian, Spanish, French, German, Portuguese. */
  label: 0.9,
  /** Short acronyms and names (≤ 3 characters). */
  short: 0.85,
  ambiguousInSkillsSection: 0.8,
  ambiguousWithNeighbour: 0.7,
  ambiguousWithNearbyCount: 0.6,
} as const;

/** Domains whose skills vouch for each other's ambiguous names ("Excel" next to "SQL"). */
const DIGITAL_DOMAINS = new Set(['software', 'data', 'office', 'design', 'engineering']);

/** Sentence ends: an ambiguous name is not supported across them. */
const SENTENCE_END = new Set(['.', '!', '?', ';']);

interface Candidate {
  indexed: IndexedForm;
  /** NameToken indices [first, last] of the match. */
  first: number;
  last: number;
  start: number;
  end: number;
  accepted: boolean;
  confidence: number;
}

/** The children a token leads to: its own spelling first, then its English singular/plural. */
function childrenFor(trie: SkillTrie, node: TrieNode, token: NameToken): Array<{ child: TrieNode; folded: boolean }> {
  if (!node.hasNext) return [];
  const out: Array<{ child: TrieNode; folded: boolean }> = [];
  const exact = trie.child(node, token.norm);
  if (exact) out.push({ child: exact, folded: false });
  // English plurals written either way ("financial statement(s)", "reconciliations").
  const t = token.norm;
  if (token.kind === 'word' && t.length >= 4 && /^[a-z]+$/.test(t)) {
    const alt = t.endsWith('s') ? trie.child(node, t.slice(0, -1)) : trie.child(node, `${t}s`);
    if (alt) out.push({ child: alt, folded: true });
  }
  return out;
}

/** Singular/plural folding is English morphology: only English forms of clear words get it. */
function foldAllowed(f: IndexedForm): boolean {
  return f.form.lang === 'en' && !f.form.ambiguous && (f.length >= 2 || f.form.text.length >= 6);
}

/**
 * Short all-capital forms ("SQL", "DEI", "SAP", "AWS") are certain when written in capitals; written
 * otherwise they may be a word of some language ("dei", "sap", "via"), so they need context.
 */
const ACRONYM = /^[A-Z][A-Z0-9]{1,4}$/;
function acronymWrittenOtherwise(f: IndexedForm, written: string): boolean {
  return !f.form.caseSensitive && ACRONYM.test(f.form.text) && written !== f.form.text;
}

const gluedJoiner = (t: NameToken | undefined) => t?.kind === 'joiner' && (t.norm === '-' || t.norm === '&');

interface Found {
  forms: IndexedForm[];
  last: number;
  folded: boolean;
}

/**
 * Longest match starting at token i, or undefined. Walks every path the spellings allow (a
 * token and its singular/plural); the longest wins, an exact spelling on a tie.
 */
function longestAt(tokens: NameToken[], i: number, trie: SkillTrie): Found | undefined {
  let best: Found | undefined;
  const reached = (node: TrieNode, last: number, folded: boolean): void => {
    if (node.forms) {
      const forms = folded ? node.forms.filter(foldAllowed) : node.forms;
      if (forms.length && (!best || last > best.last || (last === best.last && best.folded && !folded))) {
        best = { forms, last, folded };
      }
    }
    walk(node, last + 1, folded);
  };
  const walk = (node: TrieNode, j: number, folded: boolean): void => {
    while (j < tokens.length) {
      const token = tokens[j]!;
      if (token.kind === 'separator') return;
      const steps = childrenFor(trie, node, token);
      if (steps.length) {
        for (const step of steps) reached(step.child, j, folded || step.folded);
        return;
      }
      // "front-end development" for the form "front end development".
      const next = tokens[j + 1];
      if (j > i && token.norm === '-' && !token.spaceBefore && next && !next.spaceBefore) {
        j++;
        continue;
      }
      return;
    }
  };
  walk(trie.root, i, false);
  return best;
}

function baseConfidence(f: IndexedForm): number {
  if (f.form.source === 'label') return MATCH_CONFIDENCE.label;
  return f.length >= 2 || f.form.text.length >= 4 ? MATCH_CONFIDENCE.clear : MATCH_CONFIDENCE.short;
}

function compatible(a: IndexedForm, b: IndexedForm): boolean {
  const da = a.skill.domain;
  const db = b.skill.domain;
  return da === db || (DIGITAL_DOMAINS.has(da) && DIGITAL_DOMAINS.has(db));
}

/**
 * A one-letter word next to another one-letter word on the same line is letter-spaced text
 * ("C O M P É T E N C E S"), not the language C or R.
 */
function inLetterSpacedRun(tokens: NameToken[], i: number): boolean {
  const token = tokens[i]!;
  if (token.norm.length !== 1) return false;
  const single = (t: NameToken | undefined) => t?.kind === 'word' && t.norm.length <= 2 && /^\p{L}+$/u.test(t.norm);
  return single(tokens[i - 1]) || single(tokens[i + 1]);
}

let cueWords: Set<string> | undefined;
/** Words that say a text speaks of skills: "skills", "knowledge", "conoscenza", "Kenntnisse"… */
export function skillCueWords(): Set<string> {
  cueWords ??= new Set(
    readFileSync(`${SKILL_DATA_DIR}/skill-cue-words.txt`, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => labelTokens(l).join(' ')),
  );
  return cueWords;
}

function speaksOfSkills(tokens: NameToken[]): boolean {
  const cues = skillCueWords();
  return tokens.some((t) => t.kind === 'word' && cues.has(t.norm));
}

/** The token starts the text or a sentence, where any word is capitalized. */
function opensSentence(tokens: NameToken[], i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const t = tokens[k]!;
    if (t.kind === 'word') return false;
    if (t.kind === 'separator' && (SENTENCE_END.has(t.norm) || t.norm === '\n' || t.norm === ':')) return true;
  }
  return true;
}

let levelWords: Set<string> | undefined;
/** Level and "knowledge" words of skills lists (skill-qualifiers.txt) of four letters or more: no connectives. */
function skillLevelWords(): Set<string> {
  levelWords ??= new Set(
    readFileSync(`${SKILL_DATA_DIR}/skill-qualifiers.txt`, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.length >= 4 && !l.startsWith('#'))
      .map((l) => labelTokens(l).join(' ')),
  );
  return levelWords;
}

/** The word right after a match says it is a skill or its level ("Excel skills", "SAP Kenntnisse", "Excel avanzado"). */
function cueAfter(tokens: NameToken[], last: number): boolean {
  const next = tokens[last + 1];
  return next?.kind === 'word' && (skillCueWords().has(next.norm) || skillLevelWords().has(next.norm));
}

/** True when the token range stands alone between separators (a list item). */
function isListItem(tokens: NameToken[], first: number, last: number): boolean {
  const before = tokens[first - 1];
  const after = tokens[last + 1];
  const free = (t: NameToken | undefined) => !t || t.kind === 'separator' || (t.kind === 'joiner' && t.norm === '/');
  return free(before) && free(after);
}

/** The writing agrees with a capitalized dictionary form ("Go", not "go"). */
function capitalsAgree(text: string, f: IndexedForm): boolean {
  const formFirst = f.form.text.match(/\p{L}/u)?.[0];
  const textFirst = text.match(/\p{L}/u)?.[0];
  if (!formFirst || !textFirst) return true;
  const formUpper = formFirst !== formFirst.toLowerCase();
  return !formUpper || textFirst !== textFirst.toLowerCase();
}

/**
 * A name written with small letters in the dictionary ("Ada", "Go", "Rust") but in capitals in the
 * text ("ADA", "GO") is another word, an acronym, unless the whole line is in capitals.
 */
function shouted(text: string, c: Candidate): boolean {
  const written = text.slice(c.start, c.end);
  if (!/\p{Ll}/u.test(c.indexed.form.text) || written.replace(/[^\p{L}]/gu, '').length < 2) return false;
  if (written !== written.toUpperCase()) return false;
  const lineStart = text.lastIndexOf('\n', c.start - 1) + 1;
  const lineEnd = text.indexOf('\n', c.end);
  const letters = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd).replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  return upper < 0.8 * letters.length;
}

/** Every occurrence of a known skill in `text`, in order of position. */
export function findSkillsIn(catalog: SkillCatalog, text: string, context: SkillMatchContext = {}): SkillMatch[] {
  const tokens = nameTokens(text);
  const candidates: Candidate[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (token.kind !== 'word') {
      i++;
      continue;
    }
    const found = longestAt(tokens, i, catalog.trie);
    if (!found) {
      i++;
      continue;
    }
    const start = token.start;
    const end = tokens[found.last]!.end;
    const written = text.slice(start, end);
    // A form that needs capitals and has them beats one that does not care ("SWIFT" vs "Swift").
    const forms = found.forms.filter((f) => !f.form.caseSensitive || caseKeyOf(written) === f.caseKey);
    const indexed = forms.find((f) => f.form.caseSensitive) ?? forms[0];
    if (!indexed) {
      i++;
      continue;
    }
    // "C-level", "R&D", "go-to-market": an ambiguous name glued into a compound is not the skill.
    const before = tokens[i - 1];
    const after = tokens[found.last + 1];
    const glued =
      (gluedJoiner(before) && !token.spaceBefore && !before!.spaceBefore && i >= 2) ||
      (gluedJoiner(after) && !after!.spaceBefore && tokens[found.last + 2] && !tokens[found.last + 2]!.spaceBefore);
    if ((glued && indexed.form.ambiguous) || (found.last === i && inLetterSpacedRun(tokens, i))) {
      i++;
      continue;
    }
    const needsContext = indexed.form.ambiguous || acronymWrittenOtherwise(indexed, written);
    candidates.push({
      indexed,
      first: i,
      last: found.last,
      start,
      end,
      accepted: !needsContext,
      confidence: baseConfidence(indexed),
    });
    i = found.last + 1;
  }
  resolveAmbiguous(candidates, tokens, text, context);
  return candidates
    .filter((c) => c.accepted)
    .map((c) => ({
      id: c.indexed.skill.id,
      name: c.indexed.skill.name,
      asWritten: text.slice(c.start, c.end),
      start: c.start,
      end: c.end,
      confidence: c.confidence,
      category: c.indexed.skill.category,
      soft: c.indexed.skill.soft,
      lang: c.indexed.form.lang,
      ambiguous: c.indexed.form.ambiguous,
    }));
}

function resolveAmbiguous(candidates: Candidate[], tokens: NameToken[], text: string, context: SkillMatchContext): void {
  const pending = candidates.filter((c) => !c.accepted);
  if (!pending.length) return;
  if (context.inSkillsSection) {
    for (const c of pending) {
      c.accepted = true;
      c.confidence = Math.min(c.confidence, MATCH_CONFIDENCE.ambiguousInSkillsSection);
    }
    return;
  }
  const open = pending.filter((c) => capitalsAgree(text.slice(c.start, c.end), c.indexed) && !shouted(text, c));
  // Sentence index of each token, so support never crosses a sentence end.
  const sentenceOf = new Int32Array(tokens.length);
  let sentence = 0;
  for (let t = 0; t < tokens.length; t++) {
    const tok = tokens[t]!;
    if (tok.kind === 'separator' && (SENTENCE_END.has(tok.norm) || (tok.norm === '\n' && context.lineEnds?.has(tok.start)))) sentence++;
    sentenceOf[t] = sentence;
  }
  // Fixpoint: a name accepted thanks to a neighbour can support the next ("Ansible, Chef, Puppet").
  let changed = true;
  while (changed) {
    changed = false;
    for (const c of open) {
      if (c.accepted) continue;
      const support = candidates.some(
        (o) =>
          o !== c &&
          o.accepted &&
          compatible(o.indexed, c.indexed) &&
          sentenceOf[o.first] === sentenceOf[c.first] &&
          Math.min(Math.abs(o.first - c.last), Math.abs(c.first - o.last)) <= AMBIGUITY_RULE.windowTokens,
      );
      if (support) {
        c.accepted = true;
        c.confidence = Math.min(c.confidence, MATCH_CONFIDENCE.ambiguousWithNeighbour);
        changed = true;
      }
    }
  }
  if (context.requirement) {
    const speaks = speaksOfSkills(tokens);
    for (const c of open) {
      if (c.accepted || !/^\p{Lu}/u.test(c.indexed.form.text)) continue;
      // "Excel skills", "Excel Kenntnisse", "Excel avanzado": a name opening an item is any
      // capitalised word, unless the word after it says it is a skill or gives its level.
      if (!(cueAfter(tokens, c.last) || (speaks && !opensSentence(tokens, c.first)))) continue;
      c.accepted = true;
      c.confidence = Math.min(c.confidence, MATCH_CONFIDENCE.ambiguousWithNeighbour);
    }
  }
  if ((context.nearbySkillCount ?? 0) >= AMBIGUITY_RULE.minNearbySkills) {
    for (const c of open) {
      if (c.accepted || !isListItem(tokens, c.first, c.last)) continue;
      c.accepted = true;
      c.confidence = Math.min(c.confidence, MATCH_CONFIDENCE.ambiguousWithNearbyCount);
    }
  }
}
