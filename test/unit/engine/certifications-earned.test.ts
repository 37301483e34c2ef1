/**
 * A certificate earned, written as a line of an education entry (fictional names): "Completed
 * certificate course on …", "Member of … Certified …", in six languages. A degree reported so, or
 * a certificate word alone, is no certification.
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Noemi Valdarno', size: 18, bold: true }, 'noemi.valdarno@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

function certsOf(lines: (LineSpec | string)[]): string[] {
  return extractCertifications(buildLayout(documentOf([...head, ...lines])).sections).map((c) => c.name);
}

describe('a certificate earned, in a line of an education entry', () => {
  it.each([
    ['en', 'Education', '2008  Northgate Institute of Accountancy', 'Completed certificate course on valuation', 'Certificate course on valuation'],
    ['en', 'Education', '2010  Bachelor of Commerce, Eastfield University', 'Member of Certified Practising Accountants of Westland', 'Certified Practising Accountants of Westland'],
    ['it', 'Istruzione', '2015  Laurea in Economia, Università di Valbruna', 'Conseguito il certificato di revisore contabile', 'Certificato di revisore contabile'],
    ['es', 'Formación', '2014  Grado en Derecho, Universidad de Sierralta', 'Obtenido el certificado de mediador civil', 'Certificado de mediador civil'],
    ['fr', 'Formation', '2016  Master en finance, Université de Valmont', 'Obtenu le certificat de gestion de patrimoine', 'Certificat de gestion de patrimoine'],
    ['de', 'Ausbildung', '2012  Bachelor in BWL, Hochschule Lindenau', 'Erwerb des Zertifikats Bilanzbuchhalter (IHK)', 'Zertifikats Bilanzbuchhalter (IHK)'],
    ['pt', 'Formação', '2017  Licenciatura em Contabilidade, Universidade de Serrado', 'Membro da Ordem dos Contabilistas Certificados', 'Ordem dos Contabilistas Certificados'],
  ])('%s: "%s" section, the line under the entry', (_lang, title, entry, line, name) => {
    expect(certsOf([heading(title), entry, line])).toEqual([name]);
  });

  it.each([
    ['a certificate course of study named alone', 'Graduate Certificate in Data Science'],
    ['a degree reported as completed', 'Completed a Master of Science in Finance'],
    ['a certificate word with nothing named', 'Abschluss mit Zertifikat'],
    ['a certificate word without an opening verb', 'Certificate of merit for academic excellence'],
  ])('%s is none', (_what, line) => {
    expect(certsOf([heading('Education'), '2012  Bachelor of Arts, Eastfield University', line])).toEqual([]);
  });
});
