/**
 * Education lines that open with a word and a colon, as resume templates print "Degree : Field ,
 * Year School" (fictional schools, six languages): a certificate's or degree's word before the colon
 * labels the entry and heads no list; a degree named before the colon opens an undated entry of its
 * own; a year after the colon dates the line; "2013: A Levels" is no open range.
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { extractEducation } from '../../../src/screen/entities/education.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: LineSpec[] = [{ text: 'Laura Bennett', size: 18, bold: true }, { text: 'laura.bennett@example.org' }];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

function read(title: string, lines: string[]) {
  const { sections } = buildLayout(documentOf([...head, heading(title), ...lines, heading('Skills'), 'Excel, SQL']));
  return {
    education: extractEducation(sections).map((e) => [e.degree, e.institution, e.end]),
    certifications: extractCertifications(sections).map((c) => c.name),
  };
}

describe('a certificate word and a colon opening a study line, degrees below', () => {
  it.each([
    ['en', 'Education', 'Certificate : Project Management , 2019 University of Northbrook', 'Bachelor of Science : Economics , 2016 Westfield University', ['Bachelor of Science', 'Westfield University', '2016']],
    ['es', 'Formación', 'Certificado: Prevención de Riesgos, 2019 – Universidad de Valdemora', 'Grado en Economía, 2016 – Universidad de Almendral', ['Grado en Economía', 'Universidad de Almendral', '2016']],
    ['pt', 'Formação', 'Certificado: Gestão de Projetos, 2019 – Universidade de Montalvo', 'Licenciatura em Economia, 2016 – Universidade de Serrania', ['Licenciatura em Economia', 'Universidade de Serrania', '2016']],
    ['fr', 'Formation', 'Certificat : Gestion de projet, 2019 – Université de Valbrume', 'Licence Économie, 2016 – Université de Clairval', ['Licence Économie', 'Université de Clairval', '2016']],
    ['it', 'Istruzione', 'Certificazioni: Project Management, 2019 – Università di Corvara', 'Laurea in Economia, 2016 – Università di Valtorta', ['Laurea in Economia', 'Università di Valtorta', '2016']],
  ])('%s: the degree below is read, and the labelled line is an entry of the studies', (_lang, title, first, second, degree) => {
    const { education, certifications } = read(title, [first, second]);
    expect(education).toHaveLength(2);
    expect(education[1]).toEqual(degree);
    expect(certifications).toEqual([]);
  });

  it('"Continuing Education : 2019 Kaplan" over two degrees: all three are read', () => {
    const { education } = read('Education', ['Continuing Education : 2019 Kaplan', 'Bachelor of Science : Economics , 2016 Westfield University', 'High School Diploma : 2012 Northbrook High School']);
    expect(education).toEqual([
      ['Continuing Education', 'Kaplan', '2019'],
      ['Bachelor of Science', 'Westfield University', '2016'],
      ['High School Diploma', 'Northbrook High School', '2012'],
    ]);
  });

  it('"High School Diploma : …" below names a degree, though a school\'s stage opens it', () => {
    const { education } = read('Education', ['2014', 'Certificate : Six Sigma Northbrook University', '2000', 'High School Diploma : General Studies Westfield High School']);
    expect(education.map((e) => e[2])).toEqual(['2014', '2000']);
  });

  it('a certificates list at the end of the studies still closes them', () => {
    const { education, certifications } = read('Education', ['Bachelor of Science in Economics, Westfield University, 2016', 'Certifications: PMP (2019), ITIL Foundation (2020)']);
    expect(education).toEqual([['Bachelor of Science in Economics', 'Westfield University', '2016']]);
    expect(certifications.length).toBeGreaterThan(0);
  });
});

describe('a degree named before a colon, undated, after a dated entry', () => {
  it.each([
    ['en', 'Education', 'Master of Business Administration : Finance , 2016 University of Northbrook', 'Bachelor of Science : Accounting , Westfield University', 'Westfield University'],
    ['it', 'Istruzione', 'Laurea magistrale: Economia, 2016 – Università di Corvara', 'Laurea triennale: Economia – Università di Valtorta', 'Università di Valtorta'],
    ['es', 'Formación', 'Máster: Finanzas, 2016 – Universidad de Valdemora', 'Grado: Economía – Universidad de Almendral', 'Universidad de Almendral'],
    ['fr', 'Formation', 'Master : Finance, 2016 – Université de Valbrume', 'Licence : Économie – Université de Clairval', 'Université de Clairval'],
    ['de', 'Ausbildung', 'Master of Science: Informatik, 2016 – Hochschule Falkenau', 'Bachelor of Science: Informatik – Universität Lindenberg', 'Universität Lindenberg'],
    ['pt', 'Formação', 'Mestrado: Economia, 2016 – Universidade de Montalvo', 'Licenciatura: Economia – Universidade de Serrania', 'Universidade de Serrania'],
  ])('%s: two entries, the second without a date', (_lang, title, first, second, school) => {
    const { education } = read(title, [first, second]);
    expect(education).toHaveLength(2);
    expect(education[1]![1]).toBe(school);
    expect(education[1]![2]).toBeNull();
  });

  it('a labelled field under a degree stays its description ("Thesis: …")', () => {
    const { education } = read('Education', ['Master of Science in Economics, University of Northbrook, 2016', 'Thesis: Bachelor students and their debts']);
    expect(education).toEqual([['Master of Science in Economics', 'University of Northbrook', '2016']]);
  });
});

describe('a year after a colon in a long line, and years before "A Levels"', () => {
  it('"High School Diploma : 1983 Northbrook High School" between two dated lines is an entry', () => {
    const { education } = read('Education', ['Associate Degree : Sport Psychology , 2012 Westfield University', 'High School Diploma : 1983 Northbrook Central High School', 'Associate of Arts : Golf Management , 2011 Falkenau Professional Golfers Career College']);
    expect(education.map((e) => e[2])).toEqual(['2012', '1983', '2011']);
  });

  it('"2013: A Levels, …" keeps its entry and its "A"', () => {
    const { education } = read('Education', ['2016: MSc Data Science, University of Northbrook', '2013: A Levels, Westfield Sixth Form College']);
    expect(education).toEqual([
      ['MSc Data Science', 'University of Northbrook', '2016'],
      ['A Levels', 'Westfield Sixth Form College', '2013'],
    ]);
  });

  it('a school named with its stage ("Sixth Form College") under an undated degree is its school', () => {
    const { education } = read('Education', ['A Levels', 'Westfield Sixth Form College', 'GCSEs', 'Northbrook Grammar School']);
    expect(education).toEqual([
      ['A Levels', 'Westfield Sixth Form College', null],
      ['GCSEs', 'Northbrook Grammar School', null],
    ]);
  });
});

describe('lines that each carry their own date, only some of which anchor an entry', () => {
  it('"Certificate in … : 1999 …" between lines dated inside: three entries, not one', () => {
    const { education } = read('Education', [
      'M.Ed : Secondary Education 2007 Westfield Wesleyan University - State Secondary Education GPA: 3.8',
      'Certificate in Medical Technology : 1999 Northbrook College of Health Sciences - City , State',
      'B.S : Biology 1998 Univ. of Falkenau - State Biology GPA: 3.4',
    ]);
    expect(education.map((e) => e[2])).toEqual(['2007', '1999', '1998']);
  });

  it('"Bachelors : December 2017 …" over "Ph.D. : … Expected 2019 …": two entries', () => {
    const { education } = read('Education', [
      'Bachelors : December 2017 NORTHBROOK STATE UNIVERSITY, College of Business - City , State',
      'Ph.D. : Professional Sales 113 credit hours earned - Expected 2019 NORTHBROOK STATE UNIVERSITY, College of Business - City ,',
    ]);
    expect(education.map((e) => [e[0], e[2]])).toEqual([
      ['Bachelors', '2017-12'],
      ['Ph.D.', '2019'],
    ]);
  });

  it('a school opening a line that names a degree after its date is no school of the degree above', () => {
    const { education } = read('Education', ['May, 2004 Bachelor of Fine Arts : Painting', 'Westfield St. Joseph University May 1989 Associate of Arts : Graphic Design']);
    expect(education.map((e) => [e[0], e[2]])).toEqual([
      ['Bachelor of Fine Arts', '2004-05'],
      ['Associate of Arts', '1989-05'],
    ]);
  });
});

describe('commas and colons set apart by spaces are no words of a header line', () => {
  it.each([
    ['en', 'Education', 'Bachelor of Science : Health Science option in Health Management and Marketing Northbrook State University of Westfield', 'City , State , United'],
    ['it', 'Istruzione', 'Laurea triennale : Scienze della Comunicazione e del Marketing digitale e sociale Università degli Studi di Corvara', 'Città , Provincia , Italia'],
  ])('%s: a date alone over a long degree line with a place cell gives the entry', (_lang, title, line, cell) => {
    const { sections } = buildLayout(documentOf([...head, heading(title), '2003', `${line} | ${cell}`, heading('Skills'), 'Excel, SQL']));
    expect(extractEducation(sections).map((e) => e.end)).toEqual(['2003']);
  });

  it('an undated "Degree : Field School | City , State Field" line after a dated one is an entry of its own', () => {
    const { sections } = buildLayout(
      documentOf([
        ...head,
        heading('Education'),
        'Master of Business Administration : Finance , 2016 University of Northbrook | City , State Finance',
        'Bachelor of Science : Accounting Westfield State University | City , State Accounting',
        heading('Skills'),
        'Excel, SQL',
      ]),
    );
    expect(extractEducation(sections).map((e) => [e.degree, e.end])).toEqual([
      ['Master of Business Administration', '2016'],
      ['Bachelor of Science', null],
    ]);
  });
});

