/**
 * "Web Developer" / "Freelance": a word of self-employment written where the employer goes
 * ("Freelance", "Libero professionista", "Autónomo", "Indépendant", "Selbstständig", "Autônomo").
 * Some of these words also head sections of freelance work, so they were read as headings: the
 * employer was lost, and with the employer on a line of its own the entry's title too, or a left
 * column of dates was split off as a flow of its own. A heading in a bigger type stays a heading.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer, e.start],
  );

const cases: Array<[string, string, string, [string, string][]]> = [
  ['en', 'Work Experience', 'Managed the key accounts of the region.', [['Sales Manager', 'Acme Ltd'], ['Web Developer', 'Freelance'], ['Translator', 'Self-employed'], ['Clerk', 'Tesco Stores Ltd']]],
  ['it', 'Esperienza Lavorativa', 'Gestione dei clienti principali della regione.', [['Responsabile Vendite', 'Rossi S.r.l.'], ['Grafico', 'Freelance'], ['Traduttrice', 'Lavoro autonomo'], ['Architetto', 'Libera professione']]],
  ['es', 'Experiencia Laboral', 'Gestión de las cuentas clave de la región.', [['Jefa de Ventas', 'Transportes Norte S.L.'], ['Diseñador gráfico', 'Freelance'], ['Traductora', 'Trabajo autónomo'], ['Dependienta', 'El Corte Inglés']]],
  ['fr', 'Expérience Professionnelle', 'Gestion des comptes clés de la région.', [['Responsable des Ventes', 'Transports Martin SARL'], ['Graphiste', 'Freelance'], ['Traductrice', 'Travail indépendant'], ['Vendeuse', 'Carrefour']]],
  ['de', 'Berufserfahrung', 'Betreuung der Schlüsselkunden der Region.', [['Vertriebsleiterin', 'Muster GmbH'], ['Grafikdesigner', 'Freelance'], ['Übersetzerin', 'Selbstständigkeit'], ['Fotograf', 'Freiberuflich']]],
  ['pt', 'Experiência Profissional', 'Gestão das contas principais da região.', [['Gerente de Vendas', 'Transportes Silva Ltda'], ['Designer gráfico', 'Freelance'], ['Tradutora', 'Trabalho autônomo'], ['Vendedora', 'Pão de Açúcar']]],
];

const years = (k: number) => [2024 - 3 * k - 2, 2024 - 3 * k] as const;

describe('experience: self-employment written where the employer goes', () => {
  for (const [lang, heading, duty, jobs] of cases) {
    const want = jobs.map(([title, org], k) => [title, org, String(years(k)[0])]);
    it(`title over employer, dates at the right (${lang})`, () => {
      const lines = jobs.flatMap(([title, org], k) => [{ text: title, bold: true, gap: 6, cells: [[450, `${years(k)[0]} – ${years(k)[1]}`]] as [number, string][] }, org, duty]);
      expect(entries(heading, lines)).toEqual(want);
    });
    it(`dates above a bold employer and the title (${lang})`, () => {
      const lines = jobs.flatMap(([title, org], k) => [{ text: `${years(k)[0]} – ${years(k)[1]}`, gap: 6 }, { text: org, bold: true }, title, duty]);
      expect(entries(heading, lines)).toEqual(want);
    });
    it(`dates in a left column (${lang})`, () => {
      const lines = jobs.flatMap(([title, org], k) => [
        { text: `${years(k)[0]} – ${years(k)[1]}`, gap: 6, cells: [[150, title]] as [number, string][] },
        { text: org, x: 150 },
        { text: duty, x: 150 },
      ]);
      expect(entries(heading, lines)).toEqual(want);
    });
  }

  it('keeps a freelance heading set in the headings\u2019 bigger type', () => {
    const layout = buildLayout(
      documentOf([
        { text: 'Ana Exemplo', size: 20, bold: true },
        { text: 'Work Experience', size: 13, bold: true, gap: 10 },
        { text: 'Sales Manager', bold: true, gap: 6, cells: [[450, '2022 – 2024']] },
        'Acme Ltd',
        { text: 'Freelance', size: 13, bold: true, gap: 10 },
        { text: 'Web Developer', bold: true, gap: 6, cells: [[450, '2019 – 2021']] },
        'Built sites for small shops.',
      ]),
    );
    expect(layout.sections.filter((s) => s.kind === 'experience')).toHaveLength(2);
  });
});
