/**
 * "Surry Hills NSW 2010", "Plano TX 75024", "Mississauga ON L5B 3C2": the town, then the state's code and
 * the postcode with no comma, as Australia, the United States and Canada write an address.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const locate = (line: string) =>
  runEngine(documentOf([{ text: 'Alex Morgan', size: 22, bold: true }, 'Registered Nurse', line, 'alex.morgan@example.org']), { referenceDate: new Date(Date.UTC(2025, 5, 1)) }).personal
    .location;

describe('a town before a state code and a postcode', () => {
  it.each([
    ['Surry Hills NSW 2010', 'Surry Hills', 'AU'],
    ['12 Smith Street, Fitzroy VIC 3065', 'Fitzroy', 'AU'],
    ['Toowoomba QLD 4350', 'Toowoomba', 'AU'],
    ['Plano TX 75024', 'Plano', 'US'],
    ['Bakersfield CA 93301', 'Bakersfield', 'US'],
    ['Mississauga ON L5B 3C2', 'Mississauga', 'CA'],
  ])('%s → %s, %s', (line, city, country) => {
    expect(locate(line)).toMatchObject({ city, country });
  });

  it('reads no town from capitals before a number that is no postcode', () => {
    expect(locate('Certified in BLS 2023')?.city ?? null).toBeNull();
  });
});
