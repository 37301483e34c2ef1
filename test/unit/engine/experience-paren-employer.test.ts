/**
 * "Sales Manager (Harbour Freight Ltd), 2019 – 2021": a role, then its employer in parentheses,
 * named as an organization by a legal form or an institution's word. Parentheses that qualify the
 * role ("(React Native)", "(HR)") stay part of the title.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer],
  );

const cases: Array<[string, string, [string, string], [string, string]]> = [
  ['en', 'Work Experience', ['Sales Manager', 'Harbour Freight Ltd'], ['Research Assistant', 'University of Leeds']],
  ['it', 'Esperienza Lavorativa', ['Responsabile Vendite', 'Trasporti Rossi S.r.l.'], ['Ricercatrice', 'Università di Padova']],
  ['es', 'Experiencia Laboral', ['Jefa de Ventas', 'Transportes Norte S.L.'], ['Profesora Ayudante', 'Universidad de Sevilla']],
  ['fr', 'Expérience Professionnelle', ['Responsable des Ventes', 'Transports Martin SARL'], ['Attachée de Recherche', 'Université de Lyon']],
  ['de', 'Berufserfahrung', ['Vertriebsleiterin', 'Muster Transporte GmbH'], ['Wissenschaftliche Mitarbeiterin', 'Universität Wien']],
  ['pt', 'Experiência Profissional', ['Gerente de Vendas', 'Transportes Silva Ltda'], ['Professora Assistente', 'Universidade do Porto']],
];

describe('experience: the employer in parentheses after the role', () => {
  for (const [lang, heading, [title1, org1], [title2, org2]] of cases) {
    it(`reads title and employer apart (${lang})`, () => {
      const got = entries(heading, [
        { text: `${title1} (${org1}), 2019 – 2021`, bold: true, gap: 4 },
        'Managed a team of five people and the key accounts of the region.',
        { text: `${title2} (${org2}), 2016 – 2019`, bold: true, gap: 4 },
        'Taught two courses and wrote three papers with the research group.',
      ]);
      expect(got).toEqual([
        [title1, org1],
        [title2, org2],
      ]);
    });
  }
  it('keeps parentheses that qualify the role in the title', () => {
    const got = entries('Work Experience', [
      { text: 'Mobile Engineer (React Native)', bold: true, gap: 4, cells: [[300, 'Acme'], [420, '2019 – 2021']] },
      'Built the mobile application of the company.',
    ]);
    expect(got[0]![0]).toBe('Mobile Engineer (React Native)');
  });
});
