/**
 * A Word 97–2003 file's tables and formatting, read from its property runs (PAPX, CHPX): a layout
 * table whose cells hold several paragraphs (a sidebar beside the main column) keeps its cells
 * apart, bold runs stay bold, a HYPERLINK field gives its target. The files are written by the
 * tests (test/support/doc-writer.ts) with invented people.
 */
import { describe, expect, it } from 'vitest';
import type { Document, TextRun } from '../../../src/screen/extract/document.ts';
import { type DocBlock, writeDoc } from '../../support/doc-writer.ts';
import { extractAndRun } from '../engine/generated-files.ts';

const runs = (doc: Document): TextRun[] => doc.pages.flatMap((p) => p.lines);
const run = (doc: Document, text: string): TextRun => {
  const found = runs(doc).find((r) => r.text.includes(text));
  if (!found) throw new Error(`no run with ${text}: ${runs(doc).map((r) => r.text).join(' | ')}`);
  return found;
};

interface SidebarCv {
  name: string;
  title: string;
  contact: string[];
  side: [string, string[]][];
  main: [string, string[]][];
}

/** A sidebar CV made as Word users make it: one row, two cells of many paragraphs each. */
function sidebarDoc(cv: SidebarCv): Buffer {
  const left = cv.side.flatMap(([heading, lines]) => [{ bold: heading }, ...lines]);
  const right = [{ bold: cv.name }, cv.title, ...cv.main.flatMap(([heading, lines]) => [{ bold: heading }, ...lines])];
  const blocks: DocBlock[] = [{ table: [[[...cv.contact, ...left], right]] }];
  return writeDoc(blocks);
}

const CVS: Record<string, SidebarCv & { employer: string }> = {
  it: {
    name: 'Ilaria Quintavalle',
    title: 'Analista dati',
    employer: 'Brivio Sistemi S.r.l.',
    contact: ['Via Roma 3, 37122 Verona', '+39 347 555 0101', 'ilaria.quintavalle@example.com'],
    side: [['COMPETENZE', ['Python', 'SQL']], ['CERTIFICAZIONI', ['ITIL 4 Foundation (2021)']]],
    main: [
      ['ESPERIENZE PROFESSIONALI', ['Analista dati', 'Brivio Sistemi S.r.l., Verona', '03/2021 – oggi', 'Ingegnere junior', 'Officine Morandi S.p.A., Padova', '01/2018 – 02/2021']],
      ['ISTRUZIONE E FORMAZIONE', ['Laurea magistrale in Ingegneria Informatica', 'Politecnico di Valmonte', '2015 – 2017']],
    ],
  },
  es: {
    name: 'Rocío Valdivieso',
    title: 'Ingeniera de software',
    employer: 'Telmar Ingeniería S.L.',
    contact: ['Calle Colón 14, 46004 Valencia', '+34 612 345 678', 'rocio.valdivieso@example.com'],
    side: [['HABILIDADES', ['Java', 'Docker']], ['CERTIFICACIONES', ['Cisco CCNA (2019)']]],
    main: [
      ['EXPERIENCIA PROFESIONAL', ['Ingeniera de software', 'Telmar Ingeniería S.L., Valencia', '04/2020 – actualidad', 'Becaria', 'Grupo Almenara, Murcia', '09/2018 – 03/2020']],
      ['FORMACIÓN ACADÉMICA', ['Grado en Ingeniería Informática', 'Universidad de Valdearenas', '2014 – 2018']],
    ],
  },
  de: {
    name: 'Johanna Ebersbach',
    title: 'Projektleiterin',
    employer: 'Kessler Logistik GmbH',
    contact: ['Breite Straße 80, 50667 Köln', '+49 151 2345 6789', 'johanna.ebersbach@example.com'],
    side: [['KENNTNISSE', ['Scrum', 'Jira']], ['ZERTIFIKATE', ['PRINCE2 Foundation (2020)']]],
    main: [
      ['BERUFSERFAHRUNG', ['Projektleiterin', 'Kessler Logistik GmbH, Köln', '05/2019 – heute', 'Werkstudentin', 'Datenwerk Solutions, Bonn', '10/2016 – 04/2019']],
      ['AUSBILDUNG', ['Master of Science Informatik', 'Universität Eichenau', '2014 – 2016']],
    ],
  },
};

describe('DOC tables and formatting from the property runs', () => {
  it('keeps a sidebar table\'s cells apart: the main cell beside the sidebar, not glued to its last line', async () => {
    const { document: doc } = await extractAndRun(new Uint8Array(sidebarDoc(CVS.it!)));
    const name = run(doc, 'Ilaria Quintavalle');
    expect(name.text).toBe('Ilaria Quintavalle');
    const side = run(doc, 'ITIL 4 Foundation (2021)');
    expect(side.text).toBe('ITIL 4 Foundation (2021)');
    expect(name.x).toBeGreaterThan(side.x + 36);
    // the main cell starts at the top of the row, beside the sidebar's first line
    expect(name.y).toBeLessThan(side.y);
    expect(run(doc, 'Via Roma 3').y).toBe(name.y);
    expect(name.block?.kind).toBe('table-cell');
  });

  for (const [lang, cv] of Object.entries(CVS)) {
    it(`reads the name, the headline and the jobs of the main cell (${lang})`, async () => {
      const { profile } = await extractAndRun(new Uint8Array(sidebarDoc(cv)));
      expect(profile.personal.fullName).toBe(cv.name);
      expect(profile.jobProfile.title).toBe(cv.title);
      expect(profile.workExperience.map((w) => w.employer)).toContain(cv.employer);
      expect(profile.workExperience).toHaveLength(2);
      expect(profile.education).toHaveLength(1);
      // the sidebar's certification stays one, without the main cell's lines
      expect(profile.certifications).toHaveLength(1);
    });
  }

  it('keeps bold runs bold and a HYPERLINK field\'s target as the link of its text', async () => {
    const link = '\x13 HYPERLINK "https://www.linkedin.com/in/ilaria-quintavalle" \x14linkedin.com/in/ilaria-quintavalle\x15';
    const { document: doc } = await extractAndRun(new Uint8Array(writeDoc([{ bold: 'Ilaria Quintavalle' }, 'Analista dati', link, { bold: 'COMPETENZE' }, 'Python'])));
    expect(run(doc, 'Ilaria Quintavalle').bold).toBe(true);
    expect(run(doc, 'COMPETENZE').bold).toBe(true);
    expect(run(doc, 'Analista dati').bold).toBe(false);
    expect(run(doc, 'linkedin.com').text).toBe('linkedin.com/in/ilaria-quintavalle');
    expect(doc.pages[0]!.links?.map((l) => l.url)).toContain('https://www.linkedin.com/in/ilaria-quintavalle');
  });
});

describe('DOC text boxes at their anchors', () => {
  const CONTACT: Record<string, { name: string; title: string; box: string[]; city: string; certs: [string, string]; work: [string, string[]]; cert: string }> = {
    it: {
      name: 'Beatrice Guarnieri',
      title: 'Contabile',
      box: ['Verona', '+39 347 555 0199', 'beatrice.guarnieri@example.com'],
      city: 'Verona',
      certs: ['CERTIFICAZIONI', 'ECDL / ICDL (2018)'],
      work: ['ESPERIENZE PROFESSIONALI', ['Contabile', 'Studio Ferrante & Associati, Verona', '03/2020 – oggi']],
      cert: 'ECDL / ICDL',
    },
    fr: {
      name: 'Aurélie Perrin',
      title: 'Comptable',
      box: ['Nantes', '+33 6 12 34 56 78', 'aurelie.perrin@example.com'],
      city: 'Nantes',
      certs: ['CERTIFICATIONS', 'Certified ScrumMaster (2021)'],
      work: ['EXPÉRIENCE PROFESSIONNELLE', ['Comptable', 'Cabinet Morel & Associés, Nantes', '03/2020 – aujourd’hui']],
      cert: 'Certified ScrumMaster',
    },
    pt: {
      name: 'Leonor Fonseca',
      title: 'Contabilista',
      box: ['Aveiro', '+351 912 345 678', 'leonor.fonseca@example.com'],
      city: 'Aveiro',
      certs: ['CERTIFICAÇÕES', 'PRINCE2 Foundation (2019)'],
      work: ['EXPERIÊNCIA PROFISSIONAL', ['Contabilista', 'Navetec Soluções Lda, Aveiro', '03/2020 – presente']],
      cert: 'PRINCE2 Foundation',
    },
  };
  for (const [lang, cv] of Object.entries(CONTACT)) {
    it(`reads a frame of contact data where its shape is anchored, not after the last section (${lang})`, async () => {
      const blocks: DocBlock[] = [{ bold: cv.name }, cv.title, { bold: cv.work[0] }, ...cv.work[1], { bold: cv.certs[0] }, cv.certs[1]];
      const { document: doc, profile } = await extractAndRun(new Uint8Array(writeDoc(blocks, [{ anchor: 0, lines: cv.box }])));
      expect(run(doc, cv.box[1]!).y).toBeLessThan(run(doc, cv.work[0]).y);
      expect(profile.personal.fullName).toBe(cv.name);
      expect(profile.personal.location?.city).toBe(cv.city);
      expect(profile.certifications.map((c) => c.name)).toEqual([cv.cert]);
    });
  }
});
