/**
 * "Cashier, City Market, York (Since 1st March 2012 – August 2015)": a date in parentheses opened
 * by the word that introduces it ("Since", "dal", "desde", "depuis", "seit", "von", "de"). The
 * parenthesis and that word go with the date: the employer and its town stay clean.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf } from './synthetic-document.ts';

const cases: Array<[string, string, string, [string, string, string], [string, string, string]]> = [
  ['en', 'Work Experience', 'Cashier, City Market, York (Since 1st March 2012 – August 2015)', ['Cashier', 'City Market', 'York'], ['Store Manager', 'Global Retail Ltd', 'Leeds']],
  ['it', 'Esperienza Lavorativa', 'Cassiera, Supermercato Verdi, Padova (dal 2012 al 2015)', ['Cassiera', 'Supermercato Verdi', 'Padova'], ['Commessa', 'Negozi Bianchi S.r.l.', 'Verona']],
  ['es', 'Experiencia Laboral', 'Cajera, Mercado Central, Cádiz (desde 2012 hasta 2015)', ['Cajera', 'Mercado Central', 'Cádiz'], ['Dependienta', 'Tiendas del Sur S.L.', 'Sevilla']],
  ['fr', 'Expérience Professionnelle', 'Caissière, Marché Central, Lille (de 2012 à 2015)', ['Caissière', 'Marché Central', 'Lille'], ['Vendeuse', 'Boutiques Dubois SARL', 'Lyon']],
  ['de', 'Berufserfahrung', 'Kassiererin, Markthalle Nord, Linz (von 2012 bis 2015)', ['Kassiererin', 'Markthalle Nord', 'Linz'], ['Verkäuferin', 'Modehaus Schmidt GmbH', 'Wels']],
  ['pt', 'Experiência Profissional', 'Operadora de Caixa, Mercado Central, Braga (de 2012 a 2015)', ['Operadora de Caixa', 'Mercado Central', 'Braga'], ['Vendedora', 'Lojas Costa Ltda', 'Porto']],
];

describe('experience: a date in parentheses opened by its introducing word', () => {
  for (const [lang, heading, line, expected, [t1, o1, p1]] of cases) {
    it(`keeps the parenthesis and the word out of the employer (${lang})`, () => {
      const got = extractExperience(
        buildLayout(
          documentOf([
            { text: 'Ana Exemplo', size: 20, bold: true },
            { text: heading, size: 13, bold: true, gap: 10 },
            { text: `${t1}, ${o1}, ${p1} (Since 2018 – 2020)`, bold: true, gap: 4 },
            'Managed the shop and the key accounts of the region for the owner.',
            { text: line, bold: true, gap: 4 },
            'Handled the till and the stock of the shop for the owner.',
          ]),
        ).sections,
      ).map((e) => [e.title, e.employer, e.location]);
      expect(got).toEqual([[t1, o1, p1], expected]);
    });
  }
});
