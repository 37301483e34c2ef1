/**
 * A training held at a company ("kaufmännische Lehre beim Elektrizitätswerk Nidwalden", "Apprentie
 * coiffeuse chez Salon Élégance"): the training word counts as the role, so the words after "at"
 * are the employer, though no role noun comes before "at" and no legal form after it.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

describe('a training at a company', () => {
  const cases: Array<[string, string, string, string, string]> = [
    ['de', 'Berufserfahrung', 'kaufmännische Lehre beim Elektrizitätswerk Nidwalden', 'kaufmännische Lehre', 'Elektrizitätswerk Nidwalden'],
    ['de', 'Berufserfahrung', 'Praktikum bei Bosch', 'Praktikum', 'Bosch'],
    ['it', 'Esperienze lavorative', 'Tirocinio presso Comune di Brescia', 'Tirocinio', 'Comune di Brescia'],
    ['fr', 'Expérience professionnelle', 'Apprentissage chez Boulangerie Martin', 'Apprentissage', 'Boulangerie Martin'],
    ['pt', 'Experiência profissional', 'Estágio na Petrobras', 'Estágio', 'Petrobras'],
    ['en', 'Experience', 'Apprenticeship at Rolls-Royce', 'Apprenticeship', 'Rolls-Royce'],
  ];
  for (const [lang, heading, line, title, employer] of cases) {
    it(`reads the employer after "at" (${lang})`, () => {
      const profile = runEngine(
        documentOf([{ text: 'Anna Muster', size: 20, bold: true }, 'anna@mail.ch', { text: heading, size: 13, bold: true, gap: 10 }, { text: '09/2015 - 06/2017', bold: true, cells: [[220, line]] }, { text: 'Administration, customer service, filing and the daily reports of the office', x: 220 }]),
        { referenceDate: new Date('2026-01-01') },
      );
      expect(profile.workExperience.map((e) => [e.title, e.employer])).toEqual([[title, employer]]);
    });
  }
});
