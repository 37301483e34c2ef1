/**
 * The europecv LaTeX class (the old Europass form): field labels right-aligned in a left column, each on the
 * baseline of its value, with the section names on rows of their own in that column. Its language grid sets the
 * header rows ("Listening Reading", "interaction production") and the grid's footnote in the value column with no
 * label: more rows of the value column meet no label than one stray line, but the label column itself has more rows
 * than the values. The label column is still no flow of its own: the grid's levels and the skills row stay read.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOfRuns, type PlacedRun } from './synthetic-document.ts';

const REFERENCE = new Date(Date.UTC(2025, 5, 15));

interface Form {
  personal: string;
  nameLabel: string;
  name: string;
  address: [string, string];
  phone: [string, string];
  email: [string, string];
  exp: string;
  labels: [dates: string, title: string, employer: string, degree: string, school: string];
  jobs: [period: string, title: string, employer: string][];
  edu: string;
  schools: [period: string, degree: string, school: string][];
  skillsHead: string;
  mother: [string, string];
  grid: [self: string, understanding: string, speaking: string, writing: string, level: string, listening: string, reading: string, spokenI: string, spokenP: string];
  other: [language: string, level: string];
  footnote: string;
  software: [string, string];
}

const RIGHT = 198;
const VALUE = 223;
/** A label right-aligned against the label column's edge (0.5 em a character at 10 pt). */
const label = (baseline: number, text: string, size = 10): PlacedRun => [RIGHT - text.length * size * 0.5, baseline, text, size];
const value = (baseline: number, text: string, size = 10): PlacedRun => [VALUE, baseline, text, size];

function europecv(f: Form): PlacedRun[] {
  const runs: PlacedRun[] = [label(83, 'Europass', 12), label(101.6, 'Curriculum Vitae', 12), label(149, f.personal, 12)];
  let y = 173;
  for (const [l, v] of [[f.nameLabel, f.name], f.address, f.phone, f.email] as [string, string][]) {
    runs.push(label(y, l), value(y, v));
    y += 17;
  }
  y += 23;
  runs.push(label(y, f.exp, 12));
  y += 22;
  for (const [period, title, employer] of f.jobs) {
    runs.push(label(y, f.labels[0], 11), value(y, period, 11), label(y + 14, f.labels[1]), value(y + 14, title), label(y + 28, f.labels[2]), value(y + 28, employer));
    y += 56;
  }
  y += 12;
  runs.push(label(y, f.edu, 12));
  y += 22;
  for (const [period, degree, school] of f.schools) {
    runs.push(label(y, f.labels[0], 11), value(y, period, 11), label(y + 14, f.labels[3]), value(y + 14, degree), label(y + 28, f.labels[4]), value(y + 28, school));
    y += 56;
  }
  y += 12;
  runs.push(label(y, f.skillsHead, 12));
  y += 22;
  runs.push(label(y, f.mother[0]), value(y, f.mother[1]));
  const g = f.grid;
  y += 16;
  runs.push(label(y, g[0], 9), [251, y, g[1], 9], [391, y, g[2], 9], [488, y, g[3], 9]);
  runs.push(label(y + 8.3, '(*)', 8));
  runs.push(label(y + 12, g[4], 9), [368, y + 12, g[7], 8], [430, y + 12, g[8], 8]);
  runs.push([239, y + 19.5, g[5], 8], [303, y + 19.5, g[6], 8]);
  runs.push([361, y + 25, 'interaction', 8], [423, y + 25, 'production', 8]);
  runs.push(label(y + 37.5, f.other[0], 9));
  for (const x of [232, 295, 357, 420, 482]) runs.push([x, y + 37.5, f.other[1], 9]);
  runs.push([233, y + 46.5, '(*)', 5], [242, y + 49.3, f.footnote, 7]);
  runs.push(label(y + 61, f.software[0]), value(y + 61, f.software[1]));
  return runs;
}

const FORMS: Record<string, Form> = {
  en: {
    personal: 'Personal information',
    nameLabel: 'Name / Surname',
    name: 'Ashdown, Corwin',
    address: ['Address', 'Quarry Lane 12, LS2 7QT Leeds, United Kingdom'],
    phone: ['Telephone', '+44 7481 552 903'],
    email: ['E-mail', 'corwin.ashdown@example.org'],
    exp: 'Work experience',
    labels: ['Dates', 'Occupation or position held', 'Name of employer', 'Title of qualification awarded', 'Name of organisation'],
    jobs: [
      ['Sep. 2021 - Present', 'Financial Analyst', 'Brackwater Instruments, Leeds'],
      ['Apr. 2018 - Aug. 2021', 'Management Accountant', 'Tollmere Foods, York'],
    ],
    edu: 'Education and training',
    schools: [
      ['Sep. 2016 - July 2017', 'MSc in Accounting and Finance', 'University of Leeds'],
      ['Sep. 2013 - June 2016', 'BSc in Economics', 'University of Bristol'],
    ],
    skillsHead: 'Personal skills',
    mother: ['Mother tongue', 'English'],
    grid: ['Self-assessment', 'Understanding', 'Speaking', 'Writing', 'European level', 'Listening', 'Reading', 'Spoken', 'Spoken'],
    other: ['French', 'B1'],
    footnote: 'Common European Framework of Reference (CEF) level',
    software: ['Computer skills', 'IFRS, Oracle, SAP, Excel, Power BI'],
  },
  it: {
    personal: 'Informazioni personali',
    nameLabel: 'Nome / Cognome',
    name: 'Brunetti, Ottavia',
    address: ['Indirizzo', 'Via dei Mille 14, 40121 Bologna, Italia'],
    phone: ['Telefono', '+39 347 118 2290'],
    email: ['E-mail', 'ottavia.brunetti@example.it'],
    exp: 'Esperienza professionale',
    labels: ['Date', 'Lavoro o posizione ricoperti', 'Nome del datore di lavoro', 'Titolo della qualifica rilasciata', "Nome e tipo d'organizzazione erogatrice"],
    jobs: [
      ['mar. 2020 - presente', 'Ingegnere del software', 'Calveri Sistemi, Bologna'],
      ['set. 2016 - feb. 2020', 'Sviluppatrice backend', 'Ferrandi Lab, Modena'],
    ],
    edu: 'Istruzione e formazione',
    schools: [
      ['ott. 2014 - lug. 2016', 'Laurea magistrale in Informatica', 'Università di Bologna'],
      ['ott. 2011 - lug. 2014', 'Laurea triennale in Informatica', 'Università di Parma'],
    ],
    skillsHead: 'Capacità e competenze personali',
    mother: ['Madrelingua', 'Italiano'],
    grid: ['Autovalutazione', 'Comprensione', 'Parlato', 'Scritto', 'Livello europeo', 'Ascolto', 'Lettura', 'Interazione', 'Produzione'],
    other: ['Inglese', 'B2'],
    footnote: 'Quadro comune europeo di riferimento per le lingue',
    software: ['Capacità informatiche', 'Java, Python, PostgreSQL, Docker, Kubernetes'],
  },
  de: {
    personal: 'Angaben zur Person',
    nameLabel: 'Nachname(n) / Vorname(n)',
    name: 'Kallweit, Jorinde',
    address: ['Adresse', 'Lindenstraße 8, 50667 Köln, Deutschland'],
    phone: ['Telefon', '+49 151 2266 0417'],
    email: ['E-Mail', 'jorinde.kallweit@example.de'],
    exp: 'Berufserfahrung',
    labels: ['Zeitraum', 'Beruf oder Funktion', 'Name des Arbeitgebers', 'Bezeichnung der erworbenen Qualifikation', 'Name der Bildungseinrichtung'],
    jobs: [
      ['Jan. 2019 - heute', 'Projektleiterin', 'Auerbach Logistik GmbH, Köln'],
      ['Okt. 2015 - Dez. 2018', 'Logistikplanerin', 'Rheinfeld Spedition AG, Bonn'],
    ],
    edu: 'Schul- und Berufsbildung',
    schools: [
      ['Okt. 2012 - Sep. 2015', 'Master of Science Logistik', 'Technische Universität Dortmund'],
      ['Okt. 2009 - Sep. 2012', 'Bachelor of Science Wirtschaftsingenieurwesen', 'Hochschule Bremen'],
    ],
    skillsHead: 'Persönliche Fähigkeiten und Kompetenzen',
    mother: ['Muttersprache(n)', 'Deutsch'],
    grid: ['Selbstbeurteilung', 'Verstehen', 'Sprechen', 'Schreiben', 'Europäische Ebene', 'Hören', 'Lesen', 'An Gesprächen', 'Zusammenhängendes'],
    other: ['Englisch', 'C1'],
    footnote: 'Gemeinsamer Europäischer Referenzrahmen für Sprachen',
    software: ['IKT-Kenntnisse', 'SAP, Excel, Power BI, Python'],
  },
  fr: {
    personal: 'Informations personnelles',
    nameLabel: 'Prénom(s)/ Nom(s)',
    name: 'Vasseur, Maëlle',
    address: ['Adresse(s)', '17 rue des Tanneurs, 44000 Nantes, France'],
    phone: ['Téléphone(s)', '06 71 42 18 93'],
    email: ['Courrier électronique', 'maelle.vasseur@example.fr'],
    exp: 'Expérience professionnelle',
    labels: ['Dates', 'Fonction ou poste occupé', "Nom de l'employeur", 'Intitulé du certificat ou diplôme délivré', "Nom de l'organisation"],
    jobs: [
      ['sept. 2020 - présent', 'Cheffe de projet', 'Ardoise Conseil, Nantes'],
      ['janv. 2017 - août 2020', 'Chargée de communication', 'Maison Orvault, Rennes'],
    ],
    edu: 'Éducation et formation',
    schools: [
      ['sept. 2015 - juin 2016', 'Master Communication des organisations', 'Université de Nantes'],
      ['sept. 2012 - juin 2015', 'Licence Information-Communication', 'Université Rennes 2'],
    ],
    skillsHead: 'Aptitudes et compétences personnelles',
    mother: ['Langue(s) maternelle(s)', 'Français'],
    grid: ['Auto-évaluation', 'Comprendre', 'Parler', 'Écrire', 'Niveau européen', 'Écouter', 'Lire', 'Prendre part', "S'exprimer"],
    other: ['Anglais', 'B2'],
    footnote: 'Cadre européen commun de référence pour les langues',
    software: ['Compétences informatiques', 'Photoshop, InDesign, WordPress, Excel'],
  },
};

describe('europecv label column beside a language grid', () => {
  for (const [lang, form] of Object.entries(FORMS)) {
    it(`${lang}: the labels stay on the rows they label`, () => {
      const layout = buildLayout(documentOfRuns(europecv(form)));
      expect(layout.multiColumn).toBe(false);
      expect(layout.lines.some((l) => l.sidebar)).toBe(false);
      expect(layout.lines.some((l) => l.text === `${form.other[0]}\t${Array(5).fill(form.other[1]).join('\t')}`)).toBe(true);
    });

    it(`${lang}: the grid's level, the experience and the skills are read`, () => {
      const profile = runEngine(documentOfRuns(europecv(form)), { referenceDate: REFERENCE });
      const other = profile.languages.find((l) => l.asWritten === form.other[0]);
      expect(other?.level).toBe(form.other[1]);
      expect(profile.workExperience.map((e) => e.title)).toEqual(form.jobs.map((j) => j[1]));
      expect(profile.education).toHaveLength(2);
      const [family, given] = form.name.split(', ');
      expect(profile.personal.fullName).toBe(`${given} ${family}`);
      const names = profile.skills.flatMap((s) => s.asWritten.map((w) => w.toLowerCase()));
      for (const skill of form.software[1].split(', ').slice(0, 3)) expect(names).toContain(skill.toLowerCase());
    });
  }
});

describe("europecv's name label in each language", () => {
  // The class's own \ecvname labels: "Prénom(s)/ Nom(s)", "Nombre(s) / Apellido(s)", "Nome(s) / Apelido(s)".
  for (const [labelText, written, full, heading, place] of [
    ['Prénom(s)/ Nom(s)', 'Vasseur, Maëlle', 'Maëlle Vasseur', ['Informations', 'personnelles'], ['Adresse(s)', '17 rue des Tanneurs, 44000 Nantes, France']],
    ['Nombre(s) / Apellido(s)', 'Quiroga Almansa, Telmo', 'Telmo Quiroga Almansa', ['Información', 'personal'], ['Dirección', 'Calle del Pez 9, 28004 Madrid, España']],
    ['Nome(s) / Apelido(s)', 'Figueiral, Benedita', 'Benedita Figueiral', ['Informação', 'pessoal'], ['Morada', 'Rua das Flores 21, 4050-262 Porto, Portugal']],
  ] as const) {
    it(labelText, () => {
      const runs: PlacedRun[] = [label(83, 'Curriculum vitae', 12), label(100, 'Europass', 12), label(148, heading[0], 12), label(160, heading[1], 12), label(184, labelText), value(184, written), label(201, place[0]), value(201, place[1]), label(218, 'E-mail'), value(218, 'contact@example.org')];
      const profile = runEngine(documentOfRuns(runs), { referenceDate: REFERENCE });
      expect(profile.personal.fullName).toBe(full);
    });
  }
});
