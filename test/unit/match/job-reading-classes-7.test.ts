/**
 * Classes of requirement reading found on postings written for the purpose (seventh pass), per
 * language and board shape: qualifiers written in one part of a comma list (a plus-word, a number
 * of years) stay in that part.
 */
import { describe, expect, it } from 'vitest';
import { parseJobDescription } from '../../../src/match/job/job-understanding.ts';
import { publicRequirements } from '../../../src/match/match-response.ts';

const read = (text: string) => publicRequirements(parseJobDescription(text));
const asked = (text: string) => read(text).skills.filter((s) => !s.implied);
const importanceOf = (text: string, name: string) => asked(text).find((s) => s.name === name)?.importance;

describe('a plus-word closing one part of a comma list makes that part a plus, not the parts after it', () => {
  const cases: Array<[string, string, string, string]> = [
    ['Contable\n\nRequisitos: experiencia en auditoría valorable, dominio de Excel, capacidad de análisis.', 'auditoría', 'capacidad de análisis', 'es'],
    ['Contabile\n\nRequisiti: esperienza in revisione contabile gradita, ottima conoscenza di Excel, capacità di analisi.', 'revisione contabile', 'capacità di analisi', 'it'],
    ['Comptable\n\nProfil : une expérience en fiscalité serait un plus, maîtrise d’Excel, esprit d’analyse.', 'fiscalité', 'esprit d’analyse', 'fr'],
    ['Buchhalter\n\nIhr Profil: Erfahrung in der Wirtschaftsprüfung von Vorteil, sicherer Umgang mit Excel, analytisches Denken.', 'Wirtschaftsprüfung', 'analytisches Denken', 'de'],
    ['Contador\n\nRequisitos: experiência em auditoria desejável, domínio de Excel, capacidade analítica.', 'auditoria', 'capacidade analítica', 'pt'],
    ['Accountant\n\nRequirements: tax experience preferred, strong Excel, analytical skills.', 'tax', 'Analytical skills', 'en'],
  ];
  it('reads the closed part as nice and the rest as must', () => {
    for (const [text, plus, rest, lang] of cases) {
      const skills = asked(text);
      const names = skills.map((s) => `${s.name}:${s.importance}`).join(' | ');
      expect(skills.find((s) => s.name.includes(plus))?.importance, `${lang}: ${names}`).toBe('nice');
      expect(importanceOf(text, 'Excel'), `${lang}: ${names}`).toBe('must');
      expect(importanceOf(text, rest), `${lang}: ${names}`).toBe('must');
    }
  });
  it('keeps a plus-word written at the end of a list on the whole list', () => {
    const text = 'Accountant\n\nRequirements:\n- Experience with SAP, Oracle or Sage is a plus';
    expect(asked(text).every((s) => s.importance === 'nice')).toBe(true);
  });
  it('keeps a plus-word opening a list on the whole list', () => {
    const text = 'Contable\n\nRequisitos:\n- Se valorará experiencia en SAP, Excel avanzado';
    expect(asked(text).every((s) => s.importance === 'nice')).toBe(true);
  });
});

describe('a number of years stays in its own part of a comma list', () => {
  const cases: Array<[string, string, string]> = [
    ['Magazziniere\n\nRequisiti: esperienza di almeno 3 anni nella mansione, patentino del muletto, disponibilità ai turni.', 'muletto', 'it'],
    ['Warehouse operative\n\nRequirements: at least 3 years of experience in the role, forklift licence, knowledge of Excel.', 'forklift licence', 'en'],
    ['Mozo de almacén\n\nRequisitos: al menos 3 años de experiencia en el puesto, carnet de carretillero, conocimientos de Excel.', 'carnet de carretillero', 'es'],
    ['Magasinier\n\nProfil : au moins 3 ans d’expérience sur un poste similaire, permis B, connaissance d’Excel.', 'permis B', 'fr'],
    ['Lagerist\n\nIhr Profil: mindestens 3 Jahre Berufserfahrung, Führerschein Klasse B, Kenntnisse in Excel.', 'Führerschein Klasse B', 'de'],
    ['Armazenista\n\nRequisitos: pelo menos 3 anos de experiência na função, carta de condução, conhecimentos de Excel.', 'carta de condução', 'pt'],
  ];
  it('gives the years to the posting, not to the skill of the next part', () => {
    for (const [text, skill, lang] of cases) {
      const r = read(text);
      const s = r.skills.find((x) => x.name.includes(skill) || skill.includes(x.name));
      expect(s, `${lang}: ${r.skills.map((x) => x.name).join(' | ')}`).toBeDefined();
      expect(s?.minYears ?? null, lang).toBeNull();
      expect(r.minYears, lang).toBe(3);
    }
  });
  it('still carries the years along a list of skills and past a word that narrows the phrase', () => {
    const years = (text: string, name: string) => asked(text).find((s) => s.id === name)?.minYears;
    expect(years('Backend Engineer\n\nRequirements:\n- 5 years of experience with Java, Spring and Kafka', 'software.kafka')).toBe(5);
    expect(years('Sviluppatore\n\nRequisiti:\n- 4 anni di esperienza nello sviluppo software, in particolare Java', 'software.java')).toBe(4);
    expect(years('Développeur\n\nProfil :\n- 4 ans d’expérience en développement, notamment Java', 'software.java')).toBe(4);
    expect(years('Entwickler\n\nIhr Profil:\n- 4 Jahre Erfahrung in der Entwicklung, insbesondere Java', 'software.java')).toBe(4);
  });
});

describe('one level word after a list of languages is the level of each, in its plural form too', () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ['Recepcionista\n\nRequisitos:\n- Catalán y castellano nativos, inglés nivel medio', { ca: 'native', es: 'native', en: 'B1' }, 'es'],
    ['Recepcionista\n\nRequisitos:\n- Inglés y francés fluidos', { en: 'C1', fr: 'C1' }, 'es'],
    ['Receptionist\n\nRequisiti:\n- Inglese e tedesco fluenti', { en: 'C1', de: 'C1' }, 'it'],
    ['Réceptionniste\n\nProfil :\n- Anglais et allemand courants', { en: 'C1', de: 'C1' }, 'fr'],
    ['Rececionista\n\nRequisitos:\n- Inglês e espanhol fluentes', { en: 'C1', es: 'C1' }, 'pt'],
    ['Receptionist\n\nRequirements:\n- English and Spanish fluent', { en: 'C1', es: 'C1' }, 'en'],
    ['Rezeptionist\n\nIhr Profil:\n- Deutsch und Englisch fließend', { de: 'C1', en: 'C1' }, 'de'],
  ];
  it('gives each language of the list the level', () => {
    for (const [text, want, lang] of cases) {
      const got = Object.fromEntries(read(text).languages.map((l) => [l.code, l.level]));
      expect(got, lang).toEqual(want);
    }
  });
});

describe('in a list of languages each in its own part, a plus-word and a level are of their own part', () => {
  const cases: Array<[string, [string, string | null, string][], string]> = [
    ['Addetto\n\nRequisiti:\n- Inglese fluente, francese gradito', [['en', 'C1', 'must'], ['fr', null, 'nice']], 'it'],
    ['Sachbearbeiter\n\nIhr Profil:\n- Deutsch fließend, Englisch von Vorteil', [['de', 'C1', 'must'], ['en', null, 'nice']], 'de'],
    ['Agent\n\nProfil :\n- Anglais courant, espagnol souhaité', [['en', 'C1', 'must'], ['es', null, 'nice']], 'fr'],
    ['Agente\n\nRequisitos:\n- Inglés fluido, alemán valorable', [['en', 'C1', 'must'], ['de', null, 'nice']], 'es'],
    ['Agente\n\nRequisitos:\n- Inglês fluente, espanhol desejável', [['en', 'C1', 'must'], ['es', null, 'nice']], 'pt'],
    ['Agent\n\nRequirements:\n- Fluent English, Spanish preferred', [['en', 'C1', 'must'], ['es', null, 'nice']], 'en'],
  ];
  it('reads each language with its own level and importance', () => {
    for (const [text, want, lang] of cases) {
      const got = read(text).languages.map((l) => [l.code, l.level, l.importance]);
      expect(got, lang).toEqual(want);
    }
  });
  it('keeps one plus-word for languages written together', () => {
    const got = read('Agent\n\nRequirements:\n- English and French would be a plus').languages.map((l) => l.importance);
    expect(got).toEqual(['nice', 'nice']);
  });
});

describe('a place label written after another field of the same line gives the place', () => {
  const cases: Array<[string, string, string, string]> = [
    ['Préparateur de commandes\n\nProfil :\n- CACES 1\nSalaire : 1 900 € brut. Lieu de travail : Lille', 'Lille', 'FR', 'fr'],
    ['Warehouse operative\n\nRequirements:\n- Forklift licence\nPay: £12 per hour. Location: Leeds', 'Leeds', 'GB', 'en'],
    ['Warehouse operative\n\nRequirements:\n- Forklift licence\nPay: £12 per hour | Location: Leeds', 'Leeds', 'GB', 'en'],
    ['Magazziniere\n\nRequisiti:\n- Patentino muletto\nRetribuzione: 1.500 € netti. Sede di lavoro: Verona', 'Verona', 'IT', 'it'],
    ['Mozo de almacén\n\nRequisitos:\n- Carnet de carretillero\nSalario: 1.400 € brutos. Ubicación: Zaragoza', 'Zaragoza', 'ES', 'es'],
    ['Lagerist\n\nIhr Profil:\n- Staplerschein\nGehalt: 2.500 € brutto. Arbeitsort: Leipzig', 'Leipzig', 'DE', 'de'],
    ['Armazenista\n\nRequisitos:\n- Carta de empilhador\nSalário: 900 €. Local de trabalho: Braga', 'Braga', 'PT', 'pt'],
  ];
  it('reads the city and the country', () => {
    for (const [text, city, country, lang] of cases) {
      const loc = read(text).location;
      expect([loc?.city, loc?.country], lang).toEqual([city, country]);
    }
  });
});

describe('a nurse’s registration with the professional body is the nursing licence', () => {
  const cases: Array<[string, string]> = [
    ['Infirmier\n\nProfil :\n- Inscription à l’Ordre national des infirmiers\n- Expérience en soins aigus', 'fr'],
    ['Enfermeiro\n\nRequisitos:\n- Inscrição na Ordem dos Enfermeiros\n- Experiência em urgência', 'pt'],
    ['Enfermero\n\nRequisitos:\n- Colegiado en el Colegio de Enfermería\n- Experiencia en urgencias', 'es'],
    ['Infermiere\n\nRequisiti:\n- Iscrizione all’Ordine delle Professioni Infermieristiche\n- Esperienza in pronto soccorso', 'it'],
    ['Pflegefachkraft\n\nIhr Profil:\n- Staatliche Anerkennung als Pflegefachkraft\n- Erfahrung in der Notaufnahme', 'de'],
    ['Staff Nurse\n\nRequirements:\n- Registered with the NMC\n- Acute care experience', 'en'],
  ];
  it('reads the licence and the emergency care beside it', () => {
    for (const [text, lang] of cases) {
      const ids = asked(text).map((s) => s.id);
      expect(ids, lang).toContain('healthcare.nursing-license');
      expect(ids, lang).toContain('healthcare.emergency-care');
    }
  });
});

describe('the plus-words of the six languages in their agreeing forms make an item a plus', () => {
  const cases: Array<[string, string, string, string]> = [
    ['Accountant', 'Requirements:', 'Experience with SAP is beneficial', 'en'],
    ['Accountant', 'Requirements:', 'Knowledge of SAP preferable', 'en'],
    ['Contable', 'Requisitos:', 'Experiencia con SAP preferible', 'es'],
    ['Contable', 'Requisitos:', 'Conocimientos de SAP deseados', 'es'],
    ['Contabilista', 'Requisitos:', 'Experiência com SAP (preferencial)', 'pt'],
    ['Contabilista', 'Requisitos:', 'Conhecimentos de SAP preferível', 'pt'],
    ['Buchhalter', 'Ihr Profil:', 'SAP-Kenntnisse bevorzugt', 'de'],
    ['Buchhalter', 'Ihr Profil:', 'Erfahrung mit SAP wäre schön', 'de'],
    ['Contabile', 'Requisiti:', 'Conoscenza di SAP apprezzata', 'it'],
    ['Contabile', 'Requisiti:', 'Esperienza con SAP auspicabile', 'it'],
    ['Comptable', 'Profil :', 'Expérience sur SAP est un vrai plus', 'fr'],
    ['Comptable', 'Profil :', 'Connaissance de SAP appréciable', 'fr'],
  ];
  it('reads the item nice and the item beside it must', () => {
    for (const [title, heading, item, lang] of cases) {
      const skills = asked(`${title}\n\n${heading}\n- Microsoft Excel\n- ${item}`);
      expect(skills.find((s) => s.id === 'software.sap')?.importance, `${lang}: ${item}`).toBe('nice');
      expect(skills.find((s) => s.canonical === 'Microsoft Excel')?.importance, lang).toBe('must');
    }
  });
});

describe('the field written in or right after a degree names no skill', () => {
  const cases: Array<[string, string]> = [
    ['Accountant\n\nRequirements:\n- BSc Accounting and Finance\n- Microsoft Excel', 'en'],
    ['Comptable\n\nProfil :\n- BTS Comptabilité et Gestion\n- Microsoft Excel', 'fr'],
    ['Contabilista\n\nRequisitos:\n- Licenciatura em Contabilidade ou Gestão\n- Microsoft Excel', 'pt'],
    ['Contable\n\nRequisitos:\n- Grado en Contabilidad y Finanzas\n- Microsoft Excel', 'es'],
    ['Contabile\n\nRequisiti:\n- Diploma di ragioneria\n- Microsoft Excel', 'it'],
    ['Buchhalter\n\nIhr Profil:\n- Studium im Bereich Rechnungswesen\n- Microsoft Excel', 'de'],
  ];
  it('reads the degree as education and keeps the skills beside it', () => {
    for (const [text, lang] of cases) {
      const r = read(text);
      const ids = r.skills.filter((s) => !s.implied).map((s) => s.id);
      expect(ids, lang).not.toContain('finance.accounting');
      expect(ids, lang).toContain('office.microsoft-excel');
      expect(r.education?.level, lang).toBeGreaterThanOrEqual(3);
    }
  });
  it('shows the one skill of a comma list in its own part’s words and keeps the other parts', () => {
    const cases2: Array<[string, string, string, string]> = [
      ['Enfermero\n\nRequisitos: Grado en Enfermería, colegiación en vigor, experiencia mínima de 1 año en geriatría.', 'experiencia mínima de 1 año en geriatría', 'colegiación en vigor', 'es'],
      ['Infermiere\n\nRequisiti: laurea in Infermieristica, iscrizione attiva, esperienza in geriatria.', 'esperienza in geriatria', 'iscrizione attiva', 'it'],
      ['Enfermeiro\n\nRequisitos: licenciatura em Enfermagem, cédula ativa, experiência em geriatria.', 'experiência em geriatria', 'cédula ativa', 'pt'],
    ];
    for (const [text, part, other, lang] of cases2) {
      const names = asked(text).map((s) => s.name);
      expect(names, lang).toContain(part);
      expect(names, lang).toContain(other);
    }
  });
});

describe('years stay in their part when the skill closes a longer comma list', () => {
  const cases: Array<[string, string, string]> = [
    ['Camarero\n\nBuscamos una persona con al menos un año de experiencia en sala, don de gentes, dotes de comunicación e inglés fluido.', 'soft.communication', 'es'],
    ['Waiter\n\nWe are looking for someone with at least 2 years of experience in a restaurant, a friendly manner, good communication skills and fluent English.', 'soft.communication', 'en'],
    ['Cameriere\n\nCerchiamo una persona con almeno 2 anni di esperienza in sala, cordialità, ottime capacità comunicative e inglese fluente.', 'soft.communication', 'it'],
  ];
  it('gives the skill no years', () => {
    for (const [text, id, lang] of cases) {
      const s = asked(text).find((x) => x.id === id);
      expect(s, `${lang}: ${asked(text).map((x) => x.id).join(' | ')}`).toBeDefined();
      expect(s?.minYears ?? null, lang).toBeNull();
    }
  });
});

describe('a completed degree’s field names no skill', () => {
  const cases: Array<[string, string, string]> = [
    ['Analista de Dados\n\nRequisitos:\n- Formação superior completa em Estatística\n- SQL', 'data.statistics', 'pt'],
    ['Analista de datos\n\nRequisitos:\n- Grado universitario terminado en Estadística\n- SQL', 'data.statistics', 'es'],
  ];
  it('reads the degree as education and keeps the skill beside it', () => {
    for (const [text, id, lang] of cases) {
      const ids = asked(text).map((s) => s.id);
      expect(ids, lang).not.toContain(id);
      expect(ids, lang).toContain('software.sql');
    }
  });
});

describe('a place name after a capitalised article is part of a proper name, not the place of work', () => {
  const cases: Array<[string, string, string]> = [
    ['Cuoco capo partita - Ristorante Il Faro, Rimini\n\nRequisiti:\n- HACCP', 'Rimini', 'it'],
    ['Chef de partie - The Reading Room, Manchester\n\nRequirements:\n- Food hygiene certificate', 'Manchester', 'en'],
    ['Empregado de mesa - Restaurante O Porto, Coimbra\n\nRequisitos:\n- Experiência em restauração', 'Coimbra', 'pt'],
    ['Serveur - Brasserie Le Nice, Lyon\n\nProfil :\n- Expérience en restauration', 'Lyon', 'fr'],
    ['Cocinero - Restaurante El Faro, Cádiz\n\nRequisitos:\n- Experiencia en cocina', 'Cádiz', 'es'],
    ['Koch (m/w/d) - Gasthaus Zum Stern, Heidelberg\n\nIhr Profil:\n- Erfahrung in der Küche', 'Heidelberg', 'de'],
  ];
  it('reads the city written after the name', () => {
    for (const [text, city, lang] of cases) expect(read(text).location?.city, lang).toBe(city);
  });
  it('keeps a city whose own name holds the article', () => {
    expect(read('Cameriere - La Spezia\n\nRequisiti:\n- Esperienza').location?.city).toBe('La Spezia');
    expect(read('Serveur - Le Mans\n\nProfil :\n- Expérience').location?.city).toBe('Le Mans');
  });
});

describe('the person sought after a seeking phrase is no title; the role after it is', () => {
  const cases: Array<[string, string | null, string]> = [
    ['Wir suchen Dich als Elektroniker (m/w/d) in Stuttgart!\n\nDas bringst Du mit:\n- Führerschein Klasse B', 'Elektroniker', 'de'],
    ['Wir sind ein familiengeführtes Hotel am Tegernsee. Für unser Team suchen wir ab sofort eine Rezeptionistin.', 'Rezeptionistin', 'de'],
    ['Buscamos una persona con al menos un año de experiencia en sala y don de gentes.', null, 'es'],
    ['Cerchiamo una persona come cameriere di sala per il nostro ristorante a Rimini.', 'cameriere di sala', 'it'],
    ['Nous recherchons une personne motivée pour rejoindre notre équipe à Lyon.', null, 'fr'],
    ['We are looking for someone with a passion for coffee to join our team in Leeds.', null, 'en'],
    ['Procuramos uma pessoa dinâmica para integrar a nossa equipa em Braga.', null, 'pt'],
  ];
  it('reads the role, or no title', () => {
    for (const [text, title, lang] of cases) expect(read(text).title, lang).toBe(title);
  });
  it('still reads the role right after the seeking phrase', () => {
    expect(read('Estamos buscando un camarero con experiencia para nuestro restaurante en Málaga.').title).toBe('camarero');
  });
});

describe('a function word in small letters is no place', () => {
  it('reads the city named in the sentence, not Côme or Como', () => {
    expect(read('Cerchiamo una persona come cameriere di sala per il nostro ristorante a Rimini.').location?.city).toBe('Rimini');
    expect(read('Buscamos a alguien para trabajar como camarero en nuestro bar de Sevilla.').location?.city).toBe('Sevilla');
  });
  it('keeps a city written with its capital', () => {
    expect(read('Cameriere - Como\n\nRequisiti:\n- Esperienza').location?.city).toBe('Como');
  });
});

describe('a sentence ends at "!" or "?" before a capital', () => {
  const cases: Array<[string, string]> = [
    ['We are hiring a warehouse operative! Our warehouses run on SAP. You hold a forklift licence.', 'en'],
    ['Cerchiamo un magazziniere! I nostri magazzini lavorano con SAP. Possiedi il patentino del muletto.', 'it'],
    ['¡Buscamos mozo de almacén! Nuestros almacenes trabajan con SAP. Tienes carnet de carretillero.', 'es'],
    ['Nous recrutons un cariste ! Nos entrepôts travaillent sous SAP. Vous avez le CACES 3.', 'fr'],
    ['Wir suchen einen Lageristen! Unsere Lager arbeiten mit SAP. Du hast einen Staplerschein.', 'de'],
    ['Procuramos um operador de armazém! Os nossos armazéns trabalham com SAP. Tens carta de empilhador.', 'pt'],
  ];
  it('keeps the seeking phrase of the first sentence off the employer’s sentence after it', () => {
    for (const [text, lang] of cases) {
      const sap = read(text).skills.find((s) => s.id === 'software.sap');
      expect(sap?.importance, lang).not.toBe('must');
    }
  });
});

describe('running text telling the candidate what they have asks it', () => {
  const cases: Array<[string, string]> = [
    ['Uno studio di Padova cerca un contabile. Hai un’ottima padronanza di Microsoft Excel.', 'it'],
    ['Una gestoría de Sevilla busca un contable. Tienes un buen manejo de Microsoft Excel.', 'es'],
    ['Un cabinet lyonnais recrute un comptable. Vous avez une bonne pratique de Microsoft Excel.', 'fr'],
    ['Eine Kanzlei in Köln sucht einen Buchhalter. Du hast sehr gute Kenntnisse in Microsoft Excel.', 'de'],
    ['Um gabinete do Porto procura um contabilista. Tens um bom domínio de Microsoft Excel.', 'pt'],
    ['A firm in Leeds is hiring an accountant. You have strong Microsoft Excel skills.', 'en'],
  ];
  it('reads the skill as a must', () => {
    for (const [text, lang] of cases) {
      const excel = read(text).skills.find((s) => s.id === 'office.microsoft-excel');
      expect(excel?.importance, lang).toBe('must');
    }
  });
});

describe('an employer seeking in the third person names the role', () => {
  const cases: Array<[string, string, string]> = [
    ['Una gestoría de Sevilla busca un contable. Tienes un buen manejo de Microsoft Excel.', 'contable', 'es'],
    ['Um gabinete do Porto procura um contabilista. Tens um bom domínio de Microsoft Excel.', 'contabilista', 'pt'],
    ['Uno studio di Padova cerca un contabile. Hai un’ottima padronanza di Microsoft Excel.', 'contabile', 'it'],
    ['Eine Kanzlei in Köln sucht einen Buchhalter. Du hast sehr gute Kenntnisse in Microsoft Excel.', 'Buchhalter', 'de'],
    ['Un cabinet lyonnais recrute un comptable. Vous avez une bonne pratique de Microsoft Excel.', 'comptable', 'fr'],
    ['A firm in Leeds is hiring an accountant. You have strong Microsoft Excel skills.', 'accountant', 'en'],
  ];
  it('reads the title', () => {
    for (const [text, title, lang] of cases) expect(read(text).title, lang).toBe(title);
  });
});

describe('an item of a requirement list that is a name alone is that skill', () => {
  const cases: Array<[string, string]> = [
    ['Frontend Developer\n\nYou will need:\n- React\n- CSS', 'en'],
    ['Frontend-Entwickler (m/w/d)\n\nDas solltest du mitbringen:\n- React\n- CSS', 'de'],
    ['Sviluppatore Frontend\n\nRequisiti:\n- React\n- CSS', 'it'],
    ['Desarrollador Frontend\n\nRequisitos:\n- React\n- CSS', 'es'],
    ['Développeur Frontend\n\nProfil recherché :\n- React\n- CSS', 'fr'],
    ['Desenvolvedor Frontend\n\nRequisitos:\n- React\n- CSS', 'pt'],
  ];
  it('reads the knowledge base’s skill', () => {
    for (const [text, lang] of cases) expect(asked(text).map((s) => s.id), lang).toContain('software.react');
    expect(asked('Contable\n\nRequisitos:\n- Excel\n- SAP').map((s) => s.id)).toContain('office.microsoft-excel');
  });
  it('leaves a word in running text alone', () => {
    const ids = read('Support Agent\n\nYou will react quickly to customer requests and keep calm.').skills.map((s) => s.id);
    expect(ids).not.toContain('software.react');
  });
});

describe('a nice-to-have heading in the words boards use opens the preferred section', () => {
  const cases: Array<[string, string, string]> = [
    ['Desarrollador Frontend', 'Lo que buscamos:', 'Sería ideal:'],
    ['Développeur Frontend', 'Ce que nous attendons de vous :', 'Les petits plus :'],
    ['Sviluppatore Frontend', 'Il candidato ideale possiede:', 'Costituiranno un plus:'],
    ['Frontend Developer', 'You will need:', 'Would be a plus:'],
    ['Desenvolvedor Frontend', 'O que esperamos de você:', 'Seria um plus:'],
    ['Frontend-Entwickler (m/w/d)', 'Das solltest du mitbringen:', 'Pluspunkte:'],
  ];
  it('reads the skills under it as nice and those above as must', () => {
    for (const [title, need, plus] of cases) {
      const skills = asked(`${title}\n\n${need}\n- React\n- CSS\n\n${plus}\n- Figma\n- Storybook`);
      const imp = (id: string) => skills.find((s) => s.id === id)?.importance;
      expect([imp('software.css'), imp('design.figma'), imp('software.storybook')], plus).toEqual(['must', 'nice', 'nice']);
      expect(skills.some((s) => s.id.startsWith('written.')), plus).toBe(false);
    }
  });
});

describe('a language name that is also a word counts after a word of knowledge', () => {
  const cases: Array<[string, string, string]> = [
    ['Administrativo\n\nRequisitos:\n- Microsoft Excel\n- Se valorará conocimiento de valenciano', 'ca', 'es'],
    ['Support Officer\n\nRequirements:\n- Knowledge of Welsh\n- Microsoft Excel', 'cy', 'en'],
    ['Administrativo\n\nRequisitos:\n- Valenciano nivel C1\n- Microsoft Excel', 'ca', 'es'],
  ];
  it('reads the language, not a written skill', () => {
    for (const [text, code, lang] of cases) {
      const r = read(text);
      expect(r.languages.map((l) => l.code), lang).toContain(code);
      expect(r.skills.some((s) => /valenci|welsh/i.test(s.name)), lang).toBe(false);
    }
  });
});

describe('a short query’s title ends before the mode or hours of work', () => {
  const cases: Array<[string, string, string]> = [
    ['Python developer remote 3+ years Django', 'Python developer', 'en'],
    ['Sviluppatore Java da remoto 3 anni', 'Sviluppatore Java', 'it'],
    ['Desarrollador Java teletrabajo 3 años', 'Desarrollador Java', 'es'],
    ['Comptable temps partiel Lyon', 'Comptable', 'fr'],
    ['Buchhalter Teilzeit 2 Jahre', 'Buchhalter', 'de'],
    ['Analista de dados remoto 2 anos SQL', 'Analista de dados', 'pt'],
  ];
  it('reads the title without them', () => {
    for (const [query, title, lang] of cases) expect(read(query).title, lang).toBe(title);
  });
});

describe('a plus-word right after "and"/"or" opens a part of its own', () => {
  const cases: Array<[string, string]> = [
    ['Accountant\n\nRequirements:\n- Strong Microsoft Excel and preferably SAP', 'en'],
    ['Contabile\n\nRequisiti:\n- Ottima conoscenza di Microsoft Excel e preferibilmente di SAP', 'it'],
    ['Contable\n\nRequisitos:\n- Dominio de Microsoft Excel y preferiblemente SAP', 'es'],
    ['Comptable\n\nProfil :\n- Vous maîtrisez Microsoft Excel et idéalement SAP', 'fr'],
    ['Buchhalter\n\nIhr Profil:\n- Sicherer Umgang mit Microsoft Excel und idealerweise SAP', 'de'],
    ['Contabilista\n\nRequisitos:\n- Domínio de Microsoft Excel e idealmente SAP', 'pt'],
  ];
  it('reads what comes before as must and what follows as nice', () => {
    for (const [text, lang] of cases) {
      const skills = asked(text);
      const imp = (id: string) => skills.find((s) => s.id === id)?.importance;
      expect([imp('office.microsoft-excel'), imp('software.sap')], lang).toEqual(['must', 'nice']);
    }
  });
});

describe('a qualification offered with the alternative of working towards it is a plus', () => {
  it('reads the qualification or the education as nice', () => {
    expect(asked('Payroll Administrator\n\nRequirements:\n- CIPP qualification (or working towards it)\n- Microsoft Excel').find((s) => s.id === 'certification.cipm')?.importance).toBe('nice');
    const edu = (text: string) => read(text).education?.importance;
    expect(edu('Sachbearbeiter\n\nIhr Profil:\n- Abgeschlossene kaufmännische Ausbildung oder Bereitschaft zur Weiterbildung'), 'de').toBe('nice');
    expect(edu('Contabile\n\nRequisiti:\n- Laurea in Economia o in corso di conseguimento'), 'it').toBe('nice');
    expect(edu('Contable\n\nRequisitos:\n- Grado en Economía o en proceso de obtención'), 'es').toBe('nice');
    expect(edu('Comptable\n\nProfil :\n- Licence en comptabilité ou en cours d’obtention'), 'fr').toBe('nice');
    expect(edu('Contabilista\n\nRequisitos:\n- Licenciatura em Contabilidade ou em curso'), 'pt').toBe('nice');
  });
});

describe('an abbreviation glued by a hyphen to a tool’s name is the tool, no degree', () => {
  it('reads no Master’s degree in "MS-Office-Kenntnisse"', () => {
    expect(read('Sachbearbeiter\n\nIhr Profil:\n- Erste Erfahrung im Einkauf\n- Gute MS-Office-Kenntnisse').education).toBeNull();
    expect(read('Sachbearbeiter\n\nIhr Profil:\n- Ausbildung oder Bereitschaft zur Weiterbildung\n- Gute MS-Office-Kenntnisse').education?.level).toBe(3);
  });
});
