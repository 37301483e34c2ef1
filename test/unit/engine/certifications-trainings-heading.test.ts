/**
 * "Capacitaciones" / "Capacitações" (Latin American Spanish and Brazilian Portuguese for the trainings
 * taken) head a list of courses, also as a label line closing the studies; and a list's own heading
 * written again with a year over that year's items ("Certificaciones 2020", "Weiterbildungen 2019")
 * is no certificate. Fictional names.
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { extractEducation } from '../../../src/screen/entities/education.ts';
import { headingKind } from '../../../src/knowledge/lexicons/headings.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Laura Montese', size: 18, bold: true }, 'laura.montese@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

describe('a trainings heading', () => {
  it.each([
    ['es', 'Estudios', 'Licenciatura en Nutrición, Universidad de Sierralta (2014 – 2018)', 'Capacitaciones:', ['Antropometría nivel 1 (abril 2019)', 'Nutrición deportiva aplicada (octubre 2019)']],
    ['pt', 'Formação', 'Bacharelado em Nutrição, Universidade de Serrado (2014 – 2018)', 'Capacitações:', ['Antropometria nível 1 (abril 2019)', 'Nutrição esportiva aplicada (outubro 2019)']],
  ])('%s: "%s" under the studies starts a list of courses', (_lang, title, degree, label, courses) => {
    expect(headingKind(label)).toBe('certifications');
    const layout = buildLayout(documentOf([...head, heading(title), `• ${degree}`, label, ...courses.map((c) => `* ${c}`)]));
    expect(extractEducation(layout.sections)).toHaveLength(1);
    const names = extractCertifications(layout.sections).map((c) => c.name);
    for (const course of courses) expect(names).toContainEqual(expect.stringContaining(course.replace(/ \(.*$/, '')));
  });
});

describe("a list's own heading with a year", () => {
  it.each([
    ['en', 'Certifications', 'Certifications 2020'],
    ['it', 'Certificazioni', 'Certificazioni 2020'],
    ['es', 'Certificaciones', 'Capacitaciones 2020'],
    ['fr', 'Certifications', 'Certifications 2020'],
    ['de', 'Weiterbildung', 'Weiterbildungen 2020'],
    ['pt', 'Certificações', 'Capacitações 2020'],
  ])('%s: "%s"', (_lang, title, yearHeading) => {
    const layout = buildLayout(documentOf([...head, heading(title), '• Project Management Professional (PMP), 2019', yearHeading, '• Scrum Master Certified, 2020']));
    const names = extractCertifications(layout.sections).map((c) => c.name);
    expect(names).toHaveLength(2);
    expect(names.join(' | ')).not.toMatch(/Certif\w+ 2020|Capacita\w+|Weiterbildungen/u);
  });
});
