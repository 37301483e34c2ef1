/**
 * "May 2000 to Dec 2002 ⇥ ACME PTE LTD" / the role set further right (centred under the employer) / a sub-label and
 * bullets back at the employer's x: the role is the entry's title, not the first item of an indented list.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOfRuns, type PlacedRun } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };

const CASES: Array<[string, string, [string, string, string], [string, string, string], string]> = [
  ['en', 'PROFESSIONAL EXPERIENCE', ['May 2016 to Dec 2020', 'NORTHWIND PTE LTD', 'Financial Controller'], ['Apr 2012 to Apr 2016', 'HARBOUR ASSET MANAGEMENT LTD', 'Finance Manager'], '• Prepared the monthly management accounts.'],
  ['it', 'ESPERIENZA PROFESSIONALE', ['Mag 2016 – Dic 2020', 'VALTELLA SPA', 'Controller finanziario'], ['Apr 2012 – Apr 2016', 'BRIVIO GESTIONI SRL', 'Responsabile amministrativa'], '• Redazione dei bilanci mensili.'],
  ['es', 'EXPERIENCIA PROFESIONAL', ['May 2016 – Dic 2020', 'NORTEVÍA S.A.', 'Controller financiero'], ['Abr 2012 – Abr 2016', 'LUCERO GESTIÓN S.L.', 'Jefa de administración'], '• Elaboración de los cierres mensuales.'],
  ['fr', 'EXPÉRIENCE PROFESSIONNELLE', ['Mai 2016 – Déc 2020', 'BORÉAL SAS', 'Contrôleuse de gestion'], ['Avr 2012 – Avr 2016', 'LAVANDE GESTION SARL', 'Responsable administrative'], '• Clôtures mensuelles et reporting.'],
  ['de', 'BERUFSERFAHRUNG', ['Mai 2016 – Dez 2020', 'NORDWIND GMBH', 'Controllerin'], ['Apr 2012 – Apr 2016', 'LINDE VERWALTUNG AG', 'Leiterin Rechnungswesen'], '• Monatsabschlüsse und Berichte erstellt.'],
  ['pt', 'EXPERIÊNCIA PROFISSIONAL', ['Mai 2016 – Dez 2020', 'ATLÂNTIDA SA', 'Controller financeira'], ['Abr 2012 – Abr 2016', 'RIBEIRA GESTÃO LDA', 'Diretora administrativa'], '• Fecho mensal das contas.'],
];

describe('a role set right of its employer and of the lines below it', () => {
  it.each(CASES)('%s', (_lang, heading, first, second, bullet) => {
    const runs: PlacedRun[] = [[90, 60, 'Trisha Tan', 20, true], [90, 80, 'trisha.tan@example.org'], [90, 110, heading, 11, true]];
    let y = 130;
    for (const [dates, employer, role] of [first, second]) {
      runs.push([90, y, dates, 9.5, true], [200, y, employer, 9.5, true]);
      runs.push([240, y + 13, role, 9.5, true]);
      runs.push([200, y + 26, 'Key Responsibilities', 9.5, true]);
      runs.push([200, y + 39, bullet, 9.5]);
      y += 59;
    }
    const jobs = runEngine(documentOfRuns(runs), REFERENCE).workExperience;
    expect(jobs.map((j) => [j.title, j.employer])).toEqual([
      [first[2], first[1]],
      [second[2], second[1]],
    ]);
  });
});
