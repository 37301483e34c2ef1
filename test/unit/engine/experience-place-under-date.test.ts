/**
 * "Title" / "January 2021 - Present (4 years 6 months)" / "Manchester, England, United Kingdom": a
 * LinkedIn export sets each role's place on the line under its dates. That line was read as the
 * header of the next role (each place went one entry down, and a place glued to the next employer
 * gave "France Banque Centrale"). When the first entry sets a place-only line under its date, every
 * entry's such line is its own.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 15, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer, e.location],
  );

type Role = [title: string, dates: string, place: string];
const cases: Array<[string, string, [string, Role[]][]]> = [
  ['en', 'Experience', [['Northwind Logistics', [['Operations Manager', 'January 2021 - Present (4 years 6 months)', 'Manchester, England, United Kingdom'], ['Shift Supervisor', 'March 2018 - December 2020 (2 years 10 months)', 'Leeds, England, United Kingdom']]], ['Contoso Bank', [['Business Analyst', 'September 2015 - February 2018 (2 years 6 months)', 'London, England, United Kingdom']]]]],
  ['it', 'Esperienza', [['Logistica Nord', [['Responsabile operativo', 'gennaio 2021 - Presente (4 anni 6 mesi)', 'Milano, Lombardia, Italia'], ['Capoturno', 'marzo 2018 - dicembre 2020 (2 anni 10 mesi)', 'Bergamo, Lombardia, Italia']]], ['Banca Centrale', [['Analista', 'settembre 2015 - febbraio 2018 (2 anni 6 mesi)', 'Roma, Lazio, Italia']]]]],
  ['es', 'Experiencia', [['Logística Norte', [['Jefa de operaciones', 'enero de 2021 - actualidad (4 años 6 meses)', 'Madrid, Comunidad de Madrid, España'], ['Supervisora de turno', 'marzo de 2018 - diciembre de 2020 (2 años 10 meses)', 'Getafe, Comunidad de Madrid, España']]], ['Banco Central', [['Analista', 'septiembre de 2015 - febrero de 2018 (2 años 6 meses)', 'Sevilla, Andalucía, España']]]]],
  ['fr', 'Expérience', [['Logistique Nord', [['Responsable des opérations', 'janvier 2021 - Present (4 ans 6 mois)', 'Lyon, Auvergne-Rhône-Alpes, France'], ['Chef d’équipe', 'mars 2018 - décembre 2020 (2 ans 10 mois)', 'Grenoble, Auvergne-Rhône-Alpes, France']]], ['Banque Centrale', [['Analyste', 'septembre 2015 - février 2018 (2 ans 6 mois)', 'Paris, Île-de-France, France']]]]],
  ['de', 'Berufserfahrung', [['Logistik Nord', [['Betriebsleiterin', 'Januar 2021 - Present (4 Jahre 6 Monate)', 'Hamburg, Deutschland'], ['Schichtleiterin', 'März 2018 - Dezember 2020 (2 Jahre 10 Monate)', 'Bremen, Deutschland']]], ['Zentralbank', [['Analystin', 'September 2015 - Februar 2018 (2 Jahre 6 Monate)', 'Frankfurt, Hessen, Deutschland']]]]],
  ['pt', 'Experiência', [['Logística Norte', [['Gerente de operações', 'janeiro de 2021 - Present (4 anos 6 meses)', 'São Paulo, Brasil'], ['Supervisora de turno', 'março de 2018 - dezembro de 2020 (2 anos 10 meses)', 'Campinas, Brasil']]], ['Banco Central', [['Analista', 'setembro de 2015 - fevereiro de 2018 (2 anos 6 meses)', 'Rio de Janeiro, Brasil']]]]],
];

describe('experience: a place under each date (LinkedIn export)', () => {
  for (const [lang, heading, groups] of cases) {
    it(`keeps each role's place with its role (${lang})`, () => {
      const lines: LineSpec[] = groups.flatMap(([org, roles]) => [
        { text: org, size: 12, gap: 6 },
        ...roles.flatMap(([title, dates, place]) => [{ text: title, size: 11, gap: 4 }, { text: dates }, { text: place }]),
      ]);
      expect(entries(heading, lines)).toEqual(groups.flatMap(([org, roles]) => roles.map(([title, , place]) => [title, org, place])));
    });
  }
});
