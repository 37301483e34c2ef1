/**
 * A section whose heading joins the studies and the certificates ("Formação e certificações",
 * "Education & Certifications"), in six languages (fictional names): an entry naming a degree or
 * a school stays education, one naming only a course and its provider is a certificate.
 */
import { describe, expect, it } from 'vitest';
import { readEducation } from '../../../src/screen/entities/education.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Irene Valcorta', size: 18, bold: true }, 'irene.valcorta@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

function read(lines: (LineSpec | string)[]) {
  const { entries, courses } = readEducation(buildLayout(documentOf([...head, ...lines])).sections);
  return { entries: entries.map((e) => e.degree), courses: courses.map((c) => [c.name, c.issuer, c.date]) };
}

const cases = [
  ['en', 'Education & Certifications', 'Education', '2014 – 2018  Bachelor of Science in Biology, Eastfield University', 'Bachelor of Science in Biology'],
  ['it', 'Istruzione e certificazioni', 'Istruzione', '2014 – 2018  Laurea in Biologia, Università di Valbruna', 'Laurea in Biologia'],
  ['es', 'Formación y certificaciones', 'Formación', '2014 – 2018  Grado en Biología, Universidad de Sierralta', 'Grado en Biología'],
  ['fr', 'Formation et certifications', 'Formation', '2014 – 2018  Licence de biologie, Université de Valmont', 'Licence de biologie'],
  ['de', 'Ausbildung und Zertifikate', 'Ausbildung', '2014 – 2018  Bachelor of Science Biologie, Universität Lindenau', 'Bachelor of Science Biologie'],
  ['pt', 'Formação e certificações', 'Formação', '2014 – 2018  Licenciatura em Biologia, Universidade de Serrado', 'Licenciatura em Biologia'],
] as const;

describe('an education heading joined with certificates', () => {
  it.each(cases)('%s: "%s" — the course at a provider is a certificate', (_lang, title, _plain, degreeLine, degree) => {
    const got = read([heading(title), degreeLine, '2020  Data Visualization Essentials – Learnhub']);
    expect(got.entries).toEqual([degree]);
    expect(got.courses).toEqual([['Data Visualization Essentials', 'Learnhub', '2020']]);
  });

  it.each(cases)('%s: under "%s" alone the same course stays education', (_lang, _title, plainTitle, degreeLine, degree) => {
    const got = read([heading(plainTitle), degreeLine, '2020  Data Visualization Essentials – Learnhub']);
    expect(got.entries).toEqual([degree, 'Data Visualization Essentials']);
    expect(got.courses).toEqual([]);
  });
});

describe('dates first, the provider opening the line', () => {
  it('reads the course line whole and keeps a school of arts as education', () => {
    const got = read([
      heading('Formação e certificações'),
      '• 2017 - 2018',
      '  Escola de Artes Lumiar - Serrado - Desenho técnico',
      '• 2020 - 2020',
      '  Learnhub - Online - UX Research',
    ]);
    expect(got.entries).toHaveLength(1);
    expect(got.courses).toEqual([['Learnhub - Online - UX Research', null, '2020']]);
  });
});

describe('a heading joining trainings, not certificates', () => {
  it.each(['Aus- und Weiterbildung', 'Education and Training', 'Formación y cursos'])('"%s": the course stays education', (title) => {
    const got = read([heading(title), '2014 – 2018  Bachelor of Science in Biology, Eastfield University', '2020  Data Visualization Essentials – Learnhub']);
    expect(got.courses).toEqual([]);
    expect(got.entries).toHaveLength(2);
  });
});
