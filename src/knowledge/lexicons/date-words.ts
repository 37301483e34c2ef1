/**
 * Words of the date grammar: month names and abbreviations, "present" words, "since" words,
 * the "from" words opening a range, range separators, seasons and vague qualifiers, in the six languages (dataset/dates.json).
 */
import { readLexiconJson } from './lexicon-files.ts';
import { once } from '../text/memo.ts';
import { fold } from '../text/fold.ts';

interface DatesFile {
  months: Record<string, string[]>;
  present: string[];
  since: string[];
  rangeOpeners: string[];
  rangeSeparators: string[];
  seasons: string[];
  qualifiers: string[];
  connectors: string[];
}

export interface DateWords {
  /** Folded month word → month number 1..12. */
  months: Map<string, number>;
  present: string[];
  since: string[];
  /** "from" words that open a whole range ("von … bis …", "du … au …"): with the since words, the date's first word. */
  openers: string[];
  separators: string[];
  seasons: string[];
  qualifiers: string[];
  connectors: string[];
}

const uniqueFolded = (words: string[]) => [...new Set(words.map((w) => fold(w).replace(/'/g, ' ').trim()))];

export const dateWords = once((): DateWords => {
  const raw = readLexiconJson<DatesFile>('dates.json');
  const months = new Map<string, number>();
  for (const [n, words] of Object.entries(raw.months)) for (const w of words) months.set(fold(w), Number(n));
  return {
    months,
    present: uniqueFolded(raw.present),
    since: uniqueFolded(raw.since),
    openers: uniqueFolded([...raw.since, ...raw.rangeOpeners]),
    separators: uniqueFolded(raw.rangeSeparators),
    seasons: uniqueFolded(raw.seasons),
    qualifiers: uniqueFolded(raw.qualifiers),
    connectors: uniqueFolded(raw.connectors),
  };
});
