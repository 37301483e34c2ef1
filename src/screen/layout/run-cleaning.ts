/**
 * Text runs as the layout can trust them: normalized Unicode, no icon glyphs, no invisible
 * characters. Icon fonts (Font Awesome, Wingdings, …) put pictures where contact data sits; their
 * glyphs are either private-use code points or ligature names ("LINKEDIN", "HOUSE-CHIMNEY").
 */
import type { TextRun } from '../extract/document.ts';
import { composeTexAccents, isTexFont } from '../extract/pdf/accent-glyphs.ts';

// Private-use areas (icon fonts map glyphs there), pictographs and dingbats, zero-width marks.
const ICON_CHARS = /[\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}\p{Extended_Pictographic}\u2700-\u27BF\u2600-\u26FF\u{1F000}-\u{1FAFF}\u200B-\u200D\u2060\uFEFF\u00AD]|\uFE0E|\uFE0F/gu;
// (LaTeX too: marvosym, bbding, wasysym and ifsym letters are pictures: "H" a mobile phone, "{" a pointer.)
const ICON_FONT = /awesome|fontello|icomoon|glyphicon|ionicons|materialicons|material-icons|wingding|webding|dingbat|zapf|symbol(?!a)|academicons|entypo|octicons|feather|marvosym|bbding|wasy|ifsym/i;
// Bullet glyphs that extraction may deliver as letters of symbol fonts.
const BULLET_ONLY = /^[\s•·▪▫◦‣⁃∙●○■□◆◇►▶➢➤✓✔☐☑\-–—*>»]+$/u;

const LEADING_BULLET = /^\s*[•·▪▫◦‣⁃∙●○■□◆◇►▶➢➤✓✔](?=\s|$)/u;

// Glyphs designers use as bullets besides "•" (diamonds, guillemets, arrows, boxes, stars, ticks).
// One spelling, "•", reaches the readers: they then know one bullet, whatever the template drew.
// Squares and arrowheads opening a line stay as drawn: before a short heading they decorate it
// (the heading detector tells them from a list's bullet); the readers of items strip them.
const OTHER_BULLET = '▪▫◦‣⁃∙●○□◇✓✔☐☑⋄◊❯⮚➔➜→⇒»›★☆✦✧◾◼⬤⦿';
const OPENING_BULLET = new RegExp(`^(\\s*)[${OTHER_BULLET}](?=\\s|$)`, 'u');
// Between items of one line ("Alphafold ⋄ Fiji ⋄ Pymol"): a glyph that is no word's letter or
// punctuation, alone between spaces (not one dot of a "●●●○○" rating). Arrows and guillemets
// are left out here: between words they say "to" ("Junior → Senior").
// The glyph may also follow a word closely ("Fiji⋄ Pymol"); a rating's dots ("●●●○○") follow
// one another, never a letter and a space.
const BETWEEN_BULLET = /(?<=[\s\p{L}\p{N})])[▪▫◦●○■□◆◇►▶➢➤⋄◊❖⮚★☆✦✧◾◼⬤⦿](?=\s)/gu;

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
    // A bullet opening the run ("▪ Customer service", "➢", "✔") is kept, though its glyph is a
    // pictograph or a dingbat: it marks a list's item, and without it the item reads as a header's wrapped end.
    const canonical = run.text.replace(OPENING_BULLET, '$1•').replace(BETWEEN_BULLET, (_, at: number, all: string) => (/\s/.test(all[at - 1] ?? ' ') ? '•' : ' •'));
    const bullet = LEADING_BULLET.exec(canonical)?.[0] ?? '';
    // Runs of spaces inside one run are the columns of plain-text CVs: they become cell breaks.
    const text = bullet + canonical
      .slice(bullet.length)
      // "ï¼": a full-width separator decoded as Latin-1 by a job-board export (its third byte lost).
      .replace(/ï¼|ï½/g, ' | ')
      .normalize('NFC')
      // Typographic ligatures ("Certiﬁcations", "ﬂuent"): OCR engines emit them, and text pasted from
      // a PDF into a DOCX keeps them; words are read in their letters.
      .replace(/[\uFB00-\uFB06]/g, (c) => c.normalize('NFKC'))
      .replace(ICON_CHARS, ' ')
      .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
      .replace(/(\S) {3,}(?=\S)/g, '$1\t')
      .replace(/[^\S\t]+/g, ' ');
    if (!text.trim() || RULE_LINE.test(text.trim())) continue;
    out.push({ ...run, text, isBullet: BULLET_ONLY.test(text) });
  }
  return out;
}

/**
 * A line's TeX accents joined to their letters ("Forma¸c˜ao" → "Formação"): the text layer joins
 * those it can place by geometry; this catches runs that reached layout joined already.
 */
export function composeSpacingAccents(text: string, runs: readonly TextRun[]): string {
  return runs.some((r) => isTexFont(r.fontName)) ? composeTexAccents(text) : text;
}
