/**
 * Word CVs that lay skills out as a grid: a bold header row of group labels ("Tecniche ⇥ Strumenti ⇥
 * Personali") over rows of items in as many cells. The labels are no skills; a bold row of skills
 * named as such ("Java ⇥ Python ⇥ SQL") stays items.
 */
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };
const P = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });

async function skillsGrid(name: string, heading: string, header: string[], rows: string[][]): Promise<string[]> {
  const cell = (p: Paragraph) => new TableCell({ width: { size: 3000, type: WidthType.DXA }, children: [p] });
  const table = new Table({
    width: { size: 9000, type: WidthType.DXA },
    columnWidths: [3000, 3000, 3000],
    rows: [new TableRow({ children: header.map((h) => cell(P(h, true))) }), ...rows.map((r) => new TableRow({ children: r.map((t) => cell(P(t))) }))],
  });
  const doc = new Document({ sections: [{ children: [P(name, true), P('cv@example.com'), P(heading.toUpperCase(), true), table] }] });
  const bytes = new Uint8Array(await Packer.toBuffer(doc));
  const profile = runEngine(await extractDocument(bytes, { limits }), { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
  return profile.skills.flatMap((s) => s.asWritten);
}

describe('a skills grid with a header row', () => {
  it.each([
    ['it', 'Giulia Ferraresi', 'Competenze', ['Tecniche', 'Strumenti', 'Personali'], [['Java', 'Excel', 'Contabilità'], ['SQL', 'Python', 'Gestione progetti']]],
    ['de', 'Anna Krüger', 'Kenntnisse', ['Fachlich', 'Werkzeuge', 'Persönlich'], [['Buchhaltung', 'SAP', 'Teamfähigkeit'], ['Java', 'Excel', 'Kundenbetreuung']]],
  ] as const)('%s: the header row labels the columns', async (_lang, name, heading, header, rows) => {
    const skills = await skillsGrid(name, heading, [...header], rows.map((r) => [...r]));
    for (const label of header) expect(skills).not.toContain(label);
    for (const item of rows.flat()) expect(skills).toContain(item);
  });

  it('a bold row of skills over their frameworks stays items', async () => {
    const skills = await skillsGrid('Oliver Bennett', 'Skills', ['Java', 'Python', 'SQL'], [['Spring', 'Django', 'PostgreSQL']]);
    for (const item of ['Java', 'Python', 'SQL', 'Spring', 'Django', 'PostgreSQL']) expect(skills).toContain(item);
  });
});
