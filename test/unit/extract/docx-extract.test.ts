import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type Document, ExtractionError, type TextRun } from '../../../src/screen/extract/document.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { cvDocx, handmadeDocx, textboxParagraph } from './docx-fixtures.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };

function runs(doc: Document, text: string): TextRun[] {
  return doc.pages.flatMap((p) => p.lines).filter((l) => l.text.includes(text));
}

/** The run whose text is exactly `text`, else the first that contains it. */
function run(doc: Document, text: string): TextRun {
  const found = runs(doc, text).find((r) => r.text === text) ?? runs(doc, text)[0];
  if (!found) throw new Error(`no run with "${text}" in ${JSON.stringify(doc.pages.flatMap((p) => p.lines.map((l) => l.text)))}`);
  return found;
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ExtractionError) return err.code;
    throw err;
  }
  throw new Error('extraction did not fail');
}

describe('DOCX extraction', () => {
  it('reads headings, bold runs and real font sizes', async () => {
    const doc = await extractDocument(await cvDocx(), { limits });
    expect(doc.format).toBe('docx');
    expect(doc.source).toBe('text');
    expect(run(doc, 'Luca Bianchi').block).toMatchObject({ kind: 'heading', level: 1 });
    expect(run(doc, 'Esperienza').block).toMatchObject({ kind: 'heading', level: 1 });
    expect(run(doc, 'Competenze').block).toMatchObject({ kind: 'heading', level: 2 });
    const title = run(doc, 'Data Engineer');
    expect(title.bold).toBe(true);
    expect(title.fontSize).toBe(14);
    const place = run(doc, 'based in Torino');
    expect(place.bold).toBe(false);
    // The document default (w:sz 22) applies where nothing else sets a size.
    expect(place.fontSize).toBe(11);
    expect(place.x).toBeGreaterThan(title.x);
    // One line, one baseline: the smaller run's bottom sits on the title's.
    expect(place.y + place.h).toBe(title.y + title.h);
    const bullet = run(doc, 'Built data pipelines');
    expect(bullet.block?.kind).toBe('list-item');
    expect(bullet.text).toMatch(/^• Built data pipelines/);
  });

  it('numbers list items and indents them as numbering.xml says', async () => {
    const numbering =
      '<w:numbering xmlns:w="x"><w:abstractNum w:abstractNumId="3"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/>' +
      '<w:lvlText w:val="%1."/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>' +
      '<w:num w:numId="7"><w:abstractNumId w:val="3"/></w:num></w:numbering>';
    const item = (text: string) => `<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="7"/></w:numPr></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const body = `<w:p><w:r><w:t>Projects</w:t></w:r></w:p>${item('First project')}${item('Second project')}`;
    const doc = await extractDocument(handmadeDocx(body, { 'word/numbering.xml': numbering }), { limits });
    const [heading, first, second] = doc.pages[0]!.lines;
    expect(first!.text).toBe('1. First project');
    expect(second!.text).toBe('2. Second project');
    expect(first!.block?.kind).toBe('list-item');
    // Left 36 pt, hanging 18 pt: the number sits 18 pt right of the plain paragraph.
    expect(first!.x - heading!.x).toBeCloseTo(18, 0);
  });

  it('orders runs down the page in reading order', async () => {
    const doc = await extractDocument(await cvDocx(), { limits });
    const order = ['Luca Bianchi', 'Data Engineer', 'Esperienza', 'Built data pipelines', '2019 - 2023', '2016 - 2019', 'Competenze', 'SQL, Airflow'];
    const ys = order.map((t) => run(doc, t).y);
    for (let i = 1; i < ys.length; i++) expect(ys[i]).toBeGreaterThan(ys[i - 1]!);
    const paragraphs = order.map((t) => run(doc, t).block?.paragraph ?? -1);
    for (let i = 1; i < paragraphs.length; i++) expect(paragraphs[i]).toBeGreaterThan(paragraphs[i - 1]!);
  });

  it('reads tables cell by cell, with columns apart by x', async () => {
    const doc = await extractDocument(await cvDocx(), { limits });
    const a = run(doc, '2019 - 2023');
    const b = run(doc, 'Acme S.p.A.');
    const c = run(doc, '2016 - 2019');
    expect(a.block).toMatchObject({ kind: 'table-cell', table: 0, row: 0, col: 0 });
    expect(b.block).toMatchObject({ kind: 'table-cell', table: 0, row: 0, col: 1 });
    expect(c.block).toMatchObject({ kind: 'table-cell', table: 0, row: 1, col: 0 });
    expect(b.bold).toBe(true);
    expect(b.x - a.x).toBeCloseTo(150, 0);
    expect(b.y).toBe(a.y);
    expect(c.y).toBeGreaterThan(a.y);
  });

  it('reads the header, the footer and a text box once each', async () => {
    const doc = await extractDocument(await cvDocx(), { limits });
    const header = run(doc, 'Curriculum Vitae');
    expect(header.block?.kind).toBe('header');
    expect(header.y).toBeLessThan(run(doc, 'Luca Bianchi').y);
    const footer = run(doc, 'luca.bianchi@example.it');
    expect(footer.block?.kind).toBe('footer');
    expect(footer.y).toBeGreaterThan(run(doc, 'SQL, Airflow').y);
    const box = runs(doc, 'Lingue: italiano');
    expect(box).toHaveLength(1);
    expect(box[0]!.block?.kind).toBe('textbox');
    expect(box[0]!.bold).toBe(true);
    expect(box[0]!.x).toBeGreaterThan(300);
  });

  it('keeps the photo with its place and size, and skips the icon', async () => {
    const doc = await extractDocument(await cvDocx(), { limits });
    expect(doc.images).toHaveLength(1);
    const photo = doc.images[0]!;
    expect(photo.mediaType).toBe('image/jpeg');
    expect([photo.width, photo.height]).toEqual([240, 300]);
    expect(photo.bytes[0]).toBe(0xff);
    const placed = doc.pages[0]!.images.find((i) => i.ref === photo.ref)!;
    // docx sizes pictures in pixels at 96 dpi: 120×150 px = 90×112.5 pt.
    expect(placed.w).toBeCloseTo(90, 0);
    expect(placed.h).toBeCloseTo(112.5, 0);
    expect(placed.y).toBeGreaterThan(run(doc, 'Luca Bianchi').y);
    expect(placed.y).toBeLessThan(run(doc, 'Data Engineer').y);
  });

  it('reads a DrawingML text box once, not again from its VML fallback', async () => {
    const body = `<w:p><w:r><w:t>Main text</w:t></w:r></w:p>${textboxParagraph('Sidebar skills', 30, 200)}`;
    const doc = await extractDocument(handmadeDocx(body), { limits });
    const box = runs(doc, 'Sidebar skills');
    expect(box).toHaveLength(1);
    expect(box[0]!.block?.kind).toBe('textbox');
    expect(box[0]!.x).toBeCloseTo(30, 0);
    expect(box[0]!.y).toBeCloseTo(200, 0);
  });

  it('places text at right tab stops and centres centred paragraphs', async () => {
    const body =
      '<w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:t>Centred Name</w:t></w:r></w:p>' +
      '<w:p><w:pPr><w:tabs><w:tab w:val="right" w:pos="9000"/></w:tabs></w:pPr><w:r><w:t>Engineer</w:t><w:tab/><w:t>2019 - 2023</w:t></w:r></w:p>' +
      '<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:left="1440" w:right="1440" w:top="1440"/></w:sectPr>';
    const doc = await extractDocument(handmadeDocx(body), { limits });
    const name = run(doc, 'Centred Name');
    // Text area 72..540 pt: the centre is 306 pt.
    expect(name.x + name.w / 2).toBeCloseTo(306, 0);
    const dates = run(doc, '2019 - 2023');
    // Right tab at 9000 twips = 450 pt from the margin: the dates end there.
    expect(dates.x + dates.w).toBeCloseTo(72 + 450, 0);
    expect(run(doc, 'Engineer').x).toBe(72);
  });

  it('decodes character references and skips deleted text', async () => {
    const body =
      '<w:p><w:r><w:t xml:space="preserve">Caf&#233; &amp; Cr&#xE8;me </w:t></w:r><w:del><w:r><w:delText>removed</w:delText></w:r></w:del>' +
      '<w:ins><w:r><w:t>added</w:t></w:r></w:ins></w:p>';
    const doc = await extractDocument(handmadeDocx(body), { limits });
    const text = doc.pages[0]!.lines.map((l) => l.text).join(' ');
    expect(text).toContain('Café & Crème added');
    expect(text).not.toContain('removed');
  });
});

describe('DOCX failures', () => {
  it('stops a zip bomb at the decompressed-size limit', async () => {
    const bomb = handmadeDocx('<w:p><w:r><w:t>x</w:t></w:r></w:p>', { 'word/styles.xml': `<w:styles xmlns:w="x">${' '.repeat(3 << 20)}</w:styles>` });
    expect(bomb.length).toBeLessThan(100_000);
    expect(await failure(extractDocument(bomb, { limits: { ...limits, maxDocxUnzippedBytes: 1 << 20 } }))).toBe('file_too_complex');
  });

  it('refuses a DOCTYPE (entity expansion) in a part', async () => {
    const xml = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa">]><w:document xmlns:w="x"><w:body><w:p><w:r><w:t>&a;</w:t></w:r></w:p></w:body></w:document>';
    const doc = zipSync({ '[Content_Types].xml': new TextEncoder().encode('<Types/>'), 'word/document.xml': new TextEncoder().encode(xml) });
    expect(await failure(extractDocument(doc, { limits, format: 'docx' }))).toBe('unreadable_file');
  });

  it('reports a document without text', async () => {
    expect(await failure(extractDocument(handmadeDocx('<w:p/>'), { limits }))).toBe('no_text_found');
  });

  it('reports a damaged package as unreadable', async () => {
    const good = await cvDocx();
    expect(await failure(extractDocument(good.subarray(0, good.length - 200), { limits, format: 'docx' }))).toBe('unreadable_file');
  });
});
