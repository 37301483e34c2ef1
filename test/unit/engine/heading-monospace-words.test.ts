/**
 * A two-word section name whose word space is as wide as the gap that opens a heading column's
 * value cell ("Esperienze   Azienda Ospedaliera …"): a monospaced type (0.6 em), tracking or
 * justification, each word its own run as browsers print text. The second word was cut off as a
 * cell: the heading read "EXPERIENCIA" and "LABORAL" became a line of the section, the employer of
 * its first entry. The words go on with the name when together they still make one.
 */
import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

/** The heading's words as runs 0.65 em apart (documentOf sets 0.5 em a character). */
function spacedHeading(text: string, gap: number): LineSpec {
  const [first, ...rest] = text.split(' ');
  let x = 40 + first!.length * 5;
  const cells: [number, string][] = [];
  for (const word of rest) {
    x += gap;
    cells.push([x, word]);
    x += word.length * 5;
  }
  return { text: first!, x: 40, bold: true, gap: 10, cells };
}

describe('a two-word section name with a wide word space', () => {
  for (const [language, experience, education, entry, study] of [
    ['Spanish', 'EXPERIENCIA LABORAL', 'FORMACIÓN ACADÉMICA', '2021 - Actualidad: Analista contable, Aceitunas del Sur', '2015 - 2019: Grado en Economía, Universidad de Sevilla'],
    ['German', 'BERUFLICHER WERDEGANG', 'SCHULISCHE AUSBILDUNG', '2021 - heute: Buchhalterin, Alpenland Treuhand GmbH', '2015 - 2019: Bachelor BWL, Hochschule Rosenheim'],
    ['Portuguese', 'EXPERIÊNCIA PROFISSIONAL', 'FORMAÇÃO ACADÊMICA', '2021 - atual: Analista contábil, Distribuidora Paraná Ltda.', '2015 - 2019: Bacharelado em Economia, Universidade Federal do Paraná'],
  ] as const) {
    it(`keeps the whole name as the heading (${language})`, () => {
      const layout = buildLayout(
        documentOf([
          { text: 'Marta Example', size: 20, bold: true },
          'marta@example.org · +34 612 345 678',
          spacedHeading(experience, 6.5),
          entry,
          spacedHeading(education, 6.5),
          study,
        ]),
      );
      const sections = layout.sections.filter((s) => s.kind !== 'header');
      expect(sections.map((s) => [s.kind, s.heading, s.lines.map((l) => l.text)])).toEqual([
        ['experience', experience, [entry]],
        ['education', education, [study]],
      ]);
    });
  }
});
