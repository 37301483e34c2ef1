/**
 * Cues of a concept are data, one folder per language: the matcher reads every language that
 * defines the concept and matches whole words on folded text.
 */
import { describe, expect, it } from 'vitest';
import { cueLanguages, cueMatcher } from '../../../src/knowledge/lexicons/locale-cues.ts';

describe('locale cues', () => {
  it('has a folder for each language the engine reads', () => {
    expect(cueLanguages()).toEqual(expect.arrayContaining(['de', 'en', 'es', 'fr', 'it', 'pt']));
  });

  it.each([
    ['en', 'Full clean driving licence'],
    ['en', "Driver's License (class B)"],
    ['it', 'Patente di guida B (automunito)'],
    ['it', 'Patente B'],
    ['es', 'Carné de conducir tipo B'],
    ['fr', 'Permis B, véhiculé'],
    ['de', 'Führerschein Klasse B'],
    ['de', 'FÜHRERSCHEIN'],
    ['pt', 'Carta de condução (categoria B)'],
    ['pt', 'CNH categoria AB'],
    ['de', 'PKW'],
    ['de', 'LKW bis 7,5 t'],
    ['de', 'Klasse BE'],
    ['es', 'Permiso de conducción B'],
    ['pt', 'Habilitação categoria B'],
  ])('%s: "%s" is a driving licence', (lang, text) => {
    expect(cueMatcher('driving-licence').find(text)?.lang).toBe(lang);
  });

  it.each(['Patente europea del computer (ECDL)', 'Permission management', 'Carnet de notes', 'Licence professionnelle', 'Pilot licence holder'])(
    '"%s" is no driving licence',
    (text) => {
      expect(cueMatcher('driving-licence').test(text)).toBe(false);
    },
  );

  it.each([
    ['en', 'Mother tongue(s)'],
    ['it', 'Lingua madre'],
    ['es', 'Lengua materna'],
    ['fr', 'Langue(s) maternelle(s)'],
    ['de', 'Muttersprache'],
    ['pt', 'Línguas maternas'],
  ])('%s: "%s" labels the mother tongue', (lang, text) => {
    expect(cueMatcher('mother-tongue').find(text)?.lang).toBe(lang);
  });

  it.each(['Programming languages', 'Lingue straniere', 'Idiomas', 'Langues', 'Sprachkenntnisse', 'Línguas'])('"%s" names spoken languages', (text) => {
    expect(cueMatcher('language-noun').test(text)).toBe(true);
  });

  it.each([
    ['en', 'Level in EQF: EQF level 5  Northfield College', 'Northfield College'],
    ['it', 'Laurea in Informatica  Livello QEQ 6', 'Laurea in Informatica'],
    ['es', 'Técnico Superior, Nivel MEC 5', 'Técnico Superior,'],
    ['fr', 'Diplôme niveau CEC 5 – Lycée Jean Moulin', 'Diplôme – Lycée Jean Moulin'],
    ['de', 'Abschluss (EQR-Niveau 4)', 'Abschluss ( )'],
    ['pt', 'Curso Técnico Nível QEQ 4', 'Curso Técnico'],
  ])('%s: cuts an EQF level out of "%s" as written', (_lang, text, left) => {
    expect(cueMatcher('eqf-level').strip(text).replace(/\s+/g, ' ').trim()).toBe(left);
  });

  it('leaves a text without a cue as it is, accents and all', () => {
    expect(cueMatcher('eqf-level').strip('Straße 4, Università')).toBe('Straße 4, Università');
  });

  it('fails loudly for a concept without data', () => {
    expect(() => cueMatcher('no-such-concept')).toThrow(/no cue data/);
  });
});
