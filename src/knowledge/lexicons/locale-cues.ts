/**
 * Cues: the words of one language that signal one concept ("driving licence", "study trip",
 * "volunteering"…), kept as data, one folder per language and one file per concept:
 *
 *   dataset/locales/<lang>/<concept>.txt
 *
 * so that covering a new language, or a new way a language says something, is adding a line or a
 * file, never editing code (the layout of chrono-node's `locales/<lang>/`). Concepts that several
 * parts of the engine test are defined here once.
 *
 * A line is a phrase, compared on folded text (lower case, no accents, ß → ss, punctuation and
 * dashes as single spaces: see `foldKey`) and matched as whole words. A line wrapped in slashes,
 * `/…/`, is a regular expression on the same folded text, for the few cues that need a pattern
 * ("permis [a-e]"); keep such patterns linear (no nested or overlapping quantifiers). `#` starts a
 * comment line.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { fold, foldKey } from '../text/fold.ts';

const LOCALES_DIR = new URL('./dataset/locales/', import.meta.url);

/** Languages with a locale folder (ISO 639-1). */
let languages: string[] | null = null;
export function cueLanguages(): string[] {
  languages ??= existsSync(LOCALES_DIR)
    ? readdirSync(LOCALES_DIR, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  return languages;
}

/** The lines of one concept in one language, comments and blanks left out ([] when absent). */
export function cueLines(lang: string, concept: string): string[] {
  const file = new URL(`${lang}/${concept}.txt`, LOCALES_DIR);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

/** The lines of one concept in every language that defines it, language by language. */
export function cueLinesAll(concept: string): string[] {
  return cueLanguages().flatMap((lang) => cueLines(lang, concept));
}

export interface CueMatcher {
  /** The concept this matcher reads. */
  concept: string;
  /** Whether folded `text` holds one of the concept's cues in any language. */
  test(text: string): boolean;
  /** The first cue found: its language and where it sits in the FOLDED text (`foldKey(text)`). */
  find(text: string): { lang: string; cue: string; index: number } | null;
  /** The text as written with every cue cut out (each replaced by a space). */
  strip(text: string): string;
}

/** `foldKey` of a text with, for each folded character, the index of the original character it came from. */
function foldWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  let i = 0;
  for (const ch of text) {
    for (const f of fold(ch).replace(/[^\p{L}\p{N}]+/gu, ' ')) {
      if (f === ' ' && (!folded || folded.endsWith(' '))) continue;
      folded += f;
      origins.push(i);
    }
    i += ch.length;
  }
  return { folded, origins };
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function linePattern(line: string): string {
  if (line.length > 2 && line.startsWith('/') && line.endsWith('/')) return line.slice(1, -1);
  return escapeRegExp(foldKey(line));
}

const matchers = new Map<string, CueMatcher>();

/**
 * One matcher for a concept over every language that defines it (or over `langs` only). Built once
 * per process and cached: every line becomes one alternative of a single regular expression,
 * longest first, bounded by non-word characters.
 */
export function cueMatcher(concept: string, langs?: string[]): CueMatcher {
  const key = `${concept}:${langs?.join(',') ?? '*'}`;
  const cached = matchers.get(key);
  if (cached) return cached;
  const byLang: { lang: string; pattern: string }[] = [];
  for (const lang of langs ?? cueLanguages()) for (const line of cueLines(lang, concept)) byLang.push({ lang, pattern: linePattern(line) });
  if (!byLang.length) throw new Error(`no cue data for concept '${concept}' (knowledge/lexicons/dataset/locales/<lang>/${concept}.txt)`);
  byLang.sort((a, b) => b.pattern.length - a.pattern.length);
  const groups = byLang.map((p, i) => `(?<c${i}>${p.pattern})`).join('|');
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${groups})(?![\\p{L}\\p{N}])`, 'u');
  const matcher: CueMatcher = {
    concept,
    test: (text) => re.test(foldKey(text)),
    find(text) {
      const m = re.exec(foldKey(text));
      if (!m?.groups) return null;
      const i = Object.entries(m.groups).findIndex(([, v]) => v !== undefined);
      const hit = byLang[i];
      return hit ? { lang: hit.lang, cue: m[0], index: m.index } : null;
    },
    strip(text) {
      const { folded, origins } = foldWithOrigins(text);
      let out = '';
      let last = 0;
      for (const m of folded.matchAll(new RegExp(re.source, 'gu'))) {
        const start = origins[m.index]!;
        const end = origins[m.index + m[0].length - 1]! + 1;
        const char = text.codePointAt(end - 1)! > 0xffff ? 1 : 0;
        out += `${text.slice(last, start)} `;
        last = end + char;
      }
      return last ? out + text.slice(last) : text;
    },
  };
  matchers.set(key, matcher);
  return matcher;
}

const wordSets = new Map<string, Set<string>>();

/**
 * A concept made of single words (name particles…), as one set of folded words over every
 * language, for testing a text word by word: `cueWords(concept).has(foldKey(word))`.
 */
export function cueWords(concept: string): Set<string> {
  let set = wordSets.get(concept);
  if (set) return set;
  set = new Set(cueLinesAll(concept).map(foldKey));
  if (!set.size) throw new Error(`no cue data for concept '${concept}' (knowledge/lexicons/dataset/locales/<lang>/${concept}.txt)`);
  wordSets.set(concept, set);
  return set;
}

let sentenceWordSet: Set<string> | null = null;
/** The words that hold a sentence together in every language: function words and joining words, folded. */
export function sentenceWords(): Set<string> {
  sentenceWordSet ??= new Set([...cueWords('function-word'), ...cueWords('joining-word')]);
  return sentenceWordSet;
}

const labelPatterns = new Map<string, RegExp>();

/**
 * A concept of field labels as one pattern over every language: the label, as written (any case),
 * opening a text and followed by a colon ("Cliente: …", "Projet : …"). Matches the label and colon.
 */
export function cueLabel(concept: string): RegExp {
  let re = labelPatterns.get(concept);
  if (re) return re;
  const labels = cueLinesAll(concept);
  if (!labels.length) throw new Error(`no cue data for concept '${concept}' (knowledge/lexicons/dataset/locales/<lang>/${concept}.txt)`);
  const alternatives = [...new Set(labels)].sort((a, b) => b.length - a.length).map((l) => escapeRegExp(l).replace(/ /g, '\\s+'));
  re = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*[:：]\\s*`, 'iu');
  labelPatterns.set(concept, re);
  return re;
}

/**
 * A concept's lines as written (not folded), as one regular-expression alternation over every
 * language, longest first, spaces matching any run of spaces: for callers that need their own
 * frame around the words (what must come before or after a label).
 */
export function cueAlternation(concept: string, keep: (line: string) => boolean = () => true): string {
  const lines = cueLinesAll(concept).filter(keep);
  if (!lines.length) throw new Error(`no cue data for concept '${concept}' (knowledge/lexicons/dataset/locales/<lang>/${concept}.txt)`);
  return [...new Set(lines)]
    .sort((a, b) => b.length - a.length)
    .map((l) => escapeRegExp(l).replace(/ /g, '\\s+'))
    .join('|');
}
