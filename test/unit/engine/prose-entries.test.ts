/**
 * Jobs written as sentences, one per line, in an experience section without entry headers; and
 * sections with headers left as they were.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer, e.start],
  );

describe('jobs written as sentences', () => {
  const cases: Array<[string, string, string[], [string, string | null, string][]]> = [
    ['it', 'Esperienza lavorativa', ["Promoter per l'azienda Eventi Milano in occasione della fiera del mobile, aprile 2017.", 'Cameriera presso Ristorante Da Mario, Milano, estate 2019.'], [['Promoter', 'Eventi Milano', '2017-04'], ['Cameriera', 'Ristorante Da Mario', '2019']]],
    ['es', 'Experiencia laboral', ['Camarera en la empresa Hostelería Giralda durante la temporada de verano, julio de 2018.', 'Dependienta para la empresa Modas López en la campaña de Navidad, diciembre de 2019.'], [['Camarera', 'Hostelería Giralda', '2018-07'], ['Dependienta', 'Modas López', '2019-12']]],
    ['fr', 'Expérience', ['Serveuse chez Brasserie du Port pendant la saison estivale, juillet 2018.', 'Vendeuse pour la société Boulangeries Martin lors des fêtes, décembre 2019.'], [['Serveuse', 'Brasserie du Port', '2018-07'], ['Vendeuse', 'Boulangeries Martin', '2019-12']]],
    ['en', 'Experience', ['Waitress at Harbour Grill during the summer season, July 2018.', 'Sales assistant at Northwind Stores for the Christmas campaign, December 2019.'], [['Waitress', 'Harbour Grill', '2018-07'], ['Sales assistant', 'Northwind Stores', '2019-12']]],
    ['de', 'Berufserfahrung', ['Aushilfe im Service, Sommer 2017, ohne feste Stelle.', 'Kellnerin bei Gasthaus Zur Linde in der Sommersaison, Juli 2018.', 'Verkäuferin bei Muster Moden im Weihnachtsgeschäft, Dezember 2019.'], [['Aushilfe im Service', null, '2017'], ['Kellnerin', 'Gasthaus Zur Linde', '2018-07'], ['Verkäuferin', 'Muster Moden', '2019-12']]],
    ['pt', 'Experiência', ['Garçonete no Restaurante Sabor durante a temporada de verão, julho de 2018.', 'Vendedora na empresa Modas Costa na campanha de Natal, dezembro de 2019.'], [['Garçonete', 'Restaurante Sabor', '2018-07'], ['Vendedora', 'Modas Costa', '2019-12']]],
  ];
  for (const [lang, heading, lines, want] of cases) {
    it(`reads each sentence that opens with a role and carries a date as one job (${lang})`, () => {
      expect(entries(heading, lines), lang).toEqual(want);
    });
  }
});

describe('sections with entry headers', () => {
  it('keeps the anchored entries when descriptions open with role words', () => {
    const got = entries('Experience', [
      { text: 'Sales Manager', bold: true, cells: [[300, 'Northwind Traders']] },
      'Jan 2019 – Present',
      'Manager of a team of eight, promoted in 2020.',
      { text: 'Account Executive', bold: true, cells: [[300, 'Contoso Ltd']] },
      'Mar 2015 – Dec 2018',
      'Assistant to the sales director until 2016.',
    ]);
    expect(got).toEqual([
      ['Sales Manager', 'Northwind Traders', '2019-01'],
      ['Account Executive', 'Contoso Ltd', '2015-03'],
    ]);
  });
});

describe('entries laid out over header lines', () => {
  it('keeps them when a description line opens with a role and carries a year', () => {
    const got = entries('Clinical Experience', [
      { text: 'Senior Staff Nurse (Band 6), Critical Care Unit', bold: true, cells: [[420, 'March 2020 – Present']] },
      'Northbridge Hospitals Trust, Manchester',
      'Practice supervisor and assessor for the student nurses of the unit in 2022.',
      { text: 'Staff Nurse (Band 5), Acute Medical Unit', bold: true, cells: [[420, 'Sept 2016 – Feb 2020']] },
      "St Aldwyn's Hospital, Stockport",
      'Mentor to the newly qualified nurses of the ward in 2018.',
      { text: 'Healthcare Assistant', bold: true, cells: [[420, 'June 2013 – Aug 2016']] },
      'Meadowcroft Care Home, Bolton',
    ]);
    expect(got.map((e) => e[1])).toEqual(['Northbridge Hospitals Trust', "St Aldwyn's Hospital", 'Meadowcroft Care Home']);
  });
});
