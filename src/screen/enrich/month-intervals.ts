/**
 * Periods as month intervals: "present" resolved against the reference date the caller passes
 * (the processing date), year-only dates widened to the whole year (clamped to the reference),
 * and the union of overlapping periods counted once.
 */

export interface MonthInterval {
  /** Inclusive month indexes (year × 12 + month − 1). */
  from: number;
  to: number;
}

export function monthOf(date: string, edge: 'start' | 'end'): number | null {
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(date);
  if (!m) return null;
  const year = Number(m[1]);
  const month = m[2] ? Number(m[2]) : edge === 'start' ? 1 : 12;
  return year * 12 + month - 1;
}

export function formatMonth(index: number): string {
  const year = Math.floor(index / 12);
  return `${year}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The interval of a period; null when it has no start. */
export function periodInterval(
  period: { start: string | null; end: string | null; current?: boolean },
  referenceMonth: number,
): MonthInterval | null {
  if (!period.start) return null;
  const from = monthOf(period.start, 'start');
  if (from === null) return null;
  let to: number | null;
  if (period.current) to = referenceMonth;
  else if (period.end) to = monthOf(period.end, 'end');
  // A single date ("2019"): the period is that date alone.
  else to = monthOf(period.start, 'end');
  if (to === null) return null;
  to = Math.min(to, referenceMonth);
  if (to < from) return null;
  return { from, to };
}

/** Months covered by the union of intervals (overlaps counted once). */
export function unionMonths(intervals: MonthInterval[]): number {
  const sorted = [...intervals].sort((a, b) => a.from - b.from);
  let total = 0;
  let current: MonthInterval | null = null;
  for (const i of sorted) {
    if (!current || i.from > current.to + 1) {
      if (current) total += current.to - current.from + 1;
      current = { ...i };
    } else current.to = Math.max(current.to, i.to);
  }
  if (current) total += current.to - current.from + 1;
  return total;
}

export function referenceMonthOf(reference: Date): number {
  return reference.getUTCFullYear() * 12 + reference.getUTCMonth();
}
