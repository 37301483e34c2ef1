/**
 * Entries dated only "to date" in a cell of their own ("Deutschlehrerin (ehrenamtlich)  Bis heute"),
 * listed after dated jobs: each is an ongoing entry whose start the CV leaves out. The last line
 * of the previous job's description, set in the smaller type of descriptions, is none of its
 * header; and such a side activity does not take the headline from the latest dated job.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { extractJobProfile } from '../../../src/screen/entities/job-profile.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { ongoingCell } from '../../../src/knowledge/dates/date-grammar.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const layoutOf = (heading: string, lines: (LineSpec | string)[]) =>
  buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines]));

const cases: Array<[string, string, [string, string, string, string, string, string]]> = [
  ['de', 'Berufserfahrung', ['Teamleiterin Logistik', 'Muster Transporte GmbH, Linz', 'Abstimmung zwischen Verkauf, Produktion und Lager', 'Deutschlehrerin (ehrenamtlich)', 'Bis heute', 'Freiberufliche Übersetzerin']],
  ['en', 'Work Experience', ['Logistics Team Leader', 'Sample Freight Ltd, Leeds', 'Coordination between sales, production and warehouse', 'Volunteer Teacher', 'To date', 'Freelance Translator']],
  ['it', 'Esperienza Lavorativa', ['Responsabile Logistica', 'Esempio Trasporti S.r.l., Verona', 'Coordinamento tra vendite, produzione e magazzino', 'Insegnante Volontaria', 'Fino ad oggi', 'Traduttrice Freelance']],
  ['es', 'Experiencia Laboral', ['Jefa de Logística', 'Transportes Ejemplo S.L., Zaragoza', 'Coordinación entre ventas, producción y almacén', 'Profesora Voluntaria', 'Hasta hoy', 'Traductora Autónoma']],
  ['fr', 'Expérience Professionnelle', ['Responsable Logistique', 'Transports Exemple SARL, Lyon', 'Coordination entre ventes, production et entrepôt', 'Enseignante Bénévole', 'À ce jour', 'Traductrice Indépendante']],
  ['pt', 'Experiência Profissional', ['Coordenadora de Logística', 'Transportes Exemplo Lda, Porto', 'Coordenação entre vendas, produção e armazém', 'Professora Voluntária', 'Até hoje', 'Tradutora Autônoma']],
];

describe('experience: an entry dated only "to date" in its own cell', () => {
  for (const [lang, heading, [role, org, lastLine, volunteer, toDate, freelance]] of cases) {
    const lines: (LineSpec | string)[] = [
      { text: role, size: 12, gap: 4 },
      { text: org, size: 9, cells: [[420, '01/2021 - 02/2024']] },
      { text: '• Planung', size: 9, x: 52 },
      { text: lastLine, size: 9, x: 56 },
      { text: volunteer, size: 12, gap: 4, cells: [[420, toDate]] },
      { text: 'Sample Association', size: 9 },
      { text: freelance, size: 12, gap: 4, cells: [[420, toDate]] },
    ];
    it(`reads each as an ongoing entry with no start, its own line as its title (${lang})`, () => {
      const got = extractExperience(layoutOf(heading, lines).sections);
      expect(got.map((e) => [e.start, e.current])).toEqual([
        ['2021-01', false],
        [null, true],
        [null, true],
      ]);
      expect(got[0]!.title).toBe(role);
      // Its header is its own line (a role read as title, or a name read as employer), never the description above it.
      expect([got[1]!.title, got[1]!.employer]).toContain(volunteer);
      expect(`${got[2]!.title} ${got[2]!.employer}`).toContain(freelance.split(' ')[0]);
      expect(got.flatMap((e) => [e.title, e.employer])).not.toContain(lastLine);
    });
    it(`keeps the latest dated job as the headline (${lang})`, () => {
      const layout = layoutOf(heading, lines);
      expect(extractJobProfile(layout, extractExperience(layout.sections), 'Ana Exemplo').title).toBe(role);
    });
  }

  it('reads a "to date" cell opened by a range word, in each language', () => {
    for (const cell of ['Bis heute', 'Until today', 'fino ad oggi', 'Hasta la fecha', "Jusqu'à aujourd'hui", 'até hoje']) expect(ongoingCell(`Role\t${cell}`), cell).not.toBeNull();
    expect(ongoingCell('Role\tMay today')).toBeNull();
    expect(ongoingCell('Role\tbis heute und morgen')).toBeNull();
  });
});
