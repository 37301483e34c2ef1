/**
 * Templates draw bullets with many glyphs ("»", "⋄", "➢", "❖", "◆"…), at a line's start or between
 * the items of one line. Every one is read as a bullet: no skill keeps its glyph, and a line of
 * items joined by one is split into its items.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2026, 5, 1)) };
const HEADINGS = { en: 'SKILLS', it: 'COMPETENZE', es: 'HABILIDADES', fr: 'COMPÉTENCES', de: 'KENNTNISSE', pt: 'COMPETÊNCIAS' };
const EXPERIENCE = { en: 'WORK EXPERIENCE', it: 'ESPERIENZE LAVORATIVE', es: 'EXPERIENCIA LABORAL', fr: 'EXPÉRIENCE PROFESSIONNELLE', de: 'BERUFSERFAHRUNG', pt: 'EXPERIÊNCIA PROFISSIONAL' };

function skillsOf(lang: keyof typeof HEADINGS, body: string[]): string[] {
  const lines = ['Maria Rossi', 'maria.rossi@example.com · +39 333 123 4567', '', EXPERIENCE[lang], 'Analyst', 'Acme Ltd', '2019 – 2024', '', HEADINGS[lang], ...body];
  return runEngine(documentOf(lines), REFERENCE).skills.map((s) => s.name).sort();
}

describe('bullet glyphs in skills sections', () => {
  for (const lang of Object.keys(HEADINGS) as (keyof typeof HEADINGS)[]) {
    it(`${lang}: a glyph opening each line is no part of the skill`, () => {
      expect(skillsOf(lang, ['» Zorblax', '➢ Quibbler', '❖ Frobnik', '◆ Wozzle', '→ Plonk'])).toEqual(['Frobnik', 'Plonk', 'Quibbler', 'Wozzle', 'Zorblax']);
    });
    it(`${lang}: a glyph between items on one line splits them`, () => {
      expect(skillsOf(lang, ['⋄ Alphafold ⋄ Zorblax ⋄ Quibbler', 'Frobnik ◆ Wozzle◆ Plonk'])).toEqual(['Alphafold', 'Frobnik', 'Plonk', 'Quibbler', 'Wozzle', 'Zorblax']);
    });
  }
  it('leaves rating dots and arrows between words alone', () => {
    const lines = ['Maria Rossi', 'maria.rossi@example.com', '', 'WORK EXPERIENCE', 'Junior → Senior Analyst', 'Acme Ltd', '2019 – 2024'];
    expect(runEngine(documentOf(lines), REFERENCE).workExperience[0]?.title).toContain('→');
  });
});
