/**
 * A school's name wrapped at its last word: "High School Diploma 1998 … Our Lady of Good Counsel High"
 * over "School - Newark, NJ 1995 to 1998", "Bachelor of Science in Physics, 2016, Northgate State" over
 * "University - Newark, NJ 2012 to 2016". The lone word opening the next line, an institution's word
 * ("School", "University", "College", "Gymnasium") before a separator, closes the name above; left
 * where it is, it made an entry of its own ("School", 1995–1998) beside the cut one. It goes back to
 * the line above; the rest of its line (place, dates) stays. Languages whose school names open with
 * the institution's word ("Università di …", "Lycée …") wrap at another word and are left alone.
 */
import { findDateRanges, isDateOnly, monthsOnly } from '../../knowledge/dates/date-grammar.ts';
import { findDegree } from '../../knowledge/lexicons/degrees.ts';
import { cueMatcher } from '../../knowledge/lexicons/locale-cues.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import { fold, foldKey } from '../../knowledge/text/fold.ts';
import { isCityName } from '../../knowledge/lexicons/places.ts';
import { CELL_WRAP_RULES } from '../layout/cell-wraps.ts';
import type { Line } from '../layout/layout-types.ts';
import { isGradeLine, isUniversity } from './education-degree.ts';

/** The wrapped word and what follows it: a word alone before " - ", a comma, a cell's gap, or the line's end. */
const OPENING_WORD = /^(\p{Lu}\p{L}+)(?:\s+[-–—|]\s+|\s*,\s*|\s{2,}|\t|$)/u;

export function rejoinWrappedSchools(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const m = OPENING_WORD.exec(line.text);
    if (
      !prev ||
      !m ||
      prev.page !== line.page ||
      Math.abs(prev.x - line.x) > 2 ||
      // The line above ends on a capitalized word of a name, with no stop after it.
      !/(?:^|\s)\p{Lu}\p{L}*$/u.test(prev.text) ||
      !organizationCues(m[1]!).institutionWord ||
      // The name above already ends as a school's ("Northgate High School"): the word starts another.
      organizationCues(prev.text.split(/\s+/).pop()!).institutionWord
    ) {
      out.push(line);
      continue;
    }
    out[out.length - 1] = { ...prev, text: `${prev.text} ${m[1]}` };
    const rest = line.text.slice(m[0].length).trim();
    if (rest) out.push({ ...line, text: rest });
  }
  return out;
}

/** Prepositions, articles and conjunctions (locales' joining-word): no name ends on one. */
const JOINING_WORD = cueMatcher('joining-word');

/**
 * A degree's or a school's name wrapped in a narrow column, in one type over two lines or three:
 * "Master of Business" / "Administration", "Máster Universitario en" / "Ingeniería Informática",
 * "Ausbildung zum" / "Elektroniker für" / "Betriebstechnik", "Universidad Politécnica de" / "Madrid".
 * The next line, a few words in the same type right under it, carries the name on when the line
 * closes on a joining word or a comma, when it opens in lower case, or when its first word would
 * not have fitted before the column's edge (the line's `wrapRight`). A school's name under a degree's
 * is the entry's next piece, not the degree's end, unless the degree's line was left open.
 */
export function rejoinWrappedNames(lines: Line[]): Line[] {
  const out: Line[] = [];
  // The right edge of the last line joined into each output line.
  const rights: number[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev && wrapsOn(prev, rights[rights.length - 1]!, line)) {
      const text = line.text.trim();
      out[out.length - 1] = { ...prev, text: /\p{L}-$/u.test(prev.text) && /^\p{Ll}/u.test(text) ? `${prev.text.slice(0, -1)}${text}` : `${prev.text.trimEnd()} ${text}` };
      rights[rights.length - 1] = line.x + line.w;
      // The joined line is no longer a line of its own: the next one is compared with the name it carries on.
      lastLine.set(out[out.length - 1]!, line);
      continue;
    }
    out.push(line);
    rights.push(line.x + line.w);
  }
  return out;
}

/** For a joined line, the last of the lines it joins (its place on the page). */
const lastLine = new WeakMap<Line, Line>();

function wrapsOn(prev: Line, prevRight: number, line: Line): boolean {
  const last = lastLine.get(prev) ?? prev;
  const size = line.fontSize || 10;
  if (prev.page !== line.page || Math.abs(prev.x - line.x) > 2 || prev.segments.length !== 1 || line.segments.length !== 1) return false;
  if (prev.bold !== line.bold || prev.italic !== line.italic || Math.abs(prev.fontSize - line.fontSize) > 0.3) return false;
  // Right under it, no gap.
  const step = line.y - last.y;
  if (step <= 0 || step > 1.6 * size) return false;
  const text = line.text.trim();
  const above = prev.text.trim();
  const words = text.split(/\s+/);
  if (words.length > 4 || /[\t:•]/u.test(line.text) || findDateRanges(text).length || findDateRanges(above).length) return false;
  if (/[.;:!?]$/u.test(above) || !/^[\p{L}(]/u.test(text) || isGradeLine(text)) return false;
  const lastWord = /(\p{L}+)[^\p{L}]*$/u.exec(above)?.[1] ?? '';
  const open = /[,&/–-]$/u.test(above) || (!!lastWord && JOINING_WORD.find(lastWord)?.cue === foldKey(lastWord));
  if (open || /^\p{Ll}/u.test(text)) return true;
  const edge = line.wrapRight;
  if (edge === undefined) return false;
  // The first word would not have fitted on the line above; the widest line of the column, which
  // gave the edge, tells nothing.
  const firstWord = (words[0]!.length + 1) * (line.w / Math.max(1, text.length));
  if (prevRight + firstWord <= edge || prevRight > edge - size / 2) return false;
  // "Bachelor of Science in Nursing" / "Westbrook University": the school under the degree; a
  // degree under another ("Master of Arts" / "Bachelor of Arts").
  const school = organizationCues(text).institutionWord || isUniversity(text);
  const degreeBelow = findDegree(text)?.start === 0 && !!findDegree(above);
  return !school && !degreeBelow;
}

/** "Summa cum laude", "Mention très bien" (locales' degree-honours), "GPA" (grade-label): a line about the degree, not its name. */
const HONOURS = cueMatcher('degree-honours');
const GRADE_LABEL = cueMatcher('grade-label');

/** Words a degree's name has before it wraps in the cell beside its date: a short one fits on its line. */
const WRAPPED_DEGREE_WORDS = 5;
/** Words the wrapped end of a degree's name may have. */
const WRAPPED_END_WORDS = 3;

/**
 * "Master of Science in Data Analytics and Operational⇥2017 – 2018" over "Research": a long degree's
 * name in the cell beside its date, wrapped before the date's cell, goes on in a few words right under
 * it, at its cell's left edge and in its type. Read apart, the end of the name took the school's
 * place (or the next entry's, under a school that heads several degrees). A school, a place, a
 * distinction or a grade under the line is the entry's next piece, and so is another degree.
 */
export function rejoinDatedWraps(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const name = prev && endsBesideDate(prev) ? prev.segments[0]! : undefined;
    if (!prev || !name || !wrapsBesideDate(prev, name, line)) {
      out.push(line);
      continue;
    }
    const joined = `${name.text.trimEnd()} ${line.text.trim()}`;
    out[out.length - 1] = {
      ...prev,
      text: prev.text.startsWith(name.text) ? `${joined}${prev.text.slice(name.text.length)}` : prev.text,
      segments: [{ ...name, text: joined }, ...prev.segments.slice(1)],
    };
  }
  return out;
}

/** Two cells, a degree's name and its date, the name long and left open. */
function endsBesideDate(line: Line): boolean {
  if (line.segments.length !== 2 || !isDateOnly(line.segments[1]!.text.trim())) return false;
  const text = line.segments[0]!.text.trim();
  return text.split(/\s+/).length >= WRAPPED_DEGREE_WORDS && !/[.;:!?)]$/u.test(text) && !!findDegree(text) && !findDateRanges(text).length;
}

function wrapsBesideDate(prev: Line, name: Line['segments'][number], line: Line): boolean {
  const size = name.fontSize || 10;
  const step = line.y - prev.y;
  if (line.page !== prev.page || line.segments.length !== 1 || Math.abs(line.x - name.x) > 2 || step <= 0 || step > 1.6 * size) return false;
  if (line.bold !== name.bold || line.italic !== name.italic || Math.abs(line.fontSize - name.fontSize) > 0.3) return false;
  const text = line.text.trim();
  const words = text.split(/\s+/);
  if (words.length > WRAPPED_END_WORDS || !/^[\p{L}(]/u.test(text) || /[\d:•|,]/u.test(text)) return false;
  if (organizationCues(text).institutionWord || isUniversity(text) || findDegree(text)?.start === 0) return false;
  if (HONOURS.test(text) || GRADE_LABEL.find(text)?.index === 0 || isCityName(fold(text))) return false;
  return true;
}

/** How far right of its item's first line a wrapped line may start (a list's or a description list's hanging indent), in font sizes. */
const HANGING_INDENT_MAX = 8;

/**
 * An entry written on one long line ("• MSc in Physics — University of Leeds (09/2016 – 07/2018)",
 * "set 2017–lug 2019  Laurea in Economia; Università di Bologna") that its list wraps with a
 * hanging indent: the rest starts right of the item's first line ("– 07/2018)", "de València
 * (2007 – 2010)", "versità di Bologna"). Read apart, the rest lost the entry its end date or its
 * school's last words, or made an entry of its own. The last cell of a row of cells wraps alike, at its
 * own left edge ("2013–2015 ⇥ Laurea Magistrale in Ingegneria" over "Informatica, Università degli
 * Studi" over "di Torino"). It goes back onto its line when the line filled
 * its column (the rest's first word would not have fitted), or, in a flow document, when it is the
 * same paragraph wrapped (a paragraph of a few lines: an entry, not a description). A month the wrap cut
 * from its year ("(set" / "2019 – lug 2021)") goes back even with no indent. A word the typesetter hyphenated at the wrap ("Uni-" / "versità") is
 * made whole.
 */
export function rejoinHangingWraps(lines: Line[]): Line[] {
  // Lines each paragraph of a flow document spans: a short one (an entry) is read as one line.
  const spans = new Map<number, number>();
  for (const line of lines) for (const s of line.segments) if (s.block?.paragraph !== undefined) spans.set(s.block.paragraph, (spans.get(s.block.paragraph) ?? 0) + 1);
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (!prev || !hangsFrom(prev, lastLine.get(prev) ?? prev, line, spans)) {
      out.push(line);
      continue;
    }
    const text = line.text.trim();
    const join = (before: string) => (/\p{L}-$/u.test(before) && /^\p{Ll}/u.test(text) ? `${before.slice(0, -1)}${text}` : `${before.trimEnd()} ${text}`);
    const lastSegment = prev.segments[prev.segments.length - 1]!;
    const segments = [...prev.segments.slice(0, -1), { ...lastSegment, text: join(lastSegment.text), w: Math.max(lastSegment.w, line.x + line.w - lastSegment.x) }];
    out[out.length - 1] = { ...prev, text: join(prev.text), segments };
    lastLine.set(out[out.length - 1]!, line);
  }
  return out;
}

function hangsFrom(prev: Line, last: Line, line: Line, spans: Map<number, number>): boolean {
  const size = line.fontSize || 10;
  if (prev.page !== line.page || prev.column !== line.column || line.segments.length !== 1) return false;
  if (Math.abs(last.fontSize - line.fontSize) > 0.3) return false;
  const step = line.y - last.y;
  if (step <= 0 || step > 1.6 * size) return false;
  const text = line.text.trim();
  // A flow document says which lines its paragraph wrapped onto: a short paragraph (an entry's line) is one line.
  const segment = line.segments[0]!;
  const above = last.segments[last.segments.length - 1]!;
  if (segment.wrapped && segment.block?.paragraph !== undefined) {
    return segment.block.paragraph === above.block?.paragraph && (spans.get(segment.block.paragraph) ?? 0) <= CELL_WRAP_RULES.maxLines;
  }
  // A bullet or a date opens an item of its own; a dash and a date close a period left open above ("(09/2016" / "– 07/2018)").
  const closesPeriod = /^[–—-]\s*\d/u.test(text) && /\d{4}$/.test(last.text.trim());
  // A month cut from its year by the wrap ("… Università di Bologna (set" / "2019 – lug 2021)"), with or without an indent.
  const monthAbove = /(?:^|[\s(])(\p{L}+\.?)$/u.exec(last.text.trim())?.[1];
  const splitDate = /^\d{4}\b/.test(text) && !!monthAbove && !!monthsOnly(monthAbove);
  if (!closesPeriod && !splitDate && (/^[•·▪◦‣*–—-]\s/u.test(text) || /^\d/.test(text))) return false;
  // In a row of cells ("2013–2015 ⇥ Laurea Magistrale in Ingegneria" over "Informatica, Università"), the last
  // cell wraps at its own left edge; a single line wraps with a hanging indent.
  const cell = prev.segments.length > 1 ? prev.segments[prev.segments.length - 1]! : undefined;
  const indentFrom = splitDate ? prev.x - 2 : prev.x + size / 2;
  if (cell ? Math.abs(line.x - cell.x) > 2 : line.x <= indentFrom || line.x > prev.x + HANGING_INDENT_MAX * size) return false;
  const edge = line.wrapRight ?? last.wrapRight;
  if (edge === undefined) return false;
  const right = last.x + last.w;
  const opening = text.split(/\s+/)[0] ?? '';
  const firstWord = (opening.length + 1) * (line.w / Math.max(1, text.length));
  if (right <= edge - 4 * size || right + firstWord <= edge) return false;
  // A school's name or a degree's under a full line is the entry's next piece, unless the line was left open.
  const before = last.text.trim();
  const lastWord = /(\p{L}+)[^\p{L}]*$/u.exec(before)?.[1] ?? '';
  const open = /[,&/(–—-]$/u.test(before) || (!!lastWord && JOINING_WORD.find(lastWord)?.cue === foldKey(lastWord));
  return open || !(organizationCues(opening).institutionWord || findDegree(text)?.start === 0);
}
