/**
 * Role nouns (the head words of job titles) and seniority words, in the six languages
 * (dataset/roles.json).
 */
import { getOccupationCatalog } from '../occupations/occupation-catalog.ts';
import { foldKey } from '../text/fold.ts';
import { findDegree } from './degrees.ts';
import { readLexiconJson, readLexiconLines } from './lexicon-files.ts';
import { PhraseIndex } from './phrase-index.ts';
import { once } from '../text/memo.ts';
import { wordTokens } from '../text/word-tokens.ts';

interface RolesFile {
  roleNouns: string[];
  genderEndings: string[];
  germanSuffixes: string[];
  seniority: Record<string, string[]>;
}

export type SeniorityWord = 'intern' | 'junior' | 'senior' | 'lead' | 'manager' | 'director' | 'executive';

const data = once(() => {
  const raw = readLexiconJson<RolesFile>('roles.json');
  const roles = new PhraseIndex<true>();
  for (const w of raw.roleNouns) roles.add(w, true);
  // The lexicon's own nouns, then the trades the occupations add (see occupationWords).
  const core = new PhraseIndex<true>();
  for (const w of raw.roleNouns) core.add(w, true);
  for (const w of occupationWords()) roles.add(w, true);
  const seniority = new PhraseIndex<SeniorityWord>();
  for (const [level, words] of Object.entries(raw.seniority)) for (const w of words) seniority.add(w, level as SeniorityWord);
  const suffixes = [...new Set(raw.germanSuffixes.map((s) => wordTokens(s)[0]?.text ?? s))].sort((a, b) => b.length - a.length);
  const endings = [...raw.genderEndings].sort((a, b) => b.length - a.length).join('|');
  // The ending after a mark ("-ne", "·e", ":in", "*in", "/a", "(se)"), blanked so offsets stay.
  const gendered = new RegExp(`(?<=\\p{L}{3})(?:[-·.:*/]|/-|\\()(?:${endings})\\)?(?!\\p{L})`, 'gu');
  return { roles, core, seniority, suffixes, gendered, order: Object.keys(raw.seniority) as SeniorityWord[] };
});

/**
 * Role nouns the occupations knowledge base holds, in the six languages: its one-word titles
 * ("Elettricista", "Fotógrafo", "Erzieherin", "Plombier") and the word that opens an Italian,
 * Spanish, French or Portuguese title when it is the title's head ("Educadora" of "Educadora
 * infantil", "Perito" of "Perito agrario"). The lexicon of role nouns so grows with the
 * occupations and is not kept twice. Left out: family names that are trades ("Richter",
 * "Potter": dataset/occupational-surnames.txt) and abbreviations ("RN", "DBA"), which name many
 * other things, and the names of degrees ("Tecnólogo", "Master"): a title a school gives. Only the built-in occupations count (not an
 * imported ESCO extension), so every installation reads titles alike.
 */
function occupationWords(): string[] {
  const catalog = getOccupationCatalog();
  const surnames = new Set(readLexiconLines('occupational-surnames.txt').map(foldKey));
  const out: string[] = [];
  const wordLike = (w: string) => /^\p{L}[\p{L}-]{4,}$/u.test(w) && w !== w.toUpperCase() && !surnames.has(foldKey(w)) && !findDegree(w);
  // A word heading two titles or more: one title alone ("Relaciones públicas") may open with a field.
  const heads = new Map<string, number>();
  for (const t of catalog.titles) if (t.head) heads.set(t.head, (heads.get(t.head) ?? 0) + 1);
  for (const t of catalog.titles) {
    if (t.occupation.escoUri || !t.head) continue;
    const words = t.title.trim().split(/\s+/);
    const first = words[0]!;
    if (!wordLike(first)) continue;
    if (words.length === 1) out.push(first);
    else if (t.lang !== 'en' && t.lang !== 'de' && (catalog.headness.get(t.head) ?? 0) >= 0.75 && (heads.get(t.head) ?? 0) >= 2) {
      const key = foldKey(first);
      if (key === t.head || catalog.canonical.get(key) === t.head) out.push(first);
    }
  }
  return out;
}

/**
 * Number of role nouns in a text ("Senior Software Engineer" → 1; German compounds count).
 * With `trades: false` the occupations' trade words are left out: a course at a training school
 * is named after the trade it teaches ("Eletricista Predial" at SENAI).
 */
export function roleNounCount(text: string, options: { trades?: boolean } = {}): number {
  const { roles, core, suffixes } = data();
  const tokens = wordTokens(ungendered(text));
  let count = (options.trades === false ? core : roles).findAll(tokens).length;
  for (const t of tokens) {
    if (t.text.length > 8 && suffixes.some((s) => t.text.endsWith(s) && t.text.length > s.length + 2)) count++;
  }
  return count;
}

/**
 * A word that heads a German compound title ("Entwickler" of "Java-Entwickler", "Projektleiter"
 * of "IT-Projektleiter"): one of the German role suffixes, alone or ending a longer word.
 */
export function isGermanCompoundHead(word: string): boolean {
  const key = wordTokens(word)[0]?.text ?? '';
  return key.length > 3 && data().suffixes.some((s) => key === s || (key.endsWith(s) && key.length > s.length + 2));
}

/** Seniority words of a title, in the data file's order of precedence (intern first). */
export function seniorityWords(text: string): SeniorityWord[] {
  const { seniority, order } = data();
  const found = new Set(seniority.findAll(wordTokens(text)).map((m) => m.value));
  return order.filter((o) => found.has(o));
}

/** Character offset where the last role noun of a text ends ("Aviation Technician Acme Corp" → after "Technician"). */
export function lastRoleNounEnd(text: string): number | null {
  const { roles } = data();
  const matches = roles.findAll(wordTokens(ungendered(text)));
  return matches.length ? matches[matches.length - 1]!.end : null;
}

/** "Informaticien-ne" → "Informaticien   ": a gender-inclusive ending blanked, offsets kept. */
function ungendered(text: string): string {
  return text.replace(data().gendered, (m) => ' '.repeat(m.length));
}
