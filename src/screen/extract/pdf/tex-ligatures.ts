/**
 * TeX ligatures that reach the text layer as control characters.
 *
 * A TeX font without glyph names (a Type 3 bitmap font, a subset stripped of its names) gives
 * pdf.js nothing but its character codes, and TeX's encodings put the ligatures (and dashes) in the
 * control range: T1 (Cork) has ff fi fl ffi ffl at 0x1B–0x1F (OT1's ligatures at 0x0B–0x0F are
 * whitespace to pdf.js and never arrive). Dropped as control characters they leave
 * "Certications", "workow", "dierent". A ligature code is read as its letters where it stands
 * after a letter or opens a word; anywhere else the code stays unknown. (T1's dashes at 0x15–0x16
 * are left dropped: a dash read back inside a job header moves where the header is split.)
 */

const LIGATURES: Record<string, string> = {
  '\u001B': 'ff',
  '\u001C': 'fi',
  '\u001D': 'fl',
  '\u001E': 'ffi',
  '\u001F': 'ffl',
};

// After a letter (inside or at the end of a word: "staff"), or opening a word before a letter.
const LIGATURE_IN_WORD = /(?<=\p{L})[\u001B-\u001F]|(?<![^\s(/-])[\u001B-\u001F](?=\p{L})/gu;

/** The item's TeX ligature codes as letters ("Certi\u001Ccations" → "Certifications"). */
export function readTexControlCodes(text: string): string {
  if (!/[\u001B-\u001F]/.test(text)) return text;
  return text.replace(LIGATURE_IN_WORD, (code) => LIGATURES[code] ?? code);
}
