/**
 * Certificates written as a LaTeX CV writes its entries: the year in a column of its own, then
 * "Name, Issuer." closed by a full stop. Such a line is a name with its issuer, not a sentence of
 * duties; the full stop is no part of the name.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const certificationsOf = (heading: string, rows: [string, string][]) =>
  runEngine(
    documentOf([
      { text: 'Laura Bianchi', size: 20, bold: true },
      'laura.bianchi@example.com',
      { text: 'EXPERIENCE', bold: true, gap: 10 },
      { text: '2019–2024', cells: [[130, 'Analyst, Acme, Leeds.']] },
      { text: heading, bold: true, gap: 10 },
      ...rows.map(([year, text]) => ({ text: year, cells: [[130, text]] as [number, string][] })),
    ]),
    { referenceDate: new Date(Date.UTC(2026, 5, 1)) },
  ).certifications;

const CASES: Record<string, [string, [string, string][], string[]]> = {
  en: ['CERTIFICATIONS', [['2019', 'Project Management Professional (PMP), Project Management Institute.'], ['2023', 'Basic Life Support (BLS), American Heart Association.']], ['Project Management Professional', 'Basic Life Support']],
  it: ['CERTIFICAZIONI', [['2020', 'Lean Six Sigma Green Belt, Istituto Italiano Qualità.'], ['2021', 'Project Management Professional (PMP), PMI Northern Italy Chapter.']], ['Lean Six Sigma Green Belt', 'Project Management Professional']],
  es: ['CERTIFICACIONES', [['2019', 'Experto en Contabilidad y Fiscalidad, Escuela de Negocios Norte.'], ['2021', 'Excel Avanzado para Finanzas, Academia Central de Empresa.']], ['Experto en Contabilidad y Fiscalidad', 'Excel Avanzado para Finanzas']],
  fr: ['CERTIFICATIONS', [['2019', 'CACES R489 catégorie 3, Centre Régional de Formation.'], ['2020', 'Sauveteur Secouriste du Travail (SST), Institut National Prévention.']], ['CACES R489', 'Sauveteur Secouriste du Travail']],
  de: ['ZERTIFIKATE', [['2018', 'SPS-Fachkraft Siemens S7, Technischer Überwachungsverein Süd.'], ['2016', 'Schweißerprüfung MAG nach DIN EN ISO 9606-1, Schweißtechnische Lehranstalt.']], ['SPS-Fachkraft Siemens S7', 'Schweißerprüfung MAG']],
  pt: ['CERTIFICAÇÕES', [['2020', 'Coordenação de Segurança em Obra, Ordem dos Engenheiros.'], ['2022', 'Gestão de Projetos Avançada, Instituto Superior de Gestão.']], ['Coordenação de Segurança em Obra', 'Gestão de Projetos Avançada']],
};

describe('certificates closed by a full stop', () => {
  for (const [lang, [heading, rows, names]] of Object.entries(CASES)) {
    it(`${lang}: each "Name, Issuer." line is a certificate, dated, without its full stop`, () => {
      const certs = certificationsOf(heading, rows);
      expect(certs).toHaveLength(rows.length);
      certs.forEach((c, i) => {
        expect(c.name.startsWith(names[i]!)).toBe(true);
        expect(c.name.endsWith('.')).toBe(false);
        expect(c.date).toBe(rows[i]![0]);
      });
    });
  }
  it('a duty written as a sentence under a certificates heading stays out', () => {
    const certs = certificationsOf('CERTIFICATIONS', [['2019', 'Performed monthly reconciliations and prepared the financial statements.']]);
    expect(certs).toHaveLength(0);
  });
});
