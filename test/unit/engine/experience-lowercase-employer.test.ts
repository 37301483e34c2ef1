/**
 * An employer whose name is written in lower case, with its legal form and perhaps its town
 * ("bfd GmbH Bexbach", "mademoiselle bio SAS"): a lower-case line under an entry's title is read as
 * a wrapped sentence unless it names a company so.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

describe('an employer written in lower case', () => {
  const cases: Array<[string, string, string, string]> = [
    ['de', 'Berufserfahrung', 'Vertriebsmitarbeiter', 'bfd GmbH Bexbach'],
    ['fr', 'Expérience professionnelle', 'Vendeuse', 'mademoiselle bio SAS'],
    ['en', 'Experience', 'Analyst', 'bp p.l.c.'],
  ];
  for (const [lang, heading, title, employer] of cases) {
    it(`is the employer (${lang})`, () => {
      const profile = runEngine(
        documentOf([{ text: 'Anna Muster', size: 20, bold: true }, 'anna@mail.ch', { text: heading, size: 13, bold: true, gap: 10 }, { text: '01/2023 – 07/2023', bold: true, cells: [[220, title]] }, { text: employer, x: 220 }, { text: '• Verkauf von Fachinformationsdiensten an Kommunen', x: 230 }]),
        { referenceDate: new Date('2026-01-01') },
      );
      expect(profile.workExperience.map((e) => [e.title, e.employer])).toEqual([[title, employer]]);
    });
  }
});
