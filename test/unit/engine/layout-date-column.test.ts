/**
 * A narrow column holding the dates of the entries, each on its entry's row, is the rows' date
 * column, not a sidebar: also where it runs on past the entries (full-width sections of short lines,
 * skills and languages set one a line) and where a date wraps in it ("2024-" / "06"). A real sidebar
 * (contact, skills, languages beside the main column) stays a sidebar.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = new Date(Date.UTC(2026, 5, 1));

interface Words {
  name: string;
  contact: string;
  experience: string;
  education: string;
  skills: string;
  languages: string;
  jobs: [string, string, string][];
  studies: [string, string][];
  skillLines: string[];
  languageLines: string[];
}

/** A table-like CV: headings and dates at the left margin, entries in a cell at x = 175, short skills lines after. */
function tableCv(w: Words): LineSpec[] {
  const lines: LineSpec[] = [
    { text: w.name, size: 20, bold: true },
    { text: w.contact, size: 9 },
    { text: w.experience, bold: true, gap: 10 },
  ];
  for (const [dates, header, bullet] of w.jobs) {
    lines.push({ text: dates, size: 9, cells: [[175, header]], gap: 6 });
    lines.push({ text: bullet, x: 185, size: 9 }, { text: '• Reporting to the management', x: 185, size: 9 }, { text: '• Trained new colleagues', x: 185, size: 9 });
  }
  lines.push({ text: w.education, bold: true, gap: 10 });
  for (const [dates, study] of w.studies) lines.push({ text: dates, size: 9, cells: [[175, study]], gap: 6 });
  lines.push({ text: w.skills, bold: true, gap: 10 }, ...w.skillLines.map((text) => ({ text })));
  lines.push({ text: w.languages, bold: true, gap: 10 }, ...w.languageLines.map((text) => ({ text })));
  return lines;
}

const SPANISH: Words = {
  name: 'Lucía Romero Vidal',
  contact: 'Analista de datos · Valencia · lucia.romero@example.es · +34 611 222 333',
  experience: 'EXPERIENCIA',
  education: 'FORMACIÓN',
  skills: 'HABILIDADES',
  languages: 'IDIOMAS',
  jobs: [
    ['sept. 2021 – actualidad', 'Analista de datos — Grupo Turia Alimentación, Valencia', '• Cuadros de mando en Power BI para la dirección'],
    ['ene. 2018 – ago. 2021', 'Técnica de BI — Levante Seguros S.A., Castellón', '• Migración del almacén de datos a la nube'],
    ['jun. 2016 – dic. 2017', 'Analista junior — Albufera Datos S.L., Valencia', '• Limpieza y análisis de encuestas'],
  ],
  studies: [
    ['2016 – 2017', 'Máster en Ciencia de Datos — Universidad Politécnica de Valencia'],
    ['2012 – 2016', 'Grado en Estadística — Universidad de Valencia'],
  ],
  skillLines: ['Python', 'SQL', 'Power BI', 'Tableau', 'Excel'],
  languageLines: ['Español (nativo)', 'Inglés (C1)', 'Francés (B1)'],
};

const ENGLISH: Words = {
  name: 'Martin Fellowes',
  contact: 'Backend Engineer · Bristol · martin.fellowes@example.com · +44 7700 900123',
  experience: 'EXPERIENCE',
  education: 'EDUCATION',
  skills: 'SKILLS',
  languages: 'LANGUAGES',
  jobs: [
    ['2019 – 2023', 'Senior Backend Engineer — Brightwater Logistics, Bristol', '• Designed the order routing services'],
    ['2016 – 2019', 'Software Developer — Kestrel Analytics Ltd, Bath', '• Built data pipelines for retail clients'],
    ['2014 – 2016', 'Junior Developer — Pennant Systems, Cardiff', '• Maintained Java web applications'],
  ],
  studies: [
    ['2010 – 2014', 'BSc Computer Science — University of Exeter'],
    ['2008 – 2010', 'A levels — Clifton College, Bristol'],
  ],
  skillLines: ['Go', 'Python', 'PostgreSQL', 'Docker', 'Kubernetes'],
  languageLines: ['English (native)', 'French (B2)'],
};

const ITALIAN: Words = {
  name: 'Giulia Marchetti',
  contact: 'Contabile · Bologna · giulia.marchetti@example.it · +39 333 123 4567',
  experience: 'ESPERIENZA PROFESSIONALE',
  education: 'ISTRUZIONE',
  skills: 'COMPETENZE',
  languages: 'LINGUE',
  jobs: [
    ['03/2019 – oggi', 'Responsabile amministrativa — Fonderie Valsesia S.p.A., Bologna', '• Contabilità generale e rapporti con le banche'],
    ['09/2015 – 02/2019', 'Contabile — Studio Ferraresi & Associati, Modena', '• Contabilità di clienti PMI'],
    ['01/2013 – 08/2015', 'Impiegata amministrativa — Cooperativa Lunigiana, Parma', '• Fatturazione e prima nota'],
  ],
  studies: [
    ['2008 – 2012', 'Laurea in Economia aziendale — Università di Bologna'],
    ['2003 – 2008', 'Diploma di ragioneria — ITC Rosa Luxemburg, Bologna'],
  ],
  skillLines: ['SAP FI', 'Excel avanzato', 'Zucchetti', 'Patente B'],
  languageLines: ['Italiano (madrelingua)', 'Inglese (B2)'],
};

describe('a date column of the entries beside them', () => {
  for (const [lang, words, starts] of [
    ['es', SPANISH, ['2021-09', '2018-01', '2016-06']],
    ['en', ENGLISH, ['2019', '2016', '2014']],
    ['it', ITALIAN, ['2019-03', '2015-09', '2013-01']],
  ] as const) {
    it(`keeps the dates on their entries' rows when short lines follow in the column (${lang})`, () => {
      const document = documentOf(tableCv(words));
      const layout = buildLayout(document);
      expect(layout.lines.some((l) => l.sidebar)).toBe(false);
      expect(layout.sections.map((s) => s.kind)).toEqual(['header', 'experience', 'education', 'skills', 'languages']);
      const profile = runEngine(document, { referenceDate: REFERENCE });
      expect(profile.workExperience.map((j) => j.start)).toEqual([...starts]);
      expect(profile.education).toHaveLength(2);
    });
  }

  it('reads a date wrapped in the column ("2024-" / "06") as a date of the column', () => {
    // Moderncv-like: headings and entries at x = 150, the dates right-aligned left of them, the end
    // date of each wrapping after its hyphen.
    const lines: LineSpec[] = [{ text: 'Daniel Ashworth', size: 20, bold: true }, { text: 'Leeds · daniel.ashworth@example.co.uk · +44 7700 900456', size: 9 }, { text: 'Work experience', x: 150, bold: true, gap: 10 }];
    const jobs = [
      ['2022-02 – 2024-', '06', 'Data Engineer, Northgate Freight plc'],
      ['2019-09 – 2022-', '01', 'Analyst Developer, Harrowfield Insurance'],
      ['2017-07 – 2019-', '08', 'Graduate Developer, Tenby Digital'],
    ];
    for (const [dates, tail, header] of jobs) {
      lines.push({ text: dates!, x: 52, size: 9, cells: [[150, header!]], gap: 4 });
      lines.push({ text: tail!, x: 130, size: 9 });
      lines.push({ text: 'Built and ran the data pipelines of the team', x: 150, size: 9 }, { text: 'Reported to the head of data', x: 150, size: 9 });
    }
    lines.push({ text: 'Education', x: 150, bold: true, gap: 10 }, { text: '2014 – 2017', x: 80, size: 9, cells: [[150, 'BSc Mathematics, University of Leeds']], gap: 4 });
    const document = documentOf(lines);
    expect(buildLayout(document).lines.some((l) => l.sidebar)).toBe(false);
    const profile = runEngine(document, { referenceDate: REFERENCE });
    expect(profile.workExperience.map((j) => [j.title, j.start])).toEqual([
      ['Data Engineer', '2022-02'],
      ['Analyst Developer', '2019-09'],
      ['Graduate Developer', '2017-07'],
    ]);
  });

  it('leaves a sidebar of contact, skills and languages a sidebar, dates in it or not', () => {
    // Sidebar at x = 40, main column at x = 220; a few sidebar lines share the main column's rows.
    const lines: LineSpec[] = [
      { text: 'Anna Keller', x: 220, size: 20, bold: true },
      { text: 'CONTACT', bold: true, x: 40, cells: [[220, 'EXPERIENCE']], gap: 10 },
      { text: 'anna.keller@example.com', x: 40, size: 8, cells: [[220, 'Project Manager, Lindqvist Bau GmbH']] },
      { text: '+49 151 2345678', x: 40, size: 8, cells: [[220, '2019 – 2024']] },
      { text: 'Hamburg', x: 40, size: 8, cells: [[220, '• Led the site teams of twelve projects']] },
      { text: 'SKILLS', x: 40, bold: true, cells: [[220, 'Site Engineer, Nordhafen Bau AG']] },
      { text: 'MS Project', x: 40, size: 8, cells: [[220, '2015 – 2019']] },
      { text: 'AutoCAD', x: 40, size: 8, cells: [[220, '• Planned the concrete works']] },
      { text: 'Budgeting', x: 40, size: 8, cells: [[220, 'EDUCATION']] },
      { text: 'LANGUAGES', x: 40, bold: true, cells: [[220, 'MSc Civil Engineering, TU Hamburg']] },
      { text: 'German (native)', x: 40, size: 8, cells: [[220, '2013 – 2015']] },
      { text: 'English (C1)', x: 40, size: 8, cells: [[220, 'BSc Civil Engineering, TU Hamburg']] },
      { text: 'CERTIFICATES', x: 40, bold: true, cells: [[220, '2010 – 2013']] },
      { text: 'PMP', x: 40, size: 8 },
      { text: '2020', x: 40, size: 8 },
      { text: 'PRINCE2', x: 40, size: 8 },
      { text: '2018', x: 40, size: 8 },
    ];
    const layout = buildLayout(documentOf(lines));
    expect(layout.lines.filter((l) => l.sidebar).map((l) => l.text)).toContain('MS Project');
  });
});
