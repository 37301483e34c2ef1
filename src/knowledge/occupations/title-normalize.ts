/**
 * Job titles to comparable words: folded, abbreviations and synonyms written one way ("HR" and
 * "human resources", "Rep" and "representative": `dataset/title-synonyms.txt`), feminine and
 * plural forms folded onto the vocabulary of known titles ("sviluppatrice" → "sviluppatore",
 * "Entwicklerin" → "entwickler", "jefa" → "jefe"), German compounds split when their parts are
 * known ("Javaentwickler" → "java" + "entwickler").
 *
 * Two readings of a title. A KNOWN title (a variant in the data) keeps every word but the
 * connectives: "general contractor" and "school principal" need their last word. A WRITTEN title
 * (a CV's, a job description's) also drops level, contract and gender words ("Senior",
 * "Praktikant", "(m/w/d)": `dataset/title-modifiers.txt`), except where such a word is the role
 * itself: the last word of "Deputy Principal" is the role, the first of "Principal Engineer" is not.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { foldText } from '../text/fold.ts';
import { nameTokens } from '../text/name-tokens.ts';

const DATASET = new URL('./dataset/', import.meta.url);

function wordList(file: string): Set<string> {
  return new Set(
    readFileSync(fileURLToPath(new URL(file, DATASET)), 'utf8')
      .split('\n')
      .map((l) => foldText(l.trim()))
      .filter((l) => l && !l.startsWith('#')),
  );
}

let modifiers: Set<string> | undefined;
/** Level, contract and gender words. */
export function titleModifiers(): Set<string> {
  modifiers ??= wordList('title-modifiers.txt');
  return modifiers;
}

let connectives: Set<string> | undefined;
/** Words that join the words of a title in the six languages ("of", "di", "de", "für"…). */
export function titleConnectives(): Set<string> {
  connectives ??= wordList('title-connectives.txt');
  return connectives;
}

let synonyms: Map<string, string[][]> | undefined;
/** First word → the phrases starting with it and what they are written as (longest first). */
function synonymTable(): Map<string, string[][]> {
  if (synonyms) return synonyms;
  const table = new Map<string, string[][]>();
  for (const line of readFileSync(fileURLToPath(new URL('title-synonyms.txt', DATASET)), 'utf8').split('\n')) {
    const l = line.trim();
    if (!l || l.startsWith('#')) continue;
    const [from, to] = l.split('=').map((s) => foldText(s.trim()).split(/\s+/).filter(Boolean));
    if (!from?.length || !to?.length) continue;
    // Stored as [from..., '=', to...] so one array carries both.
    const list = table.get(from[0]!) ?? [];
    list.push([...from, '=', ...to]);
    table.set(from[0]!, list);
  }
  for (const list of table.values()) list.sort((a, b) => b.indexOf('=') - a.indexOf('='));
  synonyms = table;
  return table;
}

/** Folded words of a title, "&"-glued initials kept as one ("F&B", "M&A"), synonyms rewritten. */
export function titleTokens(text: string): string[] {
  const words: string[] = [];
  const tokens = nameTokens(text);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word') continue;
    let word = t.norm.replace(/\.+$/, '');
    while (tokens[i + 1]?.norm === '&' && tokens[i + 2]?.kind === 'word' && !tokens[i + 1]!.spaceBefore && !tokens[i + 2]!.spaceBefore) {
      word += tokens[i + 2]!.norm;
      i += 2;
    }
    if (word) words.push(word);
  }
  const table = synonymTable();
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    const rule = table.get(words[i]!)?.find((r) => {
      const n = r.indexOf('=');
      for (let k = 0; k < n; k++) if (words[i + k] !== r[k]) return false;
      return true;
    });
    if (!rule) {
      out.push(words[i]!);
      i++;
      continue;
    }
    const n = rule.indexOf('=');
    out.push(...rule.slice(n + 1));
    i += n;
  }
  return out;
}

/** Words of a known title: every word but connectives and single letters. */
export function rawTitleWords(text: string): string[] {
  const skip = titleConnectives();
  return titleTokens(text).filter((w) => w.length > 1 && !skip.has(w));
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
  // Italian plurals of -co/-ca, -go/-ga: "cuoche", "cuochi" → "cuoco".
  ['che', 'co'],
  ['chi', 'co'],
  ['ghe', 'go'],
  ['ghi', 'go'],
  ['a', 'o'],
  ['a', 'e'],
  ['as', 'o'],
  ['as', 'e'],
  ['e', 'o'],
  ['i', 'o'],
  ['i', 'e'],
  ['e', ''],
  ['es', ''],
  ['s', ''],
  ['a', ''],
  ['', 's'],
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

/** One word mapped onto the vocabulary: folded, split, or as it is. */
export function mapWord(word: string, vocabulary: ReadonlySet<string>, canonical?: ReadonlyMap<string, string>): string[] {
  const canon = (w: string) => canonical?.get(w) ?? w;
  const parts = word.length >= 9 && !vocabulary.has(word) ? decompound(word, vocabulary, true) : undefined;
  if (parts) return parts.map(canon);
  const folded = fold(word, vocabulary);
  if (folded) return [canon(folded)];
  return (decompound(word, vocabulary, false) ?? [word]).map(canon);
}

/** A word of a title, in order, with what it is. */
export interface TitleWord {
  word: string;
  /** A connective stood right before it ("Director OF Nursing", "Jefe DE cocina"). */
  afterConnective: boolean;
  /** A level, contract or gender word ("senior", "principal", "staff"). */
  modifier: boolean;
}

/** Every word of a title but connectives, mapped onto the vocabulary, in order. */
export function titleStructure(text: string, vocabulary: ReadonlySet<string>, canonical?: ReadonlyMap<string, string>): TitleWord[] {
  const skip = titleModifiers();
  const joins = titleConnectives();
  const out: TitleWord[] = [];
  let afterConnective = false;
  for (const w of titleTokens(text)) {
    if (joins.has(w)) {
      afterConnective = out.length > 0;
      continue;
    }
    if (w.length < 2 && !/\d/.test(w)) continue;
    const modifier = skip.has(w);
    for (const m of modifier ? [w] : mapWord(w, vocabulary, canonical)) out.push({ word: m, afterConnective, modifier });
    afterConnective = false;
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
      // Adding letters would map a word onto a longer one ("analyst" → "analysts"): only removals.
      if (!suffix) continue;
      if (word.length - suffix.length < 3 || !word.endsWith(suffix)) continue;
      const candidate = word.slice(0, word.length - suffix.length) + replacement;
      if (candidate !== word && vocabulary.has(candidate)) {
        canonical.set(word, candidate);
        break;
      }
    }
  }
  // Chains resolve to their end: "educatrice" → "educatore" → "educator".
  for (const [word, target] of canonical) {
    let end = target;
    const seen = new Set([word]);
    while (canonical.has(end) && !seen.has(end)) {
      seen.add(end);
      end = canonical.get(end)!;
    }
    canonical.set(word, end);
  }
  return canonical;
}
