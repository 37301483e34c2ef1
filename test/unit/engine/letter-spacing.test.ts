/**
 * Letter-spaced names, headlines and headings: the words come back from the gaps, whether the PDF
 * holds one item per spaced word ("G E S T O R A", as browsers print résumé builders' pages) or one
 * item per letter.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import type { Document, TextRun } from '../../../src/screen/extract/document.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';

const GLYPH = 0.6;

/** One item per word, its letters spaced by `spacing` (× size): "G E S T O R A". */
function wordItems(words: string[], x: number, baseline: number, size: number, spacing: number): TextRun[] {
  const runs: TextRun[] = [];
  let at = x;
  for (const word of words) {
    const letters = [...word];
    const w = letters.length * GLYPH * size + (letters.length - 1) * spacing * size;
    runs.push({ text: letters.join(' '), x: at, y: baseline - size, w, h: size, fontSize: size, bold: false });
    at += w + (2 * spacing + 0.28) * size;
  }
  return runs;
}

/** One item per letter, spaced by `spacing` (× size); words apart by a space more. */
function letterItems(words: string[], x: number, baseline: number, size: number, spacing: number, bold = false): TextRun[] {
  const runs: TextRun[] = [];
  let at = x;
  for (const word of words) {
    for (const letter of word) {
      runs.push({ text: letter, x: at, y: baseline - size, w: GLYPH * size, h: size, fontSize: size, bold });
      at += (GLYPH + spacing) * size;
    }
    at += (spacing + 0.28) * size;
  }
  return runs;
}

function plain(text: string, x: number, baseline: number, size = 10, bold = false): TextRun {
  return { text, x, y: baseline - size, w: text.length * size * 0.5, h: size, fontSize: size, bold };
}

function doc(lines: TextRun[]): Document {
  return { format: 'pdf', source: 'text', pages: [{ number: 1, width: 595, height: 842, lines, images: [] }], images: [], meta: { pageCount: 1, ocrUsed: false, warnings: [], timings: {} } };
}

function cv(name: TextRun[], headline: TextRun[], heading: TextRun[], job: [string, string, string]): Document {
  return doc([
    ...name,
    ...headline,
    plain('contatto@example.com · +39 333 123 4567', 50, 110, 9),
    ...heading,
    plain(job[0], 50, 190, 10, true),
    plain(job[1], 380, 190, 10),
    plain(job[2], 50, 203, 10),
    plain('• Piani e budget annuali', 52, 216, 10),
  ]);
}

describe('letter-spaced text', () => {
  const cases: { lang: string; name: string[]; headline: string[]; heading: string[]; job: [string, string, string]; kind: string }[] = [
    { lang: 'pt', name: ['ANA', 'RODRIGUES'], headline: ['GESTOR', 'DE', 'MARKETING'], heading: ['EXPERIÊNCIA', 'PROFISSIONAL'], job: ['Analista de Marketing', '2015 – 2019', 'Magazine Sol'], kind: 'experience' },
    { lang: 'en', name: ['JOHN', 'PARKER'], headline: ['PROJECT', 'MANAGER'], heading: ['WORK', 'EXPERIENCE'], job: ['Project Coordinator', '2016 – 2020', 'Brightway Ltd'], kind: 'experience' },
    { lang: 'it', name: ['LUCA', 'MARINI'], headline: ['INGEGNERE', 'CIVILE'], heading: ['ESPERIENZE', 'LAVORATIVE'], job: ['Ingegnere di cantiere', '2017 – 2022', 'Costruzioni Adriatiche'], kind: 'experience' },
    { lang: 'es', name: ['SARA', 'GIL'], headline: ['DISEÑADORA', 'GRÁFICA'], heading: ['EXPERIENCIA', 'LABORAL'], job: ['Diseñadora junior', '2018 – 2021', 'Estudio Norte'], kind: 'experience' },
    { lang: 'fr', name: ['LÉA', 'MARTIN'], headline: ['CHEF', 'DE', 'PROJET'], heading: ['EXPÉRIENCES', 'PROFESSIONNELLES'], job: ['Chargée de projet', '2019 – 2023', 'Atelier Lumière'], kind: 'experience' },
    { lang: 'de', name: ['JONAS', 'BECK'], headline: ['SOFTWARE', 'ENTWICKLER'], heading: ['BERUFLICHER', 'WERDEGANG'], job: ['Werkstudent Softwareentwicklung', '2015 – 2018', 'Nordlicht GmbH'], kind: 'experience' },
  ];

  for (const c of cases) {
    it(`reads words spaced one item each (${c.lang})`, () => {
      const d = cv(wordItems(c.name, 50, 60, 24, 0.3), wordItems(c.headline, 50, 85, 10, 0.3), wordItems(c.heading, 50, 160, 11, 0.25), c.job);
      const layout = buildLayout(d);
      expect(layout.lines.map((l) => l.text)).toContain(c.headline.join(' '));
      expect(layout.sections.some((s) => s.kind === c.kind)).toBe(true);
      const profile = runEngine(d, { referenceDate: new Date('2026-12-01') });
      expect(profile.jobProfile.title?.toUpperCase()).toBe(c.headline.join(' '));
      expect(profile.personal.fullName?.toUpperCase()).toBe(c.name.join(' '));
    });

    it(`reads words spaced one item per letter (${c.lang})`, () => {
      const d = cv(letterItems(c.name, 50, 60, 24, 0.25, true), letterItems(c.headline, 50, 85, 10, 0.3), letterItems(c.heading, 50, 160, 11, 0.2, true), c.job);
      const layout = buildLayout(d);
      expect(layout.lines.map((l) => l.text)).toContain(c.headline.join(' '));
      const profile = runEngine(d, { referenceDate: new Date('2026-12-01') });
      expect(profile.jobProfile.title?.toUpperCase()).toBe(c.headline.join(' '));
    });
  }

  it('leaves text written one item per letter but set close alone', () => {
    const d = doc([...letterItems(['Senior', 'Analyst'], 50, 60, 10, 0)]);
    expect(buildLayout(d).lines[0]!.text).toBe('Senior Analyst');
  });

  it('leaves initials and spaced numbers alone', () => {
    const d = doc([plain('English', 50, 60), plain('1 2 3 4 5', 200, 60), plain('J. R. Smith', 50, 80), plain('A B', 50, 100)]);
    const texts = buildLayout(d).lines.map((l) => l.text);
    expect(texts.some((t) => t.includes('1 2 3 4 5'))).toBe(true);
    expect(texts).toContain('J. R. Smith');
    expect(texts).toContain('A B');
  });
});
