/**
 * Certificate names that end with their level after a dash ("… – Associate", "… – Livello 2"), in
 * six languages, and lines listing certificates named with their abbreviation in brackets
 * (fictional issuers).
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Laura Montese', size: 18, bold: true }, 'laura.montese@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

function certsOf(lines: (LineSpec | string)[]) {
  return extractCertifications(buildLayout(documentOf([...head, ...lines])).sections).map((c) => [c.name, c.issuer]);
}

describe('a level after a dash is part of the name', () => {
  it.each([
    ['en', 'Certifications', 'Cloud Solutions Architect – Associate'],
    ['en', 'Certifications', 'Agile Delivery Certificate – Level 2'],
    ['it', 'Certificazioni', 'Certificazione Project Management – Livello 2'],
    ['es', 'Certificaciones', 'Certificado de Análisis de Datos – Nivel 3'],
    ['fr', 'Certifications', 'Certification Gestion de projet – Niveau 2'],
    ['de', 'Zertifikate', 'Zertifikat Projektmanagement – Stufe 2'],
    ['pt', 'Certificações', 'Certificação em Gestão de Projetos – Nível 2'],
  ])('%s: "%s"', (_lang, title, name) => {
    expect(certsOf([heading(title), `• ${name} (2021)`, '• Scrum Fundamentals Certified (2019)'])[0]).toEqual([name, null]);
  });

  it('an issuer after the dash is still the issuer', () => {
    expect(certsOf([heading('Certifications'), '• Scrum Fundamentals Certified – Northwind Agile (2019)'])).toEqual([['Scrum Fundamentals Certified', 'Northwind Agile']]);
  });
});

describe('certificates named with their abbreviation, on one line', () => {
  it('splits the line into its certificates', () => {
    expect(certsOf([heading('Certifications'), 'Project Management Professional (PMP), Certified Information Systems Auditor (CISA), ITIL 4 Foundation']).map((c) => c[0])).toEqual([
      'Project Management Professional (PMP)',
      'Certified Information Systems Auditor (CISA)',
      'ITIL 4 Foundation',
    ]);
  });
});
