/**
 * A narrow date column beside each entry's text, its period stacked on three rows: the start, a
 * dash alone, the end ("03/2021" / "–" / "Present"), as Chromium prints a résumé builder's grid.
 * The lone dash was dropped as a bullet, so the end (or the whole period) was lost. A list of the
 * same document bulleted with dashes stays a list. And the two-row form in a right-aligned column, whose
 * end is the wider piece ("2019 -" / "actualidad"): the end's cell starts left of the start's. A range
 * word in the dash's place ("Jun 2017" / "to" / "Feb 2021") is read the same.
 */
import { describe, expect, it } from 'vitest';
import { extractAndRun, pdf } from './generated-files.ts';

type Entry = [title: string, org: string, start: string, dash: string, end: string];
type Side = 'left' | 'right' | 'narrow' | 'right, two rows';

function stackedCv(side: Side, headings: [string, string], jobs: Entry[], studies: Entry[], items: string[]): (d: PDFKit.PDFDocument) => void {
  return (d) => {
    d.font('Helvetica-Bold').fontSize(20).text('Alex Example', 40, 40);
    d.font('Helvetica').fontSize(10).text('alex@example.com  ·  +44 7700 900123', 40, 68);
    let y = 100;
    const right = side.startsWith('right');
    const text = right ? 40 : side === 'narrow' ? 74 : 110;
    const block = (heading: string, entries: Entry[], withItems: boolean) => {
      d.font('Helvetica-Bold').fontSize(13).text(heading, 40, y);
      y += 22;
      for (const [title, org, start, dash, end] of entries) {
        const period = side === 'right, two rows' ? [`${start} ${dash}`, end] : [start, dash, end];
        period.forEach((piece, k) => {
          d.font('Helvetica').fontSize(9);
          if (right) d.text(piece, 470, y + k * 12, { width: 85, align: 'right', lineBreak: false });
          else d.text(piece, 40, y + k * 12, { lineBreak: false });
        });
        d.font('Helvetica-Bold').fontSize(10).text(title, text, y, { lineBreak: false });
        d.font('Helvetica-Oblique').fontSize(10).text(org, text, y + 12, { lineBreak: false });
        y += 24;
        if (withItems) {
          for (const item of items) {
            y += 12;
            d.font('Helvetica').fontSize(9).text('–', text + 6, y, { lineBreak: false });
            d.text(item, text + 26, y, { lineBreak: false });
          }
        }
        y += 22;
      }
      y += 6;
    };
    block(headings[0], jobs, true);
    block(headings[1], studies, false);
  };
}

const read = async (side: Side, headings: [string, string], jobs: Entry[], studies: Entry[], items: string[]) => {
  const { profile } = await extractAndRun(await pdf(stackedCv(side, headings, jobs, studies, items)));
  return {
    jobs: profile.workExperience.map((e) => [e.title, e.employer, e.start, e.current ? 'present' : e.end]),
    studies: profile.education.map((e) => [e.institution, e.start, e.end]),
    descriptions: profile.workExperience.map((e) => e.description ?? ''),
  };
};

const CASES: [string, [string, string], Entry[], Entry[], string[], string[][]][] = [
  ['en', ['EXPERIENCE', 'EDUCATION'], [['Senior Engineer', 'Northwind Labs, Bristol', '03/2021', '–', 'Present'], ['Software Developer', 'Bluefield Ltd, Leeds', '06/2017', '–', '02/2021']], [['MSc Computer Science', 'University of Kent', '2015', '–', '2017']], ['Led a team of four engineers', 'Designed the billing services'], [['2021-03', 'present'], ['2017-06', '2021-02']]],
  ['it', ['ESPERIENZE LAVORATIVE', 'ISTRUZIONE'], [['Contabile', 'Alfa Servizi S.r.l., Torino', '03/2019', '–', 'oggi'], ['Impiegata amministrativa', 'Delta Logistica S.p.A., Asti', '09/2015', '–', '02/2019']], [['Laurea magistrale in Economia', 'Università di Torino', '2013', '–', '2015']], ['Gestione della contabilità generale', 'Rapporti con le banche'], [['2019-03', 'present'], ['2015-09', '2019-02']]],
  ['fr', ['EXPÉRIENCE PROFESSIONNELLE', 'FORMATION'], [['Chargée de communication', 'Agence Lumen, Lyon', 'sept. 2018', '—', "aujourd'hui"], ['Assistante marketing', 'Groupe Orvale, Grenoble', 'janv. 2016', '—', 'août 2018']], [['Master Communication', 'Université Lyon 2', '2014', '—', '2016']], ['Conception des campagnes', 'Relations avec la presse'], [['2018-09', 'present'], ['2016-01', '2018-08']]],
  ['de', ['BERUFSERFAHRUNG', 'AUSBILDUNG'], [['Projektleiter', 'Nordwerk GmbH, Hamburg', '04/2020', '–', 'heute'], ['Ingenieur', 'Technova AG, Bremen', '10/2016', '–', '03/2020']], [['M.Sc. Maschinenbau', 'TU Hamburg', '2014', '–', '2016']], ['Leitung von Projekten im Anlagenbau', 'Abnahme von Förderanlagen'], [['2020-04', 'present'], ['2016-10', '2020-03']]],
  ['es', ['EXPERIENCIA LABORAL', 'FORMACIÓN'], [['Analista de datos', 'Grupo Celta S.L., Madrid', '2019', '-', 'actualidad'], ['Técnica de calidad', 'Industrias Sur S.A., Sevilla', '2016', '-', '2019']], [['Máster en Ciencia de Datos', 'Universidad de Sevilla', '2015', '-', '2016']], ['Elaboración de informes mensuales', 'Cuadros de mando para dirección'], [['2019', 'present'], ['2016', '2019']]],
  ['pt', ['EXPERIÊNCIA PROFISSIONAL', 'FORMAÇÃO ACADÉMICA'], [['Gestora de projetos', 'Atlântico Digital, Lisboa', 'jan. 2020', '–', 'atual'], ['Consultora', 'Ibérica Consultores, Porto', 'mar. 2016', '–', 'dez. 2019']], [['Mestrado em Gestão', 'Universidade do Porto', '2014', '–', '2016']], ['Coordenação de equipas', 'Gestão de orçamentos'], [['2020-01', 'present'], ['2016-03', '2019-12']]],
];

describe('a period stacked on three rows in a date column beside the entries', () => {
  it.each(CASES)('left column (%s)', async (_lang, headings, jobs, studies, items, periods) => {
    const got = await read('left', headings, jobs, studies, items);
    expect(got.jobs).toEqual(jobs.map(([title, org], k) => [title, org.split(',')[0], ...periods[k]!]));
    expect(got.studies).toEqual([[studies[0]![1], studies[0]![2], studies[0]![4]]]);
    // The dash-bulleted items stay the job's items, not dates.
    expect(got.descriptions[0]).toContain(items[0]);
    expect(got.descriptions[0]).toContain(items[1]);
  });

  it.each(CASES)('right column (%s)', async (_lang, headings, jobs, studies, items, periods) => {
    const got = await read('right', headings, jobs, studies, items);
    expect(got.jobs).toEqual(jobs.map(([title, org], k) => [title, org.split(',')[0], ...periods[k]!]));
    expect(got.studies).toEqual([[studies[0]![1], studies[0]![2], studies[0]![4]]]);
  });

  it.each(CASES.filter(([lang]) => ['en', 'de', 'es'].includes(lang)))('a column so narrow the dash sits close to the text (%s)', async (_lang, headings, jobs, studies, items) => {
    const years = (e: Entry): Entry => [e[0], e[1], e[2].replace(/.*(\d{4})$/, '$1'), e[3], /\d{4}$/.test(e[4]) ? e[4].replace(/.*(\d{4})$/, '$1') : e[4]];
    const got = await read('narrow', headings, jobs.map(years), studies, items);
    expect(got.jobs.map((j) => [j[1], j[2], j[3]])).toEqual(jobs.map((e) => years(e)).map(([, org, start, , end]) => [org.split(',')[0], start, /\d/.test(end) ? end : 'present']));
    expect(got.studies).toEqual([[studies[0]![1], studies[0]![2], studies[0]![4]]]);
  });

  it.each([
    ['es', 'actualidad'],
    ['fr', "aujourd'hui"],
    ['it', 'attualmente'],
    ['pt', 'atualmente'],
] as const)('right column, the dash ending the first row, the end the wider piece (%s)', async (lang, now) => {
    const [, headings, jobs, studies, items] = CASES.find(([l]) => l === lang)!;
    const years = jobs.map(([title, org, start, dash, end], k): Entry => [title, org, start.slice(-4), dash, k === 0 ? now : end.slice(-4)]);
    const got = await read('right, two rows', headings, years, studies, items);
    expect(got.jobs).toEqual(years.map(([title, org, start, , end]) => [title, org.split(',')[0], start, /\d/.test(end) ? end : 'present']));
    expect(got.studies).toEqual([[studies[0]![1], studies[0]![2], studies[0]![4]]]);
  });

  it.each([
    ['en', 'to'],
    ['de', 'bis'],
    ['fr', 'à'],
    ['pt', 'até'],
  ] as const)('left column, a range word between the ends (%s "%s")', async (lang, word) => {
    const [, headings, jobs, studies, items, periods] = CASES.find(([l]) => l === lang)!;
    const worded = jobs.map(([title, org, start, , end]): Entry => [title, org, start, word, end]);
    const got = await read('left', headings, worded, studies, items);
    expect(got.jobs).toEqual(jobs.map(([title, org], k) => [title, org.split(',')[0], ...periods[k]!]));
  });
});
