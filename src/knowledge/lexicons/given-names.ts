/**
 * Given names (dataset/given-names.txt): one feature of name detection among several.
 */
import { readLexiconLines } from './lexicon-files.ts';
import { once } from '../text/memo.ts';
import { fold } from '../text/fold.ts';

const names = once(() => {
  const set = new Set<string>();
  for (const line of readLexiconLines('given-names.txt')) for (const w of line.split(/\s+/)) if (w) set.add(fold(w));
  return set;
});

export function isGivenName(word: string): boolean {
  return names().has(fold(word).replace(/[^\p{L}-]/gu, ''));
}
