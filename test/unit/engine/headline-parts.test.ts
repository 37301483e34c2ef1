/**
 * Headlines in parts: titles separated by bars whose Romance-language words are in lower case, a
 * profile heading used as the headline's label, the genders a title is open to, and skills listed
 * after the title. Each is read to the title alone, in the six languages.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const profileOf = (texts: (LineSpec | string)[]) => runEngine(documentOf(texts), { referenceDate: new Date(Date.UTC(2025, 5, 1)) });
const EXPERIENCE: Record<string, [string, string, string]> = {
  en: ['WORK EXPERIENCE', 'Present', 'Store Manager'],
  it: ['ESPERIENZA PROFESSIONALE', 'oggi', 'Commessa'],
  es: ['EXPERIENCIA LABORAL', 'actualidad', 'Dependienta'],
  fr: ['EXPÉRIENCE PROFESSIONNELLE', "aujourd'hui", 'Vendeuse'],
  de: ['BERUFSERFAHRUNG', 'heute', 'Verkäuferin'],
  pt: ['EXPERIÊNCIA PROFISSIONAL', 'atual', 'Vendedora'],
};

/** A header whose line under the name is `headline`, set barely larger than the body (no headline by size alone). */
function cv(lang: string, headline: string): (LineSpec | string)[] {
  const [experience, present, role] = EXPERIENCE[lang]!;
  return [
    { text: 'Rosa Lindqvist', size: 20, bold: true },
    { text: headline, size: 11 },
    '+34 612 345 678 | rosa@example.com',
    { text: experience, bold: true, size: 12, gap: 8 },
    `01/2020 – ${present}`,
    `${role}, Acme, Porto`,
  ];
}

describe('titles separated by bars, in lower case after their first word', () => {
  it.each([
    ['fr', 'Ingénieure logiciel | Chef de projet digital', 'Ingénieure logiciel | Chef de projet digital'],
    ['it', 'Ingegnere gestionale | Responsabile controllo qualità', 'Ingegnere gestionale | Responsabile controllo qualità'],
    ['es', 'Enfermera quirúrgica | Técnica de laboratorio clínico', 'Enfermera quirúrgica | Técnica de laboratorio clínico'],
    ['pt', 'Analista de sistemas | Técnica de recursos humanos', 'Analista de sistemas | Técnica de recursos humanos'],
  ])('%s: %s', (lang, headline, title) => {
    expect(profileOf(cv(lang, headline)).jobProfile.title).toBe(title);
  });
});

describe('a profile heading as the headline’s label', () => {
  it.each([
    ['en', 'Profile: Quality Assurance Engineer', 'Quality Assurance Engineer'],
    ['it', 'Profilo professionale: Responsabile di produzione', 'Responsabile di produzione'],
    ['es', 'Perfil: Técnica de laboratorio', 'Técnica de laboratorio'],
    ['fr', 'Profil : Chef de projet digital', 'Chef de projet digital'],
    ['de', 'Profil: Projektleiter Vertrieb', 'Projektleiter Vertrieb'],
    ['pt', 'Perfil: Técnica de Recursos Humanos', 'Técnica de Recursos Humanos'],
  ])('%s: %s', (lang, headline, title) => {
    expect(profileOf(cv(lang, headline)).jobProfile.title).toBe(title);
  });
});

describe('the genders a title is open to', () => {
  it.each([
    ['de', 'Projektleiter Vertrieb (m/w/d)', 'Projektleiter Vertrieb'],
    ['fr', 'Chef de projet digital (H/F)', 'Chef de projet digital'],
    ['it', 'Responsabile di produzione (m/f)', 'Responsabile di produzione'],
    ['es', 'Técnico de laboratorio (M/F)', 'Técnico de laboratorio'],
  ])('%s: %s', (lang, headline, title) => {
    expect(profileOf(cv(lang, headline)).jobProfile.title).toBe(title);
  });
});

describe('skills listed after the title', () => {
  it.each([
    ['en', 'Data Analyst | Python | SQL', 'Data Analyst'],
    ['it', 'Analista dati | Python | SQL', 'Analista dati'],
    ['es', 'Analista de datos · Python · Excel', 'Analista de datos'],
    ['fr', 'Ingénieure logiciel | Chef de projet digital | Java | Spring', 'Ingénieure logiciel | Chef de projet digital'],
    ['de', 'Elektroniker für Betriebstechnik | SPS | Siemens S7', 'Elektroniker für Betriebstechnik'],
    ['pt', 'Analista de dados | Java | Scrum', 'Analista de dados'],
  ])('%s: %s', (lang, headline, title) => {
    expect(profileOf(cv(lang, headline)).jobProfile.title).toBe(title);
  });
});
