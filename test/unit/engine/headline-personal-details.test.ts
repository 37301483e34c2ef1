/**
 * A personal detail set under the name (a driving licence, a nationality, a marital status, an
 * availability, the document's title, a portfolio address) is no headline: the latest role's title
 * is, in each language.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const profileOf = (texts: (LineSpec | string)[]) => runEngine(documentOf(texts), { referenceDate: new Date(Date.UTC(2025, 5, 1)) });
const BODY: Record<string, [string, string, string, string]> = {
  en: ['PROFILE', 'WORK EXPERIENCE', 'Present', 'Store Manager'],
  it: ['PROFILO', 'ESPERIENZA PROFESSIONALE', 'oggi', 'Responsabile di negozio'],
  es: ['PERFIL', 'EXPERIENCIA LABORAL', 'actualidad', 'Encargada de tienda'],
  fr: ['PROFIL', 'EXPÉRIENCE PROFESSIONNELLE', "aujourd'hui", 'Responsable de magasin'],
  de: ['PROFIL', 'BERUFSERFAHRUNG', 'heute', 'Filialleiterin'],
  pt: ['PERFIL', 'EXPERIÊNCIA PROFISSIONAL', 'atual', 'Gerente de loja'],
};

describe('a personal detail set under the name', () => {
  it.each([
    ['it', 'Patente B, automunita'],
    ['it', 'Disponibile da subito'],
    ['es', 'Nacionalidad: española'],
    ['es', 'Vehículo propio'],
    ['fr', 'Permis B – Véhiculé'],
    ['fr', 'Célibataire'],
    ['de', 'Führerschein Klasse B'],
    ['de', 'Verfügbar ab sofort'],
    ['pt', 'Disponibilidade imediata'],
    ['pt', 'Brasileira, solteira, 28 anos'],
    ['en', 'Curriculum Vitae'],
    ['en', 'British citizen'],
    ['en', 'Portfolio: behance.net/carla'],
  ])('%s: %s', (lang, detail) => {
    const [profile, experience, present, role] = BODY[lang]!;
    const lines = [
      { text: 'Carla Reyes', size: 22, bold: true },
      { text: detail, bold: true, size: 13 },
      '+34 612 345 678 | carla@example.com',
      { text: profile, bold: true, size: 12, gap: 8 },
      'Motivated and curious.',
      { text: experience, bold: true, size: 12 },
      `01/2020 – ${present}`,
      `${role}, Northwind Group, Madrid`,
    ];
    expect(profileOf(lines).jobProfile.title).toBe(role);
  });

  it('keeps a headline set under the name', () => {
    const lines = [{ text: 'Carla Reyes', size: 22, bold: true }, { text: 'Visual Merchandiser', bold: true, size: 13 }, '+34 612 345 678', { text: 'PROFILE', bold: true, size: 12, gap: 8 }, 'Motivated.'];
    expect(profileOf(lines).jobProfile.title).toBe('Visual Merchandiser');
  });
});
