/**
 * How the console writes profile values: periods, durations, levels. Dates in profiles are
 * `YYYY` or `YYYY-MM` (DESIGN §3); nothing here guesses what the CV did not say.
 */
export { formatMonths } from '../widgets/vitae-widgets.js';

const MONTH = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Mar 2019", "2015" or '' */
export function formatYearMonth(/** @type {string | null | undefined} */ value) {
  if (!value) return '';
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(value);
  if (!m) return value;
  if (!m[2]) return m[1] ?? '';
  return MONTH.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
}

/** "Mar 2019 – present", "2013 – 2015", "until 2015" */
export function formatPeriod(/** @type {{ start?: string | null, end?: string | null, current?: boolean }} */ p) {
  const start = formatYearMonth(p.start);
  const end = p.current ? 'present' : formatYearMonth(p.end);
  if (start && end) return `${start} – ${end}`;
  if (start) return `since ${start}`;
  if (end) return `until ${end}`;
  return '';
}

/** ISCED 2011 levels in words. */
export const ISCED_LEVELS = /** @type {Record<number, string>} */ ({
  0: 'Early childhood',
  1: 'Primary',
  2: 'Lower secondary',
  3: 'Upper secondary',
  4: 'Post-secondary',
  5: 'Short-cycle tertiary',
  6: "Bachelor's or equivalent",
  7: "Master's or equivalent",
  8: 'Doctoral or equivalent',
});

/** Only web addresses become links; anything else (javascript:, data:) stays text. */
export function safeHttpUrl(/** @type {string} */ raw) {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function percent(/** @type {number | null | undefined} */ v) {
  return `${Math.round((v ?? 0) * 100)}%`;
}
