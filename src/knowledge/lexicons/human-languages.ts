/**
 * Human languages (ISO 639-1) by their names in the six languages, and level words mapped to
 * CEFR where the mapping is sound (dataset/languages.json).
 */
import { readLexiconJson } from './lexicon-files.ts';
import { PhraseIndex } from './phrase-index.ts';
import { once } from '../text/memo.ts';
import { foldKey } from '../text/fold.ts';

export type LanguageLevel = 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'native';

interface LanguagesFile {
  names: Record<string, string[]>;
  ambiguous: string[];
  levels: Record<string, string[] | string>;
}

export interface LanguageNameHit {
  code: string;
  ambiguous: boolean;
}

const data = once(() => {
  const raw = readLexiconJson<LanguagesFile>('languages.json');
  const ambiguous = new Set(raw.ambiguous.map(foldKey));
  const names = new PhraseIndex<LanguageNameHit>();
  const englishName = new Map<string, string>();
  for (const [code, list] of Object.entries(raw.names)) {
    englishName.set(code, list[0]!);
    for (const n of list) names.add(n, { code, ambiguous: ambiguous.has(foldKey(n)) });
  }
  const levels = new PhraseIndex<LanguageLevel>();
  for (const [level, list] of Object.entries(raw.levels)) {
    if (!Array.isArray(list)) continue;
    for (const w of list) levels.add(w, level as LanguageLevel);
  }
  return { names, levels, englishName };
});

export function languageNameIndex(): PhraseIndex<LanguageNameHit> {
  return data().names;
}

export function languageLevelIndex(): PhraseIndex<LanguageLevel> {
  return data().levels;
}

/** English name of a language code ("de" → "German"). */
export function languageName(code: string): string {
  const n = data().englishName.get(code) ?? code;
  return n.charAt(0).toUpperCase() + n.slice(1);
}
