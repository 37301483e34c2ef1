/**
 * Classes of requirement reading found on postings written for the purpose, per language and board
 * shape: a short comma list after a field label ("Conocimientos necesarios: Estrategia,
 * Integración") asks each of its parts.
 */
import { describe, expect, it } from 'vitest';
import { parseJobDescription } from '../../../src/match/job/job-understanding.ts';
import { publicRequirements } from '../../../src/match/match-response.ts';

const read = (text: string) => publicRequirements(parseJobDescription(text));
const askedNames = (text: string) => read(text).skills.filter((s) => !s.implied).map((s) => s.name);

describe('a short list after a field label asks each of its parts', () => {
  const cases: Array<[string, string[], string]> = [
    ['Responsable de almacén\n\nRequisitos:\n- Conocimientos necesarios: Planificación, Inventarios', ['Planificación', 'Inventarios'], 'es'],
    ['Warehouse Lead\n\nTechnical skills: Forecasting, Stocktaking, Routing', ['Forecasting', 'Stocktaking', 'Routing'], 'en'],
    ['Responsabile di magazzino\n\nRequisiti:\n- Competenze richieste: Pianificazione, Inventari', ['Pianificazione', 'Inventari'], 'it'],
    ['Responsable d’entrepôt\n\nProfil recherché :\nCompétences requises : Planification, Inventaires', ['Planification', 'Inventaires'], 'fr'],
    ['Lagerleiter\n\nIhr Profil:\n- Kenntnisse: Disposition, Inventur', ['Disposition', 'Inventur'], 'de'],
    ['Líder de armazém\n\nRequisitos:\n• Conhecimentos: Planejamento, Inventário', ['Planejamento', 'Inventário'], 'pt'],
  ];
  it('keeps each part the knowledge base cannot name as its own item', () => {
    for (const [text, parts, lang] of cases) {
      const names = askedNames(text);
      for (const p of parts) expect(names, lang).toContain(p);
      expect(names.some((n) => n.includes(',')), lang).toBe(false);
    }
  });
  it('leaves a label before a long sentence to the item read whole', () => {
    const names = askedNames('Warehouse Lead\n\nRequirements:\n- Skills: the ability to plan the work of a team of ten people, with care');
    expect(names.some((n) => /plan the work/.test(n))).toBe(true);
  });
});

describe('studies in a field are education, never a skill', () => {
  const cases: Array<[string, string]> = [
    ['Analista de sistemas\n\nRequisitos:\n- Estudios en Telecomunicaciones\n- Conocimientos de Linux', 'es'],
    ['Systems Analyst\n\nRequirements:\n- Studies in Telecommunications\n- Knowledge of Linux', 'en'],
    ['Analista di sistema\n\nRequisiti:\n- Studi in ambito telecomunicazioni\n- Conoscenza di Linux', 'it'],
    ['Analyste système\n\nProfil recherché :\n- Études en télécommunications\n- Connaissance de Linux', 'fr'],
    ['Analista de sistemas\n\nRequisitos:\n- Estudos em Telecomunicações\n- Conhecimento de Linux', 'pt'],
  ];
  it('keeps the studies out of the skills and the skills beside them in', () => {
    for (const [text, lang] of cases) {
      const names = askedNames(text);
      expect(names.some((n) => /tudi|tudo|tudie|elecom/i.test(n)), `${lang}: ${names.join(' | ')}`).toBe(false);
      expect(names, lang).toContain('Linux');
    }
  });
});

describe('a sentence shouted about the employer asks nothing', () => {
  const cases: Array<[string, string, string]> = [
    ['Contable\n\nRequisitos:\n- Conocimientos de Excel\n- TRABAJAMOS PARA CLIENTES DE TODA EUROPA', 'TRABAJAMOS', 'es'],
    ['Accountant\n\nRequirements:\n- Knowledge of Excel\n- OUR CLIENTS ARE ALL OVER EUROPE', 'OUR CLIENTS', 'en'],
    ['Contabile\n\nRequisiti:\n- Conoscenza di Excel\n- SIAMO PRESENTI IN TUTTA EUROPA', 'SIAMO', 'it'],
    ['Comptable\n\nProfil recherché :\n- Connaissance d’Excel\n- NOS CLIENTS SONT PARTOUT EN EUROPE', 'NOS CLIENTS', 'fr'],
    ['Buchhalter\n\nIhr Profil:\n- Excel-Kenntnisse\n- WIR BETREUEN KUNDEN IN GANZ EUROPA', 'WIR', 'de'],
    ['Contador\n\nRequisitos:\n- Conhecimento de Excel\n- NOSSOS CLIENTES ESTÃO EM TODA A EUROPA', 'NOSSOS', 'pt'],
  ];
  it('drops the shouted sentence and keeps the rest', () => {
    for (const [text, words, lang] of cases) {
      const names = askedNames(text);
      expect(names.some((n) => n.includes(words)), `${lang}: ${names.join(' | ')}`).toBe(false);
      expect(names, lang).toContain('Excel');
    }
  });
  it('keeps a shouted requirement', () => {
    const names = askedNames('Contable\n\nRequisitos:\n- Conocimientos de Excel\n- DISPONIBILIDAD PARA TURNOS ROTATIVOS');
    expect(names.some((n) => /TURNOS/.test(n))).toBe(true);
  });
});

describe('a degree phrase followed right away by its grade is one degree of that grade', () => {
  it('reads "Ciclo Formativo Grado Superior" as short-cycle tertiary and "… Grado Medio" as upper secondary', () => {
    const level = (value: string) => read(`Administrativo\n\nEstudios mínimos: ${value}\nRequisitos:\n- Excel`).education?.level;
    expect(level('Ciclo Formativo Grado Superior')).toBe(5);
    expect(level('Formación Profesional Grado Superior')).toBe(5);
    expect(level('Ciclo Formativo Grado Medio')).toBe(3);
    expect(level('Bachillerato o Grado Superior')).toBe(3);
  });
});

describe('a line of pay or benefits among the requirements asks nothing', () => {
  const cases: Array<[string, string]> = [
    ['Driver\n\nRequirements:\n- Excel\n- Competitive salary paid weekly', 'en'],
    ['Conductor\n\nRequisitos:\n- Excel\n- Sueldo competitivo y coche de empresa', 'es'],
    ['Autista\n\nRequisiti:\n- Excel\n- Stipendio adeguato all’esperienza', 'it'],
    ['Chauffeur\n\nProfil :\n- Excel\n- Salaire motivant et tickets restaurant', 'fr'],
    ['Fahrer\n\nIhr Profil:\n- Excel\n- Faire Bezahlung und Dienstwagen', 'de'],
    ['Motorista\n\nRequisitos:\n- Excel\n- Salário fixo e plano de saúde', 'pt'],
  ];
  it('keeps only what is asked', () => {
    for (const [text, lang] of cases) expect(askedNames(text), lang).toEqual(['Excel']);
  });
  it('keeps pay asked as knowledge or experience', () => {
    const names = askedNames('Payroll Clerk\n\nRequirements:\n- Knowledge of salary reviews and payroll taxes');
    expect(names.length).toBeGreaterThan(0);
  });
});

describe('each language of a list takes the level written in its own part', () => {
  const cases: Array<[string, string, string, string]> = [
    ['Receptionist\n\nRequirements:\n- Languages: German (fluent), Italian (basic)', 'de', 'it', 'en'],
    ['Recepcionista\n\nRequisitos:\n- Idiomas: Alemán (alto), Italiano (básico)', 'de', 'it', 'es'],
    ['Receptionist\n\nRequisiti:\n- Tedesco fluente, spagnolo scolastico', 'de', 'es', 'it'],
    ['Réceptionniste\n\nProfil :\n- Allemand (courant), italien (notions)', 'de', 'it', 'fr'],
    ['Rezeptionist\n\nIhr Profil:\n- Englisch fließend, Italienisch Grundkenntnisse', 'en', 'it', 'de'],
    ['Recepcionista\n\nRequisitos:\n- Alemão fluente, italiano básico', 'de', 'it', 'pt'],
    ['Receptionist\n\nRequirements:\n- German C1, Italian A2', 'de', 'it', 'en codes'],
  ];
  it('reads the first language fluent and the second basic', () => {
    for (const [text, first, second, lang] of cases) {
      const levels = new Map(read(text).languages.map((l) => [l.code, l.level]));
      expect(levels.get(first), lang).toBe('C1');
      expect(levels.get(second), lang).toBe('A2');
    }
  });
});

describe('an item of only the years asked, with "mind." for mindestens, is no requirement of its own', () => {
  it('reads the years and keeps no written item', () => {
    for (const item of ['Mind. 4 Jahre Berufserfahrung', 'Berufserfahrung: mind. 4 Jahre']) {
      const r = read(`Lagerist\n\nIhr Profil:\n- ${item}\n- Staplerschein`);
      expect(r.minYears, item).toBe(4);
      expect(r.skills.some((s) => /mind\./i.test(s.name)), item).toBe(false);
    }
  });
});

describe('the employer\'s years "with over" in a sentence about the employer are no experience asked', () => {
  const cases: Array<[string, string]> = [
    ['Plumber\nWe are a family firm with more than 15 years of experience in heating.\nRequirements:\n- Driving licence', 'en'],
    ['Idraulico\nSiamo un’impresa con oltre 15 anni di esperienza nel riscaldamento.\nRequisiti:\n- Patente B', 'it'],
    ['Plombier\nNous sommes une entreprise familiale avec plus de 15 ans d’expérience dans le chauffage.\nProfil :\n- Permis B', 'fr'],
    ['Installateur\nWir sind ein Familienbetrieb mit über 15 Jahren Erfahrung im Heizungsbau.\nIhr Profil:\n- Führerschein', 'de'],
  ];
  it('reads no years from the employer', () => {
    for (const [text, lang] of cases) expect(read(text).minYears, lang).toBeNull();
  });
  it('keeps the years a sentence seeking someone asks', () => {
    expect(read('Plumber\nWe are looking for a plumber with over 4 years of experience.\nRequirements:\n- Driving licence').minYears).toBe(4);
    expect(read('Plumber\nJoin our team! The ideal candidate comes with over 4 years of experience.\nRequirements:\n- Driving licence').minYears).toBe(4);
  });
});
