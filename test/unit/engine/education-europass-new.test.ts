/**
 * The new Europass form (the online editor's PDF): a date and place line, the qualification in
 * capitals with the school after it in plain type on one line, then field lines whose labels open
 * the line without a colon ("Address …", "Level in EQF …"). Six languages, fictional schools.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2026, 5, 1)) };

describe('the new Europass education form', () => {
  it.each([
    ['en', 'EDUCATION AND TRAINING', "BACHELOR'S DEGREE IN ECONOMICS University of Northbrook", 'University of Northbrook', 'Address Main Street 1, 12345 Northbrook (United Kingdom)', 'Level in EQF EQF level 6', 6],
    ['it', 'ISTRUZIONE E FORMAZIONE', 'LAUREA MAGISTRALE IN INGEGNERIA GESTIONALE Politecnico di Corvara', 'Politecnico di Corvara', 'Indirizzo Via Roma 12, 20100 Corvara (Italia)', 'Livello EQF Livello 7 EQF', 7],
    ['es', 'EDUCACIÓN Y FORMACIÓN', 'BACHILLERATO DE CIENCIAS SOCIALES IES Los Almendros', 'IES Los Almendros', 'Dirección Calle Mayor 3, 28001 Valdemora (España)', 'Nota final 8,5', 3],
    ['fr', 'ÉDUCATION ET FORMATION', 'MASTER CONTRÔLE DE GESTION Université de Valbrume', 'Université de Valbrume', 'Adresse 1 rue des Écoles, 75005 Valbrume (France)', 'Niveau CEC Niveau 7 du CEC', 7],
    ['de', 'SCHUL- UND BERUFSBILDUNG', 'MASTER OF SCIENCE WIRTSCHAFTSINFORMATIK Universität Falkenau', 'Universität Falkenau', 'Adresse Hauptstraße 5, 10115 Falkenau (Deutschland)', 'Abschlussnote 1,7', 7],
    ['pt', 'EDUCAÇÃO E FORMAÇÃO', 'MESTRADO EM ENGENHARIA CIVIL Universidade do Montalvo', 'Universidade do Montalvo', 'Endereço Rua Direita 7, 1000-100 Montalvo (Portugal)', 'Nível QEQ Nível 7 do QEQ', 7],
  ])('%s: the school after the capitals, the address a detail', (_lang, heading, titleLine, school, address, field, level) => {
    const lines: (LineSpec | string)[] = [
      { text: 'Marta Oreno', size: 18, bold: true },
      'marta.oreno@example.org',
      { text: heading, size: 13, bold: true, gap: 10 },
      { text: '01/09/2016 – 30/06/2018 Corvara', size: 8 },
      { text: titleLine, bold: true },
      { text: address, size: 8 },
      { text: field, size: 8 },
    ];
    const [entry] = runEngine(documentOf(lines), REFERENCE).education;
    expect([entry?.degree, entry?.institution, entry?.isced, entry?.end]).toEqual([titleLine.slice(0, -school.length - 1), school, level, '2018-06']);
  });

  it('keeps a line wholly in capitals whole: a degree, the school on the line below', () => {
    const profile = runEngine(
      documentOf([
        { text: 'Marta Oreno', size: 18, bold: true },
        'marta.oreno@example.org',
        { text: 'Education', size: 13, bold: true, gap: 10 },
        { text: '2012 – 2016', bold: true },
        { text: 'MASTER IN BUSINESS ADMINISTRATION', bold: true },
        'Westfield Business School',
      ]),
      REFERENCE,
    );
    expect(profile.education.map((e) => [e.degree, e.institution])).toEqual([['MASTER IN BUSINESS ADMINISTRATION', 'Westfield Business School']]);
  });
});
