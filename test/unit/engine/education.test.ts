/**
 * Education entries read from documents written here (fictional schools), and the ISCED levels
 * of degree forms the lexicon learned late.
 */
import { describe, expect, it } from 'vitest';
import { findDegree } from '../../../src/knowledge/lexicons/degrees.ts';
import { extractEducation } from '../../../src/screen/entities/education.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Ilario Ventimiglia', size: 18, bold: true }, 'ilario.ventimiglia@example.org'];

function educationOf(lines: (LineSpec | string)[]) {
  return extractEducation(buildLayout(documentOf([...head, ...lines])).sections).map((e) => [e.degree, e.institution, e.end, e.isced]);
}

describe('education entries', () => {
  it('takes back a degree line the layout read as a certifications heading', () => {
    const entries = educationOf([
      { text: 'Profil', bold: true, size: 13, gap: 10 },
      'Ingénieur en systèmes embarqués avec huit ans de pratique dans la conception de cartes électroniques',
      'pour l’automobile et le ferroviaire, de la spécification jusqu’aux essais de validation en atelier.',
      { text: 'Formation', bold: true, size: 13, gap: 10 },
      { text: 'Master Systèmes embarqués', bold: true },
      'Université de Valbrume',
      'juillet 2016',
      { text: 'Licence professionnelle Génie électrique', bold: true, size: 13, gap: 10 },
      'Université de Morlanges',
      'juillet 2014',
    ]);
    expect(entries).toEqual([
      ['Master Systèmes embarqués', 'Université de Valbrume', '2016-07', 7],
      ['Licence professionnelle Génie électrique', 'Université de Morlanges', '2014-07', 6],
    ]);
  });

  it('reads the piece that is wholly a degree name as the degree', () => {
    const entries = educationOf([
      { text: 'Education', bold: true, size: 13, gap: 10 },
      { text: 'Brackwater University', bold: true },
      { text: 'BSC (HONS) GEOLOGY', cells: [[420, 'September 2011 – July 2014']] },
      { text: 'Millford Green High School', bold: true },
      { text: 'HIGH SCHOOL DIPLOMA', cells: [[420, 'September 2007 – July 2011']] },
    ]);
    expect(entries.map((e) => [e[0], e[1]])).toEqual([
      ['BSC (HONS) GEOLOGY', 'Brackwater University'],
      ['HIGH SCHOOL DIPLOMA', 'Millford Green High School'],
    ]);
  });

  it('dates an undated entry by the year written inside its line', () => {
    const entries = educationOf([
      { text: 'Education', bold: true, size: 13, gap: 10 },
      'Bachelor of Science : Marine Geology 2009 Northbrook State University , Harbor City , ME',
    ]);
    expect(entries.map((e) => [e[1], e[2], e[3]])).toEqual([['Northbrook State University', '2009', 6]]);
  });

  it('dates an undated entry by the full range written inside its line, cut at its first date', () => {
    const entries = educationOf([
      { text: 'Education', bold: true, size: 13, gap: 10 },
      'Bachelor of Arts : History and Political Science 2006 Eastbrook State University , City , State , US Bachelor of Arts Degree in History',
      'and Political Science Eastbrook State University - Eastbrook, ME 2002 to 2006',
    ]);
    expect(entries.map((e) => [e[0], e[2], e[3]])).toEqual([['Bachelor of Arts', '2006', 6]]);
  });

  it('reads the degree from a description line that opens with it', () => {
    const entries = educationOf([
      { text: 'Education', bold: true, size: 13, gap: 10 },
      { text: 'HARROWGATE COLLEGE OF COMMERCE', cells: [[420, '2012 – 2015']] },
      'Bachelor of Commerce (Honours) with first class standing.',
      'Specialisation in taxation, audit and corporate law, with a thesis on public procurement.',
    ]);
    expect(entries.map((e) => [e[1], e[2], e[3]])).toEqual([['HARROWGATE COLLEGE OF COMMERCE', '2015', 6]]);
  });

  it('reads an organization named without any degree as the school', () => {
    const entries = educationOf([
      { text: 'Education', bold: true, size: 13, gap: 10 },
      { text: 'Valmora, Spain', bold: true, cells: [[200, 'Northgate Language Council'], [420, '2016 – 2018']] },
      'Evening English classes towards an advanced certificate.',
    ]);
    expect(entries.map((e) => [e[0], e[1], e[2]])).toEqual([[null, 'Northgate Language Council', '2018']]);
  });

  it('dates entries by the year opening their degree line', () => {
    const entries = educationOf([
      { text: 'Education and training', bold: true, size: 13, gap: 10 },
      '2019 Master of Science in Coastal Engineering and Harbour Management',
      'University of Eastmoor, Lindale',
      '2014 High School Diploma with honours in Physics and Mathematics',
      'Greyfield Grammar School, Lindale',
    ]);
    expect(entries).toEqual([
      ['Master of Science in Coastal Engineering and Harbour Management', 'University of Eastmoor', '2019', 7],
      ['High School Diploma with honours in Physics and Mathematics', 'Greyfield Grammar School', '2014', 3],
    ]);
  });

  it('reads a date cell opened by "desde" as the entry\'s date', () => {
    const entries = educationOf([
      { text: 'Educación', bold: true, size: 13, gap: 10 },
      { text: 'Máster en Gestión Portuaria', cells: [[380, 'De sept 2009 a jul 2011']] },
      'Escuela de Negocios de Puerto Alba',
      { text: 'Graduado en Economía', cells: [[380, 'Desde sept 2005 hasta jul 2009']] },
      'Universidad de Villaserena, Soria',
    ]);
    expect(entries.map((e) => [e[0], e[1], e[2]])).toEqual([
      ['Máster en Gestión Portuaria', 'Escuela de Negocios de Puerto Alba', '2011-07'],
      ['Graduado en Economía', 'Universidad de Villaserena', '2009-07'],
    ]);
  });

  it('reads undated entries written before the first dated one', () => {
    const entries = educationOf([
      { text: 'Education', bold: true, size: 13, gap: 10 },
      'Kingsbridge University',
      'Bachelor of Arts (History) with distinction',
      'Awarded the departmental prize for a dissertation on river trade and the growth of market towns in the northern counties.',
      'Corran Community College',
      'Associate of Arts, 2003',
    ]);
    expect(entries.map((e) => [e[0], e[1], e[2], e[3]])).toEqual([
      ['Bachelor of Arts (History) with distinction', 'Kingsbridge University', null, 6],
      ['Associate of Arts', 'Corran Community College', '2003', 5],
    ]);
  });
});

describe('dates and grades beside the degree', () => {
  it('reads years joined by a non-breaking hyphen as a range', () => {
    const entries = educationOf([
      { text: 'Formazione', bold: true, size: 13, gap: 10 },
      { text: 'Università di Valmarina', cells: [[400, 'Valmarina, Italia']] },
      { text: 'LAUREA TRIENNALE IN LINGUE MODERNE', cells: [[400, '2016 \u2011 2019']] },
    ]);
    expect(entries).toEqual([['LAUREA TRIENNALE IN LINGUE MODERNE', 'Università di Valmarina', '2019', 6]]);
  });

  it.each([
    ['Education', 'Diploma of Nursing, 2024 (expected in June)', 'Harbourside Institute', 'Diploma of Nursing', 'Harbourside Institute', '2024-06'],
    ['Formazione', 'Laurea magistrale in Fisica, 2025 (conseguimento previsto a luglio)', 'Università di Valmarina', 'Laurea magistrale in Fisica', 'Università di Valmarina', '2025-07'],
    ['Education', 'Diploma of Surveying (Land Records), 2024 (expected in March)', 'Harbourside Institute', 'Diploma of Surveying (Land Records)', 'Harbourside Institute', '2024-03'],
    ['Formation', 'Master Urbanisme, 2026 (obtention prévue en juin)', 'Université de Valbrume', 'Master Urbanisme', 'Université de Valbrume', '2026-06'],
  ])('%s: a bracketed note that the degree is expected dates it and is no school', (heading, line, school, degree, institution, end) => {
    const entries = educationOf([{ text: heading, bold: true, size: 13, gap: 10 }, line, school]);
    expect(entries.map((e) => [e[0], e[1], e[2]])).toEqual([[degree, institution, end]]);
  });

  it('never reads a grade as the school', () => {
    const entries = educationOf([
      { text: 'Education', bold: true, size: 13, gap: 10 },
      '• 2019',
      '• HSLC – 91.40%',
    ]);
    expect(entries).toEqual([['HSLC', null, '2019', 3]]);
  });
});

describe('entries grouped under a degree heading', () => {
  it('gives each entry below a degree heading that degree, up to the next heading', () => {
    const entries = educationOf([
      { text: 'Formação Acadêmica', bold: true, size: 13, gap: 10 },
      '• Doutorado',
      'Ecologia: (2018 - 2022) Universidade Federal de Riacho Claro',
      '• Mestrado',
      'Ecologia: (2015 - 2017) Universidade Estadual de Serra Alta',
      'Botânica: (2013 - 2014) Universidade Estadual de Serra Alta',
      '• Cursos livres',
      'Fotografia: (2010 - 2011) Escola de Artes de Vila Nova',
    ]);
    expect(entries.map((e) => [e[0], e[3]])).toEqual([
      ['Doutorado – Ecologia', 8],
      ['Mestrado – Ecologia', 7],
      ['Mestrado – Botânica', 7],
      ['Fotografia', null],
    ]);
  });

  it('joins an abbreviated degree heading to the field written below it', () => {
    const entries = educationOf([
      { text: 'Education', bold: true, size: 13, gap: 10 },
      '• PhD',
      'Marine Ecology, 2016 – 2020, University of Eastmoor',
      '• MSc',
      'Coastal Geology, 2014 – 2016, Brackwater University',
    ]);
    expect(entries.map((e) => [e[0], e[1], e[3]])).toEqual([
      ['PhD – Marine Ecology', 'University of Eastmoor', 8],
      ['MSc – Coastal Geology', 'Brackwater University', 7],
    ]);
  });
});

describe('entries under way', () => {
  function ongoingOf(lines: (LineSpec | string)[]) {
    return extractEducation(buildLayout(documentOf([...head, ...lines])).sections).map((e) => [e.degree, e.end, e.current]);
  }

  it.each([
    ['Formation', { text: 'Doctorat en géographie', cells: [[420, 'En cours']] }, 'Université de Valbrume', 'Doctorat en géographie'],
    ['Education', 'Pursuing B.Sc. Marine Biology', 'Northbrook State University', 'B.Sc. Marine Biology'],
    ['Formação', 'Cursando Ensino Superior', 'Universidade de Riacho Claro', 'Ensino Superior'],
    ['Formación', 'Grado en Historia (en curso)', 'Universidad de Villaserena', 'Grado en Historia (en curso)'],
    ['Istruzione', 'Laurea in Fisica (in corso)', 'Università di Valmarina', 'Laurea in Fisica (in corso)'],
    ['Ausbildung', 'Bachelor Informatik (laufend)', 'Hochschule Ostfelden', 'Bachelor Informatik (laufend)'],
  ])('%s: an undated entry that says it is under way is current', (heading, degree, school, read) => {
    const entries = ongoingOf([{ text: heading, bold: true, size: 13, gap: 10 }, degree as LineSpec | string, school]);
    expect(entries).toEqual([[read, null, true]]);
  });

  it('reads "alla data attuale" closing a range as the present', () => {
    const entries = ongoingOf([
      { text: 'Istruzione e formazione', bold: true, size: 13, gap: 10 },
      { text: '15/09/2019–alla data attuale', cells: [[240, 'Laurea in Informatica, Valmarina (Italia)']] },
    ]);
    expect(entries).toEqual([['Laurea in Informatica', null, true]]);
  });
});

describe('levels without a lexicon degree', () => {
  it.each([
    ['Livello QEQ 4', 'Diploma italiano e Baccalauréat francese', 3],
    ['Level in EQF: EQF level 5', 'Higher Technician in Software Systems', 5],
    ['Niveau CEC 6', 'Formation Chargé de projets numériques', 6],
    ['EQR-Niveau 4', 'Kaufmännische Grundbildung', 3],
    ['Nivel MEC 5', 'Formación en Desarrollo de Aplicaciones', 5],
    ['Nível QEQ 7', 'Formação em Gestão Portuária', 7],
  ])('"%s" under an entry is its level', (eqf, degree, level) => {
    const entries = educationOf([
      { text: 'Education and training', bold: true, size: 13, gap: 10 },
      { text: degree, cells: [[420, '09/2016 – 06/2019']] },
      'Istituto Valverde di Castelrocca',
      eqf,
    ]);
    expect(entries.map((e) => e[3])).toEqual([level]);
  });

  it.each([
    ['Design della Comunicazione', 'Politecnico di Valmarina', 6],
    ['Informationssysteme für das Management', 'Technische Universität Ostfelden', 6],
    ['Estudos Urbanos', 'Universidade Federal de Riacho Claro', 6],
    ['Erwerb der allgemeinen Bildung', 'Technisches Lyzeum der Universität Ostfelden', null],
  ])('a course at a university with no qualification named is a first degree: %s, %s', (course, school, level) => {
    const entries = educationOf([
      { text: 'Ausbildung', bold: true, size: 13, gap: 10 },
      { text: course, cells: [[420, '09/2016 – 06/2019']] },
      school,
    ]);
    expect(entries.map((e) => [e[1], e[3]])).toEqual([[school, level]]);
  });
});

describe('levels that depend on who awards the degree', () => {
  it.each([
    ['Formation', 'BACCALAURÉAT EN ACTUARIAT', 'Université de Valbrume', 6],
    ['Formation', 'Diplôme du Baccalauréat en Sciences Expérimentales', 'Lycée Jean Morlanges', 3],
    ['Formación', 'Bachiller en Ingeniería Civil', 'Universidad Nacional de Villaserena', 6],
    ['Formación', 'Bachiller en Ciencias y Letras', 'Colegio San Ramón de Villaserena', 3],
  ])('%s: %s at %s', (heading, degree, school, level) => {
    const entries = educationOf([
      { text: heading, bold: true, size: 13, gap: 10 },
      { text: degree, cells: [[420, '2012 – 2016']] },
      school,
    ]);
    expect(entries.map((e) => [e[1], e[3]])).toEqual([[school, level]]);
  });
});

describe('degree levels', () => {
  it.each([
    ['Ingeniería en Organización Industrial', 6],
    ['Ingeniero Superior de Telecomunicación', 7],
    ['Máster en Ingeniería Ambiental', 7],
    ['Diploma ITS in Meccatronica', 5],
    ['Fachhochschulreife', 3],
    ['Fachabitur (Wirtschaft)', 3],
    // National and vocational qualifications, each language's data file.
    ["Certificat d'Aptitude Professionnelle Pâtisserie", 3],
    ["Brevet d'Études Professionnelles Métiers de la mode", 3],
    ['BEPC', 2],
    ['Maîtrise en sociologie', 7],
    ['Diplôme National d’Ingénieur en Génie Civil', 7],
    ['Licence appliquée en gestion', 6],
    ['Lic. en Psicología', 6],
    ['Preparatoria abierta', 3],
    ['Secundaria', 2],
    ['Fachoberschule Technik', 3],
    ['Fachoberschulreife', 2],
    ['Berufsmatura kaufmännische Richtung', 4],
    ['Werkmeisterin Maschinenbau', 5],
    ['Diplom-Sozialpädagoge', 6],
    ['Diploma IPSIA Operatore meccanico', 3],
    ['Scuola elementare', 1],
    ['Primary School', 1],
    ['SSLC', 2],
    ['Bachelier en informatique de gestion', 6],
    ['HSLC (Higher Secondary)', 3],
  ])('%s → %i', (text, level) => {
    expect(findDegree(text)?.isced ?? null).toBe(level);
  });

  it('reads no degree in words that only look like one', () => {
    expect(findDegree('Maîtrise des outils bureautiques')).toBeNull();
    expect(findDegree('Cap Horizon Conseil')).toBeNull();
    expect(findDegree('atelier animé par Lic. Ramón Ferrero')).toBeNull();
  });

  it('does not read a piece of a dotted acronym as a degree abbreviation', () => {
    expect(findDegree('Class XII, under C.B.S.E board')?.isced).toBe(3);
    expect(findDegree('affiliated to C.B.S.E')).toBeNull();
    expect(findDegree('B.S. in Physics')?.isced).toBe(6);
  });

  it('opens an entry with the degree line above a header of two lines (French, German)', () => {
    const french = educationOf([
      { text: 'Formation', bold: true, size: 13, gap: 10 },
      'Brevet de Technicien Supérieur Tourisme',
      'Lycée Hôtelier de Valmorel (2012)',
      '-Accueil et conseil de la clientèle en agence de voyages et en office de tourisme',
      "Certificat d'Aptitude Professionnelle",
      'Cuisine - Pâtisserie',
      'Lycée Professionnel des Tilleuls (2009)',
      '-Préparation des desserts de restaurant et des entremets',
    ]);
    expect(french.map((e) => [e[0], e[1], e[2]])).toEqual([
      ['Brevet de Technicien Supérieur Tourisme', 'Lycée Hôtelier de Valmorel', '2012'],
      ["Certificat d'Aptitude Professionnelle", 'Lycée Professionnel des Tilleuls', '2009'],
    ]);
    const german = educationOf([
      { text: 'Ausbildung', bold: true, size: 13, gap: 10 },
      'Diplom Betriebswirtin Abschluss 06/1998',
      'Ausbildung zur Bankkauffrau',
      'Abschluss 07/1992',
    ]);
    expect(german.map((e) => [e[0], e[2]])).toEqual([
      ['Diplom Betriebswirtin', '1998-06'],
      ['Ausbildung zur Bankkauffrau', '1992-07'],
    ]);
  });

  it('leaves out the word saying when the degree was obtained (Portuguese, English, Italian)', () => {
    const portuguese = educationOf([
      { text: 'Formação', bold: true, size: 13, gap: 10 },
      'Bacharelado em Direito  Conclusão: 2015',
      { text: 'Faculdade Vale Claro', bold: true },
    ]);
    expect(portuguese.map((e) => [e[0], e[1], e[2]])).toEqual([['Bacharelado em Direito', 'Faculdade Vale Claro', '2015']]);
    const english = educationOf([{ text: 'Education', bold: true, size: 13, gap: 10 }, 'Bachelor of Arts in History  Graduated 2011', 'Eastmere College']);
    expect(english.map((e) => [e[0], e[1], e[2]])).toEqual([['Bachelor of Arts in History', 'Eastmere College', '2011']]);
    const italian = educationOf([{ text: 'Istruzione', bold: true, size: 13, gap: 10 }, 'Diploma di Ragioneria  Conseguito 2008', { text: 'Istituto Tecnico Monteverde', bold: true }]);
    expect(italian.map((e) => [e[0], e[2]])).toEqual([['Diploma di Ragioneria', '2008']]);
  });

  it('reads a school named by its kind of school as the school, not the degree (Spanish, French)', () => {
    const spanish = educationOf([
      { text: 'Educación', bold: true, size: 13, gap: 10 },
      'Unidad Educativa Río Verde',
      '2012 – 2018',
      'Excelente calificación en disciplina.',
    ]);
    expect(spanish.map((e) => [e[0], e[1]])).toEqual([[null, 'Unidad Educativa Río Verde']]);
    const french = educationOf([{ text: 'Formation', bold: true, size: 13, gap: 10 }, 'Centre de Formation Horizon Numérique', '2019 – 2020']);
    expect(french.map((e) => [e[0], e[1]])).toEqual([[null, 'Centre de Formation Horizon Numérique']]);
  });

  it('gives a school line heading a list of degrees to each of them (English, Italian, German)', () => {
    const english = educationOf([
      { text: 'Education', bold: true, size: 13, gap: 10 },
      'Harbourview Institute of Technology',
      'Diploma of Information Technology, 2022',
      'Certificate IV in Web Development, 2021',
    ]);
    expect(english.map((e) => [e[0], e[1]])).toEqual([
      ['Diploma of Information Technology', 'Harbourview Institute of Technology'],
      ['Certificate IV in Web Development', 'Harbourview Institute of Technology'],
    ]);
    const italian = educationOf([
      { text: 'Istruzione', bold: true, size: 13, gap: 10 },
      'Università di Valdorso',
      'Laurea magistrale in Fisica, 2019',
      'Laurea triennale in Fisica, 2017',
    ]);
    expect(italian.map((e) => e[1])).toEqual(['Università di Valdorso', 'Università di Valdorso']);
    const german = educationOf([
      { text: 'Ausbildung', bold: true, size: 13, gap: 10 },
      'Hochschule Lindenau',
      'Master of Science Informatik, 2016',
      '- Abschlussarbeit über verteilte Datenbanken',
      'Bachelor of Science Mathematik, 2014',
    ]);
    // A description ends the list: the next degree is not said to be from the same school.
    expect(german.map((e) => e[1])).toEqual(['Hochschule Lindenau', null]);
  });

  it('leaves out projects dated under a heading that names the studies (German, English, Italian)', () => {
    const german = educationOf([
      { text: 'Studium & Projekte', bold: true, size: 13, gap: 10 },
      { text: '10/2021–09/2024', cells: [[110, 'Bachelor of Science Informatik, Hochschule Lindenau']] },
      { text: '2023', cells: [[110, 'Projekt: Wetterstation mit Sensorknoten, Hochschule Lindenau']] },
      'Aufbau eines Funknetzes und Auswertung der Messdaten',
    ]);
    expect(german.map((e) => e[0])).toEqual(['Bachelor of Science Informatik']);
    const english = educationOf([
      { text: 'Education', bold: true, size: 13, gap: 10 },
      { text: '2018 – 2022', cells: [[110, 'BSc Computer Science, Eastmere University']] },
      { text: '2021', cells: [[110, 'Project: Timetable planner for the student union']] },
    ]);
    expect(english.map((e) => e[0])).toEqual(['BSc Computer Science']);
    const italian = educationOf([
      { text: 'Formazione', bold: true, size: 13, gap: 10 },
      { text: '2015 – 2018', cells: [[110, 'Laurea in Informatica, Università di Valdorso']] },
      { text: '2017', cells: [[110, 'Progetto: gestionale per la biblioteca di facoltà']] },
    ]);
    expect(italian.map((e) => e[0])).toEqual(['Laurea in Informatica']);
  });
});

describe('an institution named by its town', () => {
  it.each([
    ['de', 'Studium', '10/2019–09/2023\tInformatik, 5. Fachsemester, Hochschule Darmstadt, Darmstadt', 'Hochschule Darmstadt', 'Darmstadt'],
    ['de', 'Ausbildung', '2015–2019\tBachelor of Science Physik, Universität Hamburg, Hamburg', 'Universität Hamburg', 'Hamburg'],
    ['fr', 'Formation', '2016–2019\tLicence de Droit, Université Lyon, Lyon', 'Université Lyon', 'Lyon'],
  ])('%s: %s', (_lang, heading, line, institution, _town) => {
    const [entry] = educationOf([{ text: heading, bold: true, size: 13, gap: 10 }, line]);
    expect(entry?.[1]).toBe(institution);
  });
});

describe('national qualifications named without a degree word', () => {
  it.each([
    ['Desarrollo de Aplicaciones Web', 5],
    ['Administración de Sistemas Informáticos en Red', 5],
    ['Sistemas Microinformáticos y Redes', 3],
    ['Cuidados Auxiliares de Enfermería', 3],
  ])('es: %s → ISCED %i', (title, level) => {
    expect(findDegree(title)?.isced).toBe(level);
  });

  it('leaves a degree word the last word: a master in a field an FP title shares stays a master', () => {
    expect(findDegree('Máster en Prevención de Riesgos Profesionales')?.isced).toBe(7);
    expect(findDegree('Grado en Administración y Finanzas')?.isced).toBe(6);
  });
});

describe('the stage of a school that teaches one, for an entry naming no degree', () => {
  it.each([
    ['de', 'Ausbildung', '1990 – 1996  Realschule am Lindenplatz, Kassel', 2],
    ['de', 'Ausbildung', '1986 – 1990  Grundschule Nord, Kassel', 1],
    ['it', 'Istruzione', '2008 – 2013  Liceo "Giacomo Ravelli", Bergamo', 3],
    ['it', 'Istruzione', '2005 – 2008  Scuola media "Dante", Bergamo', 2],
    ['en', 'Education', '2010 – 2014  Westfield High School, Denver', 3],
    ['fr', 'Formation', '2009 – 2012  Lycée Victor Duruy, Lyon', 3],
    ['es', 'Educación', '2009 – 2012  Colegio de Bachilleres 12, Monterrey', 3],
    ['pt', 'Formação', '2009 – 2012  Escola Secundária de Almada', 3],
  ])('%s: %s', (_lang, heading, line, level) => {
    const [entry] = educationOf([{ text: heading, bold: true, size: 13, gap: 10 }, line]);
    expect(entry?.[3]).toBe(level);
  });

  it('a college is no lower secondary school, and a degree written beats the school', () => {
    const [college] = educationOf([{ text: 'Education', bold: true, size: 13, gap: 10 }, '2010 – 2013  B.Sc. Chemistry, Westfield Arts College, Denver']);
    expect(college?.[3]).toBe(6);
  });
});

describe("a school's name wrapped onto the line of its year", () => {
  it('takes no year in brackets closing a description for a new entry', () => {
    const entries = educationOf([
      { text: 'Istruzione', bold: true, size: 13, gap: 10 },
      { text: 'Laurea in Fisica', bold: true },
      'Università di Valbruna  2010 – 2015',
      'Tesi sulla materia oscura, relatore prof. Neri.',
      'pubblicata (2016)',
    ]);
    expect(entries).toHaveLength(1);
  });

  it.each([
    ['fr', 'Formation', "Brevet d'Etudes Professionnelles : Vente", 'Lycée Professionnel Jean Valmont - Port sur', 'mer (2001)', 'Lycée Professionnel Jean Valmont'],
    ['it', 'Istruzione', 'Diploma di perito commerciale', 'Istituto Tecnico Commerciale Luigi Verdi di Monte', 'san Biagio (2004)', 'Istituto Tecnico Commerciale Luigi Verdi'],
  ])('%s: the wrapped line with the year closes the entry', (_lang, heading, degree, school, wrapped, institution) => {
    const entries = educationOf([
      { text: heading, bold: true, size: 13, gap: 10 },
      { text: 'Baccalauréat professionnel Commerce', bold: true },
      'Lycée Marcel Ombre (2003)',
      { text: degree, bold: true },
      school,
      wrapped,
    ]);
    expect(entries).toHaveLength(2);
    expect(entries[1]![1]).toContain(institution);
    expect(entries[1]![2]).toMatch(/^200[14]$/);
  });
});

describe('a grade written after the degree', () => {
  it.each([
    ['en', 'Education', 'BSc Computer Science, GPA: 3.85/4.00', 'BSc Computer Science'],
    ['fr', 'Formation', 'Licence en économie – moyenne 14/20', 'Licence en économie'],
    ['it', 'Istruzione', 'Laurea in Fisica, voto 110/110', 'Laurea in Fisica'],
    ['es', 'Formación', 'Grado en Derecho (nota media 8,2)', 'Grado en Derecho'],
    ['de', 'Ausbildung', 'Bachelor of Arts Germanistik, Note 1,7', 'Bachelor of Arts Germanistik'],
    ['pt', 'Formação', 'Bacharelado em Direito – média 8,5', 'Bacharelado em Direito'],
  ])('%s: no part of the degree', (_lang, heading, line, degree) => {
    const entries = educationOf([{ text: heading, bold: true, size: 13, gap: 10 }, { text: 'Universidad Ejemplar', bold: true }, { text: line, cells: [[420, '2016 – 2019']] }]);
    expect(entries[0]![0]).toBe(degree);
  });

  it('keeps a degree whose field starts like a grade word', () => {
    const entries = educationOf([{ text: 'Istruzione', bold: true, size: 13, gap: 10 }, { text: 'Università Ejemplare', bold: true }, { text: 'Laurea in Scienze della Comunicazione, Media e Giornalismo', cells: [[420, '2016 – 2019']] }]);
    expect(entries[0]![0]).toBe('Laurea in Scienze della Comunicazione, Media e Giornalismo');
  });
});

describe('an entry in progress with no date', () => {
  it.each([
    ['fr', 'Formation', 'DOCTORAT EN ACTUARIAT', 'En cours'],
    ['en', 'Education', 'Master of Science in Statistics', 'In progress'],
    ['it', 'Istruzione', 'Laurea magistrale in Fisica', 'In corso'],
  ])('%s: "%s  %s" is an ongoing entry of its own', (_lang, heading, degree, ongoing) => {
    const entries = educationOf([
      { text: heading, bold: true, size: 13, gap: 10 },
      { text: 'Université Exemplaire', bold: true },
      { text: degree, cells: [[420, ongoing]] },
      { text: 'Université Exemplaire', bold: true },
      { text: 'Licence de Mathématiques', cells: [[420, 'Décembre 2016']] },
    ]);
    expect(entries.map((e) => [e[0], e[2]])).toEqual([
      [degree, null],
      ['Licence de Mathématiques', '2016-12'],
    ]);
  });
});
