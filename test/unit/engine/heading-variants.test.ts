/**
 * Section headings as designers write them: with a qualifier word, numbered, decorated with a
 * square or an arrowhead, or joining volunteering to work.
 */
import { describe, expect, it } from 'vitest';
import { headingKind } from '../../../src/knowledge/lexicons/headings.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf } from './synthetic-document.ts';

const sectionOfJob = (heading: { text: string; size: number; bold: boolean }) =>
  buildLayout(
    documentOf([
      { text: 'Ana Exemplo', size: 22, bold: true },
      'ana@mail.com',
      { text: 'Summary', size: 13, bold: true, gap: 10 },
      'Analyst with ten years in retail.',
      { ...heading, gap: 10 },
      { text: 'Analyst  Acme', bold: true },
      '2019 – 2023',
    ]),
  ).sections.find((s) => s.lines.some((l) => l.text.includes('Acme')))?.kind;

describe('headings with a qualifier word (locales heading-qualifier)', () => {
  it.each([
    ['es', 'EXPERIENCIA PROFESIONAL RELEVANTE', 'experience'],
    ['fr', 'Expériences professionnelles significatives', 'experience'],
    ['de', 'Relevante Berufserfahrung', 'experience'],
    ['pt', 'Experiência profissional relevante', 'experience'],
    ['it', 'Esperienze professionali principali', 'experience'],
    ['en', 'Selected Work Experience', 'experience'],
    ['en', 'Additional Education', 'education'],
  ])('reads "%s" %s', (_lang, text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });

  it('leaves a wrapped heading half alone ("ISTRUZIONE E" is no heading by itself)', () => {
    expect(headingKind('ISTRUZIONE E')).toBeNull();
  });

  it('reads an Italian "esperienze formative" as training, not work', () => {
    expect(headingKind('Esperienze formative')).toBe('education');
    expect(headingKind('Esperienze lavorative e formative')).toBe('experience');
  });
});

describe('headings joined, numbered or decorated', () => {
  it('reads volunteering joined to work as work', () => {
    expect(headingKind('Volunteer & Work Experience')).toBe('experience');
    expect(headingKind('Experiencia laboral y voluntariado')).toBe('experience');
  });

  it('reads a numbered heading at body size', () => {
    expect(sectionOfJob({ text: '01 | Experience', size: 10, bold: true })).toBe('experience');
    expect(sectionOfJob({ text: '02 - Berufserfahrung', size: 10, bold: true })).toBe('experience');
  });

  it('reads a heading decorated with a square or an arrowhead', () => {
    expect(sectionOfJob({ text: '■ Experience', size: 13, bold: true })).toBe('experience');
    expect(sectionOfJob({ text: '▶ ESPERIENZA LAVORATIVA', size: 10, bold: true })).toBe('experience');
  });
});

describe('headings of South Asian and international English CVs', () => {
  it.each([
    ['SYNOPSIS', 'summary'],
    ['Professional Synopsis', 'summary'],
    ['Profile Summary', 'summary'],
    ['Industrial Training', 'experience'],
    ['Summer Internship', 'experience'],
    ['Work Experience Summary', 'experience'],
    ['Career Progression', 'experience'],
    ['Projects Handled', 'projects'],
    ['Key Projects Handled', 'projects'],
    ['Functional Skills', 'skills'],
    ['Linguistic Proficiency', 'languages'],
    ['Scholastic Achievements', 'awards'],
    ['Certification Courses', 'certifications'],
    ['Trainings Attended', 'other'],
    ['Seminars & Workshops', 'other'],
    ['Deal Sheet', 'projects'],
    ['Selected Transactions', 'projects'],
  ])('reads "%s" as %s', (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });
});

describe('headings numbered by a Roman numeral or a letter', () => {
  it.each([
    ['es', 'II. FORMACIÓN EDUCATIVA:', 'education'],
    ['es', 'IV EXPERIENCIA LABORAL', 'experience'],
    ['pt', 'III. Formação educacional', 'education'],
    ['it', 'IV) ESPERIENZE LAVORATIVE', 'experience'],
    ['fr', 'V – Langues', 'languages'],
    ['de', 'B) Berufserfahrung', 'experience'],
    ['en', 'VI. SKILLS', 'skills'],
  ])('%s: reads "%s" as %s', (_lang, text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });

  it('keeps words that open with such letters whole (guards)', () => {
    expect(headingKind('Volunteering')).toBe('volunteering');
    expect(headingKind('Voluntariado')).toBe('volunteering');
    expect(headingKind('I miei progetti')).toBe('projects');
    expect(headingKind('IVEXPERIENCIA')).toBeNull();
  });
});
