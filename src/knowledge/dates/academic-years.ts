/**
 * School and academic years written as pairs ("2016/2017"), read by the date grammar as one-year ranges:
 * two of them joined by a dash are one range.
 */

/** The fields of a date range this step reads (the grammar's DateRange, not imported: the grammar imports this). */
interface YearRange {
  kind: string;
  current: boolean;
  start: { year: number; month: number | null } | null;
  end: { year: number; month: number | null } | null;
  index: number;
  length: number;
}

/**
 * "A.A. 2016/2017 – 2018/2019", "Curso 2012/2013 - 2013/2014": school years written as pairs, a dash between
 * them, are one range from the first year's start to the last one's end.
 */
export function academicYears<R extends YearRange>(text: string, ranges: R[]): R[] {
  const pair = (r: R | undefined) =>
    !!r && r.kind === 'range' && !r.current && r.start?.month === null && r.end?.month === null && r.end.year - r.start.year === 1 && text.slice(r.index, r.index + r.length).includes('/');
  const out: R[] = [];
  for (let i = 0; i < ranges.length; i++) {
    const a = ranges[i]!;
    const b = ranges[i + 1];
    if (pair(a) && pair(b) && b!.start!.year > a.start!.year && /^\s*[-–—]\s*$/u.test(text.slice(a.index + a.length, b!.index))) {
      out.push({ ...a, end: b!.end, length: b!.index + b!.length - a.index });
      i++;
    } else out.push(a);
  }
  const closed: R[] = [];
  for (const r of out) {
    const last = closed[closed.length - 1];
    // The tail of a school year that closed the range before ("-2018" of "2010 – 2017-2018") is read.
    if (last && r.index < last.index + last.length) continue;
    closed.push(closingYear(text, r));
  }
  return closed;
}

/**
 * "2010 – 2017-2018", "2012 – 2015/16", "2012 - 2015/2016": a range of years whose last year is written
 * as a school year (a pair, slash or hyphen, no space) ends with that school year, the pair's second
 * year; read alone, the range ended a year early and the pair's tail ("-2018", "/16") was left in the text.
 * Returns the range, lengthened to the pair's end.
 */
function closingYear<R extends YearRange>(text: string, r: R): R {
  if (r.kind !== 'range' || r.current || !r.start || r.end?.month !== null) return r;
  const endYear = r.end.year;
  const tail = /^[/-](\d{4}|\d{2})(?!\d)/u.exec(text.slice(r.index + r.length));
  if (!tail) return r;
  const written = Number(tail[1]);
  if (written !== endYear + 1 && written !== (endYear + 1) % 100) return r;
  // The pair's first year must be the range's end, not a range of its own ("2017-2018" alone is read as it stands).
  if (!/[-–—]\s*\d{4}$/u.test(text.slice(r.index, r.index + r.length)) || !/\s[-–—]\s|\d\s*[–—]\s*\d/u.test(text.slice(r.index, r.index + r.length))) return r;
  return { ...r, end: { year: endYear + 1, month: null }, length: r.length + tail[0].length };
}
