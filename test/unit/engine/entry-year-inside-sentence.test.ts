/**
 * A year inside a running sentence under an entry ("Awarded the Dean's List twice (2006 and 2009) for being in the top
 * 5% of the cohort") is a detail of that entry, not the date of a new one. A degree written with its year in
 * brackets between its name and its school still opens an entry (guard).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };

describe('a year inside a sentence under an education entry', () => {
  it.each([
    ['en', 'EDUCATION', 'Northfield University', 'Bachelor of Business Administration', 'Awarded the Dean’s List twice (2006 and 2009) for being in the top 5% of the cohort'],
    ['it', 'ISTRUZIONE', 'Università di Valtella', 'Laurea triennale in Economia aziendale', 'Borsa di studio vinta due volte (2006 e 2009) per essere tra i primi del corso'],
    ['es', 'FORMACIÓN', 'Universidad de Nortevía', 'Grado en Administración de Empresas', 'Matrícula de honor obtenida dos veces (2006 y 2009) por estar entre los mejores del curso'],
    ['fr', 'FORMATION', 'Université de Boréal', 'Licence en gestion des entreprises', 'Inscrite deux fois au tableau d’honneur (2006 et 2009) pour être parmi les meilleurs de la promotion'],
    ['de', 'AUSBILDUNG', 'Universität Nordwind', 'Bachelor Betriebswirtschaftslehre', 'Zweimal auf der Bestenliste (2006 und 2009) als eine der besten fünf Prozent des Jahrgangs'],
    ['pt', 'FORMAÇÃO', 'Universidade de Atlântida', 'Licenciatura em Gestão de Empresas', 'Distinguida duas vezes no quadro de honra (2006 e 2009) por estar entre os melhores do curso'],
  ])('%s', (_lang, heading, school, degree, sentence) => {
    const profile = runEngine(
      documentOf([
        { text: 'Meera Rajan', size: 20, bold: true },
        'meera.rajan@example.org',
        { text: heading, size: 12, bold: true, gap: 8 },
        { text: 'Aug 2006 – May 2010', cells: [[160, school]] },
        { text: degree, x: 160 },
        { text: sentence, x: 160 },
        { text: 'Jan 2004 – Dec 2005', cells: [[160, 'Westbrook Junior College']] },
      ]),
      REFERENCE,
    );
    expect(profile.education.map((e) => e.institution)).toEqual([school, 'Westbrook Junior College']);
  });

  it('keeps a degree with its year in brackets before its school (guard)', () => {
    const profile = runEngine(
      documentOf([
        { text: 'Meera Rajan', size: 20, bold: true },
        'meera.rajan@example.org',
        { text: 'EDUCATION', size: 12, bold: true, gap: 8 },
        'Bachelor of Science in Biology (2015) Northfield State University',
        'Master of Science in Ecology (2017) Westbrook University',
      ]),
      REFERENCE,
    );
    expect(profile.education.map((e) => e.end)).toEqual(['2015', '2017']);
  });
});
