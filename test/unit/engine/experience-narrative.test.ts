/**
 * Jobs written as sentences that open with a worked-for phrase ("Worked with Acme as Sales
 * Promoter …", "Ho lavorato presso … come …", "Tätig bei … als …"): the employer follows the
 * phrase, the title is the last role named after "as" and its equivalents.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { narrativeJob } from '../../../src/screen/entities/prose-entries.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer, e.start],
  );

const cases: Array<[string, string, string, string, [string, string, string]]> = [
  ['en', 'Work Experience', 'Worked with Harbour Freight as Warehouse Clerk, promoted as Logistics Coordinator', 'Worked at Northern Haulage as Driver', ['Logistics Coordinator', 'Harbour Freight', 'Northern Haulage']],
  ['it', 'Esperienza Lavorativa', 'Ho lavorato presso Trasporti Rossi come magazziniere e poi come Responsabile Logistica', 'Ho lavorato presso Bar Roma come cameriere', ['Responsabile Logistica', 'Trasporti Rossi', 'Bar Roma']],
  ['es', 'Experiencia Laboral', 'Trabajé en Transportes Norte como Jefa de Logística', 'Trabajé en Envíos del Sur como Conductora', ['Jefa de Logística', 'Transportes Norte', 'Envíos del Sur']],
  ['fr', 'Expérience Professionnelle', "J'ai travaillé chez Transports Martin en tant que Assistante Logistique", "J'ai travaillé chez Messagerie Dubois comme Chauffeuse", ['Assistante Logistique', 'Transports Martin', 'Messagerie Dubois']],
  ['de', 'Berufserfahrung', 'Tätig bei Muster Transporte GmbH als Sachbearbeiterin Logistik', 'Tätig bei Alpen Spedition als Fahrerin', ['Sachbearbeiterin Logistik', 'Muster Transporte GmbH', 'Alpen Spedition']],
  ['pt', 'Experiência Profissional', 'Trabalhei na Transportes Silva como Assistente de Logística', 'Trabalhei na Expresso Costa como Motorista', ['Assistente de Logística', 'Transportes Silva', 'Expresso Costa']],
];

describe('experience: a job written as a worked-for sentence', () => {
  for (const [lang, heading, sentence, second, [title, employer, secondEmployer]] of cases) {
    it(`reads employer and title from an entry line dated at its end (${lang})`, () => {
      const got = entries(heading, [
        { text: 'Logistics Team Leader, Sample Group', bold: true, gap: 4, cells: [[420, '01/2019 - 02/2024']] },
        '• Planning of the team',
        { text: `${sentence} 02/2015 - 01/2019.`, bold: true, gap: 4 },
        '• Shipping plans',
      ]);
      expect(got[1]).toEqual([title, employer, '2015-02']);
    });
    it(`reads each sentence of a section written only in sentences as a job (${lang})`, () => {
      const got = entries(heading, [`${sentence}, 2015 - 2019.`, `${second}, 2012 - 2015.`]);
      expect(got[0]).toEqual([title, employer, '2015']);
      expect(got[1]![1]).toBe(secondEmployer);
    });
  }
  it('reads no job from a sentence that does not open with a worked-for phrase', () => {
    expect(narrativeJob('Worked hard as a team member')).toBeNull();
    expect(narrativeJob('Responsible for shipping as a team')).toBeNull();
  });
});
