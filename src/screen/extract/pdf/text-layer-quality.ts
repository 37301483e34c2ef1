/**
 * Decides whether a page's text layer can be trusted or the page must be OCR'd instead.
 *
 * A text layer fails in two ways: it is absent (a scan, text drawn as outlines) or it is
 * garbage (a font without a usable Unicode map, so glyph ids come out as control characters,
 * private-use code points, symbols, or letters that spell no words). The signals below are
 * language-neutral ratios; thresholds were chosen so every real CV layer we measured passes
 * with a wide margin (letters ≥ 0.78 of non-space chars, vowel share 0.35–0.49 of Latin letters).
 */

export type TextLayerVerdict = 'good' | 'empty' | 'garbage';

export interface TextLayerAssessment {
  verdict: TextLayerVerdict;
  /** Non-space characters seen, including those dropped as control characters. */
  chars: number;
  /** Why a layer was judged garbage, for meta.warnings. */
  reason?: string;
}

/** Below this many visible characters a page has no text layer worth keeping. */
const MIN_CHARS = 12;
const MIN_LETTER_RATIO = 0.4;
const MAX_JUNK_RATIO = 0.3;
const VOWEL_SHARE = { min: 0.2, max: 0.65 };
const MIN_VOWELLED_WORDS = 0.55;
/** Latin Extended-A/B letters are rare in real text even in Czech or Vietnamese. */
const MAX_LATIN_EXTENDED_SHARE = 0.4;

const VOWELS = /[aeiouyàáâãäåæèéêëìíîïòóôõöøœùúûüýÿ]/i;
const ASCII_VOWELS = new Set([...'aeiouy'].map((c) => c.charCodeAt(0)));

export function assessTextLayer(texts: readonly string[], droppedControlChars = 0): TextLayerAssessment {
  let chars = droppedControlChars;
  let letters = 0;
  let junk = droppedControlChars;
  let latinLetters = 0;
  let latinVowels = 0;
  let latinExtended = 0;
  let latinWords = 0;
  let vowelledWords = 0;
  for (const text of texts) {
    for (const ch of text) {
      const cp = ch.codePointAt(0) ?? 0;
      // ASCII first, without regexes: nearly every character of a CV in these languages.
      if (cp < 0x80) {
        if (cp <= 0x20) continue;
        chars++;
        const lower = cp | 0x20;
        if (lower >= 0x61 && lower <= 0x7a) {
          letters++;
          latinLetters++;
          if (ASCII_VOWELS.has(lower)) latinVowels++;
        }
        continue;
      }
      if (/\s/.test(ch)) continue;
      chars++;
      if ((cp >= 0xe000 && cp <= 0xf8ff) || cp >= 0xf0000 || cp === 0xfffd) junk++;
      else if (/\p{L}/u.test(ch)) {
        letters++;
        if (cp >= 0x100 && cp <= 0x24f) latinExtended++;
        if (/\p{Script=Latin}/u.test(ch)) {
          latinLetters++;
          if (VOWELS.test(ch)) latinVowels++;
        }
      }
    }
    for (const word of text.match(/\p{Script=Latin}{3,}/gu) ?? []) {
      latinWords++;
      if (VOWELS.test(word)) vowelledWords++;
    }
  }
  if (chars < MIN_CHARS) return { verdict: 'empty', chars };
  if (junk / chars > MAX_JUNK_RATIO) return garbage(chars, 'control or private-use characters');
  if (letters / chars < MIN_LETTER_RATIO) return garbage(chars, 'too few letters');
  if (letters > 0 && latinExtended / letters > MAX_LATIN_EXTENDED_SHARE) return garbage(chars, 'unlikely letters');
  if (latinLetters >= 40) {
    const vowelShare = latinVowels / latinLetters;
    if (vowelShare < VOWEL_SHARE.min || vowelShare > VOWEL_SHARE.max) return garbage(chars, 'no words');
  }
  if (latinWords >= 10 && vowelledWords / latinWords < MIN_VOWELLED_WORDS) return garbage(chars, 'no words');
  return { verdict: 'good', chars };
}

function garbage(chars: number, reason: string): TextLayerAssessment {
  return { verdict: 'garbage', chars, reason };
}
