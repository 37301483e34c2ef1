/**
 * Date of birth and nationality where a label states them, in the six languages; nothing without
 * a label, nothing impossible.
 */
import { describe, expect, it } from 'vitest';
import { extractPersonFacts, readDate } from '../../../src/screen/entities/person-facts.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf } from './synthetic-document.ts';

const OPTS = { referenceYear: 2026, country: null };
const factsOf = (lines: string[], country: string | null = null) =>
  extractPersonFacts(buildLayout(documentOf([{ text: 'Curriculum Vitae', size: 16, bold: true }, ...lines])), { referenceYear: 2026, country });

describe('date of birth', () => {
  it.each([
    ['Date of birth: 12/03/1990', '1990-03-12'],
    ['Born on March 12th, 1990', '1990-03-12'],
    ['Data di nascita: 12.03.1990', '1990-03-12'],
    ['Nato a Roma il 12/03/1990', '1990-03-12'],
    ['Fecha de nacimiento: 12 de marzo de 1990', '1990-03-12'],
    ['Date de naissance : 12 mars 1990', '1990-03-12'],
    ['Née le 5 janvier 1988 à Lyon', '1988-01-05'],
    ['Geburtsdatum\t12.03.1990', '1990-03-12'],
    ['geboren am 12. März 1990 in Köln', '1990-03-12'],
    ['Data de nascimento: 1990-03-12', '1990-03-12'],
    ['Nascido em 12/03/90', '1990-03-12'],
    ['Date of birth: March 1990', '1990-03'],
    ['Born 1990', '1990'],
  ])('%s → %s', (line, date) => {
    expect(factsOf(['Jane Example', line, 'jane@example.org']).dateOfBirth).toBe(date);
  });

  it('reads the date from the next line when the label stands alone in its cell', () => {
    expect(factsOf(['Jane Example', 'Geburtsdatum', '01.02.1995']).dateOfBirth).toBe('1995-02-01');
  });

  it('reads an ambiguous day and month the US way only for a candidate in the US', () => {
    expect(factsOf(['Date of birth: 03/04/1990']).dateOfBirth).toBe('1990-04-03');
    expect(factsOf(['Date of birth: 03/04/1990'], 'US').dateOfBirth).toBe('1990-03-04');
  });

  it('finds nothing without a label, in prose, or for an impossible date', () => {
    expect(factsOf(['Jane Example', '12/03/1990', 'Acme Ltd 2015 – 2018']).dateOfBirth).toBeNull();
    expect(factsOf(['Born Free Foundation 2015 – 2018']).dateOfBirth).toBeNull();
    expect(factsOf(['Date of birth: 31/13/1990']).dateOfBirth).toBeNull();
    expect(factsOf(['Date of birth: 12/03/2020']).dateOfBirth).toBeNull();
    expect(factsOf(['Date of birth: 12/03/1890']).dateOfBirth).toBeNull();
  });

  it('reads folded words with a few words before the date', () => {
    expect(readDate(['a', 'roma', 'il', '1', 'aprile', '1991'], OPTS)).toBe('1991-04-01');
    expect(readDate(['in', 'a', 'town', 'far', 'away', 'on', '1', '4', '1991'], OPTS)).toBeNull();
  });
});

describe('nationality', () => {
  it.each([
    ['Nationality: Italian', 'Italian'],
    ['Nazionalità: italiana', 'italiana'],
    ['Nacionalidad: española', 'española'],
    ['Nationalité : française', 'française'],
    ['Staatsangehörigkeit\tdeutsch', 'deutsch'],
    ['Nacionalidade: portuguesa', 'portuguesa'],
    ['Citizenship: Brazilian, Portuguese', 'Brazilian, Portuguese'],
    ['• Nationality\t: Indian', 'Indian'],
  ])('%s → %s', (line, value) => {
    expect(factsOf(['Jane Example', line, 'jane@example.org']).nationality).toBe(value);
  });

  it('reads the cell of its label only, and nothing from prose', () => {
    expect(factsOf(['Geburtsdatum: 01.02.1990\tNationalität: österreichisch\tFamilienstand: ledig']).nationality).toBe('österreichisch');
    expect(factsOf(['Advised clients on the nationality requirements of visa applications']).nationality).toBeNull();
    expect(factsOf(['Nationality: 12345']).nationality).toBeNull();
  });
});
