/**
 * Whose link: a referee's profile, a CV builder's credit and a club's site in the interests are
 * not the candidate's links; the candidate's profiles stay wherever they are written.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const sec = (h: string): LineSpec => ({ text: h, size: 13, bold: true, gap: 10 });
const linksOf = (lines: (LineSpec | string)[]) =>
  runEngine(documentOf([{ text: 'Marta Rossi', size: 22, bold: true }, 'Data Analyst', 'marta.rossi@mail.com | linkedin.com/in/martarossi', ...lines]), {
    referenceDate: new Date('2026-01-01'),
  }).personal.links.map((l) => l.url);

describe("links: the candidate's, not others'", () => {
  const cases: Array<[string, string, string]> = [
    ['en', 'References', 'Interests'],
    ['it', 'Referenze', 'Interessi'],
    ['es', 'Referencias', 'Intereses'],
    ['fr', 'Références', "Centres d'intérêt"],
    ['de', 'Referenzen', 'Interessen'],
    ['pt', 'Referências', 'Interesses'],
  ];
  for (const [lang, refs, interests] of cases) {
    it(`leaves out a referee's profile and a club's site, keeps a profile in the interests (${lang})`, () => {
      const got = linksOf([sec('Profile'), 'Data analyst with five years in retail analytics.', 'Dashboards, forecasting and reporting.', sec(interests), 'Volunteer, www.redcross.org', 'Photography: behance.net/martarossi', sec(refs), 'John Smith, Acme Corp, https://www.linkedin.com/in/johnsmith']);
      expect(got, lang).toEqual(['https://linkedin.com/in/martarossi', 'https://behance.net/martarossi']);
    });
  }

  it("leaves out a CV builder's credit", () => {
    expect(linksOf(['Made with https://www.canva.com', 'Created on enhancv.com'])).toEqual(['https://linkedin.com/in/martarossi']);
  });
});

describe('links cut or run on by the extraction', () => {
  const headerLinks = (written: string) =>
    runEngine(
      documentOf([{ text: 'Ana Gómez', size: 22, bold: true }, 'ana@mail.com', written, { text: 'Experience', size: 13, bold: true, gap: 10 }, { text: 'Analyst  Acme', bold: true }, '2019 – 2023']),
      { referenceDate: new Date('2026-01-01') },
    ).personal.links.map((l) => l.url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/+$/, ''));

  it('does not run a profile ending with a slash into the heading below it', () => {
    expect(headerLinks('www.linkedin.com/in/anagomez/')).toEqual(['linkedin.com/in/anagomez']);
  });

  it('joins a handle the extraction set apart from its profile path', () => {
    expect(headerLinks('linkedin.com/in/ ana-gomez')).toEqual(['linkedin.com/in/ana-gomez']);
    expect(headerLinks('github.com/ anagomez')).toEqual(['github.com/anagomez']);
  });
});
