/**
 * Portuguese ("8000-252 Faro") and Brazilian ("80020-310 Curitiba") postcodes are grouped digits
 * before a town: an address, no phone. Invented people and streets.
 */
import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { findPhones } from '../../../src/screen/entities/contact-phones.ts';
import { inferPhoneRegions } from '../../../src/screen/entities/phone-region.ts';
import { documentOf } from './synthetic-document.ts';

const read = (texts: string[], language: string) => {
  const lines = buildLayout(documentOf(texts)).lines;
  return findPhones(lines, inferPhoneRegions(lines, null, [], language)).map((p) => p.e164);
};

describe('phones: a postcode of grouped digits before its town is no phone', () => {
  it('reads no phone from a Portuguese postcode (4-3)', () => {
    expect(read(['Gonçalo Moreira', 'Morada: Rua de Santo António 39, 8000-252 Faro, Portugal', 'Telemóvel: +351 912 345 678'], 'pt')).toEqual(['+351912345678']);
    expect(read(['Inês Quintela', 'Avenida da Liberdade 88, 4700-321 Braga', '913 456 789'], 'pt')).toEqual(['+351913456789']);
  });

  it('reads no phone from a Brazilian postcode (5-3)', () => {
    expect(read(['Vasco Moreira', 'Rua XV de Novembro 560, 80020-310 Curitiba', 'Celular: (41) 99876-5432'], 'pt')).toEqual(['+5541998765432']);
  });
});
