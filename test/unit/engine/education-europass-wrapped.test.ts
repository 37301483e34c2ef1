/**
 * The old Europass form with its label cell a wide gutter from the value (a table with a rule
 * between the cells): labels wrapped over more lines than their values (so the label column meets
 * the value column's rows only now and then) and a degree wrapped over two lines of its cell. The
 * label column is no flow of its own, the degree is read whole and the school after it is kept
 * (fictional schools).
 */
import { describe, expect, it } from 'vitest';
import { extractAndRun, pdf } from './generated-files.ts';

interface Form {
  lang: string;
  section: string;
  labels: string[][];
  entries: Array<{ years: string; degree: [string, string]; school: string; level: string }>;
}

/** Labels right-aligned to x = 190 in 9 pt, 11 pt apart; values at x = 212 in 10.5 pt, 13 pt apart. */
function europass(form: Form): (d: PDFKit.PDFDocument) => void {
  return (d) => {
    let y = 40;
    // The form sets the name and contact in the value column too.
    d.font('Helvetica-Bold').fontSize(18).fillColor('black').text('Alex Example', 212, y);
    d.font('Helvetica').fontSize(10).text('alex.example@example.org', 212, y + 24);
    y += 60;
    d.font('Helvetica-Bold').fontSize(12).text(form.section, 20, y, { width: 170, align: 'right' });
    y += 26;
    const label = (lines: string[], at: number) => {
      for (const [k, t] of lines.entries()) d.font('Helvetica').fontSize(9).fillColor('#444444').text(t, 0, at + 11 * k, { width: 190, align: 'right', lineBreak: false });
    };
    const value = (lines: string[], at: number, bold = false) => {
      for (const [k, t] of lines.entries()) d.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10.5).fillColor('black').text(t, 212, at - 1 + 13 * k, { lineBreak: false });
    };
    for (const e of form.entries) {
      const [dates, title, org, level] = form.labels as [string[], string[], string[], string[]];
      const rows: [string[], string[], boolean][] = [[dates, [e.years], false], [title, e.degree, true], [org, [e.school], false], [level, [e.level], false]];
      for (const [l, v, bold] of rows) {
        label(l, y);
        value(v, y, bold);
        y += Math.max(11 * l.length, 13 * v.length) + 4;
      }
      y += 14;
    }
  };
}

const forms: Form[] = [
  {
    lang: 'en',
    section: 'Education and training',
    labels: [['Dates'], ['Title of qualification awarded'], ['Name and type of organisation', 'providing education and training'], ['Level in national or international', 'classification']],
    entries: [
      { years: '2016 – 2018', degree: ['Master of Science in Data Analytics', 'and Operational Research'], school: 'Westmoor Institute of Technology', level: 'EQF 7' },
      { years: '2012 – 2016', degree: ['Bachelor of Science in Mechanical', 'Engineering and Industrial Design'], school: 'University of Northbridge', level: 'EQF 6' },
    ],
  },
  {
    lang: 'it',
    section: 'Istruzione e formazione',
    labels: [['Date'], ['Titolo della qualifica rilasciata'], ["Nome e tipo d'istituto di istruzione o", 'formazione'], ['Livello nella classificazione', 'nazionale o internazionale']],
    entries: [
      { years: '2016 – 2018', degree: ['Laurea magistrale in Ingegneria', 'Gestionale e dei Sistemi Produttivi'], school: 'Politecnico di Valbruna', level: 'Livello 7 EQF' },
      { years: '2013 – 2016', degree: ['Laurea triennale in Economia e', 'Management delle Imprese'], school: 'Università degli Studi di Montecorvo', level: 'Livello 6 EQF' },
    ],
  },
  {
    lang: 'es',
    section: 'Educación y formación',
    labels: [['Fechas'], ['Cualificación obtenida'], ['Nombre y tipo del centro de', 'estudios'], ['Nivel conforme a una clasificación', 'nacional o internacional']],
    entries: [
      { years: '2017 – 2019', degree: ['Máster Universitario en Ingeniería', 'Informática y Sistemas Inteligentes'], school: 'Universidad Politécnica de Almenara', level: 'MECU 7' },
      { years: '2013 – 2017', degree: ['Grado en Administración y Dirección', 'de Empresas'], school: 'Universidad de Valdeluz', level: 'MECU 6' },
    ],
  },
  {
    lang: 'de',
    section: 'Schul- und Berufsbildung',
    labels: [['Zeitraum'], ['Bezeichnung der erworbenen', 'Qualifikation'], ['Name und Art der Bildungs- oder', 'Ausbildungseinrichtung'], ['Stufe der nationalen oder', 'internationalen Klassifikation']],
    entries: [
      { years: '2016 – 2018', degree: ['Master of Arts Internationales', 'Management und Unternehmensführung'], school: 'Universität Lindenau', level: 'EQR 7' },
      { years: '2013 – 2016', degree: ['Bachelor of Science', 'Wirtschaftsinformatik'], school: 'Hochschule Falkenberg', level: 'EQR 6' },
    ],
  },
];

describe('the old Europass form with a wide gutter and wrapped cells', () => {
  it.each(forms.map((f) => [f.lang, f] as const))('%s: each degree whole, with its school', async (_lang, form) => {
    const { profile } = await extractAndRun(await pdf(europass(form)));
    expect(profile.education.map((e) => [e.degree, e.institution])).toEqual(form.entries.map((e) => [e.degree.join(' '), e.school]));
  });
});
