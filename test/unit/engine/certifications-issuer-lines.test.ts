/**
 * Certificates listed in one type, each name over a line with its issuer and year ("PMP" /
 * "Project Management Institute, 2021"): the issuer line dates and details the name above it, no
 * certificate of its own. A list whose dated lines name certificates stays a list.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const HEADINGS = { en: 'CERTIFICATIONS', it: 'CERTIFICAZIONI', es: 'CERTIFICACIONES', fr: 'CERTIFICATIONS', de: 'ZERTIFIKATE', pt: 'CERTIFICAÇÕES' };
const certificationsOf = (heading: string, body: string[]) =>
  runEngine(documentOf([{ text: 'Maria Rossi', size: 20, bold: true }, 'maria@example.com', { text: 'EXPERIENCE', bold: true, gap: 10 }, 'Analyst', 'Acme', '2019 – 2024', { text: heading, bold: true, gap: 10 }, ...body]), {
    referenceDate: new Date(Date.UTC(2026, 5, 1)),
  }).certifications.map((c) => c.name);

describe('certificates over their issuer and year', () => {
  for (const [lang, heading] of Object.entries(HEADINGS)) {
    it(`${lang}: three certificates, no issuer read as one`, () => {
      const names = certificationsOf(heading, ['PMP', 'Project Management Institute, 2021', 'ITIL 4 Foundation', 'Axelos, 2019', 'AWS Certified Solutions Architect – Associate', 'Amazon Web Services, 2022']);
      expect(names).toHaveLength(3);
      expect(names.map((n) => n.split(' ')[0])).toEqual(['PMP', 'ITIL', 'AWS']);
    });
  }
  it('keeps dated certificates between undated ones as certificates', () => {
    const names = certificationsOf('CERTIFICATIONS', ['PMP', 'AWS Certified Developer, 2022', 'Scrum Master', 'Certified Ethical Hacker, 2020']);
    expect(names).toHaveLength(4);
  });
});
