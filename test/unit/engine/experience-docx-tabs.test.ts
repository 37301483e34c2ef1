/**
 * Word files whose tab is a tab character inside the text (some generators write it so, where
 * Word writes <w:tab/>): "Acme Ltd ⇥ London" over "Sales Manager ⇥ Jan 2019 – Present" on a right
 * tab stop. The tab is a jump to the stop, so the town stays apart from the employer.
 */
import { Document as DocxDocument, Packer, Paragraph, Table, TableCell, TableRow, TabStopType, TextRun, WidthType } from 'docx';
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';

const LIMITS = { maxPages: 5, maxPixels: 4e7, maxDocxUnzippedBytes: 1e8 };
const tabbed = (left: string, right: string, bold = false) =>
  new Paragraph({ tabStops: [{ type: TabStopType.RIGHT, position: 9000 }], children: [new TextRun({ text: left, bold }), new TextRun({ text: `\t${right}` })] });
const p = (text: string, bold = false, size?: number) => new Paragraph({ children: [new TextRun({ text, bold, size })] });

async function jobs(heading: string, rows: [string, string, string, string][]): Promise<(string | null)[][]> {
  const children = [p('Maria Example', true, 40), p('maria@example.com'), p(heading, true, 26)];
  for (const [org, town, title, dates] of rows) children.push(tabbed(org, town, true), tabbed(title, dates), new Paragraph({ text: 'Coordinated the daily work of the team', bullet: { level: 0 } }));
  const doc = new DocxDocument({ sections: [{ children }] });
  const document = await extractDocument(new Uint8Array(await Packer.toBuffer(doc)), { limits: LIMITS, ocr: false });
  return runEngine(document, { referenceDate: new Date(Date.UTC(2025, 5, 1)) }).workExperience.map((e) => [e.title, e.employer, e.location]);
}

describe('DOCX: a tab character written inside the text', () => {
  it.each([
    ['en', 'PROFESSIONAL EXPERIENCE', [['Acme Ltd', 'London', 'Sales Manager', 'Jan 2019 – Present'], ['Beta Stores', 'Leeds', 'Sales Assistant', 'Mar 2016 – Dec 2018']]],
    ['it', 'ESPERIENZA PROFESSIONALE', [['Alfa S.r.l.', 'Milano', 'Responsabile vendite', '01/2019 – oggi'], ['Beta S.p.A.', 'Torino', 'Addetta vendite', '03/2016 – 12/2018']]],
    ['de', 'BERUFSERFAHRUNG', [['Alfa GmbH', 'München', 'Vertriebsleiterin', '01/2019 – heute'], ['Beta AG', 'Augsburg', 'Verkäuferin', '03/2016 – 12/2018']]],
  ] as [string, string, [string, string, string, string][]][])('keeps the town apart from the employer (%s)', async (_lang, heading, rows) => {
    expect(await jobs(heading, rows)).toEqual(rows.map(([org, town, title]) => [title, org, town]));
  });
});

describe('DOCX: a page-wide right tab stop inside a narrow table cell', () => {
  it('sets the text after the tab at the cell\'s right edge, on the same line', async () => {
    const side = [p('CONTATTI', true), p('marta@example.it'), p('+39 333 1234567')];
    const main = [p('Marta Rossi', true, 40), p('Formazione', true, 26), tabbed('Laurea in Economia', 'set. 2017 - lug. 2020', true), p('Università di Padova')];
    const cell = (width: number, children: Paragraph[]) => new TableCell({ width: { size: width, type: WidthType.DXA }, children });
    const doc = new DocxDocument({ sections: [{ children: [new Table({ columnWidths: [3000, 6600], rows: [new TableRow({ children: [cell(3000, side), cell(6600, main)] })] })] }] });
    const document = await extractDocument(new Uint8Array(await Packer.toBuffer(doc)), { limits: LIMITS, ocr: false });
    const lines = buildLayout(document).lines.map((l) => l.text);
    expect(lines).toContain('Laurea in Economia\tset. 2017 - lug. 2020');
  });
});
