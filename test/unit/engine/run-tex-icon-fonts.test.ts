/**
 * LaTeX CV classes draw contact icons and list pointers with symbol fonts whose glyphs sit on
 * letters: marvosym's "H" is a mobile phone, "B" a letter, "{" a pointer. Those runs are pictures,
 * never text: no "H" before the phone number, no "{" opening an entry's line.
 */
import { describe, expect, it } from 'vitest';
import { cleanRuns } from '../../../src/screen/layout/run-cleaning.ts';

const run = (text: string, x: number, fontName: string) => ({ text, x, y: 0, w: text.length * 5, h: 10, fontSize: 10, bold: false, fontName });

describe('runs of LaTeX icon fonts', () => {
  for (const font of ['MarVoSym', 'ABCDEF+marvosym', 'bbding10', 'wasy10', 'ifsym']) {
    it(`drops ${font} runs and keeps the text beside them`, () => {
      const out = cleanRuns([run('H', 10, font), run('+49 1000 12 34 567', 22, 'OpenSans-Light'), run('{', 10, font), run('Projektarbeit', 22, 'OpenSans-Light')]);
      expect(out.map((r) => r.text)).toEqual(['+49 1000 12 34 567', 'Projektarbeit']);
    });
  }
  it('keeps text fonts whose names merely contain letters of those', () => {
    expect(cleanRuns([run('Hauptstraße 5', 10, 'Wasabi-Regular')]).map((r) => r.text)).toEqual(['Hauptstraße 5']);
  });
});
