/**
 * A one-page CV whose narrow sidebar (left or right) holds only a short contact block (phone, e-mail, city, maybe a
 * birth date or a profile link) that ends high on the page, beside a main column that runs on down. The sidebar is
 * a column however short it is: its lines, which meet the main column's rows by chance, must not be glued to them.
 * A single-column CV's right-aligned contact block beside the name, a short two-column skills table and a date
 * column topped by the contact lines stay on their rows.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import type { Document } from '../../../src/screen/extract/document.ts';
import { documentOfRuns, type PlacedRun } from './synthetic-document.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';

const REFERENCE = new Date(Date.UTC(2025, 5, 15));
type Run = PlacedRun;

const page = documentOfRuns;

interface SidebarCv {
  lang: string;
  name: string;
  headline: string;
  contact: string[];
  city: string;
  phone: string;
  headings: [profile: string, experience: string, education: string];
  profile: string[];
  jobs: [title: string, employer: string, dates: string][];
  bullets: string[];
  degree: [degree: string, school: string, years: string];
}

/** The sidebar's lines at a pitch of their own (from `top`), the main column's at 13 pt down to the page's foot. */
function sidebarCv(cv: SidebarCv, side: 'left' | 'right', top: number, pitch: number): Document {
  const sideX = side === 'left' ? 18 : 440;
  const mainX = side === 'left' ? 190 : 36;
  const runs: Run[] = cv.contact.map((text, k) => [sideX, top + k * pitch, text, 8.5]);
  let y = 60;
  runs.push([mainX, y, cv.name, 22, true]);
  y += 26;
  runs.push([mainX, y, cv.headline, 12]);
  y += 30;
  const heading = (text: string) => {
    runs.push([mainX, y, text.toUpperCase(), 11, true]);
    y += 18;
  };
  heading(cv.headings[0]);
  for (const line of cv.profile) {
    runs.push([mainX, y, line]);
    y += 13;
  }
  y += 10;
  heading(cv.headings[1]);
  for (const [title, employer, dates] of cv.jobs) {
    runs.push([mainX, y, title, 10, true], [mainX + 250, y, dates, 9]);
    y += 13;
    runs.push([mainX, y, employer]);
    y += 13;
    for (const bullet of cv.bullets) {
      runs.push([mainX, y, `• ${bullet}`]);
      y += 13;
    }
    y += 8;
  }
  heading(cv.headings[2]);
  runs.push([mainX, y, cv.degree[0], 10, true], [mainX + 250, y, cv.degree[2], 9]);
  runs.push([mainX, y + 13, cv.degree[1]]);
  return page(runs);
}

const cvs: SidebarCv[] = [
  {
    lang: 'en',
    name: 'Harriet Quill',
    headline: 'Logistics Coordinator',
    contact: ['+44 7700 900417', 'harriet.quill@example.com', 'Leeds, UK', 'linkedin.com/in/harriet-quill'],
    city: 'Leeds',
    phone: '+447700900417',
    headings: ['Profile', 'Work Experience', 'Education'],
    profile: ['Organised coordinator with years of experience in busy warehouses,', 'clear communication and a steady focus on service.'],
    jobs: [
      ['Logistics Coordinator', 'Fenmoor Freight Ltd', 'Mar 2021 – Present'],
      ['Warehouse Supervisor', 'Calder Foods Ltd', 'Jan 2017 – Feb 2021'],
      ['Stock Controller', 'Ashby Retail Group', 'Jun 2013 – Dec 2016'],
    ],
    bullets: ['Planned daily routes for a fleet of twelve vans and drivers', 'Cut late deliveries by a fifth in the first year', 'Trained new colleagues on the stock system', 'Reported weekly figures to the operations manager'],
    degree: ['BSc in Business Management', 'University of Sheffield', '2010 – 2013'],
  },
  {
    lang: 'it',
    name: 'Ottavia Brunelli',
    headline: 'Impiegata amministrativa',
    contact: ['Tel. +39 347 218 5590', 'ottavia.brunelli@example.it', 'Via Saragozza 14, 40123 Bologna', 'Nata il 04/05/1990'],
    city: 'Bologna',
    phone: '+393472185590',
    headings: ['Profilo', 'Esperienze lavorative', 'Formazione'],
    profile: ['Impiegata precisa e organizzata, con esperienza in contabilità', 'generale e nei rapporti con clienti e fornitori.'],
    jobs: [
      ['Impiegata amministrativa', 'Ceramiche Reno S.r.l.', '03/2020 – oggi'],
      ['Addetta contabilità', 'Studio Fantuzzi & Soci', '09/2016 – 02/2020'],
      ['Segretaria', 'Officine Savena S.p.A.', '01/2013 – 08/2016'],
    ],
    bullets: ['Registrazione delle fatture attive e passive', 'Gestione dei pagamenti e degli incassi', 'Preparazione dei report mensili per la direzione', 'Archiviazione dei documenti contabili'],
    degree: ['Laurea in Economia aziendale', 'Università di Bologna', '2009 – 2012'],
  },
  {
    lang: 'es',
    name: 'Rocío Valdés Amaro',
    headline: 'Técnica de recursos humanos',
    contact: ['CONTACTO', '+34 612 408 331', 'rocio.valdes@example.es', 'Zaragoza, España'],
    city: 'Zaragoza',
    phone: '+34612408331',
    headings: ['Perfil', 'Experiencia profesional', 'Formación académica'],
    profile: ['Profesional de recursos humanos con experiencia en selección,', 'nóminas y formación de equipos.'],
    jobs: [
      ['Técnica de recursos humanos', 'Transportes Moncayo S.L.', 'ene 2020 – Actualidad'],
      ['Administrativa de personal', 'Grupo Ebrosur S.A.', 'mar 2016 – dic 2019'],
      ['Auxiliar administrativa', 'Clínica Delicias S.L.', 'sep 2013 – feb 2016'],
    ],
    bullets: ['Gestión de nóminas de una plantilla de cien personas', 'Procesos de selección de perfiles técnicos', 'Organización del plan de formación anual', 'Atención a las consultas del personal'],
    degree: ['Grado en Relaciones Laborales', 'Universidad de Zaragoza', '2009 – 2013'],
  },
  {
    lang: 'fr',
    name: 'Solène Garnier',
    headline: 'Comptable',
    contact: ['06 12 48 73 95', 'solene.garnier@example.fr', '15 rue Colbert', '44000 Nantes'],
    city: 'Nantes',
    phone: '+33612487395',
    headings: ['Profil', 'Expérience professionnelle', 'Formation'],
    profile: ['Comptable rigoureuse, habituée aux clôtures mensuelles et au', 'suivi des comptes clients et fournisseurs.'],
    jobs: [
      ['Comptable', 'Cabinet Loire Conseil', '2019 – aujourd’hui'],
      ['Assistante comptable', 'Transports Erdre SAS', '2015 – 2019'],
      ['Aide-comptable', 'Boulangeries Sèvre SARL', '2012 – 2015'],
    ],
    bullets: ['Tenue de la comptabilité générale de vingt clients', 'Préparation des bilans et des liasses fiscales', 'Suivi des comptes fournisseurs et des relances', 'Déclarations de TVA mensuelles'],
    degree: ['BTS Comptabilité et Gestion', 'Lycée Livet, Nantes', '2010 – 2012'],
  },
  {
    lang: 'de',
    name: 'Friederike Albrecht',
    headline: 'Industriekauffrau',
    contact: ['KONTAKT', '0151 2384 9921', 'friederike.albrecht@example.de', 'Lindenstraße 8, 50674 Köln', 'Geburtsdatum: 12.03.1991'],
    city: 'Köln',
    phone: '+4915123849921',
    headings: ['Profil', 'Berufserfahrung', 'Ausbildung'],
    profile: ['Industriekauffrau mit Erfahrung im Einkauf und in der', 'Auftragsabwicklung, strukturiert und zuverlässig.'],
    jobs: [
      ['Sachbearbeiterin Einkauf', 'Rheinwerk Anlagenbau GmbH', '04/2019 – heute'],
      ['Industriekauffrau', 'Domblick Verpackung GmbH', '08/2014 – 03/2019'],
      ['Auszubildende', 'Domblick Verpackung GmbH', '08/2011 – 07/2014'],
    ],
    bullets: ['Bestellung von Material und Verhandlung mit Lieferanten', 'Pflege der Stammdaten im ERP-System', 'Prüfung von Rechnungen und Lieferscheinen', 'Planung der Liefertermine mit der Fertigung'],
    degree: ['Fachhochschulreife', 'Berufskolleg Köln', '2009 – 2011'],
  },
  {
    lang: 'pt',
    name: 'Leonor Bettencourt',
    headline: 'Enfermeira',
    contact: ['+351 912 604 238', 'leonor.bettencourt@example.pt', 'Coimbra, Portugal'],
    city: 'Coimbra',
    phone: '+351912604238',
    headings: ['Perfil', 'Experiência profissional', 'Formação académica'],
    profile: ['Enfermeira com experiência em cuidados intensivos e coordenação', 'de turnos, dedicada ao bem-estar dos doentes.'],
    jobs: [
      ['Enfermeira', 'Hospital do Mondego', 'jan 2020 – atual'],
      ['Enfermeira', 'Clínica Santa Clara', 'out 2016 – dez 2019'],
      ['Auxiliar de ação médica', 'Lar São Bento', 'mar 2013 – set 2016'],
    ],
    bullets: ['Prestação de cuidados a doentes críticos', 'Coordenação de uma equipa de quatro auxiliares', 'Registo clínico e gestão de medicação', 'Formação de novos colegas'],
    degree: ['Licenciatura em Enfermagem', 'Escola Superior de Enfermagem de Coimbra', '2009 – 2013'],
  },
];

describe('a narrow sidebar of a short contact block beside a main column that runs down the page', () => {
  const layouts: [side: 'left' | 'right', top: number, pitch: number][] = [
    ['left', 170, 19],
    ['right', 140, 23],
    ['left', 220, 26],
  ];
  for (const cv of cvs) {
    for (const [side, top, pitch] of layouts) {
      it(`keeps the city, phone and first job apart (${cv.lang}, ${side}, from ${top} every ${pitch} pt)`, () => {
        const document = sidebarCv(cv, side, top, pitch);
        expect(buildLayout(document).multiColumn).toBe(true);
        const profile = runEngine(document, { referenceDate: REFERENCE });
        expect(profile.personal.location?.city).toBe(cv.city);
        expect(profile.personal.phones.map((p) => p.e164)).toEqual([cv.phone]);
        expect(profile.workExperience.map((e) => e.title)).toEqual(cv.jobs.map(([title]) => title));
        expect(profile.workExperience.map((e) => e.employer)).toEqual(cv.jobs.map(([, employer]) => employer));
      });
    }
  }
});

describe('a sidebar of personal details given after their labels, the e-mail under the headline', () => {
  const variants: [base: number, contact: string[]][] = [
    [1, ['Data di nascita: 04/05/1990', 'Indirizzo: Bologna', 'Nazionalità: italiana', 'Patente B']],
    [4, ['PERSÖNLICHES', 'Geburtsdatum: 12.03.1991', 'Adresse: Köln', 'Staatsangehörigkeit: deutsch']],
    [3, ['Née le : 14/09/1987', 'Adresse : Nantes', 'Permis B']],
  ];
  for (const [base, contact] of variants) {
    const cv = { ...cvs[base]!, contact, headline: `${cvs[base]!.headline} · ${cvs[base]!.name.split(' ')[0]!.toLowerCase()}@example.eu` };
    for (const side of ['left', 'right'] as const) {
      it(`keeps the city and the first job apart (${cv.lang}, ${side})`, () => {
        const document = sidebarCv(cv, side, 200, 21);
        expect(buildLayout(document).multiColumn).toBe(true);
        const profile = runEngine(document, { referenceDate: REFERENCE });
        expect(profile.personal.location?.city).toBe(cv.city);
        expect(profile.workExperience.map((e) => e.employer)).toEqual(cv.jobs.map(([, employer]) => employer));
      });
    }
  }
});

describe('one column with a short block at its right stays one column', () => {
  const cv = cvs[0]!;
  const bodyLines = (runs: Run[], from: number) => {
    let y = from;
    runs.push([50, y, 'PROFILE', 11, true]);
    y += 18;
    for (const line of [...cv.profile, ...cv.profile]) {
      runs.push([50, y, `${line} ${line}`.slice(0, 95)]);
      y += 13;
    }
    y += 10;
    runs.push([50, y, 'WORK EXPERIENCE', 11, true]);
    y += 18;
    for (const [title, employer, dates] of cv.jobs) {
      runs.push([50, y, title, 10, true], [460, y, dates, 9]);
      y += 13;
      runs.push([50, y, employer]);
      y += 13;
      for (const bullet of cv.bullets) {
        runs.push([50, y, `• ${bullet}, with the whole team and the suppliers`]);
        y += 13;
      }
    }
    return y;
  };

  it('a contact block right-aligned beside the name', () => {
    const runs: Run[] = [
      [50, 60, cv.name, 22, true],
      [50, 84, cv.headline, 12],
      [440, 50, '+44 7700 900417', 8.5],
      [440, 62, 'harriet.quill@example.com', 8.5],
      [440, 74, 'Leeds, UK', 8.5],
      [440, 86, 'linkedin.com/in/harriet-quill', 8.5],
    ];
    bodyLines(runs, 120);
    const document = page(runs);
    expect(buildLayout(document).multiColumn).toBe(false);
    expect(runEngine(document, { referenceDate: REFERENCE }).personal.location?.city).toBe('Leeds');
  });

  it('a short two-column skills table', () => {
    const runs: Run[] = [
      [50, 60, cv.name, 22, true],
      [50, 80, '+44 7700 900417 · harriet.quill@example.com · Leeds, UK', 9],
    ];
    let y = bodyLines(runs, 110) + 12;
    runs.push([50, y, 'SKILLS', 11, true]);
    y += 18;
    for (const [a, b] of [
      ['• Route planning', '• Stock control'],
      ['• SAP', '• Excel'],
      ['• Forklift licence', '• First aid'],
      ['• Team training', '• Supplier contact'],
    ]) {
      runs.push([50, y, a!], [300, y, b!]);
      y += 13;
    }
    expect(buildLayout(page(runs)).multiColumn).toBe(false);
  });

  it('a form of personal details, labels in a narrow column and values beside them', () => {
    const runs: Run[] = [[50, 60, cv.name, 22, true]];
    let y = 90;
    for (const [label, value] of [
      ['Date of birth', '12/03/1990'],
      ['Address', '14 Albion Street, Leeds'],
      ['Phone', '+44 7700 900417'],
      ['Email', 'harriet.quill@example.com'],
      ['Nationality', 'British'],
    ]) {
      runs.push([50, y, label!, 9, true], [170, y, value!]);
      y += 14;
    }
    bodyLines(runs, y + 16);
    const layout = buildLayout(page(runs));
    expect(layout.multiColumn).toBe(false);
    expect(layout.lines.some((l) => l.text === 'Address\t14 Albion Street, Leeds')).toBe(true);
  });

  it('a date column topped by the contact lines beside the name', () => {
    const runs: Run[] = [
      [40, 60, '+44 7700 900417', 8.5],
      [150, 60, cv.name, 22, true],
      [40, 84, 'harriet.quill@example.com', 8],
      [150, 84, cv.headline, 12],
      [40, 100, 'Leeds, UK', 8.5],
      [150, 130, 'WORK EXPERIENCE', 11, true],
    ];
    let y = 150;
    for (const [title, employer, dates] of [...cv.jobs, ...cv.jobs]) {
      runs.push([40, y, dates, 8.5], [150, y, title, 10, true]);
      y += 13;
      runs.push([150, y, employer]);
      y += 13;
      for (const bullet of cv.bullets) {
        runs.push([150, y, `• ${bullet}`]);
        y += 13;
      }
      y += 8;
    }
    const layout = buildLayout(page(runs));
    expect(layout.multiColumn).toBe(false);
    expect(layout.lines.find((l) => l.text.includes('Fenmoor Freight Ltd'))?.text).toBeDefined();
    expect(layout.lines.some((l) => l.text.startsWith('Mar 2021 – Present') && l.text.includes('Logistics Coordinator'))).toBe(true);
  });
});
