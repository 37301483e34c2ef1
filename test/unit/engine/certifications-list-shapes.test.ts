/**
 * Certificate lists as browsers print them (fictional names), in six languages: descriptions under a
 * bold certificate indented as a list whose bullets were drawn, not written; a list set in two
 * columns, each cell with its own bullet; the list's heading as a label before dated certificates
 * parted by middle dots; a credential's code under the certificate; and prizes (German compounds
 * too) listed beside certificates. Only the certificates are items.
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Rui Valadares', size: 18, bold: true }, 'rui.valadares@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });
const bold = (text: string): LineSpec => ({ text, bold: true });
const names = (lines: (LineSpec | string)[]) => extractCertifications(buildLayout(documentOf([...head, ...lines])).sections).map((c) => c.name);

const TITLES = [
  ['en', 'Certifications'],
  ['it', 'Certificazioni'],
  ['es', 'Certificaciones'],
  ['fr', 'Certifications'],
  ['de', 'Zertifikate'],
  ['pt', 'Certificações'],
] as const;

describe('indented description lines under a bold certificate', () => {
  it.each(TITLES)('%s: "%s"', (_lang, title) => {
    const lines = [
      heading(title),
      bold('Certified Cloud Architect – Associate (2021)'),
      { text: 'Designed resilient storage for a fleet of sensors', x: 80 },
      { text: 'Reviewed the spending of twelve teams', x: 80 },
      bold('Certified ScrumMaster (CSM) (2019)'),
      { text: 'Facilitated planning and reviews', x: 80 },
    ];
    expect(names(lines)).toEqual(['Certified Cloud Architect – Associate', 'Certified ScrumMaster (CSM)']);
  });
});

describe('a list in two columns, a bullet in each cell', () => {
  it.each(TITLES)('%s: "%s"', (_lang, title) => {
    const row = (a: string, b: string): LineSpec => ({ text: `• ${a}`, cells: [[320, `• ${b}`]] });
    expect(names([heading(title), row('Cloud Practitioner Essentials', 'Scrum Foundation (SFPC)'), row('Kanban Essentials', 'ITIL 4 Foundation')])).toEqual([
      'Cloud Practitioner Essentials',
      'Scrum Foundation (SFPC)',
      'Kanban Essentials',
      'ITIL 4 Foundation',
    ]);
  });
});

describe("the list's heading as a label before dated certificates parted by middle dots", () => {
  it.each(TITLES)('%s: "%s"', (_lang, title) => {
    expect(names([heading(title), `${title} : PMP (2019) · PRINCE2 Practitioner (2020) · ITIL 4 Foundation (2021)`])).toEqual(['PMP', 'PRINCE2 Practitioner', 'ITIL 4 Foundation']);
  });
});

describe("a credential's code under the certificate", () => {
  it.each([
    ['en', 'Certifications', 'Credential code 1A2B-3C4D'],
    ['it', 'Certificazioni', 'Codice credenziale 1A2B-3C4D'],
    ['es', 'Certificaciones', 'Código de credencial 1A2B-3C4D'],
    ['fr', 'Certifications', 'Numéro de certificat 1A2B-3C4D'],
    ['de', 'Zertifikate', 'Zertifikatsnummer 1A2B-3C4D'],
    ['pt', 'Certificações', 'Código da credencial 1A2B-3C4D'],
  ])('%s: "%s"', (_lang, title, code) => {
    expect(names([heading(title), bold('Cloud Fundamentals Certificate'), 'Northwind Cloud', code, bold('Scrum Master Certified (SMC)'), 'Eastfield Agile'])).toEqual([
      'Cloud Fundamentals Certificate',
      'Scrum Master Certified (SMC)',
    ]);
  });
});

describe('prizes listed beside certificates', () => {
  it.each([
    ['en', 'Certifications & Awards', 'Valedictorian, Eastfield University', 'Innovation Award, Northwind Systems'],
    ['it', 'Certificazioni e premi', 'Miglior laureato del corso, Università di Collerosso', 'Premio innovazione, Northwind Sistemi'],
    ['es', 'Certificaciones y premios', 'Mejor expediente de la promoción, Universidad de Sierralta', 'Premio a la innovación, Northwind Sistemas'],
    ['fr', 'Certifications et distinctions', 'Major de promotion, Université de Valrose', "Prix de l'innovation, Northwind Systèmes"],
    ['de', 'Zertifikate & Auszeichnungen', 'Bester Abschluss des Jahrgangs, Universität Nordheim', 'Innovationspreis der Northwind Systeme GmbH'],
    ['pt', 'Certificações e prêmios', 'Melhor aluno da turma, Universidade de Serrado', 'Prêmio de inovação, Northwind Sistemas'],
  ])('%s: "%s"', (_lang, title, best, prize) => {
    expect(names([heading(title), '2022 – Certified Cloud Developer – Associate', `2021 – ${prize}`, '2020 – Certified Scrum Product Owner (CSPO)', `2019 – ${best}`])).toEqual([
      'Certified Cloud Developer – Associate',
      'Certified Scrum Product Owner (CSPO)',
    ]);
  });
});
