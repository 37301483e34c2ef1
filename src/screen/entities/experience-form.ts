/**
 * The Europass template writes each job as a small form: a label cell on the left ("Occupation or
 * position held", "Name and address of employer", "Main activities and responsibilities", "Type
 * of business or sector"; the template's own words in each language, locales' entry-title-label,
 * entry-org-label, entry-duty-label) and the value on the right, with no colon, the long labels
 * often wrapped over two lines of their column. The fields are rewritten "label: value" so the
 * entry reads them as labelled title and employer, and the duties move below them: the template
 * puts the duties between the title and the employer, where they would cut the entry's header. A form
 * is known by its duties row, or by its title and employer rows both (a candidate deletes the rows left empty).
 */
import { cueLabel, cueMatcher } from '../../knowledge/lexicons/locale-cues.ts';
import { findDateRanges } from '../../knowledge/dates/date-grammar.ts';
import type { Line } from '../layout/layout-types.ts';
import { isLabelTail, labelAtStart, wrappedAfterOneWord } from '../../knowledge/lexicons/form-labels.ts';
import { isDateLabelOnly } from './header-pieces.ts';

export function readJobForm(lines: Line[]): Line[] {
  const texts = lines.map((l) => bare(l.text));
  const found = texts.map((text, i) => labelAtStart(text) ?? wrappedAfterOneWord(text, texts[i + 1]));
  // The template's duties row, or both its title and its employer rows (candidates delete the rows they leave empty).
  const fields = found.filter((f) => f && f.label.role === 'field');
  const form = found.some((f) => f && f.label.role === 'duty') || (fields.some((f) => isOrgLabel(f!.label.label)) && fields.some((f) => !isOrgLabel(f!.label.label)));
  if (!fields.length || !form) return lines;
  const out: Line[] = [];
  // The duties of the entry being read: written once its labelled fields are.
  let duties: Line[] = [];
  let inDuty = false;
  const flush = () => {
    out.push(...duties);
    duties = [];
  };
  for (const [i, line] of lines.entries()) {
    const hit = found[i];
    if (hit) {
      inDuty = hit.label.role !== 'field';
      if (!hit.rest) continue;
      if (inDuty) duties.push(withText(line, hit.rest));
      else out.push(withText(line, `${capitalized(hit.label.label)}: ${isOrgLabel(hit.label.label) ? employerName(hit.rest) : hit.rest}`));
      continue;
    }
    if (isLabelTail(texts[i]!)) continue;
    // The next entry's date: the duties read so far close the entry before it.
    if (findDateRanges(line.text).length) {
      flush();
      inDuty = false;
      out.push(withoutDateLabel(line));
      continue;
    }
    // A value's wrapped rest ("(United Kingdom)", the duties' next lines) goes with the duties.
    duties.push(line);
  }
  flush();
  return out;
}

const isOrgLabel = (label: string) => cueLabel('entry-org-label').test(`${label}:`);

/**
 * "Name and address of employer  Acme Ltd, 5 High Street, Leeds (United Kingdom)" → "Acme Ltd": the
 * name before the first comma part that holds a house number or a street's word (locales' street-type).
 */
function employerName(value: string): string {
  const parts = value.split(/\s*,\s*(?![^()]*\))/);
  const cut = parts.findIndex((p, k) => k > 0 && (/\d/.test(p) || cueMatcher('street-type').test(p)));
  return cut > 0 ? parts.slice(0, cut).join(', ') : value;
}

// The 2002 template sets a bullet before each label ("• Date (da – a)", "• Tipo di impiego").
const bare = (text: string) => text.replace(/^\s*[•·▪◦●■►]\s*/u, '');

/** "• Dates (from – to) ⇥ 2019 – 2021": the date's label cell is left out, the date stays. */
function withoutDateLabel(line: Line): Line {
  const cells = line.text.split('\t');
  if (cells.length < 2 || !isDateLabelOnly(bare(cells[0]!).replace(/\([^)]*\)/g, ''))) return line;
  return { ...line, text: cells.slice(1).join('\t'), segments: line.segments.length > 1 ? line.segments.slice(1) : line.segments };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function withText(line: Line, text: string): Line {
  const segments = line.segments.length > 1 && labelAtStart(line.segments[0]!.text)?.rest === '' ? line.segments.slice(1) : line.segments;
  return { ...line, text, segments };
}
