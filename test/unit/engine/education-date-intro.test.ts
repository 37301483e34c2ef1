/**
 * Entries written one a line, each opened by its date and the word that introduces it, in lower case
 * ("von 10/2012 bis 09/2016: …", "dal 2016 al 2019: …", "from 2014 to 2018: …"), in six languages
 * (fictional schools and employers): each line is an entry, not the wrapped end of the line above.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

function profileOf(lines: LineSpec[]) {
  return runEngine(documentOf([{ text: 'Ilaria Ventura', size: 18, bold: true }, { text: 'ilaria.ventura@example.org' }, ...lines]), { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
}

describe('entries opened by a lower-case date word', () => {
  it.each([
    ['de', 'Ausbildung', 'von 10/2012 bis 09/2016: Bachelor of Science Informatik, Hochschule Falkenau', 'von 09/2003 bis 06/2012: Abitur, Gymnasium Lindenhof', ['2016-09', '2012-06']],
    ['it', 'Istruzione', 'dal 2016 al 2019: Laurea triennale in Lettere presso Università di Corvara', 'dal 2011 al 2016: Diploma di liceo linguistico presso Liceo Manzoni', ['2019', '2016']],
    ['es', 'Formación', 'de 2014 a 2018: Grado en Psicología, Universidad de Valdemora', 'de 2012 a 2014: Bachillerato, IES Los Almendros', ['2018', '2014']],
    ['fr', 'Formation', 'de 2015 à 2018 : Licence en droit, Université de Valbrume', 'de 2012 à 2015 : Baccalauréat ES, Lycée Victor Hugo', ['2018', '2015']],
    ['pt', 'Formação', 'de 2014 a 2018: Graduação em Administração, Universidade de Montalvo', 'de 2011 a 2013: Ensino Médio, Colégio Rui Barbosa', ['2018', '2013']],
    ['en', 'Education', 'from 2014 to 2018: BSc Economics, Westfield University', 'from 2012 to 2014: A Levels, Westfield College', ['2018', '2014']],
  ])('%s: two studies, two entries', (_lang, title, first, second, ends) => {
    const profile = profileOf([heading(title), { text: first }, { text: second }]);
    expect(profile.education.map((e) => e.end)).toEqual(ends);
    expect(profile.education.map((e) => e.institution)).toEqual([first.split(/, | presso /).pop(), second.split(/, | presso /).pop()]);
  });

  it('de: two jobs opened by "seit" and "von", and a degree in a labelled bracket', () => {
    const profile = profileOf([
      heading('Berufserfahrung'),
      { text: 'seit 03/2020: Softwareentwickler bei Alfa GmbH, München' },
      { text: 'von 01/2017 bis 02/2020: Werkstudent bei Beta AG, Augsburg' },
      heading('Ausbildung'),
      { text: 'von 09/2003 bis 06/2012: Gymnasium Lindenhof (Abschluss: Abitur)' },
    ]);
    expect(profile.workExperience.map((w) => [w.title, w.start])).toEqual([
      ['Softwareentwickler', '2020-03'],
      ['Werkstudent', '2017-01'],
    ]);
    expect(profile.education.map((e) => [e.degree, e.institution, e.isced])).toEqual([['Abitur', 'Gymnasium Lindenhof', 3]]);
  });
});
