/**
 * Two limits of the contact-sidebar rule (a narrow side of contact data that ends high is a column):
 * - A single-column CV with its contact block right-aligned beside the name and two sections side by
 *   side at the bottom ("Skills   Languages"): the contact block's band ran down through the pair, which
 *   was then read row by row ("AutoCAD ⇥ Italiano: Madrelingua"). The band now stops above the pair.
 * - An entry's place under its dates in a right-aligned column ("Ciudad de México"): a place that opens
 *   with an address label's word ("Ciudad", "Città") is no contact data without a colon or a number;
 *   counted as such, the date column became a contact sidebar and the entries lost their dates.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOfRuns, type PlacedRun } from './synthetic-document.ts';

const REFERENCE = new Date(Date.UTC(2025, 5, 15));
type Run = PlacedRun;

const page = documentOfRuns;
const right = (text: string, size = 9.5) => 569 - text.length * size * 0.5;

describe('contact blocks, pairs of sections and places under dates', () => {
  it('reads the pair of sections at the bottom apart when the contact block sits beside the name (Italian)', () => {
    const contact = ['+39 320 456 7890', 'marco.santoro@example.it', 'Bari', 'linkedin.com/in/marco-santoro'];
    const runs: Run[] = [[27, 40, 'Marco Santoro', 22, true], [27, 66, 'Infermiere', 12]];
    for (const [k, text] of contact.entries()) runs.push([right(text), 36 + k * 12, text]);
    runs.push([27, 110, 'ESPERIENZE PROFESSIONALI', 12.5, true]);
    let y = 130;
    const down = (dy: number): number => {
      y += dy;
      return y;
    };
    for (const [entry, bullets] of [
      ['Infermiere, Azienda Ospedaliera di Padova (01/2024 – oggi)', ['Gestione di un team di 5 persone', 'Turni di reparto']],
      ['Infermiere, Casa di Cura San Marco (02/2021 – 12/2023)', ['Rapporti con i medici', 'Gestione farmaci']],
    ] as const) {
      runs.push([27, y, entry]);
      for (const b of bullets) runs.push([39, down(12), b]);
      y += 18;
    }
    runs.push([27, down(10), 'ISTRUZIONE E FORMAZIONE', 12.5, true]);
    runs.push([27, down(20), 'Laurea in Infermieristica, Università di Bari, 2020']);
    y += 30;
    runs.push([27, y, 'COMPETENZE', 12.5, true], [307, y, 'LINGUE', 12.5, true]);
    const skills = ['AutoCAD', 'Pacchetto Office', 'Gestione magazzino', 'Excel avanzato', 'Problem solving'];
    const languages = ['Italiano: madrelingua', 'Inglese: B2', 'Francese: A2'];
    for (const [k, s] of skills.entries()) runs.push([27, y + 20 + k * 12, s]);
    for (const [k, l] of languages.entries()) runs.push([307, y + 20 + k * 12, l]);
    const profile = runEngine(page(runs), { referenceDate: REFERENCE });
    expect(profile.languages.map((l) => [l.code, l.level])).toEqual([
      ['it', 'native'],
      ['en', 'B2'],
      ['fr', 'A2'],
    ]);
    expect(profile.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['AutoCAD', 'Microsoft Excel']));
    expect(profile.skills.map((s) => s.name)).not.toContain('Italian');
    expect(profile.personal.location?.city).toBe('Bari');
  });

  it('keeps the dates of entries whose places under them open with an address word (Spanish)', () => {
    const runs: Run[] = [[27, 40, 'Lucía Navarro', 22, true], [27, 66, 'Jefa de proyecto', 12], [27, 82, 'Bogotá · +57 310 555 1234 · lucia.navarro@example.co · linkedin.com/in/lucia-navarro']];
    runs.push([27, 120, 'EXPERIENCIA LABORAL', 12.5, true]);
    let y = 142;
    const down = (dy: number): number => {
      y += dy;
      return y;
    };
    const jobs: [string, string, string, string][] = [
      ['Jefa de proyecto', 'Indra Sistemas', '12/2021 – Actualidad', 'Ciudad de México'],
      ['Analista de sistemas', 'Globant', '08/2017 – 10/2021', 'Ciudad de Panamá'],
      ['Desarrolladora web', 'Softtek', '12/2014 – 07/2017', 'Ciudad de México'],
      ['Técnica de soporte', 'Everis', '06/2012 – 11/2014', 'Ciudad de Guatemala'],
    ];
    for (const [title, employer, dates, place] of jobs) {
      runs.push([27, y, title, 9.5, true], [right(dates), y, dates], [27, y + 12, employer], [right(place), y + 12, place]);
      runs.push([39, y + 25, 'Coordinación de un equipo de 6 personas'], [39, y + 37, 'Elaboración de informes mensuales']);
      y += 56;
    }
    // Sections of the left margin alone below the entries: the date column ends well above the page's text.
    runs.push([27, down(10), 'HABILIDADES', 12.5, true]);
    for (const skill of ['Gestión de proyectos', 'Scrum', 'SQL', 'Power BI', 'Excel', 'Jira', 'Confluence', 'Python']) runs.push([27, down(13), skill]);
    runs.push([27, down(24), 'IDIOMAS', 12.5, true], [27, down(18), 'Español: nativo'], [27, down(13), 'Inglés: B2']);
    const profile = runEngine(page(runs), { referenceDate: REFERENCE });
    expect(profile.workExperience.map((e) => [e.title, e.employer, e.start])).toEqual(jobs.map(([title, employer, dates]) => [title, employer, `${dates.slice(3, 7)}-${dates.slice(0, 2)}`]));
  });
});
