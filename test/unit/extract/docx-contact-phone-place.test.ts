/**
 * A Word CV's contact line "e-mail – phone – town" whose phone ends in digits that look like a year
 * ("+49 151 239 52085 – Hamburg": "2085 – H…"): the line reads no period, so the town is the candidate's.
 */
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };
const P = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });

describe('a contact line whose phone ends like a year', () => {
  it.each([
    ['de', 'Tobias Lindner', '+49 151 239 52085', 'Hamburg', 'Berufserfahrung', 'Softwareentwickler, Nordlicht Software GmbH, 2019 – heute'],
    ['en', 'Lucy Fairbairn', '+44 7700 952019', 'Leeds', 'Work Experience', 'Data Analyst, Harbour Analytics, 2020 – present'],
    ['it', 'Elena Fabbri', '+39 3475522018', 'Bologna', 'Esperienza professionale', 'Contabile, Studio Rinaldi, 2018 – oggi'],
  ])('%s: the town after the phone is the candidate’s', async (_lang, name, phone, town, heading, job) => {
    const email = `${name.toLowerCase().replace(' ', '.')}@example.com`;
    const doc = new Document({ sections: [{ children: [P(name, true), P(`${email} – ${phone} – ${town}`), P(heading.toUpperCase(), true), P(job)] }] });
    const bytes = new Uint8Array(await Packer.toBuffer(doc));
    const profile = runEngine(await extractDocument(bytes, { limits }), { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
    expect(profile.personal.location?.city).toBe(town);
  });
});
