/**
 * Places: countries (ISO 3166-1 alpha-2, names in six languages), cities and regions with their
 * country. Used to read a candidate's location and the places of jobs and schools.
 */
import { readLexiconJson, readLexiconLines } from './lexicon-files.ts';
import { sentenceWords } from './locale-cues.ts';
import { PhraseIndex } from './phrase-index.ts';
import { once } from '../text/memo.ts';
import { foldKey } from '../text/fold.ts';
import { wordTokens } from '../text/word-tokens.ts';

interface CountriesFile {
  countries: Record<string, { calling: string; names: string[] }>;
}

export interface PlaceHit {
  kind: 'city' | 'region' | 'country';
  /** Canonical name (first name in the data file). */
  name: string;
  country: string;
  /** A region code the data writes in parentheses ("(MI)"): that is how addresses write it. */
  inParentheses?: boolean;
}

const countriesFile = once(() => readLexiconJson<CountriesFile>('countries.json').countries);
const sharedCallingCode = once(() => readLexiconJson<{ sharedCallingCode: Record<string, string> }>('countries.json').sharedCallingCode);

/** The country a phone number's region stands for: a territory sharing a country's numbering plan is that country (GG → GB). */
export function phoneCountry(region: string): string {
  const main = sharedCallingCode()[region];
  return typeof main === 'string' && region !== '$comment' ? main : region;
}

/** Names of two or three letters ("US", "UK", "USA") must be written in capitals. */
const SHORT = 3;

export const placeIndex = once(() => {
  const index = new PhraseIndex<PlaceHit[]>();
  // A name that folds to a word every sentence uses ("Pará" → "para") would place every Spanish or
  // Portuguese line in Brazil: such names are read through their towns and codes only.
  const functionWords = sentenceWords();
  const add = (phrase: string, hit: PlaceHit) => {
    const key = foldKey(phrase);
    if (!key || (key.length > SHORT && functionWords.has(key))) return;
    const existing = pending.get(key);
    if (existing) existing.push(hit);
    else pending.set(key, [hit]);
  };
  const pending = new Map<string, PlaceHit[]>();
  for (const [code, entry] of Object.entries(countriesFile())) {
    const name = entry.names[0]!;
    for (const n of entry.names) add(n, { kind: 'country', name, country: code });
  }
  for (const line of readLexiconLines('cities.tsv')) {
    const [name, country, others] = line.split('\t');
    if (!name || !country) continue;
    const hit: PlaceHit = { kind: 'city', name, country };
    add(name, hit);
    for (const o of (others ?? '').split(',')) if (o.trim()) add(o.trim(), hit);
  }
  for (const line of readLexiconLines('regions.tsv')) {
    const [name, country, others] = line.split('\t');
    if (!name || !country) continue;
    const hit: PlaceHit = { kind: 'region', name, country };
    add(name, hit);
    for (const o of (others ?? '').split(',')) {
      const t = o.trim();
      // Two-letter region codes ("TX", "NSW", "(MI)") are read only after a town (regionCodes).
      if (t && !t.startsWith('(') && t.replace(/\./g, '').length > SHORT) add(t, hit);
    }
  }
  for (const [key, hits] of pending) index.add(key, hits);
  return index;
});

/** Region codes ("TX", "VIC", "MH", "MI") → regions, read only right after a town and a comma, a dash or in parentheses. */
export const regionCodes = once(() => {
  const map = new Map<string, PlaceHit[]>();
  for (const line of readLexiconLines('regions.tsv')) {
    const [name, country, others] = line.split('\t');
    if (!name || !country) continue;
    for (const o of (others ?? '').split(',')) {
      const written = o.trim().replace(/\./g, '');
      const t = written.replace(/^\((.*)\)$/, '$1');
      if (t && t.length <= SHORT && /^[A-Z]+$/.test(t)) {
        const list = map.get(t) ?? [];
        list.push({ kind: 'region', name, country, inParentheses: written !== t });
        map.set(t, list);
      }
    }
  }
  return map;
});

/** Whether a word (folded) is the name of a city of the gazetteer ("fortaleza"). */
export function isCityName(key: string): boolean {
  return !!placeIndex().exact(wordTokens(key))?.some((hit) => hit.kind === 'city');
}

/** Minimum letters a place name must have to be read in lower case ("us" is a word, "US" a country). */
export function needsCapitals(written: string): boolean {
  return written.replace(/[^\p{L}]/gu, '').length <= SHORT;
}

export function isCountryCode(code: string): boolean {
  return code in countriesFile();
}

const demonymIndex = once(() => {
  const index = new Map<string, string>();
  const file = readLexiconJson<{ demonyms: Record<string, string[]> }>('demonyms.json').demonyms;
  for (const [code, words] of Object.entries(file)) for (const w of words) index.set(foldKey(w), code);
  return index;
});

/**
 * The country of a stated nationality ("Indian", "italiana", "Deutsch", "Brazil"): a demonym in one
 * of the six languages, else a country name. Several nationalities ("Italian / Swiss"): the first.
 */
export function countryOfNationality(value: string): string | null {
  for (const part of value.split(/[/,;&]|\s(?:and|e|y|et|und)\s/u)) {
    const key = foldKey(part);
    if (!key) continue;
    const hit = demonymIndex().get(key) ?? placeIndex().exact(wordTokens(part))?.find((h) => h.kind === 'country')?.country;
    if (hit) return hit;
  }
  return null;
}
