/**
 * A stay at another school written in a degree's description ("• Universität …, Wien — Exchange
 * semester, Spring 2015", "Erasmus presso Universidad de …"), in six languages (fictional names):
 * an education entry of its own, the stay as the degree and the host school as the institution.
 * A line abroad naming no school (a wish to travel, a traineeship at a company) stays description.
 */
import { describe, expect, it } from 'vitest';
import { extractEducation } from '../../../src/screen/entities/education.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Laura Montese', size: 18, bold: true }, 'laura.montese@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });
const cells = (text: string, right: string): LineSpec => ({ text, cells: [[400, right]] });

function entriesOf(lines: (LineSpec | string)[]) {
  return extractEducation(buildLayout(documentOf([...head, ...lines])).sections).map((e) => [e.degree, e.institution, e.end]);
}

describe('a stay abroad inside a degree entry', () => {
  it.each([
    ['en', 'Education', 'University of Eastfield', 'BSc in Economics', '• Universität Lindenau, Lindenau, Austria — Exchange semester, Spring 2015', 'Exchange semester', 'Universität Lindenau'],
    ['en', 'Education', 'University of Eastfield', 'BSc in Economics', '• Exchange semester at the University of Northport, 2015', 'Exchange semester', 'University of Northport'],
    ['it', 'Istruzione', 'Università di Valbruna', 'Laurea in Economia', '• Universidad de Sierralta, Sierralta, Spagna — Semestre Erasmus, Primavera 2015', 'Semestre Erasmus', 'Universidad de Sierralta'],
    ['it', 'Istruzione', 'Università di Valbruna', 'Laurea in Economia', '• Erasmus presso l’Universidad de Sierralta (2015)', 'Erasmus', 'Universidad de Sierralta'],
    ['es', 'Formación', 'Universidad de Sierralta', 'Grado en Economía', '• Università di Valbruna, Valbruna, Italia — Intercambio Erasmus, Primavera 2015', 'Intercambio Erasmus', 'Università di Valbruna'],
    ['fr', 'Formation', 'Université de Valmont', 'Licence en économie', '• Institut Supérieur de Finance, Lindenau — Semestre à l’étranger, Hiver 2015', 'Semestre à l’étranger', 'Institut Supérieur de Finance'],
    ['de', 'Ausbildung', 'Universität Lindenau', 'Bachelor in Betriebswirtschaftslehre', '• Auslandssemester an der Université de Valmont, Winter 2015', 'Auslandssemester', 'Université de Valmont'],
    ['pt', 'Formação', 'Universidade de Serrado', 'Licenciatura em Economia', '• Intercâmbio na Universidad de Sierralta, 2015', 'Intercâmbio', 'Universidad de Sierralta'],
  ])('%s: "%s"', (_lang, title, school, degree, stayLine, stay, host) => {
    const entries = entriesOf([heading(title), cells(school, 'Lindenau'), cells(degree, '2016'), stayLine]);
    expect(entries).toContainEqual([degree, school, '2016']);
    expect(entries).toContainEqual([stay, host, '2015']);
    expect(entries).toHaveLength(2);
  });

  it.each([
    ['it', 'Istruzione', 'Università di Valbruna', 'Laurea in Economia', '• Disponibile a trasferte all’estero'],
    ['en', 'Education', 'University of Eastfield', 'BSc in Economics', '• Erasmus traineeship at Northgate Logistics Ltd, 2015'],
    ['it', 'Istruzione', 'Università di Valbruna', 'Laurea in Economia', '• Tesi svolta durante il periodo Erasmus'],
  ])('%s: no school named, no stay: "%s"', (_lang, title, school, degree, line) => {
    expect(entriesOf([heading(title), cells(school, 'Lindenau'), cells(degree, '2016'), line])).toEqual([[degree, school, '2016']]);
  });
});
