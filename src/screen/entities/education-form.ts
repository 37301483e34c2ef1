/**
 * The old Europass template writes each education entry as a small form: a label cell on the left
 * ("Titolo della qualifica rilasciata", "Name and type of organisation providing education and
 * training", "Principales materias…") and the value on the right, with no colon, the long labels
 * often wrapped over two or three lines of their column. The labels are the template's own words in
 * each language (locales' entry-title-label, entry-org-label, entry-aside-label, entry-date-label):
 * each labelled line is rewritten "label: value" so the entry reads it as a labelled field, the
 * wrapped rest of a label is left out, and the lines that describe the studies (subjects, level in
 * a classification) leave the entry with the lines that continue them.
 */
import { cueLabel } from '../../knowledge/lexicons/locale-cues.ts';
import { isLabelTail, labelAtStart, wrappedAfterOneWord } from '../../knowledge/lexicons/form-labels.ts';
import type { Line, Segment } from '../layout/layout-types.ts';

/**
 * An education flow's lines with the template's labelled fields rewritten "label: value"; lines
 * of other flows come back unchanged (no line opens with a template label).
 */
export function readFormFields(lines: Line[]): Line[] {
  const found = lines.map((line, i) => labelAtStart(line.text) ?? wrappedAfterOneWord(line.text, lines[i + 1]?.text));
  if (!found.some(Boolean)) return lines;
  const out: Line[] = [];
  let aside = false;
  // The field whose value a wrapped line may carry on: its line in `out`, the value's cell, the last line it took.
  let open: { at: number; cell: Segment; last: Line } | null = null;
  for (const [i, line] of lines.entries()) {
    const hit = found[i];
    if (hit) {
      aside = hit.label.role !== 'field';
      open = null;
      if (!aside && hit.rest) {
        const field = withText(line, `${capitalized(hit.label.label)}: ${hit.rest}`);
        out.push(field);
        const cell = line.segments.length > 1 ? line.segments[line.segments.length - 1] : undefined;
        if (cell) open = { at: out.length - 1, cell, last: line };
      }
      continue;
    }
    if (isLabelTail(line.text)) continue;
    // "Qualifikation⇥Management und Unternehmensführung": the label's wrapped rest on the row of the value's.
    const cells = line.segments.length > 1 && isLabelTail(line.segments[0]!.text) ? line.segments.slice(1) : line.segments;
    if (open && cells.length === 1 && carriesValue(open.cell, open.last, line, cells[0]!)) {
      const field = out[open.at]!;
      out[open.at] = { ...field, text: `${field.text.trimEnd()} ${cells[0]!.text.trim()}` };
      open.last = line;
      continue;
    }
    open = null;
    // The value of a subjects or level field goes on until the next labelled field or dated line.
    if (aside && !/\b(?:19|20)\d{2}\b/.test(line.text)) continue;
    aside = false;
    out.push(line);
  }
  return out;
}

/**
 * "Title of qualification awarded⇥Master of Science in Data Analytics" over "and Operational Research":
 * the value's cell wrapped, its next line alone at the cell's left edge, in its type, right under
 * the last line it took (a wrapped label's rest beside it on a line of its own is left out above).
 * Read apart, the wrapped half of a degree took the school's place and the school was lost.
 */
function carriesValue(cell: Segment, last: Line, line: Line, next: Segment): boolean {
  const size = cell.fontSize || 10;
  const step = line.baseline - last.baseline;
  return (
    line.page === last.page &&
    Math.abs(next.x - cell.x) <= 2 &&
    next.bold === cell.bold &&
    Math.abs(next.fontSize - cell.fontSize) <= 0.5 &&
    step > 0 &&
    step <= 1.6 * size &&
    !/\b(?:19|20)\d{2}\b/.test(next.text)
  );
}

// A label in lower case would read as the wrapped end of the line above it.
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The line with its new text; a segment that held only the label (its own cell) leaves it. */
function withText(line: Line, text: string): Line {
  const segments = line.segments.length > 1 && labelAtStart(line.segments[0]!.text)?.rest === '' ? line.segments.slice(1) : line.segments;
  return { ...line, text, segments };
}

/**
 * "Bachelor's Degree in Accountancy  2008" / "Major : Accounting" / "Institution/College : RMIT":
 * labelled fields (a colon after a label of the locales' entry-org-label or entry-title-label)
 * written under a dated line that names a degree are that entry's; they join its line as cells,
 * so they cannot head the entry below. The school's label keeps its role; a subject's is left as a
 * detail of the degree.
 */
export function joinLabelledBelow(lines: Line[], names: (text: string) => boolean, dated: (text: string) => boolean): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const org = cueLabel('entry-org-label').exec(line.text);
    const title = !org && cueLabel('entry-title-label').exec(line.text);
    if (prev && (org || title) && dated(prev.text) && names(prev.text) && !dated(line.text) && prev.page === line.page) {
      const cell = org ? line.text.trim() : `(${line.text.slice((title as RegExpExecArray)[0].length).trim()})`;
      out[out.length - 1] = { ...prev, text: `${prev.text}\t${cell}`, segments: [...prev.segments, ...line.segments] };
      continue;
    }
    out.push(line);
  }
  return out;
}
