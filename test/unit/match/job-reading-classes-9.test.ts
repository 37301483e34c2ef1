/**
 * Classes of requirement reading found on postings written for the purpose (ninth pass), per
 * language: one sentence that calls one thing required and the next a plus; prose telling the
 * candidate what they master in a posting with no requirement list; the gender notice the law asks
 * of Italian, Spanish and Portuguese postings; Swiss vocational certificates; a qualification one
 * may still be working towards.
 */
import { describe, expect, it } from 'vitest';
import { parseJobDescription } from '../../../src/match/job/job-understanding.ts';
import { publicRequirements } from '../../../src/match/match-response.ts';

const read = (text: string) => publicRequirements(parseJobDescription(text));
const importanceOf = (text: string, canonical: string) => read(text).skills.find((s) => (s.canonical ?? s.name) === canonical)?.importance;

describe('a part called a plus after a part called required, in one sentence, is the plus alone', () => {
  const cases: Array<[string, string]> = [
    ['Developer\n\nRequirements: Java is required, Python is a plus.', 'en'],
    ['Sviluppatore\n\nRequisiti: conoscenza di Java richiesta, conoscenza di Python gradita.', 'it'],
    ['Desarrollador\n\nRequisitos: Java imprescindible, Python valorable.', 'es'],
    ['Développeur\n\nProfil : maîtrise de Java exigée, connaissance de Python souhaitée.', 'fr'],
    ['Entwickler\n\nIhr Profil: Kenntnisse in Java setzen wir voraus, Erfahrung mit Python ist wünschenswert.', 'de'],
    ['Desenvolvedor\n\nRequisitos: Java obrigatório, Python desejável.', 'pt'],
  ];
  it('keeps Java must and makes Python nice', () => {
    for (const [text, lang] of cases) {
      expect(importanceOf(text, 'Java'), lang).toBe('must');
      expect(importanceOf(text, 'Python'), lang).toBe('nice');
    }
  });
});

describe('prose telling the candidate what they master reads the names a requirement list would', () => {
  // "Excel" is also an English verb: outside a requirement it needs context to count as the software.
  const cases: Array<[string, string]> = [
    ['Comptable (H/F) - Nantes. Vous gérez un portefeuille de clients. Vous maîtrisez les logiciels Sage et Excel. Tickets restaurant.', 'fr'],
    ['Finance Analyst - Leeds. You will prepare monthly reports. The ideal candidate is proficient in Sage and Excel. We offer hybrid working.', 'en'],
    ['Contabile - Padova. Gestirai la contabilità dei clienti. Il candidato ideale conosce Sage ed Excel. Offriamo buoni pasto.', 'it'],
    ['Contable - Sevilla. Llevarás la contabilidad de clientes. El candidato ideal domina Sage y Excel. Ofrecemos contrato indefinido.', 'es'],
    ['Buchhalter (m/w/d) - Köln. Sie betreuen Mandanten. Sie beherrschen Sage und Excel. Wir bieten ein gutes Gehalt.', 'de'],
    ['Contabilista - Porto. Vai gerir a contabilidade de clientes. Você domina Sage e Excel. Oferecemos seguro de saúde.', 'pt'],
  ];
  it('asks Excel', () => {
    for (const [text, lang] of cases) expect(importanceOf(text, 'Microsoft Excel'), lang).toBe('must');
  });
  it('still asks nothing of the employer prose around it', () => {
    const r = read('Comptable (H/F) - Nantes. Notre cabinet excelle dans le conseil. Vous maîtrisez Sage.');
    expect(r.skills.map((s) => s.canonical ?? s.name)).not.toContain('Microsoft Excel');
  });
});

describe('the equal-treatment notice the law asks of a posting asks nothing', () => {
  const cases: Array<[string, string]> = [
    ['Magazziniere - Bergamo\n\nRequisiti:\n- patentino del muletto\n- Il presente annuncio è rivolto ad entrambi i sessi, ai sensi delle leggi 903/77 e 125/91', 'it'],
    ['Magazziniere - Bergamo\n\nRequisiti:\n- patentino del muletto\n- La ricerca è rivolta a candidati ambo i sessi (D.Lgs. 198/2006)', 'it'],
    ['Mozo de almacén - Zaragoza\n\nRequisitos:\n- carnet de carretillero\n- Oferta dirigida a personas de ambos sexos', 'es'],
    ['Operador de armazém - Braga\n\nRequisitos:\n- carta de empilhador\n- Vaga destinada a candidatos de ambos os sexos', 'pt'],
    ['Lagerist - Dortmund\n\nIhr Profil:\n- Staplerschein\n- Schwerbehinderte Bewerber werden bei gleicher Eignung bevorzugt berücksichtigt', 'de'],
  ];
  it('leaves one requirement, the forklift', () => {
    for (const [text, lang] of cases) {
      const skills = read(text).skills.filter((s) => !s.implied);
      expect(skills.map((s) => s.name).join(' | '), lang).not.toMatch(/sessi|sexos|Eignung/i);
      expect(skills.length, lang).toBe(1);
    }
  });
});

describe('Swiss vocational certificates name upper-secondary education', () => {
  it('reads a CFC (French) and an attestato federale (Italian) as level 3', () => {
    expect(read('Électricien - Lausanne\n\nVotre profil:\n- CFC d’installateur-électricien\n- Permis B').education?.level).toBe(3);
    expect(read('Elettricista - Lugano\n\nRequisiti:\n- Attestato federale di capacità come elettricista').education?.level).toBe(3);
  });
  it('makes a degree softened by "or a title judged equivalent" a plus', () => {
    expect(read('Électricien - Lausanne\n\nVotre profil:\n- CFC d’électricien ou titre jugé équivalent').education?.importance).toBe('nice');
  });
});

describe('a qualification one may still be working towards is a plus', () => {
  it('reads "(or willing to work towards it)" as nice', () => {
    const text = 'Senior Care Assistant - Leeds\n\nRequirements:\n- NVQ Level 3 in Health and Social Care (or willing to work towards it)\n- Medication training';
    const r = read(text);
    const nvq = r.skills.find((s) => /NVQ/.test(s.name));
    const level = r.education;
    expect(nvq?.importance ?? level?.importance).toBe('nice');
  });
});

describe("a job board's experience and licence fields", () => {
  const yearsOf = (text: string, canonical: string) => read(text).skills.find((s) => (s.canonical ?? s.name) === canonical)?.minYears;
  it('binds the figure after a skill and a colon to the skill ("Python: 3 years (Preferred)")', () => {
    expect(yearsOf('Developer\n\nExperience:\n- Python: 3 years (Preferred)\n- SQL: 2 years (Required)', 'Python')).toBe(3);
    expect(yearsOf('Developer\n\nExperience:\n- Python: 3 years (Preferred)\n- SQL: 2 years (Required)', 'SQL')).toBe(2);
    expect(yearsOf('Desarrollador\n\nRequisitos:\n- Java: mínimo 5 años', 'Java')).toBe(5);
    expect(yearsOf('Sviluppatore\n\nRequisiti:\n- Java: almeno 5 anni', 'Java')).toBe(5);
  });
  it('reads "License/Certification:" as a heading, not a requirement', () => {
    const r = read('Receptionist\n\nQualifications:\n- High school diploma\nLicense/Certification:\n- BLS Certification (Required)\nWork Location: In person');
    expect(r.skills.map((s) => s.name).join(' | ')).not.toMatch(/License\/Certification/);
    expect(r.skills.map((s) => s.importance)).toEqual(['must']);
  });
});

describe("a city written with another of its names beside it", () => {
  it('gives the city its own name ("Capital Federal, Buenos Aires")', () => {
    expect(read('Farmacéutico/a\nAcme\nCapital Federal, Buenos Aires\n\nRequisitos:\n- Matrícula habilitada').location?.city).toBe('Buenos Aires');
  });
});
