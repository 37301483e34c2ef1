/**
 * "Stage – Agence Lingua", "Volunteer, Red Cross", "Prácticas – Alfa S.L.": a role noun that is
 * also the heading of a section of jobs (internships, volunteering) names the entry's role when
 * it stands in a dated header; the employer beside it stays the employer.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, 'ana@example.com', { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map((e) => [e.title, e.employer]);

describe('experience: a role noun that is also a heading word', () => {
  it.each([
    ['en', 'Experience', 'Volunteer, Red Cross', ['Volunteer', 'Red Cross']],
    ['en', 'Experience', 'Internship – Northwind Traders', ['Internship', 'Northwind Traders']],
    ['fr', 'Expérience', 'Stage – Agence Lingua, Paris', ['Stage', 'Agence Lingua']],
    ['es', 'Experiencia', 'Prácticas – Distribuciones Giralda S.A.', ['Prácticas', 'Distribuciones Giralda S.A.']],
    ['pt', 'Experiência', 'Estágio – Transportes Andrade Ltda', ['Estágio', 'Transportes Andrade Ltda']],
  ])('%s: "%s" gives the role and the employer', (_lang, heading, header, want) => {
    const got = entries(heading, [
      { text: 'Sales Assistant, Contoso Group', bold: true, cells: [[430, '2021 – 2023']] },
      '• Served the customers of the shop',
      { text: header, bold: true, cells: [[430, '06/2020 – 09/2020']] },
      '• Prepared the weekly reports',
    ]);
    expect(got[1]).toEqual(want);
  });
});
