import { describe, expect, it } from 'vitest';
import type { TextRun } from '../../../src/screen/extract/document.ts';
import { composeAccent, composeAccentGlyphs } from '../../../src/screen/extract/pdf/accent-glyphs.ts';

const SIZE = 10;
const GLYPH = 5;

/**
 * A line as pdf.js reads it when every glyph is 5 pt wide and accents are glyphs of their own:
 * `|` marks where the pen moved back one glyph (an accent set over its neighbour), which is where
 * pdf.js starts a new text item.
 */
function line(drawn: string, font = 'CMR10', x0 = 50, y = 100): TextRun[] {
  const runs: TextRun[] = [];
  let x = x0;
  for (const [i, text] of drawn.split('|').entries()) {
    if (i > 0) x -= GLYPH;
    runs.push({ text, x, y, w: text.length * GLYPH, h: SIZE, fontSize: SIZE, bold: false, fontName: font });
    x += text.length * GLYPH;
  }
  return runs;
}

const texts = (runs: TextRun[]) => runs.map((r) => r.text);

describe('accents drawn as glyphs of their own', () => {
  it('joins an accent set before its letter (TeX) to the letter it stands over, in six languages', () => {
    expect(texts(composeAccentGlyphs(line('J¨|org Kr¨|uger')))).toEqual(['Jörg Krüger']);
    expect(texts(composeAccentGlyphs(line('Forma¸|c˜|ao Acadˆ|emica')))).toEqual(['Formação Acadêmica']);
    expect(texts(composeAccentGlyphs(line('´|Ecole sup´|erieure')))).toEqual(['École supérieure']);
    expect(texts(composeAccentGlyphs(line('Ingenier´|ıa Inform´|atica')))).toEqual(['Ingeniería Informática']);
    expect(texts(composeAccentGlyphs(line('Universit`|a di Borgo')))).toEqual(['Università di Borgo']);
  });

  it('joins an accent set after its letter, over it, to that letter — in any font', () => {
    expect(texts(composeAccentGlyphs(line('FRANC|¸AIS', 'Garamond-Bold')))).toEqual(['FRANÇAIS']);
    expect(texts(composeAccentGlyphs(line('Espan|˜ol, Portugue|ˆs', 'Helvetica')))).toEqual(['Español, Português']);
    expect(texts(composeAccentGlyphs(line('Mu|¨nchen', 'ArialMT')))).toEqual(['München']);
  });

  it('keeps each run when the accent and its letter are set in different fonts', () => {
    const runs = [...line('Jo˜', 'CMBX10'), ...line('ao', 'CMR10', 60)];
    expect(texts(composeAccentGlyphs(runs))).toEqual(['Jo', 'ão']);
  });

  it('leaves accents alone where nothing was set over anything', () => {
    // An apostrophe typed as an acute, a tilde meaning "about", a backquote: no glyph overlaps.
    expect(texts(composeAccentGlyphs(line("Master´s degree, ~ 2 years, `make`", 'Calibri')))).toEqual(["Master´s degree, ~ 2 years, `make`"]);
    // A run on the next line that starts further left is no overlap.
    const twoLines = [...line('Caf´', 'Calibri'), ...line('ed Lane', 'Calibri', 50, 112)];
    expect(texts(composeAccentGlyphs(twoLines))).toEqual(['Caf´', 'ed Lane']);
  });

  it('inside one TeX run, joins an accent to the letter after it only when that makes a letter read here', () => {
    expect(texts(composeAccentGlyphs(line('Jos´e Mu˜noz, Master´s')))).toEqual(['José Muñoz, Master´s']);
    expect(texts(composeAccentGlyphs(line('Jos´e Mu˜noz', 'Calibri')))).toEqual(['Jos´e Mu˜noz']);
  });

  it('composes only where Unicode has the accented letter', () => {
    expect(composeAccent('c', 'ˇ')).toBe('č');
    expect(composeAccent('ı', '´')).toBe('í');
    expect(composeAccent('a', '\u0301')).toBe('á');
    expect(composeAccent('q', '¸')).toBeUndefined();
    expect(composeAccent('1', '´')).toBeUndefined();
  });
});
