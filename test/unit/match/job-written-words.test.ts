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

describe('an item the knowledge base names only in part is that skill, in the item words', () => {
  const cases: Array<[string, string, string]> = [
    ['IT Administrator\n\nRequirements:\n- Hands-on experience with MDM systems for our fleet of field laptops', 'en', 'software.mdm'],
    ['Sistemista\n\nRequisiti:\n- Esperienza pluriennale nella gestione dei sistemi MDM per la flotta aziendale', 'it', 'software.mdm'],
    ['Administrador de sistemas\n\nRequisitos:\n- Experiencia práctica con sistemas MDM para la flota de portátiles de campo', 'es', 'software.mdm'],
    ['Administrateur systèmes\n\nProfil :\n- Expérience concrète des outils MDM pour la flotte de portables terrain', 'fr', 'software.mdm'],
    ['Elektriker (m/w/d)\n\nIhr Profil:\n- Erfahrung in der Instandhaltung und Reparatur von elektrischen Anlagen', 'de', 'engineering.maintenance-engineering'],
    ['Administrador de sistemas\n\nRequisitos:\n- Experiência prática com sistemas MDM para a frota de portáteis de campo', 'pt', 'software.mdm'],
  ];
  it('lists the item once, under its skill, named by the whole item', () => {
    for (const [text, code, id] of cases) {
      const skills = asked(text);
      const item = text.split('\n- ')[1]!;
      expect(skills.map((s) => s.id), code).toContain(id);
      expect(skills.filter((s) => s.id.startsWith('written.')), code).toEqual([]);
      expect(skills.find((s) => s.id === id)?.name, code).toBe(item);
    }
  });
});

describe('the city is given as the description writes it', () => {
  const cases: Array<[string, string, string, string]> = [
    ['Desenvolvedor Android\nLisboa, Portugal\n\nRequisitos:\n- Kotlin', 'pt', 'Lisboa', 'Lisbon'],
    ['Buchhalter (m/w/d)\nMünchen\n\nIhr Profil:\n- DATEV', 'de', 'München', 'Munich'],
    ['Contabile\nMilano\n\nRequisiti:\n- Excel', 'it', 'Milano', 'Milan'],
    ['Contable\nSevilla, España\n\nRequisitos:\n- Excel', 'es', 'Sevilla', 'Seville'],
    ['Comptable\nBRUXELLES\n\nProfil :\n- Excel', 'fr', 'Bruxelles', 'Brussels'],
  ];
  it('shows the written name and keeps the index name for comparing with candidates', () => {
    for (const [text, code, written, indexName] of cases) {
      const r = parseJobDescription(text);
      expect(r.location?.city, code).toBe(indexName);
      expect(publicRequirements(r).location?.city, code).toBe(written);
    }
  });
});

describe('a list part the knowledge base cannot name, among parts it names, is kept as written', () => {
  const cases: Array<[string, string, string]> = [
    ['Nurse\n\nRequirements:\n- Clinical skills: wound care, venepuncture, monitoring of fluid balance, catheterisation', 'en', 'monitoring of fluid balance'],
    ['Infermiere\n\nRequisiti:\n- Competenze cliniche: medicazioni, prelievo venoso, gestione del bilancio idrico, cateterismo vescicale', 'it', 'gestione del bilancio idrico'],
    ['Enfermero\n\nRequisitos:\n- Competencias clínicas: curas, venopunción, control del balance hídrico, sondaje vesical', 'es', 'control del balance hídrico'],
    ['Infirmier\n\nProfil :\n- Compétences cliniques : pansements, prise de sang, surveillance du bilan hydrique, sondage urinaire', 'fr', 'surveillance du bilan hydrique'],
    ['Pflegefachkraft (m/w/d)\n\nIhr Profil:\n- Klinische Kenntnisse: Wundversorgung, Blutentnahme, Versorgung von Tracheostomata, Katheterisierung', 'de', 'Versorgung von Tracheostomata'],
    ['Enfermeiro\n\nRequisitos:\n- Competências clínicas: curativos, colheita de sangue, controlo do balanço hídrico, algaliação', 'pt', 'controlo do balanço hídrico'],
  ];
  it('asks each part once: the named ones as skills, the other in its words', () => {
    for (const [text, code, part] of cases) {
      const skills = asked(text);
      expect(skills.map((s) => s.id), code).toEqual(expect.arrayContaining(['healthcare.wound-care', 'healthcare.phlebotomy', 'healthcare.catheterization']));
      expect(skills.filter((s) => s.id.startsWith('written.')).map((s) => s.name), code).toEqual([part]);
    }
  });

  it('leaves the part that leads the list in, and a sentence glued on after it, alone', () => {
    const skills = asked('Jefe de obra\n\nRequisitos: Elevada experiencia, AutoCAD, Excel, MS Project, Primavera.Se ofrece buen ambiente, e interesantes condiciones');
    expect(skills.filter((s) => s.id.startsWith('written.'))).toEqual([]);
  });
});

describe('a long requirement item the knowledge base cannot name is kept as written', () => {
  it('keeps items of up to twenty words', () => {
    const item = 'Diagnostiquer à distance un dysfonctionnement informatique matériel ou logiciel et guider l’utilisateur pas à pas';
    const skills = asked(`Technicien support\n\nProfil :\n- ${item}`);
    expect(skills.map((s) => s.name)).toContain(item);
  });
});
