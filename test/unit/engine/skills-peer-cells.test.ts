/**
 * A skills section laid out in two columns: each cell holds its own list ("Langages : PHP, JavaScript ⇥
 * Frameworks : Symfony, React", "• Wound care ⇥ • IV therapy"). The first cell was taken for the label of
 * the second and its skills were lost.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };
const bold = (text: string): LineSpec => ({ text, bold: true, size: 12, gap: 6 });
const row = (left: string, right: string): LineSpec => ({ text: left, cells: [[300, right]] });

function skillNames(heading: [string, string], rows: LineSpec[]): string[] {
  const doc = documentOf([{ text: 'Alex Moreau', size: 22, bold: true }, 'alex@example.org', bold(heading[0]), 'Engineer, Acme — 2019 – 2022', bold(heading[1]), ...rows]);
  return runEngine(doc, REFERENCE).skills.flatMap((s) => [s.name, ...(s.asWritten ?? [])]);
}

describe('cells that each hold a label and its items', () => {
  it.each([
    ['fr', ['EXPÉRIENCE', 'COMPÉTENCES'], [row('Langages : PHP, JavaScript', 'Frameworks : Symfony, React'), row('Outils : Git, Docker', 'Méthodes : Scrum, Kanban')], ['PHP', 'JavaScript', 'Git', 'Docker', 'Symfony']],
    ['de', ['BERUFSERFAHRUNG', 'KENNTNISSE'], [row('Sprachen: Java, Kotlin', 'Datenbanken: PostgreSQL, Oracle')], ['Java', 'Kotlin', 'PostgreSQL']],
    ['it', ['ESPERIENZA', 'COMPETENZE'], [row('Linguaggi: Python, R', 'Strumenti: Tableau, Excel')], ['Python', 'R', 'Tableau']],
    ['es', ['EXPERIENCIA', 'HABILIDADES'], [row('Diseño: Figma, Sketch', 'Código: HTML, CSS')], ['Figma', 'Sketch', 'HTML']],
  ] as [string, [string, string], LineSpec[], string[]][])('%s', (_lang, heading, rows, expected) => {
    expect(skillNames(heading, rows)).toEqual(expect.arrayContaining(expected));
  });
});

describe('bulleted items side by side', () => {
  it.each([
    ['en', ['EXPERIENCE', 'SKILLS'], [row('• Patient assessment', '• Wound care'), row('• IV therapy', '• Triage')], ['Patient assessment', 'IV therapy', 'Wound care']],
    ['pt', ['EXPERIÊNCIA', 'COMPETÊNCIAS'], [row('• Power BI', '• SQL'), row('• Python', '• Excel')], ['Power BI', 'Python', 'SQL']],
    ['it', ['ESPERIENZA', 'COMPETENZE'], [row('– AutoCAD', '– SolidWorks'), row('– MATLAB', '– Revit')], ['AutoCAD', 'MATLAB', 'SolidWorks']],
  ] as [string, [string, string], LineSpec[], string[]][])('%s', (_lang, heading, rows, expected) => {
    expect(skillNames(heading, rows)).toEqual(expect.arrayContaining(expected));
  });
});
