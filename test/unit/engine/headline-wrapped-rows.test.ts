/**
 * A headline the box's width wrapped onto a shorter row of the same type, with no joining word at
 * the cut ("Gestora de Projetos de Transformação" / "Digital e Inovação"), over two or three rows,
 * in the six languages. A row that is something else on its own (a town, skills) stays out.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const profileOf = (texts: (LineSpec | string)[]) => runEngine(documentOf(texts), { referenceDate: new Date(Date.UTC(2025, 5, 1)) });

function cv(rows: string[]): (LineSpec | string)[] {
  return [
    { text: 'Rosa Lindqvist', size: 22, bold: true },
    ...rows.map((text) => ({ text, size: 13 })),
    '+34 612 345 678 | rosa@example.com',
    { text: 'EXPERIENCE', bold: true, size: 12, gap: 8 },
    '01/2020 – 2024',
    'Clerk, Acme, Porto',
  ];
}

describe('a headline wrapped onto a shorter row', () => {
  it.each([
    ['pt', ['Gestora de Projetos de Transformação', 'Digital e Inovação']],
    ['en', ['Senior Software Engineer and Technical', 'Lead for Payments Platforms']],
    ['it', ['Responsabile amministrazione finanza', 'controllo di gestione']],
    ['es', ['Técnica Superior en Administración', 'Finanzas Internacionales']],
    ['fr', ['Ingénieure logiciel embarqué', 'systèmes critiques']],
    ['de', ['Leiter Controlling und Finanzbuchhaltung', 'Konzernrechnungslegung']],
    ['en', ['Head of Customer Experience and', 'Digital Service Design for Retail', 'Banking']],
  ])('%s: %j', (_lang, rows) => {
    expect(profileOf(cv(rows)).jobProfile.title).toBe(rows.join(' '));
  });

  it.each([
    [['Senior Data Analyst', 'Leeds']],
    [['Senior Data Analyst', 'Python · SQL']],
  ])('a row that is something else stays out: %j', (rows) => {
    expect(profileOf(cv(rows)).jobProfile.title).toBe(rows[0]);
  });
});
