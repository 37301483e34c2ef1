/**
 * A birth date closing one line ("Date of Birth: 8th October 1973") over a labelled fact ("Marital Status: Married"):
 * the year is no postcode carried to a town on the next line, so the fact is no place.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };

describe('a birth year over a labelled fact', () => {
  it.each([
    ['en', 'Personal Information', 'Date of Birth: 8th October 1973', 'Marital Status: Married'],
    ['it', 'Dati personali', 'Data di nascita: 8 ottobre 1973', 'Stato civile: Coniugata'],
    ['es', 'Datos personales', 'Fecha de nacimiento: 8 de octubre de 1973', 'Estado civil: Casada'],
    ['fr', 'Informations personnelles', 'Date de naissance : 8 octobre 1973', 'Situation familiale : Mariée'],
    ['de', 'Persönliche Daten', 'Geburtsdatum: 8. Oktober 1973', 'Familienstand: Verheiratet'],
    ['pt', 'Dados pessoais', 'Data de nascimento: 8 de outubro de 1973', 'Estado civil: Casada'],
  ])('%s', (_lang, heading, birth, fact) => {
    const profile = runEngine(
      documentOf([{ text: 'Dana Whitfield', size: 20, bold: true }, 'dana.whitfield@example.org', { text: heading, size: 12, bold: true, gap: 8 }, birth, fact]),
      REFERENCE,
    );
    expect(profile.personal.location?.city ?? null).toBeNull();
  });
});
