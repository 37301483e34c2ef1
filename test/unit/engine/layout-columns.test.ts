/**
 * Columns versus label columns: a name set in two fonts is one line, a date/label column whose
 * lines share the baselines of the content beside them stays on those lines (one stray line such
 * as a headline does not make it a flow), and a wrapped date in such a column is read across
 * the line break.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import type { Document, TextRun } from '../../../src/screen/extract/document.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';

const REFERENCE = new Date(Date.UTC(2025, 5, 15));

/** Runs placed at explicit positions: [x, baseline, text, size?, bold?]. */
function page(runs: [number, number, string, number?, boolean?][]): Document {
  const lines: TextRun[] = runs.map(([x, baseline, text, size = 10, bold = false]) => ({ text, x, y: baseline - size, w: text.length * size * 0.5, h: size, fontSize: size, bold }));
  return { format: 'pdf', source: 'text', pages: [{ number: 1, width: 595, height: 842, lines, images: [] }], images: [], meta: { pageCount: 1, ocrUsed: false, warnings: [], timings: {} } };
}

/** A moderncv-like CV: dates right-aligned in a left column, content at x = 150. */
function dateColumnCv(): Document {
  const runs: [number, number, string, number?, boolean?][] = [
    [40, 60, 'Noelia ', 28],
    [138, 60, 'Iglesiales', 28],
    [40, 90, 'Directora de Arte', 13],
    [430, 50, 'noelia@example.com', 8.5],
    [430, 62, '+34 612 345 678', 8.5],
    [150, 130, 'Experiencia', 14, true],
  ];
  let y = 160;
  const jobs = [
    ['March 2014 - April', '2018', 'Account Executive, Iriano Group plc'],
    ['2010 – 2014', null, 'Sales Assistant, Belera Ltd'],
    ['2008 – 2010', null, 'Shop Assistant, Kestora Retail'],
  ] as const;
  for (const [date, wrapped, header] of jobs) {
    runs.push([45, y, date, 9], [150, y, header, 10, true]);
    y += 13;
    if (wrapped) runs.push([110, y, wrapped, 9]);
    runs.push([150, y, '• Managed a pipeline of customers', 9]);
    y += 13;
    runs.push([150, y, '• Presented the product range at trade fairs', 9]);
    y += 22;
  }
  runs.push([150, y + 10, 'Educación', 14, true]);
  runs.push([55, y + 40, '2004 – 2008', 9], [150, y + 40, 'Grado en Marketing', 10, true]);
  runs.push([150, y + 53, 'Universidad de Valdeluna', 10]);
  return page(runs);
}

describe('columns and label columns', () => {
  it('keeps a name set in two fonts on one line', () => {
    const layout = buildLayout(dateColumnCv());
    expect(layout.lines.some((l) => l.segments[0]?.text === 'Noelia Iglesiales')).toBe(true);
  });

  it('keeps a date column on the lines it labels, despite a headline beside the contact block', () => {
    const layout = buildLayout(dateColumnCv());
    expect(layout.multiColumn).toBe(false);
    const dated = layout.lines.find((l) => l.text.includes('Sales Assistant'));
    expect(dated?.text.startsWith('2010 – 2014')).toBe(true);
  });

  it('reads a date wrapped in the date column across the line break', () => {
    const profile = runEngine(dateColumnCv(), { referenceDate: REFERENCE });
    const first = profile.workExperience[0];
    expect(first?.employer).toBe('Iriano Group plc');
    expect([first?.start, first?.end]).toEqual(['2014-03', '2018-04']);
    expect(profile.workExperience).toHaveLength(3);
  });
});
