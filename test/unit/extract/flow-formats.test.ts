/**
 * DOC, RTF, ODT and HTML through the same pipeline as DOCX, on files the tests write: the
 * structure each extractor gives (headings, list items, table cells, header, bold, links), and
 * the profile, which must match the DOCX profile of the same CV.
 */
import { describe, expect, it } from 'vitest';
import type { Document, TextRun } from '../../../src/screen/extract/document.ts';
import type { Profile } from '../../../src/screen/profile-schema.ts';
import { ProfileSchema } from '../../../src/screen/profile-schema.ts';
import { cvDoc, cvDocx, cvHtml, cvOdt, cvRtf, odtPackage, SAMPLE_CV } from '../../support/cv-fixtures.ts';
import { writeDoc } from '../../support/doc-writer.ts';
import { extractAndRun } from '../engine/generated-files.ts';

function run(doc: Document, text: string): TextRun {
  const lines = doc.pages.flatMap((p) => p.lines);
  const found = lines.find((l) => l.text === text) ?? lines.find((l) => l.text.includes(text));
  if (!found) throw new Error(`no run with "${text}" in ${JSON.stringify(lines.map((l) => l.text))}`);
  return found;
}

const texts = (doc: Document) => doc.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');

/** What a reader of the profile relies on. */
function essentials(p: Profile) {
  return {
    name: p.personal.fullName,
    emails: p.personal.emails,
    phones: p.personal.phones.map((x) => x.e164),
    city: p.personal.location?.city,
    title: p.jobProfile.title,
    work: p.workExperience.map((w) => [w.title, w.employer, w.start, w.end, w.current]),
    education: p.education.map((e) => [e.institution, e.isced, e.end]),
    skills: p.skills.map((s) => s.id).sort(),
    languages: p.languages.map((l) => [l.code, l.level]),
  };
}

const FORMATS = { doc: cvDoc, rtf: cvRtf, odt: cvOdt, html: cvHtml } as const;

describe.each(Object.keys(FORMATS) as (keyof typeof FORMATS)[])('%s CV through the Screen pipeline', (format) => {
  it('gives the profile the DOCX of the same CV gives', async () => {
    const { document, profile } = await extractAndRun(new Uint8Array(await FORMATS[format]()));
    expect(document.format).toBe(format);
    expect(document.source).toBe('text');
    expect(ProfileSchema.safeParse(profile).success).toBe(true);
    expect(profile.meta.fileType).toBe(format);
    const got = essentials(profile);
    expect(got).toMatchObject({
      name: SAMPLE_CV.name,
      emails: [SAMPLE_CV.email],
      phones: ['+393471234567'],
      city: 'Milan',
      title: SAMPLE_CV.title,
      work: [
        ['Senior Backend Engineer', 'Nordline Logistics S.p.A.', '2019-03', null, true],
        ['Software Developer', 'Pagamenti Veloci S.r.l.', '2015-09', '2019-02', false],
      ],
      education: [['Politecnico di Milano', 7, '2015']],
      languages: [
        ['it', 'native'],
        ['en', 'C1'],
      ],
    });
    expect(got.skills).toEqual(expect.arrayContaining(['software.java', 'software.kotlin', 'software.kubernetes']));
    const docx = essentials((await extractAndRun(new Uint8Array(await cvDocx()))).profile);
    expect(got).toEqual(docx);
  });
});

describe('RTF structure', () => {
  it('reads headings from the style sheet, bold and sizes, list markers, table cells and field links', async () => {
    const { document: doc } = await extractAndRun(new Uint8Array(cvRtf()));
    expect(run(doc, 'Marta Vellani')).toMatchObject({ fontSize: 20, bold: true, block: { kind: 'heading', level: 1 } });
    expect(run(doc, 'Work experience').block).toMatchObject({ kind: 'heading', level: 1 });
    expect(run(doc, 'Senior Backend Engineer - Nordline')).toMatchObject({ bold: true, fontSize: 11 });
    const bullet = run(doc, 'Led a team of five engineers');
    expect(bullet.text).toBe('• Led a team of five engineers');
    expect(bullet.block?.kind).toBe('list-item');
    const period = run(doc, '2013 - 2015');
    const degree = run(doc, 'Master of Science');
    expect(period.block).toMatchObject({ kind: 'table-cell', row: 0, col: 0 });
    expect(degree.block).toMatchObject({ kind: 'table-cell', row: 0, col: 1 });
    // \cellx2000: the second cell starts 100 pt right of the first.
    expect(degree.x - period.x).toBeCloseTo(100, 0);
    expect(degree.y).toBe(period.y);
    expect(doc.pages[0]!.links?.map((l) => l.url)).toEqual([`mailto:${SAMPLE_CV.email}`]);
  });

  it('decodes \\uN with its fallback, code pages by font charset, and skips destinations that are not text', async () => {
    const rtf =
      '{\\rtf1\\ansi\\ansicpg1252{\\fonttbl{\\f0 Arial;}{\\f1\\fcharset204 Arial Cyr;}}{\\*\\generator Secret Generator;}{\\info{\\author Hidden Author}}' +
      "\\pard Jos\\'e9 M\\u252?ller\\par {\\f1 \\'cf\\'e5\\'f2\\'f0}\\par {\\pict\\pngblip 89504e47}{\\*\\unknowndest Hidden}Caf\\uc2\\u233**\\par}";
    const { document: doc } = await extractAndRun(new Uint8Array(Buffer.from(rtf, 'latin1')));
    expect(texts(doc)).toBe('José Müller\nПетр\nCafé');
  });
});

describe('ODT structure', () => {
  it('reads headings, styles, list markers, table cells, the header and links', async () => {
    const { document: doc } = await extractAndRun(new Uint8Array(cvOdt()));
    expect(run(doc, 'Curriculum vitae').block?.kind).toBe('header');
    expect(run(doc, 'Marta Vellani')).toMatchObject({ fontSize: 22, bold: true, block: { kind: 'heading', level: 1 } });
    expect(run(doc, 'Summary')).toMatchObject({ fontSize: 14, bold: true, block: { kind: 'heading', level: 1 } });
    expect(run(doc, 'Senior Backend Engineer')).toMatchObject({ fontSize: 13, bold: true });
    expect(run(doc, 'Led a team').text).toBe('• Led a team of five engineers');
    expect(run(doc, 'Led a team').block?.kind).toBe('list-item');
    expect(run(doc, '2013 - 2015').block).toMatchObject({ kind: 'table-cell', row: 0, col: 0 });
    expect(run(doc, 'Politecnico di Milano').block).toMatchObject({ kind: 'table-cell', row: 0, col: 1 });
    expect(doc.pages[0]!.links?.map((l) => l.url)).toEqual([`mailto:${SAMPLE_CV.email}`]);
  });
});

describe('ODT styles', () => {
  it('finds a heading up the style chain, numbers lists as their style says, and reads spaces and tabs', async () => {
    const ns = 'xmlns:office="o" xmlns:style="s" xmlns:text="t" xmlns:fo="f"';
    const content =
      `<office:document-content ${ns}><office:automatic-styles><style:style style:name="P9" style:family="paragraph" style:parent-style-name="Title"/>` +
      '<text:list-style style:name="L2"><text:list-level-style-number text:level="1" style:num-format="1" style:num-suffix="."/>' +
      '<text:list-level-style-number text:level="2" style:num-format="a" style:num-suffix=")"/></text:list-style></office:automatic-styles>' +
      '<office:body><office:text><text:p text:style-name="P9">Anna Rossi</text:p><text:p>Data<text:s text:c="3"/>Engineer<text:tab/>2020</text:p>' +
      '<text:list text:style-name="L2"><text:list-item><text:p>First</text:p><text:list><text:list-item><text:p>Inner</text:p></text:list-item></text:list></text:list-item>' +
      '<text:list-item><text:p>Second</text:p></text:list-item></text:list></office:text></office:body></office:document-content>';
    const styles = `<office:document-styles ${ns}><office:styles><style:style style:name="Title" style:family="paragraph"/></office:styles></office:document-styles>`;
    const { document: doc } = await extractAndRun(odtPackage({ 'content.xml': content, 'styles.xml': styles }));
    expect(run(doc, 'Anna Rossi').block).toMatchObject({ kind: 'heading', level: 1 });
    expect(run(doc, 'Data').text).toBe('Data   Engineer');
    expect(run(doc, '2020').x).toBeGreaterThan(run(doc, 'Data').x + 60);
    expect(['1. First', 'a) Inner', '2. Second'].map((t) => run(doc, t).text)).toEqual(['1. First', 'a) Inner', '2. Second']);
    expect(run(doc, 'a) Inner').x).toBeGreaterThan(run(doc, '1. First').x);
  });
});

describe('HTML structure', () => {
  it('reads headings, bold, lists and table cells, and never the head, scripts or hidden text', async () => {
    const { document: doc } = await extractAndRun(new Uint8Array(cvHtml()));
    expect(run(doc, 'Marta Vellani').block).toMatchObject({ kind: 'heading', level: 1 });
    expect(run(doc, 'Work experience').block).toMatchObject({ kind: 'heading', level: 2 });
    expect(run(doc, 'Senior Backend Engineer - Nordline').bold).toBe(true);
    expect(run(doc, 'Led a team').text).toBe('• Led a team of five engineers');
    expect(run(doc, 'Master of Science').block).toMatchObject({ kind: 'table-cell', row: 0, col: 1 });
    const all = texts(doc);
    for (const absent of ['CV of someone else', 'Injected Text', 'font-family', 'Hidden Keyword', 'example.invalid']) expect(all).not.toContain(absent);
    expect(doc.pages[0]!.links?.map((l) => l.url)).toEqual([`mailto:${SAMPLE_CV.email}`]);
  });

  it('collapses blanks, keeps <pre> lines, numbers ordered lists and honours the meta charset', async () => {
    const html = '<html><head><meta charset="windows-1252"></head><body><p>  Jos\xe9\n   Rossi </p><pre>line one\nline two</pre><ol start="3"><li>third</li><li>fourth</li></ol></body></html>';
    const { document: doc } = await extractAndRun(new Uint8Array(Buffer.from(html, 'latin1')));
    expect(texts(doc)).toBe('José Rossi\nline one\nline two\n3. third\n4. fourth');
    expect(doc.meta.encoding).toBe('windows-1252');
  });
});

describe('DOC structure', () => {
  it('reads paragraphs in order and keeps a table row\'s cells apart, as tab stops', async () => {
    const bytes = writeDoc(['Anna Rossi', 'Software Engineer', { table: [['2019 - 2023', 'Acme S.p.A.'], ['2016 - 2019', 'Beta S.r.l.']] }, 'Skills']);
    const { document: doc } = await extractAndRun(new Uint8Array(bytes));
    expect(doc.format).toBe('doc');
    expect(texts(doc)).toBe('Anna Rossi\nSoftware Engineer\n2019 - 2023\nAcme S.p.A.\n2016 - 2019\nBeta S.r.l.\nSkills');
    const [a, b, c] = [run(doc, '2019 - 2023'), run(doc, 'Acme S.p.A.'), run(doc, '2016 - 2019')];
    expect(b.y).toBe(a.y);
    expect(b.x).toBeGreaterThan(a.x + 36);
    expect(c.y).toBeGreaterThan(a.y);
    expect(run(doc, 'Skills').y).toBeGreaterThan(c.y);
  });
});
