/**
 * A UK mobile of the Guernsey, Jersey or Isle of Man blocks (+44 7911 1…, +44 7781…, +44 7624…)
 * tells a CV without an address that the candidate is in the United Kingdom, not in the territory
 * whose block the number belongs to.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = new Date(Date.UTC(2025, 5, 15));
const countryOf = (phone: string, place?: string) =>
  runEngine(documentOf(['James Carter', 'james.carter@example.com', phone, ...(place ? [place] : []), { text: 'Experience', bold: true, gap: 8 }, 'Analyst – Kestora Ltd – 2019 – 2023']), {
    referenceDate: REFERENCE,
  }).personal.location?.country;

describe('territories sharing a calling code', () => {
  it('reads GB from a UK mobile of a crown dependency block', () => {
    expect(countryOf('07911 123456')).toBe('GB');
    expect(countryOf('+44 7781 123456')).toBe('GB');
    expect(countryOf('+44 7624 123456')).toBe('GB');
  });
  it('keeps another country a number names', () => {
    expect(countryOf('+33 6 12 34 56 78')).toBe('FR');
    expect(countryOf('+1 416 555 0134')).toBe('CA');
  });
});
