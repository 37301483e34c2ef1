/**
 * Degrees → ISCED 2011 levels, one data file per language (dataset/locales/<lang>/degrees.json),
 * merged here: adding a country's qualifications is adding data. Each file's comment documents
 * its level choices.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cueLanguages } from './locale-cues.ts';
import { PhraseIndex } from './phrase-index.ts';
import { organizationCues } from './organizations.ts';
import { regionCodes } from './places.ts';
import { once } from '../text/memo.ts';
import { foldKey } from '../text/fold.ts';
import { wordTokens } from '../text/word-tokens.ts';

interface DegreesFile {
  phrases: Record<string, string[]>;
  abbreviations?: Record<string, string[]>;
  /** Phrases whose level differs when a university awards them (the Québec baccalauréat is a bachelor). */
  atUniversity?: Record<string, string[]>;
  fieldIntroducers?: string[];
  /**
   * Names of national qualifications written without a degree word ("Desarrollo de Aplicaciones
   * Web" is a Spanish FP de grado superior): read only where no degree word is found, so a
   * "Máster en Marketing y Publicidad" stays a master.
   */
  titles?: Record<string, string[]>;
}

const LOCALES_DIR = new URL('./dataset/locales/', import.meta.url);

/** The degree files of every language, merged: a level's phrases, abbreviations and introducers of all languages together. */
function readDegreeFiles(): Required<DegreesFile> {
  const merged: Required<DegreesFile> = { phrases: {}, abbreviations: {}, atUniversity: {}, fieldIntroducers: [], titles: {} };
  for (const lang of cueLanguages()) {
    const file = new URL(`${lang}/degrees.json`, LOCALES_DIR);
    if (!existsSync(file)) continue;
    const raw = JSON.parse(readFileSync(file, 'utf8')) as DegreesFile;
    for (const [level, list] of Object.entries(raw.phrases)) merged.phrases[level] = [...(merged.phrases[level] ?? []), ...list];
    for (const [level, list] of Object.entries(raw.abbreviations ?? {})) merged.abbreviations[level] = [...(merged.abbreviations[level] ?? []), ...list];
    for (const [level, list] of Object.entries(raw.atUniversity ?? {})) merged.atUniversity[level] = [...(merged.atUniversity[level] ?? []), ...list];
    for (const [level, list] of Object.entries(raw.titles ?? {})) merged.titles[level] = [...(merged.titles[level] ?? []), ...list];
    merged.fieldIntroducers.push(...(raw.fieldIntroducers ?? []));
  }
  return merged;
}

export interface DegreeHit {
  isced: number;
  /** Offsets of the degree words in the text. */
  start: number;
  end: number;
}

const data = once(() => {
  const raw = readDegreeFiles();
  const index = new PhraseIndex<number>();
  // Longer phrases are found first by the trie; the first level given for a phrase stays, so a
  // phrase two languages read differently keeps the higher level.
  for (const level of ['8', '7', '6', '5', '4', '3', '2', '1']) {
    for (const phrase of raw.phrases[level] ?? []) index.add(phrase, Number(level));
  }
  const abbreviations: { re: RegExp; isced: number }[] = [];
  for (const [level, list] of Object.entries(raw.abbreviations)) {
    for (const abbr of list) {
      // "BSc" → B\.?\s?Sc\.? : letters as written, optional dots and one space between capitals.
      const parts = abbr.replace(/\./g, '').match(/[A-Z][a-z]*/g) ?? [abbr];
      const body = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\.?\\s?');
      // "MS Office", "MS Excel" are products, not degrees.
      const notProduct = '(?!\\s+(?:Office|Excel|Word|Access|Teams|Project|Dynamics|SQL|Windows|Visio|PowerPoint|Outlook|Paint|DOS)\\b)';
      // "BS 7671", "BS EN 60204", "BS ISO 9001": a standard's number (four or five figures that are no
      // year, or EN/ISO) after the letters names a British Standard, not a degree; "BA 2019" keeps its year.
      const notStandard = '(?!\\s*(?:(?:EN|ISO)\\b|(?!(?:19|20)\\d\\d\\b)\\d{4,5}\\b))';
      // Not a piece of a longer dotted acronym ("C.B.S.E" is a school board, not a BS).
      abbreviations.push({ re: new RegExp(`(?<![\\p{L}])(?<!\\p{L}\\.)${body}\\.?(?![\\p{L}])${notProduct}${notStandard}`, 'gu'), isced: Number(level) });
    }
  }
  const atUniversity = new Map<string, number>();
  for (const [level, list] of Object.entries(raw.atUniversity)) for (const phrase of list) atUniversity.set(phrase, Number(level));
  const titles = new PhraseIndex<number>();
  for (const [level, list] of Object.entries(raw.titles)) for (const phrase of list) titles.add(phrase, Number(level));
  return { index, abbreviations, atUniversity, titles, introducers: new Set(raw.fieldIntroducers) };
});

/** The highest-confidence degree named in a text: the longest lexicon phrase, else an abbreviation. */
export function findDegree(text: string): DegreeHit | null {
  const { index, abbreviations, titles } = data();
  const tokens = wordTokens(text);
  let best: DegreeHit | null = null;
  let bestLen = 0;
  for (let i = 0; i < tokens.length; i++) {
    const m = index.matchAt(tokens, i);
    if (!m) continue;
    const len = m.to - m.from;
    // Longer phrases are more specific ("laurea magistrale" over "laurea"); on a tie the higher level.
    if (len > bestLen || (len === bestLen && best && m.value > best.isced)) {
      best = { isced: m.value, start: m.start, end: m.end };
      bestLen = len;
    }
  }
  // "M.Ed : Secondary Education", "BS Elementary Education": an abbreviated degree opening the text
  // is the degree, and a lower stage named after it its field ("BSc or Master's" keeps the master).
  if (best && best.start > 0) {
    for (const { re, isced } of abbreviations) {
      const m = abbreviationIn(re, text);
      if (m && m.index < best.start && isced > best.isced && !/\p{L}/u.test(text.slice(0, m.index))) return { isced, start: m.index, end: m.index + m[0].length };
    }
  }
  if (best) return best;
  for (const { re, isced } of abbreviations) {
    const m = abbreviationIn(re, text);
    if (m) return { isced, start: m.index, end: m.index + m[0].length };
  }
  for (let i = 0; i < tokens.length; i++) {
    const m = titles.matchAt(tokens, i);
    if (m) return { isced: m.value, start: m.start, end: m.end };
  }
  return null;
}

/**
 * The first match of a degree abbreviation that is no region code after a town: "Westfield, MA",
 * "Oxford, MS 38655", "Calgary, AB" write a state or province (regions.tsv), unless the words before
 * the comma name a school ("Westfield University, MA in Economics").
 */
function abbreviationIn(re: RegExp, text: string): RegExpExecArray | null {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (!isRegionCodeAt(text, m.index, m[0])) return m;
  }
  return null;
}

function isRegionCodeAt(text: string, index: number, written: string): boolean {
  const code = written.replace(/\./g, '');
  if (!regionCodes().get(code)?.some((r) => !r.inParentheses)) return false;
  const before = text.slice(Math.max(0, index - 80), index);
  if (!/,\s*$/u.test(before)) return false;
  // The piece before the comma: the town, after the last separator.
  const town = before.replace(/,\s*$/u, '').split(/[,;|–—(\t]|\s{2,}/u).at(-1)!.trim();
  if (!/^\p{Lu}/u.test(town) || organizationCues(town).institutionWord) return false;
  return /^\s*(?:$|[,;|–—)]|\d{5}\b|\s{2,}|\t)/u.test(text.slice(index + written.length));
}

/** The level of a degree found in `text` when a university awards it ("Baccalauréat en actuariat" at a Québec university: 6). */
export function levelAtUniversity(text: string, hit: DegreeHit): number {
  return data().atUniversity.get(foldKey(text.slice(hit.start, hit.end))) ?? hit.isced;
}

/** Words that introduce a field of study after a degree ("in", "di", "en", "em", "of"). */
export function isFieldIntroducer(word: string): boolean {
  return data().introducers.has(word.toLowerCase());
}
