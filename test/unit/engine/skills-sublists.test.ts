/**
 * Skills lists written inside other sections: a skills label on a line of its own over the items
 * indented under it ("Linguaggi di programmazione" / "Java" / "XML, XSLT"), and items joined by a
 * preposition ("ReactJS per JavaScript").
 */
import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { collectSkillEvidence } from '../../../src/screen/entities/skills.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

function listed(heading: string | LineSpec, lines: (LineSpec | string)[]): string[] {
  const head = typeof heading === 'string' ? { text: heading, size: 12, bold: true, gap: 10 } : heading;
  const layout = buildLayout(documentOf([{ text: 'LAURA BIANCHI', size: 22 }, head, ...lines]));
  return collectSkillEvidence(layout, new Map())
    .filter((e) => e.source === 'skills')
    .map((e) => e.asWritten);
}

describe('skills label over indented items inside another section', () => {
  it.each([
    ['it', 'ISTRUZIONE', 'Laurea in Informatica, Università di Padova', 'Linguaggi di programmazione'],
    ['de', 'AUSBILDUNG', 'Bachelor Informatik, Hochschule Darmstadt', 'Programmiersprachen'],
    ['es', 'FORMACIÓN', 'Grado en Ingeniería Informática, Universidad de Sevilla', 'Lenguajes de programación'],
    ['fr', 'FORMATION', 'Licence Informatique, Université de Lyon', 'Langages de programmation'],
    ['pt', 'FORMAÇÃO', 'Licenciatura em Informática, Universidade do Porto', 'Linguagens de programação'],
    ['en', 'EDUCATION', 'BSc Computer Science, University of Leeds', 'Programming languages'],
  ])('reads the items under the label as skills (%s)', (_lang, heading, degree, label) => {
    // Europass: the heading in a label column with the entry beside it, so that a plain line in
    // the content column is a subheading of the entry, not a section of its own.
    const got = listed({ text: 'PROFILE', size: 9, bold: true, gap: 10, cells: [[180, 'Backend developer in Sevilla since 2018']] }, [
      { text: heading, size: 9, bold: true, gap: 10, cells: [[180, degree]] },
      { text: '2013 – 2017', x: 60 },
      { text: label, x: 180 },
      { text: 'Java', x: 192 },
      { text: 'Python, SQL', x: 192 },
      { text: 'JavaScript', x: 192 },
    ]);
    expect(got).toEqual(expect.arrayContaining(['Java', 'Python', 'SQL', 'JavaScript']));
  });

  it.each([
    ['it', 'ISTRUZIONE', 'Laurea in Informatica, Università di Padova', 'Linguaggi di programmazione', '▪'],
    ['en', 'EDUCATION', 'BSc Computer Science, University of Leeds', 'Programming languages', '➢'],
  ])('reads bulleted items under the label, the bullet at the label’s x (%s)', (_lang, heading, degree, label, bullet) => {
    const got = listed({ text: 'PROFILE', size: 9, bold: true, gap: 10, cells: [[180, 'Backend developer in Sevilla since 2018']] }, [
      { text: heading, size: 9, bold: true, gap: 10, cells: [[180, degree]] },
      { text: '2013 – 2017', x: 60 },
      { text: label, x: 180 },
      { text: `${bullet} Java`, x: 180 },
      { text: `${bullet} Python, SQL`, x: 180 },
      { text: `${bullet} JavaScript`, x: 180 },
    ]);
    expect(got).toEqual(expect.arrayContaining(['Java', 'Python', 'SQL', 'JavaScript']));
  });

  it('does not read an employer line over its indented bullets as a skills label (de)', () => {
    const got = listed('Berufserfahrung', [
      { text: '02/2019 – 07/2019', cells: [[200, 'Account Manager']] },
      { text: 'Nordwind Software GmbH, Ulm', x: 200 },
      { text: '• Betreuung von Flächenmärkten', x: 212 },
      { text: '• Excel, SAP', x: 212 },
    ]);
    expect(got).toEqual([]);
  });

  it('does not read description lines under a job title as a list', () => {
    const got = listed('Experience', [
      { text: 'Software Engineer  2019 – 2021', x: 50 },
      { text: 'Built the billing service in Java and Kotlin for the payments team.', x: 62 },
    ]);
    expect(got).toEqual([]);
  });
});

describe('skills joined by a preposition', () => {
  it.each([
    ['it', 'ReactJS per JavaScript', ['ReactJS', 'JavaScript']],
    ['en', 'Qt for C++', ['Qt', 'C++']],
    ['de', 'Django mit Python', ['Django', 'Python']],
  ])('splits two known skills (%s)', (_lang, item, parts) => {
    expect(listed('Skills', [String(item)])).toEqual(parts);
  });

  it('keeps a known skill whose name holds a joining word whole', () => {
    expect(listed('Skills', ['Search engine optimization'])).toEqual(['Search engine optimization']);
  });
});

describe('tools named in the description of a degree, its subjects left out', () => {
  const found = (heading: string, lines: (LineSpec | string)[]) => {
    const layout = buildLayout(documentOf([{ text: 'LAURA BIANCHI', size: 22 }, { text: heading, size: 12, bold: true, gap: 10 }, ...lines]));
    return collectSkillEvidence(layout, new Map()).map((e) => e.asWritten);
  };
  it.each([
    ['de', 'AUSBILDUNG', 'Bachelor Informatik, Hochschule Darmstadt', 'Projekt: Bestellsystem in PHP mit MySQL, Tests mit Pytest', 'Programmierung'],
    ['it', 'ISTRUZIONE', 'Laurea in Informatica, Università di Padova', 'Tesi: un modello di previsione in Python con PostgreSQL', 'Programmazione'],
    ['es', 'FORMACIÓN', 'Grado en Ingeniería Informática, Universidad de Sevilla', 'Proyecto final: aplicación web en PHP y MySQL', 'Programación'],
    ['en', 'EDUCATION', 'BSc Computer Science, University of Leeds', 'Final project: a booking app in Python with PostgreSQL', 'Programming'],
  ])('%s', (_lang, heading, degree, project, subject) => {
    const skills = found(heading, ['2019 – 2023', degree, project, `Materie principali / Subjects: ${subject}, Algorithms`]);
    expect(skills).toEqual(expect.arrayContaining(project.includes('PHP') ? ['PHP', 'MySQL'] : ['Python', 'PostgreSQL']));
    expect(skills).not.toContain(subject);
    expect(skills).not.toContain('Algorithms');
  });
});
