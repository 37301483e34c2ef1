/**
 * Work experience entries from documents the tests write: the pieces of an entry's header get
 * their roles whatever the layout prints around them.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer, e.start, e.current ? 'present' : e.end],
  );

describe('experience entries', () => {
  it('never reads the job length a LinkedIn export prints after the dates as the employer, in any language', () => {
    const cases: Array<[string, string, string, string]> = [
      ['Experiência', 'jan. de 2021 - o momento', '3 anos 5 meses', 'pt'],
      ['Esperienza', 'gen 2021 - Presente', '4 anni 3 mesi', 'it'],
      ['Experience', 'Jan 2021 - Present', '1 year 9 months', 'en'],
      ['Berufserfahrung', 'Jan. 2021 - Heute', '2 Jahre 3 Monate', 'de'],
    ];
    for (const [heading, dates, length, lang] of cases) {
      const got = entries(heading, [
        { text: 'Quanora', size: 12 },
        { text: 'Supply Chain Manager', size: 11, bold: true },
        `${dates} (${length})`,
        { text: 'Managed the regional warehouses and a team of twelve planners.', gap: 2 },
      ]);
      expect(got, lang).toEqual([['Supply Chain Manager', 'Quanora', '2021-01', 'present']]);
    }
  });
});
