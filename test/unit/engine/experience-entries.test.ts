/**
 * Work experience entries from documents the tests write: the pieces of an entry's header get
 * their roles whatever the layout prints around them.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer, e.start, e.current ? 'present' : e.end],
  );

describe('experience entries', () => {
  it('never reads the job length a LinkedIn export prints after the dates as the employer, in any language', () => {
    const cases: Array<[string, string, string, string]> = [
      ['Experiência', 'jan. de 2021 - o momento', '3 anos 5 meses', 'pt'],
      ['Esperienza', 'gen 2021 - Presente', '4 anni 3 mesi', 'it'],
      ['Experience', 'Jan 2021 - Present', '1 year 9 months', 'en'],
      ['Berufserfahrung', 'Jan. 2021 - Heute', '2 Jahre 3 Monate', 'de'],
    ];
    for (const [heading, dates, length, lang] of cases) {
      const got = entries(heading, [
        { text: 'Quanora', size: 12 },
        { text: 'Supply Chain Manager', size: 11, bold: true },
        `${dates} (${length})`,
        { text: 'Managed the regional warehouses and a team of twelve planners.', gap: 2 },
      ]);
      expect(got, lang).toEqual([['Supply Chain Manager', 'Quanora', '2021-01', 'present']]);
    }
  });
});

describe('experience entries: header lines told from descriptions', () => {
  it('reads a bold employer line in lower-case words above the title line as the employer (fr)', () => {
    const got = entries('Expérience', [
      { text: 'Association lyonnaise des amis du jardin', bold: true, size: 11, cells: [[430, 'Lyon']] },
      { text: 'COORDINATEUR', size: 8, cells: [[400, 'Septembre 2019 – Mai 2021']] },
      '• Organisation des journées portes ouvertes du jardin partagé.',
      { text: 'Caisse régionale de prévoyance des artisans', bold: true, size: 11, cells: [[430, 'Lyon']] },
      { text: 'ANIMATEUR', size: 8, cells: [[400, 'Juin 2016 – Août 2018']] },
      '• Animation des ateliers de découverte pour les familles.',
    ]);
    expect(got).toEqual([
      ['COORDINATEUR', 'Association lyonnaise des amis du jardin', '2019-09', '2021-05'],
      ['ANIMATEUR', 'Caisse régionale de prévoyance des artisans', '2016-06', '2018-08'],
    ]);
  });

  it('reads a year inside the employer name as part of the name when the range is on the next line (fr)', () => {
    const got = entries('Expérience', [
      { text: 'Festival des jeunes chercheurs 2021', bold: true, size: 11, cells: [[430, 'Nantes']] },
      { text: 'COORDINATEUR', size: 8, cells: [[400, 'Septembre 2020 – Mai 2021']] },
      '• Recherche de partenaires et suivi du budget.',
      { text: 'Festival des jeunes chercheurs 2019', bold: true, size: 11, cells: [[430, 'Nantes']] },
      { text: 'ANIMATEUR', size: 8, cells: [[400, 'Septembre 2018 – Mai 2019']] },
      '• Accueil des intervenants et animation des débats.',
    ]);
    expect(got).toEqual([
      ['COORDINATEUR', 'Festival des jeunes chercheurs 2021', '2020-09', '2021-05'],
      ['ANIMATEUR', 'Festival des jeunes chercheurs 2019', '2018-09', '2019-05'],
    ]);
  });

  it('anchors an entry on an employer written in lower case when its whole range closes the line (de)', () => {
    const got = entries('Berufserfahrung', [
      { text: 'Projektleiterin', bold: true },
      'vhs Musterstadt e.V. 04/2005 – 08/2017',
      { text: 'Aufbau und Leitung von Kursen', x: 80 },
      { text: 'Sekretärin', bold: true },
      'Beispielwerk GmbH 03/1999 – 10/2004',
      { text: 'Ablage, Termine und Korrespondenz', x: 80 },
    ]);
    expect(got).toEqual([
      ['Projektleiterin', 'vhs Musterstadt e.V.', '2005-04', '2017-08'],
      ['Sekretärin', 'Beispielwerk GmbH', '1999-03', '2004-10'],
    ]);
  });

  it('takes no line of the previous description as a header when the first entry had a heading tail above it (it)', () => {
    const got = entries('Esperienza', [
      { text: 'PROFESSIONALE', x: 60 },
      { text: '02/05/2013–02/08/2013', x: 50, cells: [[160, 'Tecnico di sistemi informatici']] },
      { text: 'Officina Rossi, Belluno (Italia)', x: 160 },
      { text: 'Manutenzione di computer', x: 175 },
      { text: 'Relazioni con i clienti', x: 175 },
      { text: '02/01/2016–01/04/2016', x: 50, cells: [[160, 'Collaboratore in segreteria studenti']] },
      { text: 'Studio degli avvocati associati, Verona (Italia)', x: 160 },
      { text: 'Ritiro libretti', x: 175 },
    ]);
    expect(got).toEqual([
      ['Tecnico di sistemi informatici', 'Officina Rossi', '2013-05', '2013-08'],
      ['Collaboratore in segreteria studenti', 'Studio degli avvocati associati', '2016-01', '2016-04'],
    ]);
  });

  it('keeps an employer hyphenated across the line above the date in the entry (de)', () => {
    const got = entries('Berufserfahrung', [
      { text: 'Lehrerin für Deutsch', bold: true },
      'Musterdorf EDV Zentrum 01/2019 – 12/2020',
      { text: 'Unterricht in kleinen Gruppen', x: 80 },
      { text: 'Beraterin für Eltern', bold: true },
      'Private Förderschule für Sprache, Anna-',
      'Muster-Schule, Musterstadt 09/2017 – 02/2018',
      { text: 'Beratung von Familien', x: 80 },
    ]);
    expect(got[1]).toEqual(['Beraterin für Eltern', expect.stringContaining('Muster-Schule'), '2017-09', '2018-02']);
  });
});

describe('experience entries: pieces of a header line', () => {
  it('splits a title from its employer at "bei" when the employer carries a legal form, with no role noun before (de)', () => {
    const got = entries('Berufserfahrung', [
      { text: '01.10.2018 - 31.07.2019', bold: true, cells: [[200, 'Backoffice Finanzen bei Musterholding AG, Zug (Teilzeit 40%)']] },
      { text: 'Buchhaltung und Abschlüsse für die Gruppe', x: 200 },
    ]);
    expect(got).toEqual([['Backoffice Finanzen', expect.stringMatching(/^Musterholding AG/), '2018-10', '2019-07']]);
  });

  it('never takes a grade written after the title for the employer (pt, en)', () => {
    const cases: Array<[string, string, string]> = [
      ['Experiência', 'Quanora, Campinas SP - Analista de sistemas - Júnior', 'pt'],
      ['Experience', 'Quanora, Leeds - Data analyst - Senior', 'en'],
    ];
    for (const [heading, line, lang] of cases) {
      const got = entries(heading, [{ text: '• 03/2018 - 07/2019', size: 9 }, { text: line, x: 70, size: 11 }, { text: 'Modelos de dados e relatórios mensais.', x: 70, gap: 2 }]);
      expect(got[0]?.[1], lang).toMatch(/^Quanora/);
    }
  });

  it('never reads a job length written with accents as the employer (pt)', () => {
    const got = entries('Experiência', [
      { text: '• 08/2018 - 07/2019 - 1 ano e 1 mês', size: 9 },
      { text: 'Quanora, Campinas SP - Designer gráfico', x: 70, size: 11 },
      { text: 'Identidade visual de clientes locais.', x: 70, gap: 2 },
    ]);
    expect(got.map((e) => e[1])).toEqual([expect.stringMatching(/^Quanora/)]);
  });
});

describe('experience entries: client and project lines', () => {
  it('never takes the client or project line of an entry for its employer or title (it, en, fr)', () => {
    const cases: Array<[string, string, string, string, string]> = [
      ['Esperienza professionale', 'Sviluppatore software', 'Quanora Servizi S.r.l., Padova (Italia)', 'Cliente: Banca Esempio S.p.A.', 'Progetto: migrazione del portale clienti'],
      ['Work experience', 'Software developer', 'Quanora Services Ltd, Leeds', 'Client: Example Bank plc', 'Project: customer portal migration'],
      ['Expérience professionnelle', 'Développeur logiciel', 'Quanora Services SAS, Lyon', 'Client : Banque Exemple SA', 'Projet : migration du portail client'],
    ];
    for (const [heading, title, employer, client, project] of cases) {
      const got = entries(heading, [
        { text: '03/2019 – 06/2021', cells: [[160, title]] },
        { text: employer, x: 160 },
        { text: client, x: 160 },
        { text: project, x: 160 },
        { text: 'Sviluppo di servizi REST e test automatici.', x: 160 },
      ]);
      expect(got.map((e) => [e[0], e[1]]), heading).toEqual([[title, expect.stringMatching(/^Quanora/)]]);
    }
  });
});

describe('experience entries: towns beside employers', () => {
  it('reads a town tagged with its province or a country code as the place, never the title (it, fr)', () => {
    const cases: Array<[string, string, string]> = [
      ['Esperienze lavorative', '01.03.2019 - 30.06.2020: Quanora Sistemi – Borgonuovo(PT)', 'it'],
      ['Expérience', '01/03/2019 - 30/06/2020 : Quanora Sistemes – Vienne (38)', 'fr'],
    ];
    for (const [heading, line, lang] of cases) {
      const got = entries(heading, [{ text: line, bold: true }, { text: 'Sviluppo di applicazioni web per clienti del settore tessile e manifatturiero della zona.', gap: 2 }]);
      expect(got.map((e) => [e[0], e[1]]), lang).toEqual([[null, expect.stringMatching(/^Quanora Sistem/)]]);
    }
    const got = entries('Esperienza', [
      { text: '2006–Oggi Quanora Ricerche', bold: true },
      { text: 'Borgo San Pietro all’Adige, IT', x: 100, size: 8 },
      { text: 'Contrattista a progetto e tecnico di II livello', x: 100 },
      { text: 'Progetto e realizzo strumenti per la gestione dell’acqua nelle colture di montagna, dai sensori ai modelli.', x: 100 },
    ]);
    expect(got.map((e) => [e[0], e[1]])).toEqual([['Contrattista a progetto e tecnico di II livello', 'Quanora Ricerche']]);
  });
});

describe('experience entries: labelled fields of form-like CVs (labels as locale data)', () => {
  it.each([
    ['pt', 'Experiência', 'Função: Analista de Sistemas', 'Empresa: Vértice Dados Ltda', 'Período: 03/2019 – 06/2021'],
    ['fr', 'Expérience', 'Intitulé du poste : Analyste', 'Employeur : Vertex Données', 'Période : 03/2019 – 06/2021'],
    ['de', 'Berufserfahrung', 'Tätigkeit: Analyst', 'Arbeitgeber: Vertex Daten GmbH', 'Zeitraum: 03/2019 – 06/2021'],
    ['it', 'Esperienza', 'Mansione: Analista', 'Datore di lavoro: Vertice Dati Srl', 'Periodo: 03/2019 – 06/2021'],
  ])('reads the labelled title and employer (%s)', (_lang, heading, title, employer, period) => {
    const got = entries(heading, [period, title, employer, { text: 'Analisi dei requisiti e test.', gap: 2 }]);
    expect(got).toEqual([[title.split(/\s*:\s*/)[1], employer.split(/\s*:\s*/)[1], '2019-03', '2021-06']]);
  });
});

describe('experience entries: trainings in the list of jobs are education', () => {
  const profileOf = (heading: string, lines: (LineSpec | string)[]) =>
    runEngine(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines]), {
      referenceDate: new Date(Date.UTC(2025, 5, 1)),
    });
  it.each([
    ['de', 'Berufliche Praxis', '10/2023 – heute\tWeiterbildung im Bereich IT, Lernwerk GmbH', '01/2019 – 09/2023\tSachbearbeiter, Nordlicht Logistik GmbH'],
    ['de', 'Berufserfahrung', '02/2015 – 06/2015\tUmschulung zum Fachinformatiker, Bildungswerk Süd', '01/2016 – 09/2023\tSachbearbeiter, Nordlicht Logistik GmbH'],
    ['es', 'Experiencia', '02/2021 – 06/2021\tCurso de Desarrollo Web, Academia Levante', '01/2016 – 09/2020\tAdministrativo, Transportes Levante S.L.'],
    ['pt', 'Experiência', '02/2021 – 06/2021\tCurso de Análise de Dados, Escola Atlântica', '01/2016 – 09/2020\tAssistente Administrativo, Grupo Atlântico'],
    ['fr', 'Expérience', '02/2021 – 06/2021\tFormation en gestion de projet, Institut Rhodanien', '01/2016 – 09/2020\tAssistant commercial, Rhône Distribution'],
    ['it', 'Esperienze', '02/2021 – 06/2021\tCorso di formazione in contabilità, Ente Formativo Lario', '01/2016 – 09/2020\tImpiegato amministrativo, Lario Trasporti S.r.l.'],
    ['en', 'Experience', '02/2021 – 06/2021\tTraining course in project management, Northfield Academy', '01/2016 – 09/2020\tAdministrative Assistant, Northfield Freight Ltd'],
  ])('%s: %s', (_lang, heading, training, job) => {
    const profile = profileOf(heading, [{ text: training, bold: true }, 'Inhalte und Schwerpunkte des Lehrgangs.', { text: job, bold: true }, 'Aufgaben im Tagesgeschäft.']);
    expect(profile.workExperience.map((e) => e.employer)).toEqual([expect.stringMatching(/Logistik|Levante|Atlântico|Rhône|Lario|Northfield Freight/)]);
    expect(profile.education.map((e) => [e.degree?.split(' ')[0], e.isced])).toEqual([[training.split('\t')[1]!.split(' ')[0], null]]);
  });

  it('keeps an internship (stage, Praktikum) a job', () => {
    const profile = profileOf('Expérience', [{ text: '02/2021 – 06/2021\tStage de fin d’études, Banque Rhodanienne', bold: true }, 'Analyse de crédit.']);
    expect(profile.workExperience).toHaveLength(1);
  });
});

describe('experience entries: jobs outside a section the lexicon names as jobs', () => {
  const heading = (text: string): LineSpec => ({ text, size: 13, bold: true, gap: 10 });
  const jobsOf = (lines: (LineSpec | string)[]) =>
    extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, ...lines])).sections).map((e) => [e.title, e.employer, e.start]);

  it.each([
    ['Summary', 'Risk Analyst, Northwind Bank', 'Jan 2017 – June 2018'],
    ['Profilo', 'Analista dei rischi, Banca Esempio', 'gen 2017 – giu 2018'],
    ['Perfil', 'Analista de riesgos, Banco Ejemplo', 'ene 2017 – jun 2018'],
  ])('reads a dated role and employer under a summary heading when the CV has no job section (%s)', (title, header, dates) => {
    const got = jobsOf([heading(title), 'Analytical graduate who likes numbers.', { text: `${header}  ${dates}`, bold: true }, 'Reviewed transactions for fraud.', heading('Education'), 'BSc Statistics, Example University  2012 – 2016']);
    expect(got).toHaveLength(1);
    expect(got[0]![2]).toBe('2017-01');
  });

  it('reads the positions of a research experience section as jobs', () => {
    const got = jobsOf([heading('Research Experience'), 'Research Assistant at Example Institute of Science  2017.08–2018.06', 'Measured membrane mechanics.', 'Postdoctoral Researcher at Example University Hospital  2018.10–pres.']);
    expect(got.map((g) => g[0])).toEqual(['Research Assistant', 'Postdoctoral Researcher']);
  });

  it('takes no single honour or course with a role word, dated beside a job section, for a job', () => {
    const got = jobsOf([
      heading('Experience'),
      'Professor of Cognitive Science, Example University  2012 – present',
      heading('Fellowships'),
      'Fellow, Example Society of Psychology  2010 – present',
    ]);
    expect(got.map((g) => g[0])).toEqual(['Professor of Cognitive Science']);
  });
});
