/**
 * "LinkedIn ana-exemplo · GitHub anaex-dev": a platform's name, one space and a handle in small letters
 * with a dash, dot, underscore or digit that closes its cell, is the candidate's profile.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

function links(contact: string, body: string[] = []): string[] {
  const profile = runEngine(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, 'ana@example.com | +34 612 345 678', contact, ...body]), { referenceDate: new Date('2026-01-01') });
  return profile.personal.links.map((l) => l.url);
}

describe('a handle after one space', () => {
  it('reads the profiles of a contact line', () => {
    expect(links('LinkedIn ana-exemplo · GitHub anaex-dev')).toEqual(['https://www.linkedin.com/in/ana-exemplo', 'https://github.com/anaex-dev']);
    expect(links('LinkedIn jane.doe  |  GitHub jdoe42')).toEqual(['https://www.linkedin.com/in/jane.doe', 'https://github.com/jdoe42']);
  });

  it('reads no profile from words after a platform', () => {
    expect(links('GitHub link')).toEqual([]);
    expect(links('Skills: GitHub Actions, Jenkins, Twitter API')).toEqual([]);
    expect(links('github copilot')).toEqual([]);
  });

  it('reads none inside a job entry', () => {
    const got = links('Madrid', [{ text: 'Experience', size: 13, bold: true, gap: 10 } as never, 'Developer, Acme S.L., 2019 – 2021', 'Maintained the github ci-tools repository.']);
    expect(got).toEqual([]);
  });
});
