/**
 * Whether runs hold any real text: a letter or a digit, not just bullets, rules and icons.
 * "No text anywhere" is the `no_text_found` failure of every extractor.
 */
import type { TextRun } from './document.ts';

const WORD_CHAR = /[\p{L}\p{N}]/u;

export function hasText(runs: readonly TextRun[]): boolean {
  return runs.some((run) => WORD_CHAR.test(run.text));
}
