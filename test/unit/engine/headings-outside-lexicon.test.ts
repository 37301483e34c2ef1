/**
 * Sections under headings the lexicon does not know: a CV whose every heading is outside it
 * ("Where I've worked", "Minha trajetória"), and one whose first heading is outside it above one
 * it knows ("Il mio percorso" over "I miei studi"). Their entries are read by content.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import type { Document, TextRun } from '../../../src/screen/extract/document.ts';

const REFERENCE = new Date(Date.UTC(2026, 10, 1));

function page(runs: [number, number, string, number?, boolean?][]): Document {
  const lines: TextRun[] = runs.map(([x, baseline, text, size = 10, bold = false]) => ({ text, x, y: baseline - size, w: text.length * size * 0.5, h: size, fontSize: size, bold }));
  return { format: 'pdf', source: 'text', pages: [{ number: 1, width: 595, height: 842, lines, images: [] }], images: [], meta: { pageCount: 1, ocrUsed: false, warnings: [], timings: {} } };
}

type Cv = { jobsHeading: string; studiesHeading: string; jobs: [string, string, string][]; study: [string, string, string] };

function cv({ jobsHeading, studiesHeading, jobs, study }: Cv): Document {
  const runs: [number, number, string, number?, boolean?][] = [
    [50, 60, 'Maria Example', 20, true],
    [50, 80, 'maria@example.com', 10],
  ];
  let y = 120;
  runs.push([50, y, jobsHeading.toUpperCase(), 12, true]);
  y += 20;
  for (const [title, employer, dates] of jobs) {
    runs.push([50, y, title, 10, true], [400, y, dates, 10]);
    y += 14;
    runs.push([50, y, employer, 10]);
    y += 14;
    runs.push([50, y, 'Managed key accounts and a team of four.', 10]);
    y += 20;
  }
  runs.push([50, y, studiesHeading.toUpperCase(), 12, true]);
  y += 20;
  runs.push([50, y, study[0], 10, true], [400, y, study[2], 10]);
  runs.push([50, y + 14, study[1], 10]);
  return page(runs);
}

const CVS: Record<string, Cv> = {
  en: { jobsHeading: "Where I've worked", studiesHeading: 'What I studied', jobs: [['Sales Manager', 'Acme Ltd, London', '03/2018 - present'], ['Sales Assistant', 'Beta Stores, Leeds', '09/2014 - 02/2018']], study: ['BA in Marketing', 'University of Leeds', '2011 - 2014'] },
  it: { jobsHeading: 'Il mio percorso', studiesHeading: 'I miei studi', jobs: [['Responsabile vendite', 'Alfa S.p.A., Milano', '03/2018 - oggi'], ['Addetta vendite', 'Beta S.r.l., Monza', '09/2014 - 02/2018']], study: ['Laurea triennale in Economia', 'Università di Pavia', '2011 - 2014'] },
  es: { jobsHeading: 'Dónde he trabajado', studiesHeading: 'Qué he estudiado', jobs: [['Jefa de ventas', 'Alfa S.L., Madrid', '03/2018 - actualidad'], ['Dependienta', 'Beta S.A., Toledo', '09/2014 - 02/2018']], study: ['Grado en Marketing', 'Universidad de Salamanca', '2011 - 2014'] },
  fr: { jobsHeading: 'Là où j’ai travaillé', studiesHeading: 'Ce que j’ai étudié', jobs: [['Responsable des ventes', 'Alfa SARL, Lyon', '03/2018 - aujourd’hui'], ['Vendeuse', 'Beta SA, Dijon', '09/2014 - 02/2018']], study: ['Licence en marketing', 'Université de Bourgogne', '2011 - 2014'] },
  de: { jobsHeading: 'Wo ich gearbeitet habe', studiesHeading: 'Was ich studiert habe', jobs: [['Vertriebsleiterin', 'Alfa GmbH, München', '03/2018 - heute'], ['Verkäuferin', 'Beta AG, Augsburg', '09/2014 - 02/2018']], study: ['Bachelor of Arts Marketing', 'Universität Augsburg', '2011 - 2014'] },
  pt: { jobsHeading: 'Minha trajetória', studiesHeading: 'O que estudei', jobs: [['Gerente de vendas', 'Alfa Ltda, São Paulo', '03/2018 - atual'], ['Vendedora', 'Beta S.A., Campinas', '09/2014 - 02/2018']], study: ['Bacharelado em Marketing', 'Universidade de São Paulo', '2011 - 2014'] },
};

describe('sections under headings the lexicon does not know', () => {
  for (const [lang, spec] of Object.entries(CVS)) {
    it(`${lang}: "${spec.jobsHeading}" and "${spec.studiesHeading}" give their jobs and studies`, () => {
      const p = runEngine(cv(spec), { referenceDate: REFERENCE });
      expect(p.personal.fullName).toBe('Maria Example');
      expect(p.workExperience.map((e) => [e.title, e.start])).toEqual([
        [spec.jobs[0]![0], '2018-03'],
        [spec.jobs[1]![0], '2014-09'],
      ]);
      expect(p.workExperience[0]!.employer).toBe(spec.jobs[0]![1].split(',')[0]);
      expect(p.education.map((e) => [e.degree, e.end])).toEqual([[spec.study[0], '2014']]);
    });
  }

  /** The CV with a headline in the headings' look under the name and `extra` lines under the e-mail. */
  function withHeadline(extra: string[]): Document {
    const doc = cv(CVS.en!);
    const lines = doc.pages[0]!.lines;
    for (const l of lines) if (l.text !== 'Maria Example') l.y += 40;
    lines.splice(1, 0, { text: 'SENIOR SALES MANAGER', x: 50, y: 72, w: 120, h: 12, fontSize: 12, bold: true });
    extra.forEach((text, i) => {
      lines.push({ text, x: 50, y: 124 + i * 14, w: text.length * 5, h: 10, fontSize: 10, bold: false });
    });
    return doc;
  }

  it('a headline in capitals under the name, followed by no dates, stays the headline', () => {
    const p = runEngine(withHeadline([]), { referenceDate: REFERENCE });
    expect(p.jobProfile.headline).toBe('SENIOR SALES MANAGER');
    expect(p.workExperience).toHaveLength(2);
  });

  it('en, it, de: a headline in capitals followed by a date of birth stays the headline', () => {
    for (const birth of ['Date of birth: 12/03/1990', 'Nata il 12/03/1990', 'Geburtsdatum: 12.03.1990']) {
      const p = runEngine(withHeadline([birth]), { referenceDate: REFERENCE });
      expect(p.jobProfile.headline, birth).toBe('SENIOR SALES MANAGER');
      expect(p.workExperience, birth).toHaveLength(2);
    }
  });

  it('en, it, es, fr, de, pt: an undated skills list under a heading in the headings\' look, after a dated one', () => {
    for (const [lang, heading] of [
      ['en', 'What I can do'],
      ['it', 'Cosa so fare'],
      ['es', 'Lo que sé hacer'],
      ['fr', 'Ce que je sais faire'],
      ['de', 'Was ich kann'],
      ['pt', 'O que sei fazer'],
    ] as const) {
      const doc = cv(CVS[lang]!);
      const lines = doc.pages[0]!.lines;
      const bottom = Math.max(...lines.map((l) => l.y)) + 30;
      lines.push({ text: heading.toUpperCase(), x: 50, y: bottom, w: 120, h: 12, fontSize: 12, bold: true });
      lines.push({ text: 'Python, SQL, Power BI, Tableau, Excel', x: 50, y: bottom + 20, w: 190, h: 10, fontSize: 10, bold: false });
      const p = runEngine(doc, { referenceDate: REFERENCE });
      expect(p.skills.map((k) => k.name).sort(), lang).toEqual(['Microsoft Excel', 'Power BI', 'Python', 'SQL', 'Tableau']);
      expect(p.education, lang).toHaveLength(1);
    }
  });
});

