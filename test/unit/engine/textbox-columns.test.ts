/**
 * A DOCX designed with text boxes: the main column and a sidebar are two anchored boxes side by
 * side, so their paragraphs share the page's height. Each box is read as a flow of its own.
 */
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { handmadeDocx } from '../extract/docx-fixtures.ts';

const LIMITS = { maxPages: 5, maxPixels: 4e7, maxDocxUnzippedBytes: 1e8 };
const emu = (pt: number) => Math.round(pt * 12700);

/** A paragraph anchoring a text box at (x, y) on the page, holding one paragraph per line. */
function box(lines: string[], x: number, y: number, width: number): string {
  const paragraphs = lines.map((l) => `<w:p><w:r><w:t>${l}</w:t></w:r></w:p>`).join('');
  return (
    '<w:p><w:r><w:drawing><wp:anchor>' +
    `<wp:positionH relativeFrom="page"><wp:posOffset>${emu(x)}</wp:posOffset></wp:positionH>` +
    `<wp:positionV relativeFrom="page"><wp:posOffset>${emu(y)}</wp:posOffset></wp:positionV>` +
    `<wp:extent cx="${emu(width)}" cy="${emu(500)}"/><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${paragraphs}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic>` +
    '</wp:anchor></w:drawing></w:r></w:p>'
  );
}

describe('text boxes side by side in a DOCX', () => {
  it.each([
    [
      'de',
      ['Lena Beispiel', 'BERUFSERFAHRUNG', 'Musterwerk GmbH, Kassel 03/2021 – 05/2024', 'Lageristin', 'Spedition Nordtal, Hameln 01/2018 – 02/2021', 'Kommissioniererin', 'AUSBILDUNG', 'Realschule am Berg, Kassel 2011 – 2017'],
      ['KONTAKT', 'lena@example.de', 'SPRACHEN', 'Deutsch', 'Englisch', 'KENNTNISSE', 'MS Office', 'Staplerschein'],
    ],
    [
      'it',
      ['Giulia Esempio', 'ESPERIENZE PROFESSIONALI', 'Officine Valdora, Lucca 2019 – 2024', 'Magazziniera', 'Cartiera del Serchio, Lucca 2016 – 2019', 'Operaia', 'ISTRUZIONE', 'Istituto tecnico Galilei, Pisa 2011 – 2016'],
      ['CONTATTI', 'giulia@example.it', 'LINGUE', 'Italiano', 'Inglese', 'COMPETENZE', 'Excel', 'Muletto'],
    ],
  ])('reads the main box and the sidebar box as two flows (%s)', async (_lang, main, side) => {
    const body = box(main, 36, 60, 300) + box(side, 380, 60, 170);
    const layout = buildLayout(await extractDocument(handmadeDocx(body), { limits: LIMITS }));
    const experience = layout.sections.find((s) => s.kind === 'experience')!;
    const education = layout.sections.find((s) => s.kind === 'education')!;
    // No sidebar line interleaved with the jobs, and both sections found whole.
    expect(experience.lines.map((l) => l.text)).toEqual(main.slice(2, 6));
    expect(education.lines.map((l) => l.text)).toEqual(main.slice(7));
    expect(layout.sections.find((s) => s.kind === 'languages')!.lines.map((l) => l.text)).toEqual(side.slice(3, 5));
    expect(layout.multiColumn).toBe(true);
  });

  it('leaves a lone text box (a name banner) in the flow', async () => {
    const body = box(['Lena Beispiel', 'Lageristin'], 36, 40, 500) + '<w:p><w:r><w:t>BERUFSERFAHRUNG</w:t></w:r></w:p>';
    const layout = buildLayout(await extractDocument(handmadeDocx(body), { limits: LIMITS }));
    expect(layout.multiColumn).toBe(false);
  });
});
