/**
 * Certificates as profile pages print them (fictional names): the name, the issuer, then
 * "Issued Jan 2021 · No Expiration Date" and "Credential ID …" lines, in six languages. The detail
 * lines date the certificate above; none is a certificate.
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Laura Montese', size: 18, bold: true }, 'laura.montese@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });
const bold = (text: string): LineSpec => ({ text, bold: true });

describe('detail lines under a certificate', () => {
  it.each([
    ['en', 'Licenses & certifications', 'Issued Jan 2021 · No Expiration Date', 'Credential ID 7QX2-KL9', 'Issued Mar 2019'],
    ['it', 'Licenze e certificazioni', 'Data di rilascio: gen 2021 · Nessuna data di scadenza', 'ID credenziale 7QX2-KL9', 'Rilasciato mar 2019'],
    ['es', 'Licencias y certificaciones', 'Expedición: ene. 2021 · Sin fecha de vencimiento', 'ID de la credencial 7QX2-KL9', 'Expedición: mar. 2019'],
    ['fr', 'Licences et certifications', 'Délivré janv. 2021 · Aucune date d’expiration', 'ID de la certification 7QX2-KL9', 'Délivré mars 2019'],
    ['de', 'Bescheinigungen und Lizenzen', 'Ausgestellt: Jan. 2021 · Kein Ablaufdatum', 'Nachweis-ID 7QX2-KL9', 'Ausgestellt: März 2019'],
    ['pt', 'Licenças e certificados', 'Emitido em jan. de 2021 · Nenhuma data de expiração', 'ID da credencial 7QX2-KL9', 'Emitido em mar. de 2019'],
  ])('%s: "%s"', (_lang, title, issued, credential, issued2) => {
    const certs = extractCertifications(
      buildLayout(documentOf([...head, heading(title), bold('Scrum Master Certified (SMC)'), 'Northwind Agile Alliance', issued, credential, bold('Data Analyst Certificate'), 'Eastfield Learning', issued2])).sections,
    );
    expect(certs.map((c) => [c.name, c.date])).toEqual([
      ['Scrum Master Certified (SMC)', '2021-01'],
      ['Data Analyst Certificate', '2019-03'],
    ]);
  });
});
