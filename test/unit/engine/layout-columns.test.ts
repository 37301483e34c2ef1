/**
 * Columns versus label columns: a name set in two fonts is one line, a date/label column whose
 * lines share the baselines of the content beside them stays on those lines (one stray line such
 * as a headline does not make it a flow), and a wrapped date in such a column is read across
 * the line break.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import type { Document, TextRun } from '../../../src/screen/extract/document.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = new Date(Date.UTC(2025, 5, 15));

/** Runs placed at explicit positions: [x, baseline, text, size?, bold?]. */
function page(runs: [number, number, string, number?, boolean?][]): Document {
  const lines: TextRun[] = runs.map(([x, baseline, text, size = 10, bold = false]) => ({ text, x, y: baseline - size, w: text.length * size * 0.5, h: size, fontSize: size, bold }));
  return { format: 'pdf', source: 'text', pages: [{ number: 1, width: 595, height: 842, lines, images: [] }], images: [], meta: { pageCount: 1, ocrUsed: false, warnings: [], timings: {} } };
}

/** A moderncv-like CV: dates right-aligned in a left column, content at x = 150. */
function dateColumnCv(): Document {
  const runs: [number, number, string, number?, boolean?][] = [
    [40, 60, 'Noelia ', 28],
    [138, 60, 'Iglesiales', 28],
    [40, 90, 'Directora de Arte', 13],
    [430, 50, 'noelia@example.com', 8.5],
    [430, 62, '+34 612 345 678', 8.5],
    [150, 130, 'Experiencia', 14, true],
  ];
  let y = 160;
  const jobs = [
    ['March 2014 - April', '2018', 'Account Executive, Iriano Group plc'],
    ['2010 – 2014', null, 'Sales Assistant, Belera Ltd'],
    ['2008 – 2010', null, 'Shop Assistant, Kestora Retail'],
  ] as const;
  for (const [date, wrapped, header] of jobs) {
    runs.push([45, y, date, 9], [150, y, header, 10, true]);
    y += 13;
    if (wrapped) runs.push([110, y, wrapped, 9]);
    runs.push([150, y, '• Managed a pipeline of customers', 9]);
    y += 13;
    runs.push([150, y, '• Presented the product range at trade fairs', 9]);
    y += 22;
  }
  runs.push([150, y + 10, 'Educación', 14, true]);
  runs.push([55, y + 40, '2004 – 2008', 9], [150, y + 40, 'Grado en Marketing', 10, true]);
  runs.push([150, y + 53, 'Universidad de Valdeluna', 10]);
  return page(runs);
}

describe('columns and label columns', () => {
  it('keeps a name set in two fonts on one line', () => {
    const layout = buildLayout(dateColumnCv());
    expect(layout.lines.some((l) => l.segments[0]?.text === 'Noelia Iglesiales')).toBe(true);
  });

  it('keeps a date column on the lines it labels, despite a headline beside the contact block', () => {
    const layout = buildLayout(dateColumnCv());
    expect(layout.multiColumn).toBe(false);
    const dated = layout.lines.find((l) => l.text.includes('Sales Assistant'));
    expect(dated?.text.startsWith('2010 – 2014')).toBe(true);
  });

  it('reads a date wrapped in the date column across the line break', () => {
    const profile = runEngine(dateColumnCv(), { referenceDate: REFERENCE });
    const first = profile.workExperience[0];
    expect(first?.employer).toBe('Iriano Group plc');
    expect([first?.start, first?.end]).toEqual(['2014-03', '2018-04']);
    expect(profile.workExperience).toHaveLength(3);
  });
});

describe('a Europass label column with headings wrapped on two lines', () => {
  // Right-aligned labels left of a vertical rule; long headings wrap ("INFORMATIONS" /
  // "PERSONNELLES") and their second line has no content beside it.
  const label = (text: string, right = 170) => right - text.length * 4.5;
  const europass = (lines: [string, string, string][]) =>
    buildLayout(
      documentOf(
        lines.map(([left, right, gap]) => {
          const spec: { text: string; x: number; size: number; gap: number; cells?: [number, string][] } = left
            ? { text: left, x: label(left), size: 9, gap: Number(gap) }
            : { text: right, x: 190, size: 9, gap: Number(gap) };
          if (left && right) spec.cells = [[190, right]];
          return spec;
        }),
      ),
    );

  it.each([
    [
      'fr',
      [
        ['INFORMATIONS', '', '0'],
        ['PERSONNELLES', 'Claire Exemple', '0'],
        ['', '12 rue des Tilleuls, 56000 Vannes', '0'],
        ['', 'claire@example.fr', '0'],
        ['EXPÉRIENCE', '', '12'],
        ['PROFESSIONNELLE', '', '0'],
        ['2019–2024', 'Conseillère clientèle', '0'],
        ['', 'Banque du Littoral, Vannes', '0'],
        ['', 'Conseil aux particuliers, suivi d’un portefeuille de clients', '0'],
        ['', 'Ventes de produits d’épargne et d’assurance', '0'],
        ['2016–2019', 'Chargée d’accueil', '0'],
        ['', 'Mutuelle de l’Ouest, Lorient', '0'],
        ['', 'Accueil téléphonique et physique des adhérents', '0'],
        ['ÉDUCATION ET', '', '12'],
        ['FORMATION', '', '0'],
        ['2013–2016', 'Licence de gestion', '0'],
        ['', 'Université de Bretagne Sud, Vannes', '0'],
        ['COMPÉTENCES', '', '12'],
        ['PERSONNELLES', '', '0'],
        ['Langue maternelle', 'français', '0'],
        ['Autres langues', 'anglais B2', '0'],
      ] as [string, string, string][],
      ['header', 'contact', 'experience', 'education', 'skills'],
    ],
    [
      'it',
      [
        ['INFORMAZIONI', '', '0'],
        ['PERSONALI', 'Mario Esempio', '0'],
        ['', 'Via dei Mille 4, 35100 Padova', '0'],
        ['', 'mario@example.it', '0'],
        ['ESPERIENZA', '', '12'],
        ['PROFESSIONALE', '', '0'],
        ['2019–2024', 'Magazziniere', '0'],
        ['', 'Logistica Colle, Padova', '0'],
        ['', 'Carico e scarico merci, gestione delle scorte', '0'],
        ['', 'Inventari mensili e preparazione degli ordini', '0'],
        ['2015–2019', 'Operaio', '0'],
        ['', 'Officine Brenta, Vigonza', '0'],
        ['', 'Montaggio di componenti meccanici in linea', '0'],
        ['ISTRUZIONE E', '', '12'],
        ['FORMAZIONE', '', '0'],
        ['2010–2015', 'Diploma di perito meccanico', '0'],
        ['', 'Istituto Volta, Padova', '0'],
        ['COMPETENZE', '', '12'],
        ['PERSONALI', '', '0'],
        ['Madrelingua', 'italiano', '0'],
        ['Altre lingue', 'inglese B1', '0'],
      ] as [string, string, string][],
      ['header', 'contact', 'experience', 'education', 'skills'],
    ],
  ])('reads each label row with its content and each wrapped heading whole (%s)', (_lang, rows, kinds) => {
    const layout = europass(rows);
    expect(layout.sections.map((s) => s.kind)).toEqual(kinds);
    expect(layout.sections[1]!.heading).toBe(`${rows[0]![0]} ${rows[1]![0]}`);
    const experience = layout.sections[2]!;
    expect(experience.lines[0]!.text).toBe(`${rows[6]![0]}\t${rows[6]![1]}`);
    // The heading's second line is not a line of the section.
    expect(layout.lines.filter((l) => l.sidebar)).toEqual([]);
  });
});

describe('two columns of even width', () => {
  const L = (text: string, extra: object = {}) => ({ text, x: 40, ...extra });
  const R = (text: string, extra: object = {}) => ({ text, x: 320, ...extra });

  it('are two flows when they open sections, neither a sidebar', () => {
    const layout = buildLayout(
      documentOf([
        { text: 'Ana Exemplo', size: 20 },
        L('Contacto', { bold: true, size: 12, gap: 8 }),
        R('Experiência profissional', { bold: true, size: 12 }),
        L('ana.exemplo@example.pt · linkedin.com/in/anaex'),
        R('Analista de dados'),
        L('+351 910 000 000 · Rua das Flores 1, 4000 Porto'),
        R('Serviços Atlânticos, Porto'),
        L('Porto, Portugal'),
        R('jan. 2020 – presente'),
        L('Competências', { bold: true, size: 12, gap: 8 }),
        R('Assistente de análise'),
        L('Python: pandas, scikit-learn e estatística básica'),
        R('Dados do Norte, Braga'),
        L('SQL: PostgreSQL, modelação de dados e relatórios'),
        R('mar. 2017 – dez. 2019'),
        L('Power BI'),
        R('Formação académica', { bold: true, size: 12, gap: 8 }),
        L('Excel'),
        R('Licenciatura em Estatística'),
        L('Tableau'),
        R('Universidade do Minho, 2013 – 2017'),
      ]),
    );
    const experience = layout.sections.find((s) => s.kind === 'experience')!;
    expect(experience.lines.map((l) => l.text)).toEqual(['Analista de dados', 'Serviços Atlânticos, Porto', 'jan. 2020 – presente', 'Assistente de análise', 'Dados do Norte, Braga', 'mar. 2017 – dez. 2019']);
    expect(layout.sections.find((s) => s.kind === 'skills')!.lines.map((l) => l.text)).toEqual(['Python: pandas, scikit-learn e estatística básica', 'SQL: PostgreSQL, modelação de dados e relatórios', 'Power BI', 'Excel', 'Tableau']);
    expect(layout.lines.some((l) => l.sidebar)).toBe(false);
  });

  it('are not columns when neither opens a section (a letter’s sender and recipient blocks)', () => {
    const layout = buildLayout(
      documentOf([
        R('Ana Exemplo', { size: 20 }),
        R('Rua das Flores 1'),
        L('Serviços Atlânticos'),
        R('4000-000 Porto'),
        L('Recursos Humanos'),
        R('ana@example.pt'),
        L('Avenida da Boavista 100'),
        R('+351 910 000 000'),
        L('4100-000 Porto'),
        R('Porto, 3 de março de 2025'),
        L('Candidatura a analista de dados', { gap: 20 }),
        L('Exmos. Senhores, venho por este meio apresentar a minha candidatura ao lugar anunciado.'),
      ]),
    );
    expect(layout.multiColumn).toBe(false);
    expect(layout.lines[0]!.text).toBe('Ana Exemplo');
  });
});

describe('a Europass label column beside a content column with a subheading of its own', () => {
  // The label column holds only headings, a date and the label of the wanted job; the content
  // column opens a subheading ('Programming languages') on a row of its own. The label column is
  // still no flow: its headings stay on the rows of their sections.
  const label = (text: string, right = 170) => right - text.length * 4.5;
  const rows = (labels: { personal: string; wanted: string; education: string; subheading: string; experience: string }) =>
    documentOf([
      { text: 'Curriculum vitae', x: 190, size: 9 },
      { text: labels.personal, x: label(labels.personal), size: 9, gap: 12, cells: [[190, 'Clara Invented']] },
      { text: '4 Elm Row, Dunmore', x: 190, size: 9 },
      { text: 'clara@example.org', x: 190, size: 9 },
      { text: labels.wanted, x: label(labels.wanted), size: 9, gap: 12, cells: [[190, 'Software developer']] },
      { text: labels.education, x: label(labels.education), size: 9, gap: 12 },
      { text: '2013–2017', x: label('2013–2017'), size: 9, cells: [[190, 'BSc Computer Science']] },
      { text: 'Dunmore University, Dunmore', x: 190, size: 9 },
      { text: 'Algorithms and data structures', x: 200, size: 9 },
      { text: 'Operating systems', x: 200, size: 9 },
      { text: labels.subheading, x: 190, size: 9, gap: 8 },
      { text: 'Java', x: 200, size: 9 },
      { text: 'TypeScript', x: 200, size: 9 },
      { text: 'SQL', x: 200, size: 9 },
      { text: 'Go', x: 200, size: 9 },
      { text: '2009–2013', x: label('2009–2013'), size: 9, gap: 8, cells: [[190, 'Technical high school diploma']] },
      { text: 'Dunmore Technical School, Dunmore', x: 190, size: 9 },
      { text: labels.experience, x: label(labels.experience), size: 9, gap: 12 },
      { text: '2017–2024', x: label('2017–2024'), size: 9, cells: [[190, 'Developer']] },
      { text: 'Elmsoft Ltd, Dunmore', x: 190, size: 9 },
    ]);

  it.each([
    ['en', { personal: 'PERSONAL INFORMATION', wanted: 'JOB APPLIED FOR', education: 'EDUCATION AND TRAINING', subheading: 'Programming languages', experience: 'WORK EXPERIENCE' }],
    ['it', { personal: 'INFORMAZIONI PERSONALI', wanted: 'OCCUPAZIONE DESIDERATA', education: 'ISTRUZIONE E FORMAZIONE', subheading: 'Linguaggi di programmazione', experience: 'ESPERIENZA PROFESSIONALE' }],
    ['fr', { personal: 'INFORMATIONS PERSONNELLES', wanted: 'POSTE VISÉ', education: 'ÉDUCATION ET FORMATION', subheading: 'Langages de programmation', experience: 'EXPÉRIENCE PROFESSIONNELLE' }],
  ])('keeps the labels on their rows (%s)', (_lang, labels) => {
    const layout = buildLayout(rows(labels));
    expect(layout.multiColumn).toBe(false);
    const education = layout.sections.find((s) => s.kind === 'education')!;
    expect(education.lines.map((l) => l.text)).toContain('2013–2017\tBSc Computer Science');
    expect(layout.lines.filter((l) => l.sidebar)).toEqual([]);
  });

  it.each([
    ['en', { personal: 'PERSONAL INFORMATION', wanted: 'JOB APPLIED FOR', education: 'EDUCATION AND TRAINING', subheading: 'Programming languages', experience: 'WORK EXPERIENCE' }],
    ['it', { personal: 'INFORMAZIONI PERSONALI', wanted: 'OCCUPAZIONE DESIDERATA', education: 'ISTRUZIONE E FORMAZIONE', subheading: 'Linguaggi di programmazione', experience: 'ESPERIENZA PROFESSIONALE' }],
    ['fr', { personal: 'INFORMATIONS PERSONNELLES', wanted: 'POSTE VISÉ', education: 'ÉDUCATION ET FORMATION', subheading: 'Langages de programmation', experience: 'EXPÉRIENCE PROFESSIONNELLE' }],
  ])('reads a plain subheading of the content column as part of its section, not a section (%s)', (_lang, labels) => {
    const layout = buildLayout(rows(labels));
    expect(layout.sections.map((s) => s.kind)).toEqual(['header', 'education', 'experience']);
    const education = layout.sections[1]!.lines.map((l) => l.text);
    expect(education).toContain(labels.subheading);
    expect(education).toContain('2009–2013\tTechnical high school diploma');
  });
});

describe('a plain heading set where the styled headings are', () => {
  it('is still a heading', () => {
    const layout = buildLayout(
      documentOf([
        { text: 'Clara Invented', size: 20 },
        { text: 'EXPERIENCE', bold: true, gap: 10 },
        'Developer, Elmsoft Ltd (2017 – 2024)',
        { text: 'EDUCATION', bold: true, gap: 10 },
        'BSc Computer Science, Dunmore University (2013 – 2017)',
        { text: 'Languages', gap: 10 },
        'English, French',
      ]),
    );
    expect(layout.sections.map((s) => s.kind)).toEqual(['header', 'experience', 'education', 'languages']);
  });
});
