/**
 * Finance and consulting CVs write the employer's row with its dates, a line or two on what the firm does, and only
 * then the role, set apart in bold or capitals. The role under that prose is the entry's title.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };

interface Case {
  heading: string;
  employer: string;
  dates: string;
  blurb: [string, string];
  role: string;
  bullet: string;
}

const CASES: Array<[string, Case]> = [
  ['en', { heading: 'PROFESSIONAL EXPERIENCE', employer: 'NORTHWIND CAPITAL PTE LTD', dates: 'Mar 2015 – Present', blurb: ['Independent asset manager focused on Asian real estate and infrastructure, with USD 3 bn', 'under management and offices in four countries.'], role: 'VICE PRESIDENT, FINANCE', bullet: '• Led the financial reporting of seven funds.' }],
  ['it', { heading: 'ESPERIENZA PROFESSIONALE', employer: 'VALTELLA GESTIONI SPA', dates: 'Mar 2015 – oggi', blurb: ['Società di gestione del risparmio indipendente attiva nel settore immobiliare italiano, con', 'tre miliardi di euro in gestione e sedi a Milano e Roma.'], role: 'RESPONSABILE AMMINISTRAZIONE', bullet: '• Redazione dei rendiconti dei fondi.' }],
  ['es', { heading: 'EXPERIENCIA PROFESIONAL', employer: 'NORTEVÍA CAPITAL S.A.', dates: 'Mar 2015 – Actualidad', blurb: ['Gestora independiente de fondos inmobiliarios e infraestructuras con presencia en', 'cuatro países y tres mil millones de euros gestionados.'], role: 'DIRECTORA FINANCIERA', bullet: '• Elaboración de los estados financieros de siete fondos.' }],
  ['fr', { heading: 'EXPÉRIENCE PROFESSIONNELLE', employer: 'BORÉAL GESTION SAS', dates: 'Mars 2015 – Aujourd’hui', blurb: ['Société de gestion indépendante spécialisée dans l’immobilier et les infrastructures, avec', 'trois milliards d’euros sous gestion et quatre bureaux.'], role: 'CONTRÔLEUSE FINANCIÈRE', bullet: '• Reporting financier de sept fonds.' }],
  ['de', { heading: 'BERUFSERFAHRUNG', employer: 'NORDWIND KAPITAL GMBH', dates: 'März 2015 – heute', blurb: ['Unabhängiger Vermögensverwalter mit Schwerpunkt auf Immobilien und Infrastruktur in', 'Europa, drei Milliarden Euro verwaltetes Vermögen.'], role: 'LEITERIN RECHNUNGSWESEN', bullet: '• Abschlüsse von sieben Fonds erstellt.' }],
  ['pt', { heading: 'EXPERIÊNCIA PROFISSIONAL', employer: 'ATLÂNTIDA INVESTIMENTOS SA', dates: 'Mar 2015 – Atual', blurb: ['Gestora independente de fundos imobiliários e de infraestruturas com presença em', 'quatro países e três mil milhões de euros sob gestão.'], role: 'DIRETORA FINANCEIRA', bullet: '• Relato financeiro de sete fundos.' }],
];

const cv = (c: Case, role: LineSpec) =>
  documentOf([
    { text: 'Meera Rajan', size: 20, bold: true },
    'meera.rajan@example.org',
    { text: c.heading, size: 12, bold: true, gap: 8 },
    { text: c.employer, bold: true, cells: [[420, c.dates]] },
    ...c.blurb,
    role,
    c.bullet,
  ]);

describe('the role under a blurb on the employer', () => {
  it.each(CASES)('%s', (_lang, c) => {
    const [job] = runEngine(cv(c, { text: c.role, bold: true }), REFERENCE).workExperience;
    expect(job?.title).toBe(c.role);
    expect(job?.employer).toBe(c.employer);
    expect(job?.description).not.toContain(c.role);
  });

  it('takes no bold line that names no role (guard)', () => {
    const [job] = runEngine(cv(CASES[0]![1], { text: 'KEY ACHIEVEMENTS', bold: true }), REFERENCE).workExperience;
    expect(job?.title ?? null).toBeNull();
  });
});
