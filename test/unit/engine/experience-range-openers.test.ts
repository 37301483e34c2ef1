/**
 * Ranges opened by a "from" word ("von 03/2019 bis heute", "du 01/2019 au 03/2021", "desde 2015
 * hasta 2018", "dal 2019 ad oggi"): the word is the date's, so a line opening on it is no
 * sentence in lower case and the word is no piece of the header. Dates in a left column beside the
 * role, and dates on a line of their own above it, in the six languages.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { findDateRanges } from '../../../src/knowledge/dates/date-grammar.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, 'ana@example.com', { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer, e.start, e.current ? 'present' : e.end],
  );

type Row = [dates: string, role: string, employer: string];
const timeline = (rows: Row[], bullet: string): (LineSpec | string)[] =>
  rows.flatMap(([dates, role, org]) => [{ text: dates, cells: [[230, role]] as [number, string][] }, { text: org, x: 230 }, { text: `• ${bullet}`, x: 230 }]);
const dateAbove = (rows: Row[], bullet: string): (LineSpec | string)[] => rows.flatMap(([dates, role, org]) => [{ text: dates, gap: 4 }, { text: `${role}, ${org}`, bold: true }, `• ${bullet}`]);

const CASES: [string, string, Row[], string, string[][]][] = [
  ['de', 'Berufserfahrung', [['von 03/2019 bis heute', 'Projektleiter', 'Alfa GmbH'], ['von 04/2015 bis 02/2019', 'Bauleiter', 'Beta AG']], 'Koordination der Baustellen', [['2019-03', 'present'], ['2015-04', '2019-02']]],
  ['fr', 'Expérience professionnelle', [['du 01/2019 au 03/2021', 'Comptable', 'Alfa SARL'], ['de 2015 à 2018', 'Aide-comptable', 'Beta SA']], 'Tenue de la comptabilité', [['2019-01', '2021-03'], ['2015', '2018']]],
  ['es', 'Experiencia laboral', [['de enero de 2019 a marzo de 2021', 'Contable', 'Alfa S.L.'], ['desde 2015 hasta 2018', 'Auxiliar administrativo', 'Beta S.A.']], 'Gestión de facturas', [['2019-01', '2021-03'], ['2015', '2018']]],
  ['it', 'Esperienza professionale', [['dal 2019 ad oggi', 'Contabile', 'Alfa S.r.l.'], ['dal 2015 al 2018', 'Impiegata amministrativa', 'Beta S.p.A.']], 'Gestione delle fatture', [['2019', 'present'], ['2015', '2018']]],
  ['pt', 'Experiência profissional', [['de março de 2019 até o presente', 'Contador', 'Alfa Ltda'], ['desde 2015 até 2018', 'Auxiliar administrativo', 'Beta S.A.']], 'Gestão de notas fiscais', [['2019-03', 'present'], ['2015', '2018']]],
  ['en', 'Experience', [['from 2019 to date', 'Accountant', 'Acme Ltd'], ['from 2015 to 2018', 'Accounts Assistant', 'Beta plc']], 'Managed the invoices', [['2019', 'present'], ['2015', '2018']]],
];

describe('experience: ranges opened by a "from" word', () => {
  for (const [lang, heading, rows, bullet, dates] of CASES) {
    const want = rows.map(([, role, org], k) => [role, org, ...dates[k]!]);
    it(`reads each job when the dates stand in a left column (${lang})`, () => {
      expect(entries(heading, timeline(rows, bullet))).toEqual(want);
    });
    it(`reads each job when the dates stand on a line above the header (${lang})`, () => {
      expect(entries(heading, dateAbove(rows, bullet))).toEqual(want);
    });
  }
});

describe('date grammar: the "present" word closing a "since" range', () => {
  it.each([
    ['dal 2019 ad oggi', 16],
    ['de março de 2019 até o presente', 28],
    ['desde enero de 2019 hasta la actualidad', 33],
  ])('%s is one ongoing range', (text, length) => {
    const [range] = findDateRanges(text);
    expect(range?.current).toBe(true);
    expect(range?.kind).toBe('range');
    expect(range!.index + range!.length).toBe(text.length);
    expect(range!.length).toBeGreaterThanOrEqual(length);
  });
});

describe('experience: a "from" word opening the date cell right of the title', () => {
  it.each([
    ['es', 'Experiencia', 'Directora de Recursos Humanos', 'Desde dic 2016 hasta ene 2021', 'Talix S.A. – Querétaro', ['2016-12', '2021-01']],
    ['de', 'Berufserfahrung', 'Personalleiterin', 'Von 12/2016 bis 01/2021', 'Talix GmbH – Köln', ['2016-12', '2021-01']],
    ['fr', 'Expérience', 'Responsable RH', 'Depuis déc. 2016', 'Talix SA – Lyon', ['2016-12', 'present']],
  ])('reads the job whose date cell opens with the word (%s)', (_lang, heading, title, dates, employer, [start, end]) => {
    const got = entries(heading, [
      { text: title, cells: [[330, 'De feb 2021 hasta la actualidad']] },
      'Alfa Grupo – Guadalajara',
      'Despliegue de Workday para la evaluación del desempeño.',
      { text: title, cells: [[330, dates]] },
      employer,
      'Elaboración mensual de nóminas para 250 empleados.',
    ]);
    expect(got[1]).toEqual([title, employer.split(' – ')[0], start, end]);
  });
});
