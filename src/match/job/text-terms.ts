/**
 * Text → index terms for the text-relevance signal: the knowledge base's tokenizer (accents
 * folded, "c++", "node.js" kept whole), stop words of the six languages dropped, dates and
 * one-letter words dropped, and a light plural fold of plain words ("reconciliations" →
 * "reconciliation", "sistemas" → "sistema") so singular and plural meet. The same function cuts
 * CVs and job descriptions.
 */
import { stopWords } from './match-lexicon.ts';
import { nameTokens } from '../../knowledge/text/name-tokens.ts';

const YEAR = /^(19|20)\d\d$/;
const DIGITS = /^\d+$/;

/** Plural folding: a trailing "s" off words of five letters or more ("ies" → "y"); not "ss", "us", "is". */
export function foldPlural(word: string): string {
  // Only plain words: "node.js", "aws" as part of "aws-s3" and the like stay as written.
  if (word.length < 5 || !word.endsWith('s') || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 5) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  return word.slice(0, -1);
}

/** The index terms of a text, in order (repeats kept: term frequency is their count). */
export function textTerms(text: string, opts: { stem?: boolean } = {}): string[] {
  const stop = stopWords();
  const stem = opts.stem ?? true;
  const out: string[] = [];
  for (const t of nameTokens(text)) {
    if (t.kind !== 'word') continue;
    const w = t.norm.replace(/\.+$/, '');
    if (w.length < 2 || stop.has(w) || YEAR.test(w) || (DIGITS.test(w) && w.length < 3)) continue;
    out.push(stem ? foldPlural(w) : w);
  }
  return out;
}

/** Term → count. */
export function countTerms(terms: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/** Packs term counts as "a b:2 c" (the stored form); keeps the `max` most frequent terms. */
export function packTerms(counts: Map<string, number>, max: number): { packed: string; length: number } {
  let length = 0;
  for (const n of counts.values()) length += n;
  const kept = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, max);
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { packed: kept.map(([t, n]) => (n > 1 ? `${t}:${Math.min(n, 65535)}` : t)).join(' '), length: Math.min(length, 65535) };
}

/** Reads the packed form back: calls `fn(term, count)` for each term. */
export function forEachPackedTerm(packed: string, fn: (term: string, count: number) => void): void {
  if (!packed) return;
  for (const item of packed.split(' ')) {
    const colon = item.lastIndexOf(':');
    if (colon > 0 && DIGITS.test(item.slice(colon + 1))) fn(item.slice(0, colon), Number(item.slice(colon + 1)));
    else fn(item, 1);
  }
}

/**
 * Lower case without accents, one UTF-16 unit for one, so offsets found in the result are offsets
 * in `text` ("Três anos" → "tres anos"). Characters whose folded form is longer stay as they are.
 */
export function sameLengthFold(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch.charCodeAt(0) < 128) {
      out += ch.toLowerCase();
      continue;
    }
    const f = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    out += f.length === 1 ? f : ch.toLowerCase().length === 1 ? ch.toLowerCase() : ch;
  }
  return out;
}
