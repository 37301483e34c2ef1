/**
 * Headlines the header's readers missed: a role line opening the profile set a little larger than
 * its paragraph (a coloured line in a résumé builder), a title in feminine form, and the Portuguese
 * Europass label "Posição".
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { roleNounCount } from '../../../src/knowledge/lexicons/roles.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const profileOf = (texts: (LineSpec | string)[]) => runEngine(documentOf(texts), { referenceDate: new Date(Date.UTC(2025, 5, 1)) });
// [profile heading, role line, paragraph, experience heading, present word, latest role]
const BODY: Record<string, [string, string, string, string, string, string]> = {
  en: ['PROFILE', 'Quality Assurance Engineer', 'Eight years testing payment software for banks.', 'WORK EXPERIENCE', 'Present', 'Test Analyst'],
  it: ['PROFILO PROFESSIONALE', 'Responsabile di produzione', 'Dieci anni nella gestione di linee di assemblaggio.', 'ESPERIENZA PROFESSIONALE', 'oggi', 'Capoturno'],
  es: ['PERFIL', 'Técnica de laboratorio', 'Seis años en análisis clínicos y control de calidad.', 'EXPERIENCIA LABORAL', 'actualidad', 'Auxiliar de laboratorio'],
  fr: ['PROFIL', 'Chef de projet digital', 'Sept ans de gestion de projets web pour des marques.', 'EXPÉRIENCE PROFESSIONNELLE', "aujourd'hui", 'Chargée de communication'],
  de: ['PROFIL', 'Projektleiter Vertrieb', 'Zwölf Jahre Erfahrung im technischen Vertrieb.', 'BERUFSERFAHRUNG', 'heute', 'Vertriebsingenieur'],
  pt: ['PERFIL', 'Técnica de Recursos Humanos', 'Cinco anos em recrutamento e gestão de pessoal.', 'EXPERIÊNCIA PROFISSIONAL', 'atual', 'Assistente administrativa'],
};

describe('a role line opening the profile, a little larger than its paragraph', () => {
  it.each(Object.keys(BODY))('%s', (lang) => {
    const [heading, role, paragraph, experience, present, latest] = BODY[lang]!;
    const lines = [
      { text: 'Marta Ferreira', size: 22, bold: true },
      '+351 912 345 678 | marta@example.com',
      { text: heading, bold: true, size: 12, gap: 8 },
      { text: role, size: 11 },
      paragraph,
      { text: experience, bold: true, size: 12, gap: 8 },
      `01/2020 – ${present}`,
      `${latest}, Acme, Porto`,
    ];
    expect(profileOf(lines).jobProfile.title).toBe(role);
  });

  it('a first line in the paragraph’s own type is no headline', () => {
    const [heading, role, paragraph, experience, present, latest] = BODY.en!;
    const lines = ['Marta Ferreira', { text: heading, bold: true, size: 12, gap: 8 }, role, paragraph, { text: experience, bold: true, size: 12, gap: 8 }, `01/2020 – ${present}`, `${latest}, Acme, Porto`];
    expect(profileOf(lines).jobProfile.title).toBe(latest);
  });
});

describe('titles in feminine form name a role', () => {
  it.each(['Ingegnera', 'Ragioniera', 'Magazziniera', 'Gestora de Projetos', 'Redactora', 'Ingénieure logiciel', 'Ingenieurin', 'Mechatronikerin', 'Anwältin', 'Bauzeichnerin'])('%s', (title) => {
    expect(roleNounCount(title)).toBeGreaterThan(0);
  });

  it('pt: a feminine title in the header, in body type', () => {
    const lines = [{ text: 'Marta Ferreira', size: 22, bold: true }, '+351 912 345 678 | marta@example.com', 'Gestora de Projetos de Transformação Digital', { text: 'EXPERIÊNCIA PROFISSIONAL', bold: true, size: 12, gap: 8 }, '01/2020 – atual', 'Analista, Acme, Porto'];
    expect(profileOf(lines).jobProfile.title).toBe('Gestora de Projetos de Transformação Digital');
  });
});

describe('the Portuguese Europass label of the position', () => {
  it('Posição ⇥ Analista de Sistemas', () => {
    const lines = [
      { text: 'INFORMAÇÃO PESSOAL', bold: true, size: 12 },
      { text: 'Nome', x: 120, cells: [[240, 'Marta Ferreira']] },
      { text: 'Telefone', x: 110, cells: [[240, '+351 912 345 678']] },
      { text: 'Posição', x: 115, bold: true, cells: [[240, 'Analista de Sistemas']] },
      { text: 'EXPERIÊNCIA PROFISSIONAL', bold: true, size: 12, gap: 8 },
      '01/2020 – atual',
      'Programadora, Acme, Porto',
    ] as LineSpec[];
    expect(profileOf(lines).jobProfile.title).toBe('Analista de Sistemas');
  });
});
