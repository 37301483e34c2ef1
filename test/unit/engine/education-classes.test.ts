/**
 * Classes of education entries that CVs never seen in development write (fictional schools and
 * people, one document per language): the old Europass form, degrees written as prose lines.
 */
import { describe, expect, it } from 'vitest';
import { headingKind } from '../../../src/knowledge/lexicons/headings.ts';
import { extractEducation } from '../../../src/screen/entities/education.ts';
import type { ExperienceEntry } from '../../../src/screen/entities/experience.ts';
import { separateTrainings } from '../../../src/screen/entities/training-entries.ts';
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

describe('degrees written as prose lines, without a date range', () => {
  it.each([
    ['it', 'Istruzione', "Diploma di maturità scientifica (a.s. 2015-16) presso Liceo Scientifico Enrico Fermi di Corvara", ['Diploma di maturità scientifica', 'Liceo Scientifico Enrico Fermi di Corvara', '2016', 3]],
    ['it', 'Istruzione', "Laurea triennale in Economia presso l'Università degli Studi di Corvara (2019)", ['Laurea triennale in Economia', 'Università degli Studi di Corvara', '2019', 6]],
    ['es', 'Formación', 'Licenciatura en Derecho por la Universidad de Valdemora, 2015', ['Licenciatura en Derecho', 'Universidad de Valdemora', '2015', 6]],
    ['pt', 'Formação', 'Licenciatura em Direito pela Universidade de Montalvo (2014)', ['Licenciatura em Direito', 'Universidade de Montalvo', '2014', 6]],
    ['fr', 'Formation', "Licence de droit à l'Université de Valbrume, 2015", ['Licence de droit', 'Université de Valbrume', '2015', 6]],
    ['fr', 'Formation', 'Baccalauréat scientifique au Lycée Jean Moulin (promotion 2012)', ['Baccalauréat scientifique', 'Lycée Jean Moulin', '2012', 3]],
    ['de', 'Ausbildung', 'Abitur am Gymnasium Lindenhof, 2010', ['Abitur', 'Gymnasium Lindenhof', '2010', 3]],
    ['en', 'Education', 'Bachelor of Science in Biology from the University of Northbrook, 2019', ['Bachelor of Science in Biology', 'University of Northbrook', '2019', 6]],
  ])('%s: "%s" / %s', (_lang, title, line, [degree, school, end, isced]) => {
    const entries = educationOf([heading(title), { text: line }]);
    expect(entries.map((e) => [e[0], e[1], e[3], e[4]])).toEqual([[degree, school, end, isced]]);
  });
});

describe('studies under way, written as "student at …"', () => {
  it.each([
    ['it', 'Istruzione', "Studentessa presso l'Università degli Studi di Corvara, corso di laurea in Biologia", 'corso di laurea in Biologia', 'Università degli Studi di Corvara'],
    ['es', 'Formación', 'Estudiante en la Universidad de Valdemora, Grado en Psicología', 'Grado en Psicología', 'Universidad de Valdemora'],
    ['pt', 'Formação', 'Estudante na Universidade de Montalvo, Bacharelado em Engenharia Civil', 'Bacharelado em Engenharia Civil', 'Universidade de Montalvo'],
    ['fr', 'Formation', "Étudiante à l'Université de Valbrume, Licence de psychologie", 'Licence de psychologie', 'Université de Valbrume'],
    ['de', 'Ausbildung', 'Studentin an der Universität Falkenau, Bachelor of Arts Soziologie', 'Bachelor of Arts Soziologie', 'Universität Falkenau'],
    ['en', 'Education', 'Student at Westfield University, Bachelor of Science in Chemistry', 'Bachelor of Science in Chemistry', 'Westfield University'],
  ])('%s: the school attended now and the course after the comma', (_lang, title, line, degree, school) => {
    const entries = extractEducation(buildLayout(documentOf([...head, heading(title), { text: line }])).sections);
    expect(entries.map((e) => [e.degree, e.institution, e.current])).toEqual([[degree, school, true]]);
  });
});

describe('degrees told in sentences', () => {
  it.each([
    ['it', 'Istruzione', "Nel 2013 ho conseguito la Laurea in Tecniche di Radiologia presso l'Università di Corvara.", ['Laurea in Tecniche di Radiologia', 'Università di Corvara', '2013']],
    ['fr', 'Formation', "En 2012, j'ai obtenu le Master Finance à l'Université de Valbrume.", ['Master Finance', 'Université de Valbrume', '2012']],
    ['es', 'Formación', 'En 2015 he obtenido el Grado en Psicología por la Universidad de Valdemora.', ['Grado en Psicología', 'Universidad de Valdemora', '2015']],
    ['en', 'Education', 'In 2016 I graduated with a Bachelor of Arts in History from Westfield University.', ['Bachelor of Arts in History', 'Westfield University', '2016']],
  ])('%s: the degree from its word on, the school without the full stop', (_lang, title, line, expected) => {
    const entries = educationOf([heading(title), { text: line }]);
    expect(entries.map((e) => [e[0], e[1], e[3]])).toEqual([expected]);
  });

  it('keeps the first sentence of a school and leaves a bracket the wrap left open (Italian)', () => {
    const entries = educationOf([
      heading('Istruzione e formazione'),
      { text: 'Diploma di Maturità (a.s.2015-16) presso Liceo artistico Enrico Fermi, Corvara (votazione: 94/100)' },
      { text: 'Studentessa presso il Politecnico di Corvara. Ho frequentato il primo anno la facoltà di Design degli' },
      { text: 'Interni.' },
    ]);
    expect(entries.map((e) => [e[0], e[1], e[4]])).toEqual([
      ['Diploma di Maturità', 'Liceo artistico Enrico Fermi, Corvara', 3],
      [null, 'Politecnico di Corvara', 6],
    ]);
  });

  it('keeps the full stop of an abbreviation and a stop inside a name', () => {
    const entries = educationOf([heading('Ausbildung'), { text: 'M.Sc. Informatik, Hochschule Falkenau', cells: [[420, '2010 – 2012']] }]);
    expect(entries.map((e) => [e[0], e[1]])).toEqual([['M.Sc. Informatik', 'Hochschule Falkenau']]);
  });
});

describe('education headings the lexicon lacked, in six languages', () => {
  it.each([
    'Titoli di studio e professionali', 'Curriculum studiorum', 'Titoli conseguiti', 'Formazione scolastica e professionale', 'Studi universitari',
    'Titulación académica', 'Formación reglada y complementaria', 'Escolaridad',
    'Parcours scolaire et universitaire', 'Formation académique et professionnelle', 'Formation universitaire',
    'Schulische und akademische Ausbildung', 'Schul- und Berufsausbildung', 'Schul- und Hochschulbildung',
    'Formação acadêmica e complementar', 'Qualificações académicas', 'Grau académico',
    'Education Background', 'Educational Details', 'Scholastic Record',
  ])('%s', (text) => {
    expect(headingKind(text)).toBe('education');
  });

  it('opens an education section under such a heading (Italian)', () => {
    const entries = educationOf([heading('Titoli di studio e professionali'), { text: 'Laurea in Lettere, Università di Corvara', cells: [[420, '2010 – 2014']] }]);
    expect(entries).toEqual([['Laurea in Lettere', 'Università di Corvara', '2010', '2014', 6]]);
  });
});

describe('labelled fields of an entry', () => {
  it.each([
    ['en', 'Education', "Bachelor's Degree in Accountancy Graduation Date: 2008", 'Major : Accounting', 'Institution/College : Northbrook Institute, Singapore', 'Diploma in Compliance - 2011', ["Bachelor's Degree in Accountancy", 'Northbrook Institute', '2008'], ['Diploma in Compliance', null, '2011']],
    ['it', 'Istruzione', 'Laurea in Economia – 2015', 'Indirizzo: Economia aziendale', 'Università: Università di Corvara', 'Diploma di ragioneria – 2010', ['Laurea in Economia', 'Università di Corvara', '2015'], ['Diploma di ragioneria', null, '2010']],
    ['es', 'Formación', 'Grado en Psicología – 2016', 'Carrera: Psicología clínica', 'Universidad: Universidad de Valdemora', 'Bachillerato – 2012', ['Grado en Psicología', 'Universidad de Valdemora', '2016'], ['Bachillerato', null, '2012']],
  ])('%s: the school labelled under a dated degree line is that entry\'s, not the next one\'s', (_lang, title, dated, subject, school, next, first, second) => {
    const entries = educationOf([heading(title), { text: dated, bold: true }, { text: subject }, { text: school }, { text: next, bold: true }]);
    expect(entries.map((e) => [e[0], e[1], e[3]])).toEqual([first, second]);
  });

  it.each([
    ['en', 'Education', 'Year of passing : 2015', 'Degree : Bachelor of Commerce', 'Institution : University of Northbrook'],
    ['it', 'Istruzione', 'Anno: 2015', 'Titolo di studio: Laurea in Economia', 'Istituto: Università di Corvara'],
    ['pt', 'Formação', 'Ano de conclusão: 2015', 'Curso: Licenciatura em Direito', 'Universidade: Universidade de Montalvo'],
  ])('%s: a form whose year has a label of its own', (_lang, title, year, degree, school) => {
    const entries = educationOf([heading(title), { text: degree }, { text: school }, { text: year }]);
    expect(entries.map((e) => [e[1], e[3]])).toEqual([[school.replace(/^[^:]+:\s*/, ''), '2015']]);
  });
});

describe('studies counted in university terms, at a school the lexicon does not know', () => {
  it.each([
    ['de', 'Studium & Ausbildung', 'Elektrotechnik, 1. Fachsemester, TUF Lindenberg, Lindenberg', 'Elektrotechnik, 1. Fachsemester', 'TUF Lindenberg'],
    ['it', 'Istruzione', 'Ingegneria Civile (anno accademico 2023/24), IUAV Corvara', 'Ingegneria Civile (anno accademico 2023/24)', 'IUAV Corvara'],
    ['fr', 'Formation', 'Sciences politiques, année universitaire 2023, IEP Valbrume', 'Sciences politiques, année universitaire 2023', 'IEP Valbrume'],
  ])('%s: a first degree (ISCED 6)', (_lang, title, line, degree, school) => {
    const entries = educationOf([heading(title), { text: '04/2023–09/2023', cells: [[150, line]] }]);
    expect(entries.map((e) => [e[0], e[1], e[4]])).toEqual([[degree, school, 6]]);
  });
});

describe('courses taken at a training provider, written in the list of jobs', () => {
  const entry = (title: string, employer: string) => ({ title, employer, location: null, start: '2015-02', end: '2015-06', current: false, evidence: 1, lines: [] }) as unknown as ExperienceEntry;
  it.each([
    ['de', 'Business-Englischauffrischung', 'WBS Training AG'],
    ['es', 'Excel avanzado', 'Centro de Formación Valdemora'],
    ['pt', 'Eletricista Predial', 'SENAI'],
    ['it', 'Contabilità e bilancio', 'Ente di formazione Corvara'],
    ['fr', 'Gestion de projet', 'Centre de formation Valbrume'],
  ])('%s: a title naming no role at a provider is the course', (_lang, title, provider) => {
    const { work, trainings } = separateTrainings([entry(title, provider)]);
    expect(work).toEqual([]);
    expect(trainings.map((t) => [t.degree, t.institution, t.end])).toEqual([[title, provider, '2015-06']]);
  });

  it.each([
    ['de', 'Trainerin für Englisch', 'WBS Training AG'],
    ['es', 'Profesora de inglés', 'Academia Valdemora'],
    ['pt', 'Instrutor de informática', 'SENAI'],
    ['fr', 'Formatrice bureautique', 'Centre de formation Valbrume'],
  ])('%s: a role held at a provider stays a job', (_lang, title, provider) => {
    expect(separateTrainings([entry(title, provider)]).trainings).toEqual([]);
  });
});

describe('education under a heading the lexicon does not know', () => {
  it.each([
    ['it', 'Esperienze', '2018 – 2022  Contabile, Studio Rossi Srl, Corvara', 'Il mio percorso', '2010 – 2015  Laurea in Economia, Università di Corvara', '2005 – 2010  Diploma di maturità classica, Liceo Classico Ugo Foscolo', [6, 3]],
    ['en', 'Experience', '2018 – 2022  Accountant, Rossi Ltd, Northbrook', 'Training', '2010 – 2014  Bachelor of Science in Economics, University of Northbrook', '2008 – 2010  A-Levels, Westfield College', [6, 3]],
    ['es', 'Experiencia', '2018 – 2022  Contable, Gestoría Ruiz, Valdemora', 'Mi recorrido', '2010 – 2014  Grado en Economía, Universidad de Valdemora', '2008 – 2010  Bachillerato, IES Los Almendros', [6, 3]],
  ])('%s: a section whose dated lines name degrees is education', (_lang, jobs, job, title, first, second, levels) => {
    const entries = educationOf([heading(jobs), { text: job }, heading(title), { text: first }, { text: second }]);
    expect(entries.map((e) => e[4])).toEqual(levels);
  });

  it('leaves a section of courses without degrees to the other readers', () => {
    const entries = educationOf([heading('Altri corsi'), { text: '2019  Corso di Excel avanzato, Ente di formazione Corvara' }, { text: '2018  Corso di sicurezza sul lavoro' }]);
    expect(entries).toEqual([]);
  });
});
