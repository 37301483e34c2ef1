/**
 * Certifications read from documents written here (fictional names and issuers).
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Marta Quintavalle', size: 18, bold: true }, 'marta.quintavalle@example.org'];

function certsOf(lines: (LineSpec | string)[]) {
  return extractCertifications(buildLayout(documentOf([...head, ...lines])).sections).map((c) => [c.name, c.issuer, c.date]);
}

describe('certifications', () => {
  it('reads a date written before the name, not as the previous name going on', () => {
    const certs = certsOf([
      { text: 'Certificaciones', bold: true, size: 13, gap: 10 },
      { text: 'abril de 2019', cells: [[160, 'Curso de suturas avanzadas']] },
      { text: 'marzo de 2016', cells: [[160, 'Soporte Vital Avanzado (SVA), Consejo Europeo de Reanimación']] },
    ]);
    expect(certs.map((c) => c[0])).toEqual(['Curso de suturas avanzadas', 'Soporte Vital Avanzado (SVA), Consejo Europeo de Reanimación']);
    expect(certs.map((c) => c[2])).toEqual(['2019-04', '2016-03']);
  });

  it('leaves out a label over a web address in a plain-text list', () => {
    const certs = certsOf([
      { text: 'Certificaciones', bold: true, size: 13, gap: 10 },
      'Soporte Vital Básico (SVB)',
      'Enlaces',
      'https://www.example.org/in/marta-quintavalle',
    ]);
    expect(certs.map((c) => c[0])).toEqual(['Soporte Vital Básico (SVB)']);
  });

  it('leaves driving licences out', () => {
    const certs = certsOf([
      { text: 'Certificazioni', bold: true, size: 13, gap: 10 },
      'Scrum Master Certificato – Ente Agile Nord',
      'Patente di guida B',
      'Patentino per carrelli elevatori',
    ]);
    expect(certs.map((c) => c[0])).toEqual(['Scrum Master Certificato', 'Patentino per carrelli elevatori']);
  });

  it('takes a lighter short line under a bold name as its issuer, and a lone date line as its date', () => {
    const certs = certsOf([
      { text: 'Certifications', bold: true, size: 13, gap: 10 },
      { text: 'Certified Harbour Logistics Planner', bold: true },
      { text: 'Northwind Maritime Institute', size: 9 },
      { text: 'Advanced Cold Chain Operator', bold: true },
      { text: 'Valdoria Freight Council', size: 9 },
      '2021',
    ]);
    expect(certs).toEqual([
      ['Certified Harbour Logistics Planner', 'Northwind Maritime Institute', null],
      ['Advanced Cold Chain Operator', 'Valdoria Freight Council', '2021'],
    ]);
  });

  it('reads a certifications heading that opens a line of another section', () => {
    const certs = certsOf([
      { text: 'Compétences', bold: true, size: 13, gap: 10 },
      'Typographie, mise en page',
      { text: 'CERTIFICATIONS', cells: [[160, 'Certificat de Design Numérique – Atelier Morvan – 2016']] },
    ]);
    expect(certs).toEqual([['Certificat de Design Numérique', 'Atelier Morvan', '2016']]);
  });

  it('leaves a degree line read as a certifications heading to the education step', () => {
    const certs = certsOf([
      { text: 'Formation', bold: true, size: 13, gap: 10 },
      'Master Systèmes embarqués',
      'Université de Valbrume',
      { text: 'Licence professionnelle Génie électrique', bold: true, size: 13, gap: 10 },
      'Université de Valbrume',
      'juillet 2014',
    ]);
    expect(certs).toEqual([]);
  });

  it('takes a dated organizer written again down the list as the heading of the course below it (it, en)', () => {
    const certs = certsOf([
      { text: 'Corsi e certificazioni', bold: true, size: 13, gap: 10 },
      { text: '2019 Fondazione Valdirame', bold: true },
      'Introduzione alla statistica spaziale per tecnici del territorio e della montagna',
      { text: '2018 Fondazione Valdirame', bold: true },
      'Sicurezza in laboratorio',
      { text: '2017 Lernora', bold: true },
      'Reasoning with Data: A Practical Introduction for Field Researchers',
      { text: '2016 Lernora', bold: true },
      'Model Building',
    ]);
    expect(certs).toEqual([
      ['Introduzione alla statistica spaziale per tecnici del territorio e della montagna', 'Fondazione Valdirame', '2019'],
      ['Sicurezza in laboratorio', 'Fondazione Valdirame', '2018'],
      ['Reasoning with Data: A Practical Introduction for Field Researchers', 'Lernora', '2017'],
      ['Model Building', 'Lernora', '2016'],
    ]);
  });

  it.each([
    ['pt', 'Certificações', 'Colégio Aurora, Tavira - Ensino Médio completo', 'Aprendix - Online - Escrita para Interfaces'],
    ['fr', 'Certifications', 'Lycée Gaston Rivière - Annecy', 'Gestion de projet agile – Cursivo - 2021'],
    ['es', 'Cursos y certificaciones', 'Colegio San Telmo - Bachillerato', 'Curso de atención al cliente - Aulavia'],
  ])('leaves out a school named with no course (%s)', (_lang, heading, school, course) => {
    const certs = certsOf([{ text: heading, bold: true, size: 13, gap: 10 }, school, course]);
    expect(certs).toHaveLength(1);
    expect(course).toContain(certs[0]![0]);
  });

  it("takes a school's line under a course as its issuer, a course word in the school's own name aside (de)", () => {
    const certs = certsOf([
      { text: 'Weiterbildung', bold: true, size: 13, gap: 10 },
      'Systemische Beratung',
      'Institut für Fortbildung und Praxis Nordheide (IFPN)',
      'Gewaltfreie Kommunikation im Alltag',
    ]);
    expect(certs.map((c) => [c[0], c[1]])).toEqual([
      ['Systemische Beratung', 'Institut für Fortbildung und Praxis Nordheide (IFPN)'],
      ['Gewaltfreie Kommunikation im Alltag', null],
    ]);
  });

  it('leaves out the bullets describing a certificate set in bold (it)', () => {
    const certs = certsOf([
      { text: 'Certificazioni', bold: true, size: 13, gap: 10 },
      { text: 'Marketing sui social', bold: true },
      { text: 'CORSARIA', size: 8, cells: [[400, '2022']] },
      { text: '• Strategia, calendario editoriale e creazione di contenuti', size: 9 },
      { text: 'Analisi del traffico web', bold: true },
      { text: 'CORSARIA', size: 8, cells: [[400, '2023']] },
      { text: '• Tag, eventi, conversioni e rapporti', size: 9 },
    ]);
    expect(certs.map((c) => c[0])).toEqual(['Marketing sui social', 'Analisi del traffico web']);
  });

  it.each([
    ['de', 'Sprachen', 'Englisch: C1 (verhandlungssicher, TestDaF)', 'TestDaF'],
    ['en', 'Languages', 'English — IELTS: 7.5 (2021)', 'IELTS'],
    ['fr', 'Langues', 'Espagnol B2, DELF B2', 'DELF B2'],
    ['es', 'Idiomas', 'Francés: nivel alto (DELE B2 no; DALF C1)', 'DALF C1'],
    ['it', 'Lingue', 'Inglese – Cambridge Advanced (C1)', 'Cambridge Advanced'],
  ])('takes a language exam written with the languages as a certification (%s)', (_lang, heading, line, exam) => {
    const certs = certsOf([{ text: heading, bold: true, size: 13, gap: 10 }, line]);
    expect(certs.map((c) => c[0])).toContain(exam);
  });

  it('reads no certificate from an exam named in prose, and each exam once', () => {
    const prose = certsOf([{ text: 'Formación', bold: true, size: 13, gap: 10 }, 'Clases de inglés de nivel TOEFL en la academia del barrio.']);
    expect(prose).toEqual([]);
    const twice = certsOf([
      { text: 'Ausbildung', bold: true, size: 13, gap: 10 },
      '2019–2020 Deutschkurse, Sprachschule Nordlicht, TestDaF',
      { text: 'Sprachen', bold: true, size: 13, gap: 10 },
      'Deutsch: C1 (TestDaF)',
    ]);
    expect(twice.map((c) => c[0])).toEqual(['TestDaF']);
  });

  it.each([
    ['de', 'Weiterbildungen', 'Qualitätssicherung für', 'Fachkräfte im Lager'],
    ['en', 'Certifications', 'Advanced Training in Safety and', 'Quality Management Systems'],
    ['fr', 'Certifications', 'Gestion des risques et', 'Conformité Réglementaire (2019)'],
    ['es', 'Certificaciones', 'Curso de Atención al Cliente para', 'Comercios Minoristas'],
  ])('joins a name broken after a word that never ends one (%s)', (_lang, heading, first, second) => {
    const certs = certsOf([{ text: heading, bold: true, size: 13, gap: 10 }, first, second]);
    expect(certs).toHaveLength(1);
    expect(certs[0]![0]).toContain(first);
  });
});

describe('certifications the knowledge base knows, under a heading it does not', () => {
  it.each([
    ['fr', 'Formation', 'Cours en ligne', ['CompTIA A+', 'CompTIA Network+', 'CEH', 'Cybersécurité']],
    ['de', 'Ausbildung', 'Online-Lernen', ['CompTIA Security+', 'Python', 'CISSP']],
    ['it', 'Istruzione', 'Percorsi online', ['OSCP', 'Sviluppo web']],
    ['es', 'Educación', 'Aprendizaje en línea', ['CompTIA A+, CEH, Python']],
    ['pt', 'Educação', 'Aprendizagem online', ['CISM', 'Gestão de projetos']],
    ['en', 'Education', 'Online learning', ['CompTIA Network+', 'Public speaking']],
  ])('%s: %s', (_lang, knownHeading, heading, lines) => {
    const names = certsOf([
      { text: knownHeading, bold: true, size: 13, gap: 10 },
      '2015 – 2018  Institut Lumière',
      { text: heading, bold: true, size: 13, gap: 10 },
      ...lines,
    ]).map((c) => c[0]);
    const known = /CompTIA|CEH|CISSP|OSCP|CISM/;
    const expected = lines.flatMap((l) => l.split(', ')).filter((x) => known.test(x));
    expect(names).toEqual(expected);
  });

  it('leaves a certification named in a sentence alone', () => {
    const names = certsOf([
      { text: 'Ausbildung', bold: true, size: 13, gap: 10 },
      '2015 – 2018  Institut Lumière',
      { text: 'Weitere Angaben', bold: true, size: 13, gap: 10 },
      'Ich bereite mich auf die Prüfung CompTIA A+ vor.',
    ]);
    expect(names).toEqual([]);
  });
});

describe('certificates as lists and tables', () => {
  const names = (lines: (LineSpec | string)[]) => certsOf(lines).map((c) => c[0]);

  it.each([
    ['en', 'Certifications', 'AWS Certified Solutions Architect (2021), PMP (2019), ITIL 4 Foundation (2020)', ['AWS Certified Solutions Architect', 'PMP', 'ITIL 4 Foundation']],
    ['it', 'Certificazioni', 'Cisco CCNA 2018, Microsoft Azure Fundamentals 2020; Scrum Master PSM I 2021', ['Cisco CCNA', 'Microsoft Azure Fundamentals', 'Scrum Master PSM I']],
  ])('%s: a line of dated certificates is one item each', (_lang, heading, line, expected) => {
    expect(names([{ text: heading, size: 13, bold: true, gap: 10 }, line])).toEqual(expected);
  });

  it('keeps a certificate written with its issuer and year on one line as one item', () => {
    expect(names([{ text: 'Certifications', size: 13, bold: true, gap: 10 }, 'AWS Certified Developer, Amazon Web Services, 2021'])).toHaveLength(1);
  });

  it.each([
    ['en', 'Certifications', ['Certification', 'Issuer', 'Year']],
    ['de', 'Zertifikate', ['Zertifikat', 'Aussteller', 'Jahr']],
    ['es', 'Certificaciones', ['Certificado', 'Entidad', 'Año']],
  ])("%s: a table's header row is no certificate", (_lang, heading, labels) => {
    const got = names([
      { text: heading, size: 13, bold: true, gap: 10 },
      { text: labels[0]!, bold: true, cells: [[250, labels[1]!], [420, labels[2]!]] },
      { text: 'Certified Kubernetes Administrator', cells: [[250, 'CNCF'], [420, '2022']] },
    ]);
    expect(got).toEqual(['Certified Kubernetes Administrator']);
  });

  it('joins the wrapped rest of a bulleted name', () => {
    expect(names([{ text: 'Certifications', size: 13, bold: true, gap: 10 }, '• Professional Scrum', 'Master I', '• Certified ScrumMaster', '• Lean Six Sigma', 'Green Belt'])).toEqual([
      'Professional Scrum Master I',
      'Certified ScrumMaster',
      'Lean Six Sigma Green Belt',
    ]);
  });
});
