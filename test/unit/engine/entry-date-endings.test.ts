/**
 * Entries written one per line with their date closing the line: a date pushed alone onto the
 * next line by a wrap belongs to the line above, and a date introduced by a completion word
 * ("Conclusão:", "finalizado en", "Abschluss:") closes its line however long the line is.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = new Date(Date.UTC(2025, 5, 15));

function education(heading: string, lines: string[]) {
  const doc = documentOf(['Alex Romero', 'alex.romero@example.com', { text: heading, bold: true, gap: 8 }, ...lines, { text: 'Experience', bold: true, gap: 8 }, 'Analyst – Kestora Group – 2020 – 2023']);
  return runEngine(doc, { referenceDate: REFERENCE }).education.map((e) => [e.degree, e.institution, e.end]);
}

describe('dates closing entry lines', () => {
  it('pt: a wrapped date and dates after "Conclusão:"', () => {
    expect(
      education('FORMAÇÃO', [
        'Bacharelado de Sistemas de Informação – Universidade Paulista – Conclusão: prevista para',
        'DEZ/2022',
        'Ensino médio – Colégio Santa Rita – Conclusão: DEZ/2018',
        'Ensino Fundamental II – Colégio Santa Rita – Conclusão: DEZ/2015',
      ]),
    ).toEqual([
      ['Bacharelado de Sistemas de Informação', 'Universidade Paulista', '2022-12'],
      ['Ensino médio', 'Colégio Santa Rita', '2018-12'],
      ['Ensino Fundamental II', 'Colégio Santa Rita', '2015-12'],
    ]);
  });

  it('en: a date wrapped after "expected graduation"', () => {
    expect(
      education('Education', [
        'Bachelor of Science in Information Systems – University of Leeds – expected graduation',
        'Dec 2022',
        'A-levels – Leeds Grammar School – Jun 2018',
        'GCSEs – Leeds Grammar School – Jun 2016',
      ]),
    ).toEqual([
      ['Bachelor of Science in Information Systems', 'University of Leeds', '2022-12'],
      ['A-levels', 'Leeds Grammar School', '2018-06'],
      ['GCSEs', 'Leeds Grammar School', '2016-06'],
    ]);
  });

  it('es: "finalizado en" before a date, on the line and wrapped', () => {
    expect(
      education('FORMACIÓN', [
        'Grado en Administración y Dirección de Empresas – Universidad de Zaragoza – finalizado en',
        'junio 2022',
        'Bachillerato – IES Goya – finalizado en junio 2018',
        'Educación Secundaria Obligatoria – IES Goya – junio 2016',
      ]).map((e) => e[2]),
    ).toEqual(['2022-06', '2018-06', '2016-06']);
  });

  it('it, fr, de: completion words of each language', () => {
    expect(
      education('ISTRUZIONE', [
        'Laurea magistrale in Ingegneria Gestionale – Politecnico di Milano – conseguimento previsto',
        'luglio 2023',
        'Laurea triennale in Ingegneria – Università di Pavia – conseguita nel 2020',
        'Diploma di maturità scientifica – Liceo Galilei – luglio 2017',
      ]).map((e) => e[2]),
    ).toEqual(['2023-07', '2020', '2017-07']);
    expect(
      education('FORMATION', [
        'Master Finance d’entreprise – Université Lumière Lyon 2 – obtention prévue en',
        'juin 2024',
        'Licence Économie-Gestion – Université Lyon 2 – obtenue en juin 2022',
        'Baccalauréat ES – Lycée Ampère – juin 2019',
      ]).map((e) => e[2]),
    ).toEqual(['2024-06', '2022-06', '2019-06']);
    expect(
      education('AUSBILDUNG', [
        'Master of Science Betriebswirtschaftslehre – Universität Kassel – Abschluss voraussichtlich',
        '09/2024',
        'Bachelor of Arts Betriebswirtschaftslehre – Universität Kassel – Abschluss: 07/2022',
        'Abitur – Goethe-Gymnasium Kassel – Abschluss: 06/2019',
      ]).map((e) => e[2]),
    ).toEqual(['2024-09', '2022-07', '2019-06']);
  });

  it('keeps a date alone on its line as the entry below when entries put dates on lines of their own', () => {
    expect(
      education('Education', ['MSc Computer Science', 'University of Leeds', '2019 – 2021', 'BSc Mathematics', 'University of York', '2016 – 2019']).map((e) => [e[0], e[2]]),
    ).toEqual([
      ['MSc Computer Science', '2021'],
      ['BSc Mathematics', '2019'],
    ]);
  });
});
