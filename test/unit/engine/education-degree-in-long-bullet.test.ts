/**
 * A school's row with its dates, then the degree as the first bullet, written on as a sentence ("• Grado en
 * Ingeniería informática con 158/240 créditos completados, todos los cursados, con GPA de 3.1/4"): the degree is
 * the clause before the detail.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };

describe('a degree opening a long bullet under its school', () => {
  it.each([
    ['es', 'Educación', 'Universidad de Nortevía', 'Septiembre de 2016 - Hoy', '• Grado en Ingeniería Informática con 158/240 créditos completados, todos los cursados, con una nota media de 7,75 sobre 10.', 'Grado en Ingeniería Informática'],
    ['en', 'Education', 'Northfield University', 'September 2016 - Present', '• Bachelor of Science in Computer Science with 158 of 240 credits completed so far, all of them passed, and a GPA of 3.1 out of 4.', 'Bachelor of Science in Computer Science'],
    ['it', 'Istruzione', 'Università di Valtella', 'Settembre 2016 - oggi', '• Laurea triennale in Ingegneria Informatica con 158 crediti su 180 già conseguiti, tutti gli esami sostenuti e una media di 27 su 30.', 'Laurea triennale in Ingegneria Informatica'],
    ['fr', 'Formation', 'Université de Boréal', 'Septembre 2016 - Aujourd’hui', '• Licence en informatique avec 158 crédits sur 180 déjà validés, tous les examens réussis et une moyenne de 14 sur 20 à ce jour.', 'Licence en informatique'],
    ['de', 'Ausbildung', 'Universität Nordwind', 'September 2016 - heute', '• Bachelor Informatik mit bisher 158 von 180 Leistungspunkten, alle Prüfungen bestanden, Notendurchschnitt derzeit bei 1,9 im Studium.', 'Bachelor Informatik'],
    ['pt', 'Formação', 'Universidade de Atlântida', 'Setembro de 2016 - Atual', '• Licenciatura em Engenharia Informática com 158 de 180 créditos já concluídos, todas as cadeiras feitas e média de 15 valores até agora.', 'Licenciatura em Engenharia Informática'],
  ])('%s', (_lang, heading, school, dates, bullet, degree) => {
    const profile = runEngine(
      documentOf([
        { text: 'Juan Casares', size: 20, bold: true },
        'juan.casares@example.org',
        { text: heading, size: 12, bold: true, gap: 8 },
        { text: school, cells: [[400, dates]] },
        bullet,
      ]),
      REFERENCE,
    );
    expect(profile.education.map((e) => [e.degree, e.institution])).toEqual([[degree, school]]);
  });
});
