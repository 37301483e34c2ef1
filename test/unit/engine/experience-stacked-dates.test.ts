/**
 * A period stacked in a narrow date column, one piece a line ("December 2016" / "to" / "Current"), as
 * job-board templates print it: read apart, each start was a date of its own and the job was lost.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };

describe('a period stacked one piece a line', () => {
  it.each([
    ['en', 'Experience', ['December 2016', 'to', 'Current'], 'Acme Inc, Austin, TX — HR Coordinator', ['October 2011', 'to', 'August 2015'], 'Beta LLC, Dallas, TX — Accountant'],
    ['it', 'Esperienza', ['Dicembre 2016', 'a', 'oggi'], 'Acme Srl, Milano — Impiegata amministrativa', ['Ottobre 2011', 'a', 'Agosto 2015'], 'Beta Spa, Roma — Contabile'],
    ['de', 'Berufserfahrung', ['12/2016', 'bis', 'heute'], 'Acme GmbH, Berlin — Sachbearbeiterin', ['10/2011', 'bis', '08/2015'], 'Beta AG, Köln — Buchhalterin'],
    ['fr', 'Expérience', ['Décembre 2016', 'à', "aujourd'hui"], 'Acme SA, Lyon — Assistante RH', ['Octobre 2011', 'à', 'Août 2015'], 'Beta SARL, Paris — Comptable'],
    ['pt', 'Experiência', ['Dezembro 2016', 'até', 'o momento'], 'Acme Lda, Lisboa — Assistente administrativa', ['Outubro 2011', 'a', 'Agosto 2015'], 'Beta SA, Porto — Contabilista'],
    ['es', 'Experiencia', ['Diciembre 2016', 'a', 'actualidad'], 'Acme S.L., Madrid — Administrativa', ['Octubre 2011', 'a', 'Agosto 2015'], 'Beta S.A., Sevilla — Contable'],
  ])('%s', (_lang, heading, first, header, second, header2) => {
    const lines: (LineSpec | string)[] = [
      { text: 'Jane Doe', size: 22, bold: true },
      'jane@example.org',
      { text: heading, bold: true, size: 12 },
      ...first,
      header,
      '• Handled benefits for 300 employees',
      ...second,
      header2,
      '• Prepared monthly forecasts',
    ];
    const jobs = runEngine(documentOf(lines), REFERENCE).workExperience;
    expect(jobs.map((j) => [j.start, j.end, j.current])).toEqual([
      ['2016-12', null, true],
      ['2011-10', '2015-08', false],
    ]);
    expect(jobs.every((j) => j.employer !== null)).toBe(true);
  });

  it('leaves two dates of two entries in a column alone', () => {
    const lines: (LineSpec | string)[] = [{ text: 'Jane Doe', size: 22, bold: true }, { text: 'Certifications', bold: true, size: 12 }, '2019', 'PMP, Project Management Institute', '2021', 'ITIL 4 Foundation, Axelos'];
    expect(runEngine(documentOf(lines), REFERENCE).certifications).toHaveLength(2);
  });
});
