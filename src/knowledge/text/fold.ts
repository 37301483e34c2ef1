/**
 * Text folding, one family for the whole program: every comparison of words (lexicons, cues,
 * dates, skills, occupations) folds text with the same character table, so a data file can list
 * "fliessend" and still match "fließend", "FLIEßEND" or "Fließend", and "Malmö", "Łódź", "Æbeltoft"
 * read the same everywhere.
 *
 * - `foldChar` / `foldAccents`: accents off, case kept (offsets of names the CV wrote).
 * - `foldText` / `fold`: the same, lower case (`fold` also unifies apostrophes; the table maps the
 *   typographic ones, so the two agree).
 * - `foldKey` / `compactKey`: folded words separated by single spaces / with no separators.
 * - `foldSameLength`: one output unit per input unit, for regular expressions whose match offsets
 *   must point into the original text.
 */

/** Characters NFKD leaves alone but that read as plain Latin letters in CVs. */
const EXTRA_FOLDS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  '\u2018': "'",
  '\u2019': "'",
  '\u02bc': "'",
  '\u00b4': "'",
  '`': "'",
  '\u00a0': ' ',
};

const COMBINING = /\p{M}/gu;
const foldCache = new Map<string, string>();

/** One character (code point) folded to plain Latin, keeping its case. */
export function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code < 128) return ch;
  const cached = foldCache.get(ch);
  if (cached !== undefined) return cached;
  const folded = EXTRA_FOLDS[ch] ?? ch.normalize('NFKD').replace(COMBINING, '');
  foldCache.set(ch, folded);
  return folded;
}

/** Accents off, compatibility forms unfolded, case kept ("Müller" → "Muller", "ﬁ" → "fi"). */
export function foldAccents(text: string): string {
  let out = '';
  for (const ch of text) out += foldChar(ch);
  return out;
}

/** Accents off and lower case: the key under which any label is compared. */
export function foldText(text: string): string {
  return foldAccents(text).toLowerCase();
}

/** Lower case, no accents, ß → ss, ligatures split (NFKD), typographic apostrophes unified (dashes kept: date ranges read them). */
export function fold(text: string): string {
  // ASCII (most text) has nothing to fold but case.
  const folded = /[^\x00-\x7f]/.test(text) ? foldText(text) : text.toLowerCase();
  // The ASCII grave accent typed for an apostrophe ("dell`azienda").
  return folded.includes('`') ? folded.replace(/`/g, "'") : folded;
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

const sameLength = new Map<string, string>();

/** `fold` keeping one output character per UTF-16 unit, so match offsets stay valid in the original. */
export function foldSameLength(text: string): string {
  if (!/[^\x00-\x7f]/.test(text)) return text.toLowerCase();
  let out = '';
  for (const ch of text) {
    if (ch.charCodeAt(0) < 128) {
      out += ch.toLowerCase();
      continue;
    }
    let folded = sameLength.get(ch);
    if (folded === undefined) {
      const f = fold(ch);
      folded = f.length === ch.length ? f : f.length > ch.length ? f.slice(0, ch.length) : f.padEnd(ch.length, ' ');
      sameLength.set(ch, folded);
    }
    out += folded;
  }
  return out;
}
