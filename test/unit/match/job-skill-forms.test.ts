/**
 * Classes of how postings write a skill, on postings written here: German compounds of a skill
 * and what is asked of it ("Excel-Kenntnisse", "Buchhaltungskenntnisse", "SAP-Erfahrung"); a
 * name that is also a common word opening an item, followed by a word of skills or of level
 * ("Excel skills", "Excel avanzato"), in the six languages.
 */
import { describe, expect, it } from 'vitest';
import { headingOf } from '../../../src/match/job/job-sections.ts';
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

describe("the country's own accounting software and soft-skill labels", () => {
  const cases: Array<[string, string, string]> = [
    ['Contabile\n\nRequisiti:\n- Conoscenza di TeamSystem', 'it', 'finance.teamsystem'],
    ['Contable\n\nRequisitos:\n- Manejo de ContaPlus', 'es', 'finance.a3-software'],
    ['Comptable\n\nProfil :\n- Maîtrise de Cegid', 'fr', 'finance.cegid'],
    ['Buchhalter (m/w/d)\n\nIhr Profil:\n- Kenntnisse in DATEV und Addison', 'de', 'finance.addison'],
    ['Analista contábil\n\nRequisitos:\n- Experiência com Protheus', 'pt', 'finance.totvs'],
    ['Técnico de contabilidade\n\nRequisitos:\n- Experiência com TOC Online', 'pt', 'finance.phc'],
  ];
  it('reads each as a known skill', () => {
    for (const [text, code, id] of cases) expect(askedIds(text), code).toContain(id);
  });

  it('reads shift-work availability and customer orientation in six languages', () => {
    const shifts: Array<[string, string]> = [
      ['Operative\n\nRequirements:\n- Willingness to work shifts', 'en'],
      ['Magazziniere\n\nRequisiti:\n- Disponibilità al lavoro su turni', 'it'],
      ['Mozo de almacén\n\nRequisitos:\n- Disponibilidad para trabajar por turnos', 'es'],
      ['Préparateur\n\nProfil :\n- Travail posté', 'fr'],
      ['Lagerist (m/w/d)\n\nIhr Profil:\n- Schichtbereitschaft', 'de'],
      ['Operador de armazém\n\nRequisitos:\n- Disponibilidade para trabalhar por turnos', 'pt'],
    ];
    for (const [text, code] of shifts) expect(askedIds(text), code).toContain('soft.availability');
    expect(askedIds('Vendedor\n\nRequisitos:\n- Orientação ao cliente')).toContain('soft.customer-orientation');
    expect(askedIds('Verkäufer (m/w/d)\n\nIhr Profil:\n- Kundenfokus')).toContain('soft.customer-orientation');
  });
});

describe('years bind to the skill they are written with, across a long phrase', () => {
  const cases: Array<[string, string]> = [
    ['Developer\n\nRequirements:\n- At least 3 years of professional experience gained in consultancies or product companies, developing in Python', 'en'],
    ['Sviluppatore\n\nRequisiti:\n- Almeno 3 anni di esperienza maturata in aziende del settore o in società di consulenza nello sviluppo in Python', 'it'],
    ['Desarrollador\n\nRequisitos:\n- Al menos 3 años de experiencia profesional en empresas del sector tecnológico desarrollando en Python', 'es'],
    ['Développeur\n\nProfil :\n- Au moins 3 ans d’expérience professionnelle acquise en cabinet de conseil ou chez un éditeur, en développement Python', 'fr'],
    ['Entwickler (m/w/d)\n\nIhr Profil:\n- Mindestens 3 Jahre Berufserfahrung in einem agilen Produktteam, zuletzt in der Entwicklung mit Python', 'de'],
    ['Desenvolvedor\n\nRequisitos:\n- Pelo menos 3 anos de experiência profissional em equipas de produto no desenvolvimento com Python', 'pt'],
  ];
  it('gives the skill the years', () => {
    for (const [text, code] of cases) expect(asked(text).find((s) => s.id === 'software.python')?.minYears, code).toBe(3);
  });

  it('stops at words asking for knowledge of another skill', () => {
    const stops: Array<[string, string]> = [
      ['Analyst\n\nRequirements:\n- 3+ years of experience in retail and excellent knowledge of Microsoft Excel', 'en'],
      ['Analista\n\nRequisiti:\n- 3 anni di esperienza nel retail e ottima conoscenza di Microsoft Excel', 'it'],
      ['Analista\n\nRequisitos:\n- 3 años de experiencia en retail y buenos conocimientos de Microsoft Excel', 'es'],
      ['Analyste\n\nProfil :\n- 3 ans d’expérience dans la distribution et bonne maîtrise de Microsoft Excel', 'fr'],
      ['Analyst (m/w/d)\n\nIhr Profil:\n- 3 Jahre Erfahrung im Einzelhandel und sehr gute Kenntnisse in Microsoft Excel', 'de'],
      ['Analista\n\nRequisitos:\n- 3 anos de experiência no retalho e bons conhecimentos de Microsoft Excel', 'pt'],
    ];
    for (const [text, code] of stops) {
      const excel = asked(text).find((s) => s.id === 'office.microsoft-excel');
      expect(excel, code).toBeDefined();
      expect(excel?.minYears, code).toBeNull();
    }
  });
});

describe('headings asked as questions', () => {
  it('open the requirements or the offer in six languages', () => {
    const required = ['What are we looking for?', 'Who are we looking for?', 'Chi cerchiamo?', '¿A quiénes buscamos?', 'Qui recherchons-nous ?', 'Was bringst du mit?', 'Quem procuramos?'];
    for (const h of required) expect(headingOf(h)?.section, h).toBe('required');
    const offer = ['What do we offer?', 'Cosa ti offriamo?', '¿Qué ofrecemos?', 'Que vous offrons-nous ?', 'Was bieten wir dir?', 'O que oferecemos?'];
    for (const h of offer) expect(headingOf(h)?.section, h).toBe('other');
  });
});

describe('soft skills written as an ability to do something', () => {
  it('reads leading, working under pressure and working alone in six languages', () => {
    const cases: Array<[string, string, string]> = [
      ['Team Lead\n\nRequirements:\n- Ability to lead a team', 'en', 'soft.leadership'],
      ['Capo reparto\n\nRequisiti:\n- Capacità di guidare un team', 'it', 'soft.leadership'],
      ['Jefe de equipo\n\nRequisitos:\n- Capacidad de trabajar bajo presión', 'es', 'soft.stress-management'],
      ['Chef d’équipe\n\nProfil :\n- Capacité à diriger une équipe', 'fr', 'soft.leadership'],
      ['Teamleiter (m/w/d)\n\nIhr Profil:\n- Selbstständige Arbeitsweise', 'de', 'soft.independence'],
      ['Chefe de equipa\n\nRequisitos:\n- Capacidade de trabalhar de forma autónoma', 'pt', 'soft.independence'],
    ];
    for (const [text, code, id] of cases) expect(askedIds(text), code).toContain(id);
  });
});
