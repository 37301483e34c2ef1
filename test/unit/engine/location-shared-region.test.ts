/**
 * A region several countries name ("Punjab": a state of India, a province of Pakistan) after a
 * town: the town's own country tells which.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const locate = (texts: (LineSpec | string)[]) => runEngine(documentOf(texts), { referenceDate: new Date(Date.UTC(2025, 5, 1)) }).personal.location;

describe('a town before a region of the same name in two countries', () => {
  it.each([
    ['Multan, Punjab', 'Multan', 'PK'],
    ['Gujranwala, Punjab', 'Gujranwala', 'PK'],
    ['Rawalpindi, Punjab', 'Rawalpindi', 'PK'],
    ['Ludhiana, Punjab', 'Ludhiana', 'IN'],
    ['Lahore, Punjab', 'Lahore', 'PK'],
  ])('%s → %s, %s', (place, city, country) => {
    const location = locate([{ text: 'Alex Morgan', size: 22, bold: true }, 'Accountant', place, 'alex.morgan@example.org']);
    expect(location?.city).toBe(city);
    expect(location?.country).toBe(country);
  });
});
