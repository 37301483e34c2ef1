/**
 * "Consultant – Accenture (client: Barclays)": the client or the project of a job, labelled in
 * brackets after the employer, describes the job. Its colon cut the header there, so the employer
 * read "Accenture (client". The bracket goes; brackets without such a label stay.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer],
  );

const cases: Array<[string, string, string, [string, string, string][]]> = [
  ['en', 'Work Experience', 'Managed the key accounts of the region.', [['Consultant', 'Accenture', '(client: Barclays)'], ['Developer', 'Reply Ltd', '(project: Online Banking)'], ['Analyst', 'Acme Ltd', '(Customer: Vodafone)']]],
  ['it', 'Esperienza Lavorativa', 'Gestione dei clienti principali della regione.', [['Consulente', 'Reply S.p.A.', '(cliente: Enel)'], ['Sviluppatore', 'Acme S.r.l.', '(progetto: Home Banking)'], ['Analista', 'Sistemi S.r.l.', '(cliente finale: TIM)']]],
  ['es', 'Experiencia Laboral', 'Gestión de las cuentas clave de la región.', [['Consultor', 'Indra S.A.', '(cliente: Iberdrola)'], ['Desarrollador', 'Acme S.L.', '(proyecto: Banca Online)'], ['Analista', 'Sistemas S.L.', '(cliente final: Telefónica)']]],
  ['fr', 'Expérience Professionnelle', 'Gestion des comptes clés de la région.', [['Consultant', 'Capgemini', '(client : BNP Paribas)'], ['Développeur', 'Acme SAS', '(projet : Banque en ligne)'], ['Analyste', 'Systèmes SARL', '(client final : Orange)']]],
  ['de', 'Berufserfahrung', 'Betreuung der Schlüsselkunden der Region.', [['Berater', 'Accenture GmbH', '(Kunde: Siemens)'], ['Entwickler', 'Acme GmbH', '(Projekt: Online-Banking)'], ['Analyst', 'Systeme AG', '(Endkunde: Telekom)']]],
  ['pt', 'Experiência Profissional', 'Gestão das contas principais da região.', [['Consultor', 'Accenture', '(cliente: Itaú)'], ['Desenvolvedor', 'Acme Lda', '(projeto: Banca Online)'], ['Analista', 'Sistemas S.A.', '(cliente final: Vivo)']]],
];

describe('experience: a labelled client or project in brackets after the employer', () => {
  for (const [lang, heading, duty, jobs] of cases) {
    const want = jobs.map(([title, org]) => [title, org]);
    const date = (k: number) => [[450, `${2022 - 3 * k} – ${2024 - 3 * k}`]] as [number, string][];
    it(`on the header line (${lang})`, () => {
      expect(entries(heading, jobs.flatMap(([t, o, c], k) => [{ text: `${t} – ${o} ${c}`, bold: true, gap: 6, cells: date(k) }, duty]))).toEqual(want);
    });
    it(`on the employer's line (${lang})`, () => {
      expect(entries(heading, jobs.flatMap(([t, o, c], k) => [{ text: t, bold: true, gap: 6, cells: date(k) }, `${o} ${c}`, duty]))).toEqual(want);
    });
  }
});
