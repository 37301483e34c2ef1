/**
 * What a certifications list holds beside certificates and is none: events attended (and the
 * label of their list) and degrees, which education reports. Fictional names and issuers.
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

describe('events in a certifications list', () => {
  it.each([
    ['Certifications', 'Northwind Cloud Practitioner Certificate', ['Northwind Cloud Summit 2023', 'International Conference on Data Quality']],
    ['Certificados', 'Certificado de Manipulador de Alimentos', ['XX Jornada Internacional de Nutrición Deportiva', 'Congreso Nacional de Dietética']],
    ['Certificazioni', 'Certificazione Scrum Foundation – Ente Agile Nord', ['Convegno nazionale di geomatica', 'Fiera della logistica 2019']],
    ['Certifications', 'Certification Qualité ISO 9001 – Bureau Nord', ['Colloque régional des achats', 'Salon de la sous-traitance 2022']],
    ['Zertifikate', 'Zertifikat Staplerfahrer – Akademie Nord', ['Fachtagung Arbeitssicherheit 2021', 'Kongress für Pflegeberufe']],
    ['Certificações', 'Certificação Lean Six Sigma Green Belt', ['Congresso Brasileiro de Logística', 'Encontro de Usuários Northwind 2020']],
  ])('%s: an event attended is no certificate', (heading, cert, events) => {
    expect(namesOf(heading, [cert, ...events])).toEqual([cert.split(' – ')[0]]);
  });

  it('ends the list at the label of a list of events written in its own cell', () => {
    const names = namesOf('Certificados', [
      'Northwind Certified Cloud Practitioner',
      { text: 'Eventos', cells: [[180, 'Northwind Cloud Day']] },
      { text: 'Northwind Onboard', x: 180 },
      { text: 'Tech Days Lisboa', x: 180 },
    ]);
    expect(names).toEqual(['Northwind Certified Cloud Practitioner']);
  });

  it('keeps a certificate that an event issued', () => {
    expect(namesOf('Certifications', ['Certificate of attendance – Northwind Data Summit'])).toHaveLength(1);
  });
});

describe('degrees in a certifications list', () => {
  it.each([
    ['Certificados', 'Certificado en el curso de Neuroventas', 'Bachiller en Informática'],
    ['Certifications', 'Northwind Certified Data Analyst', 'Bachelor of Science in Nursing'],
    ['Certificazioni', 'Certificazione Scrum Foundation', 'Laurea in Informatica'],
  ])('%s: a degree listed there is no certificate', (heading, cert, degree) => {
    expect(namesOf(heading, [`• ${cert}`, `• ${degree}`])).toEqual([cert]);
  });

  it('keeps a diploma of a language school and a licence', () => {
    const names = namesOf('Certificazioni', ['Diploma Trinity di grado A2', 'Licence professionnelle de pilote de drone']);
    expect(names).toHaveLength(2);
  });
});

describe('organizers heading the courses of a list', () => {
  it('reads an organizer named once as the issuer when the list sets its organizers so', () => {
    const organizer = (text: string) => ({ text, bold: true, gap: 4 });
    const title = (text: string) => ({ text, x: 80 });
    const layout = buildLayout(
      documentOf([
        ...head,
        { text: 'Corsi e certificazioni', bold: true, size: 13, gap: 10 },
        organizer('2018 Fondazione Nordica di Ricerca'),
        title('Introduzione al calcolo parallelo su cluster condivisi'),
        organizer('2016 Coursera'),
        title('Machine Learning Foundations: A Case Study Approach'),
        organizer('2015 Coursera'),
        title('Data Analysis and Statistical Inference'),
        organizer('2011 Associazione Italiana di Agrometeorologia'),
        title('Introduction to agrometeorological models'),
        organizer('2010 Terramodelli Ambientali'),
        title('Statistical Analyses for Botanists and Ecologists'),
      ]),
    );
    const certs = extractCertifications(layout.sections);
    expect(certs.map((c) => c.name)).not.toContain('Terramodelli Ambientali');
    expect(certs.map((c) => c.name)).toContain('Statistical Analyses for Botanists and Ecologists');
  });
});

describe('certificates named one after the other without years', () => {
  it.each([
    ['Certifications', 'PMP, ITIL 4 Foundation, AWS Certified Cloud Practitioner', ['PMP', 'ITIL 4 Foundation', 'AWS Certified Cloud Practitioner']],
    ['Certificazioni', 'Certificazione ECDL; CCNA; Attestato HACCP', ['Certificazione ECDL', 'CCNA', 'Attestato HACCP']],
    ['Certificados', 'Certificado de Manipulador de Alimentos, CCNA', ['Certificado de Manipulador de Alimentos', 'CCNA']],
    ['Zertifikate', 'Zertifikat Staplerfahrer, ITIL 4 Foundation', ['Zertifikat Staplerfahrer', 'ITIL 4 Foundation']],
  ])('%s: each one is an item', (heading, line, names) => {
    expect(namesOf(heading, [line])).toEqual(names);
  });

  it('reads such a list after a label in another section', () => {
    const names = namesOf('Formazione', ['2019 Laurea in Informatica, Università di Pisa', 'Certificazioni: PMP, CCNA']);
    expect(names).toEqual(['PMP', 'CCNA']);
  });

  it('keeps a name with its issuer as one', () => {
    expect(namesOf('Certificados', ['Soporte Vital Avanzado (SVA), Consejo Europeo de Reanimación'])).toHaveLength(1);
  });
});

describe('an issuer after the name', () => {
  it.each([['CIPD Level 5 Associate Diploma in People Management, CIPD'], ['Project Management Professional, PMI']])('%s is one certificate', (line) => {
    expect(namesOf('Certifications', [line])).toHaveLength(1);
  });
});

describe('how a course ended, under it', () => {
  it.each([
    ['Weiterbildung', 'Betriebswirtschaft für Techniker', 'Abschluss mit „Gut“'],
    ['Certificazioni', 'Corso di disegno CAD avanzato', 'Voto finale: 30/30'],
    ['Certifications', 'Northwind Data Analyst Program', 'Final grade: 92%'],
    ['Certificados', 'Curso de Excel avanzado', 'Nota final: 9,5'],
  ])('%s: a grade line is no certificate', (heading, course, grade) => {
    expect(namesOf(heading, [`• ${course}`, `• ${grade}`])).toEqual([course]);
  });

  it('keeps a certificate named after a completion word', () => {
    expect(namesOf('Zertifikate', ['Abschluss: Zertifikat Deutsch-Test für Zuwanderer B1'])).toHaveLength(1);
  });
});
