/**
 * Headlines that name no role: a graduate's or a student's status, or a qualification, under the
 * name or set apart under the contact line, in each language.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const profileOf = (texts: (LineSpec | string)[]) => runEngine(documentOf(texts), { referenceDate: new Date(Date.UTC(2025, 5, 1)) });
const name = (text: string): LineSpec => ({ text, size: 22, bold: true });

describe("a graduate's or student's status as the headline", () => {
  const heads: Record<string, [string, string, string, string]> = {
    en: ['PROFILE', 'WORK EXPERIENCE', 'Present', 'Team Member'],
    it: ['PROFILO', 'ESPERIENZA PROFESSIONALE', 'oggi', 'Collaboratore'],
    es: ['PERFIL', 'EXPERIENCIA LABORAL', 'actualidad', 'Colaborador'],
    fr: ['PROFIL', 'EXPÉRIENCE PROFESSIONNELLE', "aujourd'hui", 'Collaborateur'],
    de: ['PROFIL', 'BERUFSERFAHRUNG', 'heute', 'Mitarbeiter'],
    pt: ['PERFIL', 'EXPERIÊNCIA PROFISSIONAL', 'atual', 'Colaborador'],
  };
  const body = (lang: string) => {
    const [profile, experience, present, role] = heads[lang]!;
    return [{ text: profile, bold: true, size: 12, gap: 8 }, 'Motivated and curious.', { text: experience, bold: true, size: 12 }, `01/2020 – ${present}`, `${role}, Northwind Group, Madrid`];
  };
  it.each([
    ['it', 'Neolaureata in Giurisprudenza'],
    ['es', 'Recién egresado de Derecho'],
    ['fr', 'Jeune diplômée en Finance'],
    ['de', 'Absolventin Wirtschaftsinformatik'],
    ['pt', 'Recém-formada em Administração'],
    ['en', 'Fresh Graduate in Accounting'],
  ])('%s: under the name, %s', (lang, headline) => {
    expect(profileOf([name('Carla Reyes'), headline, '+34 612 345 678 | carla.reyes@example.com', ...body(lang)]).jobProfile.title).toBe(headline);
  });

  it.each([
    ['es', 'Lic. en Nutrición'],
    ['es', 'Estudiante de Ingeniería Industrial'],
    ['fr', 'Étudiante en Master Finance'],
    ['it', 'Studentessa di Economia'],
    ['pt', 'Estudante de Administração'],
  ])('%s: set apart under the contact line, %s', (lang, headline) => {
    const lines = [name('Carla Reyes'), '+34 612 345 678 | carla.reyes@example.com', { text: headline, size: 13, gap: 4 }, ...body(lang)];
    expect(profileOf(lines).jobProfile.title).toBe(headline);
  });
});
