/**
 * Classes of education entries that CVs never seen in development write (fictional schools and
 * people, one document per language): the old Europass form, degrees written as prose lines.
 */
import { describe, expect, it } from 'vitest';
import { extractEducation } from '../../../src/screen/entities/education.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: LineSpec[] = [{ text: 'Ilario Ventimiglia', size: 18, bold: true }, { text: 'ilario.ventimiglia@example.org' }];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });

function educationOf(lines: LineSpec[]) {
  return extractEducation(buildLayout(documentOf([...head, ...lines])).sections).map((e) => [e.degree, e.institution, e.start, e.end, e.isced]);
}

/** A label cell of the old Europass template, wrapped at its column's width, beside its value. */
function field(label: string, value: string, gap = 0): LineSpec[] {
  const rows: string[] = [];
  let row = '';
  for (const word of label.split(' ')) {
    if (`${row} ${word}`.trim().length > 34) {
      rows.push(row.trim());
      row = word;
    } else row += ` ${word}`;
  }
  rows.push(row.trim());
  return rows.map((text, i) => (i === 0 ? { text, x: 60, gap, cells: [[330, value]] } : { text, x: 60 }));
}

describe('the old Europass education form (label cells, no colon)', () => {
  it.each([
    ['it', 'Istruzione e formazione', 'Date', 'Titolo della qualifica rilasciata', "Nome e tipo d'organizzazione erogatrice dell'istruzione e formazione", 'Principali tematiche/competenze professionali acquisite', 'Laurea magistrale in Ingegneria Civile', 'Università degli Studi di Corvara', 'Diploma di maturità scientifica', 'Liceo Scientifico Galileo Galilei', [7, 3]],
    ['en', 'Education and training', 'Dates', 'Title of qualification awarded', 'Name and type of organisation providing education and training', 'Principal subjects/occupational skills covered', 'Master of Science in Civil Engineering', 'University of Northbrook', 'High School Diploma', 'Westfield High School', [7, 3]],
    ['es', 'Educación y formación', 'Fechas', 'Cualificación obtenida', 'Nombre y tipo del centro de estudios', 'Principales materias o capacidades profesionales estudiadas', 'Licenciatura en Derecho', 'Universidad de Valdemora', 'Bachillerato', 'IES Los Almendros', [6, 3]],
    ['fr', 'Éducation et formation', 'Dates', 'Intitulé du certificat ou diplôme délivré', "Nom et type de l'établissement d'enseignement ou de formation", 'Principales matières/compétences professionnelles couvertes', 'Master Droit des affaires', 'Université de Valbrume', 'Baccalauréat ES', 'Lycée Victor Hugo', [7, 3]],
    ['de', 'Schul- und Berufsbildung', 'Datum', 'Bezeichnung der erworbenen Qualifikation', 'Name und Art der Bildungs- oder Ausbildungseinrichtung', 'Hauptfächer/berufliche Fähigkeiten', 'Master of Science Informatik', 'Hochschule Falkenau', 'Abitur', 'Gymnasium Lindenhof', [7, 3]],
    ['pt', 'Educação e formação', 'Datas', 'Designação da qualificação atribuída', 'Nome e tipo da organização de ensino ou formação', 'Principais disciplinas/competências profissionais', 'Licenciatura em Direito', 'Universidade de Montalvo', 'Ensino Médio', 'Colégio São Bento', [6, 3]],
  ])('%s: degree and school from their labelled cells, the subjects left out', (_lang, title, dates, degreeLabel, schoolLabel, subjectsLabel, degree1, school1, degree2, school2, levels) => {
    const entries = educationOf([
      heading(title),
      ...field(dates, '2010 – 2015'),
      ...field(degreeLabel, degree1),
      ...field(subjectsLabel, 'Statistica, diritto, economia politica'),
      ...field(schoolLabel, school1),
      ...field(dates, '2005 – 2010', 8),
      ...field(degreeLabel, degree2),
      ...field(schoolLabel, school2),
    ]);
    expect(entries).toEqual([
      [degree1, school1, '2010', '2015', levels[0]],
      [degree2, school2, '2005', '2010', levels[1]],
    ]);
  });

  it('reads a label as a label only in a cell of its own: "Corso di laurea in …" stays the degree', () => {
    const entries = educationOf([heading('Istruzione'), { text: 'Corso di laurea in Economia, Università di Corvara', cells: [[420, '2012 – 2016']] }]);
    expect(entries).toEqual([['Corso di laurea in Economia', 'Università di Corvara', '2012', '2016', 6]]);
  });
});
