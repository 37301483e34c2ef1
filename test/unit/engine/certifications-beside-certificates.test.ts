/**
 * What a certifications list holds beside certificates and is none, in the six languages: awards and
 * scholarships, papers and talks, memberships, a job's duties run into the list, a spoken language
 * with its level; and a certificate's level wrapped onto a line of its own. Fictional names throughout.
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Marta Quintavalle', size: 18, bold: true }, 'marta.quintavalle@example.org'];

function namesOf(heading: string, lines: (LineSpec | string)[]): string[] {
  const layout = buildLayout(documentOf([...head, { text: heading, bold: true, size: 13, gap: 10 }, ...lines]));
  return extractCertifications(layout.sections).map((c) => c.name);
}

describe('awards, papers, talks and memberships in a certifications list', () => {
  it.each([
    ['Certifications', 'Northwind Cloud Practitioner Certificate (2021)', ['Employee of the Month, Northwind Ltd (2020)', "Dean's List 2016", 'Speaker at Northwind DevDays 2022', 'Member of the Northwind Society of Analysts']],
    ['Certificazioni', 'Certificazione Scrum Foundation (2021)', ['Premio miglior tesi di laurea 2018', 'Vincitore borsa di studio Erasmus 2016', "Iscritto all'Albo degli Ingegneri di Novara", 'Relatore al convegno Nordvalle 2019']],
    ['Certificaciones', 'Certificación Scrum Foundation (2021)', ['Premio al mejor expediente académico 2018', 'Ganador del concurso de innovación 2019', 'Colegiado en el Colegio Oficial de Ingenieros', 'Ponente en las Jornadas Nordvalle 2020']],
    ['Certifications', 'Certification Scrum Foundation (2021)', ['Prix du meilleur mémoire 2018', 'Lauréat du concours innovation 2019', "Membre de l'Ordre des experts-comptables", 'Intervenant au forum Nordvalle 2021']],
    ['Zertifikate', 'Zertifikat Scrum Foundation (2021)', ['Auszeichnung als Mitarbeiter des Jahres 2019', 'Stipendium der Nordvalle-Stiftung 2016', 'Mitglied im Verein Nordvalle Ingenieure', 'Referentin beim Nordvalle-Forum 2020']],
    ['Certificações', 'Certificação Scrum Foundation (2021)', ['Prêmio de melhor TCC 2018', 'Menção honrosa no encontro Nordvalle 2019', 'Membro da Ordem dos Engenheiros', 'Palestrante no fórum Nordvalle 2021']],
  ])('%s: none but the certificate', (heading, cert, others) => {
    expect(namesOf(heading, [cert, ...others])).toEqual([cert.replace(/\s*\(2021\)$/, '')]);
  });

  it('keeps a certificate a membership line names', () => {
    expect(namesOf('Certifications', ['Member of Certified Practising Accountants Nordvalle'])).toHaveLength(1);
  });
});

describe('duties and spoken languages in a certifications list', () => {
  it('drops sentences of a job run into the list', () => {
    const names = namesOf('Certifications', [
      'Northwind Forklift Operator Certificate',
      'Performed monthly reconciliations and prepared financial statements.',
      'Repaired and replaced components based on test results and schematics.',
    ]);
    expect(names).toEqual(['Northwind Forklift Operator Certificate']);
  });

  it.each([
    ['Certificazioni', 'Inglese B2'],
    ['Certificaciones', 'Inglés (C1)'],
    ['Zertifikate', 'Englisch – fließend'],
    ['Certifications', 'French: native'],
  ])('%s: "%s" is a language, no certificate', (heading, line) => {
    expect(namesOf(heading, ['• Certificazione Scrum Foundation', `• ${line}`])).toEqual(['Certificazione Scrum Foundation']);
  });

  it('keeps a language exam with its level', () => {
    expect(namesOf('Certificazioni', ['Cambridge First Certificate (FCE) B2'])).toHaveLength(1);
  });
});

describe('a certificate level wrapped onto a line of its own', () => {
  it('joins "Expert (2022)" and "Professional (CISSP), 2021" to the names above', () => {
    const names = namesOf('Certifications', [
      'Northwind Certified: Cloud Solutions Architect',
      'Expert (2022)',
      'Certified Information Systems Security',
      'Professional (CISSP), 2021',
    ]);
    expect(names).toEqual(['Northwind Certified: Cloud Solutions Architect Expert', 'Certified Information Systems Security Professional (CISSP)']);
  });
});

describe('a military service after the certificates', () => {
  it.each(['National Service', 'Military Service', 'Servizio militare', 'Wehrdienst'])('the list ends at "%s"', (heading) => {
    const names = namesOf('Certifications', ['• ITIL 4 Foundation', '• PMP', heading, 'April 2001 to Aug 2003', 'Unit: Northvale Airbase', 'Highest rank: Sergeant']);
    expect(names).toEqual(['ITIL 4 Foundation', 'PMP']);
  });
});

describe('an issuer and a date on the line under each name', () => {
  it.each([
    ['Certifications', ['ITIL 4 Foundation', 'Axelos Ltd, London, 2020', 'Project Management Professional (PMP)', 'Northwind Management Institute, Zurich, 2021']],
    ['Certificazioni', ['Certificazione ITIL 4 Foundation', 'Axelos Ltd, Londra, 2020', 'Certificazione PMP', 'Northwind Management Institute, Zurigo, 2021']],
    ['Zertifikate', ['ITIL 4 Foundation', 'Axelos Ltd, London, 06/2020', 'Professional Scrum Master I', 'Scrum.org Inc, Boston, 2021']],
  ])('%s: the dated line is the issuer of the name above, no certificate', (heading, lines) => {
    const layout = buildLayout(documentOf([...head, { text: heading, bold: true, size: 13, gap: 10 }, ...lines]));
    const certs = extractCertifications(layout.sections);
    expect(certs.map((c) => c.name)).toEqual([lines[0], lines[2]]);
    expect(certs.map((c) => c.issuer?.split(' ')[0])).toEqual([lines[1]!.split(' ')[0], lines[3]!.split(' ')[0]]);
    expect(certs.every((c) => c.date)).toBe(true);
  });

  it('keeps certificates that alternate undated and dated', () => {
    const names = namesOf('Certifications', ['• AWS Certified Cloud Practitioner', '• Scrum Master 2019', '• ITIL 4 Foundation', '• PRINCE2 Practitioner 2020']);
    expect(names).toHaveLength(4);
  });
});
