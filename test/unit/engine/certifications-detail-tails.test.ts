/**
 * Certificates in a list: a detail written after the name on its line (an expiry, a licence or
 * registration number) names no certificate of its own.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };
const bold = (text: string): LineSpec => ({ text, bold: true, size: 12, gap: 6 });
const certificates = (lines: (LineSpec | string)[]) =>
  runEngine(documentOf([{ text: 'Alex Moreau', size: 22, bold: true }, 'alex@example.org', ...lines]), REFERENCE).certifications.map((c) => c.name);

describe('a detail after the name on its line', () => {
  it.each([
    ['en', ['EXPERIENCE', 'CERTIFICATIONS'], ['Registered Nurse (RN), State of Texas – License #123456', 'BLS, American Heart Association – exp. 2026'], ['Registered Nurse (RN), State of Texas', 'BLS, American Heart Association']],
    ['it', ['ESPERIENZA', 'CERTIFICAZIONI'], ['Abilitazione alla professione di ingegnere – n. iscrizione 4567', 'Attestato HACCP, scad. 2026'], ['Abilitazione alla professione di ingegnere', 'Attestato HACCP']],
    ['es', ['EXPERIENCIA', 'CERTIFICACIONES'], ['Certificado de manipulador de alimentos – vence 2026', 'Licencia de técnico de rayos X, nº colegiado 12345'], ['Certificado de manipulador de alimentos', 'Licencia de técnico de rayos X']],
    ['de', ['BERUFSERFAHRUNG', 'ZERTIFIKATE'], ['Zertifikat Elektrofachkraft – Lizenznummer 778899'], ['Zertifikat Elektrofachkraft']],
    ['pt', ['EXPERIÊNCIA', 'CERTIFICAÇÕES'], ['Certificação NR-10, validade 2026'], ['Certificação NR-10']],
  ] as [string, [string, string], string[], string[]][])('%s', (_lang, [job, heading], lines, expected) => {
    expect(certificates([bold(job), 'Engineer, Acme — 2019 – 2022', bold(heading), ...lines])).toEqual(expected);
  });
});
