/** Places of the knowledge base: a stated nationality read as a country. */
import { describe, expect, it } from 'vitest';
import { countryOfNationality } from '../../../src/knowledge/lexicons/places.ts';

describe('countryOfNationality', () => {
  it.each([
    ['Indian', 'IN'],
    ['italiana', 'IT'],
    ['Deutsch', 'DE'],
    ['française', 'FR'],
    ['brasileira', 'BR'],
    ['Español', 'ES'],
    ['Italian / Swiss', 'IT'],
    ['Brazil', 'BR'],
    ['Marocaine', 'MA'],
  ])('%s → %s', (value, code) => expect(countryOfNationality(value)).toBe(code));

  it('knows no country for words that are none', () => {
    expect(countryOfNationality('married')).toBeNull();
    expect(countryOfNationality('EU citizen')).toBeNull();
  });
});
