/**
 * A certificates table with a column for the issue date and one for the expiry (fictional names), in six
 * languages: the header row ("Certification | Issuer | Issued | Expires") is no item, and a row's two
 * date cells leave the certificate's name alone.
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Elena Marchetti', size: 18, bold: true }, 'elena.marchetti@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });
const row = (cells: string[], bold = false): LineSpec => ({ text: cells[0]!, bold, cells: cells.slice(1).map((c, i) => [260 + i * 120, c] as [number, string]) });

describe('a table with issue and expiry columns', () => {
  it.each([
    ['en', 'Certifications', ['Certification', 'Issuer', 'Issued', 'Expiry']],
    ['it', 'Certificazioni', ['Certificazione', 'Ente', 'Rilascio', 'Scadenza']],
    ['es', 'Certificaciones', ['Certificación', 'Entidad', 'Expedición', 'Vencimiento']],
    ['fr', 'Certifications', ['Certification', 'Organisme', 'Obtention', 'Expiration']],
    ['de', 'Zertifikate', ['Zertifikat', 'Aussteller', 'Ausgestellt', 'Ablauf']],
    ['pt', 'Certificações', ['Certificação', 'Instituição', 'Conclusão', 'Validade']],
  ])('%s: "%s"', (_lang, title, labels) => {
    const certs = extractCertifications(
      buildLayout(documentOf([...head, heading(title), row(labels, true), row(['Security Analyst Certificate', 'Northwind Security', '03/2021', '03/2024']), row(['Certified Network Defender (CND)', 'Eastfield Council', '06/2020', '06/2023'])])).sections,
    );
    expect(certs.map((c) => [c.name, c.issuer])).toEqual([
      ['Security Analyst Certificate', 'Northwind Security'],
      ['Certified Network Defender (CND)', 'Eastfield Council'],
    ]);
  });
});
