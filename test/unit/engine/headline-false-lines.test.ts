/**
 * Lines set under the name like a headline that are none: a list item, a street address, a
 * company's or a school's name, the employer of a job below, a list of skills. The latest role's
 * title is the candidate's title then, in each language; a headline mixing a role and skills stays.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const profileOf = (texts: (LineSpec | string)[]) => runEngine(documentOf(texts), { referenceDate: new Date(Date.UTC(2025, 5, 1)) });
// [experience heading, present word, role, employer]
const BODY: Record<string, [string, string, string, string]> = {
  en: ['WORK EXPERIENCE', 'Present', 'Store Manager', 'Northwind Group'],
  it: ['ESPERIENZA PROFESSIONALE', 'oggi', 'Responsabile di negozio', 'Gruppo Valtellina'],
  es: ['EXPERIENCIA LABORAL', 'actualidad', 'Encargada de tienda', 'Almacenes Duero'],
  fr: ['EXPÉRIENCE PROFESSIONNELLE', "aujourd'hui", 'Responsable de magasin', 'Maison Garonne'],
  de: ['BERUFSERFAHRUNG', 'heute', 'Filialleiterin', 'Modehaus Tessin'],
  pt: ['EXPERIÊNCIA PROFISSIONAL', 'atual', 'Gerente de loja', 'Lojas Mondego'],
};

function cv(lang: string, under: string | ((employer: string) => string)): (LineSpec | string)[] {
  const [experience, present, role, employer] = BODY[lang]!;
  return [
    { text: 'Carla Reyes', size: 22, bold: true },
    { text: typeof under === 'string' ? under : under(employer), size: 13 },
    '+34 612 345 678 | carla@example.com',
    { text: experience, bold: true, size: 12, gap: 8 },
    `01/2020 – ${present}`,
    `${role}, ${employer}, Lisboa`,
  ];
}

describe('a line under the name that is no headline', () => {
  it.each([
    ['en', '• Reduced reporting time by 30%'],
    ['it', '• Riduzione dei tempi di consegna del 20%'],
    ['es', '• Coordinación de un equipo de 8 personas'],
    ['fr', '• Migration de 40 services vers Kubernetes'],
    ['de', '• Wartung von 120 Schaltanlagen'],
    ['pt', '• Implementação de um novo ERP'],
  ])('%s: a list item, %s', (lang, item) => {
    expect(profileOf(cv(lang, item)).jobProfile.title).toBe(BODY[lang]![2]);
  });

  it.each([
    ['en', '14 Mill Lane, Leeds LS6 2AB'],
    ['it', 'Via Saragozza 45, 40123 Bologna'],
    ['es', 'Calle Colón 22, 46004 Valencia'],
    ['fr', '18 rue Mercière, 69002 Lyon'],
    ['de', 'Hauptstraße 12, 04107 Leipzig'],
    ['pt', 'Avenida da Boavista 1203, Porto'],
  ])('%s: a street address, %s', (lang, address) => {
    expect(profileOf(cv(lang, address)).jobProfile.title).toBe(BODY[lang]![2]);
  });

  it.each([
    ['en', 'Brightwell Logistics Ltd'],
    ['it', 'Liceo Scientifico Galileo Galilei'],
    ['fr', 'Solvéa Informatique SAS'],
    ['de', 'Kalwitz Anlagenbau GmbH'],
    ['pt', 'Tecnoduro Sistemas Lda'],
    ['es', 'Universidad de Valencia'],
  ])('%s: a company or a school, %s', (lang, org) => {
    expect(profileOf(cv(lang, org)).jobProfile.title).toBe(BODY[lang]![2]);
  });

  it.each(Object.keys(BODY))('%s: the employer of the job below', (lang) => {
    expect(profileOf(cv(lang, (employer) => employer)).jobProfile.title).toBe(BODY[lang]![2]);
  });

  it.each([
    ['en', 'Python · SQL · Tableau · Excel'],
    ['it', 'Python | SAP | Excel'],
    ['es', 'Cuidados intensivos · Triaje · Excel'],
    ['fr', 'Java · Spring · Docker · PostgreSQL'],
    ['de', 'SPS · Siemens S7 · Scrum'],
    ['pt', 'Java, SQL, Scrum'],
  ])('%s: a list of skills, %s', (lang, skills) => {
    expect(profileOf(cv(lang, skills)).jobProfile.title).toBe(BODY[lang]![2]);
  });

  it.each([
    ['en', 'Data Analyst | Python | SQL', 'Data Analyst'],
    ['fr', 'Ingénieure logiciel · Full-stack', 'Ingénieure logiciel · Full-stack'],
    ['it', 'Ingegnere gestionale / Responsabile di produzione', 'Ingegnere gestionale / Responsabile di produzione'],
  ])('%s: keeps a headline that names a role beside skills, %s', (lang, headline, title) => {
    expect(profileOf(cv(lang, headline)).jobProfile.title).toBe(title);
  });
});
