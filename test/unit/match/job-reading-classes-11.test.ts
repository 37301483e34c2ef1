/**
 * Classes of requirement reading found on postings written for the purpose (eleventh pass), per
 * language: personal qualities the skills data now names ("capacità negoziali", "qualités
 * rédactionnelles", "facilidad de palabra", "bienveillance", "competitive mindset",
 * "Durchsetzungsvermögen") asked where the candidate is spoken of, not where the employer is; a
 * generic word written as the head of a named system ("gestionale SAP", "bases de datos Oracle");
 * employer words (a kind of workplace, the employer's years of activity) read as no skill; a check
 * mark with an emoji variation ("✔️ Requisiti", "▪️ item") leading a heading or an item.
 */
import { describe, expect, it } from 'vitest';
import { parseJobDescription } from '../../../src/match/job/job-understanding.ts';
import { publicRequirements } from '../../../src/match/match-response.ts';

const read = (text: string) => publicRequirements(parseJobDescription(text));
const ids = (text: string) => read(text).skills.map((s) => s.id);
const names = (text: string) => read(text).skills.map((s) => s.name);

describe('personal qualities asked in the six languages', () => {
  const cases: Array<[string, string, string]> = [
    ['Agente di commercio - Brescia\n\nRequisiti:\n- Spiccate capacità negoziali e precisione\n- Patente B', 'soft.negotiation', 'it'],
    ['Requisiti:\n- Ottime doti comunicative e negoziali\n- Patente B', 'soft.negotiation', 'it'],
    ['Chargé de communication - Lyon\n\nProfil :\n- Excellentes qualités rédactionnelles et rigueur\n- Permis B', 'soft.written-communication', 'fr'],
    ['Analista - Madrid\n\nRequisitos:\n- Buenas capacidades analíticas y trabajo en equipo\n- Carnet B', 'soft.analytical-skills', 'es'],
    ['Vendedor - Guadalajara\n\nRequisitos:\n- Facilidad de palabra y orientación al cliente\n- Disponibilidad de horario', 'soft.communication', 'es'],
    ['Aide-soignant - Nantes\n\nProfil :\n- Bienveillance, patience et discrétion\n- Permis B apprécié', 'soft.kindness', 'fr'],
    ['SDR - London\n\nRequirements:\n- Resilience and a competitive mindset\n- Experience with HubSpot', 'soft.competitiveness', 'en'],
    ['Vertrieb - Hamburg\n\nIhr Profil:\n- Durchsetzungsvermögen und Teamfähigkeit\n- Führerschein Klasse B', 'soft.assertiveness', 'de'],
    ['Vertrieb - Hamburg\n\nIhr Profil:\n- Verhandlungsstärke und Zuverlässigkeit\n- Führerschein Klasse B', 'soft.negotiation', 'de'],
    ['Comercial - Lisboa\n\nRequisitos:\n- Proatividade e capacidade negocial\n- Carta de condução', 'soft.negotiation', 'pt'],
    ['Chargé de communication - Lyon\n\nProfil :\n- Esprit de synthèse et rigueur\n- Permis B', 'soft.synthesis', 'fr'],
    ['Analista - Milano\n\nRequisiti:\n- Capacità di sintesi e precisione\n- Patente B', 'soft.synthesis', 'it'],
  ];
  it('reads each as the quality', () => {
    for (const [text, id, lang] of cases) expect(ids(text), `${lang}: ${text}`).toContain(id);
  });
  it('not where the employer describes itself', () => {
    const fr = "Notre association, reconnue pour sa bienveillance envers les familles, recrute un(e) assistant(e).\n\nProfil :\n- Permis B\n- Maîtrise d'Excel";
    expect(ids(fr)).not.toContain('soft.kindness');
    const it_ = "La nostra azienda, nota per il suo spirito competitivo, cerca un magazziniere.\n\nRequisiti:\n- Patentino del muletto\n- Conoscenza di Excel";
    expect(ids(it_)).not.toContain('soft.competitiveness');
    const blurbs: Array<[string, string]> = [
      ['Vertrieb (m/w/d)\n\nWir sind ein Team mit viel Durchsetzungsvermögen und suchen Verstärkung.\n\nIhr Profil:\n- Führerschein Klasse B\n- Erfahrung im Vertrieb', 'soft.assertiveness'],
      ['Sales Executive\n\nWe are a company with a competitive mindset, hiring now.\n\nRequirements:\n- Full UK driving licence\n- Experience with HubSpot', 'soft.competitiveness'],
      ['Comercial\n\nSomos una empresa con gran facilidad de palabra.\n\nRequisitos:\n- Carnet B\n- Experiencia en ventas', 'soft.communication'],
      ['Comercial\n\nSomos uma empresa com capacidade negocial.\n\nRequisitos:\n- Carta de condução\n- Experiência comercial', 'soft.negotiation'],
    ];
    for (const [text, id] of blurbs) expect(ids(text), text).not.toContain(id);
  });
});

describe('a generic word before a named system is its kind, not a second requirement', () => {
  const cases: Array<[string, string, string, string]> = [
    ['Magazziniere - Bergamo\n\nRequisiti:\n- Conoscenza del gestionale SAP\n- Patentino del muletto', 'software.sap', 'software.erp', 'it'],
    ['Analista - Madrid\n\nRequisitos:\n- Manejo de bases de datos Oracle\n- Inglés B2', 'software.oracle-database', 'software.databases', 'es'],
    ['Einkauf - Stuttgart\n\nIhr Profil:\n- Kenntnisse im ERP-System SAP\n- Führerschein', 'software.sap', 'software.erp', 'de'],
    ['Account Executive - Dublin\n\nRequirements:\n- Experience with CRM Salesforce\n- 2+ years in B2B sales', 'software.salesforce', 'software.crm', 'en'],
    ['Assistente - Porto\n\nRequisitos:\n- Conhecimentos de bases de dados Access\n- Carta de condução', 'software.ms-access', 'software.databases', 'pt'],
  ];
  it('keeps the named system only', () => {
    for (const [text, kept, dropped, lang] of cases) {
      expect(ids(text), lang).toContain(kept);
      expect(ids(text), lang).not.toContain(dropped);
    }
  });
  it('a language before its library is a stack: both asked', () => {
    expect(ids('Data Engineer\n\nRequirements:\n- Python pandas\n- Docker')).toEqual(expect.arrayContaining(['software.python', 'data.pandas']));
  });
  it('both asked when a list joins them', () => {
    expect(ids('Requisitos:\n- Bases de datos, SQL y Docker\n- Inglés B2')).toEqual(expect.arrayContaining(['software.databases', 'software.sql']));
  });
});

describe('employer words are no skill', () => {
  it('a kind of workplace in its language is where experience was gained', () => {
    const fr = "ASSC - Lausanne\n\nVotre profil\n- CFC d'ASSC\n- Expérience de 2 ans minimum en EMS\n- Sens de l'écoute";
    expect(ids(fr)).not.toContain('healthcare.emt');
    expect(names(fr).some((n) => n.includes('EMS'))).toBe(false);
    expect(read(fr).minYears).toBe(2);
    const it_ = 'OSS - Torino\n\nRequisiti:\n- Attestato OSS\n- Esperienza in RSA di almeno 1 anno\n- Empatia';
    expect(names(it_).some((n) => n.includes('RSA'))).toBe(false);
    expect(read(it_).minYears).toBe(1);
    const es = 'Auxiliar - Valencia\n\nRequisitos:\n- Título de TCAE\n- Experiencia mínima de 1 año en residencia\n- Empatía';
    expect(names(es).some((n) => n.includes('residencia'))).toBe(false);
  });
  it('the English acronym is still the skill in an English posting', () => {
    expect(ids('Paramedic - Leeds\n\nRequirements:\n- 2 years of experience in EMS\n- Full UK driving licence')).toContain('healthcare.emt');
  });
  it("the employer's years of activity make no sentence about it a requirement", () => {
    const pt = 'Comercial (M/F) - Porto\n\nEmpresa de distribuição alimentar com 25 anos de atividade recruta Comercial.\n\nRequisitos:\n- Carta de condução\n- Capacidade de negociação';
    expect(ids(pt)).not.toContain('logistics.logistics-management');
    expect(read(pt).minYears).toBeNull();
    const es = 'Comercial - Sevilla\n\nEmpresa de distribución con 30 años de trayectoria busca comercial.\n\nRequisitos:\n- Carnet de conducir B\n- Capacidad negociadora';
    expect(ids(es)).not.toContain('logistics.logistics-management');
    expect(read(es).minYears).toBeNull();
  });
});

describe('a check mark drawn as emoji leads a heading and its items', () => {
  it('reads the requirement list under "✔️ Requisiti"', () => {
    const text = 'Cerchiamo agenti di commercio\n\n✔️ Requisiti\n▪️ Partita IVA e iscrizione Enasarco\n▪️ Ottime doti comunicative e negoziali\n\n✔️ Offriamo\n▪️ Auto aziendale';
    expect(ids(text)).toContain('soft.negotiation');
    expect(names(text)).toContain('Partita IVA e iscrizione Enasarco');
    expect(names(text).some((n) => n.includes('Auto aziendale'))).toBe(false);
  });
});
