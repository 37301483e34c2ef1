/**
 * Acronyms that name a qualification, a title or a currency as often as a tool: read as the tool only
 * where the context says so (a skills list, a neighbouring skill of its domain).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const heading = (text: string) => ({ text, size: 13, bold: true, gap: 10 });
function skillIds(lines: (LineSpec | string)[]): (string | null)[] {
  const profile = runEngine(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, 'ana@example.com', ...lines]), { referenceDate: new Date('2026-01-01') });
  return profile.skills.map((s) => s.id);
}

describe('acronyms of other things than tools', () => {
  it.each([
    ['a nurse\'s RN', [heading('Summary'), 'RN, BSN with six years on a surgical ward and in the emergency department.'], 'software.react-native'],
    ['the IB diploma', [heading('Education'), '2016 IB Diploma, International School of Geneva'], 'banking.investment-banking'],
    ['the Indian SSC', [heading('Education'), '2012 SSC, Kendriya Vidyalaya, Pune – 88%'], 'customer-service.bpo'],
    ['the Cambridge CAE', [heading('Certifications'), 'Cambridge CAE (C1), 2019'], 'engineering.fea'],
    ['an EVP title', [heading('Experience'), 'EVP of Sales, Northwind Retail, 2018 – 2021', 'Led a team of forty across three regions.'], 'hr.employer-branding'],
    ['a salary in dirhams', [heading('Summary'), 'Expected salary AED 12,000 per month, available from March.'], 'healthcare.bls'],
    ['the Gulf countries', [heading('Summary'), 'Ten years of retail operations across the GCC and Levant markets.'], 'software.c-tools'],
  ])('%s is no skill', (_case, lines, id) => {
    expect(skillIds(lines as (LineSpec | string)[])).not.toContain(id);
  });

  it('still reads the tool in a skills list of its domain', () => {
    expect(skillIds([heading('Skills'), 'React, RN, Redux, TypeScript'])).toContain('software.react-native');
    expect(skillIds([heading('Skills'), 'Next.js, SPA, PWA, CSS'])).toContain('software.spa');
  });
});

describe("the candidate's own name run into a skills list", () => {
  it('is no skill', () => {
    const profile = runEngine(
      documentOf([{ text: 'Oleksa Prokopenko', size: 20, bold: true }, 'oleksa@example.com', heading('Kenntnisse'), 'Python, SQL', 'Oleksa Prokopenko', 'Docker, Git']),
      { referenceDate: new Date('2026-01-01') },
    );
    expect(profile.skills.map((s) => s.name)).not.toContain('Oleksa Prokopenko');
    expect(profile.skills.map((s) => s.name)).toContain('Docker');
  });
});
