/**
 * Role nouns (the head words of job titles) and seniority words, in the six languages
 * (dataset/roles.json).
 */
import { readLexiconJson } from './lexicon-files.ts';
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
  const seniority = new PhraseIndex<SeniorityWord>();
  for (const [level, words] of Object.entries(raw.seniority)) for (const w of words) seniority.add(w, level as SeniorityWord);
  const suffixes = [...new Set(raw.germanSuffixes.map((s) => wordTokens(s)[0]?.text ?? s))].sort((a, b) => b.length - a.length);
  const endings = [...raw.genderEndings].sort((a, b) => b.length - a.length).join('|');
  // The ending after a mark ("-ne", "·e", ":in", "*in", "/a", "(se)"), blanked so offsets stay.
  const gendered = new RegExp(`(?<=\\p{L}{3})(?:[-·.:*/]|/-|\\()(?:${endings})\\)?(?!\\p{L})`, 'gu');
  return { roles, seniority, suffixes, gendered, order: Object.keys(raw.seniority) as SeniorityWord[] };
});

/** Number of role nouns in a text ("Senior Software Engineer" → 1; German compounds count). */
export function roleNounCount(text: string): number {
  const { roles, suffixes } = data();
  const tokens = wordTokens(ungendered(text));
  let count = roles.findAll(tokens).length;
  for (const t of tokens) {
    if (t.text.length > 8 && suffixes.some((s) => t.text.endsWith(s) && t.text.length > s.length + 2)) count++;
  }
  return count;
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
