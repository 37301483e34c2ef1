/**
 * Europass-like Word CVs: a borderless two-column table of labels and values. A mother-tongue label
 * read as a section heading ("Madrelingua") leaves the language under it native. The
 * shorter German school label ("Name und Art der Bildungseinrichtung") is a label, no school.
 */
import { AlignmentType, BorderStyle, Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };
const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const borders = { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none };
const cell = (w: number, text: string, bold = false) =>
  new TableCell({ width: { size: w, type: WidthType.DXA }, children: [new Paragraph({ alignment: w < 4000 ? AlignmentType.RIGHT : undefined, children: [new TextRun({ text, bold })] })] });

async function europass(rows: [string, string, boolean?][]): Promise<Uint8Array> {
  const table = new Table({
    width: { size: 9600, type: WidthType.DXA },
    columnWidths: [3200, 6400],
    borders,
    rows: rows.map(([label, value, bold]) => new TableRow({ children: [cell(3200, label, bold), cell(6400, value)] })),
  });
  const doc = new Document({ sections: [{ children: [new Paragraph({ children: [new TextRun({ text: 'Curriculum Vitae', bold: true, size: 32 })] }), table] }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

const run = async (rows: [string, string, boolean?][]) => runEngine(await extractDocument(await europass(rows), { limits }), { referenceDate: new Date(Date.UTC(2026, 5, 1)) });

describe('Europass-like label tables in Word', () => {
  // "Contatti", "Competenze": label cells the lexicon knows as headings make the label column a
  // column of headings, and "Madrelingua" (a heading of Italian CVs) heads a section of its own.
  it('it: the language beside a mother-tongue label read as a heading is native', async () => {
    const profile = await run([
      ['', 'Giulia Ferraresi', true],
      ['Contatti', 'giulia.ferraresi@example.it'],
      ['Tel.', '+39 347 555 1234'],
      ['ISTRUZIONE', '', true],
      ['2012 – 2015', 'Università di Bologna'],
      ['Madrelingua', 'Italiano'],
      ['Altre lingue', 'Inglese (C1)'],
      ['Competenze', 'Excel, SQL'],
    ]);
    expect(profile.languages.map((l) => [l.code, l.level])).toEqual([
      ['it', 'native'],
      ['en', 'C1'],
    ]);
  });

  it('it: a MADRELINGUA heading over its language, in plain paragraphs', async () => {
    const P = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
    const lines: [string, boolean][] = [['Giulia Ferraresi', true], ['giulia.ferraresi@example.it', false], ['ISTRUZIONE', true], ['2012 – 2015 Laurea in Economia, Università di Bologna', false], ['MADRELINGUA', true], ['Italiano', false], ['ALTRE LINGUE', true], ['Inglese (C1)', false], ['COMPETENZE', true], ['Excel, SQL', false]];
    const doc = new Document({ sections: [{ children: lines.map(([t, b]) => P(t, b)) }] });
    const bytes = new Uint8Array(await Packer.toBuffer(doc));
    const profile = runEngine(await extractDocument(bytes, { limits }), { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
    expect(profile.languages.map((l) => [l.code, l.level])).toEqual([
      ['it', 'native'],
      ['en', 'C1'],
    ]);
  });

  it('de: "Name und Art der Bildungseinrichtung" labels the school', async () => {
    const profile = await run([
      ['', 'Lena Brückner', true],
      ['E-mail', 'lena.brueckner@example.de'],
      ['AUSBILDUNG', '', true],
      ['Zeitraum', '2012 – 2015'],
      ['Bezeichnung der erworbenen Qualifikation', 'Bachelor of Science Informatik'],
      ['Name und Art der Bildungseinrichtung', 'Universität Hamburg'],
      ['Zeitraum', '2015 – 2017'],
      ['Bezeichnung der erworbenen Qualifikation', 'Master of Arts Betriebswirtschaft'],
      ['Name und Art der Bildungseinrichtung', 'Universität zu Köln'],
    ]);
    expect(profile.education.map((e) => e.institution)).toEqual(['Universität Hamburg', 'Universität zu Köln']);
  });
});
