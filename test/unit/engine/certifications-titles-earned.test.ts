/**
 * Studies written as sentences that report a title earned ("Nel 2011 ho conseguito il titolo di
 * Istruttore di Atletica …"), in six languages (fictional bodies): a title naming no degree is a
 * certification of that year; a degree reported the same way stays with the studies.
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Laura Montese', size: 18, bold: true }, 'laura.montese@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

const certificationsOf = (title: string, lines: string[]) => extractCertifications(buildLayout(documentOf([...head, heading(title), ...lines])).sections).map((c) => [c.name, c.date]);

describe('a title earned, told in a sentence', () => {
  it.each([
    ['it', 'La mia formazione', 'Nel 2011 ho conseguito il titolo di Istruttore di Atletica Leggera FIDAL (Federazione Nazionale).', 'Istruttore di Atletica Leggera FIDAL'],
    ['en', 'Education', 'In 2011 I obtained the title of Athletics Instructor (National Athletics Federation).', 'Athletics Instructor'],
    ['es', 'Formación', 'En 2011 obtuve el título de Monitor de Atletismo, otorgado por la Federación Nacional.', 'Monitor de Atletismo'],
    ['fr', 'Formation', 'En 2011, j’ai obtenu le titre d’Entraîneur d’athlétisme (Fédération nationale).', 'Entraîneur d’athlétisme'],
    ['de', 'Ausbildung', '2011 erwarb ich den Titel Leichtathletiktrainer (Landesverband Lindenau).', 'Leichtathletiktrainer'],
    ['pt', 'Formação', 'Em 2011 obtive o título de Treinador de Atletismo (Federação Nacional).', 'Treinador de Atletismo'],
  ])('%s: "%s"', (_lang, title, sentence, name) => {
    expect(certificationsOf(title, [sentence])).toEqual([[name, '2011']]);
  });

  it('it: a degree told the same way is no certification', () => {
    expect(certificationsOf('La mia formazione', ['Nel 2013 ho conseguito il titolo di Dottore in Economia presso l’Università di Valbruna.'])).toEqual([]);
  });
});
