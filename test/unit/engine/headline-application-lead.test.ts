/**
 * A headline that applies for a job or states an objective ("Objective: To obtain a position as a
 * Registered Nurse", "Bewerbung als Industriekauffrau"): the title is what follows the words.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };
const BODY: Record<string, string[]> = {
  en: ['EXPERIENCE', 'Nurse aide, Acme Care — 2019 – 2022'],
  de: ['BERUFSERFAHRUNG', 'Aushilfe, Acme GmbH — 2019 – 2022'],
  fr: ['EXPÉRIENCE', 'Stagiaire, Acme SA — 2019 – 2022'],
  es: ['EXPERIENCIA', 'Auxiliar, Acme S.L. — 2019 – 2022'],
  it: ['ESPERIENZA', 'Stagista, Acme Srl — 2019 – 2022'],
  pt: ['EXPERIÊNCIA', 'Estagiária, Acme Lda — 2019 – 2022'],
};

describe('the words that apply for a job, before the headline', () => {
  it.each([
    ['en', 'Objective: To obtain a position as a Registered Nurse', 'Registered Nurse'],
    ['de', 'Bewerbung als Industriekauffrau', 'Industriekauffrau'],
    ['fr', 'Candidature au poste de Chargée de communication', 'Chargée de communication'],
    ['es', 'Objetivo profesional: Técnica de laboratorio', 'Técnica de laboratorio'],
    ['it', 'Candidatura per la posizione di Addetta contabilità', 'Addetta contabilità'],
    ['pt', 'Objetivo: Analista de Recursos Humanos', 'Analista de Recursos Humanos'],
  ])('%s: %s', (lang, line, title) => {
    const doc = documentOf([{ text: 'Alex Moreau', size: 22, bold: true }, line, 'alex@example.org', ...BODY[lang]!]);
    expect(runEngine(doc, REFERENCE).jobProfile.title).toBe(title);
  });
});
