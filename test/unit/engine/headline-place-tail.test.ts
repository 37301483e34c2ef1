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
