/**
 * A DOCX built on a layout table (sidebar in one cell, main content in the next): each cell is
 * read as a flow of its own, while a form-like table (a label cell and its content) stays rows.
 */
import { Document as DocxDocument, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';

const LIMITS = { maxPages: 5, maxPixels: 4e7, maxDocxUnzippedBytes: 1e8 };
const p = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });

async function sidebarDocx(): Promise<Uint8Array> {
  const side = [p('CONTACT', true), p('Denver, CO, USA'), p('+1 303 555 0142'), p('tony.halwell@example.com'), p('LANGUAGES', true), p('English – native'), p('Spanish – B2')];
  const main = [
    p('Tony Halwell', true),
    p('EXPERIENCE', true),
    p('Digital Marketing Specialist', true),
    p('Talavia Studio Corp., Charlotte'),
    p('Jun 2021 – Present'),
    p('Marketing Assistant', true),
    p('Garford & Radfield Corp., Phoenix'),
    p('Sep 2019 – Apr 2021'),
  ];
  const doc = new DocxDocument({
    sections: [
      {
        children: [
          new Table({
            columnWidths: [3000, 6600],
            width: { size: 9600, type: WidthType.DXA },
            rows: [new TableRow({ children: [new TableCell({ width: { size: 3000, type: WidthType.DXA }, children: side }), new TableCell({ width: { size: 6600, type: WidthType.DXA }, children: main })] })],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe('layout tables in DOCX', () => {
  it('reads the sidebar cell and the main cell one after the other', async () => {
    const document = await extractDocument(await sidebarDocx(), { limits: LIMITS, ocr: false });
    const layout = buildLayout(document);
    // No line mixes the two cells.
    expect(layout.lines.some((l) => l.text.includes('Denver') && l.text.includes('Tony'))).toBe(false);
    expect(layout.lines.find((l) => l.text.startsWith('Denver'))?.sidebar).toBe(true);
    const profile = runEngine(document, { referenceDate: new Date(Date.UTC(2025, 5, 1)) });
    expect(profile.workExperience.map((w) => [w.title, w.employer])).toEqual([
      ['Digital Marketing Specialist', 'Talavia Studio Corp.'],
      ['Marketing Assistant', 'Garford & Radfield Corp.'],
    ]);
    expect(profile.personal.location?.city).toBe('Denver');
    expect(profile.languages.map((l) => l.code)).toEqual(['en', 'es']);
  });

  it('keeps label rows of a form-like table on one line', async () => {
    const rows = [
      ['03/2019 – heute', 'Softwareentwickler'],
      ['01/2015 – 02/2019', 'Werkstudent'],
    ].map(([a, b]) => new TableRow({ children: [new TableCell({ children: [p(a!)] }), new TableCell({ children: [p(b!, true), p('Nordlicht GmbH, Berlin')] })] }));
    const doc = new DocxDocument({ sections: [{ children: [p('Berufserfahrung', true), new Table({ columnWidths: [2500, 7100], rows })] }] });
    const document = await extractDocument(new Uint8Array(await Packer.toBuffer(doc)), { limits: LIMITS, ocr: false });
    const layout = buildLayout(document);
    expect(layout.lines.some((l) => l.text.startsWith('03/2019 – heute\tSoftwareentwickler'))).toBe(true);
  });
});
