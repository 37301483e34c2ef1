/**
 * Classes of requirement reading, each in the six languages, on postings written here: what the
 * employer offers asks nothing; a heading written inside a paragraph or among filler words opens
 * its section; the field of a degree is no skill; a skill only the title names is implied; years
 * written as one word; a cue in parentheses qualifies its own item; a line ending on a preposition
 * goes on on the next line.
 */
import { describe, expect, it } from 'vitest';
import { headingOf } from '../../../src/match/job/job-sections.ts';
import { yearsIn } from '../../../src/match/job/job-skills.ts';
import { parseJobDescription } from '../../../src/match/job/job-understanding.ts';
import { publicRequirements } from '../../../src/match/match-response.ts';

const asked = (text: string) => publicRequirements(parseJobDescription(text)).skills;
const askedIds = (text: string) => asked(text).map((s) => s.id);

describe('what the employer offers asks nothing', () => {
  const cases: Array<[string, string]> = [
    ['Accountant\n\nRequirements:\n- Microsoft Excel\n\nWe offer private health insurance, a pension plan and employment law training.', 'en'],
    ['Contabile\n\nRequisiti:\n- Microsoft Excel\n\nSi offre contratto CCNL Commercio, assicurazione sanitaria e formazione in diritto del lavoro.', 'it'],
    ['Contable\n\nRequisitos:\n- Microsoft Excel\n\nOfrecemos seguro médico privado, plan de pensiones y formación en derecho laboral.', 'es'],
    ['Comptable\n\nProfil :\n- Microsoft Excel\n\nNous vous offrons une mutuelle, une assurance santé et une formation en droit du travail.', 'fr'],
    ['Buchhalter (m/w/d)\n\nIhr Profil:\n- Microsoft Excel\n\nWir bieten Ihnen eine betriebliche Krankenversicherung, Vergütung nach Tarif und Schulungen im Arbeitsrecht.', 'de'],
    ['Contabilista\n\nRequisitos:\n- Microsoft Excel\n\nOferecemos seguro de saúde, plano de pensões e formação em direito do trabalho.', 'pt'],
  ];
  it('keeps an unheaded offer sentence out of the requirements', () => {
    for (const [text, code] of cases) {
      expect(askedIds(text), code).toContain('office.microsoft-excel');
      expect(askedIds(text), code).not.toContain('hr.employment-law');
      expect(askedIds(text).filter((id) => id.startsWith('written.')), code).toEqual([]);
    }
  });

  it('reads the list under a line that starts with an offer as the offer', () => {
    const r = askedIds('Accountant\n\nRequirements:\n- Microsoft Excel\nWe offer the following:\n- Private health insurance\n- Employment law training');
    expect(r).toEqual(['office.microsoft-excel']);
  });
});

describe('headings', () => {
  it('opens the section of a heading phrase written among filler words', () => {
    const cases: Array<[string, string]> = [
      ["What you'll need", 'required'],
      ['Il profilo che cerchiamo', 'required'],
      ['Lo que buscamos para este puesto', 'required'],
      ['Le profil que nous recherchons', 'required'],
      ['Was Sie mitbringen sollten', 'required'],
      ['O que procuramos', 'required'],
      ['Savoir-être professionnels', 'required'],
    ];
    for (const [line, section] of cases) expect(headingOf(line)?.section, line).toBe(section);
  });

  it('does not take a requirement item for a heading', () => {
    for (const line of ['Python skills', 'Strong SQL experience', 'Gute Englischkenntnisse', 'Esperienza con SAP']) expect(headingOf(line), line).toBeNull();
  });

  const paragraphs: Array<[string, string]> = [
    ['Infermiere\nCerchiamo infermieri per la nostra struttura. Requisiti: iscrizione all’albo OPI, disponibilità ai turni. Si offre contratto CCNL, vitto e alloggio.', 'it'],
    ['Nurse\nWe are looking for nurses for our ward. Requirements: NMC registration, availability for shifts. We offer a pension and free meals.', 'en'],
    ['Enfermero\nBuscamos enfermeros para nuestra clínica. Requisitos: colegiación, disponibilidad para turnos. Se ofrece contrato indefinido.', 'es'],
    ['Infirmier\nNous recherchons des infirmiers pour notre clinique. Profil : inscription à l’Ordre, disponibilité en horaires décalés. Nous offrons une mutuelle.', 'fr'],
    ['Pflegefachkraft\nWir suchen Pflegekräfte für unsere Klinik. Anforderungen: Examen in der Pflege, Bereitschaft zum Schichtdienst. Wir bieten eine Vergütung nach Tarif.', 'de'],
    ['Enfermeiro\nProcuramos enfermeiros para a nossa clínica. Requisitos: cédula profissional, disponibilidade para turnos. Oferecemos seguro de saúde.', 'pt'],
  ];
  it('opens the section of a heading written inside a paragraph, for the rest of it', () => {
    for (const [text, code] of paragraphs) {
      const r = asked(text);
      expect(r.length, code).toBeGreaterThan(0);
      expect(r.every((s) => s.importance === 'must'), code).toBe(true);
    }
  });

  it('cuts sentences glued by scraping', () => {
    const r = asked('Ingeniero civil\nRealizar el seguimiento de la obra.Requisitos: Experiencia en AutoCAD');
    expect(r.map((s) => s.name)).toContain('AutoCAD');
    expect(r.find((s) => s.name === 'AutoCAD')?.importance).toBe('must');
  });
});

describe('the field of a degree is no skill', () => {
  const cases: Array<[string, string[], string[]]> = [
    ["Financial Analyst\n\nRequirements:\n- Bachelor's degree in Finance, Accounting or Economics\n- Power BI", ['data.power-bi'], ['finance.accounting', 'finance.economics']],
    ['Analista\n\nRequisiti:\n- Laurea in Economia o Statistica\n- Power BI', ['data.power-bi'], ['finance.economics', 'data.statistics']],
    ['Analista\n\nRequisitos:\n- Titulación universitaria en Economía o Estadística\n- Power BI', ['data.power-bi'], ['finance.economics', 'data.statistics']],
    ['Analyste\n\nProfil :\n- Diplôme universitaire en économie ou statistique\n- Power BI', ['data.power-bi'], ['finance.economics', 'data.statistics']],
    ['Analyst (m/w/d)\n\nIhr Profil:\n- Abgeschlossenes Studium der Volkswirtschaft oder Statistik\n- Power BI', ['data.power-bi'], ['finance.economics', 'data.statistics']],
    ['Analista\n\nRequisitos:\n- Ensino superior completo em Economia, Estatística ou áreas afins\n- Power BI', ['data.power-bi'], ['finance.economics', 'data.statistics']],
  ];
  it('reads skills after the degree field, not in it', () => {
    for (const [text, yes, no] of cases) {
      const ids = askedIds(text);
      for (const id of yes) expect(ids, text).toContain(id);
      for (const id of no) expect(ids, text).not.toContain(id);
    }
  });

  it('ends the field at the first comma when no "or" closes a list of fields', () => {
    const ids = askedIds('Infermiere\n\nRequisiti:\n- Laurea in Scienze Infermieristiche, iscrizione all’albo OPI');
    expect(ids).toContain('healthcare.nursing-license');
  });
});

describe('skills only the title names', () => {
  it('are implied by the role, not asked; a short query asks what it names', () => {
    const r = publicRequirements(parseJobDescription('Full Stack Developer\n\nRequirements:\n- React\n- PostgreSQL'));
    expect(r.skills.map((s) => s.id)).not.toContain('software.full-stack-development');
    expect(r.impliedSkills.map((s) => s.id)).toContain('software.full-stack-development');
    expect(publicRequirements(parseJobDescription('Java developer 5 years Berlin')).skills.map((s) => s.id)).toContain('software.java');
  });
});

describe('years written as one word, and ranges', () => {
  const cases: Array<[string, number]> = [
    ['esperienza almeno triennale nel ruolo', 3],
    ['esperienza biennale', 2],
    ['dreijährige Berufserfahrung', 3],
    ['mindestens 2-jährige Berufserfahrung', 2],
    ['5/7 anni di esperienza', 5],
    ['3 à 5 ans d’expérience', 3],
    ['al menos dos años de experiencia', 2],
    ['pelo menos 3 anos de experiência', 3],
  ];
  it('reads the smallest figure asked', () => {
    for (const [text, years] of cases) expect(yearsIn(text)[0]?.years, text).toBe(years);
  });

  it('reads "almeno 2 anni nel ruolo" as the overall years, not as an item', () => {
    const r = parseJobDescription('Contabile\n\nRequisiti:\n- Esperienza di almeno 2 anni nel ruolo\n- Excel');
    expect(r.minYears).toBe(2);
  });
});

describe('a cue in parentheses', () => {
  it('qualifies its own item of a ";" list, not the whole line', () => {
    const r = asked('Enfermeiro\nRequisitos: Licenciatura em Enfermagem; cédula profissional; conhecimentos de Excel (desejável).');
    expect(r.find((s) => s.id === 'office.microsoft-excel')?.importance).toBe('nice');
    expect(r.filter((s) => s.id !== 'office.microsoft-excel').every((s) => s.importance === 'must')).toBe(true);
  });

  it('reads "considered an asset" and "será valorizado" as preferred', () => {
    expect(asked('Analyst\n\nQualifications:\n- SQL\n- A CFA designation is considered an asset').find((s) => s.id === 'finance.cfa')?.importance).toBe('nice');
    expect(asked('Eletricista\n\nPerfil:\n- Conhecimentos de PLC será valorizado').every((s) => s.importance === 'nice')).toBe(true);
  });
});

describe('a line ending on a preposition', () => {
  it('goes on on the next line, whatever its case', () => {
    const r = asked('Developer\n\nRequisitos:\nAmplia experiencia en\nJavaScript, React');
    expect(r.map((s) => s.id)).toEqual(expect.arrayContaining(['software.javascript', 'software.react']));
    expect(r.some((s) => s.id.startsWith('written.'))).toBe(false);
  });
});

describe('fields of the header', () => {
  const cases: Array<[string, string]> = [
    ['Staff Nurse\nSalary: £28,000 per annum\n\nThe post requires wound care and palliative care.', 'en'],
    ['Infermiere\nRetribuzione: 1.800 euro netti\n\nÈ richiesta esperienza in cure palliative e medicazioni.', 'it'],
    ['Enfermero\nSalario: 25.000 € brutos\n\nSe requiere experiencia en cuidados paliativos y curas de heridas.', 'es'],
    ['Infirmier\nSalaire : 2 100 € brut mensuel\n\nExpérience exigée en soins palliatifs et soins des plaies.', 'fr'],
    ['Pflegefachkraft\nVergütung: nach TVöD\n\nErfahrung in Palliativpflege und Wundversorgung ist erforderlich.', 'de'],
    ['Enfermeiro\nRemuneração: 1.200 € brutos\n\nExige-se experiência em cuidados paliativos e tratamento de feridas.', 'pt'],
  ];
  it('describe their own line only: the text under a salary line is still read', () => {
    for (const [text, code] of cases) {
      const ids = askedIds(text);
      expect(ids, code).toEqual(expect.arrayContaining(['healthcare.palliative-care', 'healthcare.wound-care']));
      expect(asked(text).find((s) => s.id === 'healthcare.wound-care')?.importance, code).toBe('must');
    }
  });

  it('lets a part after ";" in lower case keep the required cue of the part before', () => {
    const r = asked('Community Nurse\n\nThe post will require a high standard of clinical skills; undertaking wound care, venepuncture and catheterisation.');
    expect(r.filter((s) => ['healthcare.wound-care', 'healthcare.phlebotomy', 'healthcare.catheterization'].includes(s.id)).map((s) => s.importance)).toEqual(['must', 'must', 'must']);
  });
});

describe('years that are no experience asked', () => {
  const cases: Array<[string, number | null]> = [
    ['Apprendista magazziniere\n\nRequisiti:\n- Età compresa tra 18 e 29 anni\n- Patente B', null],
    ['Warehouse Assistant\n\nAcme has been in business for over 30 years.\n\nRequirements:\n- Aged 18 or over\n- 2 years of warehouse experience', 2],
    ['Mozo de almacén\n\nEmpresa con más de 25 años de experiencia en el sector.\n\nRequisitos:\n- Mayor de edad\n- Carnet de carretillero', null],
    ['Magasinier H/F\n\nNotre société existe depuis 40 ans.\n\nProfil :\n- 1 an d’expérience en entrepôt', 1],
    ['Lagerhelfer (m/w/d)\n\nSeit über 25 Jahren sind wir Ihr Partner für Logistik.\n\nIhr Profil:\n- Staplerschein', null],
    ['Auxiliar de armazém\n\nCom mais de 20 anos de experiência no mercado, a nossa empresa cresce.\n\nPerfil:\n- Idade entre 18 e 35 anos', null],
  ];
  it('leaves out a person’s age and how long the employer has existed', () => {
    for (const [text, years] of cases) expect(parseJobDescription(text).minYears, text.slice(0, 30)).toBe(years);
  });
});

describe('more classes of requirement items', () => {
  it('reads a province or state code after a town as a place, not a skill', () => {
    for (const text of ['Magazziniere\nLuogo di lavoro: Verona (VR)\n\nRequisiti:\n- Patentino del muletto', 'Cashier\nAustin, TX\n\nRequirements:\n- Cash handling']) {
      expect(askedIds(text), text).not.toContain('software.ar-vr');
      expect(askedIds(text).some((id) => id.startsWith('written.luogo')), text).toBe(false);
    }
  });

  it('reads something said not to be required as not asked', () => {
    const cases = [
      'Data Engineer\n\nRequirements:\n- Fluent English; Dutch is not required',
      'Data Engineer\n\nRequisiti:\n- Inglese fluente; il tedesco non è richiesto',
      'Data Engineer\n\nRequisitos:\n- Inglés fluido; el alemán no es necesario',
      "Data Engineer\n\nProfil :\n- Anglais courant ; l'allemand n'est pas requis",
      'Data Engineer (m/w/d)\n\nIhr Profil:\n- Fließendes Englisch; Niederländisch ist nicht erforderlich',
      'Data Engineer\n\nRequisitos:\n- Inglês fluente; alemão não é obrigatório',
    ];
    for (const text of cases) expect(parseJobDescription(text).languages.map((l) => l.code), text).toEqual(['en']);
  });

  it('reads a later part of an item that calls its own knowledge a plus as preferred', () => {
    const cases: Array<[string, string]> = [
      ['Buchhalter (m/w/d)\n\nIhr Profil:\n- Sicherer Umgang mit DATEV und MS Excel, SAP-Kenntnisse von Vorteil', 'de'],
      ['Accountant\n\nRequirements:\n- Proficient with Excel and Power BI, SAP knowledge is a plus', 'en'],
      ['Contabile\n\nRequisiti:\n- Ottimo utilizzo di Excel, conoscenza di SAP gradita', 'it'],
      ['Contable\n\nRequisitos:\n- Manejo avanzado de Excel, conocimientos de SAP valorables', 'es'],
      ['Comptable\n\nProfil :\n- Maîtrise d’Excel, connaissance de SAP souhaitée', 'fr'],
      ['Contabilista\n\nRequisitos:\n- Domínio de Excel, conhecimentos de SAP são um diferencial', 'pt'],
    ];
    for (const [text, code] of cases) {
      const r = asked(text);
      expect(r.find((s) => s.id === 'office.microsoft-excel')?.importance, code).toBe('must');
      expect(r.find((s) => s.id === 'software.sap')?.importance, code).toBe('nice');
    }
  });

  it('opens the requirements under "Si richiede", "Se pide", "Wir erwarten" and the preferred ones under "Valorizamos"', () => {
    for (const line of ['Si richiede:', 'Se pide:', 'Nous demandons :', 'Was wir erwarten:', 'We require:', 'Completano il profilo:']) expect(headingOf(line)?.section, line).toBe('required');
    expect(headingOf('Valorizamos:')?.section).toBe('preferred');
  });

  it('reads the level of a short-cycle vocational degree and of "Bac+3, Bac+4"', () => {
    const cases: Array<[string, number]> = [
      ['Administrativo\n\nRequisitos:\n- Ciclo Formativo de Grado Superior en Administración y Finanzas', 5],
      ['Técnico\n\nRequisitos:\n- Ciclo formativo de grado medio en electricidad', 3],
      ['Infirmier\n\nFormations\nBac+3, Bac+4 ou équivalents Infirmier - Exigé', 6],
      ['Assistant de gestion\n\nProfil :\n- BTS Comptabilité et Gestion', 5],
    ];
    for (const [text, level] of cases) expect(parseJobDescription(text).education?.level, text).toBe(level);
  });
});

describe('qualifications of a trade or profession', () => {
  const cases: Array<[string, string]> = [
    ['Elektriker (m/w/d)\n\nIhr Profil:\n- Abgeschlossene Ausbildung als Elektriker/in oder vergleichbare Qualifikation', 'de'],
    ['Aide-soignant H/F\n\nProfil :\n- Diplôme d’État d’aide-soignant', 'fr'],
    ['Operatore socio sanitario\n\nRequisiti:\n- Attestato di qualifica di OSS', 'it'],
  ];
  it('are asked as items of their own besides the education level', () => {
    for (const [text, code] of cases) {
      const r = parseJobDescription(text);
      expect(r.skills.some((s) => s.id.startsWith('written.')), code).toBe(true);
    }
  });

  it('while a degree in a field of study is the education only', () => {
    const r = parseJobDescription("Analyst\n\nRequirements:\n- Bachelor's degree in Computer Science");
    expect(r.skills.some((s) => s.id.startsWith('written.'))).toBe(false);
  });
});

describe('scraping artefacts and fields of job boards', () => {
  it('reads the criteria footer of a job board as no requirement', () => {
    const text = 'Marketing Coordinator\n\nAbout You\n- Canva\n\nShow more\nShow less\nSeniority level\nEntry level\nEmployment type\nFull-time\nJob function\nMarketing\nIndustries\nTravel Arrangements';
    expect(asked(text).map((s) => s.id)).toEqual(['design.canva']);
  });

  it('reads the header of a posting scraped onto one line', () => {
    const l = parseJobDescription('Maintenance Technician - 2nd Shift Greenfield Foods Columbus, OH About Greenfield Foods Greenfield Foods is a family-owned snack manufacturer. Qualifications 3+ years of industrial maintenance experience.').location;
    expect([l?.city, l?.country]).toEqual(['Columbus', 'US']);
  });
});

describe('items already read as something else', () => {
  it('keeps a language item out of the written items, in each language', () => {
    const cases = [
      'OSS\n\nRequisiti:\n- buona conoscenza della lingua italiana',
      'Nurse\n\nRequirements:\n- good command of the English language',
      'Camarero\n\nRequisitos:\n- buen nivel de lengua española',
      'Serveur\n\nProfil :\n- bonne maîtrise de la langue française',
      'Pfleger\n\nIhr Profil:\n- gute Kenntnisse der deutschen Sprache',
      'Garçom\n\nRequisitos:\n- bom domínio da língua portuguesa',
    ];
    for (const text of cases) {
      const r = parseJobDescription(text);
      expect(r.languages.length, text).toBe(1);
      expect(r.skills.some((s) => s.id.startsWith('written.')), text).toBe(false);
    }
  });

  it('reads the field of "Ausbildung zum …" as the field, not as skills', () => {
    const ids = askedIds('Kundenberater (m/w/d)\n\nWas Sie mitbringen:\n- Abgeschlossene Ausbildung zum Kaufmann für Versicherungen und Finanzen\n- MS Office');
    expect(ids).not.toContain('finance.insurance');
    expect(ids).toContain('office.microsoft-office');
  });

  it('reads the acronym of a care profession as no software skill', () => {
    expect(askedIds('Operatore Socio Sanitario\n\nRequisiti:\n- qualifica OSS')).not.toContain('software.open-source');
  });

  it('reads French plural cues of preference', () => {
    expect(asked('Chef de projet\n\nProfil :\n- Des notions en HTML seraient appréciées').every((s) => s.importance === 'nice')).toBe(true);
  });
});

describe('years bind to the phrase they are written with', () => {
  const years = (text: string) => Object.fromEntries(parseJobDescription(text).skills.filter((s) => !s.implied).map((s) => [s.id, s.minYears]));
  it('carries a figure along the list right after it', () => {
    const cases: Array<[string, string[]]> = [
      ['Dev\n\nRequirements:\n- 5+ years with Java, Spring and Kafka', ['software.java', 'software.spring', 'software.kafka']],
      ['Giurista\n\nRequisiti:\n- almeno 7 anni di esperienza in diritto della privacy, proprietà intellettuale e diritto commerciale', ['legal.data-protection', 'legal.intellectual-property', 'legal.corporate-law']],
      ['Dev\n\nRequisitos:\n- 3+ anos de experiência com Kotlin para desenvolvimento Android', ['software.kotlin', 'software.android-development']],
    ];
    for (const [text, ids] of cases) {
      const y = years(text);
      const n = yearsIn(text)[0]!.years;
      for (const id of ids) expect(y[id], `${id} in ${text}`).toBe(n);
    }
  });

  it('stops at a skill named with its own words of knowledge', () => {
    const cases: Array<[string, string, string]> = [
      ['Dev\n\nRequirements:\n- 3+ years of Java experience and knowledge of Docker', 'software.java', 'software.docker'],
      ['Dev\n\nRequisiti:\n- 3 anni di esperienza in Java e conoscenza di Docker', 'software.java', 'software.docker'],
      ['Dev (m/w/d)\n\nIhr Profil:\n- 3 Jahre Erfahrung mit Java und Kenntnisse in Docker', 'software.java', 'software.docker'],
    ];
    for (const [text, bound, free] of cases) {
      const y = years(text);
      expect(y[bound], text).toBe(3);
      expect(y[free], text).toBeNull();
    }
  });

  it('reads the domain written as an adjective ("ambito contabile", "área contable", "domaine comptable")', () => {
    for (const text of [
      'Contabile\n\nRequisiti:\n- Almeno 3 anni di esperienza in ambito contabile',
      'Contable\n\nRequisitos:\n- Al menos 3 años de experiencia en el área contable',
      'Comptable\n\nProfil :\n- Au moins 3 ans d’expérience dans le domaine comptable',
      'Contabilista\n\nRequisitos:\n- Pelo menos 3 anos de experiência na área contábil',
    ]) expect(years(text)['finance.accounting'], text).toBe(3);
  });
});

describe('requirement headings of the six languages', () => {
  it('opens the requirements under headings of skills, knowledge and the candidate', () => {
    const required = [
      'Education and/or Experience', 'Knowledge, Skills and Abilities', 'Person Specification', 'Hard skills', 'Cosa ti serve', 'Conoscenze tecniche',
      'Requisitos y experiencia', 'Perfil del candidato', 'Lo que necesitas', 'Was Sie auszeichnet', 'Fachliche Anforderungen', 'Compétences techniques',
      'Perfil do candidato', 'Conhecimentos técnicos',
    ];
    for (const line of required) expect(headingOf(line)?.section, line).toBe('required');
    for (const line of ['Etapas do processo', 'Selection process', 'Processo di selezione']) expect(headingOf(line)?.section, line).toBe('other');
  });
});

describe('a licence that is a permit', () => {
  it('is no degree, while the French licence is one', () => {
    expect(parseJobDescription('Warehouse Operative\n\nRequirements:\n- Valid reach truck licence is an advantage').education).toBeNull();
    expect(parseJobDescription('Driver\n\nRequirements:\n- Full UK driving license').education).toBeNull();
    expect(parseJobDescription('Assistant RH\n\nProfil :\n- Licence en Ressources Humaines').education?.level).toBe(6);
    expect(parseJobDescription('Assistant RH\n\nProfil :\n- Titulaire d’une licence, vous avez 2 ans d’expérience').education?.level).toBe(6);
  });
});

describe('examples in parentheses', () => {
  it('do not end a sentence inside parentheses ("(z. B. SAP)"), and examples stay alternatives', () => {
    const r = asked('Buchhalter (m/w/d)\n\nIhr Profil:\n- Kenntnisse in ERP-Systemen (z. B. SAP oder DATEV)');
    expect(r.find((s) => s.id === 'software.erp')?.alternatives.map((a) => a.id)).toEqual(expect.arrayContaining(['software.sap', 'finance.datev']));
  });
});
