/**
 * Letter-spaced text ("G E S T O R A   D E   M A R K E T I N G"), as designed CVs set their name,
 * headline and headings. Extraction gives the letters with a space between each, either one item
 * per word ("G E S T O R A" as browsers' PDFs write it: résumé builders print with them) or one
 * item per letter. Joined with one space, the word breaks are lost ("GESTORADEMARKETING"); here
 * they are told from the gaps: between words the gap is the letter spacing twice plus a space, so
 * clearly wider than between letters.
 */
import type { CleanRun } from './run-cleaning.ts';

/** Letters with one space between each, or one letter alone. */
const SPACED = /^\S(?: \S)*$/u;

export const LETTER_SPACING_RULES = {
  /** A gap over this (× font size) between spaced letters is a word break, whatever the letter gap. */
  wordGap: 0.45,
  /** …or over this many times the typical gap between letters of the segment. */
  wordGapRatio: 1.6,
  /** Letters in items of their own are spaced when their typical gap is over this (× font size). */
  spacedLetterGap: 0.12,
  /** Fewer spaced letters than this is no letter-spaced text ("A B" is two initials). */
  minLetters: 4,
} as const;

/**
 * The segment's text with each word's letters joined ("GESTORA DE MARKETING") when all its runs are
 * spaced letters; null when the segment is not letter-spaced text.
 */
export function despacedRuns(runs: readonly CleanRun[], size: number): string | null {
  const texts = runs.map((r) => r.text.trim());
  if (!texts.every((t) => SPACED.test(t))) return null;
  const letters = texts.reduce((n, t) => n + t.split(' ').length, 0);
  if (letters < LETTER_SPACING_RULES.minLetters) return null;
  // Some word must be spaced: a run of several letters, or several runs of one letter each.
  const spacedItem = texts.some((t) => t.includes(' '));
  if (!texts.some((t) => /\p{L}/u.test(t))) return null;
  const gaps = runs.slice(1).map((r, i) => r.x - (runs[i]!.x + runs[i]!.w));
  // The gap between letters, where runs are single letters; a spaced item's own gaps are unseen.
  const letterGaps = gaps.filter((_, i) => !texts[i]!.includes(' ') && !texts[i + 1]!.includes(' ')).sort((a, b) => a - b);
  const letterGap = letterGaps.length >= 3 ? letterGaps[letterGaps.length >> 1]! : 0;
  // Letters written one item each but set close together are ordinary text, whose word breaks are
  // ordinary spaces: only letters set apart are letter-spaced.
  if (!spacedItem && !(letterGaps.length >= 3 && letterGap > LETTER_SPACING_RULES.spacedLetterGap * size)) return null;
  const wordBreak = (gap: number) => gap > LETTER_SPACING_RULES.wordGap * size && gap > LETTER_SPACING_RULES.wordGapRatio * letterGap;
  // Inside one item the gaps are unseen; a capital after a small letter starts a word ("S c i e n c e T e a c h e r").
  const word = (t: string) => t.replace(/ /g, '').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
  let text = word(texts[0]!);
  gaps.forEach((gap, i) => {
    text += (wordBreak(gap) ? ' ' : '') + word(texts[i + 1]!);
  });
  return text;
}
