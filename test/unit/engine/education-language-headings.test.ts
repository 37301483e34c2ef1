/**
 * "Conoscenza lingue straniere", "Conocimientos de idiomas", "Connaissance des langues": a languages
 * heading worded as the knowledge of languages (six languages, fictional names). Not known, it left
 * the language paragraph in the education section above it, where a school named in it (a language
 * course's college) made entries of its own.
 */
import { describe, expect, it } from 'vitest';
import { extractEducation } from '../../../src/screen/entities/education.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { headingKind } from '../../../src/knowledge/lexicons/headings.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Laura Montese', size: 18, bold: true }, 'laura.montese@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 11, gap: 10 });

describe('a languages heading worded as the knowledge of languages', () => {
  it.each([
    ['en', 'Education', 'Bachelor of Science in Physics, University of Eastfield, 2016', 'KNOWLEDGE OF FOREIGN LANGUAGES', 'English: very good. Summer course at Westbrook College (Ireland, 2012), final diploma.'],
    ['it', 'Formazione', 'Laurea in Fisica, Università di Valbruna, 2016', 'CONOSCENZA LINGUE STRANIERE', 'Inglese ottimo. Vacanza studio al Westbrook College (Irlanda, 2012), diploma finale.'],
    ['es', 'Formación', 'Grado en Física, Universidad de Sierralta, 2016', 'CONOCIMIENTOS DE IDIOMAS', 'Inglés: alto. Curso de verano en Westbrook College (Irlanda, 2012), diploma final.'],
    ['fr', 'Formation', 'Licence de physique, Université de Valmont, 2016', 'CONNAISSANCE DES LANGUES', 'Anglais : courant. Séjour linguistique au Westbrook College (Irlande, 2012), diplôme final.'],
    ['de', 'Ausbildung', 'Bachelor in Physik, Universität Lindenau, 2016', 'KENNTNISSE IN FREMDSPRACHEN', 'Englisch: sehr gut. Sprachreise zum Westbrook College (Irland, 2012), Abschlusszeugnis.'],
    ['pt', 'Formação', 'Licenciatura em Física, Universidade de Serrado, 2016', 'CONHECIMENTOS DE IDIOMAS', 'Inglês: avançado. Curso de verão no Westbrook College (Irlanda, 2012), diploma final.'],
  ])('%s: "%s"', (_lang, title, entry, languages, paragraph) => {
    expect(headingKind(languages)).toBe('languages');
    const layout = buildLayout(documentOf([...head, heading(title), `• ${entry}`, heading(languages), `• ${paragraph}`]));
    expect(layout.sections.map((s) => s.kind)).toContain('languages');
    expect(extractEducation(layout.sections).map((e) => e.institution)).not.toContainEqual(expect.stringContaining('Westbrook'));
  });
});
