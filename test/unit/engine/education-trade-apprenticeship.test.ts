/**
 * A trade learnt in an apprenticeship, as German-speaking CVs print it (fictional names): the trade
 * on the first line, the training company below, then "Lehre zum Abschluss mit „Gut“". The trade is
 * the degree (with the apprenticeship word), the company the school. A trade named after "zum" stays
 * as written; in the other languages the trade already opens the entry and is its degree.
 */
import { describe, expect, it } from 'vitest';
import { extractEducation } from '../../../src/screen/entities/education.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Laura Montese', size: 18, bold: true }, 'laura.montese@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

function entriesOf(title: string, dates: string, lines: string[]) {
  const specs: LineSpec[] = lines.map((text, i) => (i === 0 ? { text: dates, cells: [[150, text]] } : { text, x: 150 }));
  return extractEducation(buildLayout(documentOf([...head, heading(title), ...specs])).sections).map((e) => [e.degree, e.institution, e.isced]);
}

describe('the trade learnt in an apprenticeship', () => {
  it.each([
    [['Maschinen- und Anlagenmonteur', 'Metallbau Lindenau GmbH', 'Lehre zum Abschluss mit „Gut“'], 'Maschinen- und Anlagenmonteur (Lehre)', 'Metallbau Lindenau GmbH'],
    [['Industriemechaniker', 'Maschinenbau Lindenau GmbH', 'Ausbildung, Abschluss mit „sehr gut“'], 'Industriemechaniker (Ausbildung)', 'Maschinenbau Lindenau GmbH'],
    [['Kaufmann im Einzelhandel', 'Kaufhaus Lindenau GmbH', 'Lehre, Abschluss: IHK-Prüfung'], 'Kaufmann im Einzelhandel (Lehre)', 'Kaufhaus Lindenau GmbH'],
  ])('de: %j', (lines, degree, school) => {
    expect(entriesOf('Ausbildung', '2010 – 2013', lines)).toEqual([[degree, school, 3]]);
  });

  it('de: "Ausbildung zum Industriemechaniker" names its trade and stays as written', () => {
    const [entry] = entriesOf('Ausbildung', '2010 – 2013', ['Ausbildung zum Industriemechaniker', 'Maschinenbau Lindenau GmbH']);
    expect(entry?.[0]).toBe('Ausbildung zum Industriemechaniker');
    expect(entry?.[1]).toBe('Maschinenbau Lindenau GmbH');
  });

  it.each([
    ['it', 'Istruzione', ['Elettricista', 'Impianti Valbruna S.r.l.', 'Apprendistato concluso con qualifica'], 'Elettricista', 'Impianti Valbruna S.r.l.'],
    ['fr', 'Formation', ['Électricien', 'Élec Valmont SARL', 'Apprentissage, CAP obtenu avec mention'], 'Électricien', 'Élec Valmont SARL'],
    ['es', 'Formación', ['Electricista', 'Instalaciones Sierralta S.L.', 'Aprendizaje, título obtenido con nota'], 'Electricista', 'Instalaciones Sierralta S.L.'],
  ])('%s: the trade opening the entry stays its degree', (_lang, title, lines, degree, school) => {
    const [entry] = entriesOf(title, '2010 – 2013', lines);
    expect(entry?.[0]).toBe(degree);
    expect(entry?.[1]).toBe(school);
  });
});
