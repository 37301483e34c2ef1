/**
 * Contact data printed at a page's edge: a running footer on every page, or one line alone in the
 * bottom margin. Read in order, such a line closed the section that ends the page (a job's, a
 * school's), where a number is somebody else's; a repeated footer was dropped from every page.
 */
import { Document as DocxDocument, Footer, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import type { Document } from '../../../src/screen/extract/document.ts';
import { extractAndRun } from './generated-files.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };
const name = (text: string): LineSpec => ({ text, size: 22, bold: true });

const PAGES: Record<string, [(LineSpec | string)[], (LineSpec | string)[]]> = {
  en: [[name('Jane Doe'), 'London', 'EXPERIENCE', 'Engineer, Acme Inc — 2019 – 2022', 'Built tools for customers'], ['EDUCATION', 'BSc Computer Science, University of Leeds, 2018']],
  de: [[name('Anna Weber'), 'Berlin', 'BERUFSERFAHRUNG', 'Ingenieurin, Handel GmbH — 2019 – 2022', 'Werkzeuge entwickelt'], ['AUSBILDUNG', 'B.Sc. Informatik, TU München, 2018']],
  fr: [[name('Claire Martin'), 'Lyon', 'EXPÉRIENCE', 'Ingénieure, Société SA — 2019 – 2022', 'Outils développés'], ['FORMATION', 'Master Informatique, Université de Lyon, 2018']],
  it: [[name('Giulia Rossi'), 'Milano', 'ESPERIENZA', 'Ingegnere, Negozio Srl — 2019 – 2022', 'Sviluppo di strumenti'], ['ISTRUZIONE', 'Laurea in Informatica, Università di Bologna, 2018']],
  es: [[name('Lucía García'), 'Madrid', 'EXPERIENCIA', 'Ingeniera, Tienda S.A. — 2019 – 2022', 'Desarrollo de herramientas'], ['FORMACIÓN', 'Grado en Informática, Universidad de Sevilla, 2018']],
  pt: [[name('Ana Lima'), 'Lisboa', 'EXPERIÊNCIA', 'Engenheira, Loja Lda — 2019 – 2022', 'Desenvolvimento de ferramentas'], ['FORMAÇÃO', 'Licenciatura em Informática, Universidade do Porto, 2018']],
};

/** Two pages; `footer` is printed at the bottom of the pages listed (0-based). */
function twoPages(lang: string, footer: string, on: number[]): Document {
  const [first, second] = PAGES[lang]!;
  const a = documentOf(first);
  const b = documentOf(second);
  const pages = [a.pages[0]!, { ...b.pages[0]!, number: 2 }];
  for (const i of on) pages[i]!.lines.push({ text: footer, x: 50, y: 806, w: footer.length * 4, h: 8, fontSize: 8, bold: false });
  return { ...a, pages, meta: { ...a.meta, pageCount: 2 } };
}

const digits = (doc: Document) => runEngine(doc, REFERENCE).personal.phones.map((p) => (p.e164 ?? p.raw).replace(/\D/g, ''));

describe('a running footer with the contact data, printed on every page', () => {
  it.each([
    ['en', 'Jane Doe · +44 7911 123456 · jane.doe@example.org', '447911123456', 'jane.doe@example.org'],
    ['de', 'Anna Weber | 0171 2345678 | anna.weber@example.de', '491712345678', 'anna.weber@example.de'],
    ['fr', 'Claire Martin – 06 12 34 56 78 – claire.martin@example.fr', '33612345678', 'claire.martin@example.fr'],
  ])('%s: %s', (lang, footer, phone, email) => {
    const profile = runEngine(twoPages(lang, footer, [0, 1]), REFERENCE);
    expect(profile.personal.phones.map((p) => p.e164?.replace(/\D/g, ''))).toEqual([phone]);
    expect(profile.personal.emails).toEqual([email]);
  });
});

describe('a phone alone in the bottom margin, below an entry', () => {
  it.each([
    ['it', 'Cellulare: 347 123 4567', '393471234567'],
    ['es', 'Móvil: 612 34 56 78', '34612345678'],
    ['pt', 'Telemóvel: 912 345 678', '351912345678'],
    ['en', 'Mobile: 07911 123456', '447911123456'],
  ])('%s: %s', (lang, footer, phone) => {
    expect(digits(twoPages(lang, footer, [0]))).toEqual([phone]);
  });

  it("leaves an employer's number inside its entry alone", () => {
    const [first] = PAGES.it!;
    const doc = documentOf([...first, 'Tel. 02 1234567']);
    expect(digits(doc)).toEqual([]);
  });
});

describe("a DOCX footer part with the candidate's phone", () => {
  it.each([
    ['de', ['Anna Weber', 'Berlin', 'Berufserfahrung', 'Ingenieurin, Handel GmbH, 2019 – 2022'], 'Mobil: 0171 2345678', '491712345678'],
    ['es', ['Lucía García', 'Madrid', 'Experiencia', 'Ingeniera, Tienda S.A., 2019 – 2022'], 'Tel. 612 34 56 78', '34612345678'],
  ])('%s', async (_lang, body, footer, phone) => {
    const docx = new DocxDocument({
      sections: [
        {
          footers: { default: new Footer({ children: [new Paragraph({ children: [new TextRun(footer)] })] }) },
          children: body.map((text, i) => new Paragraph({ children: [new TextRun({ text, bold: i === 0 || i === 2, size: i === 0 ? 36 : 22 })] })),
        },
      ],
    });
    const { profile } = await extractAndRun(new Uint8Array(await Packer.toBuffer(docx)));
    expect(profile.personal.phones.map((p) => p.e164?.replace(/\D/g, ''))).toEqual([phone]);
  });
});

describe("a cell of contact data beside an entry's line (a short contact column read into the entry)", () => {
  const HEAD: Record<string, [string, string]> = {
    en: ['EXPERIENCE', 'Engineer, Acme Inc — 2019 – 2022'],
    it: ['ESPERIENZA', 'Ingegnere, Negozio Srl — 2019 – 2022'],
    es: ['EXPERIENCIA', 'Ingeniera, Tienda S.A. — 2019 – 2022'],
    fr: ['EXPÉRIENCE', 'Ingénieure, Société SA — 2019 – 2022'],
    de: ['BERUFSERFAHRUNG', 'Ingenieurin, Handel GmbH — 2019 – 2022'],
    pt: ['EXPERIÊNCIA', 'Engenheira, Loja Lda — 2019 – 2022'],
  };
  const town: Record<string, string> = { en: 'London', it: 'Milano', es: 'Madrid', fr: 'Lyon', de: 'Berlin', pt: 'Lisboa' };
  it.each([
    ['en', 'Phone: 07911 123456', '447911123456'],
    ['it', 'Cell. 347 123 4567', '393471234567'],
    ['es', '612 34 56 78', '34612345678'],
    ['fr', 'Tél. 06 12 34 56 78', '33612345678'],
    ['de', 'Mobil 0171 2345678', '491712345678'],
    ['pt', '+351 912 345 678', '351912345678'],
  ])('%s: %s', (lang, cell, phone) => {
    const [heading, entry] = HEAD[lang]!;
    const profile = runEngine(documentOf([name('Alex Moreau'), town[lang]!, heading, { text: entry, cells: [[430, cell]] }, 'Tools for customers']), REFERENCE);
    expect(profile.personal.phones.map((p) => p.e164?.replace(/\D/g, ''))).toEqual([phone]);
    expect(profile.workExperience).toHaveLength(1);
  });

  it('reads an e-mail cell too, and leaves a date cell to its entry', () => {
    const profile = runEngine(
      documentOf([name('Alex Moreau'), 'London', 'EXPERIENCE', { text: 'Engineer, Acme Inc', cells: [[430, '01/2019 - 03/2022']] }, { text: 'Built tools for customers', cells: [[430, 'alex@example.org']] }]),
      REFERENCE,
    );
    expect(profile.personal.emails).toEqual(['alex@example.org']);
    expect(profile.workExperience.map((e) => [e.employer ?? e.title, e.start, e.end])).toEqual([[expect.stringContaining('Acme'), '2019-01', '2022-03']]);
  });
});
