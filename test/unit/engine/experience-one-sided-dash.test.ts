/**
 * An en or em dash spaced on one side only ("Stephen Wade Chevrolet —Sales Representative",
 * "Zara España– Dependienta") parts the employer from the title as a spaced one does.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

describe('a dash spaced on one side in an entry line', () => {
  const cases: Array<[string, string, string, string, string]> = [
    ['en', 'Experience', 'Stephen Wade Chevrolet —Sales Representative', 'Sales Representative', 'Stephen Wade Chevrolet'],
    ['es', 'Experiencia laboral', 'Zara España– Dependienta', 'Dependienta', 'Zara España'],
    ['it', 'Esperienze lavorative', 'Conad Centro —Cassiera', 'Cassiera', 'Conad Centro'],
  ];
  for (const [lang, heading, line, title, employer] of cases) {
    it(`reads employer and title (${lang})`, () => {
      const profile = runEngine(
        documentOf([{ text: 'Anna Muster', size: 20, bold: true }, 'anna@mail.com', { text: heading, size: 13, bold: true, gap: 10 }, { text: line, bold: true }, 'June 2017 - February 2018', 'Served the customers of the store every day.']),
        { referenceDate: new Date('2026-01-01') },
      );
      expect(profile.workExperience.map((e) => [e.title, e.employer])).toEqual([[title, employer]]);
    });
  }
});
