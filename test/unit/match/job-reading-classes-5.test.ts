/**
 * Classes of requirement reading found on postings written for the purpose, per language: a cue of
 * importance stays in its own sentence when the sentence before ends on a name written in capitals
 * ("… di SAP. Richiesta …"); plus-words written as verbs ("Valorizamos", "Se valorarán",
 * "Costituirà titolo preferenziale", "Wir freuen uns über") make what they name a plus; and a part
 * of a comma list that calls itself required after a part called a plus is required.
 */
import { describe, expect, it } from 'vitest';
import { parseJobDescription } from '../../../src/match/job/job-understanding.ts';
import { publicRequirements } from '../../../src/match/match-response.ts';

const read = (text: string) => publicRequirements(parseJobDescription(text));
const importanceOf = (text: string, canonical: string) => read(text).skills.find((s) => (s.canonical ?? s.name) === canonical)?.importance;
const languageImportance = (text: string, code: string) => read(text).languages.find((l) => l.code === code)?.importance;

describe('a sentence ending on a name in capitals does not lend its cue to the next one', () => {
  const cases: Array<[string, string, string]> = [
    ['Contabile\n\nIl candidato conosce Excel. Gradita la conoscenza di SAP. Richiesta buona conoscenza della lingua inglese.', 'en', 'it'],
    ['Contable\n\nConoce Excel. Se valora el conocimiento de SAP. Imprescindible nivel alto de inglés.', 'en', 'es'],
    ['Comptable\n\nVous connaissez Excel. La connaissance de SAP est un plus. Anglais courant exigé.', 'en', 'fr'],
    ['Accountant\n\nYou know Excel. Knowledge of SAP is a plus. Fluent German is required.', 'de', 'en'],
    ['Buchhalter\n\nSie kennen Excel. SAP-Kenntnisse sind von Vorteil. Gute Englischkenntnisse sind zwingend erforderlich.', 'en', 'de'],
    ['Contabilista\n\nConhece o Excel. Conhecimentos de SAP são um diferencial. Inglês fluente é obrigatório.', 'en', 'pt'],
  ];
  it('keeps the plus on the acronym and the must on the language', () => {
    for (const [text, code, lang] of cases) {
      expect(importanceOf(text, 'SAP'), lang).toBe('nice');
      expect(languageImportance(text, code), lang).toBe('must');
    }
  });
});

describe('plus-words written as verbs make what they name a plus', () => {
  const cases: Array<[string, string]> = [
    ['Mecânico\n\nRequisitos:\n- Carta de condução\n- Valorizamos conhecimentos de Excel', 'pt'],
    ['Mecánico\n\nRequisitos:\n- Carnet de conducir\n- Se valorarán conocimientos de Excel', 'es'],
    ['Meccanico\n\nRequisiti:\n- Patente B\n\nCostituirà titolo preferenziale\n- Conoscenza di Excel', 'it'],
    ['Meccanico\n\nRequisiti:\n- Patente B\n- La conoscenza di Excel sarà valutata positivamente', 'it'],
    ['Mechaniker\n\nIhr Profil:\n- Führerschein Klasse B\n- Wir freuen uns über Excel-Kenntnisse', 'de'],
    ['Mechanic\n\nRequirements:\n- Driving licence\n- We would love some experience with Excel', 'en'],
    ['Mecânico\n\nRequisitos:\n- Carta de condução\n- Conhecimentos de Excel serão uma mais-valia', 'pt'],
  ];
  it('reads Excel as nice and the licence as must', () => {
    for (const [text, lang] of cases) {
      expect(importanceOf(text, 'Microsoft Excel'), lang).toBe('nice');
      expect(importanceOf(text, 'Driving'), lang).toBe('must');
    }
  });
});

describe('a part called required after a part called a plus is required', () => {
  const cases: Array<[string, string]> = [
    ['Lagermitarbeiter\n\nIhr Profil: Erfahrung mit Excel wünschenswert, Staplerschein zwingend erforderlich, Schichtbereitschaft', 'de'],
    ['Warehouse operative\n\nProfile: experience with Excel is a plus, forklift licence is required', 'en'],
    ['Magazziniere\n\nProfilo: gradita conoscenza di Excel, patentino del muletto indispensabile', 'it'],
    ['Mozo de almacén\n\nPerfil: conocimientos de Excel valorables, carnet de carretillero imprescindible', 'es'],
  ];
  it('keeps Excel nice and the forklift must', () => {
    for (const [text, lang] of cases) {
      expect(importanceOf(text, 'Microsoft Excel'), lang).toBe('nice');
      const forklift = read(text).skills.find((s) => /forklift/i.test(s.canonical ?? s.name));
      expect(forklift?.importance, lang).toBe('must');
    }
  });
});

describe('prose telling the candidate what they have asks it, in a posting without a requirement section', () => {
  const cases: Array<[string, string]> = [
    ['Cuisinier (H/F) - Bordeaux. Vous préparez les plats du jour. Vous connaissez les normes HACCP. Salaire selon profil.', 'fr'],
    ['Koch (m/w/d) - Köln. Sie bereiten die Tagesgerichte zu. Sie verfügen über Kenntnisse der HACCP-Normen. Wir bieten ein gutes Gehalt.', 'de'],
    ['Cuoco - Firenze. Preparerai i piatti del giorno. Possiedi una buona conoscenza delle norme HACCP. Offriamo vitto e alloggio.', 'it'],
    ['Cocinero - Valencia. Prepararás los platos del día. Cuentas con conocimientos de la normativa HACCP. Ofrecemos contrato indefinido.', 'es'],
    ['Cozinheiro - Porto. Vai preparar os pratos do dia. Você possui conhecimentos das normas HACCP. Oferecemos contrato sem termo.', 'pt'],
    ['Cook - Leeds. You will prepare the daily dishes. You hold a food hygiene certificate and know HACCP. We offer a good salary.', 'en'],
  ];
  it('reads HACCP as asked', () => {
    for (const [text, lang] of cases) expect(read(text).skills.map((s) => s.canonical ?? s.name), lang).toContain('Food safety');
  });
  it('does not ask what the duty names', () => {
    const r = read('Cuisinier (H/F) - Bordeaux. Vous préparez les plats selon les normes HACCP. Salaire selon profil.');
    expect(r.skills.map((s) => s.canonical ?? s.name)).not.toContain('Food safety');
  });
});

describe('soft skills written as adjectives of the candidate', () => {
  const cases: Array<[string, string[], string]> = [
    ['Pflegekraft\n\nIhr Profil:\n- Sie sind belastbar, empathisch und teamfähig', ['Adaptability', 'Empathy', 'Teamwork'], 'de'],
    ['Infirmier\n\nProfil :\n- Vous êtes autonome, organisé et rigoureux', ['Independent work', 'Organizational skills', 'Attention to detail'], 'fr'],
    ['Impiegato\n\nRequisiti:\n- Sei proattivo, rigoroso e affidabile', ['Self-motivation', 'Attention to detail', 'Reliability'], 'it'],
    ['Administrativo\n\nRequisitos:\n- Persona proactiva, organizada y empática', ['Self-motivation', 'Organizational skills', 'Empathy'], 'es'],
    ['Vendedor\n\nRequisitos:\n- Perfil proativo, organizado e comunicativo', ['Self-motivation', 'Organizational skills', 'Communication'], 'pt'],
    ['Assistant\n\nRequirements:\n- Highly organised and empathetic', ['Organizational skills', 'Empathy'], 'en'],
  ];
  it('names each', () => {
    for (const [text, want, lang] of cases) {
      const got = read(text).skills.map((s) => s.canonical ?? s.name);
      for (const w of want) expect(got, lang).toContain(w);
    }
  });
  it('leaves the benefits and the blurb alone', () => {
    const r = read('Verkäufer\n\nWir sind ein zuverlässiger Partner und ein organisiertes Team.\n\nIhr Profil:\n- Führerschein Klasse B\n\nWir bieten:\n- flexible Arbeitszeiten');
    expect(r.skills.map((s) => s.canonical ?? s.name)).toEqual(['Driving']);
  });
  it('shows a skill named twice in the words of the item that names only it', () => {
    const r = read('Technicien\n\nProfil :\n- Doit être organisé, minutieux et capable de travailler sous pression\n- Rigueur');
    const detail = r.skills.find((s) => s.canonical === 'Attention to detail');
    expect(detail?.name).toBe('Rigueur');
  });
});

describe("a driver's qualifications are not the marketing, legal or software acronyms spelt alike", () => {
  const cases: Array<[string, string]> = [
    ['HGV Class 1 Driver\n\nWe are recruiting experienced Class 1 drivers. Must hold a valid Driver CPC card. ADR would be an advantage. Solid experience of multi-drop work.', 'en'],
    ['Autista patente CE\n\nRequisiti: CQC merci e carta tachigrafica. Gradito il patentino ADR.', 'it'],
    ['Conductor C+E\n\nRequisitos:\n- Tarjeta de tacógrafo\n- Se valorará carnet ADR', 'es'],
    ['Berufskraftfahrer CE\n\nIhr Profil:\n- Fahrerkarte und Schlüsselzahl 95\n- ADR-Schein wünschenswert', 'de'],
    ['Chauffeur PL\n\nProfil :\n- Carte conducteur et FCO à jour\n- Permis ADR souhaité', 'fr'],
  ];
  it('reads driving and dangerous goods, never SEM, ADR mediation, software design or recruiting', () => {
    for (const [text, lang] of cases) {
      const got = read(text).skills.map((s) => s.canonical ?? s.name);
      expect(got, lang).toContain('Driving');
      for (const wrong of ['Search engine marketing', 'Alternative dispute resolution', 'Software design', 'Recruiting']) expect(got, lang).not.toContain(wrong);
    }
    for (const [text, lang] of cases.slice(1)) expect(read(text).skills.find((s) => s.canonical === 'Dangerous goods transport')?.importance, lang).toBe('nice');
  });
  it('still reads recruiting asked of the candidate and ADR among legal skills', () => {
    expect(read('HR Officer\n\nRequirements:\n- Experience in recruiting').skills.map((s) => s.canonical ?? s.name)).toContain('Recruiting');
    expect(read('Paralegal\n\nRequirements:\n- Litigation, ADR and arbitration').skills.map((s) => s.canonical ?? s.name)).toContain('Alternative dispute resolution');
    expect(read('Developer\n\nRequirements:\n- SOLID principles and clean code').skills.map((s) => s.canonical ?? s.name)).toContain('Software design');
  });
});

describe("skills joined by '/' in the title stay asked when the list names each", () => {
  const cases: Array<[string, string[], string]> = [
    ['Développeur Full Stack Java / Angular (H/F)\n\nCompétences requises :\n- Java 17, Spring Boot\n- Angular, TypeScript', ['Java', 'Angular'], 'fr'],
    ['Sviluppatore Full Stack Java / Angular\n\nRequisiti:\n- Java e Spring Boot\n- Angular e TypeScript', ['Java', 'Angular'], 'it'],
    ['Desarrollador Full Stack Python / React\n\nRequisitos:\n- Python y Django\n- React y TypeScript', ['Python', 'React'], 'es'],
    ['Full-Stack-Entwickler React / Node.js (m/w/d)\n\nIhr Profil:\n- React und TypeScript\n- Node.js und PostgreSQL', ['React', 'Node.js'], 'de'],
    ['Desenvolvedor Full Stack PHP / Vue.js\n\nRequisitos:\n- PHP e Laravel\n- Vue.js e JavaScript', ['PHP', 'Vue.js'], 'pt'],
    ['Full Stack Developer Java / Angular\n\nRequirements:\n- Java and Spring Boot\n- Angular and TypeScript', ['Java', 'Angular'], 'en'],
  ];
  it('lists both', () => {
    for (const [text, want, lang] of cases) {
      const got = read(text).skills.map((s) => s.canonical ?? s.name);
      for (const w of want) expect(got, lang).toContain(w);
    }
  });
});

describe('section labels glued into a one-line scrape open their section there', () => {
  const cases: Array<[string, string]> = [
    ['Lagermitarbeiter (m/w/d) Dortmund Ihre Aufgaben: Kommissionierung von Waren Ihr Profil: Staplerschein zwingend erforderlich, gute Deutschkenntnisse Wir bieten: Übertarifliche Bezahlung, Weihnachtsgeld, Teambuilding', 'de'],
    ['Magazziniere Verona Mansioni: carico e scarico merci Requisiti: patentino del muletto, esperienza di un anno nel ruolo Offriamo: buoni pasto, mensa aziendale, teambuilding', 'it'],
    ['Mozo de almacén Zaragoza Funciones: carga y descarga de mercancía Requisitos: carnet de carretillero, experiencia de un año en almacén Ofrecemos: contrato indefinido, teambuilding', 'es'],
    ['Warehouse operative Leeds Responsibilities: loading and unloading deliveries Requirements: counterbalance forklift licence, one year of warehouse experience Benefits: weekly pay, free parking, teambuilding', 'en'],
  ];
  it('asks the requirements and not the benefits', () => {
    for (const [text, lang] of cases) {
      const got = read(text).skills.map((s) => s.canonical ?? s.name);
      expect(got.some((g) => /forklift/i.test(g)), lang).toBe(true);
      expect(got, lang).not.toContain('Team building');
      expect(read(text).skills.map((s) => s.name).join(' | '), lang).not.toMatch(/Weihnachtsgeld|buoni pasto|contrato indefinido|weekly pay/i);
    }
  });
  it('leaves a label of a few words alone ("Referral Bonus: …")', () => {
    const r = read('Accountant\n\nRequirements:\n- Excel\n\nWhat we offer\n\n🏖️ Generous time off: 28 days of paid leave\n\n🔗 Referral Bonus: earn additional rewards by referring talented individuals.');
    expect(r.skills.map((s) => s.importance)).toEqual(['must']);
  });
});

describe('common requirement words the knowledge base lacked in a language', () => {
  const cases: Array<[string, string, string]> = [
    ['Mecânico\n\nRequisitos:\n- Conhecimentos de diagnóstico eletrónico', 'Automotive diagnostics', 'pt'],
    ['Mecánico\n\nRequisitos:\n- Conocimientos de diagnóstico electrónico', 'Automotive diagnostics', 'es'],
    ['Meccanico\n\nRequisiti:\n- Esperienza nella diagnosi elettronica', 'Automotive diagnostics', 'it'],
    ['Mecânico\n\nRequisitos:\n- Sentido de responsabilidade', 'Reliability', 'pt'],
    ['Mecánico\n\nRequisitos:\n- Sentido de la responsabilidad', 'Reliability', 'es'],
    ['Infirmier\n\nProfil :\n- Capacité à travailler en équipe', 'Teamwork', 'fr'],
    ['Enfermeiro\n\nRequisitos:\n- Capacidade de trabalhar em equipa', 'Teamwork', 'pt'],
    ['Lagerhelfer\n\nIhr Profil:\n- Gabelstaplerschein', 'Forklift operation', 'de'],
    ['Operador de armazém\n\nRequisitos:\n- Licença de empilhador', 'Forklift operation', 'pt'],
    ['Elektriker\n\nIhr Profil:\n- Sicheres Lesen von Schaltplänen', 'Electrical engineering', 'de'],
    ['Técnico de nóminas\n\nRequisitos:\n- Gestión de seguros sociales', 'Payroll', 'es'],
    ['Administrativo\n\nRequisitos:\n- Conocimientos de informática', 'Computer literacy', 'es'],
  ];
  it('names each', () => {
    for (const [text, want, lang] of cases) expect(read(text).skills.map((s) => s.canonical ?? s.name), `${lang}: ${want}`).toContain(want);
  });
  it('reads no insurance in "seguros sociales"', () => {
    expect(read('Técnico de nóminas\n\nRequisitos:\n- Gestión de seguros sociales').skills.map((s) => s.canonical ?? s.name)).not.toContain('Insurance');
  });
});
