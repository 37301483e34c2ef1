/**
 * Two headline shapes of designed CVs:
 * - a form's row read as one phrase: the label cell in capitals and the title in the cell beside it
 *   ("POSIZIONE DESIDERATA  Infermiera professionale"), the cells too close to be read apart;
 * - a headline wrapped in a narrow sidebar ("Chef de projet digital |" / "Marketing"), set in a
 *   type barely larger than the body, so only the role-word reader finds it.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import type { Document, TextRun } from '../../../src/screen/extract/document.ts';

const REFERENCE = new Date(Date.UTC(2025, 5, 15));

type Spec = [number, number, string, number?, boolean?];

function page(specs: Spec[]): Document {
  const lines: TextRun[] = specs.map(([x, baseline, text, size = 10, bold = false]) => ({ text, x, y: baseline - size, w: text.length * size * 0.5, h: size, fontSize: size, bold }));
  return { format: 'pdf', source: 'text', pages: [{ number: 1, width: 595, height: 842, lines, images: [] }], images: [], meta: { pageCount: 1, ocrUsed: false, warnings: [], timings: {} } };
}

function body(specs: Spec[], x: number, top: number, heading: string, job: string, dates: string): void {
  specs.push([x, top, heading, 12, true], [x, top + 18, job, 10, true], [x, top + 32, dates]);
  for (let i = 0; i < 8; i++) specs.push([x + 12, top + 46 + i * 13, 'Prepared the monthly reports for the management.', 10]);
}

/** A Europass-like table: labels right-aligned in a narrow left column, values beside them. */
function formCv(personal: string, name: string, contact: string[], label: string, title: string, heading: string, job: string, dates: string): Document {
  const specs: Spec[] = [[200 - personal.length * 4.5, 62, personal, 9], [210, 62, name, 14, true]];
  contact.forEach((c, i) => {
    specs.push([210, 84 + i * 11, c]);
  });
  const y = 84 + contact.length * 11 + 14;
  specs.push([200 - label.length * 5 - 4, y, label, 10, true], [200, y, title, 12, true]);
  body(specs, 50, y + 40, heading, job, dates);
  return page(specs);
}

/** A sidebar holding the name and a headline wrapped over two rows, the jobs in the main column. */
function sidebarCv(name: string, headline: [string, string], contact: string[], heading: string, job: string, dates: string): Document {
  const specs: Spec[] = [[30, 60, name, 20, true], [30, 82, headline[0], 11], [30, 95, headline[1], 11]];
  contact.forEach((c, i) => {
    specs.push([30, 125 + i * 12, c, 9]);
  });
  body(specs, 215, 170, heading, job, dates);
  return page(specs);
}

describe('a form row in capitals names the title', () => {
  const cases: [string, string, string, string[], string, string, string, string, string][] = [
    ['it', 'INFORMAZIONI PERSONALI', 'Chiara De Santis', ['Torino', '+39 347 123 4567', 'chiara.desantis@example.com'], 'POSIZIONE DESIDERATA', 'Infermiera professionale', 'ESPERIENZA PROFESSIONALE', 'Analista junior, Alfa Sistemi S.p.A.', '03/2019 – oggi'],
    ['en', 'PERSONAL INFORMATION', 'Sophie Turner', ['Leeds', '+44 7700 900123', 'sophie.turner@example.com'], 'DESIRED POSITION', 'Primary school teacher', 'WORK EXPERIENCE', 'Teaching assistant, Oakfield Academy', 'Sep 2019 – Present'],
    ['es', 'INFORMACIÓN PERSONAL', 'Pablo Giménez', ['Valencia', '+34 612 345 678', 'pablo.gimenez@example.com'], 'PUESTO', 'Técnico superior en administración y finanzas', 'EXPERIENCIA LABORAL', 'Auxiliar contable, Grupo Delta S.L.', '03/2019 – actualidad'],
    ['fr', 'INFORMATIONS PERSONNELLES', 'Émilie Lefèvre', ['Lyon', '+33 6 12 34 56 78', 'emilie.lefevre@example.com'], 'POSTE RECHERCHÉ', 'Assistante de direction', 'EXPÉRIENCE PROFESSIONNELLE', 'Secrétaire, Société Gamma SAS', '03/2019 – aujourd’hui'],
    ['de', 'ANGABEN ZUR PERSON', 'Lukas Hoffmann', ['Hamburg', '+49 151 23456789', 'lukas.hoffmann@example.com'], 'WUNSCHPOSITION', 'Elektroniker für Betriebstechnik', 'BERUFSERFAHRUNG', 'Servicetechniker, Muster Technik GmbH', '03/2019 – heute'],
    ['pt', 'INFORMAÇÕES PESSOAIS', 'Rafael Souza', ['Curitiba', '+55 41 99876-5432', 'rafael.souza@example.com'], 'CARGO PRETENDIDO', 'Técnico em informática', 'EXPERIÊNCIA PROFISSIONAL', 'Auxiliar de suporte, Empresa Sigma Ltda.', '03/2019 – atual'],
  ];
  for (const [lang, personal, name, contact, label, title, heading, job, dates] of cases) {
    it(`${lang}: ${label}`, () => {
      const p = runEngine(formCv(personal, name, contact, label, title, heading, job, dates), { referenceDate: REFERENCE });
      expect(p.jobProfile.title).toBe(title);
    });
  }
  it('de: a title label in running text with a colon', () => {
    const specs: Spec[] = [[50, 60, 'Anna Schneider', 24, true], [50, 84, 'Hamburg · +49 151 23456789 · anna.schneider@example.com'], [50, 98, 'Wunschposition: Softwareentwicklerin']];
    body(specs, 50, 130, 'BERUFSERFAHRUNG', 'Junior Analyst, Muster Technik GmbH', '03/2019 – heute');
    expect(runEngine(page(specs), { referenceDate: REFERENCE }).jobProfile.title).toBe('Softwareentwicklerin');
  });
  it('en: a capitals heading followed by a sentence is no title', () => {
    const specs: Spec[] = [[50, 60, 'Sophie Turner', 24, true], [50, 84, 'Leeds · +44 7700 900123 · sophie.turner@example.com'], [50, 98, 'POSITION Currently looking for new challenges in a growing team.']];
    body(specs, 50, 130, 'WORK EXPERIENCE', 'Teaching Assistant, Oakfield Academy', 'Sep 2019 – Present');
    expect(runEngine(page(specs), { referenceDate: REFERENCE }).jobProfile.title).toBe('Teaching Assistant');
  });
});

describe('a headline wrapped in a sidebar is read whole', () => {
  const cases: [string, string, [string, string], string, string, string][] = [
    ['en', 'James Whitmore', ['Marketing Manager & Brand', 'Strategist'], 'WORK EXPERIENCE', 'Junior Analyst, Northwind Traders Ltd', 'Mar 2019 – Present'],
    ['fr', 'Julien Moreau', ['Chef de projet digital |', 'Marketing'], 'EXPÉRIENCE PROFESSIONNELLE', 'Analyste junior, Société Gamma SAS', '03/2019 – aujourd’hui'],
    ['de', 'Lukas Hoffmann', ['Senior Projektleiter |', 'Automotive'], 'BERUFSERFAHRUNG', 'Junior Analyst, Muster Technik GmbH', '03/2019 – heute'],
    ['es', 'Lucía Fernández', ['Diseñadora gráfica &', 'ilustradora'], 'EXPERIENCIA LABORAL', 'Analista junior, Grupo Delta S.L.', '03/2019 – actualidad'],
    ['pt', 'Rafael Souza', ['Analista de marketing digital |', 'SEO'], 'EXPERIÊNCIA PROFISSIONAL', 'Analista júnior, Empresa Sigma Ltda.', '03/2019 – atual'],
    ['it', 'Marco Ferraris', ['Responsabile commerciale &', 'marketing'], 'ESPERIENZA PROFESSIONALE', 'Analista junior, Alfa Sistemi S.p.A.', '03/2019 – oggi'],
  ];
  for (const [lang, name, headline, heading, job, dates] of cases) {
    it(`${lang}: ${headline.join(' / ')}`, () => {
      const contact = [`${name.split(' ')[0]!.toLowerCase()}@example.com`, '+39 347 123 4567'];
      const p = runEngine(sidebarCv(name, headline, contact, heading, job, dates), { referenceDate: REFERENCE });
      expect(p.jobProfile.title).toBe(headline.join(' '));
    });
  }
});

describe('a labelled fact over the headline is not joined to it', () => {
  const cases: [string, string, string, string][] = [
    ['es', 'Antonia Ruiz', 'Sexo: Mujer', 'Asistente de Marketing'],
    ['it', 'Giulia Conti', 'Nazionalità: italiana', 'Responsabile amministrativa'],
    ['fr', 'Claire Dubois', 'Situation : mariée', 'Chargée de communication'],
    ['en', 'Mary Jones', 'Gender: Female', 'Marketing Assistant'],
  ];
  for (const [lang, name, fact, headline] of cases) {
    it(`${lang}: ${fact} / ${headline}`, () => {
      const specs: Spec[] = [[50, 60, name], [50, 74, fact], [50, 88, headline], [50, 102, 'Oviedo'], [50, 116, `${name.split(' ')[0]!.toLowerCase()}@example.com`]];
      body(specs, 50, 150, 'EXPERIENCE', `${headline} - Korento Estudio SL`, '11/2021 – 2024');
      const p = runEngine(page(specs), { referenceDate: REFERENCE });
      expect(p.jobProfile.title).toBe(headline);
    });
  }
});
