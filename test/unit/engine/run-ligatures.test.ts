/**
 * Typographic ligatures in the text layer ("Certiﬁcations", "ﬂuent", "Oﬃce"): OCR engines emit
 * them, and text pasted from a PDF into a DOCX keeps them. A heading, a skill or a level word
 * written with one is read in its letters.
 */
import { describe, expect, it } from 'vitest';
import { cleanRuns } from '../../../src/screen/layout/run-cleaning.ts';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

describe('ligatures in text runs', () => {
  it('spells them out', () => {
    const run = { text: 'Certiﬁed, ﬂuent, Oﬃce, eﬀective, baﬄe', x: 0, y: 0, w: 100, h: 10, fontSize: 10, bold: false };
    expect(cleanRuns([run])[0]?.text).toBe('Certified, fluent, Office, effective, baffle');
  });
  it('reads a certificates section whose heading and items carry them', () => {
    const profile = runEngine(
      documentOf([{ text: 'Anna Rossi', size: 22, bold: true }, 'anna@mail.com', { text: 'Certiﬁcations', size: 13, bold: true, gap: 10 }, 'Certiﬁed ScrumMaster (2019)']),
      { referenceDate: new Date('2026-01-01') },
    );
    expect(profile.certifications.map((c) => c.name)).toEqual(['Certified ScrumMaster']);
  });
});
