/**
 * Studies told as sentences in the first person ("En 2013 obtuve el Grado en …", "Em 2013 conclui a
 * Licenciatura em …"), fictional schools: the verb of earning and its article before the degree are the
 * sentence's, not the degree's name. "Corso di laurea in …" stays whole.
 */
import { describe, expect, it } from 'vitest';
import { extractEducation } from '../../../src/screen/entities/education.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Laura Montese', size: 18, bold: true }, 'laura.montese@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });
const degreesOf = (title: string, lines: string[]) => extractEducation(buildLayout(documentOf([...head, heading(title), ...lines])).sections).map((e) => [e.degree, e.institution]);

describe('a degree earned, told in a sentence', () => {
  it.each([
    ['es', 'Formación', 'En 2013 obtuve el Grado en Ciencias del Deporte en la Universidad de Sierralta.', 'Grado en Ciencias del Deporte', 'Universidad de Sierralta'],
    ['pt', 'Formação', 'Em 2013 conclui a Licenciatura em Ciências do Desporto na Universidade de Serrado.', 'Licenciatura em Ciências do Desporto', 'Universidade de Serrado'],
    ['pt', 'Formação', 'Em 2018 obtive o Mestrado em Fisiologia na Universidade de Montalvo.', 'Mestrado em Fisiologia', 'Universidade de Montalvo'],
    ['it', 'Istruzione', "Nel 2013 ho conseguito la Laurea in Scienze Motorie presso l'Università di Valbruna.", 'Laurea in Scienze Motorie', 'Università di Valbruna'],
    ['fr', 'Formation', "En 2013, j'ai obtenu une Licence STAPS à l'Université de Valmont.", 'Licence STAPS', 'Université de Valmont'],
    ['en', 'Education', 'In 2013 I completed a Bachelor of Science in Sport Science at the University of Eastfield.', 'Bachelor of Science in Sport Science', 'University of Eastfield'],
  ])('%s: "%s"', (_lang, title, line, degree, school) => {
    expect(degreesOf(title, [line])).toEqual([[degree, school]]);
  });

  it('it: "Corso di laurea in …" stays whole', () => {
    expect(degreesOf('Istruzione', ['2010 – 2013  Corso di laurea in Economia, Università di Valbruna'])[0]?.[0]).toBe('Corso di laurea in Economia');
  });
});
