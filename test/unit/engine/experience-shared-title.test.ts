/**
 * One title over several employers: the title on a line above the first employer's date line, the
 * next employer's date line right below that entry with no title of its own. The next entry
 * shares the title; the text on its date line is its employer, a town below it no title.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer, e.start],
  );

const cases: Array<[string, string, [string, string, string, string, string, string, string]]> = [
  ['en', 'Work Experience', ['Logistics Clerk', 'Harbour Freight', 'Leeds', 'Northern Haulage', 'York', 'Built shipping plans for the warehouse.', 'Team Leader']],
  ['de', 'Berufserfahrung', ['Sachbearbeiterin Logistik', 'Muster Transporte', 'Linz', 'Alpen Spedition', 'Wels', 'Versandplanung und Lieferdokumentation für das Lager.', 'Teamleiterin']],
  ['it', 'Esperienza Lavorativa', ['Impiegata Logistica', 'Trasporti Rossi', 'Verona', 'Spedizioni Bianchi', 'Padova', 'Pianificazione delle spedizioni e documenti di consegna.', 'Responsabile']],
  ['es', 'Experiencia Laboral', ['Administrativa de Logística', 'Transportes Norte', 'Zaragoza', 'Envíos del Sur', 'Sevilla', 'Planificación de envíos y documentación de entregas.', 'Jefa de Equipo']],
  ['fr', 'Expérience Professionnelle', ['Assistante Logistique', 'Transports Martin', 'Lyon', 'Messagerie Dubois', 'Grenoble', 'Planification des expéditions et documents de livraison.', "Chef d'équipe"]],
  ['pt', 'Experiência Profissional', ['Assistente de Logística', 'Transportes Silva', 'Porto', 'Expresso Costa', 'Braga', 'Planejamento de envios e documentação de entregas.', 'Líder de Equipe']],
];

describe('experience: one title written over two employers', () => {
  for (const [lang, heading, [role, org1, town1, org2, town2, prose, lead]] of cases) {
    it(`gives the second employer the title written above the first (${lang})`, () => {
      const got = entries(heading, [
        { text: lead, size: 12, gap: 4 },
        { text: 'Sample Group', size: 9, cells: [[420, '01/2021 - 02/2024']] },
        { text: `• ${prose}`, size: 9, x: 52 },
        { text: role, size: 12, gap: 4 },
        { text: org1, size: 9, cells: [[420, '02/2015 - 01/2021']] },
        { text: town1, size: 9 },
        { text: org2, size: 9, cells: [[420, '11/2012 - 01/2015']] },
        { text: town2, size: 9 },
        { text: `• ${prose}`, size: 9, x: 52 },
      ]);
      expect(got).toEqual([
        [lead, 'Sample Group', '2021-01'],
        [role, org1, '2015-02'],
        [role, org2, '2012-11'],
      ]);
    });
  }

  it('reads a town wrapped after the employer\'s comma as no title', () => {
    const got = entries('Berufserfahrung', [
      { text: 'Sachbearbeiterin Logistik', size: 12, gap: 4 },
      { text: 'Muster Transporte GmbH,', size: 9, cells: [[420, '02/2015 - 01/2021']] },
      { text: 'Linz', size: 9 },
      { text: 'Alpen Spedition GmbH,', size: 9, cells: [[420, '11/2012 - 01/2015']] },
      { text: 'Wels', size: 9 },
      { text: '• Versandplanung und Lieferdokumentation für das Lager.', size: 9, x: 52 },
    ]);
    expect(got).toEqual([
      ['Sachbearbeiterin Logistik', 'Muster Transporte GmbH', '2015-02'],
      ['Sachbearbeiterin Logistik', 'Alpen Spedition GmbH', '2012-11'],
    ]);
  });
});
