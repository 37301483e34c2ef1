/**
 * Education entries written each on one line of a list (pandoc's LaTeX bullets and description
 * lists, Word list paragraphs): "• MSc in Physics — University of Leeds (09/2016 – 07/2018)",
 * "2015–2017  Laurea in Economia; Università di Bologna (Bologna)".
 * - A line its list wraps goes on right of the item's first line (a hanging indent): the rest
 *   ("– 07/2018)", "di Bergamo (2015 – 2017)", a hyphenated "tagne Occidentale") belongs to the
 *   entry above, not to an entry of its own, and the entry keeps its end date and its school whole.
 * - A month the wrap cut from its year ("(set" / "2019 – lug 2021)") goes back, even with no indent.
 * - A semicolon between the degree and the school separates them like a comma.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import type { Document, TextRun } from '../../../src/screen/extract/document.ts';

const SIZE = 10;
const LEFT = 60;
const EDGE = 540;

interface Case {
  lang: string;
  heading: string;
  summary: string;
  wrapped: [first: string, rest: string];
  entry: [degree: string, school: string, end: string];
  second: [line: string, degree: string, school: string, end: string];
}

const cases: Case[] = [
  {
    lang: 'en', heading: 'Education', summary: 'Engineer with eight years of experience in power systems, grid planning and field commissioning across',
    wrapped: ['• MSc in Applied Physics — Sheffield Hallam University (09/2016', '– 07/2018)'],
    entry: ['MSc in Applied Physics', 'Sheffield Hallam University', '2018-07'],
    second: ['• BSc in Physics — University of Hull (2013 – 2016)', 'BSc in Physics', 'University of Hull', '2016'],
  },
  {
    lang: 'it', heading: 'Istruzione', summary: 'Ingegnere con otto anni di esperienza nella pianificazione della produzione e nel controllo di gestione',
    wrapped: ['• Laurea Magistrale in Ingegneria Gestionale — Università degli Studi', 'di Bergamo (2015 – 2017)'],
    entry: ['Laurea Magistrale in Ingegneria Gestionale', 'Università degli Studi di Bergamo', '2017'],
    second: ['• Laurea Triennale in Ingegneria — Università di Brescia (2012 – 2015)', 'Laurea Triennale in Ingegneria', 'Università di Brescia', '2015'],
  },
  {
    lang: 'es', heading: 'Formación académica', summary: 'Economista con ocho años de experiencia en control de gestión, auditoría interna y planificación financiera',
    wrapped: ['• Grado en Administración y Dirección de Empresas — Universitat Politècnica', 'de València (2012 – 2016)'],
    entry: ['Grado en Administración y Dirección de Empresas', 'Universitat Politècnica de València', '2016'],
    second: ['• Máster en Finanzas — Universidad de Murcia (2016 – 2017)', 'Máster en Finanzas', 'Universidad de Murcia', '2017'],
  },
  {
    lang: 'fr', heading: 'Formation', summary: "Responsable administrative avec huit ans d'expérience en gestion des achats, en logistique et en contrôle",
    wrapped: ['• Master Management des Organisations — Université de Bre-', 'tagne Occidentale (2018 – 2020)'],
    entry: ['Master Management des Organisations', 'Université de Bretagne Occidentale', '2020'],
    second: ['• Licence Économie — Université de Rennes (2015 – 2018)', 'Licence Économie', 'Université de Rennes', '2018'],
  },
  {
    lang: 'de', heading: 'Ausbildung', summary: 'Ingenieur mit acht Jahren Erfahrung in der Konstruktion von Sondermaschinen und in der Inbetriebnahme',
    wrapped: ['• Master of Science Maschinenbau — Hochschule Landshut für Technik (10/2014', '– 09/2016)'],
    entry: ['Master of Science Maschinenbau', 'Hochschule Landshut für Technik', '2016-09'],
    second: ['• Bachelor of Engineering Maschinenbau — Hochschule Deggendorf (2011 – 2014)', 'Bachelor of Engineering Maschinenbau', 'Hochschule Deggendorf', '2014'],
  },
  {
    lang: 'pt', heading: 'Formação académica', summary: 'Engenheira civil com oito anos de experiência em direção de obra, fiscalização e gestão de contratos',
    wrapped: ['• Mestrado em Engenharia Civil — Universidade de Trás-os-Montes e', 'Alto Douro (2016 – 2018)'],
    entry: ['Mestrado em Engenharia Civil', 'Universidade de Trás-os-Montes e Alto Douro', '2018'],
    second: ['• Licenciatura em Engenharia Civil — Universidade do Minho (2013 – 2016)', 'Licenciatura em Engenharia Civil', 'Universidade do Minho', '2016'],
  },
];

/** A page of lines at [x, text, right edge]: the right edge given, as a justified or filled line has it. */
function page(lines: [x: number, text: string, right?: number, bold?: boolean, size?: number][]): Document {
  let y = 50;
  const runs: TextRun[] = lines.map(([x, text, right, bold = false, size = SIZE]) => {
    y += size * 1.3;
    return { text, x, y: y - size, w: (right ?? x + text.length * size * 0.45) - x, h: size, fontSize: size, bold };
  });
  return { format: 'pdf', source: 'text', pages: [{ number: 1, width: 595, height: 842, lines: runs, images: [] }], images: [], meta: { pageCount: 1, ocrUsed: false, warnings: [], timings: {} } };
}

describe('education: an entry its list wraps with a hanging indent', () => {
  for (const c of cases) {
    it(`keeps the wrapped rest with its entry (${c.lang})`, () => {
      const doc = page([
        [LEFT, 'Alex Example', undefined, true, 18],
        [LEFT, c.summary, EDGE],
        [LEFT, c.summary, EDGE],
        [LEFT, c.summary.split(' ').slice(0, 6).join(' ')],
        [LEFT, c.heading, undefined, true, 13],
        [LEFT, c.wrapped[0], EDGE],
        [LEFT + 11, c.wrapped[1]],
        [LEFT, c.second[0]],
      ]);
      const got = runEngine(doc, { referenceDate: new Date(Date.UTC(2025, 5, 15)) }).education.map((e) => [e.degree, e.institution, e.end]);
      expect(got).toEqual([c.entry, c.second.slice(1)]);
    });
  }
});

const TOWN: Record<string, string> = { en: 'York', it: 'Brescia', es: 'Murcia', fr: 'Rennes', de: 'München', pt: 'Braga' };

/** A page whose lines may hold a second cell: [x, text, right edge, cells [x, text, right edge]]. */
function rows(lines: [x: number, text: string, right?: number, cell?: [number, string, number?]][]): Document {
  let y = 50;
  const runs: TextRun[] = [];
  for (const [x, text, right, cell] of lines) {
    y += SIZE * 1.3;
    runs.push({ text, x, y: y - SIZE, w: (right ?? x + text.length * SIZE * 0.45) - x, h: SIZE, fontSize: SIZE, bold: false });
    if (cell) runs.push({ text: cell[1], x: cell[0], y: y - SIZE, w: (cell[2] ?? cell[0] + cell[1].length * SIZE * 0.45) - cell[0], h: SIZE, fontSize: SIZE, bold: false });
  }
  return { format: 'pdf', source: 'text', pages: [{ number: 1, width: 595, height: 842, lines: runs, images: [] }], images: [], meta: { pageCount: 1, ocrUsed: false, warnings: [], timings: {} } };
}

describe('education: a row of cells whose last cell wraps', () => {
  for (const c of cases) {
    it(`keeps the degree whole, and the school under a full degree apart (${c.lang})`, () => {
      const [degree, school] = [c.entry[0], c.entry[1]];
      const words = degree.split(' ');
      const doc = rows([
        [LEFT, 'Alex Example'],
        [LEFT, c.summary, EDGE],
        [LEFT, c.summary, EDGE],
        [LEFT, c.heading],
        [LEFT, '2016 – 2018', undefined, [180, words.slice(0, -1).join(' '), EDGE]],
        [180, `${words[words.length - 1]}, ${school}`],
        [LEFT, '2013 – 2016', undefined, [180, `${c.second[1]} ${c.second[1]}`, EDGE]],
        [180, `${c.second[2]}, ${TOWN[c.lang]}`],
      ]);
      const got = runEngine(doc, { referenceDate: new Date(Date.UTC(2025, 5, 15)) }).education.map((e) => [e.degree, e.institution]);
      expect(got[0]).toEqual([degree, school]);
      expect(got[1]?.[1]).toBe(c.second[2]);
    });
  }
});

const MONTHS: Record<string, [string, string]> = { en: ['Sep', 'Jul'], it: ['set', 'lug'], es: ['sept', 'jul'], fr: ['sept.', 'juil.'], de: ['Sept.', 'Juli'], pt: ['set', 'jul'] };

describe('education: a month the wrap cut from its year, no indent', () => {
  for (const c of cases) {
    it(`goes back to its line (${c.lang})`, () => {
      const [from, to] = MONTHS[c.lang]!;
      const doc = page([
        [LEFT, 'Alex Example', undefined, true, 18],
        [LEFT, c.summary, EDGE],
        [LEFT, c.summary, EDGE],
        [LEFT, c.heading, undefined, true, 13],
        [LEFT, `${c.entry[0]} — ${c.entry[1]} (${from}`, EDGE],
        [LEFT, `2016 – ${to} 2018)`],
        [LEFT, c.second[0].replace('• ', '')],
      ]);
      const got = runEngine(doc, { referenceDate: new Date(Date.UTC(2025, 5, 15)) }).education.map((e) => [e.institution, e.start, e.end]);
      expect(got[0]).toEqual([c.entry[1], '2016-09', '2018-07']);
    });
  }
});

describe('education: a semicolon between the degree and the school', () => {
  for (const c of cases) {
    it(`separates them (${c.lang})`, () => {
      const [, degree, school] = c.second;
      const doc = page([
        [LEFT, 'Alex Example', undefined, true, 18],
        [LEFT, c.heading, undefined, true, 13],
        [LEFT, `2013 – 2016   ${degree}; ${school} (${TOWN[c.lang]})`],
        [LEFT, `2016 – 2018   ${c.entry[0]}; ${c.entry[1]}`],
      ]);
      const got = runEngine(doc, { referenceDate: new Date(Date.UTC(2025, 5, 15)) }).education.map((e) => [e.degree, e.institution]);
      expect(got).toContainEqual([degree, school]);
      expect(got).toContainEqual([c.entry[0], c.entry[1]]);
    });
  }
});
