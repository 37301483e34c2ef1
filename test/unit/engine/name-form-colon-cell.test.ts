/**
 * A personal-details form set with tab stops, under an agency's banner: "Name ⇥ : Jane Doe" (the colon opens the
 * value's cell) or "Name ⇥ : ⇥ Jane Doe" (the colon has a cell of its own). The value is the name; the label's cell
 * and the label stacked under it ("Name" over "Nationality") are not.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };
const form = (label: string, value: string, ownColon: boolean): LineSpec =>
  ownColon ? { text: label, cells: [[150, ':'], [165, value]] } : { text: label, cells: [[150, `: ${value}`]] };

const CASES: Array<[string, string, string, string, string]> = [
  ['en', 'Name', 'Nationality', 'Singaporean', 'PROFESSIONAL EXPERIENCE'],
  ['it', 'Nome e cognome', 'Nazionalità', 'Italiana', 'ESPERIENZA PROFESSIONALE'],
  ['es', 'Nombre completo', 'Nacionalidad', 'Española', 'EXPERIENCIA PROFESIONAL'],
  ['fr', 'Nom et prénom', 'Nationalité', 'Française', 'EXPÉRIENCE PROFESSIONNELLE'],
  ['de', 'Vorname Name', 'Nationalität', 'Deutsch', 'BERUFSERFAHRUNG'],
  ['pt', 'Nome completo', 'Nacionalidade', 'Portuguesa', 'EXPERIÊNCIA PROFISSIONAL'],
];

describe('a name in a tab-stop form whose colon sits in the value cell', () => {
  for (const ownColon of [false, true]) {
    it.each(CASES)(`%s (colon ${ownColon ? 'in its own cell' : 'opening the value'})`, (_lang, nameLabel, natLabel, nat, heading) => {
      const doc = documentOf([
        { text: 'TALENT PARTNERS FOR THE FUNDS INDUSTRY', bold: true },
        'LONDON | SINGAPORE | HONG KONG',
        form(nameLabel, 'Meera Rajan', ownColon),
        form(natLabel, nat, ownColon),
        { text: heading, bold: true, gap: 8 },
        'Acme Capital Pte Ltd  2019 – 2024',
        'Fund Controller',
      ]);
      expect(runEngine(doc, REFERENCE).personal.fullName).toBe('Meera Rajan');
    });
  }
});
