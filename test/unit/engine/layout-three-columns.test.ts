/**
 * A page of three columns: a main column whose entries set their dates apart (right-aligned on
 * the title's row, or in a narrow column of their own) and a sidebar of contact, skills and
 * languages. Two gutters split the same rows about as well; the dates go with the entries they
 * date, so the page is split between the main column and the sidebar, never between an entry's
 * title and its dates.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = new Date(Date.UTC(2026, 5, 1));

interface Words {
  name: string;
  headline: string;
  headings: { experience: string; education: string; contact: string; skills: string; languages: string };
  jobs: [title: string, employer: string, place: string, dates: string][];
  studies: [degree: string, school: string, dates: string][];
  contact: string[];
  skills: string[];
  languages: string[];
}

const ITALIAN: Words = {
  name: 'Giorgio Bellandi',
  headline: 'Responsabile logistica',
  headings: { experience: 'ESPERIENZE', education: 'ISTRUZIONE', contact: 'CONTATTI', skills: 'COMPETENZE', languages: 'LINGUE' },
  jobs: [
    ['Responsabile logistica', 'Trasporti Adriatici S.r.l.', 'Ancona', '03/2021 – oggi'],
    ['Magazziniere', 'Conero Distribuzione S.p.A.', 'Osimo', '06/2016 – 02/2021'],
    ['Addetto spedizioni', 'Marche Cargo S.r.l.', 'Jesi', '09/2013 – 05/2016'],
  ],
  studies: [
    ['Laurea triennale in Economia', 'Università Politecnica delle Marche', '2010 – 2013'],
    ['Diploma di ragioneria', 'Istituto Tecnico Benincasa', '2005 – 2010'],
  ],
  contact: ['+39 347 555 0199', 'g.bellandi@example.it', 'Ancona'],
  skills: ['SAP', 'Excel avanzato', 'Gestione magazzino', 'Patente C'],
  languages: ['Italiano: madrelingua', 'Inglese: B2'],
};

const GERMAN: Words = {
  name: 'Katrin Obermeier',
  headline: 'Buchhalterin',
  headings: { experience: 'BERUFSERFAHRUNG', education: 'AUSBILDUNG', contact: 'KONTAKT', skills: 'KENNTNISSE', languages: 'SPRACHEN' },
  jobs: [
    ['Buchhalterin', 'Alpenland Treuhand GmbH', 'Rosenheim', '04/2020 – heute'],
    ['Sachbearbeiterin', 'Inntal Logistik AG', 'Kufstein', '08/2015 – 03/2020'],
    ['Kauffrau für Büromanagement', 'Chiemgau Werke GmbH', 'Traunstein', '09/2012 – 07/2015'],
  ],
  studies: [
    ['Bachelor Betriebswirtschaft', 'Hochschule Rosenheim', '2009 – 2012'],
    ['Abitur', 'Ignaz-Günther-Gymnasium', '2000 – 2009'],
  ],
  contact: ['+49 151 5550 1234', 'k.obermeier@example.de', 'Rosenheim'],
  skills: ['DATEV', 'SAP FI', 'MS Excel', 'Lohnbuchhaltung'],
  languages: ['Deutsch: Muttersprache', 'Englisch: B2'],
};

/**
 * Main column at x = 40 with each entry's dates right-aligned to x = 380 and its place under them;
 * sidebar at x = 405, its lines on baselines of their own between the main column's.
 */
function rightSidebarCv(w: Words): LineSpec[] {
  const dateX = (text: string) => 380 - text.length * 5;
  const side = [w.headings.contact, ...w.contact, w.headings.skills, ...w.skills, w.headings.languages, ...w.languages];
  let s = 0;
  const lines: LineSpec[] = [{ text: w.name, x: 40, size: 20, bold: true }];
  const main = (spec: LineSpec): void => {
    lines.push(spec);
    if (s < side.length) lines.push({ text: side[s++]!, x: 405, size: 9, gap: -4 });
  };
  main({ text: w.headline, x: 40, size: 12 });
  main({ text: w.headings.experience, x: 40, bold: true, gap: 8 });
  for (const [title, employer, place, dates] of w.jobs) {
    main({ text: title, x: 40, bold: true, gap: 6, cells: [[dateX(dates), dates]] });
    main({ text: employer, x: 40, cells: [[dateX(place), place]] });
    main({ text: '• Coordinated the team of the site', x: 48, size: 9 });
  }
  main({ text: w.headings.education, x: 40, bold: true, gap: 8 });
  for (const [degree, school, dates] of w.studies) {
    main({ text: degree, x: 40, bold: true, gap: 6, cells: [[dateX(dates), dates]] });
    main({ text: school, x: 40 });
  }
  while (s < side.length) lines.push({ text: side[s++]!, x: 405, size: 9 });
  return lines;
}

/** The mirror: sidebar at x = 40, the entries' dates in a narrow column at x = 170, the entries at x = 260. */
function leftSidebarCv(w: Words): LineSpec[] {
  const side = [w.headings.contact, ...w.contact, w.headings.skills, ...w.skills, w.headings.languages, ...w.languages];
  let s = 0;
  /** A row of the main part, [x, text] cells, with the sidebar's next line at x = 40 when one is left. */
  const row = (cells: [number, string][], spec: Omit<LineSpec, 'text' | 'x' | 'cells'> = {}): LineSpec => {
    const sideText = s < side.length ? side[s++]! : null;
    const all: [number, string][] = sideText ? [[40, sideText], ...cells] : cells;
    return { ...spec, x: all[0]![0], text: all[0]![1], cells: all.slice(1) };
  };
  const lines: LineSpec[] = [
    { text: w.name, x: 260, size: 20, bold: true },
    { text: w.headline, x: 260, size: 12 },
  ];
  lines.push(row([[170, w.headings.experience]], { bold: true, gap: 8 }));
  for (const [title, employer, place, dates] of w.jobs) {
    lines.push(row([[170, dates], [260, title]], { gap: 6 }));
    lines.push(row([[260, `${employer}, ${place}`]]));
    lines.push(row([[268, '• Coordinated the team of the site']], { size: 9 }));
  }
  lines.push(row([[170, w.headings.education]], { bold: true, gap: 8 }));
  for (const [degree, school, dates] of w.studies) {
    lines.push(row([[170, dates], [260, degree]], { gap: 6 }));
    lines.push(row([[260, school]]));
  }
  while (s < side.length) lines.push({ text: side[s++]!, x: 40 });
  return lines;
}

describe('a main column with its dates set apart, beside a sidebar', () => {
  for (const [language, words] of [
    ['Italian', ITALIAN],
    ['German', GERMAN],
  ] as const) {
    it(`keeps each entry's dates with its title when the sidebar is on the right (${language})`, () => {
      const document = documentOf(rightSidebarCv(words));
      const layout = buildLayout(document);
      for (const [title, , , dates] of words.jobs) {
        const line = layout.sections
          .filter((s) => s.kind === 'experience')
          .flatMap((s) => s.lines)
          .find((l) => l.text.startsWith(title));
        expect(line?.text).toContain(dates);
      }
      const profile = runEngine(document, { referenceDate: REFERENCE });
      expect(profile.workExperience.map((e) => [e.title, e.employer, e.start])).toEqual(
        words.jobs.map(([title, employer, , dates]) => [title, employer, `${dates.slice(3, 7)}-${dates.slice(0, 2)}`]),
      );
      expect(profile.education.map((e) => e.end)).toEqual(words.studies.map(([, , dates]) => dates.slice(-4)));
      expect(profile.skills.some((k) => /Excel/.test(k.name))).toBe(true);
      expect(profile.personal.location?.city).toBe(words.contact[2]);
    });

    it(`keeps the date column with the entries when the sidebar is on the left (${language}, guard)`, () => {
      const document = documentOf(leftSidebarCv(words));
      const profile = runEngine(document, { referenceDate: REFERENCE });
      expect(profile.workExperience.map((e) => [e.title, e.start])).toEqual(
        words.jobs.map(([title, , , dates]) => [title, `${dates.slice(3, 7)}-${dates.slice(0, 2)}`]),
      );
    });
  }
});
