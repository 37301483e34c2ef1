/**
 * A heading joining certificates to another kind ("Languages and certifications", "Skills &
 * Certifications"), in six languages (fictional names): the certificates of the section are read,
 * its languages and skills are not certificates.
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Laura Montese', size: 18, bold: true }, 'laura.montese@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

function certsOf(lines: (LineSpec | string)[]): string[] {
  return extractCertifications(buildLayout(documentOf([...head, ...lines])).sections).map((c) => c.name);
}

describe('a section whose heading joins certificates to languages or skills', () => {
  it.each([
    ['en', 'Languages and certifications', 'English – C1', 'Spanish – native', 'Certified Scrum Product Owner (2021)', 'Project Management Professional (PMP) (2019)'],
    ['it', 'Lingue e certificazioni', 'Inglese – C1', 'Spagnolo – madrelingua', 'Certificazione Scrum Product Owner (2021)', 'Project Management Professional (PMP) (2019)'],
    ['es', 'Idiomas y certificaciones', 'Inglés – C1', 'Italiano – nativo', 'Certificación Scrum Product Owner (2021)', 'Project Management Professional (PMP) (2019)'],
    ['fr', 'Langues et certifications', 'Anglais – C1', 'Espagnol – langue maternelle', 'Certification Scrum Product Owner (2021)', 'Project Management Professional (PMP) (2019)'],
    ['de', 'Sprachen und Zertifikate', 'Englisch – C1', 'Spanisch – Muttersprache', 'Zertifizierter Scrum Product Owner (2021)', 'Project Management Professional (PMP) (2019)'],
    ['pt', 'Idiomas e certificações', 'Inglês – C1', 'Espanhol – nativo', 'Certificação Scrum Product Owner (2021)', 'Project Management Professional (PMP) (2019)'],
  ])('%s: "%s"', (_lang, title, lang1, lang2, cert1, cert2) => {
    expect(certsOf([heading(title), lang1, lang2, `• ${cert1}`, `• ${cert2}`])).toEqual([cert1.replace(/ \(\d{4}\)$/, ''), cert2.replace(/ \(\d{4}\)$/, '')]);
  });

  it('skills listed under "Skills & Certifications" are no certificates', () => {
    expect(certsOf([heading('Skills & Certifications'), 'Python, SQL, Tableau', 'Stakeholder management', 'Certified Scrum Product Owner (2021)'])).toEqual(['Certified Scrum Product Owner']);
  });
});
