/**
 * A certificates list in pairs (fictional names): the certificate with its year on one line, its
 * issuer alone on the line below in the same type, in six languages. The issuer lines are no
 * certificates.
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Laura Montese', size: 18, bold: true }, 'laura.montese@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });
const dated = (text: string, year: string): LineSpec => ({ text, cells: [[400, year]] });

function certsOf(lines: (LineSpec | string)[]) {
  return extractCertifications(buildLayout(documentOf([...head, ...lines])).sections).map((c) => [c.name, c.issuer, c.date]);
}

describe('the issuer on the line below each dated certificate', () => {
  it.each([
    ['en', 'Certifications', 'Scrum Master Certified', 'Data Protection Officer'],
    ['it', 'Certificazioni', 'Scrum Master Certificato', 'Responsabile protezione dati'],
    ['es', 'Certificaciones', 'Scrum Master Certificado', 'Delegado de Protección de Datos'],
    ['fr', 'Certifications', 'Scrum Master Certifié', 'Délégué à la protection des données'],
    ['de', 'Zertifikate', 'Zertifizierter Scrum Master', 'Datenschutzbeauftragter'],
    ['pt', 'Certificações', 'Scrum Master Certificado', 'Encarregado de Proteção de Dados'],
  ])('%s: "%s"', (_lang, title, first, second) => {
    const certs = certsOf([heading(title), dated(first, '2021'), 'Northwind Agile', dated(second, '2019'), 'Eastfield Privacy Board']);
    expect(certs).toEqual([
      [first, 'Northwind Agile', '2021'],
      [second, 'Eastfield Privacy Board', '2019'],
    ]);
  });

  it('undated certificates in a list are not taken for issuers', () => {
    const certs = certsOf([heading('Certifications'), dated('Scrum Master Certified', '2021'), 'Google Analytics Individual Qualification', 'Data Protection Officer']);
    expect(certs.map((c) => c[0])).toEqual(['Scrum Master Certified', 'Google Analytics Individual Qualification', 'Data Protection Officer']);
  });
});
