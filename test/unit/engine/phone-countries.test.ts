/**
 * National numbers of many countries written without a prefix: the country the CV points to (its
 * language, places, stated nationality) decides, a region sharing a calling code with others
 * ("PR" and "DO" read every +1 number) does not bring a foreign country in; fax numbers are no
 * phones; a number wrapped beside the next column is joined.
 */
import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { findPhones } from '../../../src/screen/entities/contact-phones.ts';
import { inferPhoneRegions } from '../../../src/screen/entities/phone-region.ts';
import { documentOf } from './synthetic-document.ts';

const read = (texts: string[], language: string, nationality: string | null = null) => {
  const lines = buildLayout(documentOf(texts)).lines;
  return findPhones(lines, inferPhoneRegions(lines, null, [], language, nationality), new Set(lines)).map((p) => p.e164);
};

// Colombian mobiles (3xx, ten digits) grouped 3-3-4, as Colombians write them; none is a Mexican number
// ("315 222 3344" is valid in both: only a place or a nationality tells).
const COLOMBIAN = ['310 555 1234', '301 234 5678', '320 987 6543', '304 555 6677'];

describe('phones: a number of the CV’s countries, not of a region that shares a calling code', () => {
  it('reads a Colombian mobile grouped 3-3-4 in a Spanish CV that names no place as Colombian, not +1', () => {
    for (const n of COLOMBIAN) {
      const e164 = `+57${n.replace(/\D/g, '')}`;
      expect(read(['Valentina Ríos', n, 'Analista de datos'], 'es')).toEqual([e164]);
      expect(read(['Valentina Ríos', `Celular: ${n}`], 'es')).toEqual([e164]);
    }
  });

  it('reads it as Colombian when the nationality is Colombian', () => {
    for (const n of [...COLOMBIAN, '315 222 3344', '321 456 7890']) expect(read(['Andrés Gómez', `Celular: ${n}`, 'Nacionalidad: colombiana'], 'es', 'CO')).toEqual([`+57${n.replace(/\D/g, '')}`]);
  });

  it('still reads a number bracketed or dashed the North American way as +1', () => {
    expect(read(['Ana Pérez', 'Tel: (305) 555-0134'], 'es')).toEqual(['+13055550134']);
    expect(read(['Ana Pérez', 'Tel: 786-555-0199'], 'es')).toEqual(['+17865550199']);
  });

  it('reads a Chilean mobile grouped 9 XXXX XXXX as Chilean in a Spanish CV, not as a Spanish landline', () => {
    for (const n of ['9 8765 4321', '9 7654 3210', '9 5123 4567']) expect(read(['Francisca Soto', `Celular: ${n}`], 'es')).toEqual([`+56${n.replace(/\D/g, '')}`]);
  });

  it('keeps a number grouped the Spanish way in Spain', () => {
    expect(read(['Pablo Martínez', 'Móvil: 612 34 56 78'], 'es')).toEqual(['+34612345678']);
    expect(read(['Pablo Martínez', 'Tel: 987 65 43 21'], 'es')).toEqual(['+34987654321']);
  });

  it('reads a number of the stated nationality’s country even when another country groups it as written', () => {
    expect(read(['Yao Konan', 'Tél : 07 07 12 34 56', 'Nationalité : ivoirienne'], 'fr', 'CI')).toEqual(['+2250707123456']);
    expect(read(['Koffi Kouassi', 'Tél : 05 05 12 34 56', 'Nationalité : ivoirienne'], 'fr', 'CI')).toEqual(['+2250505123456']);
  });
});

describe('phones: a fax number is no phone', () => {
  it('leaves out a number after a fax label, in several languages, and keeps the phone beside it', () => {
    expect(read(['Robert Brown', 'Phone: (212) 555-0187', 'Fax: (212) 555-0188'], 'en')).toEqual(['+12125550187']);
    expect(read(['Elena Navarro', 'Teléfono: +34 91 123 45 67', 'Fax: +34 91 123 45 68'], 'es')).toEqual(['+34911234567']);
    expect(read(['Markus Weber', 'Telefon: 030 12345678', 'Telefax: 030 12345679'], 'de')).toEqual(['+493012345678']);
    expect(read(['Claire Petit', 'Tél. : 01 42 34 56 78 · Télécopie : 01 42 34 56 79'], 'fr')).toEqual(['+33142345678']);
  });

  it('keeps a number after a "Tel/Fax" label', () => {
    expect(read(['Markus Weber', 'Tel/Fax: 030 12345678'], 'de')).toEqual(['+493012345678']);
  });
});

describe('phones: a number wrapped in a narrow column whose next line goes on in the main column', () => {
  it('joins the digits opening the next line to those closing the line, up to the next cell', () => {
    const side = (text: string, main: string) => ({ text, x: 20, cells: [[250, main]] as [number, string][] });
    const wrapped = (a: string, b: string, lang: string) => {
      const lines = buildLayout(documentOf([side(a, 'Chargée de clientèle — 2019 – 2024'), side(b, 'Suivi d’un portefeuille de clients')])).lines;
      return findPhones(lines, inferPhoneRegions(lines, null, [], lang), new Set(lines)).map((p) => p.e164);
    };
    expect(wrapped('+221 77', '123 45 67', 'fr')).toEqual(['+221771234567']);
    expect(wrapped('+57 310 555', '6677', 'es')).toEqual(['+573105556677']);
    expect(wrapped('+91 98765', '43210', 'en')).toEqual(['+919876543210']);
  });
});

describe('phones: a birth date, an amount or an ID is no number', () => {
  it('reads no birth date written with spaces or after a birth-date label as a phone', () => {
    for (const [lang, label] of [['es', 'Fecha de nacimiento:'], ['pt', 'Data de nascimento:'], ['it', 'Nato il'], ['fr', 'Né le'], ['de', 'Geburtsdatum:'], ['en', 'Date of birth:']] as const) {
      for (const date of ['12 03 1990', '01 11 1987', '1990 03 12']) expect(read(['Gonzalo Ferreyra', `${label} ${date}`], lang)).toEqual([]);
    }
  });

  it('reads no amount after a currency sign, nor a lone digit with groups of three, as a phone', () => {
    for (const amount of ['$3.500.000', '$ 2.800.000', '€ 4 500 000', '$1.800.000']) {
      expect(read(['Mauricio Díaz', `Aspiración salarial: ${amount}`, 'Celular: 316 789 0123'], 'es', 'CO')).toEqual(['+573167890123']);
    }
    expect(read(['Constanza Vidal', 'Renta esperada: 1.800.000', 'Celular: 9 6123 4567'], 'es')).toEqual(['+56961234567']);
  });
});

describe('phones: the nationality of more countries gives the region', () => {
  it.each([
    ['fr', 'Nationalité : malienne', 'ML', '76 12 34 56', '+22376123456'],
    ['fr', 'Nationalité : burkinabè', 'BF', '70 12 34 56', '+22670123456'],
    ['fr', 'Nationalité : togolaise', 'TG', '90 12 34 56', '+22890123456'],
    ['es', 'Nacionalidad: guatemalteca', 'GT', '5123 4567', '+50251234567'],
    ['es', 'Nacionalidad: costarricense', 'CR', '8312 3456', '+50683123456'],
  ])('%s: %s', async (lang, line, country, number, e164) => {
    const { countryOfNationality } = await import('../../../src/knowledge/lexicons/places.ts');
    const value = line.split(':')[1]!.trim();
    expect(countryOfNationality(value)).toBe(country);
    expect(read(['Oumar Traoré', `Tel : ${number}`, line], lang, countryOfNationality(value))).toEqual([e164]);
  });
});

describe('phones: a labelled run of digits with no grouping', () => {
  it('is read in the country whose places the CV names, or the one country of the CV where it is valid', () => {
    expect(read(['Rahul Sharma', 'Mobile: 9876543210', 'Software Engineer, Infosys, Pune, India'], 'en')).toEqual(['+919876543210']);
    expect(read(['Awa Diop', 'Tél : 771234567', 'Chargée de clientèle, Sonatel, Dakar'], 'fr')).toEqual(['+221771234567']);
    expect(read(['Valentina Ríos', 'Celular: 3105551234'], 'es')).toEqual(['+573105551234']);
    expect(read(['Diego Hernández', 'Móvil 5512345678'], 'es')).toEqual(['+525512345678']);
  });

  it('stays in the language’s country when it is valid there as written', () => {
    expect(read(['Pablo Martínez', 'Móvil: 612345678'], 'es')).toEqual(['+34612345678']);
    expect(read(['Giulia Rossi', 'Telefono: 3471234567'], 'it')).toEqual(['+393471234567']);
    expect(read(['Julie Martin', 'Tél : 0612345678'], 'fr')).toEqual(['+33612345678']);
  });
});
