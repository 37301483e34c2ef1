import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { extractLanguages } from '../../../src/screen/entities/languages.ts';
import { documentOf } from './synthetic-document.ts';

/** Languages of a CV whose languages section holds the given lines. */
function languagesOf(heading: string, ...lines: string[]) {
  const layout = buildLayout(documentOf([{ text: 'Jane Doe', size: 20 }, { text: heading, size: 13, bold: true, gap: 8 }, ...lines]));
  return Object.fromEntries(extractLanguages(layout).map((l) => [l.code, l.level]));
}

describe('spoken languages and levels', () => {
  it('reads native words and CEFR codes in each language', () => {
    expect(languagesOf('Lingue', 'Italiano (madrelingua), Inglese (B2), Francese (A2)')).toEqual({ it: 'native', en: 'B2', fr: 'A2' });
    expect(languagesOf('Sprachen', 'Deutsch: Muttersprache', 'Englisch: C1', 'Französisch: Grundkenntnisse')).toEqual({ de: 'native', en: 'C1', fr: 'A2' });
    expect(languagesOf('Idiomas', 'Español (nativo), Inglés (C1), Francés (A2)')).toEqual({ es: 'native', en: 'C1', fr: 'A2' });
    expect(languagesOf('Langues', 'Français langue maternelle', 'Anglais courant', 'Espagnol B1')).toEqual({ fr: 'native', en: 'C1', es: 'B1' });
    expect(languagesOf('Idiomas', 'Português (nativo), Inglês (C1), Espanhol (B1)')).toEqual({ pt: 'native', en: 'C1', es: 'B1' });
    expect(languagesOf('Languages', 'English: native', 'Greek: B2', 'Spanish: intermediate')).toEqual({ en: 'native', el: 'B2', es: 'B1' });
  });

  it('maps the LinkedIn proficiency scale and leaves vague words unmapped', () => {
    expect(languagesOf('Languages', 'Portuguese: Native or bilingual proficiency', 'English: Professional working proficiency', 'German: good')).toEqual({
      pt: 'native',
      en: 'B2',
      de: null,
    });
  });

  it('gives a level written before the languages to all of them', () => {
    expect(languagesOf('Skills', 'Fluent in Mandarin and English')).toEqual({ zh: 'C1', en: 'C1' });
  });

  it('does not give the level of one language to the next', () => {
    expect(languagesOf('Sprachen', 'Deutsch (Muttersprache), Englisch')).toEqual({ de: 'native', en: null });
  });

  it('reads a Europass self-assessment row by its most frequent level', () => {
    expect(languagesOf('Lingue', 'Inglese C1 C1 B2 C1 B2')).toEqual({ en: 'C1' });
  });

  it.each([
    ['Competenze personali', 'Lingua madre', 'Rumeno', 'ro'],
    ['Competenze personali', 'Madrelingua:', 'Italiano', 'it'],
    ['Competencias personales', 'Lengua materna', 'español', 'es'],
    ['Competencias personales', 'Lengua(s) materna(s)', 'Español', 'es'],
    ['Compétences personnelles', 'Langue(s) maternelle(s)', 'arabe', 'ar'],
    ['Persönliche Fähigkeiten', 'Muttersprache', 'Polnisch', 'pl'],
    ['Competências pessoais', 'Língua materna', 'português', 'pt'],
    ['Personal skills', 'Mother tongue(s)', 'Greek', 'el'],
  ])('reads a mother-tongue label row outside a languages section (%s: %s)', (heading, label, name, code) => {
    const layout = buildLayout(
      documentOf([{ text: 'Jane Doe', size: 20 }, { text: heading, size: 13, bold: true, gap: 8 }, { text: label, cells: [[250, name]] }]),
    );
    expect(extractLanguages(layout).map((l) => [l.code, l.level])).toEqual([[code, 'native']]);
  });

  it('reads a language named after the noun "language" in running text', () => {
    expect(languagesOf('Formazione', '• Conoscenza della lingua Inglese (scritta e parlata) ottima.')).toEqual({ en: null });
    expect(languagesOf('Formación', 'Uso del idioma Francés en el trabajo diario.')).toEqual({ fr: null });
    expect(languagesOf('Education', 'Thesis on Greek tragedy and its reception.')).toEqual({});
  });

  it('reads a line of a skills list that names spoken languages only', () => {
    expect(languagesOf('Kenntnisse', 'Türkisch', 'MS Office')).toEqual({ tr: null });
    expect(languagesOf('Competenze', '• Inglese, Spagnolo', 'Java, Polish notation')).toEqual({ en: null, es: null });
  });

  it('ignores programming languages', () => {
    expect(languagesOf('Skills', 'Programming languages: Java, Python, Go')).toEqual({});
  });
});
