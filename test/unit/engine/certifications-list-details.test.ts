/**
 * Certificates lists as résumé builders print them (fictional names), in six languages: several
 * certificates on one line with a year after a comma, a table's header row whose labels name the
 * issuing body, and lines telling where to verify a certificate or when it was obtained. Only the
 * certificates are items; a year, a label row or a verification line is none.
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Noemi Castellar', size: 18, bold: true }, 'noemi.castellar@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });
const bold = (text: string): LineSpec => ({ text, bold: true });
const names = (lines: (LineSpec | string)[]) => extractCertifications(buildLayout(documentOf([...head, ...lines])).sections).map((c) => [c.name, c.date]);

describe('a line of dated certificates, a year after a comma', () => {
  it.each([
    ['en', 'Certifications'],
    ['it', 'Certificazioni'],
    ['es', 'Certificaciones'],
    ['fr', 'Certifications'],
    ['de', 'Zertifikate'],
    ['pt', 'Certificações'],
  ])('%s: "%s"', (_lang, title) => {
    expect(names([heading(title), 'PMP (2019), ITIL 4 Foundation (2020); Professional Scrum Master, 2021'])).toEqual([
      ['PMP', '2019'],
      ['ITIL 4 Foundation', '2020'],
      ['Professional Scrum Master', '2021'],
    ]);
  });
});

describe("a table's header row naming the issuing body", () => {
  it.each([
    ['en', 'Certifications', ['Certification', 'Issuing organization', 'Date issued']],
    ['it', 'Certificazioni', ['Certificazione', 'Ente certificatore', 'Data di conseguimento']],
    ['es', 'Certificaciones', ['Certificación', 'Entidad emisora', 'Fecha de obtención']],
    ['fr', 'Certifications', ['Certification', 'Organisme certificateur', "Date d'obtention"]],
    ['de', 'Zertifikate', ['Zertifikat', 'Ausstellende Stelle', 'Erworben']],
    ['pt', 'Certificações', ['Certificação', 'Entidade emissora', 'Data de emissão']],
  ])('%s: "%s"', (_lang, title, [a, b, c]) => {
    const row = (x: string, y: string, z: string, spec: Partial<LineSpec> = {}): LineSpec => ({ text: x, cells: [[250, y], [430, z]], ...spec });
    expect(names([heading(title), row(a!, b!, c!, { bold: true }), row('Tableau Desktop Specialist', 'Tableau', '2021'), row('Certified Kubernetes Administrator', 'Linux Foundation', '2022')]).map(([n]) => n)).toEqual([
      'Tableau Desktop Specialist',
      'Certified Kubernetes Administrator',
    ]);
  });
});

describe('a line telling where to verify a certificate, or when it was obtained', () => {
  it.each([
    ['en', 'Certifications', 'Verify at https://verify.example.org/7QX2', 'Obtained in 2020'],
    ['it', 'Certificazioni', 'Verifica su: https://verify.example.org/7QX2', 'Conseguita nel 2020'],
    ['es', 'Certificaciones', 'Verificar en: https://verify.example.org/7QX2', 'Obtenida en 2020'],
    ['fr', 'Certifications', 'Vérifier sur https://verify.example.org/7QX2', 'Obtenue en 2020'],
    ['de', 'Zertifikate', 'Überprüfen unter https://verify.example.org/7QX2', 'Erworben 2020'],
    ['pt', 'Certificações', 'Verificar em https://verify.example.org/7QX2', 'Obtida em 2020'],
  ])('%s: "%s"', (_lang, title, verify, obtained) => {
    expect(names([heading(title), bold('Certified Information Systems Auditor (CISA)'), 'Northwind Audit Association', verify, bold('Data Protection Officer Certificate'), 'Eastfield Academy', obtained])).toEqual([
      ['Certified Information Systems Auditor (CISA)', null],
      ['Data Protection Officer Certificate', '2020'],
    ]);
  });
});
