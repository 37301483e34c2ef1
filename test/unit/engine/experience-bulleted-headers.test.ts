/**
 * Entry headers decorated with a bullet: "• Sales Manager – Harbour Freight Ltd" set bold right
 * above a line holding only the date, the description's items regular. The bullet line is the
 * entry's header (it was read as a description item, the entry left with no title or employer).
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
  ['en', 'Work Experience', ['Sales Manager', 'Harbour Freight Ltd', 'Jan 2021 – Present'], ['Cashier', 'City Market', '2016 – 2018'], 'Managed a team of five people and the key accounts of the region.'],
  ['it', 'Esperienza Lavorativa', ['Responsabile Vendite', 'Trasporti Rossi S.r.l.', 'gen 2021 – oggi'], ['Cassiera', 'Supermercato Verdi', '2016 – 2018'], 'Gestione di un gruppo di cinque persone e dei clienti principali della zona.'],
  ['es', 'Experiencia Laboral', ['Jefa de Ventas', 'Transportes Norte S.L.', 'ene. 2021 – actualidad'], ['Cajera', 'Mercado Central', '2016 – 2018'], 'Gestión de un equipo de cinco personas y de las cuentas clave de la zona.'],
  ['fr', 'Expérience Professionnelle', ['Responsable des Ventes', 'Transports Martin SARL', 'janv. 2021 – aujourd’hui'], ['Caissière', 'Marché Central', '2016 – 2018'], 'Gestion d’une équipe de cinq personnes et des comptes clés de la région.'],
  ['de', 'Berufserfahrung', ['Vertriebsleiterin', 'Muster Transporte GmbH', '01/2021 – heute'], ['Kassiererin', 'Markthalle Nord', '2016 – 2018'], 'Führung eines Teams von fünf Personen und Betreuung der Schlüsselkunden der Region.'],
  ['pt', 'Experiência Profissional', ['Gerente de Vendas', 'Transportes Silva Ltda', 'jan/2021 – atual'], ['Operadora de Caixa', 'Mercado Central', '2016 – 2018'], 'Gestão de uma equipe de cinco pessoas e das contas principais da região.'],
];

describe('experience: a bold bulleted header above a date line', () => {
  for (const [lang, heading, [t1, o1, d1], [t2, o2, d2], desc] of cases) {
    it(`reads the bullet line as the entry's header (${lang})`, () => {
      const got = entries(heading, [
        { text: `• ${t1} – ${o1}`, bold: true, gap: 4 },
        d1,
        { text: `◦ ${desc}`, x: 60 },
        { text: `• ${t2} – ${o2}`, bold: true, gap: 4 },
        d2,
        { text: `◦ ${desc}`, x: 60 },
      ]);
      expect(got.map((e) => e.slice(0, 2))).toEqual([
        [t1, o1],
        [t2, o2],
      ]);
    });
  }
  it('keeps a regular bulleted item above a date line in the description', () => {
    const layout = buildLayout(
      documentOf([
        { text: 'Ana Exemplo', size: 20, bold: true },
        { text: 'Work Experience', size: 13, bold: true, gap: 10 },
        { text: '• Sales Manager – Harbour Freight Ltd', bold: true, gap: 4 },
        '2019 – 2021',
        '• Key accounts of the region',
        { text: '• Cashier – City Market', bold: true, gap: 4 },
        '2016 – 2018',
      ]),
    );
    const got = extractExperience(layout.sections);
    expect(got.map((e) => [e.title, e.employer])).toEqual([
      ['Sales Manager', 'Harbour Freight Ltd'],
      ['Cashier', 'City Market'],
    ]);
    expect(got[0]!.description).toContain('Key accounts of the region');
  });
});
