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
