/**
 * One section, one entry shape: an entry whose title the features cannot tell (a company word or
 * a legal-form look-alike in it) takes its roles from where the other entries of its section put
 * their title and employer.
 */
import { describe, expect, it } from 'vitest';
import { extractEducation } from '../../../src/screen/entities/education.ts';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const layoutOf = (heading: string, lines: (LineSpec | string)[]) =>
  buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines]));

const jobs = (heading: string, lines: (LineSpec | string)[]) => extractExperience(layoutOf(heading, lines).sections).map((e) => [e.title, e.employer]);
const schools = (heading: string, lines: (LineSpec | string)[]) => extractEducation(layoutOf(heading, lines).sections).map((e) => [e.degree, e.institution]);

describe('entry shape: title and employer lines keep their places through a section', () => {
  it('reads a title with a legal-form look-alike ("SPA") on the title line as the title (fr)', () => {
    const got = jobs('Expérience professionnelle', [
      { text: 'Agent commercial', bold: true, size: 11, gap: 4 },
      'Lumière Verte - Lille (2021/2022)',
      '- Vente de contrats aux particuliers.',
      { text: 'Technicienne SPA', bold: true, size: 11, gap: 4 },
      'Espace Beauté - Calais (2019)',
      '- Accueil et conseil auprès de la clientèle.',
      { text: 'Technicien de maintenance', bold: true, size: 11, gap: 4 },
      'Atelier Nord - Arras (2016/2018)',
      '- Entretien des machines.',
    ]);
    expect(got).toEqual([
      ['Agent commercial', 'Lumière Verte'],
      ['Technicienne SPA', 'Espace Beauté'],
      ['Technicien de maintenance', 'Atelier Nord'],
    ]);
  });

  it('reads a title holding a company word on the date line as the title when every entry puts the employer below (de)', () => {
    const got = jobs('Berufserfahrung', [
      { text: '01/2020 – 03/2022', cells: [[200, 'Vertriebsmitarbeiter']] },
      { text: 'Nordlicht Handels GmbH', x: 200 },
      { text: '• Betreuung von Bestandskunden', x: 210 },
      { text: '02/2016 – 12/2019', cells: [[200, 'Abteilungsverantwortlicher Software']] },
      { text: 'Elektromarkt Oststadt', x: 200 },
      { text: '• Einkauf und Umsatzverantwortung', x: 210 },
      { text: '04/2012 – 01/2016', cells: [[200, 'Gebietsleiter Ost']] },
      { text: 'Spielwaren Schmidt GmbH', x: 200 },
      { text: '• Betreuung von Fachhändlern', x: 210 },
    ]);
    expect(got).toEqual([
      ['Vertriebsmitarbeiter', 'Nordlicht Handels GmbH'],
      ['Abteilungsverantwortlicher Software', 'Elektromarkt Oststadt'],
      ['Gebietsleiter Ost', 'Spielwaren Schmidt GmbH'],
    ]);
  });

  it('keeps the order of the features where the section shows no order (en)', () => {
    const got = jobs('Experience', [
      { text: 'Acme Software Ltd', bold: true, size: 11, gap: 4 },
      'Project Lead  2019 – 2021',
      '• Led a team of five.',
    ]);
    expect(got).toEqual([['Project Lead', 'Acme Software Ltd']]);
  });

  it('reads a training title on the degree line as the course when the other entries name the degree first (fr)', () => {
    const got = schools('Formation', [
      { text: 'Baccalauréat professionnel Commerce', bold: true, size: 11, gap: 4 },
      'Lycée Jean Moulin - Lyon (2012)',
      { text: "Formation Technicienne SPA", bold: true, size: 11, gap: 4 },
      'Thalasso Bleue - Marseille (2014)',
      { text: 'Brevet de technicien supérieur Management', bold: true, size: 11, gap: 4 },
      'Lycée Pasteur - Lille (2016)',
    ]);
    expect(got.map(([, school]) => school)).toEqual(['Lycée Jean Moulin', 'Thalasso Bleue', 'Lycée Pasteur']);
    expect(got[1]![0]).toBe('Formation Technicienne SPA');
  });

  it('reads a lone name that other entries give as their employer as the employer (en)', () => {
    const got = jobs('Experience', [
      '01/2013 to 01/2015',
      'Tessaro Nordic',
      { text: 'Planned and built the online courses of the maintenance school with the instructors.', x: 70 },
      '01/2008 to 12/2012',
      'Avionics Technician Tessaro Nordic',
      { text: 'Repaired radar and navigation systems of the fleet and wrote the deficiency reports.', x: 70 },
    ]);
    expect(got).toEqual([
      [null, 'Tessaro Nordic'],
      ['Avionics Technician', 'Tessaro Nordic'],
    ]);
  });
});

describe('entry shape: a date set first, alone on its line', () => {
  it.each([
    ['en', 'Education', ['Master of Arts in History', 'Westbrook University'], '2014 - 2018', ['Bachelor of Science in Biology', 'Eastfield State University']],
    ['es', 'Formación', ['Máster en Historia del Arte', 'Universidad de Granada'], '2014 - 2018', ['Grado en Biología', 'Universidad de Sevilla']],
    ['it', 'Istruzione', ['Laurea magistrale in Storia', 'Università di Bologna'], '2014 - 2018', ['Laurea triennale in Biologia', 'Università di Padova']],
  ])('opens the entry below it, the degree above being an undated entry of its own (%s)', (_lang, heading, above, dates, below) => {
    const got = extractEducation(layoutOf(heading, [{ text: above[0]!, bold: true }, above[1]!, dates, { text: below[0]!, bold: true }, below[1]!]).sections).map((e) => [
      e.degree,
      e.institution,
      e.end,
    ]);
    expect(got).toEqual([
      [above[0], above[1], null],
      [below[0], below[1], '2018'],
    ]);
  });
});
