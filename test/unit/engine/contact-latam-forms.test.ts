/**
 * Latin American ways of writing a phone and a town, found on CVs written for the purpose: the
 * "044" (or "045") Mexico dialled before a mobile until 2019, still on CVs; and "CABA" (Ciudad
 * Autónoma de Buenos Aires), how Argentines write their capital in an address.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };
const name: LineSpec = { text: 'Alex Moreau', size: 22, bold: true };
const personal = (lines: string[]) => runEngine(documentOf([name, ...lines, 'alex.moreau@example.org', 'EXPERIENCIA', 'Ingeniero, Acme — 2019 – 2022']), REFERENCE).personal;

describe('the old mobile prefix of Mexico', () => {
  it.each([
    ['Cel. 044 55 1234 5678', 'Ciudad de México', '+525512345678'],
    ['Celular: 045 (33) 1234 5678', 'Guadalajara, Jalisco', '+523312345678'],
    ['044-81-1234-5678', 'Monterrey, N.L.', '+528112345678'],
  ])('%s (%s)', (phone, town, e164) => {
    expect(personal([phone, town]).phones.map((p) => p.e164)).toEqual([e164]);
  });
});

describe('"CABA" is Buenos Aires', () => {
  it.each([
    'Dirección: Av. Corrientes 1234, piso 5 dto. B, C1043 CABA',
    'Domicilio: Av. Santa Fe 3200, CABA',
    'Vivo en CABA',
  ])('%s', (address) => {
    expect(personal([address]).location?.country).toBe('AR');
  });
});

describe('"América" in a place name is no country', () => {
  it.each([
    ['Rua Bahia 120, Jardim América, Belo Horizonte - MG', 'BR'],
    ['Av. América 45, Col. Las Américas, Puebla', 'MX'],
  ])('%s', (address, country) => {
    expect(personal([address]).location?.country).toBe(country);
  });
});

describe('"Bairro, Cidade - UF": the town is the one before the state code', () => {
  it.each([
    ['Rua das Flores, 55, Boa Viagem, Recife - PE, 51020-000', 'Recife'],
    ['Av. Bernardo Vieira 30, Boa Viagem, Recife - PE', 'Recife'],
  ])('%s', (address, city) => {
    expect(personal([address, '+55 81 98765-4321']).location?.city).toBe(city);
  });
  it('keeps a town before the known city of its province when no state code follows ("Montichiari, Brescia")', () => {
    expect(personal(['Via Roma 3, Montichiari, Brescia']).location?.city).toBe('Montichiari');
  });
});
