/**
 * Certifications read from documents written here (fictional names and issuers).
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Marta Quintavalle', size: 18, bold: true }, 'marta.quintavalle@example.org'];

function certsOf(lines: (LineSpec | string)[]) {
  return extractCertifications(buildLayout(documentOf([...head, ...lines])).sections).map((c) => [c.name, c.issuer, c.date]);
}

describe('certifications', () => {
  it('reads a date written before the name, not as the previous name going on', () => {
    const certs = certsOf([
      { text: 'Certificaciones', bold: true, size: 13, gap: 10 },
      { text: 'abril de 2019', cells: [[160, 'Curso de suturas avanzadas']] },
      { text: 'marzo de 2016', cells: [[160, 'Soporte Vital Avanzado (SVA), Consejo Europeo de Reanimación']] },
    ]);
    expect(certs.map((c) => c[0])).toEqual(['Curso de suturas avanzadas', 'Soporte Vital Avanzado (SVA), Consejo Europeo de Reanimación']);
    expect(certs.map((c) => c[2])).toEqual(['2019-04', '2016-03']);
  });

  it('leaves out a label over a web address in a plain-text list', () => {
    const certs = certsOf([
      { text: 'Certificaciones', bold: true, size: 13, gap: 10 },
      'Soporte Vital Básico (SVB)',
      'Enlaces',
      'https://www.example.org/in/marta-quintavalle',
    ]);
    expect(certs.map((c) => c[0])).toEqual(['Soporte Vital Básico (SVB)']);
  });

  it('leaves driving licences out', () => {
    const certs = certsOf([
      { text: 'Certificazioni', bold: true, size: 13, gap: 10 },
      'Scrum Master Certificato – Ente Agile Nord',
      'Patente di guida B',
      'Patentino per carrelli elevatori',
    ]);
    expect(certs.map((c) => c[0])).toEqual(['Scrum Master Certificato', 'Patentino per carrelli elevatori']);
  });

  it('takes a lighter short line under a bold name as its issuer, and a lone date line as its date', () => {
    const certs = certsOf([
      { text: 'Certifications', bold: true, size: 13, gap: 10 },
      { text: 'Certified Harbour Logistics Planner', bold: true },
      { text: 'Northwind Maritime Institute', size: 9 },
      { text: 'Advanced Cold Chain Operator', bold: true },
      { text: 'Valdoria Freight Council', size: 9 },
      '2021',
    ]);
    expect(certs).toEqual([
      ['Certified Harbour Logistics Planner', 'Northwind Maritime Institute', null],
      ['Advanced Cold Chain Operator', 'Valdoria Freight Council', '2021'],
    ]);
  });

  it('reads a certifications heading that opens a line of another section', () => {
    const certs = certsOf([
      { text: 'Compétences', bold: true, size: 13, gap: 10 },
      'Typographie, mise en page',
      { text: 'CERTIFICATIONS', cells: [[160, 'Certificat de Design Numérique – Atelier Morvan – 2016']] },
    ]);
    expect(certs).toEqual([['Certificat de Design Numérique', 'Atelier Morvan', '2016']]);
  });

  it('leaves a degree line read as a certifications heading to the education step', () => {
    const certs = certsOf([
      { text: 'Formation', bold: true, size: 13, gap: 10 },
      'Master Systèmes embarqués',
      'Université de Valbrume',
      { text: 'Licence professionnelle Génie électrique', bold: true, size: 13, gap: 10 },
      'Université de Valbrume',
      'juillet 2014',
    ]);
    expect(certs).toEqual([]);
  });
});
