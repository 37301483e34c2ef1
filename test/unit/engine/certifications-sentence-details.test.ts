/**
 * Certificates written as a sentence that goes on with its credential (fictional names), in six
 * languages: "… (2019). Credential ID: …", "… (2020). Verify at: …" on the certificate's own line;
 * and a certificate named with its institute ("Linux Professional Institute LPIC-1"), which is no
 * issuer line for the certificate above.
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Tomás Ribeira', size: 18, bold: true }, 'tomas.ribeira@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });
const certs = (lines: (LineSpec | string)[]) => extractCertifications(buildLayout(documentOf([...head, ...lines])).sections).map((c) => [c.name, c.date]);

describe('a sentence after the certificate naming its credential or where to verify it', () => {
  it.each([
    ['en', 'Certifications', 'Credential ID: 19-CTFL-0042', 'Verify at: verify.example.org/7QX2'],
    ['it', 'Certificazioni', 'ID credenziale: 19-CTFL-0042', 'Verifica su: verify.example.org/7QX2'],
    ['es', 'Certificaciones', 'ID de credencial: 19-CTFL-0042', 'Verificar en: verify.example.org/7QX2'],
    ['fr', 'Certifications', 'ID de la certification : 19-CTFL-0042', 'Vérifier sur : verify.example.org/7QX2'],
    ['de', 'Zertifikate', 'Zertifikats-ID: 19-CTFL-0042', 'Überprüfen unter: verify.example.org/7QX2'],
    ['pt', 'Certificações', 'ID da credencial: 19-CTFL-0042', 'Verificar em: verify.example.org/7QX2'],
  ])('%s: "%s"', (_lang, title, id, verify) => {
    expect(certs([heading(title), `• Certified Software Tester Foundation – Northwind Testing Board (2019). ${id}`, `• Scrum Master Certified (SMC) – Eastfield Agile (2020). ${verify}`])).toEqual([
      ['Certified Software Tester Foundation', '2019'],
      ['Scrum Master Certified (SMC)', '2020'],
    ]);
  });
});

describe('a certificate named with its institute', () => {
  it.each([
    ['en', 'Certifications'],
    ['de', 'Zertifikate'],
    ['es', 'Certificaciones'],
  ])('%s: "%s"', (_lang, title) => {
    expect(certs([heading(title), 'ITIL 4 Foundation', 'Linux Professional Institute LPIC-1', 'Tableau Desktop Specialist Certification']).map(([n]) => n)).toEqual([
      'ITIL 4 Foundation',
      'Linux Professional Institute LPIC-1',
      'Tableau Desktop Specialist Certification',
    ]);
  });
});
