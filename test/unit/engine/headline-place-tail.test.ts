/**
 * "Ingeniera de datos · Madrid", "Data Analyst, Leeds": a town written after the headline on its
 * line is where the candidate lives; the title is the role before it. Two roles joined by a
 * separator stay whole.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const titleOf = (name: string, headline: LineSpec | string, heading: string) =>
  runEngine(documentOf([{ text: name, size: 22, bold: true }, headline, 'contact@example.com', { text: heading, size: 13, bold: true, gap: 12 }, { text: 'Stage, Alfa', bold: true, cells: [[430, '2019 – 2023']] }, '• Daily work']), {
    referenceDate: new Date(Date.UTC(2025, 5, 1)),
  }).jobProfile.title;

describe('headline: a town after the title', () => {
  it.each([
    ['es', 'Lucía Gómez', 'Ingeniera de datos · Madrid', 'Experiencia', 'Ingeniera de datos'],
    ['en', 'John Smith', { text: 'Data Analyst, Leeds', size: 13 }, 'Experience', 'Data Analyst'],
    ['it', 'Marco Bianchi', { text: 'Ingegnere gestionale | Milano', size: 13 }, 'Esperienza', 'Ingegnere gestionale'],
    ['de', 'Anna Weber', { text: 'Softwareentwicklerin – Berlin', size: 13 }, 'Berufserfahrung', 'Softwareentwicklerin'],
  ] as [string, string, LineSpec | string, string, string][])('%s: %j → the role', (_lang, name, headline, heading, title) => {
    expect(titleOf(name, headline, heading)).toBe(title);
  });

  it('keeps two roles joined by a separator', () => {
    expect(titleOf('John Smith', { text: 'Software Architect · Security Expert', size: 13 }, 'Experience')).toBe('Software Architect · Security Expert');
  });
});

describe('headline: a document title before it, and a headline opening the summary', () => {
  const run = (lines: (LineSpec | string)[]) => runEngine(documentOf(lines), { referenceDate: new Date(Date.UTC(2025, 5, 1)) }).jobProfile.title;
  const job = (heading: string, title: string): (LineSpec | string)[] => [{ text: heading, size: 13, bold: true, gap: 12 }, { text: title, bold: true, cells: [[430, '2019 – 2023']] }, '• Daily work'];

  it.each([
    ['pt', 'Currículo – Analista de Sistemas', 'João Silva', 'Experiência', 'Analista de Sistemas'],
    ['en', 'CV | Data Analyst', 'John Smith', 'Experience', 'Data Analyst'],
    ['it', 'Curriculum Vitae – Ingegnere gestionale', 'Marco Bianchi', 'Esperienza', 'Ingegnere gestionale'],
  ])('%s: "%s" over %s', (_lang, top, name, heading, want) => {
    expect(run([{ text: top, size: 16, bold: true }, { text: name, size: 14 }, 'contact@example.com', ...job(heading, 'Stage, Alfa')])).toBe(want);
  });

  it.each([
    ['en', 'PROFILE', 'Senior Project Manager', 'Fifteen years leading construction projects across Europe.', 'Experience', 'Project Manager, Acme Ltd'],
    ['es', 'PERFIL', 'Jefa de Proyectos Senior', 'Quince años dirigiendo obras en toda España.', 'Experiencia', 'Jefa de obra, Alfa S.L.'],
    ['de', 'PROFIL', 'Leitende Bauingenieurin', 'Fünfzehn Jahre Erfahrung in der Leitung von Bauprojekten.', 'Berufserfahrung', 'Bauleiterin, Beta AG'],
  ])('%s: a bold role line opening the summary is the headline', (_lang, summaryHeading, headline, sentence, heading, lastJob) => {
    expect(run([{ text: 'Ana Exemplo', size: 20, bold: true }, 'ana@example.com', { text: summaryHeading, size: 13, bold: true, gap: 12 }, { text: headline, bold: true }, sentence, ...job(heading, lastJob)])).toBe(headline);
  });

  it('takes no sentence opening the summary', () => {
    expect(run([{ text: 'Ana Exemplo', size: 20, bold: true }, 'ana@example.com', { text: 'PROFILE', size: 13, bold: true, gap: 12 }, { text: 'Project manager with fifteen years of experience.', bold: true }, ...job('Experience', 'Project Manager, Acme Ltd')])).toBe('Project Manager');
  });
});
