/**
 * Entry headers read on real PDF geometry: a description's items indented without a bullet glyph in
 * the text (an HTML or word-processor list) are no header lines, a bold "Title at Company S.p.A."
 * line closing on a legal form's period is no sentence, and a date wrapped in a narrow date column
 * after its range word ("de décembre 2016 à" / "mars 2020") is one range.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer, e.start, e.current ? 'present' : e.end],
  );

describe('experience: list items indented under a header, no bullet glyph', () => {
  const cases: Array<[string, string, [string, string, string, string, string, string, string, string]]> = [
    ['de', 'Berufserfahrung', ['Weber Logistik GmbH', 'Hamburg', 'Teamleiter Lager', 'heute', 'Einarbeitung neuer Kollegen', 'Sachbearbeiter Versand', 'Planung der Touren', 'Betreuung von Kunden']],
    ['it', 'Esperienza professionale', ['Officine Bassi S.r.l.', 'Modena', 'Responsabile acquisti', 'attuale', 'Gestione dei fornitori', 'Impiegato ufficio acquisti', 'Controllo delle fatture', 'Supporto al magazzino']],
    ['es', 'Experiencia laboral', ['Talleres Norte S.L.', 'Burgos', 'Jefe de taller', 'actualidad', 'Gestión de pedidos', 'Técnico de mantenimiento', 'Control de stock', 'Atención al cliente']],
  ];
  for (const [lang, heading, [org, town, role1, now, item1, role2, item2, item3]] of cases) {
    it(`gives a second role under one employer no indented item as its employer (${lang})`, () => {
      const got = entries(heading, [
        { text: org, bold: true, gap: 4, cells: [[450, town]] },
        { text: role1, cells: [[450, `2022 – ${now}`]] },
        { text: item1, x: 64 },
        { text: role2, cells: [[450, '2019 – 2022']] },
        { text: item2, x: 64 },
        { text: item3, x: 64 },
      ]);
      expect(got).toEqual([
        [role1, org, '2022', 'present'],
        [role2, org, '2019', '2022'],
      ]);
    });
  }

  it('takes no indented item below the date line as the title of a "Title presso Company S.p.A." entry (it)', () => {
    const got = entries('Esperienza professionale', [
      { text: 'Stagista ufficio acquisti presso Lanificio Bassi S.p.A.', bold: true, gap: 4 },
      { text: '2022-06 – attuale | Biella' },
      { text: 'Supporto al controllo di gestione', x: 64 },
      { text: 'Gestione degli ordini', x: 64 },
      { text: 'Addetta alla segreteria presso Cooperativa Sole S.r.l.', bold: true, gap: 4 },
      { text: '2018-11 – 2022-02 | Parma' },
      { text: 'Supporto al controllo di gestione', x: 64 },
    ]);
    expect(got).toEqual([
      ['Stagista ufficio acquisti', 'Lanificio Bassi S.p.A.', '2022-06', 'present'],
      ['Addetta alla segreteria', 'Cooperativa Sole S.r.l.', '2018-11', '2022-02'],
    ]);
  });

  it('keeps the employer line set under the title cell of a date column, the items deeper (pt)', () => {
    const got = entries('Experiência profissional', [
      { text: '10.2021 – atual', gap: 4, cells: [[150, 'Analista financeira']] },
      { text: 'Construtora Horizonte Ltda., Curitiba', x: 150 },
      { text: 'Controle de contas a pagar', x: 164 },
      { text: '07.2019 – 06.2021', gap: 4, cells: [[150, 'Assistente administrativo']] },
      { text: 'Farmácias Bom Jesus S.A., Campinas', x: 150 },
      { text: 'Apoio na implementação do ERP', x: 164 },
    ]);
    expect(got).toEqual([
      ['Analista financeira', 'Construtora Horizonte Ltda.', '2021-10', 'present'],
      ['Assistente administrativo', 'Farmácias Bom Jesus S.A.', '2019-07', '2021-06'],
    ]);
  });
});

describe('experience: a date wrapped in a narrow date column after its range word', () => {
  const cases: Array<[string, string, string, string, string, string, string, string]> = [
    ['fr', 'Expérience professionnelle', 'de décembre 2016 à', 'mars 2020', 'Assistante marketing', 'Boulangeries Dubois SAS', '2016-12', '2020-03'],
    ['it', 'Esperienza professionale', 'dal gennaio 2016 al', 'marzo 2020', 'Impiegata contabile', 'Studio Marchetti S.r.l.', '2016-01', '2020-03'],
    ['de', 'Berufserfahrung', 'von März 2016 bis', 'Mai 2020', 'Sachbearbeiterin Einkauf', 'Weber & Söhne KG', '2016-03', '2020-05'],
    ['en', 'Work Experience', 'from March 2016 to', 'May 2020', 'Marketing Assistant', 'Tidewater Foods plc', '2016-03', '2020-05'],
  ];
  for (const [lang, heading, dateA, dateB, role, org, start, end] of cases) {
    it(`reads the range across the cell's two lines, the title beside it (${lang})`, () => {
      const got = entries(heading, [
        { text: '2021 – 2024', gap: 4, cells: [[180, 'Project Manager']] },
        { text: 'Harcourt Consulting Ltd', x: 180 },
        { text: dateA, gap: 8, cells: [[180, role]] },
        { text: dateB, cells: [[180, org]] },
      ]);
      expect(got[1]).toEqual([role, org, start, end]);
    });
  }
});

describe('experience: header lines of one-line entries, real geometry', () => {
  it('takes no indented item as the title of a "Title | Company | date" line with its town below (it)', () => {
    const got = entries('Esperienza professionale', [
      { text: 'Stagista ufficio acquisti | Lanificio Bassi S.p.A. | novembre 2017 - febbraio 2019', gap: 4 },
      { text: 'Biella' },
      { text: 'Redazione del bilancio di esercizio con il commercialista', x: 64 },
      { text: 'Supporto al controllo di gestione', x: 64 },
      { text: 'Tirocinante amministrativa | Studio Rossi S.r.l. | settembre 2015 - giugno 2017', gap: 4 },
      { text: 'Verona' },
      { text: 'Archiviazione delle pratiche', x: 64 },
    ]);
    expect(got).toEqual([
      ['Stagista ufficio acquisti', 'Lanificio Bassi S.p.A.', '2017-11', '2019-02'],
      ['Tirocinante amministrativa', 'Studio Rossi S.r.l.', '2015-09', '2017-06'],
    ]);
  });

  const wrapped: Array<[string, string, string, string, string, string]> = [
    ['fr', 'Expérience professionnelle', 'Assistante marketing – Boulangeries Dubois SAS, Nantes (juin 2021', '– avr. 2022)', '2021-06', '2022-04'],
    ['es', 'Experiencia laboral', 'Jefe de equipo – Construcciones Olmo S.A., Toledo (octubre 2020', '- agosto 2022)', '2020-10', '2022-08'],
    ['en', 'Work Experience', 'Marketing Assistant – Tidewater Foods plc, Bristol (June 2021', '– April 2022)', '2021-06', '2022-04'],
  ];
  for (const [lang, heading, head, tail, start, end] of wrapped) {
    it(`reads a parenthesised range wrapped before its dash as one range (${lang})`, () => {
      const got = entries(heading, [
        { text: head, gap: 4 },
        { text: tail },
        { text: 'Gestion de projets et suivi du budget annuel avec la direction.', x: 64 },
      ]);
      expect(got.map((e) => [e[2], e[3]])).toEqual([[start, end]]);
    });
  }
});
