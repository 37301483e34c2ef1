/**
 * More classes of requirement reading, on postings written here, per language: a skill the title
 * names stays implied when only the employer's prose names it again; opening prose that does not
 * speak of the candidate asks nothing, whether or not the posting has a requirement section; a
 * list item led by the label of a requirement section ("- Nice to have: …") is of that section
 * alone; and names of the knowledge base that one language's word would misread in another.
 */
import { describe, expect, it } from 'vitest';
import { findSkills } from '../../../src/knowledge/skills/skill-knowledge.ts';
import { parseJobDescription } from '../../../src/match/job/job-understanding.ts';
import { publicRequirements } from '../../../src/match/match-response.ts';

const read = (text: string) => publicRequirements(parseJobDescription(text));
const askedIds = (text: string) => read(text).skills.map((s) => s.id);
const found = (text: string) => findSkills(text, { requirement: true, nearbySkillCount: 5 }).map((m) => m.id);

describe("a title's skill named again only in the employer's prose stays implied", () => {
  const cases: Array<[string, string]> = [
    ['Collections Agent - Lending\n\nAs an agent you will be part of our Lending team. We bring Lending products to merchants.\n\nRequirements:\n- Microsoft Excel', 'en'],
    ['Addetto recupero crediti - Lending\n\nEntrerai nel nostro team Lending. Portiamo prodotti di Lending ai commercianti.\n\nRequisiti:\n- Microsoft Excel', 'it'],
    ['Agente de cobros - Lending\n\nFormarás parte de nuestro equipo de Lending. Llevamos productos de Lending a los comercios.\n\nRequisitos:\n- Microsoft Excel', 'es'],
    ['Agent de recouvrement - Lending\n\nVous rejoindrez notre équipe Lending. Nous apportons des produits de Lending aux commerçants.\n\nProfil :\n- Microsoft Excel', 'fr'],
    ['Inkasso-Sachbearbeiter - Lending\n\nSie werden Teil unseres Lending-Teams. Wir bringen Lending-Produkte zu Händlern.\n\nIhr Profil:\n- Microsoft Excel', 'de'],
    ['Agente de cobranças - Lending\n\nVocê fará parte da nossa equipa de Lending. Levamos produtos de Lending aos comerciantes.\n\nRequisitos:\n- Microsoft Excel', 'pt'],
  ];
  it('keeps it out of what is asked', () => {
    for (const [text, code] of cases) {
      const r = read(text);
      expect(r.skills.map((s) => s.id), code).toContain('office.microsoft-excel');
      expect(r.skills.map((s) => s.id), code).not.toContain('banking.lending');
    }
  });

  it('still asks it when a requirement names it', () => {
    const r = askedIds('Collections Agent - Lending\n\nWe bring Lending products to merchants.\n\nRequirements:\n- Experience in lending\n- Microsoft Excel');
    expect(r).toContain('banking.lending');
  });
});

describe('opening prose about the employer asks nothing, with or without a requirement section', () => {
  const cases: Array<[string, string, string]> = [
    ['Warehouse operative\n\nWe are a leading publisher of greeting cards. Our sales team serves retail and specialist shops.\n\nYour tasks\n- Receiving goods\n- Picking orders', 'en', 'sales.retail-sales'],
    ['Magazziniere\n\nSiamo un editore leader di biglietti d’auguri. Il nostro team vendite segue la vendita al dettaglio.\n\nCosa farai\n- Ricevimento merci\n- Preparazione ordini', 'it', 'sales.retail-sales'],
    ['Mozo de almacén\n\nSomos una editorial líder de tarjetas. Nuestro equipo comercial atiende la venta minorista.\n\nTus funciones\n- Recepción de mercancía\n- Preparación de pedidos', 'es', 'sales.retail-sales'],
    ['Magasinier\n\nNous sommes un éditeur leader de cartes de vœux. Notre équipe commerciale sert la vente au détail.\n\nVos missions\n- Réception des marchandises\n- Préparation de commandes', 'fr', 'sales.retail-sales'],
    ['Lagerist (m/w/d)\n\nWir sind ein führender Verlag für Grußkarten. Unser Vertrieb betreut den Einzelhandel und den Fachhandel.\n\nIhre Aufgaben\n- Wareneingang prüfen\n- Kommissionieren', 'de', 'sales.retail-sales'],
    ['Operador de armazém\n\nSomos uma editora líder de cartões. A nossa equipa comercial atende o comércio a retalho.\n\nAs suas funções\n- Receção de mercadorias\n- Preparação de encomendas', 'pt', 'sales.retail-sales'],
  ];
  it('names no requirement in a posting of duties only', () => {
    for (const [text, code, id] of cases) {
      const ids = askedIds(text);
      expect(ids, code).not.toContain(id);
      expect(ids, code).toEqual([]);
    }
  });

  it('still reads prose that speaks of the candidate', () => {
    expect(askedIds('Accountant\n\nWe are looking for an accountant with experience in SAP.')).toContain('software.sap');
  });
});

describe('a list item led by the label of a requirement section', () => {
  const cases: Array<[string, string]> = [
    ['Android Developer\n\nRequirements\n- 3+ years of Kotlin\n- Nice to have: Docker\n- SQL', 'en'],
    ['Sviluppatore Android\n\nRequisiti\n- 3+ anni di Kotlin\n- Gradito: Docker\n- SQL', 'it'],
    ['Desarrollador Android\n\nRequisitos\n- 3+ años de Kotlin\n- Deseable: Docker\n- SQL', 'es'],
    ['Développeur Android\n\nProfil\n- 3+ ans de Kotlin\n- Souhaité : Docker\n- SQL', 'fr'],
    ['Android-Entwickler\n\nIhr Profil\n- 3+ Jahre Kotlin\n- Wünschenswert: Docker\n- SQL', 'de'],
    ['Desenvolvedor Android\n\nRequisitos\n- 3+ anos de Kotlin\n- Diferenciais: Docker\n- SQL', 'pt'],
  ];
  it('is of that section alone', () => {
    for (const [text, code] of cases) {
      const skills = read(text).skills;
      const by = (id: string) => skills.find((s) => s.id === id)?.importance;
      expect(by('software.docker'), code).toBe('nice');
      expect(by('software.kotlin'), code).toBe('must');
      expect(by('software.sql'), code).toBe('must');
    }
  });
});

describe('names one language would misread in another', () => {
  it('does not read self-employment as independent work', () => {
    for (const text of ['Imposte dirette: reddito d’impresa e lavoro autonomo', 'Fiscalidad del trabajo autónomo', 'Declaração de trabalho autônomo']) {
      expect(found(text), text).not.toContain('soft.independence');
    }
    expect(found('Capacità di lavorare in autonomia')).toContain('soft.independence');
  });

  it('does not read the Spanish "hidráulica" of a civil engineer as plumbing', () => {
    expect(found('Ingeniero civil con experiencia en hidráulica')).not.toContain('construction.plumbing');
    expect(found('Experiência em instalações hidráulicas')).toContain('construction.plumbing');
  });

  it('tells the willingness to travel from shift availability, in six languages', () => {
    for (const text of ['Willingness to travel', 'Disponibilità a trasferte', 'Disponibilidad para viajar', 'Mobilité géographique', 'Reisebereitschaft', 'Disponibilidade para viajar']) {
      expect(found(text), text).toContain('soft.travel-willingness');
      expect(found(text), text).not.toContain('soft.availability');
    }
    expect(found('Disponibilità a turni')).toContain('soft.availability');
  });

  it('tells Microsoft 365, test-driven development and MVVM apart from their neighbours', () => {
    expect(found('Microsoft 365 and MS Office')).toEqual(expect.arrayContaining(['office.microsoft-365', 'office.microsoft-office']));
    expect(found('Experiência com Test-Driven Development (TDD)')).toContain('software.tdd');
    expect(found('Experiência com Test-Driven Development (TDD)')).not.toContain('software.unit-testing');
    expect(found('Familiaridade com arquitetura MVVM')).toContain('software.mvvm');
    expect(found('Adempimenti in materia di imposta sul valore aggiunto')).toContain('finance.vat');
  });

  it('reads "spas" among benefits as no single-page applications', () => {
    expect(found('Descuentos en gimnasios, cines, spas y restaurantes')).not.toContain('software.spa');
    expect(found('Experience building SPAs with React')).toContain('software.spa');
  });
});

describe('an item label opens no requirement section for the rest of the posting', () => {
  it('keeps the unheaded items before it asked', () => {
    const skills = read('Desenvolvedor Android\n\n- 3+ anos de Kotlin\n- Familiaridade com arquitetura MVVM\n- Diferenciais: Docker').skills;
    const by = (id: string) => skills.find((s) => s.id === id)?.importance;
    expect(by('software.mvvm')).toBe('must');
    expect(by('software.docker')).toBe('nice');
  });
});

describe('experience gained in a role is asked as such', () => {
  const cases: Array<[string, string, string, number | null]> = [
    ['Warehouse operative\n\nRequirements\n- At least 2 years of experience as a forklift driver', 'en', 'forklift driver', 2],
    ['Magazziniere\n\nRequisiti\n- Esperienza di almeno 2 anni come carrellista', 'it', 'carrellista', 2],
    ['Ingeniero civil\n\nRequisitos\n- Experiencia superior a 5 años como Jefe de Obra', 'es', 'Jefe de Obra', 5],
    ['Magasinier\n\nProfil\n- Expérience de 2 ans en tant que cariste', 'fr', 'cariste', 2],
    ['Lagerist (m/w/d)\n\nIhr Profil\n- Mindestens 2 Jahre Erfahrung als Staplerfahrer', 'de', 'Staplerfahrer', 2],
    ['Auxiliar de Cozinha\n\nRequisitos\n- Possuir experiência como auxiliar de cozinha', 'pt', 'auxiliar de cozinha', null],
  ];
  it('keeps the phrase, up to the role the catalog knows, with its years', () => {
    for (const [text, code, role, years] of cases) {
      const item = read(text).skills.find((s) => s.id.startsWith('written.experience-as-'));
      expect(item, code).toBeDefined();
      expect(item!.name.endsWith(role), `${code}: ${item!.name}`).toBe(true);
      expect(item!.minYears, code).toBe(years);
    }
  });

  it('reads no role where none is named', () => {
    expect(read('Analyst\n\nRequirements\n- Experience as needed with Excel').skills.some((s) => s.id.startsWith('written.experience-as-'))).toBe(false);
  });
});

describe('a check the candidate must pass is no skill', () => {
  const cases: Array<[string, string]> = [
    ['Systems Administrator\n\nRequirements\n- VMware\n- Candidates must pass a credit and background check.', 'en'],
    ['Amministratore di sistema\n\nRequisiti\n- VMware\n- Superare il controllo dei precedenti (verifica delle referenze).', 'it'],
    ['Administrador de sistemas\n\nRequisitos\n- VMware\n- Superar la comprobación de antecedentes.', 'es'],
    ['Administrateur système\n\nProfil\n- VMware\n- Réussir le contrôle des antécédents.', 'fr'],
    ['Systemadministrator (m/w/d)\n\nIhr Profil\n- VMware\n- Bestehen der Hintergrundüberprüfung.', 'de'],
    ['Administrador de sistemas\n\nRequisitos\n- VMware\n- Passar pela checagem de antecedentes.', 'pt'],
  ];
  it('asks neither the skill of running checks nor the sentence as written', () => {
    for (const [text, code] of cases) {
      const ids = read(text).skills.map((s) => s.id);
      expect(ids, code).toContain('software.vmware');
      expect(ids, code).not.toContain('hr.background-checks');
      expect(ids.filter((id) => id.startsWith('written.')), code).toEqual([]);
    }
  });

  it('still reads the skill where it is asked', () => {
    expect(askedIds('HR assistant\n\nRequirements\n- Experience running background checks')).toContain('hr.background-checks');
  });
});

describe('names of one field misread in another', () => {
  it('reads standards, credentials and models by their whole names', () => {
    expect(found('Hand-soldering skills (IPC J-STD-001 certification preferred)')).not.toContain('healthcare.infection-control');
    const coding = 'Health Information Technician\n\nRequirements\n- Certified Coding Associate (CCA) or CCS credential';
    expect(askedIds(coding)).not.toContain('aviation.cabin-crew');
    expect(askedIds(coding)).toContain('certification.coding-cert');
    expect(found('Experience with document imaging systems')).not.toContain('software.os-deployment');
    expect(found('Working knowledge of Erlang C staffing models')).toEqual(['customer-service.workforce-management-cc']);
  });

  it('knows legislative drafting and the legislative process in six languages', () => {
    for (const text of ['legislative drafting', 'stesura di atti normativi', 'redacción legislativa', 'légistique', 'Gesetzgebungstechnik', 'redação legislativa']) {
      expect(found(text), text).toContain('legal.legislative-drafting');
      expect(found(text), text).not.toContain('engineering.technical-drawing');
    }
    for (const text of ['legislative process', 'processo legislativo', 'procedimiento legislativo', 'procédure législative', 'Gesetzgebungsverfahren']) {
      expect(found(text), text).toContain('legal.legislative-process');
    }
  });
});

describe('knowledge names that stood for a neighbour', () => {
  it('reads French warehouse "stockage" as no IT storage, and order preparation as picking', () => {
    expect(found("Acheminer des marchandises en zone d'expédition, de stockage ou de production")).not.toContain('software.storage');
    expect(found('Administration des baies de stockage NetApp')).toContain('software.storage');
    expect(found('Réaliser le prélèvement de produits selon la préparation de commande')).toContain('logistics.order-picking');
  });

  it('names security standards and Conditional Access apart', () => {
    expect(found('Strong understanding of cloud security (Conditional Access, DLP)')).toContain('software.conditional-access');
    expect(found('Strong understanding of cloud security (Conditional Access, DLP)')).not.toContain('software.ms-access');
    expect(found('frameworks like ISO 27001 or BSI Grundschutz')).toEqual(expect.arrayContaining(['software.iso-27001', 'software.it-grundschutz']));
  });

  it('reads retail supervision as store management and fashion trends as styling', () => {
    expect(found('2+ years of retail supervisory experience')).toContain('sales.store-management');
    expect(found('A good eye for presentation and fashion trends')).toContain('apparel.fashion-styling');
  });

  it('knows the German tax clerk in its written forms', async () => {
    const { matchOccupation } = await import('../../../src/knowledge/occupations/occupation-knowledge.ts');
    expect(matchOccupation('Steuerfachangestellte')?.id).toBe('accountant');
    expect(matchOccupation('Steuerfachwirtin')?.id).toBe('tax-advisor');
  });
});

describe('an item kept as written is listed once', () => {
  const cases: Array<[string, string]> = [
    ['Collections Agent\n\nRequirements\n- You are patient, self-confident, resilient and a team player.', 'en'],
    ['Contabile\n\nCosa cerchiamo\n- Lavoro di squadra e voglia di crescere professionalmente con noi', 'it'],
    ['Administrativo\n\nRequisitos\n- Trabajo en equipo y ganas de crecer profesionalmente con nosotros', 'es'],
    ['Assistant\n\nProfil\n- Travail en équipe et envie de grandir professionnellement avec nous', 'fr'],
    ['Elektriker (m/w/d)\n\nIhr Profil\n- Teamfähigkeit und zuverlässige Arbeitsweise', 'de'],
    ['Assistente\n\nRequisitos\n- Trabalho em equipe e vontade de crescer profissionalmente connosco', 'pt'],
  ];
  it('keeps the personal qualities it names for the score, not as a second line', () => {
    for (const [text, code] of cases) {
      const r = parseJobDescription(text);
      const listed = publicRequirements(r).skills;
      expect(listed.filter((s) => s.id.startsWith('written.')).length, code).toBe(1);
      expect(listed.some((s) => s.id === 'soft.teamwork'), code).toBe(false);
      expect(r.contextSkills.some((s) => s.id === 'soft.teamwork'), code).toBe(true);
    }
  });

  it('still lists a quality asked as an item of its own', () => {
    const r = read('Elektriker (m/w/d)\n\nIhr Profil\n- Teamfähigkeit\n- Teamfähigkeit und zuverlässige Arbeitsweise');
    expect(r.skills.some((s) => s.id === 'soft.teamwork')).toBe(true);
  });
});
