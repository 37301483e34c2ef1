/**
 * Classes of how postings write a skill, on postings written here: German compounds of a skill
 * and what is asked of it ("Excel-Kenntnisse", "Buchhaltungskenntnisse", "SAP-Erfahrung"); a
 * name that is also a common word opening an item, followed by a word of skills or of level
 * ("Excel skills", "Excel avanzato"), in the six languages.
 */
import { describe, expect, it } from 'vitest';
import { openCompounds } from '../../../src/match/job/skill-compounds.ts';
import { parseJobDescription } from '../../../src/match/job/job-understanding.ts';
import { publicRequirements } from '../../../src/match/match-response.ts';

const asked = (text: string) => publicRequirements(parseJobDescription(text)).skills;
const askedIds = (text: string) => asked(text).map((s) => s.id);

describe('German skill compounds', () => {
  it('opens a compound at its hyphen or linking s, and keeps the offsets of the written text', () => {
    expect(openCompounds('Excel-Kenntnisse').text).toBe('Excel Kenntnisse');
    expect(openCompounds('Buchhaltungskenntnisse').text).toBe('Buchhaltung kenntnisse');
    expect(openCompounds('Javakenntnisse').text).toBe('Java kenntnisse');
    const opened = openCompounds('gute Javakenntnisse');
    expect(opened.at[opened.text.indexOf('kenntnisse')]).toBe('gute Javakenntnisse'.indexOf('kenntnisse'));
    expect(openCompounds('Kenntnisse in SAP').text).toBe('Kenntnisse in SAP');
  });

  it('reads the skill of the compound as a requirement, shown as written', () => {
    const skills = asked('Buchhalter (m/w/d)\n\nIhr Profil:\n- Sehr gute Excel-Kenntnisse\n- Buchhaltungskenntnisse\n- SAP-Erfahrung\n- Javakenntnisse von Vorteil');
    const ids = skills.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['office.microsoft-excel', 'finance.accounting', 'software.sap', 'software.java']));
    expect(skills.find((s) => s.id === 'software.java')?.importance).toBe('nice');
    expect(skills.find((s) => s.id === 'software.sap')?.name).toBe('SAP');
    expect(ids.filter((id) => id.startsWith('written.'))).toEqual([]);
  });
});

describe('a common-word skill name opening an item, with a word of skills or level after it', () => {
  const cases: Array<[string, string]> = [
    ['Accountant\n\nRequirements:\n- Excel skills', 'en'],
    ['Contabile\n\nRequisiti:\n- Excel livello avanzato', 'it'],
    ['Contable\n\nRequisitos:\n- Excel nivel avanzado', 'es'],
    ['Comptable\n\nProfil :\n- Excel niveau avancé', 'fr'],
    ['Buchhalter (m/w/d)\n\nIhr Profil:\n- Excel fortgeschritten', 'de'],
    ['Contabilista\n\nRequisitos:\n- Excel nível avançado', 'pt'],
  ];
  it('is the skill', () => {
    for (const [text, code] of cases) {
      expect(askedIds(text), code).toContain('office.microsoft-excel');
      expect(askedIds(text).filter((id) => id.startsWith('written.')), code).toEqual([]);
    }
  });

  it('is not the skill when nothing says so', () => {
    expect(askedIds('Cook\n\nRequirements:\n- Excel at keeping a clean station')).not.toContain('office.microsoft-excel');
  });
});
