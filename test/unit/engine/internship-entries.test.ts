/**
 * Internships listed among the studies are work: the internship as the title, the company as the
 * employer; a degree beside them stays education.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const profileOf = (heading: string, rows: [string, string, string][]) =>
  runEngine(
    documentOf([
      { text: 'Ana Exemplo', size: 20, bold: true },
      { text: heading, size: 13, bold: true, gap: 10 },
      ...rows.flatMap(([dates, title, org]) => [{ text: dates, cells: [[200, title]] as [number, string][] }, { text: org, x: 200 }]),
    ]),
    { referenceDate: new Date('2026-01-01') },
  );

describe('internships written in the education section', () => {
  const cases: Array<[string, string, [string, string, string], [string, string, string]]> = [
    ['fr', 'ÉDUCATION ET FORMATION', ['Sept. 2013 – Juin 2016', 'Licence en Informatique', 'Université de Lille, Lille'], ['Janv. 2016 – Mai 2016', "Stage de fin d'études", 'Banque Régionale du Nord, Lille']],
    ['it', 'ISTRUZIONE E FORMAZIONE', ['Set. 2013 – Lug. 2016', 'Laurea triennale in Economia', 'Università di Bologna, Bologna'], ['Gen. 2016 – Mag. 2016', 'Tirocinio curriculare', 'Studio Rossi Commercialisti, Bologna']],
    ['es', 'FORMACIÓN', ['Sep. 2013 – Jun. 2016', 'Grado en Administración de Empresas', 'Universidad de Sevilla, Sevilla'], ['Ene. 2016 – May. 2016', 'Prácticas en empresa', 'Distribuciones Giralda S.L., Sevilla']],
    ['de', 'AUSBILDUNG', ['09/2013 – 06/2016', 'Bachelor of Science Informatik', 'Universität Leipzig, Leipzig'], ['01/2016 – 05/2016', 'Praktikum Softwareentwicklung', 'Muster Software GmbH, Leipzig']],
    ['pt', 'FORMAÇÃO ACADÊMICA', ['09/2013 – 06/2016', 'Bacharelado em Administração', 'Universidade Federal do Ceará, Fortaleza'], ['01/2016 – 05/2016', 'Estágio curricular', 'Banco do Nordeste, Fortaleza']],
    ['en', 'EDUCATION', ['Sep 2013 – Jun 2016', 'BSc in Computer Science', 'University of Leeds, Leeds'], ['Jan 2016 – May 2016', 'Summer internship', 'Northern Trust Bank, Leeds']],
  ];
  for (const [lang, heading, degree, internship] of cases) {
    it(`moves the internship to work and keeps the degree (${lang})`, () => {
      const p = profileOf(heading, [degree, internship]);
      expect(p.workExperience.map((w) => w.title), lang).toEqual([internship[1]]);
      expect(p.workExperience[0]!.employer, lang).toBe(internship[2].split(',')[0]);
      expect(p.workExperience[0]!.start, lang).toBe('2016-01');
      expect(p.education.map((e) => e.degree), lang).toEqual([degree[1]]);
    });
  }
});
