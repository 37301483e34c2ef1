/**
 * Job titles to comparable word bags: level and contract words dropped ("Senior", "Junior",
 * "Praktikant", "(m/w/d)"), feminine and plural forms folded onto the vocabulary of known
 * titles ("sviluppatrice" → "sviluppatore", "Entwicklerin" → "entwickler", "développeuse" →
 * "développeur"), German compounds split when their parts are known ("Javaentwickler" →
 * "java" + "entwickler").
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { foldText, tokenize } from '../text-normalize.ts';

const MODIFIERS_FILE = fileURLToPath(new URL('./dataset/title-modifiers.txt', import.meta.url));

let modifiers: Set<string> | undefined;
export function titleModifiers(): Set<string> {
  if (!modifiers) {
    modifiers = new Set(
      readFileSync(MODIFIERS_FILE, 'utf8')
        .split('\n')
        .map((l) => foldText(l.trim()))
        .filter((l) => l && !l.startsWith('#')),
    );
  }
  return modifiers;
}

/** Words of a title, folded, without level/contract words and single letters. */
export function rawTitleWords(text: string): string[] {
  const skip = titleModifiers();
  // Initials glued by "&" are one word: "F&B manager", "M&A analyst", "A&P mechanic".
  const words: string[] = [];
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word') continue;
    let word = t.norm;
    while (tokens[i + 1]?.norm === '&' && tokens[i + 2]?.kind === 'word' && !tokens[i + 1]!.spaceBefore && !tokens[i + 2]!.spaceBefore) {
      word += tokens[i + 2]!.norm;
      i += 2;
    }
    words.push(word);
  }
  return words.filter((w) => w.length > 1 && !skip.has(w));
}

/** Suffix rewrites tried, in order, on a word the vocabulary lacks. */
const REWRITES: Array<[string, string]> = [
  ['innen', ''],
  ['in', ''],
  ['trice', 'tore'],
  ['trici', 'tore'],
  ['essa', 'e'],
  ['euse', 'eur'],
  ['euses', 'eur'],
  ['rice', 'eur'],
  ['ere', 'er'],
  ['ienne', 'ien'],
  ['ive', 'if'],
  ['ora', 'or'],
  ['oras', 'or'],
  ['ores', 'or'],
  ['eira', 'eiro'],
  ['a', 'o'],
  ['as', 'o'],
  ['e', 'o'],
  ['i', 'o'],
  ['i', 'e'],
  ['e', ''],
  ['es', ''],
  ['s', ''],
];

/** The vocabulary form of a word, or undefined when no rewrite lands in the vocabulary. */
function fold(word: string, vocabulary: ReadonlySet<string>): string | undefined {
  if (vocabulary.has(word)) return word;
  for (const [suffix, replacement] of REWRITES) {
    if (word.length - suffix.length < 3 || !word.endsWith(suffix)) continue;
    const candidate = word.slice(0, word.length - suffix.length) + replacement;
    if (vocabulary.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * German compounds: the longest known tail, and the head (linking "s" dropped) before it.
 * `strict` requires the head to be known too ("softwareentwickler" → software + entwickler).
 */
function decompound(word: string, vocabulary: ReadonlySet<string>, strict: boolean): string[] | undefined {
  if (word.length < 7) return undefined;
  const known = (w: string): string | undefined => {
    if (vocabulary.has(w)) return w;
    // Feminine and plural German tails: "entwicklerin", "entwicklerinnen".
    if (w.endsWith('innen') && vocabulary.has(w.slice(0, -5))) return w.slice(0, -5);
    if (w.endsWith('in') && vocabulary.has(w.slice(0, -2))) return w.slice(0, -2);
    return undefined;
  };
  for (let k = 3; k <= word.length - 4; k++) {
    const tail = known(word.slice(k));
    if (!tail) continue;
    const head = word.slice(0, k);
    const headKnown = vocabulary.has(head) ? head : head.endsWith('s') && vocabulary.has(head.slice(0, -1)) ? head.slice(0, -1) : undefined;
    if (headKnown) return [headKnown, tail];
    if (!strict) return [head, tail];
  }
  return undefined;
}

/**
 * Title words mapped onto the vocabulary where possible; unknown words kept as they are. Known
 * compounds are split whether written glued or apart, so "Softwareentwickler" and
 * "Software-Entwickler" give the same words.
 */
export function titleWords(text: string, vocabulary: ReadonlySet<string>, canonical?: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  const push = (w: string) => out.push(canonical?.get(w) ?? w);
  for (const word of rawTitleWords(text)) {
    const parts = word.length >= 9 ? decompound(word, vocabulary, true) : undefined;
    if (parts) {
      parts.forEach(push);
      continue;
    }
    const folded = fold(word, vocabulary);
    if (folded) {
      push(folded);
      continue;
    }
    (decompound(word, vocabulary, false) ?? [word]).forEach(push);
  }
  return out;
}

/**
 * Known words that are the feminine or plural of other known words ("desenvolvedora" →
 * "desenvolvedor", "ingeniera" → "ingeniero", "développeuse" → "développeur"), so a title
 * written in either form lands on the same words.
 */
export function canonicalForms(vocabulary: ReadonlySet<string>): Map<string, string> {
  const canonical = new Map<string, string>();
  for (const word of vocabulary) {
    for (const [suffix, replacement] of REWRITES) {
      if (word.length - suffix.length < 3 || !word.endsWith(suffix)) continue;
      const candidate = word.slice(0, word.length - suffix.length) + replacement;
      if (candidate !== word && vocabulary.has(candidate)) {
        canonical.set(word, candidate);
        break;
      }
    }
  }
  return canonical;
}
