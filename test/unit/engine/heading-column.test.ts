/**
 * Section headings printed in a column of their own beside their content: lifted out of the row
 * they share with the section's first line, a wrapped heading joined back.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import type { Document, TextRun } from '../../../src/screen/extract/document.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';

function page(runs: [number, number, string, number?, boolean?][]): Document {
  const lines: TextRun[] = runs.map(([x, baseline, text, size = 10, bold = false]) => ({ text, x, y: baseline - size, w: text.length * size * 0.5, h: size, fontSize: size, bold }));
  return { format: 'pdf', source: 'text', pages: [{ number: 1, width: 595, height: 842, lines, images: [] }], images: [], meta: { pageCount: 1, ocrUsed: false, warnings: [], timings: {} } };
}

function headingColumnCv(): Document {
  return page([
    [40, 50, 'Lucía Benedillo', 22, true],
    [40, 70, 'Madrid · lucia@example.es · +34 612 345 678', 9],
    [40, 110, 'Sobre mí', 9.5, true],
    [155, 110, 'Técnica de selección con seis años de experiencia en el sector.', 9.5],
    [40, 150, 'Experiencia', 9.5, true],
    [155, 150, 'Novion S.L., Madrid', 10, true],
    [470, 150, '2021 – actualidad', 9.5],
    [40, 163, 'profesional', 9.5, true],
    [155, 163, 'Técnica de Recursos Humanos', 9.5],
    [157, 176, '• Selección de personal para 60 puestos al año', 9.5],
    [155, 196, 'Galex Grupo S.A., Sevilla', 10, true],
    [470, 196, '2017 – 2021', 9.5],
    [155, 209, 'Técnico de Selección', 9.5],
    [40, 240, 'Formación', 9.5, true],
    [155, 240, 'Grado en Psicología', 10, true],
    [470, 240, '2013 – 2017', 9.5],
    [155, 253, 'Universidad de Valdeluna', 9.5],
    [40, 280, 'Idiomas', 9.5, true],
    [155, 280, 'Español (lengua materna), Inglés (C1)', 9.5],
  ]);
}

describe('headings in a column of their own', () => {
  it('lifts each heading out of the row it shares with its section', () => {
    const layout = buildLayout(headingColumnCv());
    const kinds = layout.sections.map((s) => s.kind);
    expect(kinds).toEqual(['header', 'summary', 'experience', 'education', 'languages']);
    const experience = layout.sections.find((s) => s.kind === 'experience')!;
    // The wrapped second word is part of the heading, not of the entry below it.
    expect(experience.heading).toBe('Experiencia profesional');
    expect(experience.lines[1]?.text).toBe('Técnica de Recursos Humanos');
  });

  it('reads the entries and languages of those sections', () => {
    const profile = runEngine(headingColumnCv(), { referenceDate: new Date(Date.UTC(2025, 5, 1)) });
    expect(profile.workExperience.map((w) => [w.title, w.employer, w.start])).toEqual([
      ['Técnica de Recursos Humanos', 'Novion S.L.', '2021'],
      ['Técnico de Selección', 'Galex Grupo S.A.', '2017'],
    ]);
    expect(profile.education[0]?.institution).toBe('Universidad de Valdeluna');
    expect(profile.languages.map((l) => l.code)).toEqual(['es', 'en']);
  });

  it('reads headings set against a narrow gutter, right-aligned or left, wrapped in their column', () => {
    // "Esperienze" ends 10 pt before its content (one phrase to the line builder's eye); the
    // education heading wraps and its first line names no section alone.
    const layout = buildLayout(page([
      [40, 50, 'Nicola Esempio', 22, true],
      [40, 70, 'Padova · nicola@example.it', 9],
      [90, 110, 'Esperienze', 11, true],
      [155, 110, 'Ospedale di Valverde', 10, true],
      [155, 123, '2019 – 2024', 9.5],
      [155, 136, 'Coordinatore infermieristico', 9.5],
      [40, 170, 'Istruzione e', 11, true],
      [155, 170, 'Università di Montecalvo', 10, true],
      [40, 183, 'formazione', 11, true],
      [155, 183, 'Laurea in Infermieristica', 9.5],
      [155, 196, '2015', 9.5],
      [40, 230, 'Lingue', 11, true],
      [155, 230, 'Italiano (madrelingua), Inglese (B2)', 9.5],
    ]));
    expect(layout.sections.map((s) => [s.kind, s.heading])).toEqual([
      ['header', null],
      ['experience', 'Esperienze'],
      ['education', 'Istruzione e formazione'],
      ['languages', 'Lingue'],
    ]);
    expect(layout.sections[1]?.lines[0]?.text).toBe('Ospedale di Valverde');
  });

  it('keeps a label and its values together ("Other:  Git, Docker")', () => {
    const layout = buildLayout(page([
      [40, 50, 'Skills', 12, true],
      [40, 70, 'Languages:', 10, true],
      [100, 70, 'Python, Java', 10],
      [40, 85, 'Other:', 10, true],
      [80, 85, 'Git, Docker', 10],
    ]));
    expect(layout.sections.map((s) => s.kind)).toEqual(['header', 'skills']);
  });

  it('leaves a single labelled row alone', () => {
    const layout = buildLayout(page([
      [40, 50, 'Experience', 12, true],
      [40, 80, 'Acme Ltd', 10, true],
      [450, 80, '2019 – 2021', 10],
      [40, 95, 'Tools', 10],
      [155, 95, 'Docker, Git', 10],
    ]));
    expect(layout.sections.map((s) => s.kind)).toEqual(['header', 'experience']);
  });
});
