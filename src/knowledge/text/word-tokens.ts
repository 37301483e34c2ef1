/**
 * Word tokens: the folded words of a text with their offsets in the original, for the lexicons
 * (headings, cues, places, degrees, roles) that match whole words. Skill and occupation names,
 * whose punctuation is part of the name ("C++", "Node.js", "CI/CD"), use `name-tokens.ts`.
 */
import { fold } from './fold.ts';

/** A token of a text: folded word plus where it sits in the original string. */
export interface WordToken {
  text: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)*/gu;

/**
 * Splits text into folded word tokens with their offsets. Apostrophes separate words ("d'études" →
 * "d", "etudes"); dots between letters stay inside one token and are dropped from its folded form,
 * so abbreviations compare whole ("M.Sc" → "msc", "B.Tech" → "btech").
 */
export function wordTokens(text: string): WordToken[] {
  const out: WordToken[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    out.push({ text: foldToken(m[0]), start, end: start + m[0].length });
  }
  return out;
}

// Words repeat across lines and CVs; folding (NFKD) is the costly part of tokenizing.
let tokenCache = new Map<string, string>();
function foldToken(word: string): string {
  let folded = tokenCache.get(word);
  if (folded === undefined) {
    folded = fold(word).replace(/\./g, '');
    if (tokenCache.size > 50_000) tokenCache = new Map();
    tokenCache.set(word, folded);
  }
  return folded;
}
