/**
 * One date-range grammar for the six languages: finds dates and ranges in a line of text.
 *
 * "mar. 2019 – oggi", "seit 03/2020", "janv. 2018 - présent", "2015 – atual", "06/2019–12/2021",
 * "Summer 2018", "May – July 2017", "since 2019", "2017.08–2018.06", "15/09/2014 - 15/07/2019".
 * A month is kept only when the text gives one: seasons and "late 2015" give the year alone.
 * Pure: "present" is reported as `current`, never resolved to a date here.
 */
import { dateWords } from '../lexicons/date-words.ts';
import { foldSameLength } from '../text/fold.ts';
import { memoByText } from '../text/memo.ts';
import { academicYears } from './academic-years.ts';

export interface DatePoint {
  year: number;
  /** 1..12, null when the text gives only the year. */
  month: number | null;
}

export interface DateRange {
  start: DatePoint | null;
  end: DatePoint | null;
  /** The range runs to the present ("– today", "since 2020"). */
  current: boolean;
  /** `range` (two ends or an open end), or `single` (one date: a graduation, a certificate). */
  kind: 'range' | 'single';
  /** Where the match sits in the text. */
  index: number;
  length: number;
  /** "<date> –" with no other end after it: the other end is probably on the next line. */
  dangling?: boolean;
}

const MIN_YEAR = 1950;
const MAX_YEAR = 2049;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordAlt = (words: string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeRe(w).replace(/ /g, "[\\s']+"))
    .join('|');

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';

interface Grammar {
  scanner: RegExp;
}

const grammar = (() => {
  let built: Grammar | null = null;
  return (): Grammar => {
    if (built) return built;
    const w = dateWords();
    const month = `(?:${wordAlt([...w.months.keys()])})\\.?`;
    const conn = `(?:(?:${wordAlt(w.connectors)})\\s+)?`;
    // Word processors, design tools and LaTeX set ranges with the Unicode hyphens too (U+2010, U+2011);
    // design templates with an arrow ("2019-03 → 2021-06", "Mar 2019 ⟶ present").
    const dash = '[-‐‑–—‒−~至→⟶➝➔]';
    const sepWords = w.separators.filter((s) => /\p{L}/u.test(s));
    const parts = [
      // Europass with two-digit years, "4 sep. 15–5 jun. 17", "sep. 15 – jun. 17": read as a whole
      // range only (a month and two digits alone may be a day, "Sep. 15").
      `(?<mr2>${L}(?:\\d{1,2}\\s+)?(?<mr2A>${month})\\s*(?<mr2AY>\\d{2})\\s*${dash}\\s*(?:\\d{1,2}\\s+)?(?<mr2B>${month})\\s*(?<mr2BY>\\d{2})(?!\\d))`,
      // "06/19 – 03/21", "06/19 - heute": months and years of two digits, read as a whole range only
      // (alone, "06/19" may be a day and a month); a slash only ("3.10 – 3.12" are versions).
      `(?<nr2>(?<![\\d./-])(?<nr2AM>0?[1-9]|1[0-2])\\/(?<nr2AY>\\d{2})\\s*${dash}\\s*(?:(?<nr2BM>0?[1-9]|1[0-2])\\/(?<nr2BY>\\d{2})(?![\\d./])|(?<nr2P>${wordAlt(w.present)})${R}))`,
      // 12/03/2019, 12.03.2019, 2019-03-12 → year and month
      `(?<dmy>(?<!\\d)(?<dmyD>\\d{1,2})[./-](?<dmyM>\\d{1,2})[./-](?<dmyY>${YEAR})(?!\\d))`,
      `(?<ymd>(?<!\\d)(?<ymdY>${YEAR})[./-](?<ymdM>\\d{1,2})[./-](?<ymdD>\\d{1,2})(?!\\d))`,
      // 29. Dezember 2019, 12 de marzo de 2019, 1er janvier 2020 (a day is no decimal's end: "GPA 4.30  Décembre 2018")
      `(?<dMy>(?<!\\d)(?<!\\d[.,])\\d{1,2}(?:\\.|st|nd|rd|th|er|º|°)?\\s*(?:de\\s+)?${L}(?<dMyM>${month})\\s*,?\\s*${conn}(?<dMyY>${YEAR})(?!\\d))`,
      // March 2019, mar. 2019, März 2019, Sept. 2011, March 12, 2019, Jan '19, jan/2019 (Brazil), Jan-2019
      `(?<My>${L}(?<MyM>${month})(?:[/-]|\\s*,?\\s*)(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?${conn}(?<MyY>${YEAR})(?!\\d))`,
      `(?<My2>${L}(?<My2M>${month})\\s*['’](?<My2Y>\\d{2})(?!\\d))`,
      // "3 - 4/2014": two months of one year, the year written once
      `(?<mmy>(?<![\\d./-])(?<mmyA>0?[1-9]|1[0-2])\\s*[-–]\\s*(?<mmyB>0?[1-9]|1[0-2])\\s?[./]\\s?(?<mmyY>${YEAR})(?!\\d))`,
      // 03/2019, 3.2019, 03-2019; also the second of "01/2021-02/2026" (a hyphen after a year)
      `(?<my>(?<![\\d./])(?<!(?<!${YEAR})-)(?<myM>0?[1-9]|1[0-2])\\s?[./-]\\s?(?<myY>${YEAR})(?!\\d))`,
      // 2019-03, 2017.08, 2014.9
      `(?<ym>(?<![\\d./-])(?<ymY>${YEAR})[./-](?<ymM>0?[1-9]|1[0-2])(?![\\d./-]?\\d))`,
      // Summer 2018, late 2015, finales de 2015, Anfang 2019 → year only
      `(?<vague>${L}(?:${wordAlt([...w.seasons, ...w.qualifiers])})\\s*${conn}(?<vagueY>${YEAR})(?!\\d))`,
      // A year; after a slash only when a year stands before it ("2007/2008")
      // glued to an abbreviation's dot ("a.s.2015-16"), never to a number's ("1.2015")
      `(?<year>(?<![\\d,])(?<!\\d\\.)(?<!(?<!${YEAR})/)(?<yearY>${YEAR})(?![\\d]|[.,]\\d))`,
      `(?<present>${L}(?:${wordAlt(w.present)})${R})`,
      `(?<since>${L}(?:${wordAlt(w.since)})${R})`,
      `(?<month>${L}(?<monthM>${month})(?![\\p{L}]))`,
      `(?<sep>\\s*(?:${dash}+|${L}(?:${wordAlt(sepWords)})${R}|/)\\s*)`,
    ];
    built = { scanner: new RegExp(parts.join('|'), 'gu') };
    return built;
  };
})();

type Tok =
  | { type: 'point'; point: DatePoint; start: number; end: number }
  | { type: 'month'; month: number; start: number; end: number }
  | { type: 'present' | 'since' | 'sep'; start: number; end: number };

function monthOf(word: string): number | null {
  const key = word.replace(/\.$/, '');
  return dateWords().months.get(key) ?? null;
}

/** "jun. 17": a year of two digits, in this century up to the next decade, else in the last. */
function twoDigitPoint(yy: number, month: number | null): DatePoint | null {
  if (month === null) return null;
  const year = yy > 50 ? 1900 + yy : 2000 + yy;
  return year >= MIN_YEAR && year <= MAX_YEAR ? { year, month } : null;
}

function validMonth(m: number): boolean {
  return m >= 1 && m <= 12;
}

function scan(folded: string): Tok[] {
  const out: Tok[] = [];
  const re = grammar().scanner;
  re.lastIndex = 0;
  for (const m of folded.matchAll(re)) {
    const g = m.groups ?? {};
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const point = (year: number, month: number | null): Tok | null =>
      year >= MIN_YEAR && year <= MAX_YEAR && (month === null || validMonth(month))
        ? { type: 'point', point: { year, month }, start, end }
        : null;
    let tok: Tok | null = null;
    if (g.mr2) {
      const a = twoDigitPoint(Number(g.mr2AY), monthOf(g.mr2A!));
      const b = twoDigitPoint(Number(g.mr2BY), monthOf(g.mr2B!));
      const sepAt = start + g.mr2.search(/\d{2}\s*[-‐‑–—‒−~→⟶➝➔]/u) + 2;
      if (!a || !b || !before(a, b)) continue;
      out.push({ type: 'point', point: a, start, end: sepAt });
      out.push({ type: 'sep', start: sepAt, end: sepAt + 1 });
      out.push({ type: 'point', point: b, start: sepAt + 1, end });
      continue;
    }
    if (g.nr2) {
      const a = twoDigitPoint(Number(g.nr2AY), Number(g.nr2AM));
      const b = g.nr2P ? null : twoDigitPoint(Number(g.nr2BY), Number(g.nr2BM));
      const sepAt = start + g.nr2.search(/[-‐‑–—‒−~→⟶➝➔]/u);
      if (!a || (!g.nr2P && (!b || !before(a, b)))) continue;
      out.push({ type: 'point', point: a, start, end: sepAt });
      out.push({ type: 'sep', start: sepAt, end: sepAt + 1 });
      out.push(b ? { type: 'point', point: b, start: sepAt + 1, end } : { type: 'present', start: end - g.nr2P!.length, end });
      continue;
    }
    if (g.dmy) {
      // Day-first unless the first number cannot be a day-of-month-first reading (US 03/25/2019).
      let d = Number(g.dmyD);
      let mo = Number(g.dmyM);
      if (mo > 12 && d <= 12) [d, mo] = [mo, d];
      tok = d <= 31 ? point(Number(g.dmyY), mo) : null;
    } else if (g.ymd) tok = point(Number(g.ymdY), Number(g.ymdM));
    else if (g.dMy) tok = point(Number(g.dMyY), monthOf(g.dMyM!));
    else if (g.My) tok = point(Number(g.MyY), monthOf(g.MyM!));
    else if (g.My2) {
      const yy = Number(g.My2Y);
      tok = point(yy > 50 ? 1900 + yy : 2000 + yy, monthOf(g.My2M!));
    } else if (g.mmy) {
      const year = Number(g.mmyY);
      const [a, b] = [Number(g.mmyA), Number(g.mmyB)];
      const sepAt = start + g.mmy.search(/[-–]/);
      // "12 - 3/2014" is no range of one year: only its last date stands.
      if (a <= b) {
        out.push({ type: 'point', point: { year, month: a }, start, end: sepAt });
        out.push({ type: 'sep', start: sepAt, end: sepAt + 1 });
      }
      const lastStart = a <= b ? sepAt + 1 : start + g.mmy.search(/\d{1,2}\s?[./]\s?\d{4}$/);
      out.push({ type: 'point', point: { year, month: b }, start: lastStart, end });
      continue;
    } else if (g.my) tok = point(Number(g.myY), Number(g.myM));
    else if (g.ym) {
      const year = Number(g.ymY);
      const mo = Number(g.ymM);
      // "2011-12" written with a hyphen and the next year's short form is an academic year range.
      const sep = folded[start + 4];
      if (sep === '-' && mo === (year + 1) % 100) {
        out.push({ type: 'point', point: { year, month: null }, start, end: start + 4 });
        out.push({ type: 'sep', start: start + 4, end: start + 5 });
        out.push({ type: 'point', point: { year: year + 1, month: null }, start: start + 5, end });
        continue;
      }
      tok = point(year, mo);
    } else if (g.vague) tok = point(Number(g.vagueY), null);
    else if (g.year) tok = point(Number(g.yearY), null);
    else if (g.present) tok = { type: 'present', start, end };
    else if (g.since) tok = { type: 'since', start, end };
    else if (g.month) {
      const mo = monthOf(g.monthM!);
      tok = mo ? { type: 'month', month: mo, start, end } : null;
    } else if (g.sep) tok = { type: 'sep', start, end };
    if (!tok) continue;
    // "– até", "- to": consecutive separators act as one.
    const last = out[out.length - 1];
    if (tok.type === 'sep' && last?.type === 'sep' && /^\s*$/.test(folded.slice(last.end, tok.start))) last.end = tok.end;
    else out.push(tok);
  }
  return out;
}

const GAP_OK = /^[\s,:;()[\]]*$/;

function before(a: DatePoint, b: DatePoint): boolean {
  if (a.year !== b.year) return a.year < b.year;
  return (a.month ?? 0) <= (b.month ?? 12);
}

/**
 * All dates and ranges of a line, left to right. Ranges: "<date> <sep> <date|present>",
 * "<month> <sep> <month> <year>", "<since-word> <date>", and two adjacent dates with months.
 */
export function findDateRanges(text: string): DateRange[] {
  // Every date of the grammar holds a digit (a year): text without one has none.
  if (!/\d/.test(text)) return [];
  return cachedRanges(text);
}

// Lines are read for dates by several steps (layout, entries, contact): their results are kept.
const cachedRanges = memoByText((text: string) => rangesIn(text));

function rangesIn(text: string): DateRange[] {
  const folded = foldSameLength(text);
  const toks = scan(folded);
  const out: DateRange[] = [];
  const gapOk = (a: Tok | undefined, b: Tok | undefined) => !!a && !!b && GAP_OK.test(folded.slice(a.end, b.start));
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const n1 = toks[i + 1];
    const n2 = toks[i + 2];
    const n3 = toks[i + 3];
    const push = (r: Omit<DateRange, 'index' | 'length'>, from: Tok, to: Tok) =>
      out.push({ ...r, index: from.start, length: to.end - from.start });

    if (t.type === 'since' && n1?.type === 'point' && gapOk(t, n1)) {
      // "dal gennaio 2016 al" closing the text or its cell: the other end is on the next line.
      if (n2?.type === 'sep' && gapOk(n1, n2) && /\p{L}/u.test(folded.slice(n2.start, n2.end)) && n3?.type !== 'point' && (!/\S/.test(folded.slice(n2.end)) || /(?:\s{2,}|\t)$/u.test(folded.slice(n2.start, n2.end)))) {
        push({ start: n1.point, end: null, current: false, kind: 'range', dangling: true }, t, n2);
        i += 2;
        continue;
      }
      // "from 2019 to 2021" is a closed range: let the range rule take it.
      if (!(n2?.type === 'sep' && (n3?.type === 'point' || n3?.type === 'present') && gapOk(n1, n2) && gapOk(n2, n3))) {
        // "dal 2019 ad oggi", "desde 2019 hasta hoy": the "present" word closing it is part of the date.
        const closed = n2?.type === 'present' && /^\s+$/.test(folded.slice(n1.end, n2.start));
        push({ start: n1.point, end: null, current: true, kind: 'range' }, t, closed ? n2 : n1);
        i += closed ? 2 : 1;
        continue;
      }
      continue;
    }
    // "bis 2012  Abitur", "until 2012", "hasta 2012": a text opening with a range word and one
    // date is that date, the end of what it names; the word belongs to the date, not to the name.
    if (t.type === 'sep' && n1?.type === 'point' && i === 0 && gapOk(t, n1) && /\p{L}/u.test(folded.slice(t.start, t.end)) && !/[\p{L}\p{N}]/u.test(folded.slice(0, t.start)) && !(n2?.type === 'sep' && gapOk(n1, n2) && (n3?.type === 'point' || n3?.type === 'present'))) {
      push({ start: n1.point, end: null, current: false, kind: 'single' }, t, n1);
      i += 1;
      continue;
    }
    if (t.type === 'point') {
      if (n1?.type === 'sep' && gapOk(t, n1)) {
        if (n2?.type === 'point' && gapOk(n1, n2) && before(t.point, n2.point) && n2.point.year - t.point.year <= 60) {
          push({ start: t.point, end: n2.point, current: false, kind: 'range' }, t, n2);
          i += 2;
          continue;
        }
        if (n2?.type === 'present' && gapOk(n1, n2)) {
          push({ start: t.point, end: null, current: true, kind: 'range' }, t, n2);
          i += 2;
          continue;
        }
        // "2015 – 17": a short end year after a full one.
        if (!n2 && t.point.month === null) {
          const tail = /^\s*(\d{2})(?!\d)/.exec(folded.slice(n1.end));
          const yy = tail ? Number(tail[1]) : Number.NaN;
          if (tail && yy > t.point.year % 100 && yy - (t.point.year % 100) < 15) {
            out.push({
              start: t.point,
              end: { year: t.point.year - (t.point.year % 100) + yy, month: null },
              current: false,
              kind: 'range',
              index: t.start,
              length: n1.end + tail[0].length - t.start,
            });
            i += 1;
            continue;
          }
        }
        // "March 2014 – April" whose year went to the next line (a narrow date column wraps):
        // dangling through the month, so the line break can be bridged.
        if (n2?.type === 'month' && gapOk(n1, n2) && !(n3?.type === 'point' && gapOk(n2, n3))) {
          push({ start: t.point, end: null, current: false, kind: 'range', dangling: true }, t, n2);
          i += 2;
          continue;
        }
        // "June 2020 – <title…>": the other end is missing here (often on the next line). A range
        // word followed by words on the same line opens no range there: "2013: A Levels, …" (the
        // Spanish "a"), "2019 to Acme".
        // A cell gap after the word ("de décembre 2016 à  Assistante" in a narrow date column) ends the date's cell there.
        const cellGap = /(?:\s{2,}|\t)$/u.test(folded.slice(n1.start, n1.end));
        const wordAfter = /\p{L}/u.test(folded.slice(n1.start, n1.end)) && /\p{L}/u.test(folded.slice(n1.end)) && !cellGap;
        if ((!n2 || (n2.type !== 'point' && n2.type !== 'present' && n2.type !== 'month')) && !wordAfter) {
          push({ start: t.point, end: null, current: false, kind: 'range', dangling: true }, t, n1);
          i += 1;
          continue;
        }
      }
      if (n1?.type === 'present' && /^\s+$/.test(folded.slice(t.end, n1.start))) {
        push({ start: t.point, end: null, current: true, kind: 'range' }, t, n1);
        i += 1;
        continue;
      }
      // "Sep. 2023 Mar. 2024": the dash was lost in extraction; two month dates side by side.
      if (
        n1?.type === 'point' &&
        t.point.month !== null &&
        n1.point.month !== null &&
        /^\s+$/.test(folded.slice(t.end, n1.start)) &&
        before(t.point, n1.point)
      ) {
        push({ start: t.point, end: n1.point, current: false, kind: 'range' }, t, n1);
        i += 1;
        continue;
      }
      push({ start: t.point, end: null, current: false, kind: 'single' }, t, t);
      continue;
    }
    if (t.type === 'month' && n1?.type === 'sep' && n2?.type === 'point' && n2.point.month !== null && gapOk(t, n1) && gapOk(n1, n2)) {
      // "Octobre - Janvier 2022/2023": the months of a range written over an academic year.
      const n4 = toks[i + 4];
      if (n3?.type === 'sep' && n4?.type === 'point' && n4.point.month === null && n4.point.year === n2.point.year + 1 && /^\s*\/\s*$/.test(folded.slice(n2.end, n4.start))) {
        push({ start: { year: n2.point.year, month: t.month }, end: { year: n4.point.year, month: n2.point.month }, current: false, kind: 'range' }, t, n4);
        i += 4;
        continue;
      }
      const year = t.month <= n2.point.month ? n2.point.year : n2.point.year - 1;
      push({ start: { year, month: t.month }, end: n2.point, current: false, kind: 'range' }, t, n2);
      i += 2;
    }
  }
  return academicYears(folded, out);
}

/** "2019-03" or "2019". */
export function formatDatePoint(p: DatePoint | null): string | null {
  if (!p) return null;
  return p.month ? `${p.year}-${String(p.month).padStart(2, '0')}` : String(p.year);
}

/** Months from a point to another, inclusive of both months (Jan–Mar = 3); year-only ends count whole years. */
export function monthIndex(p: DatePoint, edge: 'start' | 'end'): number {
  return p.year * 12 + ((p.month ?? (edge === 'start' ? 1 : 12)) - 1);
}

/**
 * True when the text holds nothing but dates, month names, "present" words and separators
 * ("Jan 2016 –", "Present", "Oktober September", "2019 - 2021"): a date label.
 */
export function isDateOnly(text: string): boolean {
  const folded = foldSameLength(text);
  if (!/[\p{L}\p{N}]/u.test(folded)) return false;
  let rest = folded;
  for (const t of scan(folded)) {
    if (t.type === 'since') continue;
    rest = rest.slice(0, t.start) + ' '.repeat(t.end - t.start) + rest.slice(t.end);
  }
  return !/[\p{L}\p{N}]/u.test(rest);
}

/**
 * Length of a leading "March –" (a month and a separator, no year): a range whose year is on the
 * next line ("March –" / "May 2008"). Null when the text does not start that way.
 */
export function leadingOpenMonth(text: string): number | null {
  const folded = foldSameLength(text);
  const toks = scan(folded);
  const [a, b, c] = toks;
  if (a?.type !== 'month' || b?.type !== 'sep' || !/^\s*$/.test(folded.slice(0, a.start))) return null;
  if (c && (c.type === 'point' || c.type === 'present')) return null;
  return b.end;
}

/**
 * The months of a text made only of month names ("Oktober September", "April"), in order; null
 * otherwise. Some templates print the months of a year range on the row below the years.
 */
export function monthsOnly(text: string): number[] | null {
  const folded = foldSameLength(text);
  const toks = scan(folded);
  if (!toks.length || toks.length > 3) return null;
  const months: number[] = [];
  let rest = folded;
  for (const t of toks) {
    if (t.type === 'month') months.push(t.month);
    else if (t.type !== 'sep') return null;
    rest = rest.slice(0, t.start) + ' '.repeat(t.end - t.start) + rest.slice(t.end);
  }
  return months.length && months.length <= 2 && !/[\p{L}\p{N}]/u.test(rest) ? months : null;
}

/**
 * "Master of Science    In progress", "DOCTORAT EN ACTUARIAT  En cours": a cell that holds only a
 * "present" word, no date, at the end of a line (set apart by two spaces or more). Returns where
 * the word sits, or null. An ongoing entry whose start the CV does not give.
 */
export function ongoingCell(text: string): { index: number; length: number } | null {
  const cell = /(?:\s{2,}|\t)([^\s].*?)\s*$/u.exec(text);
  if (!cell) return null;
  const words = cell[1]!;
  const folded = foldSameLength(words);
  // "Bis heute", "Até hoje", "À ce jour": a range word may open the cell, its start left out.
  const all = scan(folded);
  const led = all.length === 2 && (all[0]!.type === 'sep' || all[0]!.type === 'since');
  const from = led ? all[0]!.end : 0;
  const toks = led ? all.slice(1) : all;
  if (led && folded.slice(0, all[0]!.start).trim()) return null;
  if (toks.length !== 1 || toks[0]!.type !== 'present' || folded.slice(from, toks[0]!.start).trim() || folded.slice(toks[0]!.end).replace(/[.…)]/g, '').trim()) return null;
  return { index: cell.index + cell[0].indexOf(words), length: words.length };
}
