/**
 * Certificates printed as a grid of cards (fictional names), in six languages: two cards side by
 * side, each the name in bold over the issuer and the year, so every row of the page holds a cell
 * of each card. Each card is one certificate; its issuer and year are none.
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Ilaria Ventresca', size: 18, bold: true }, 'ilaria.ventresca@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });
const row = (left: string, right: string, spec: Partial<LineSpec> = {}): LineSpec => ({ text: left, cells: [[320, right]], ...spec });
const certs = (lines: (LineSpec | string)[]) =>
  extractCertifications(buildLayout(documentOf([...head, ...lines])).sections)
    .map((c) => [c.name, c.issuer, c.date])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe('a grid of certificate cards', () => {
  it.each([
    ['en', 'Certifications', (y: string) => y],
    ['it', 'Certificazioni', (y: string) => `Conseguita nel ${y}`],
    ['es', 'Certificaciones', (y: string) => `Obtenida en ${y}`],
    ['fr', 'Certifications', (y: string) => `Obtenue en ${y}`],
    ['de', 'Zertifikate', (y: string) => `Erworben ${y}`],
    ['pt', 'Certificações', (y: string) => `Obtida em ${y}`],
  ])('%s: "%s"', (_lang, title, year) => {
    const lines = [
      heading(title),
      row('Certified Kubernetes Administrator', 'Professional Scrum Master I', { bold: true }),
      row('Northwind Cloud Foundation', 'Eastfield Agile Institute', { size: 9 }),
      row(year('2021'), year('2019'), { size: 9 }),
      row('Tableau Desktop Specialist', 'Lean Six Sigma Green Belt', { bold: true, gap: 8 }),
      row('Tableau', 'Southbridge Quality Council', { size: 9 }),
      row(year('2022'), year('2020'), { size: 9 }),
    ];
    expect(certs(lines)).toEqual([
      ['Certified Kubernetes Administrator', 'Northwind Cloud Foundation', '2021'],
      ['Lean Six Sigma Green Belt', 'Southbridge Quality Council', '2020'],
      ['Professional Scrum Master I', 'Eastfield Agile Institute', '2019'],
      ['Tableau Desktop Specialist', 'Tableau', '2022'],
    ]);
  });
});
