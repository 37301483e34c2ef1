/**
 * Certificate lists as CVs write them in six languages (fictional names and issuers): a year and a
 * colon before each item, and German headings that join two compounds ("Fort- und Weiterbildung").
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Marta Quintavalle', size: 18, bold: true }, 'marta.quintavalle@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

function certsOf(lines: (LineSpec | string)[]) {
  return extractCertifications(buildLayout(documentOf([...head, ...lines])).sections).map((c) => [c.name, c.date]);
}

describe('a year and a colon before each certificate', () => {
  it.each([
    ['fr', 'Certifications', 'Certification Google Analytics', 'TOEIC (925 points)'],
    ['de', 'Zertifikate', 'Zertifikat Projektmanagement (IHK)', 'Professional Scrum Master I'],
    ['es', 'Certificaciones', 'Certificado de Profesionalidad en Gestión Contable', 'Professional Scrum Master I'],
    ['it', 'Certificazioni', 'Certificazione ITIL v4 Foundation', 'Professional Scrum Master I'],
    ['pt', 'Certificações', 'Certificação ITIL v4 Foundation', 'Professional Scrum Master I'],
    ['en', 'Certifications', 'ITIL v4 Foundation Certificate', 'Professional Scrum Master I'],
  ])('%s: the colon after the year is no part of the name', (_lang, title, first, second) => {
    const certs = certsOf([heading(title), `2021 : ${first}`, `2019: ${second}`]);
    expect(certs).toEqual([
      [first, '2021'],
      [second, '2019'],
    ]);
  });
});

describe('German headings joining two compounds', () => {
  it.each(['Fort- und Weiterbildungen', 'Weiter- und Fortbildung'])('reads the list under "%s"', (title) => {
    const certs = certsOf([heading(title), { text: '03/2021', cells: [[150, 'Zertifikat Projektmanagement (IHK)']] }, { text: '11/2019', cells: [[150, 'Ausbildereignungsprüfung (AEVO)']] }]);
    expect(certs).toEqual([
      ['Zertifikat Projektmanagement (IHK)', '2021-03'],
      ['Ausbildereignungsprüfung (AEVO)', '2019-11'],
    ]);
  });
});

describe('a label cell beside the first item of a list of known certificates', () => {
  it.each([
    ['fr', 'Autres formations', 'Cours en ligne'],
    ['en', 'Further training', 'Online courses'],
    ['es', 'Otros cursos', 'Cursos en línea'],
    ['it', 'Altri corsi', 'Corsi online'],
    ['de', 'Sonstige Kurse', 'Online-Kurse'],
    ['pt', 'Outros cursos', 'Cursos online'],
  ])('%s: the item in the cell after the label is read like the ones below it', (_lang, title, label) => {
    const certs = certsOf([heading(title), { text: label, cells: [[250, 'CompTIA A+']] }, { text: 'CompTIA Network+', x: 250 }, { text: 'CompTIA Security+', x: 250 }]);
    expect(certs.map((c) => c[0])).toEqual(['CompTIA A+', 'CompTIA Network+', 'CompTIA Security+']);
  });
});
