/**
 * Text folding shared by every lexicon: lexicon entries and CV text are compared after the same
 * folding, so a data file can list "fliessend" and still match "fließend", "FLIEßEND" or "Fließend".
 */

const MARKS = /\p{M}+/gu;
const APOSTROPHES = /[’'`´ʼ]/g;

/** Lower case, no accents, ß → ss, ligatures split (NFKD), typographic apostrophes unified. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(/ß/g, 'ss').replace(APOSTROPHES, "'");
}

/** Folded words separated by single spaces: punctuation, dashes and symbols become spaces. */
export function foldKey(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Folded letters and digits only: "E X P E R I E N C E" and "Experience:" give the same key. */
export function compactKey(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A token of a text: folded word plus where it sits in the original string. */
export interface Token {
  text: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)*/gu;

/**
 * Splits text into folded word tokens with their offsets. Apostrophes separate words ("d'études" →
 * "d", "etudes"); dots between letters stay inside one token and are dropped from its folded form,
 * so abbreviations compare whole ("M.Sc" → "msc", "B.Tech" → "btech").
 */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    out.push({ text: foldToken(m[0]), start, end: start + m[0].length });
  }
  return out;
}

// Words repeat across lines and CVs; folding (NFKD) is the costly part of tokenizing.
let tokenCache = new Map<string, string>();
function foldToken(word: string): string {
  let folded = tokenCache.get(word);
  if (folded === undefined) {
    folded = fold(word).replace(/\./g, '');
    if (tokenCache.size > 50_000) tokenCache = new Map();
    tokenCache.set(word, folded);
  }
  return folded;
}
