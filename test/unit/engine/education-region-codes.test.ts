/**
 * A state or province code after a town ("Westfield, MA", "Oxford, MS 38655", "Calgary, AB") is no
 * degree: a school line written with its place, above the degree of its entry, stays that entry's
 * school (fictional schools).
 */
import { describe, expect, it } from 'vitest';
import { findDegree } from '../../../src/knowledge/lexicons/degrees.ts';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2026, 5, 1)) };

describe('region codes written after a town', () => {
  it.each([
    ['Westfield State University, Westfield, MA', 'Bachelor of Arts in Economics, May 2015', 'Westfield State University'],
    ['Delta Valley College, Oxford, MS 38655', 'Associate of Science in Nursing, 2016', 'Delta Valley College'],
    ['Prairie Institute of Technology, Calgary, AB', 'Bachelor of Engineering, 2014', 'Prairie Institute of Technology'],
    ['Pinecrest University | Portland, ME', 'Master of Business Administration, 2019', 'Pinecrest University'],
  ])('%s: the school of the entry below it', (schoolLine, degreeLine, school) => {
    const profile = runEngine(
      documentOf([
        { text: 'Marta Oreno', size: 18, bold: true },
        'marta.oreno@example.org',
        { text: 'Education', size: 13, bold: true, gap: 10 },
        { text: 'University of Northbrook, Springfield, IL', bold: true },
        'Master of Science in Finance, May 2018',
        { text: schoolLine, bold: true },
        degreeLine,
      ]),
      REFERENCE,
    );
    expect(profile.education.map((e) => e.institution)).toEqual(['University of Northbrook', school]);
  });

  it('reads a degree abbreviation after a school, or opening the text, as a degree', () => {
    expect(findDegree('Westfield University, MA in Economics')?.isced).toBe(7);
    expect(findDegree('MS, Computer Science, Oxford, MS')?.isced).toBe(7);
    expect(findDegree('Westfield, MA')).toBeNull();
  });
});
