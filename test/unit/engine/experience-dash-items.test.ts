/**
 * Jobs listed one a line, each "Role – Employer (dates)" (a Word bullet list of jobs, each item
 * with its sub-list of duties): the role ends at the dash, the employer follows it up to the
 * bracket, comma or date that closes it. Invented people and employers.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer, e.start],
  );

const cases: Array<[string, string, [string, string, string], [string, string, string], string]> = [
  ['en', 'WORK EXPERIENCE', ['Graphic Designer', 'Kestrel Digital', '(06/2021 – 08/2024)'], ['Sales Assistant', 'Silverline Retail Group', '(03/2018 – 05/2021)'], 'Prepared monthly reports for the board'],
  ['it', 'ESPERIENZE PROFESSIONALI', ['Contabile', 'Alpimed S.r.l.', '(marzo 2020 – oggi)'], ['Addetto vendite', 'Gruppo Lanterna', '(gennaio 2017 – febbraio 2020)'], 'Gestione dei rapporti con i fornitori'],
  ['es', 'EXPERIENCIA PROFESIONAL', ['Ingeniero mecánico', 'Talleres Guadalmina', '(04/2019 – actualidad)'], ['Auxiliar administrativo', 'Soluciones Tajo S.A.', '(09/2016 – 03/2019)'], 'Negociación con proveedores'],
  ['fr', 'EXPÉRIENCE PROFESSIONNELLE', ['Chef de projet', 'Transports Garonne', '(05.2021 – 10.2024)'], ['Conseiller clientèle', 'Clinique des Tilleuls', '(12.2017 – 04.2021)'], 'Préparation des rapports mensuels'],
  ['de', 'BERUFSERFAHRUNG', ['Projektleiter', 'Alpenwerk Maschinenbau GmbH', '(07/2020 – heute)'], ['Sachbearbeiterin', 'Stadtwerke Elbtal', '(02/2016 – 06/2020)'], 'Erstellung monatlicher Berichte'],
  ['pt', 'EXPERIÊNCIA PROFISSIONAL', ['Programador web', 'Construções Tejo Norte', '(08/2022 – presente)'], ['Vendedora', 'Tecnivale S.A.', '(06/2019 – 07/2022)'], 'Elaboração de relatórios mensais'],
];

describe('experience: "Role – Employer (dates)" list items', () => {
  for (const [lang, heading, first, second, duty] of cases) {
    it(`reads the employer after the dash (${lang})`, () => {
      const got = entries(heading, [
        `• ${first[0]} – ${first[1]} ${first[2]}`,
        `   – ${duty}`,
        `• ${second[0]} – ${second[1]} ${second[2]}`,
        `   – ${duty}`,
      ]);
      expect(got.map(([title, employer]) => [title, employer])).toEqual([
        [first[0], first[1]],
        [second[0], second[1]],
      ]);
    });
  }
  it('takes no employer from a lower-case phrase after the dash', () => {
    const got = entries('WORK EXPERIENCE', ['• Warehouse Clerk – various sites (2015 – 2017)', '   – Loading and unloading', '• Delivery Driver – night shifts (2012 – 2015)', '   – Loading and unloading']);
    expect(got.map(([, employer]) => employer)).toEqual([null, null]);
  });
});
