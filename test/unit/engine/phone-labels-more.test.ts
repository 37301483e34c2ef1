/**
 * More phone labels in each language ("Handynummer", "Recapito telefonico", "Fijo", "Contato",
 * "Tél. port.", "Cellphone", "Tel/Fax"): after a label, a number the numbering plan does not
 * know (a placeholder, a new range) is still the candidate's phone, as it is after "Tel.".
 */
import { describe, expect, it } from 'vitest';
import { findPhones } from '../../../src/screen/entities/contact-phones.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf } from './synthetic-document.ts';

// Ten digits, possible in Italy's plan but no number of it: only a label makes them a phone.
const found = (line: string) => findPhones(buildLayout(documentOf([line])).lines, 'IT').length;
const NUMBER = '123 456 7890';

describe('phone labels, more words per language', () => {
  it.each([
    ['en', 'Cellphone:'],
    ['en', 'Tel/Fax:'],
    ['de', 'Handynummer:'],
    ['de', 'Telefonnummer:'],
    ['de', 'Mobiltelefon:'],
    ['it', 'Recapito telefonico:'],
    ['it', 'Tel. fisso:'],
    ['es', 'Fijo:'],
    ['es', 'Teléfono de contacto:'],
    ['pt', 'Contato:'],
    ['fr', 'Tél. port. :'],
    ['fr', 'Fixe :'],
  ])('%s: %s', (_lang, label) => {
    expect(found(`${label} ${NUMBER}`)).toBe(1);
  });

  it('reads no such number without a label', () => {
    expect(found(NUMBER)).toBe(0);
  });
});
