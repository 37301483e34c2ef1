/**
 * Where a job is, read as a recruiter reads it, in the six languages: a town of the header that
 * the big-city list does not know, a place after a cue in running text, and — when no place is
 * named — the country its contracts, agreements and currency tell. Inputs are written here.
 */
import { describe, expect, it } from 'vitest';
import { parseJobDescription } from '../../../src/match/job/job-understanding.ts';

const where = (text: string) => {
  const l = parseJobDescription(text).location;
  return [l?.city ?? null, l?.country ?? null];
};

describe('towns of the header', () => {
  const cases: Array<[string, string, string]> = [
    ['Elektroniker (m/w/d)\nMustermann Gebäudetechnik GmbH\nMaintal\n\nIhre Aufgaben:\n- Wartung', 'Maintal', 'DE'],
    ['Contabile\nStudio Rossi Srl\nCasalecchio di Reno\n\nRequisiti:\n- Diploma', 'Casalecchio di Reno', 'IT'],
    ['Técnico de mantenimiento\nIndustrias Norte SL\nAlcobendas, Madrid\n\nRequisitos:\n- FP', 'Alcobendas', 'ES'],
    ['Magasinier H/F\nLogistique Ouest\nSaint-Herblain\n\nProfil :\n- CACES 3', 'Saint-Herblain', 'FR'],
    ['Auxiliar de cozinha\nRestaurante Bom Sabor\nVila Nova de Gaia\n\nRequisitos:\n- Experiência', 'Vila Nova de Gaia', 'PT'],
    ['Warehouse Operative\nNorthway Logistics\nBlanchardstown, Dublin 15\n\nRequirements:\n- Forklift licence', 'Blanchardstown', 'IE'],
  ];
  it('reads a town named alone on a header line', () => {
    for (const [text, city, country] of cases) expect(where(text), city).toEqual([city, country]);
  });

  it('does not read a town inside a company name as the place', () => {
    const [city] = where('Elektroniker (m/w/d)\nStadtwerke Maintal Service GmbH\nOffenbach\n\nIhr Profil:\n- Ausbildung');
    expect(city).toBe('Offenbach');
  });
});

describe('a place named in running text after a cue', () => {
  const cases: Array<[string, string]> = [
    ['Accountant\n\nWe are a growing firm based in Swindon with 40 staff.\n\nRequirements:\n- ACCA', 'GB'],
    ['Contabile\n\nAzienda con sede a Arzignano ricerca un contabile.\n\nRequisiti:\n- Diploma di ragioneria', 'IT'],
    ['Electricista\n\nEmpresa ubicada en Getafe busca electricista.\n\nRequisitos:\n- FP en electricidad', 'ES'],
    ['Électricien H/F\n\nPoste basé à Villeurbanne, au sein de notre agence.\n\nProfil :\n- CAP électricien', 'FR'],
    ['Elektriker (m/w/d)\n\nFür unseren Standort im Raum Offenbach suchen wir Verstärkung.\n\nIhr Profil:\n- Ausbildung', 'DE'],
    ['Eletricista\n\nEmpresa localizada em Matosinhos procura eletricista.\n\nPerfil:\n- Curso profissional', 'PT'],
  ];
  it('reads the country of the place after "based in", "con sede a", "ubicada en", "basé à", "im Raum", "localizada em"', () => {
    for (const [text, country] of cases) expect(where(text)[1], text.slice(0, 20)).toBe(country);
  });
});

describe('the country told by the words of one country', () => {
  const cases: Array<[string, string]> = [
    ['Nurse\n\nRequirements:\n- Current NMC registration\n- Enhanced DBS check\n\nSalary: £30,000 per annum', 'GB'],
    ['Operaio\n\nRequisiti:\n- Patente B\n\nSi offre contratto a tempo indeterminato CCNL Commercio, buoni pasto.', 'IT'],
    ['Camarero/a\n\nRequisitos:\n- Experiencia previa\n\nSe ofrece contrato indefinido, salario según convenio colectivo.', 'ES'],
    ['Vendeur H/F\n\nProfil :\n- Sens du contact\n\nCDI, mutuelle, tickets restaurant.', 'FR'],
    ['Verkäufer (m/w/d)\n\nIhr Profil:\n- Freude am Verkauf\n\nWir bieten: Urlaubsgeld, Weihnachtsgeld, JobRad.', 'DE'],
    ['Auxiliar administrativo\n\nRequisitos:\n- Ensino médio completo\n\nBenefícios: vale-refeição, vale-transporte, plano de saúde. Contratação CLT.', 'BR'],
    ['Assistente administrativo\n\nRequisitos:\n- 12º ano\n\nOferecemos: contrato sem termo, subsídio de alimentação.', 'PT'],
  ];
  it('reads the country from contracts, agreements, bodies and currency when no place is named', () => {
    for (const [text, country] of cases) expect(where(text)[1], text.slice(0, 20)).toBe(country);
  });

  it('tells nothing from a posting in English that names no place', () => {
    expect(where('Software Engineer\n\nRequirements:\n- Python\n- SQL')).toEqual([null, null]);
  });

  it('takes the country of an Italian, German or French posting that names none', () => {
    expect(where('Giurista\n\nRequisiti:\n- Laurea in Giurisprudenza\n- Ottima conoscenza della normativa sulla privacy')[1]).toBe('IT');
  });
});
