/**
 * Text runs as the layout can trust them: normalized Unicode, no icon glyphs, no invisible
 * characters. Icon fonts (Font Awesome, Wingdings, …) put pictures where contact data sits; their
 * glyphs are either private-use code points or ligature names ("LINKEDIN", "HOUSE-CHIMNEY").
 */
import type { TextRun } from '../extract/document.ts';

// Private-use areas (icon fonts map glyphs there), pictographs and dingbats, zero-width marks.
const ICON_CHARS = /[\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}\p{Extended_Pictographic}\u2700-\u27BF\u2600-\u26FF\u{1F000}-\u{1FAFF}\u200B-\u200D\u2060\uFEFF\u00AD]|\uFE0E|\uFE0F/gu;
const ICON_FONT = /awesome|fontello|icomoon|glyphicon|ionicons|materialicons|material-icons|wingding|webding|dingbat|zapf|symbol(?!a)|academicons|entypo|octicons|feather/i;
// Bullet glyphs that extraction may deliver as letters of symbol fonts.
const BULLET_ONLY = /^[\s•·▪▫◦‣⁃∙●○■□◆◇►▶➢➤✓✔☐☑\-–—*>»]+$/u;

// Rules drawn with characters ("=====", "-----", "_____") under plain-text headings.
const RULE_LINE = /^[=_\-–—~*#.·─━═]{3,}$/u;

export interface CleanRun extends TextRun {
  /** The run is a lone bullet glyph: it marks the start of a list item, not text. */
  isBullet: boolean;
}

export function cleanRuns(runs: TextRun[]): CleanRun[] {
  const out: CleanRun[] = [];
  for (const run of runs) {
    if (run.fontName && ICON_FONT.test(run.fontName)) continue;
    // Runs of spaces inside one run are the columns of plain-text CVs: they become cell breaks.
    const text = run.text
      // "ï¼": a full-width separator decoded as Latin-1 by a job-board export (its third byte lost).
      .replace(/ï¼|ï½/g, ' | ')
      .normalize('NFC')
      .replace(ICON_CHARS, ' ')
      .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
      .replace(/(\S) {3,}(?=\S)/g, '$1\t')
      .replace(/[^\S\t]+/g, ' ');
    if (!text.trim() || RULE_LINE.test(text.trim())) continue;
    out.push({ ...run, text, isBullet: BULLET_ONLY.test(text) });
  }
  return out;
}

// TeX's Computer Modern and Latin Modern fonts in their old 7-bit encoding (OT1) draw an accent as a
// glyph of its own, set before the letter: PDFs of LaTeX CVs then read "Forma¸c˜ao", "Ra´ul".
const TEX_FONT = /(?:^|\+)(?:CM|LM|SF)[A-Z]{1,6}\d/;
const SPACING_ACCENTS: Record<string, string> = { '´': '\u0301', '`': '\u0300', 'ˆ': '\u0302', '˜': '\u0303', '¨': '\u0308', '¸': '\u0327' };
// Only the accented letters of the languages read here: an acute written as an apostrophe
// ("Master´s") is left alone.
const ACCENTED = /^[áéíóúàèìòùâêîôûãõñäëïöüç]$/iu;

/** Joins a TeX font's spacing accents to the letter after them ("Forma¸c˜ao" → "Formação"). */
export function composeSpacingAccents(text: string, runs: readonly TextRun[]): string {
  if (!/[´`ˆ˜¨¸]/u.test(text) || !runs.some((r) => r.fontName && TEX_FONT.test(r.fontName))) return text;
  return text.replace(/([´`ˆ˜¨¸])([\p{L}ı])/gu, (whole, accent: string, letter: string) => {
    const composed = `${letter === 'ı' ? 'i' : letter}${SPACING_ACCENTS[accent]}`.normalize('NFC');
    return ACCENTED.test(composed) ? composed : whole;
  });
}

