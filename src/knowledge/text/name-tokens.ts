/**
 * Name tokens: the tokenization every knowledge matcher of names (skills, occupations) shares, so a dictionary form and the text it is
 * looked for in are cut the same way: NFKD, accents dropped, case folded, and the punctuation
 * that is part of skill names kept ("C++", "C#", ".NET", "Node.js", "CI/CD", "R&D", "T-SQL").
 *
 * Folding works character by character so every token keeps offsets into the ORIGINAL string
 * (callers report `start`/`end` of what the CV wrote, not of a normalized copy).
 */

import { foldChar, foldText } from './fold.ts';

export type TokenKind = 'word' | 'joiner' | 'separator';

/**
 * A token of text. `word` tokens carry letters/digits (and the glued punctuation of names like
 * "c++", ".net", "node.js"); `joiner` tokens are "/", "&", "-" and "+" which can sit inside a
 * multi-word name ("CI/CD", "R&D", "Objective-C"); `separator` tokens (",", ";", "(", "•", ".",
 * line breaks…) end any match and tell list items apart.
 */
export interface NameToken {
  kind: TokenKind;
  /** Folded, lower-cased text of the token. */
  norm: string;
  /** Folded text with its case kept, for names that must be written in capitals ("AI", "SAP"). */
  raw: string;
  /** Offsets into the original string. */
  start: number;
  end: number;
  /** True when whitespace (or nothing, at the start) comes before the token. */
  spaceBefore: boolean;
}

const JOINERS = new Set(['/', '&', '-', '+']);
/** Typographic dashes and the minus sign join names as the hyphen does ("Objective‑C"). */
const DASHES = new Set(['\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2212']);
/** Characters dropped entirely: they only split words ("women's", "dell'azienda"). */
const SILENT = new Set(["'", '"', '\u201c', '\u201d', '\u00ab', '\u00bb', '*', '_', '~', '^']);

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Letters and digits of any script, by UTF-16 code; ASCII answered without a regular expression. */
function isWordCode(code: number): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return WORD_CHAR.test(String.fromCharCode(code));
}

const PLUS = 43;
const HASH = 35;
const DOT = 46;

/**
 * URLs and e-mail addresses are opaque: "github.com/anna/react-app" must not yield React.
 * Bare domains count only with a known top-level domain followed by a path, so "Node.js/Express"
 * stays text.
 */
const OPAQUE =
  /(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|it|de|es|fr|pt|br|co|uk|eu|me|dev|app|info|ch|at|nl|be)\/\S*/gi;

/**
 * The text folded char by char, with the original offsets of every folded UTF-16 unit
 * (null when folding changed nothing: plain ASCII, offsets are the identity).
 */
function foldWithOffsets(text: string): { folded: string; starts: Int32Array | null; ends: Int32Array | null } {
  if (/^[\x00-\x7f]*$/.test(text)) return { folded: text, starts: null, ends: null };
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let i = 0;
  for (const cp of text) {
    const f = DASHES.has(cp) ? '-' : foldChar(cp);
    for (let k = 0; k < f.length; k++) {
      starts.push(i);
      ends.push(i + cp.length);
    }
    folded += f;
    i += cp.length;
  }
  return { folded, starts: Int32Array.from(starts), ends: Int32Array.from(ends) };
}

function opaqueRanges(text: string): Array<[number, number]> {
  if (!/[@/]|www\./i.test(text)) return [];
  const ranges: Array<[number, number]> = [];
  for (const m of text.matchAll(OPAQUE)) ranges.push([m.index, m.index + m[0].length]);
  return ranges;
}

/**
 * Cuts text into tokens. Rules (the same for dictionary forms and for CV text):
 * - a word is a run of letters/digits; a "." between two word characters stays inside it
 *   ("node.js", "asp.net", "1.5"); a "." right before a word that follows a non-word character
 *   starts it (".net");
 * - "+" and "#" right after a word are part of it ("c++", "c#", "f#", "a+", "5+"), except a "#"
 *   followed by a word character;
 * - "/", "&", "-", "+" elsewhere are joiner tokens; other punctuation and line breaks are
 *   separators; quotes and apostrophes only split.
 */
export function nameTokens(text: string): NameToken[] {
  const { folded, starts, ends } = foldWithOffsets(text);
  const opaque = opaqueRanges(text);
  const tokens: NameToken[] = [];
  let spaceBefore = true;
  let opaqueIndex = 0;
  let i = 0;
  const n = folded.length;
  while (i < n) {
    const code = folded.charCodeAt(i);
    if (opaque.length) {
      const at = (starts ? starts[i]! : i);
      while (opaqueIndex < opaque.length && opaque[opaqueIndex]![1] <= at) opaqueIndex++;
      const range = opaque[opaqueIndex];
      if (range && at >= range[0] && at < range[1]) {
        while (i < n && (starts ? starts[i]! : i) < range[1]) i++;
        tokens.push({ kind: 'separator', norm: ' ', raw: ' ', start: at, end: range[1], spaceBefore });
        spaceBefore = false;
        continue;
      }
    }
    if (code === 10 || code === 13) {
      tokens.push({ kind: 'separator', norm: '\n', raw: '\n', start: (starts ? starts[i]! : i), end: (ends ? ends[i]! : i + 1), spaceBefore: true });
      spaceBefore = true;
      i++;
      continue;
    }
    if (code === 32 || code === 9 || (code > 127 && /\s/.test(folded[i]!))) {
      spaceBefore = true;
      i++;
      continue;
    }
    const prevIsWord = i > 0 && isWordCode(folded.charCodeAt(i - 1));
    const isWord = isWordCode(code);
    if (isWord || (code === DOT && !prevIsWord && i + 1 < n && isWordCode(folded.charCodeAt(i + 1)))) {
      let j = i + 1;
      while (j < n) {
        const cj = folded.charCodeAt(j);
        if (isWordCode(cj)) j++;
        else if (cj === DOT && j + 1 < n && isWordCode(folded.charCodeAt(j + 1)) && isWordCode(folded.charCodeAt(j - 1))) j++;
        else break;
      }
      // Trailing "+"/"#" belong to the name ("c++11" is "c++" then "11"; "c#x" is not "c#").
      let k = j;
      while (k < n && (folded.charCodeAt(k) === PLUS || folded.charCodeAt(k) === HASH)) k++;
      if (k > j && !(k < n && isWordCode(folded.charCodeAt(k)) && folded.charCodeAt(k - 1) === HASH)) j = k;
      const raw = folded.slice(i, j);
      tokens.push({ kind: 'word', norm: raw.toLowerCase(), raw, start: (starts ? starts[i]! : i), end: (ends ? ends[j - 1]! : j), spaceBefore });
      spaceBefore = false;
      i = j;
      continue;
    }
    const ch = folded[i]!;
    if (SILENT.has(ch)) {
      spaceBefore = true;
      i++;
      continue;
    }
    tokens.push({
      kind: JOINERS.has(ch) ? 'joiner' : 'separator',
      norm: ch,
      raw: ch,
      start: (starts ? starts[i]! : i),
      end: (ends ? ends[i]! : i + 1),
      spaceBefore,
    });
    spaceBefore = false;
    i++;
  }
  return tokens;
}

/** The matchable tokens of a label (words and joiners), lower-cased: the dictionary key parts. */
export function labelTokens(label: string): string[] {
  // Most labels are plain words: split them without building tokens (loading cost).
  if (/^[A-Za-z0-9 ]+$/.test(label)) return label.toLowerCase().split(' ').filter(Boolean);
  if (/^[\p{L}\p{N} ]+$/u.test(label)) return foldText(label).split(' ').filter(Boolean);
  return nameTokens(label)
    .filter((t) => t.kind !== 'separator')
    .map((t) => t.norm);
}

/** One comparable key for a label: its matchable tokens joined by single spaces. */
export function normalizeKey(label: string): string {
  return labelTokens(label).join(' ');
}
