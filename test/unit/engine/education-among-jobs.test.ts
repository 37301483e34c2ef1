/**
 * Studies written in one chronological list with the jobs ("Werdegang", "Parcours", "Trayectoria",
 * an "Experience" that also holds the degree): the degrees are education, the jobs stay work, in
 * six languages (fictional schools and employers).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2026, 5, 1)) };

function profileOf(heading: string, lines: (string | LineSpec)[]) {
  return runEngine(
    documentOf([{ text: 'Marta Oreno', size: 18, bold: true }, 'marta.oreno@example.org', { text: heading, size: 13, bold: true, gap: 10 }, ...lines, { text: 'Skills', size: 13, bold: true, gap: 10 }, 'Excel, SQL']),
    REFERENCE,
  );
}

describe('degrees listed among the jobs', () => {
  it.each([
    ['de', 'Werdegang', '2020 – heute  Softwareentwickler bei Gamma IT GmbH', '2016 – 2020  Bachelor of Science Informatik, Universität Falkenau', '2007 – 2016  Allgemeine Hochschulreife, Gymnasium Lindenhof', [6, 3]],
    ['fr', 'Parcours', "2020 – aujourd'hui  Chargée de communication – Agence Delta, Valbrume", '2018 – 2020  Master Communication des organisations – Université de Valbrume', '2015 – 2018  Licence Information-Communication – Université de Valbrume', [7, 6]],
    ['es', 'Trayectoria', '2019 – actualidad  Técnico de laboratorio, Laboratorios Omega S.A.', '2015 – 2019  Grado en Biología, Universidad de Valdemora', '2013 – 2015  Bachillerato de Ciencias, IES Cervantes', [6, 3]],
    ['en', 'Experience', 'Jan 2020 – Present  Staff Accountant, Delta Partners LLC, Springfield', 'Sep 2015 – May 2019  Bachelor of Science in Accounting, University of Eastfield', 'Sep 2011 – Jun 2015  High School Diploma, Lincoln High School', [6, 3]],
  ])('%s: the degrees are studies, the job is work', (_lang, heading, job, first, second, levels) => {
    const profile = profileOf(heading, [job, first, second]);
    expect(profile.workExperience).toHaveLength(1);
    expect(profile.education.map((e) => e.isced)).toEqual(levels);
    expect(profile.education.map((e) => e.institution)).toEqual([first, second].map((l) => l.split(/, | – /).at(-1)));
  });

  it.each([
    ['it', 'Percorso', '2021 – oggi  Impiegata amministrativa, Beta S.r.l., Corvara', '2017 – 2020  Laurea triennale in Economia Aziendale, Università di Corvara', '2012 – 2017  Diploma di ragioneria, Istituto Tecnico Luigi Einaudi'],
    ['pt', 'Percurso', '2019 – presente  Enfermeira, Hospital de Montalvo', '2014 – 2018  Licenciatura em Enfermagem, Escola Superior de Saúde de Montalvo', '2011 – 2014  Ensino Secundário, Escola Secundária de Vilar'],
  ])('%s: under a heading read as the studies, the job is not a study', (_lang, heading, job, first, second) => {
    const profile = profileOf(heading, [job, first, second]);
    expect(profile.workExperience).toHaveLength(1);
    expect(profile.education).toHaveLength(2);
  });

  it('leaves a job whose title opens with a degree word, and an apprenticeship at a company, as work', () => {
    const profile = profileOf('Berufserfahrung', ['2019 – heute  Master Data Manager, Alfa Systeme GmbH', '2015 – 2018  Ausbildung zum Industriemechaniker, Beta Werke AG']);
    expect(profile.workExperience.map((w) => w.employer)).toEqual(['Alfa Systeme GmbH', 'Beta Werke AG']);
    expect(profile.education).toEqual([]);
  });
});

describe('degrees among the jobs, written over several lines', () => {
  it('de: "Studium … (B.Eng.)" over the school and the dates keeps its end', () => {
    const profile = profileOf('Beruflicher Werdegang', [
      { text: 'Projektingenieur', bold: true },
      'Alfa Systeme GmbH, Falkenau',
      '04/2019 – heute',
      { text: 'Studium der Elektrotechnik (B.Eng.)', bold: true },
      'Hochschule Falkenau',
      '10/2014 – 03/2019',
      'Schwerpunkt: Automatisierungstechnik',
    ]);
    expect(profile.education.map((e) => [e.institution, e.isced, e.end])).toEqual([['Hochschule Falkenau', 6, '2019-03']]);
  });

  it('en: a school line over "Bachelor of …, Sep 2015 – May 2019" is a study', () => {
    const profile = profileOf('Professional Experience', [
      { text: 'Delta Partners LLC, Springfield', bold: true },
      'Staff Accountant, Jan 2020 – Present',
      { text: 'University of Eastfield, Eastfield', bold: true },
      'Bachelor of Science in Accounting, Sep 2015 – May 2019',
    ]);
    expect(profile.workExperience.map((w) => w.title)).toEqual(['Staff Accountant']);
    expect(profile.education.map((e) => [e.degree, e.institution, e.end])).toEqual([['Bachelor of Science in Accounting', 'University of Eastfield', '2019-05']]);
  });
});
