/**
 * Date of birth and nationality, where the CV states them under a label ("Date of birth: 12/03/1990",
 * "Nato a Roma il 12.03.1990", "Staatsangehörigkeit: deutsch"); European CVs often do. The labels
 * are data (knowledge/lexicons locales: birth-date-label, nationality-label). Nothing is guessed:
 * without a label there is no value. Neither fact is ever an input of a Match score.
 */
import { dateWords } from '../../knowledge/lexicons/date-words.ts';
import { cueMatcher } from '../../knowledge/lexicons/locale-cues.ts';
import type { Layout, Line } from '../layout/layout-types.ts';
import { foldKey } from '../../knowledge/text/fold.ts';

export interface PersonFacts {
  /** `YYYY-MM-DD`, or `YYYY-MM` / `YYYY` when the CV gives no more. */
  dateOfBirth: string | null;
  /** As written ("Italian", "italiana"). */
  nationality: string | null;
}

export interface PersonFactsOptions {
  referenceYear: number;
  /** The candidate's country (ISO 3166-1), to read an ambiguous 03/04/1990 the US way in the US. */
  country: string | null;
}

/** Labelled facts sit in short lines: a sentence of prose is not a form field. */
const MAX_LINE_CHARS = 200;
/** Words allowed between a birth label and the date ("a Roma il", "in Lisbon on"). */
const MAX_WORDS_BEFORE_DATE = 4;
/** The youngest candidate a birth date may make. */
const MIN_AGE = 14;
const OLDEST_YEAR = 1930;
/** Small words inside a written date ("12 de marzo de 1990", "March 12th, 1990"). */
const DATE_FILLERS = new Set(['de', 'del', 'of', 'the', 'le', 'am', 'den', 'em', 'il', 'el']);

/** `nationality`: when the caller already read it (the contact step does, for phone regions). */
export function extractPersonFacts(layout: Layout, opts: PersonFactsOptions & { nationality?: string | null }): PersonFacts {
  return { dateOfBirth: findBirthDate(layout.lines, opts), nationality: opts.nationality !== undefined ? opts.nationality : findNationality(layout.lines) };
}

function findBirthDate(lines: readonly Line[], opts: PersonFactsOptions): string | null {
  const label = cueMatcher('birth-date-label');
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!.text;
    if (text.length > MAX_LINE_CHARS) continue;
    const hit = label.find(text);
    if (!hit) continue;
    const folded = foldKey(text);
    const after = folded.slice(hit.index + hit.cue.length).split(' ').filter(Boolean);
    // A label alone in its cell: the date is on the next line.
    const words = after.length ? after : foldKey(lines[i + 1]?.text ?? '').split(' ').filter(Boolean);
    const date = readDate(words, opts);
    if (date) return date;
  }
  return null;
}

/** Folded words → an ISO date, reading the first date that starts within a few words. */
export function readDate(words: readonly string[], opts: PersonFactsOptions): string | null {
  for (let start = 0; start <= Math.min(MAX_WORDS_BEFORE_DATE, words.length - 1); start++) {
    const parts = words
      .slice(start, start + 7)
      .filter((w) => !DATE_FILLERS.has(w))
      .map((w) => w.replace(/^(\d{1,2})(?:st|nd|rd|th|er|o|º)$/u, '$1'));
    const date = dateFromParts(parts, opts);
    if (date !== undefined) return date;
    // Only words may stand before the date: a number that made no date ends the search.
    if (/\d/.test(words[start]!)) return null;
  }
  return null;
}

/** `undefined`: the parts do not start with a date; `null`: a date, but not a possible birth date. */
function dateFromParts(p: string[], opts: PersonFactsOptions): string | null | undefined {
  const months = dateWords().months;
  const num = (s: string | undefined) => (s && /^\d+$/.test(s) ? Number(s) : null);
  const month = (s: string | undefined) => (s ? (months.get(s) ?? null) : null);
  const [a, b, c] = [p[0], p[1], p[2]];
  let y: number | null = null;
  let m: number | null = null;
  let d: number | null = null;
  if (num(a) !== null && a!.length === 4 && num(b) !== null && num(c) !== null) [y, m, d] = [num(a), num(b), num(c)]; // 1990 03 12
  else if (num(a) !== null && num(b) !== null && num(c) !== null) {
    const [x, z] = [num(a)!, num(b)!];
    const usStyle = opts.country === 'US' && x <= 12;
    [d, m] = z > 12 || usStyle ? [z, x] : [x, z];
    y = fullYear(num(c)!, c!.length, opts.referenceYear);
  } else if (num(a) !== null && month(b) !== null && num(c) !== null) [d, m, y] = [num(a), month(b), fullYear(num(c)!, c!.length, opts.referenceYear)];
  else if (month(a) !== null && num(b) !== null && b!.length <= 2 && num(c) !== null) [m, d, y] = [month(a), num(b), fullYear(num(c)!, c!.length, opts.referenceYear)];
  else if (month(a) !== null && num(b) !== null && b!.length === 4) [m, y] = [month(a), num(b)];
  else if (num(a) !== null && a!.length === 4 && !isRangeAfter(p.slice(1))) y = num(a);
  else return undefined;
  if (y === null || y < OLDEST_YEAR || y > opts.referenceYear - MIN_AGE) return null;
  if (m !== null && (m < 1 || m > 12)) return null;
  if (d !== null && (d < 1 || d > 31)) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return [String(y), m !== null ? pad(m) : null, m !== null && d !== null ? pad(d) : null].filter(Boolean).join('-');
}

/** "2015 – 2018" folds to "2015 2018": a year followed by a year is a period, not a birth year. */
const isRangeAfter = (rest: string[]) => rest.length > 0 && /^\d{2,4}$/.test(rest[0]!);

function fullYear(n: number, digits: number, referenceYear: number): number | null {
  if (digits === 4) return n;
  if (digits !== 2) return null;
  const century = n > referenceYear % 100 ? 1900 : 2000;
  return century + n;
}

const NATIONALITY_VALUE = /^[\p{L}][\p{L}\s'’,/-]{1,38}[\p{L}]$/u;

export function findNationality(lines: readonly Line[]): string | null {
  const label = cueMatcher('nationality-label');
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!.text;
    if (text.length > MAX_LINE_CHARS) continue;
    const cells = text.split(/\t| {2,}|\s[|•·]\s/u);
    for (let c = 0; c < cells.length; c++) {
      const hit = label.find(cells[c]!);
      // The label opens its cell: "Nationality: Italian", not "nationality requirements of …".
      if (!hit || hit.index > 2) continue;
      // The value follows in the cell, else in the next cell, else on the next line.
      const value = valueAfterLabel(cells[c]!, hit.cue) ?? valueAfterLabel(cells[c + 1] ?? lines[i + 1]?.text ?? '', '');
      if (value) return value;
    }
  }
  return null;
}

/** What follows the label in a cell: after its colon, else after as many words as the label has. */
function valueAfterLabel(cell: string, cue: string): string | null {
  const colon = cell.search(/[:：]/u);
  // Bullets and icons before the label are no words of it.
  const words = cell.replace(/^[^\p{L}]+/u, '').split(/\s+/u);
  const raw = colon >= 0 ? cell.slice(colon + 1) : words.slice(cue ? cue.split(' ').length : 0).join(' ');
  const value = raw
    .split(/\t| {2,}|[;|]/u)[0]!
    .trim()
    .replace(/[.,;:]+$/u, '');
  return NATIONALITY_VALUE.test(value) && !cueMatcher('nationality-label').test(value) ? value : null;
}
