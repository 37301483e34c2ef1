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
  return out;
}
