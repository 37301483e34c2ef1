/**
 * A school's name wrapped at its last word, which opens the next line with the place and the dates
 * ("… Northgate State" over "University - Newark, NJ 2012 to 2016"), fictional names. The word closes
 * the name above: one entry, not a second one at a school called "University". Languages whose school
 * names open with the institution's word wrap at another word and are left as they were.
 */
import { describe, expect, it } from 'vitest';
import { extractEducation } from '../../../src/screen/entities/education.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Laura Montese', size: 18, bold: true }, 'laura.montese@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

function entriesOf(title: string, lines: string[]) {
  return extractEducation(buildLayout(documentOf([...head, heading(title), ...lines])).sections).map((e) => [e.degree, e.institution, e.end]);
}

describe('a school name wrapped at its last word', () => {
  it.each([
    ['en', 'Education', ['Bachelor of Science in Physics, 2016, Northgate State', 'University - Newark, NJ 2012 to 2016'], 'Bachelor of Science in Physics', 'Northgate State University', '2016'],
    ['en', 'Education', ['High School Diploma, 2012, Our Lady of Good Counsel High', 'School - Newark, NJ 2008 to 2012'], 'High School Diploma', 'Our Lady of Good Counsel High School', '2012'],
    ['de', 'Ausbildung', ['Abitur, 2012, Städtisches Lessing', 'Gymnasium - Köln 2005 – 2012'], 'Abitur', 'Städtisches Lessing Gymnasium', '2012'],
  ])('%s: %j', (_lang, title, lines, degree, school, end) => {
    expect(entriesOf(title, lines)).toEqual([[degree, school, end]]);
  });

  it('en: a school named on its own line after a finished one is an entry of its own', () => {
    const entries = entriesOf('Education', ['Bachelor of Science in Physics, Northgate State University, 2016', 'Master of Science in Physics, Eastfield College, 2018']);
    expect(entries).toHaveLength(2);
  });
});
