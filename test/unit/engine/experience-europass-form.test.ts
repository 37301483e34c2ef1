/**
 * The Europass template's work fields, in the six languages: a label cell on the left ("Occupation
 * or position held", "Name and address of employer", "Main activities and responsibilities"), the
 * value on the right, no colon; long labels wrapped in their column; the 2002 template's bullets
 * and "Dates (from – to)". The entries take the labelled title and employer (the address left out),
 * whatever order the template gives the fields in.
 */
import { Document as DocxDocument, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import type { Document } from '../../../src/screen/extract/document.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const LIMITS = { maxPages: 5, maxPixels: 4e7, maxDocxUnzippedBytes: 1e8 };
const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };
const jobsOf = (d: Document) => runEngine(d, REFERENCE).workExperience.map((e) => [e.title, e.employer, e.start, e.current ? 'present' : e.end]);

type Fields = [dates: string, title: string, duties: string, employer: string, sector: string];
interface Form {
  name: string;
  heading: string;
  labels: [string, string, string, string, string];
  jobs: [Fields, Fields];
  want: [string, string][];
}

const FORMS: Record<string, Form> = {
  en: {
    name: 'John Smith',
    heading: 'Work experience',
    labels: ['Dates', 'Occupation or position held', 'Main activities and responsibilities', 'Name and address of employer', 'Type of business or sector'],
    jobs: [
      ['01/09/2019 - present', 'Sales Manager', 'Managing a team of six sales agents', 'Acme Ltd, 5 High Street, Leeds (United Kingdom)', 'Retail'],
      ['01/03/2015 - 31/08/2019', 'Sales Assistant', 'Customer service', 'Beta Stores plc, 2 Market Square, York (United Kingdom)', 'Retail'],
    ],
    want: [['Sales Manager', 'Acme Ltd'], ['Sales Assistant', 'Beta Stores plc']],
  },
  it: {
    name: 'Mario Rossi',
    heading: 'Esperienza professionale',
    labels: ['Date', 'Lavoro o posizione ricoperti', 'Principali attività e responsabilità', 'Nome e indirizzo del datore di lavoro', 'Tipo di attività o settore'],
    jobs: [
      ['01/09/2019 - alla data attuale', 'Responsabile vendite', 'Gestione di una squadra di sei agenti', 'Alfa S.r.l., Via Roma 1, 20100 Milano (Italia)', 'Commercio'],
      ['01/03/2015 - 31/08/2019', 'Addetto vendite', 'Assistenza clienti', 'Beta S.p.A., Via Verdi 2, 10100 Torino (Italia)', 'Commercio'],
    ],
    want: [['Responsabile vendite', 'Alfa S.r.l.'], ['Addetto vendite', 'Beta S.p.A.']],
  },
  es: {
    name: 'Lucía García',
    heading: 'Experiencia profesional',
    labels: ['Fechas', 'Profesión o cargo desempeñado', 'Funciones y responsabilidades principales', 'Nombre y dirección de la empresa o empleador', 'Tipo de empresa o sector'],
    jobs: [
      ['01/09/2019 - actualidad', 'Jefa de ventas', 'Gestión de un equipo de seis comerciales', 'Alfa S.L., Calle Mayor 1, Madrid (España)', 'Comercio'],
      ['01/03/2015 - 31/08/2019', 'Dependienta', 'Atención al cliente', 'Beta S.A., Calle Real 2, Toledo (España)', 'Comercio'],
    ],
    want: [['Jefa de ventas', 'Alfa S.L.'], ['Dependienta', 'Beta S.A.']],
  },
  fr: {
    name: 'Jean Dupont',
    heading: 'Expérience professionnelle',
    labels: ['Dates', 'Fonction ou poste occupé', 'Principales activités et responsabilités', "Nom et adresse de l'employeur", "Type ou secteur d'activité"],
    jobs: [
      ['01/09/2019 - aujourd’hui', 'Responsable des ventes', 'Gestion d’une équipe de six commerciaux', 'Alfa SARL, 1 rue de la Paix, Lyon (France)', 'Commerce'],
      ['01/03/2015 - 31/08/2019', 'Vendeur', 'Accueil des clients', 'Beta SA, 2 place Bellecour, Lyon (France)', 'Commerce'],
    ],
    want: [['Responsable des ventes', 'Alfa SARL'], ['Vendeur', 'Beta SA']],
  },
  de: {
    name: 'Anna Weber',
    heading: 'Berufserfahrung',
    labels: ['Zeitraum', 'Beruf oder Funktion', 'Wichtigste Tätigkeiten und Zuständigkeiten', 'Name und Adresse des Arbeitgebers', 'Tätigkeitsbereich oder Branche'],
    jobs: [
      ['01/09/2019 - heute', 'Vertriebsleiterin', 'Leitung eines Teams von sechs Mitarbeitern', 'Alfa GmbH, Hauptstraße 1, 80331 München (Deutschland)', 'Handel'],
      ['01/03/2015 - 31/08/2019', 'Verkäuferin', 'Kundenberatung', 'Beta AG, Marktplatz 2, 86150 Augsburg (Deutschland)', 'Handel'],
    ],
    want: [['Vertriebsleiterin', 'Alfa GmbH'], ['Verkäuferin', 'Beta AG']],
  },
  pt: {
    name: 'Ana Souza',
    heading: 'Experiência profissional',
    labels: ['Datas', 'Função ou cargo ocupado', 'Principais actividades e responsabilidades', 'Nome e morada do empregador', 'Tipo de empresa ou sector'],
    jobs: [
      ['01/09/2019 - presente', 'Gerente de vendas', 'Gestão de uma equipa de seis vendedores', 'Alfa Lda, Rua Augusta 1, Lisboa (Portugal)', 'Comércio'],
      ['01/03/2015 - 31/08/2019', 'Vendedora', 'Atendimento ao cliente', 'Beta S.A., Avenida da Boavista 2, Porto (Portugal)', 'Comércio'],
    ],
    want: [['Gerente de vendas', 'Alfa Lda'], ['Vendedora', 'Beta S.A.']],
  },
};
const DATES = [['2019-09', 'present'], ['2015-03', '2019-08']];

const p = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });

async function europassDocx(form: Form): Promise<Document> {
  const row = (label: string, value: string) => new TableRow({ children: [new TableCell({ children: [p(label)] }), new TableCell({ children: [p(value)] })] });
  const rows = [row(form.heading, ''), ...form.jobs.flatMap((job) => form.labels.map((label, k) => row(label, job[k]!)))];
  const doc = new DocxDocument({ sections: [{ children: [p(form.name, true), p('Curriculum Vitae Europass'), new Table({ rows })] }] });
  return extractDocument(new Uint8Array(await Packer.toBuffer(doc)), { limits: LIMITS, ocr: false });
}

describe('experience: the Europass form in a DOCX table', () => {
  for (const [lang, form] of Object.entries(FORMS)) {
    it(`reads the labelled title and employer of each job (${lang})`, async () => {
      expect(jobsOf(await europassDocx(form))).toEqual(form.want.map((tw, k) => [...tw, ...DATES[k]!]));
    });
  }
});

describe('experience: the Europass form with its duties and sector rows deleted', () => {
  // Candidates delete the rows they leave empty: the dates, title and employer rows remain.
  for (const [lang, form] of Object.entries(FORMS)) {
    it(`reads the labelled title and employer of each job (${lang})`, async () => {
      const row = (label: string, value: string) => new TableRow({ children: [new TableCell({ children: [p(label)] }), new TableCell({ children: [p(value)] })] });
      const kept = [0, 1, 3];
      const rows = [row(form.heading, ''), ...form.jobs.flatMap((job) => kept.map((k) => row(form.labels[k]!, job[k]!)))];
      const doc = new DocxDocument({ sections: [{ children: [p(form.name, true), p('Curriculum Vitae Europass'), new Table({ rows })] }] });
      const parsed = await extractDocument(new Uint8Array(await Packer.toBuffer(doc)), { limits: LIMITS, ocr: false });
      expect(jobsOf(parsed)).toEqual(form.want.map((tw, k) => [...tw, ...DATES[k]!]));
    });
  }
});

/** A PDF page: labels right-aligned in a left column ending at x=190, values from x=210; a label given as several rows wraps. */
function europassPdf(name: string, heading: string, jobs: [string[], string[]][][]): Document {
  const lines: (LineSpec | string)[] = [
    { text: name, size: 18, bold: true, x: 210 },
    { text: 'Curriculum Vitae', x: 60, size: 14 },
    { text: heading, x: 190 - heading.length * 6, size: 12, bold: true, gap: 10 },
  ];
  for (const job of jobs) {
    for (const [label, value] of job) {
      for (let i = 0; i < Math.max(label.length, value.length); i++) {
        const [l, v] = [label[i], value[i]];
        if (l) lines.push({ text: l, x: 190 - l.length * 5, cells: v ? [[210, v]] : [] });
        else lines.push({ text: v!, x: 210 });
      }
    }
    lines.push({ text: ' ', x: 210 });
  }
  return documentOf(lines);
}

describe('experience: the Europass form on a PDF page', () => {
  it('reads the 2002 template: bulleted labels, "Date (da – a)", the employer before the job, a label wrapped onto a heading word (it)', () => {
    const job = (dates: string, employer: string, title: string, duties: string): [string[], string[]][] => [
      [['• Date (da – a)'], [dates]],
      [['• Nome e indirizzo del datore di', 'lavoro'], [employer]],
      [['• Tipo di azienda o settore'], ['Commercio']],
      [['• Tipo di impiego'], [title]],
      [['• Principali mansioni e', 'responsabilità'], [duties]],
    ];
    const doc = europassPdf('Mario Rossi', 'ESPERIENZA LAVORATIVA', [
      job('Settembre 2019 – oggi', 'Alfa S.r.l., Via Roma 1, 20100 Milano', 'Responsabile vendite', 'Gestione di una squadra di sei agenti'),
      job('Marzo 2015 – Agosto 2019', 'Beta S.p.A., Corso Francia 2, Torino', 'Addetto vendite', 'Assistenza clienti'),
    ]);
    expect(jobsOf(doc)).toEqual([
      ['Responsabile vendite', 'Alfa S.r.l.', '2019-09', 'present'],
      ['Addetto vendite', 'Beta S.p.A.', '2015-03', '2019-08'],
    ]);
  });

  it('reads the 2002 template (fr)', () => {
    const job = (dates: string, employer: string, title: string): [string[], string[]][] => [
      [['• Dates (de – à)'], [dates]],
      [["• Nom et adresse de l'employeur"], [employer]],
      [["• Type ou secteur d'activité"], ['Commerce']],
      [['• Fonction ou poste occupé'], [title]],
      [['• Principales activités et', 'responsabilités'], ['Accueil des clients et gestion des stocks']],
    ];
    const doc = europassPdf('Jean Dupont', 'EXPÉRIENCE PROFESSIONNELLE', [job('Septembre 2019 – aujourd’hui', 'Alfa SARL, 1 rue de la Paix, Lyon', 'Responsable des ventes'), job('Mars 2015 – Août 2019', 'Beta SA, 2 place Bellecour, Lyon', 'Vendeur')]);
    expect(jobsOf(doc)).toEqual([
      ['Responsable des ventes', 'Alfa SARL', '2019-09', 'present'],
      ['Vendeur', 'Beta SA', '2015-03', '2019-08'],
    ]);
  });

  it('reads the 2004 template with labels wrapped over two rows (es)', () => {
    const job = (dates: string, title: string, employer: string): [string[], string[]][] => [
      [['Fechas'], [dates]],
      [['Profesión o cargo', 'desempeñado'], [title]],
      [['Funciones y', 'responsabilidades principales'], ['Gestión de un equipo de seis comerciales']],
      [['Nombre y dirección de la', 'empresa o empleador'], [employer]],
      [['Tipo de empresa o sector'], ['Comercio']],
    ];
    const doc = europassPdf('Lucía García', 'Experiencia profesional', [job('Septiembre 2019 - actualidad', 'Jefa de ventas', 'Alfa S.L., Calle Mayor 1, Madrid'), job('Marzo 2015 - Agosto 2019', 'Dependienta', 'Beta S.A., Calle Real 2, Toledo')]);
    expect(jobsOf(doc)).toEqual([
      ['Jefa de ventas', 'Alfa S.L.', '2019-09', 'present'],
      ['Dependienta', 'Beta S.A.', '2015-03', '2019-08'],
    ]);
  });
});

describe('experience: the Europass of 2013 and of 2020', () => {
  type Job = [dates: string, title: string, employer: string];
  const CASES: [string, string, string, [Job, Job], [string, string]][] = [
    ['pt', 'EXPERIÊNCIA PROFISSIONAL', 'Atividade ou setor Comércio', [['01/09/2019–Presente', 'Gerente de vendas', 'Alfa Lda, Rua Augusta 1, Lisboa (Portugal)'], ['01/03/2015–31/08/2019', 'Vendedora', 'Beta S.A., Avenida da Boavista 2, Porto (Portugal)']], ['Alfa Lda', 'Beta S.A.']],
    ['fr', 'EXPÉRIENCE PROFESSIONNELLE', 'Activité ou secteur Commerce', [['01/09/2019–Aujourd’hui', 'Responsable des ventes', 'Alfa SARL, 1 rue de la Paix, 69001 Lyon (France)'], ['01/03/2015–31/08/2019', 'Vendeur', 'Beta SA, 2 place Bellecour, 69002 Lyon (France)']], ['Alfa SARL', 'Beta SA']],
    ['de', 'BERUFSERFAHRUNG', 'Tätigkeitsbereich oder Branche Handel', [['01/09/2019–heute', 'Vertriebsleiterin', 'Alfa GmbH, Hauptstraße 1, 80331 München (Deutschland)'], ['01/03/2015–31/08/2019', 'Verkäuferin', 'Beta AG, Marktplatz 2, 86150 Augsburg (Deutschland)']], ['Alfa GmbH', 'Beta AG']],
    ['en', 'WORK EXPERIENCE', 'Business or sector Retail', [['01/09/2019–Present', 'Sales Manager', 'Acme Ltd, 5 High Street, Leeds (United Kingdom)'], ['01/03/2015–31/08/2019', 'Sales Assistant', 'Beta Stores plc, 2 Market Square, York (United Kingdom)']], ['Acme Ltd', 'Beta Stores plc']],
    ['it', 'ESPERIENZA PROFESSIONALE', 'Attività o settore Commercio', [['01/09/2019–alla data attuale', 'Responsabile vendite', 'Alfa S.r.l., Via Roma 1, 20121 Milano (Italia)'], ['01/03/2015–31/08/2019', 'Addetto vendite', 'Beta S.p.A., Corso Francia 2, 10138 Torino (Italia)']], ['Alfa S.r.l.', 'Beta S.p.A.']],
    ['es', 'EXPERIENCIA PROFESIONAL', 'Actividad o sector Comercio', [['01/09/2019–Actualidad', 'Jefa de ventas', 'Alfa S.L., Calle Mayor 1, 28013 Madrid (España)'], ['01/03/2015–31/08/2019', 'Dependienta', 'Beta S.A., Calle Real 2, 45001 Toledo (España)']], ['Alfa S.L.', 'Beta S.A.']],
  ];
  for (const [lang, heading, sector, jobs, employers] of CASES) {
    it(`2013: the employer's street address left out, a short "▪" duty kept out of the header (${lang})`, () => {
      const doc = documentOf([
        { text: 'Curriculum Vitae', x: 60, size: 14, cells: [[210, 'Ana Exemplo']] },
        { text: 'ana@example.com', x: 210 },
        { text: heading, x: 60, size: 11, gap: 10 },
        ...jobs.flatMap(([dates, title, employer]): LineSpec[] => [{ text: dates, x: 60, cells: [[210, title]] }, { text: employer, x: 210 }, { text: '▪ Customer care', x: 210 }, { text: sector, x: 210 }]),
      ]);
      expect(jobsOf(doc)).toEqual(jobs.map(([, title], k) => [title, employers[k], ...DATES[k]!]));
    });
    it(`2020: "[ dates ] Title" over the employer (${lang})`, () => {
      const doc = documentOf([
        { text: 'Ana Exemplo', size: 18, bold: true },
        'ana@example.com',
        { text: heading, size: 12, bold: true, gap: 10 },
        ...jobs.flatMap(([dates, title], k): (LineSpec | string)[] => [{ text: `[ ${dates.replace('–', ' – ')} ] ${title}`, bold: true, gap: 4 }, employers[k]!, { text: 'Lisboa, Portugal', size: 8 }, '◦ Gestão de clientes e da equipa regional']),
      ]);
      expect(jobsOf(doc)).toEqual(jobs.map(([, title], k) => [title, employers[k], ...DATES[k]!]));
    });
  }
});

describe('experience: the Europass form with the employer’s label shortened ("Name of employer")', () => {
  // LaTeX's europecv class leaves the labels to the writer: many keep the date, the title and a
  // shorter employer's row, and no duties row.
  const CASES: [lang: string, heading: string, labels: [string, string, string], jobs: [string, string, string][], want: string[][]][] = [
    ['en', 'Work experience', ['Dates', 'Occupation or position held', 'Name of employer'], [['September 2021 – present', 'Data Analyst', 'Brightmoor Analytics Ltd, Leeds'], ['March 2017 – August 2021', 'Junior Data Analyst', 'Fenbrook Retail plc, York']], [['Data Analyst', 'Brightmoor Analytics Ltd', '2021-09', 'present'], ['Junior Data Analyst', 'Fenbrook Retail plc', '2017-03', '2021-08']]],
    ['it', 'Esperienza professionale', ['Date', 'Lavoro o posizione ricoperti', 'Nome del datore di lavoro'], [['settembre 2021 – in corso', 'Sviluppatore software', 'Tecnoservizi Euganei S.r.l., Verona'], ['marzo 2017 – agosto 2021', 'Sviluppatore backend', 'Officine Valbrenta S.p.A., Genova']], [['Sviluppatore software', 'Tecnoservizi Euganei S.r.l.', '2021-09', 'present'], ['Sviluppatore backend', 'Officine Valbrenta S.p.A.', '2017-03', '2021-08']]],
    ['es', 'Experiencia profesional', ['Fechas', 'Profesión o cargo desempeñado', 'Nombre del empleador'], [['septiembre 2021 – actualidad', 'Analista de datos', 'Consultora Ebrodata S.L., Zaragoza'], ['marzo 2017 – agosto 2021', 'Técnico contable', 'Distribuciones Ocaña S.A., Toledo']], [['Analista de datos', 'Consultora Ebrodata S.L.', '2021-09', 'present'], ['Técnico contable', 'Distribuciones Ocaña S.A.', '2017-03', '2021-08']]],
    ['fr', 'Expérience professionnelle', ['Dates', 'Fonction ou poste occupé', "Nom de l'employeur"], [['septembre 2021 – aujourd’hui', 'Ingénieur méthodes', 'Mécanique Vercors SARL, Grenoble'], ['mars 2017 – août 2021', 'Technicien de maintenance', 'Atelier Numérique de Loire SAS, Nantes']], [['Ingénieur méthodes', 'Mécanique Vercors SARL', '2021-09', 'present'], ['Technicien de maintenance', 'Atelier Numérique de Loire SAS', '2017-03', '2021-08']]],
    ['de', 'Berufserfahrung', ['Zeitraum', 'Beruf oder Funktion', 'Name des Arbeitgebers'], [['September 2021 – heute', 'Konstrukteur', 'Kranzberg Maschinenbau GmbH, Nürnberg'], ['März 2017 – August 2021', 'Prozessingenieur', 'Weißach Elektronik GmbH, Stuttgart']], [['Konstrukteur', 'Kranzberg Maschinenbau GmbH', '2021-09', 'present'], ['Prozessingenieur', 'Weißach Elektronik GmbH', '2017-03', '2021-08']]],
    ['pt', 'Experiência profissional', ['Datas', 'Função ou cargo ocupado', 'Nome do empregador'], [['setembro 2021 – presente', 'Analista financeiro', 'Soluções Mondego Lda, Coimbra'], ['março 2017 – agosto 2021', 'Técnico oficial de contas', 'Metalúrgica do Cávado S.A., Braga']], [['Analista financeiro', 'Soluções Mondego Lda', '2021-09', 'present'], ['Técnico oficial de contas', 'Metalúrgica do Cávado S.A.', '2017-03', '2021-08']]],
  ];
  for (const [lang, heading, labels, jobs, want] of CASES) {
    it(`reads the labelled title and employer of each job (${lang})`, () => {
      const doc = europassPdf('Dana Whitcombe', heading, jobs.map((job) => labels.map((label, k): [string[], string[]] => [[label], [job[k]!]])));
      expect(jobsOf(doc)).toEqual(want);
    });
  }
});
