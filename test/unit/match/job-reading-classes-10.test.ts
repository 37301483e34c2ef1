/**
 * Classes of requirement reading found on postings written for the purpose (tenth pass), per
 * language: named vocational qualifications (NVQ, City & Guilds, DEAS, attestato OSS, enseñanza
 * media) as education, and with their trade as a requirement; words that only look like degrees
 * ("60-bed", "BS 7671"); an age asked as a condition; offer headings; public competition notices
 * (numbered parts, lettered items, the municipal employer, a heading in capitals).
 */
import { describe, expect, it } from 'vitest';
import { parseJobDescription } from '../../../src/match/job/job-understanding.ts';
import { publicRequirements } from '../../../src/match/match-response.ts';

const read = (text: string) => publicRequirements(parseJobDescription(text));
const names = (text: string) => read(text).skills.filter((s) => !s.implied).map((s) => s.name);

describe('a named vocational qualification is an education level', () => {
  const cases: Array<[string, number, string]> = [
    ['Care Assistant - Leeds\n\nEssential:\n- NVQ Level 3 in Health and Social Care\n- Good communication skills', 3, 'en'],
    ['Electrician - Bristol\n\nAbout you:\n- City & Guilds 2365 or equivalent\n- Full UK driving licence', 3, 'en'],
    ['Aide-soignant (H/F) - Nantes\n\nProfil :\n- DEAS exigé\n- Sens du travail en équipe', 3, 'fr'],
    ['OSS - Torino\n\nRequisiti:\n- Attestato di qualifica OSS\n- Disponibilità ai turni', 3, 'it'],
    ['Conductor - Antofagasta\n\nRequisitos excluyentes:\n- Enseñanza media completa\n- Licencia clase A4', 3, 'es'],
  ];
  it('reads the level', () => {
    for (const [text, level, lang] of cases) expect(read(text).education?.level, lang).toBe(level);
  });
});

describe('a vocational qualification named with its trade is asked as such', () => {
  const cases: Array<[string, string, string]> = [
    ["Commis de cuisine (H/F) - Lyon\n\nProfil :\n- CAP Cuisine\n- Connaissance des normes d'hygiène", 'CAP Cuisine', 'fr'],
    ['Senior Carer - York\n\nEssential:\n- NVQ Level 3 in Health and Social Care\n- Medication training', 'NVQ Level 3 in Health and Social Care', 'en'],
  ];
  it('keeps the item', () => {
    for (const [text, item, lang] of cases) expect(names(text), lang).toContain(item);
  });
  it('not a school diploma', () => {
    const text = 'Comercial - Porto\n\nRequisitos:\n- 12º ano de escolaridade\n- Carta de condução';
    expect(names(text)).not.toContain('12º ano de escolaridade');
    expect(read(text).education?.level).toBe(3);
  });
});

describe('words that only look like a degree name none', () => {
  it('a number of beds and a British Standard', () => {
    expect(read('Night Carer - Harrogate\n\nOur 60-bed care home is rated Good.\n\nEssential:\n- Excellent communication skills').education).toBeNull();
    expect(read('Electrician - Leeds\n\nRequirements:\n- 18th Edition (BS 7671) qualification\n- ECS card').education).toBeNull();
  });
});

describe('an age asked is a condition of hiring, no skill', () => {
  const cases: Array<[string, string]> = [
    ['Carer - Leeds\n\nEssential criteria:\n- Excellent communication skills\n- Must be aged 18 or over due to the nature of the role', 'en'],
    ['Vendedor - Guadalajara\n\nRequisitos:\n- Orientación al cliente\n- Edad de 22 a 40 años', 'es'],
    ['Comercial - Porto\n\nRequisitos:\n- Capacidade de negociação\n- Idade entre 25 e 45 anos', 'pt'],
    ['Auxiliar - Salamanca\n\nRequisitos:\n- Conocimientos de ofimática\n- Tener cumplidos dieciséis años de edad', 'es'],
  ];
  it('keeps only the other item', () => {
    for (const [text, lang] of cases) {
      const asked = names(text);
      expect(asked.length, `${lang}: ${asked.join(' | ')}`).toBe(1);
      expect(read(text).minYears, lang).toBeNull();
    }
  });
});

describe('an offer heading opens what the employer gives', () => {
  const cases: Array<[string, string]> = [
    ['Cariste (H/F) - Liège\n\nProfil :\n- Brevet cariste obligatoire\n\nOffre :\n- Chèques-repas\n- Primes de nuit', 'fr'],
    ['Comercial - Porto\n\nRequisitos:\n- Carta de condução\n\nOferta:\n- Viatura de serviço\n- Prémios por objetivos', 'pt'],
    ['Vendedor - Madrid\n\nRequisitos:\n- Carnet de conducir\n\nNuestra oferta:\n- Coche de empresa\n- Tickets comida', 'es'],
  ];
  it('asks nothing of it', () => {
    for (const [text, lang] of cases) expect(names(text).length, `${lang}: ${names(text).join(' | ')}`).toBe(1);
  });
});

describe('a public competition notice: numbered parts and lettered items', () => {
  const cases: Array<[string, string, string]> = [
    [
      "COMUNE DI PIACENZA\nBANDO DI CONCORSO PER LA COPERTURA DI 3 POSTI DI ISTRUTTORE AMMINISTRATIVO\n\nArt. 1 – Requisiti per l'ammissione\na) patente di guida di categoria B;\nb) conoscenza di Excel.\n\nArt. 2 – Trattamento economico\nIl trattamento economico è quello del contratto nazionale.",
      'Piacenza',
      'it',
    ],
    [
      'AYUNTAMIENTO DE SALAMANCA\nCONVOCATORIA DE 4 PLAZAS DE AUXILIAR ADMINISTRATIVO\n\nBase segunda. Requisitos de los aspirantes\na) Permiso de conducir B.\nb) Conocimientos de Excel.\n\nBase tercera. Solicitudes\nLas solicitudes se presentarán en el Registro General.',
      'Salamanca',
      'es',
    ],
    [
      "MAIRIE DE RENNES\nAVIS DE CONCOURS D'ADJOINT ADMINISTRATIF\n\nArticle 2 – Conditions d'admission\na) être titulaire du permis B ;\nb) maîtriser Excel.\n\nArticle 3 – Épreuves\nLes épreuves écrites auront lieu au centre des congrès.",
      'Rennes',
      'fr',
    ],
    [
      'MUNICÍPIO DE COIMBRA\nAVISO DE ABERTURA DE PROCEDIMENTO CONCURSAL\n\n2 — Requisitos de admissão:\na) Carta de condução de categoria B;\nb) Domínio do Excel.\n\n3 — Métodos de seleção\nA prova escrita realiza-se no edifício dos Paços do Concelho.',
      'Coimbra',
      'pt',
    ],
  ];
  it('asks the lettered items, nothing of the other parts, and is where the municipality is', () => {
    for (const [text, city, lang] of cases) {
      const r = read(text);
      const asked = r.skills.filter((s) => !s.implied);
      expect(asked.length, `${lang}: ${asked.map((s) => s.name).join(' | ')}`).toBe(2);
      expect(asked.every((s) => s.importance === 'must'), lang).toBe(true);
      expect(r.location?.city, lang).toBe(city);
    }
  });
  it('a numbered heading of a German notice heads its part', () => {
    const text =
      'Landratsamt Ravensburg\n\nDas Landratsamt sucht eine/n Sachbearbeiter/in Personalverwaltung.\n\n1. Ihre Aufgaben\nBearbeitung von Personalakten.\n\n2. Einstellungsvoraussetzungen\na) Sicherer Umgang mit MS Office\nb) Kenntnisse im TVöD\n\n3. Wir bieten\nJobticket, Gesundheitsmanagement.';
    const asked = names(text);
    expect(asked.length, asked.join(' | ')).toBe(2);
    expect(asked.join(' ')).not.toMatch(/Personalverwaltung/);
  });
  it('a figure before a sentence is no numbering', () => {
    const r = read('Pflegefachkraft - Berlin\n\nIhr Profil:\n3 Jahre Berufserfahrung in der Intensivpflege\nTeamfähigkeit');
    expect(r.minYears).toBe(3);
  });
});

describe('a skill the title names is shown in the words of the requirement naming it again', () => {
  const cases: Array<[string, string, string]> = [
    ['Pflegefachkraft (m/w/d) für unsere Intensivstation\n\nDas bringen Sie mit:\n- Berufserfahrung in der Intensivpflege\n- Teamfähigkeit', 'Intensivpflege', 'de'],
    ['Enfermero/a para Unidad de Cuidados Intensivos\n\nRequisitos:\n- Experiencia en UCI\n- Colegiación en vigor', 'UCI', 'es'],
    ['Infermiere di Terapia Intensiva - Milano\n\nRequisiti:\n- Esperienza in rianimazione\n- Iscrizione OPI', 'rianimazione', 'it'],
    ["Infirmier en réanimation (H/F) - Lille\n\nProfil :\n- Expérience en soins intensifs\n- Diplôme d'État infirmier", 'soins intensifs', 'fr'],
  ];
  it('shows the requirement words', () => {
    for (const [text, words, lang] of cases) expect(names(text), lang).toContain(words);
  });
  it('keeps the importance the title gives', () => {
    const java = read('Java Developer - Berlin\n\nNice to have:\n- Java 17 experience\n\nRequirements:\n- Kotlin').skills.find((s) => s.name.startsWith('Java'));
    expect(java?.importance).toBe('must');
  });
});

describe('a word sharing the head of the next one in a requirement is read with that head', () => {
  const cases: Array<[string, string, string]> = [
    ['Analyst - Leeds\n\nRequirements:\n- Strong analytical and written communication skills\n- SQL', 'Analytical skills', 'en'],
    ['Controller - München\n\nIhr Profil:\n- Analytische und kommunikative Fähigkeiten\n- SAP', 'Analytical skills', 'de'],
  ];
  it('asks both', () => {
    for (const [text, canonical, lang] of cases) {
      const asked = read(text).skills.filter((s) => !s.implied);
      expect(asked.map((s) => s.canonical ?? s.name), lang).toContain(canonical);
      expect(asked.length, lang).toBe(3);
    }
  });
  it('not a word that names a skill of its own', () => {
    const asked = read('Developer\n\nRequirements:\n- Java and Python development\n- Docker and Kubernetes').skills.filter((s) => !s.implied);
    expect(asked.map((s) => s.name).sort()).toEqual(['Docker', 'Java', 'Kubernetes', 'Python']);
  });
});

describe('a trade qualification written with both genders or an elided article names its trade', () => {
  const cases: Array<[string, string, string]> = [
    ['Sachbearbeiter (m/w/d) - Kassel\n\nIhr Profil:\n- abgeschlossene Ausbildung zur/zum Verwaltungsfachangestellten\n- MS Office', 'abgeschlossene Ausbildung zur/zum Verwaltungsfachangestellten', 'de'],
    ["ASSC - Lausanne\n\nVotre profil :\n- CFC d'assistant-e en soins et santé communautaire\n- Permis B", "CFC d'assistant-e en soins et santé communautaire", 'fr'],
  ];
  it('keeps the item besides the education level', () => {
    for (const [text, item, lang] of cases) {
      expect(names(text), lang).toContain(item);
      expect(read(text).education?.level, lang).toBe(3);
    }
  });
});
