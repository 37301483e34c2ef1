/**
 * Accents drawn as glyphs of their own, put back on their letters.
 *
 * Some producers have no glyph for an accented letter and draw the base letter and a spacing
 * accent ("¨", "´", "¸", …) on top of each other: LaTeX's 7-bit fonts (OT1) always do, and so do
 * some fonts of other producers. The text layer then reads "J¨org", "Inglˆes", "Forma¸c˜ao",
 * "´Ecole". Which letter an accent belongs to shows in the geometry, not in the stream order: the
 * pen moves back to set one glyph over the other, and pdf.js starts a new text item at every
 * such backward move. So
 * - an item that ENDS with an accent, followed by an item that starts back inside it, had its
 *   accent drawn first: it belongs to the first letter of the next item (TeX's \accent);
 * - an item that STARTS with an accent, set back over the end of the item before, had it drawn
 *   after: it belongs to the last letter of the item before (TeX's \c on capitals, other producers).
 * Inside one item nothing moved back, so the stream order alone is not evidence; there only
 * TeX fonts are read, whose accents always come first.
 */
import type { TextRun } from '../document.ts';

/** Spacing accents (and the combining marks themselves) → the combining mark they draw. */
const COMBINING: Record<string, string> = {
  '\u00A8': '\u0308', // ¨ diaeresis
  '\u02C6': '\u0302', // ˆ circumflex
  '\u00B4': '\u0301', // ´ acute
  '\u0060': '\u0300', // ` grave
  '\u02DC': '\u0303', // ˜ tilde
  '\u00B8': '\u0327', // ¸ cedilla
  '\u02C7': '\u030C', // ˇ caron
  '\u02DA': '\u030A', // ˚ ring
  '\u00AF': '\u0304', // ¯ macron
  '\u02D8': '\u0306', // ˘ breve
  '\u02D9': '\u0307', // ˙ dot above
  '\u02DD': '\u030B', // ˝ double acute
  '\u02DB': '\u0328', // ˛ ogonek
};
const ACCENT_CHARS = `${Object.keys(COMBINING).join('')}\u0300-\u036F`;
const ENDS_WITH_ACCENT = new RegExp(`[${ACCENT_CHARS}]$`, 'u');
const STARTS_WITH_ACCENT = new RegExp(`^[${ACCENT_CHARS}]`, 'u');
const HAS_ACCENT = new RegExp(`[${ACCENT_CHARS}]`, 'u');
const ACCENT_THEN_LETTER = new RegExp(`([${ACCENT_CHARS}])(\\p{L})`, 'gu');

// An item starting back by more than this share of the font size was set over the one before
// (pdf.js splits at 0.2 em back; kerning and rounding stay well under it).
const OVERLAP_EM = 0.15;
// The accent and its letter stand on one baseline (TeX), or close to it when a producer raises the accent.
const BASELINE_EM = 0.35;
// Half the widest letter's excess over its accent.
const LETTER_OVERHANG_EM = 0.5;

// TeX's Computer Modern and Latin Modern fonts in their old 7-bit encoding (OT1).
const TEX_FONT = /(?:^|\+)(?:CM|LM|SF)[A-Z]{1,6}\d/;
// Inside one item only the accented letters of the languages read here are trusted: an acute
// written as an apostrophe ("Master´s") is no accent.
const READ_ACCENTED = /^[áéíóúàèìòùâêîôûãõñäëïöüç]$/iu;

/** The precomposed letter for a letter and an accent glyph, or undefined when Unicode has none. */
export function composeAccent(letter: string, accent: string): string | undefined {
  const mark = COMBINING[accent] ?? (/^[\u0300-\u036F]$/u.test(accent) ? accent : undefined);
  if (!mark || !/^\p{L}$/u.test(letter)) return undefined;
  // TeX sets i and j without their dot under an accent.
  const base = letter === 'ı' ? 'i' : letter === 'ȷ' ? 'j' : letter;
  const composed = `${base}${mark}`.normalize('NFC');
  return /^\p{L}$/u.test(composed) ? composed : undefined;
}

/** The page's runs with accent glyphs joined to their letters, as the geometry shows them. */
export function composeAccentGlyphs(runs: TextRun[]): TextRun[] {
  if (!runs.some((r) => HAS_ACCENT.test(r.text))) return runs;
  const out: TextRun[] = [];
  for (const run of runs) {
    const previous = out[out.length - 1];
    const seam = previous && setOver(previous, run) ? composeSeam(previous.text, run.text) : undefined;
    if (!previous || !seam) {
      out.push({ ...run, text: composeInsideTexRun(run) });
      continue;
    }
    const left = { ...previous, text: seam[0] };
    const right = { ...run, text: composeInsideTexRun({ ...run, text: seam[1] }) };
    // An accent drawn over the letter before it adds no width: the space pdf.js read after it is
    // the way back to the letter's end, and layout judges the true gap to what follows.
    if (right.text.trim() === '') {
      out[out.length - 1] = left;
      continue;
    }
    // One word in one font is one run again, so that layout sees no gap inside it.
    if (sameStyle(left, right)) out[out.length - 1] = merged(left, right);
    else out.splice(out.length - 1, 1, ...[left, right].filter((r) => r.text.trim() !== ''));
  }
  return out;
}

/**
 * The run starts back inside the run before, on its baseline: one glyph was set over another. A
 * letter wider than its accent starts a little before it, so a run that is the accent alone may
 * be overlapped from its left.
 */
function setOver(a: TextRun, b: TextRun): boolean {
  const size = Math.max(a.h, b.h);
  const inside = b.x >= a.x - LETTER_OVERHANG_EM * size && b.x < a.x + a.w - OVERLAP_EM * size;
  return inside && Math.abs(a.y + a.h - (b.y + b.h)) <= BASELINE_EM * size;
}

/** The two texts with the accent at their seam joined to its letter; undefined when none is there. */
function composeSeam(left: string, right: string): [string, string] | undefined {
  const before = ENDS_WITH_ACCENT.exec(left);
  const accentFirst = before ? composeAccent(right.charAt(0), before[0]) : undefined;
  if (accentFirst) return [left.slice(0, -1), accentFirst + right.slice(1)];
  const after = STARTS_WITH_ACCENT.exec(right);
  const accentAfter = after ? composeAccent(left.charAt(left.length - 1), after[0]) : undefined;
  if (accentAfter) return [left.slice(0, -1) + accentAfter, right.slice(1)];
  return undefined;
}

function sameStyle(a: TextRun, b: TextRun): boolean {
  return a.fontName === b.fontName && a.fontSize === b.fontSize && a.bold === b.bold && a.italic === b.italic;
}

function merged(a: TextRun, b: TextRun): TextRun {
  const x = Math.min(a.x, b.x);
  const end = Math.max(a.x + a.w, b.x + b.w);
  return { ...a, text: a.text + b.text, x, w: Math.round((end - x) * 100) / 100 };
}

/** Inside one TeX run, an accent before a letter of the languages read here is that letter's. */
function composeInsideTexRun(run: TextRun): string {
  return isTexFont(run.fontName) ? composeTexAccents(run.text) : run.text;
}

/** Whether the font is one of TeX's 7-bit fonts, whose accents are glyphs set before their letter. */
export function isTexFont(fontName: string | undefined): boolean {
  return fontName !== undefined && TEX_FONT.test(fontName);
}

/** Joins TeX's accents to the letter after them ("Forma¸c˜ao" → "Formação"), where the letter is one read here. */
export function composeTexAccents(text: string): string {
  if (!HAS_ACCENT.test(text)) return text;
  return text.replace(ACCENT_THEN_LETTER, (whole, accent: string, letter: string) => {
    const composed = composeAccent(letter, accent);
    return composed && READ_ACCENTED.test(composed) ? composed : whole;
  });
}
