/**
 * Whose e-mail: a referee's or an employer's contact written inside a section about others is not
 * the candidate's; the candidate's own stays, wherever else it is written.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const emailsOf = (lines: (LineSpec | string)[]) =>
  runEngine(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, ...lines]), { referenceDate: new Date('2026-01-01') }).personal.emails;

const section = (heading: string) => ({ text: heading, size: 13, bold: true, gap: 10 });

describe("e-mails: the candidate's, not the referees' or the employers'", () => {
  const cases: Array<[string, string, string, string]> = [
    ['en', 'References', 'Work Experience', 'Contact: '],
    ['it', 'Referenze', 'Esperienza lavorativa', 'Referente: '],
    ['es', 'Referencias', 'Experiencia laboral', 'Contacto: '],
    ['fr', 'Références', 'Expérience professionnelle', 'Contact : '],
    ['de', 'Referenzen', 'Berufserfahrung', 'Ansprechpartner: '],
    ['pt', 'Referências', 'Experiência profissional', 'Contato: '],
  ];
  for (const [lang, refs, work, label] of cases) {
    it(`leaves out a referee's and an employer's address (${lang})`, () => {
      const got = emailsOf([
        'ana.exemplo@mail.com',
        section(work),
        { text: 'Analyst  Harbour Analytics', bold: true },
        '2019 – 2023',
        `${label}mario.rossi@harbour-analytics.com`,
        section(refs),
        'Prof. Marta Bianchi, Northern University',
        'marta.bianchi@northern-university.edu',
      ]);
      expect(got, lang).toEqual(['ana.exemplo@mail.com']);
    });
  }

  it("takes an address written only inside an entry when the CV gives no other, never a referee's", () => {
    const got = emailsOf([
      section('Work Experience'),
      { text: 'Analyst  Harbour Analytics', bold: true },
      '2019 – 2023  ana.exemplo@mail.com',
      section('References'),
      'marta.bianchi@northern-university.edu',
    ]);
    expect(got).toEqual(['ana.exemplo@mail.com']);
  });
});
