/**
 * An undated job written as the employer's line, then the role after a label ("Rol:", "Rôle :", "Rolle:", "Cargo:"):
 * the label's value is the title, and the label word is no employer.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };

describe('the role after a role label', () => {
  it.each([
    ['es', 'EXPERIENCIA LABORAL', 'Rol: Consultor practicante', 'Consultor practicante'],
    ['fr', 'EXPÉRIENCE PROFESSIONNELLE', 'Rôle : Chargée de projet', 'Chargée de projet'],
    ['de', 'BERUFSERFAHRUNG', 'Rolle: Projektleiterin', 'Projektleiterin'],
    ['pt', 'EXPERIÊNCIA PROFISSIONAL', 'Cargo: Analista de sistemas', 'Analista de sistemas'],
  ])('%s: %s', (_lang, heading, labelled, title) => {
    const profile = runEngine(
      documentOf([
        { text: 'Lucía Quispe', size: 20, bold: true },
        'lucia.quispe@example.org',
        { text: heading, size: 12, bold: true, gap: 8 },
        { text: 'NORTEANDINA SOLUCIONES SAC', bold: true },
        labelled,
        'Desarrollo de consultas y reportes para los usuarios del sistema.',
      ]),
      REFERENCE,
    );
    const [job] = profile.workExperience;
    expect(job?.title).toBe(title);
    expect(job?.employer ?? null).toBeNull();
  });
});
