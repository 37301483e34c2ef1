/**
 * Classes of reading postings nobody has seen, each in the languages concerned, on postings written
 * here: a requirement is shown in the description's own words (the knowledge base's name beside
 * it).
 */
import { describe, expect, it } from 'vitest';
import { parseJobDescription } from '../../../src/match/job/job-understanding.ts';
import { publicRequirements } from '../../../src/match/match-response.ts';

const asked = (text: string) => publicRequirements(parseJobDescription(text)).skills;
const byId = (text: string, id: string) => asked(text).find((s) => s.id === id);

describe('a requirement is shown in the words of the description', () => {
  const cases: Array<[string, string, string]> = [
    ['Staff Nurse\n\nRequirements:\n- Venepuncture\n- Wound care', 'en', 'Venepuncture'],
    ['Infermiere\n\nRequisiti:\n- Prelievo venoso\n- Medicazioni', 'it', 'Prelievo venoso'],
    ['Enfermero\n\nRequisitos:\n- Venopunción\n- Curas', 'es', 'Venopunción'],
    ['Infirmier\n\nProfil :\n- Prise de sang\n- Pansements', 'fr', 'Prise de sang'],
    ['Pflegefachkraft (m/w/d)\n\nIhr Profil:\n- Blutentnahme\n- Wundversorgung', 'de', 'Blutentnahme'],
    ['Enfermeiro\n\nRequisitos:\n- Colheita de sangue\n- Curativos', 'pt', 'Colheita de sangue'],
  ];
  it('keeps the written words as the name and the knowledge base name as canonical', () => {
    for (const [text, code, written] of cases) {
      const s = byId(text, 'healthcare.phlebotomy');
      expect(s, code).toBeDefined();
      expect(s?.name, code).toBe(written);
      expect(s?.canonical, code).toBe('Phlebotomy');
    }
  });

  it('leaves the name alone where the description writes the knowledge base name', () => {
    const s = byId('Developer\n\nRequirements:\n- Java\n- SQL', 'software.java');
    expect(s).toMatchObject({ name: 'Java', canonical: 'Java' });
  });
});
