/**
 * Documents written by the tests: a page of text lines placed like a simple PDF would place
 * them, so engine steps can be tested without any file.
 */
import type { Document, TextRun } from '../../../src/screen/extract/document.ts';

export interface LineSpec {
  text: string;
  x?: number;
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  gap?: number;
  /** Further runs on the same baseline: [x, text]. */
  cells?: [number, string][];
}

/** A one-page A4 document with the given lines top to bottom (12 pt leading by default). */
export function documentOf(lines: (LineSpec | string)[], format: Document['format'] = 'pdf'): Document {
  const runs: TextRun[] = [];
  let y = 40;
  for (const raw of lines) {
    const spec = typeof raw === 'string' ? { text: raw } : raw;
    const size = spec.size ?? 10;
    y += (spec.gap ?? 0) + size * 1.25;
    const place = (x: number, text: string) =>
      runs.push({ text, x, y: y - size, w: text.length * size * 0.5, h: size, fontSize: size, bold: spec.bold ?? false });
    place(spec.x ?? 50, spec.text);
    for (const [x, text] of spec.cells ?? []) place(x, text);
  }
  return {
    format,
    source: 'text',
    pages: [{ number: 1, width: 595, height: 842, lines: runs, images: [] }],
    images: [],
    meta: { pageCount: 1, ocrUsed: false, warnings: [], timings: {} },
  };
}

/** A run placed on a baseline: [x, baseline, text, size (9.5 pt), bold]. */
export type PlacedRun = [x: number, baseline: number, text: string, size?: number, bold?: boolean];

/** A one-page A4 document of runs placed where the test says (0.5 em a character), for layouts rows of documentOf cannot express. */
export function documentOfRuns(runs: PlacedRun[]): Document {
  const lines: TextRun[] = runs.map(([x, baseline, text, size = 9.5, bold = false]) => ({ text, x, y: baseline - size, w: text.length * size * 0.5, h: size, fontSize: size, bold }));
  return { format: 'pdf', source: 'text', pages: [{ number: 1, width: 595, height: 842, lines, images: [] }], images: [], meta: { pageCount: 1, ocrUsed: false, warnings: [], timings: {} } };
}
