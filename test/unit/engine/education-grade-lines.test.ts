/**
 * A line of the grade ("Note: 1,3", "Calificación: Sobresaliente", "Voto: 110/110 e lode") or of a
 * distinction ("Mention très bien") under an entry says how the degree ended: it is no piece of the
 * degree's name, nor of the school's (fictional schools).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2026, 5, 1)) };

function educationOf(heading: string, lines: LineSpec[]) {
  const doc = documentOf([{ text: 'Alex Example', size: 18, bold: true }, 'alex.example@example.org', { text: heading, size: 13, bold: true, gap: 10 }, ...lines]);
  return runEngine(doc, REFERENCE).education.map((e) => [e.degree, e.institution]);
}

describe('a grade line under the school, dates in a column of their own', () => {
  it.each([
    ['de', 'Ausbildung', 'Promotion in Physik', 'Technische Universität Falkenau', 'Note: 1,3'],
    ['it', 'Istruzione', 'Laurea magistrale in Fisica', 'Università degli Studi di Montecorvo', 'Voto: 110/110 e lode'],
    ['pt', 'Formação acadêmica', 'Mestrado em Engenharia Civil', 'Universidade de Vale Formoso', 'Média final: 17 valores'],
    ['es', 'Formación académica', 'Grado en Administración y Dirección de Empresas', 'Universidad de Valdeluz', 'Calificación: Sobresaliente'],
  ])('%s (%s): the grade is no part of the school', (_lang, heading, degree, school, grade) => {
    const lines: LineSpec[] = [
      { text: '2016 – 2019', cells: [[150, degree]], bold: true },
      { text: `${school}, Falkenau`, x: 150 },
      { text: grade, x: 150 },
      { text: '2012 – 2016', cells: [[150, 'Bachelor of Science in Physics']], bold: true, gap: 8 },
      { text: 'University of Northbrook', x: 150 },
    ];
    expect(educationOf(heading, lines)).toEqual([
      [degree, school],
      ['Bachelor of Science in Physics', 'University of Northbrook'],
    ]);
  });
});

describe('a distinction or a grade under a degree wrapped below its school', () => {
  it.each([
    ['fr', 'Formation', 'Université de Belmont', ["Master Management des Systèmes d'Information et", 'Transformation Numérique'], 'Mention très bien'],
    ['es', 'Formación académica', 'Universidad Politécnica de Almenara', ['Máster Universitario en Ingeniería Informática y', 'Sistemas Inteligentes'], 'Calificación: Sobresaliente'],
    ['en', 'Education', 'University of Ashcombe', ['Master of Science in Applied Statistics and', 'Operational Modelling'], 'Summa cum laude'],
  ])('%s (%s): the degree ends before the grade', (_lang, heading, school, degree, grade) => {
    const lines: LineSpec[] = [{ text: school, bold: true, cells: [[480, '2016 – 2018']] }, { text: degree[0]! }, { text: degree[1]! }, { text: grade }];
    expect(educationOf(heading, lines)).toEqual([[degree.join(' '), school]]);
  });
});
