/**
 * French postings ask for "la maîtrise de …" (a command of a tool or a language) far more often than
 * for the maîtrise degree (Bac+4): "Maîtrise d'Excel" asked a master's degree of every candidate.
 */
import { describe, expect, it } from 'vitest';
import { parseJobDescription } from '../../../src/match/job/job-understanding.ts';
import { publicRequirements } from '../../../src/match/match-response.ts';

const level = (text: string) => publicRequirements(parseJobDescription(text)).education?.level ?? null;

describe('"maîtrise de …" in a French posting', () => {
  it.each([
    ["Technicien de maintenance H/F\nProfil recherché :\n- BTS Maintenance des systèmes\n- Maîtrise de l'automatisme (Siemens S7)", 5],
    ["Assistant comptable H/F\nProfil :\n- Bac+2 en comptabilité\n- Maîtrise d'Excel et de Sage", 5],
    ['Commercial sédentaire H/F\nProfil :\n- Maîtrise des outils bureautiques\n- Maîtrise de la langue anglaise', null],
  ])('asks a command, not the degree: %j', (text, expected) => {
    expect(level(text)).toBe(expected);
  });

  it('still reads the degree where it is asked as one', () => {
    expect(level('Chargé de mission H/F\nProfil :\n- Titulaire d’une maîtrise de droit public')).toBe(7);
  });
});

describe('requirement openers written as a sentence to the candidate', () => {
  it.each([
    ['it', 'Addetto/a contabilità\nTi chiediamo: diploma di ragioneria; ottima conoscenza di Excel; conoscenza della lingua inglese.', 'office.microsoft-excel'],
    ['de', 'Buchhalter (m/w/d)\nDu bringst mit: sicherer Umgang mit DATEV und Excel', 'finance.datev'],
    ['es', 'Contable\nTe pedimos: experiencia con SAP FI y Excel avanzado', 'office.microsoft-excel'],
    ['fr', 'Comptable H/F\nVous disposez de : Excel avancé, Sage', 'office.microsoft-excel'],
    ['pt', 'Analista contábil\nO que você precisa: experiência com TOTVS e Excel', 'office.microsoft-excel'],
    ['en', "Accountant\nWhat you'll need: solid Excel and QuickBooks skills", 'office.microsoft-excel'],
  ])('%s', (_lang, text, id) => {
    const asked = publicRequirements(parseJobDescription(text)).skills.filter((s) => s.importance === 'must').map((s) => s.id);
    expect(asked).toContain(id);
  });
});

describe('words of practice and handling say an item speaks of skills', () => {
  it.each([
    ['fr', 'Comptable H/F\nProfil :\n- Bonne pratique de Sage et d’Excel', ['software.sage-erp', 'office.microsoft-excel']],
    ['it', 'Contabile\nRequisiti:\n- Buona pratica di Excel', ['office.microsoft-excel']],
    ['pt', 'Analista\nRequisitos:\n- Vivência com Excel', ['office.microsoft-excel']],
  ])('%s', (_lang, text, ids) => {
    expect(publicRequirements(parseJobDescription(text)).skills.map((s) => s.id)).toEqual(expect.arrayContaining(ids));
  });
});
