/**
 * Step 2b of layout: columns. A vertical gutter (an x-range no text run crosses) running down most
 * of the page below a full-width header splits a page into two flows. A narrow side whose lines
 * sit on the baselines of the other side's lines is not a column but a label column (the dates or
 * field names of a table-like CV): it stays on the lines it labels. Both sides carrying their own
 * section headings always makes two columns. A narrow side of contact data that ends high on the page
 * beside a side running on down is a contact sidebar, however short.
 */
import { headingKind as headingKindUncached, isDocumentTitle as isDocumentTitleUncached } from '../../knowledge/lexicons/headings.ts';
import { isDateOnly as isDateOnlyUncached } from '../../knowledge/dates/date-grammar.ts';
import { cueMatcher } from '../../knowledge/lexicons/locale-cues.ts';
import { isSelfEmployment as isSelfEmploymentUncached } from '../../knowledge/lexicons/organizations.ts';
import { continuesFormLabel, labelAtStart } from '../../knowledge/lexicons/form-labels.ts';

// Judging candidate gutters asks the same questions of the same texts many times.
const headingKind = memoByText(headingKindUncached);
const isDateOnly = memoByText(isDateOnlyUncached);
const isDocumentTitle = memoByText(isDocumentTitleUncached);
const isSelfEmployment = memoByText(isSelfEmploymentUncached);
// "Job applied for", "Occupazione desiderata": the label of the candidate's title, a label column's word.
const TITLE_LABEL = cueMatcher('job-title-label');
const isTitleLabel = memoByText((text: string): boolean => wholly(TITLE_LABEL, text));
// "Dates", "Zeitraum", "Fechas": the form's label of an entry's dates, a label column's word.
const DATE_LABEL = cueMatcher('entry-date-label');
const isDateLabel = memoByText((text: string): boolean => wholly(DATE_LABEL, text));
function wholly(matcher: ReturnType<typeof cueMatcher>, text: string): boolean {
  const hit = matcher.find(text);
  return hit?.index === 0 && hit.cue.length === foldKey(text).length;
}
/**
 * "Name and type of organisation" / "providing education and training": a field label of the old
 * Europass form, whole or the wrapped rest of one under its first words. Its label column wraps a
 * label over more lines than the value beside it takes, so the wrapped rest meets no row of the
 * other side: it is still a label, not a line of a flow of its own.
 */
const isFormLabel = (text: string, above: string): boolean => labelAtStart(text)?.rest === '' || (!!above && continuesFormLabel(above, text));
import type { Line } from './layout-types.ts';
import { LINE_RULES, type Row, rowLine } from './line-builder.ts';
import type { CleanRun } from './run-cleaning.ts';
import { memoByText } from '../../knowledge/text/memo.ts';
import { foldKey } from '../../knowledge/text/fold.ts';

export const COLUMN_RULES = {
  /** Gutters are looked for between these fractions of the page width. */
  searchFrom: 0.12,
  searchTo: 0.88,
  step: 1,
  /** Rows in the bottom band may cross the gutter (footers). */
  footerFraction: 0.06,
  minRowsPerSide: 4,
  /** Each side must span this share of the page height… */
  minSideSpan: 0.2,
  /**
   * …or of the height the page's text fills divided by this share, when the text fills less: a
   * one-page CV whose text ends a third of the way down still has its sidebar and main column.
   */
  filledShare: 0.6,
  /** Below this share of the sparser side's rows sharing a baseline with the other side, the sides are independent flows. */
  independentAlignment: 0.85,
  /** Label columns sit on their rows' baselines: the offsets' spread stays under this (× font size). */
  labelOffsetSpread: 0.15,
  /** Gutters wider than this (in page units) score no better. */
  gutterWidthCap: 20,
  /** Text may overhang a gutter by this much (× its font size): outdented headings, long words. */
  overhang: 0.5,
  /** A column narrower than this share of the page is a sidebar. */
  sidebarWidth: 0.4,
  /** A narrow side whose rows shared with the other side are dates this many times at least is the entries' date column. */
  minDateRows: 3,
  /**
   * A sidebar-wide side holding this many lines of contact data (an e-mail address, a phone number, a profile link,
   * a personal detail after its label) is a contact sidebar: it may be as short as its block (it ends high on the
   * page) and has at least this many rows.
   */
  minContactLines: 2,
  minContactRows: 3,
  /** …and it ends this share of the other side's span before the other side does. */
  contactEndsBefore: 0.25,
  /** A second gutter scoring this share of the best one's is its rival (a page of three columns)… */
  rivalScore: 0.8,
  /** …when it splits this share of the best one's rows too. */
  rivalOverlap: 0.8,
  /** A strip between rival gutters dates a flow when this share of its rows at least are dates on that flow's rows. */
  stripDateShare: 0.4,
} as const;

export interface ColumnSplit {
  /** x of the gutter's middle. */
  x: number;
  /** The band of rows (indexes into the page's rows, inclusive) the gutter splits. */
  fromRow: number;
  toRow: number;
  /** Which side, if any, is a narrow sidebar. */
  sidebar: 'left' | 'right' | null;
}

/**
 * The best gutter of a page, with the band of consecutive rows it splits: rows above and below
 * the band (a name header, a full-width footer or section) cross it and stay whole.
 */
/**
 * The column splits of a page: the best gutter found through a band of rows, plus, elsewhere on
 * the page, bands opened by a row of side-by-side headings ("EDUCATION    CERTIFICATIONS") that
 * run down until a row crosses between them.
 */
export function findColumnSplits(rows: Row[], width: number, height: number, exactBaselines = true): ColumnSplit[] {
  const main = findColumnSplit(rows, width, height, exactBaselines);
  const splits = main ? [main] : [];
  for (const band of headingRowBands(rows, width, height)) {
    const clash = splits.find((s) => band.fromRow <= s.toRow && band.toRow >= s.fromRow);
    // A sidebar that ended above a row of side-by-side headings (a contact block beside the name,
    // "Skills   Languages" at the bottom of the page): its band stops there, and the pair below
    // gets its own.
    if (clash?.sidebar && clash.fromRow < band.fromRow && !sideHasText(rows, clash, band.fromRow)) {
      clash.toRow = band.fromRow - 1;
      splits.push(band);
      continue;
    }
    if (clash) continue;
    splits.push(band);
  }
  return splits.sort((a, b) => a.fromRow - b.fromRow);
}

/** Whether the split's sidebar has text on any row of its band from `fromRow` on. */
function sideHasText(rows: Row[], split: ColumnSplit, fromRow: number): boolean {
  const onSide = (r: CleanRun) => (split.sidebar === 'left' ? r.x + r.w / 2 < split.x : r.x + r.w / 2 >= split.x);
  return rows.slice(fromRow, split.toRow + 1).some((row) => row.runs.some(onSide));
}

function headingRowBands(rows: Row[], width: number, height: number): ColumnSplit[] {
  const out: ColumnSplit[] = [];
  const footerTop = height * (1 - COLUMN_RULES.footerFraction);
  for (let i = 0; i < rows.length; i++) {
    const line = rowLine(rows[i]!, 0);
    if (line?.segments.length !== 2) continue;
    const [a, b] = line.segments as [Line['segments'][number], Line['segments'][number]];
    if (!headingKind(a.text) || !headingKind(b.text)) continue;
    // The right column starts where its heading does; the gutter is just before it.
    const x = Math.max(a.x + a.w, b.x - 0.5 * (b.fontSize || 10));
    let to = i;
    while (to + 1 < rows.length && rows[to + 1]!.baseline <= footerTop && !rows[to + 1]!.runs.some((r) => crossesAt(r, x))) to++;
    if (to > i) out.push({ x, fromRow: i, toRow: to, sidebar: x / width < COLUMN_RULES.sidebarWidth ? 'left' : 1 - x / width < COLUMN_RULES.sidebarWidth ? 'right' : null });
    i = to;
  }
  return out;
}

function crossesAt(run: CleanRun, x: number): boolean {
  const tolerance = COLUMN_RULES.overhang * (run.fontSize || run.h || 10);
  return run.x + tolerance < x && run.x + run.w - tolerance > x;
}

/**
 * x positions (whole page units, with their neighbours) where the runs of at least minRowsPerSide rows start
 * clear of the text before them on their row (more than a cell gap): the left edge of a column beside another.
 */
function clearCellStarts(rows: Row[], footerTop: number): Set<number> {
  const counts = new Map<number, number>();
  for (const row of rows) {
    if (row.baseline > footerTop || row.runs.length < 2) continue;
    const sorted = [...row.runs].sort((a, b) => a.x - b.x);
    const seen = new Set<number>();
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1]!;
      const b = sorted[i]!;
      const size = Math.min(a.fontSize || a.h || 10, b.fontSize || b.h || 10);
      if (b.x - (a.x + a.w) <= LINE_RULES.segmentGap * size) continue;
      const x = Math.round(b.x);
      if (seen.has(x)) continue;
      seen.add(x);
      counts.set(x, (counts.get(x) ?? 0) + 1);
    }
  }
  const edges = new Set<number>();
  for (const [x, n] of counts) if (n >= COLUMN_RULES.minRowsPerSide) for (const d of [-1, 0, 1]) edges.add(x + d);
  return edges;
}

function findColumnSplit(rows: Row[], width: number, height: number, exactBaselines: boolean): ColumnSplit | null {
  if (rows.length < 2 * COLUMN_RULES.minRowsPerSide) return null;
  const footerTop = height * (1 - COLUMN_RULES.footerFraction);
  // Which candidate x each row blocks: a run crosses x when it reaches past it on both sides by
  // more than the allowed overhang.
  const x0 = width * COLUMN_RULES.searchFrom;
  const count = Math.max(0, Math.floor((width * COLUMN_RULES.searchTo - x0) / COLUMN_RULES.step) + 1);
  const columnEdges = clearCellStarts(rows, footerTop);
  const blocked = rows.map((row) => {
    const marks = new Uint8Array(count);
    if (row.baseline > footerTop) return marks;
    for (const run of row.runs) {
      const tolerance = COLUMN_RULES.overhang * (run.fontSize || run.h || 10);
      const lo = run.x + tolerance;
      const hi = run.x + run.w - tolerance;
      if (hi <= lo) continue;
      const from = Math.max(0, Math.floor((lo - x0) / COLUMN_RULES.step) + 1);
      const to = Math.min(count - 1, Math.ceil((hi - x0) / COLUMN_RULES.step) - 1);
      for (let k = from; k <= to; k++) marks[k] = 1;
    }
    // Runs the line builder would join into one segment (words of one line, "Jane" + "Doe" set in
    // two fonts) are one piece of text: no gutter passes between them.
    const sorted = row.runs.length > 1 ? [...row.runs].sort((a, b) => a.x - b.x) : row.runs;
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1]!;
      const b = sorted[i]!;
      const size = Math.min(a.fontSize || a.h || 10, b.fontSize || b.h || 10);
      const gap = b.x - (a.x + a.w);
      if (gap < 0 || gap > LINE_RULES.segmentGap * size) continue;
      // A side's line set against its edge ("nah.thornton@outlook.com" justified across a sidebar, a word
      // hyphenated there), a few points before a run that opens a line where other rows' cells start clear
      // of what is before them: the other column's edge, not a word of the same line.
      if (gap > 0 && columnEdges.has(Math.round(b.x))) continue;
      const tolerance = COLUMN_RULES.overhang * size;
      const from = Math.max(0, Math.floor((a.x + a.w - tolerance - x0) / COLUMN_RULES.step));
      const to = Math.min(count - 1, Math.ceil((b.x + tolerance - x0) / COLUMN_RULES.step));
      for (let k = from; k <= to; k++) marks[k] = 1;
    }
    return marks;
  });
  // Band "a-b" → the x positions whose gutter runs uncrossed through rows a..b.
  const bands = new Map<string, number[]>();
  for (let k = 0; k < count; k++) {
    const x = x0 + k * COLUMN_RULES.step;
    let start = -1;
    for (let i = 0; i <= rows.length; i++) {
      const crossing = i === rows.length || blocked[i]![k] === 1;
      if (!crossing) {
        if (start < 0) start = i;
        continue;
      }
      if (start >= 0 && i - start >= 2 * COLUMN_RULES.minRowsPerSide) {
        const key = `${start}-${i - 1}`;
        const list = bands.get(key);
        if (list) list.push(x);
        else bands.set(key, [x]);
      }
      start = -1;
    }
  }
  // The height the page's text fills (footers aside) stands for the page when it is shorter.
  const body = rows.filter((r) => r.baseline <= footerTop);
  const filled = body.length ? body[body.length - 1]!.baseline - body[0]!.baseline : height;
  const spanHeight = Math.min(height, filled / COLUMN_RULES.filledShare);
  let best: { split: ColumnSplit; score: number } | null = null;
  const candidates: { split: ColumnSplit; score: number }[] = [];
  for (const [key, xs] of bands) {
    const [from, to] = key.split('-').map(Number) as [number, number];
    const band = rows.slice(from, to + 1).filter((r) => r.baseline <= footerTop);
    // Contiguous x positions are one gutter.
    let runStart = 0;
    for (let i = 1; i <= xs.length; i++) {
      if (i < xs.length && xs[i]! - xs[i - 1]! <= COLUMN_RULES.step * 1.5) continue;
      const run = xs.slice(runStart, i);
      runStart = i;
      const mid = run[Math.floor(run.length / 2)]!;
      const judged = judge(band, mid, width, height, exactBaselines, spanHeight);
      // null is a split with no sidebar (two even columns), undefined no split.
      if (judged === undefined) continue;
      const gutterWidth = run[run.length - 1]! - run[0]! + 1;
      // More rows split is what matters; gutter width beyond a couple of characters only breaks ties.
      const score = band.length * Math.min(gutterWidth, COLUMN_RULES.gutterWidthCap);
      const candidate = { split: { x: mid, fromRow: from, toRow: to, sidebar: judged }, score };
      candidates.push(candidate);
      if (!best || score > best.score) best = candidate;
    }
  }
  return best ? datesKeptWithTheirFlow(best, candidates, rows, footerTop, exactBaselines).split : null;
}

/**
 * A page of three columns — a main column whose entries set their dates apart (right-aligned,
 * or in a narrow column of their own), and a sidebar — has two gutters that split the same rows
 * about as well. The strip between them goes with the flow whose entries it dates: when the chosen
 * gutter leaves a strip of dates on the far side from the flow those dates share their rows with,
 * the other gutter is the one between the flows.
 */
function datesKeptWithTheirFlow(
  best: { split: ColumnSplit; score: number },
  candidates: { split: ColumnSplit; score: number }[],
  rows: Row[],
  footerTop: number,
  exactBaselines: boolean,
): { split: ColumnSplit; score: number } {
  for (const other of candidates) {
    const a = best.split;
    const b = other.split;
    if (other.score < COLUMN_RULES.rivalScore * best.score || Math.abs(a.x - b.x) < COLUMN_RULES.gutterWidthCap) continue;
    const from = Math.max(a.fromRow, b.fromRow);
    const to = Math.min(a.toRow, b.toRow);
    if (to - from + 1 < COLUMN_RULES.rivalOverlap * (a.toRow - a.fromRow + 1)) continue;
    const [lo, hi] = a.x < b.x ? [a.x, b.x] : [b.x, a.x];
    // The flow across the strip from the chosen gutter: left of the strip when the strip lies right of it.
    const flowSide = a.x < b.x ? 'left' : 'right';
    const band = rows.slice(from, to + 1).filter((r) => r.baseline <= footerTop);
    if (stripDatesFlow(band, lo, hi, flowSide, exactBaselines)) return other;
  }
  return best;
}

/** Whether the runs between lo and hi are the dates of the flow on `flowSide` (left of lo or right of hi). */
function stripDatesFlow(band: Row[], lo: number, hi: number, flowSide: 'left' | 'right', exactBaselines: boolean): boolean {
  const inStrip = (r: CleanRun) => r.x + r.w / 2 >= lo && r.x + r.w / 2 < hi;
  const inFlow = (r: CleanRun) => (flowSide === 'left' ? r.x + r.w / 2 < lo : r.x + r.w / 2 >= hi);
  let stripRows = 0;
  const dated: Row[] = [];
  for (const row of band) {
    const strip = row.runs.filter(inStrip);
    if (strip.length === 0) continue;
    stripRows++;
    if (!row.runs.some(inFlow)) continue;
    if (isDateOnly(strip.map((r) => r.text).join(' ').trim())) dated.push(row);
  }
  // Dates on their entries' rows, and most of the strip's rows so: a place beside the employer
  // ("Leeds") may share the strip, a sidebar's own lines may not.
  if (dated.length < COLUMN_RULES.minDateRows || dated.length < COLUMN_RULES.stripDateShare * stripRows) return false;
  if (!exactBaselines) return true;
  const offsets = dated.map((row) => {
    const base = (r: CleanRun) => r.y + r.h;
    return base(row.runs.find(inFlow)!) - base(row.runs.find(inStrip)!);
  });
  return spread(offsets) <= COLUMN_RULES.labelOffsetSpread * median(dated.map((r) => r.size));
}

/** Whether a gutter through a band makes two flows; returns which side is a sidebar (or null), undefined when it does not. */
function judge(body: Row[], x: number, width: number, height: number, exactBaselines: boolean, filledHeight = height): 'left' | 'right' | null | undefined {
  const sideText = (row: Row, side: 'left' | 'right') =>
    row.runs
      .filter((r) => (side === 'left' ? r.x + r.w / 2 < x : r.x + r.w / 2 >= x))
      .map((r) => r.text)
      .join(' ')
      .trim();
  const left = body.filter((r) => sideText(r, 'left'));
  const right = body.filter((r) => sideText(r, 'right'));
  const narrow = x / width < 0.5 ? 'left' : 'right';
  const narrowRows = narrow === 'left' ? left : right;
  const wideRows = narrow === 'left' ? right : left;
  const span = (side: Row[]) => side[side.length - 1]!.baseline - side[0]!.baseline;
  // A narrow side of contact data (phone, e-mail, profile link) that ends while the other side runs on down is a
  // one-page CV's contact sidebar however short it is, and its few lines meet the other side's rows by chance
  // (a label column's rows would run on with the rows they label). Label and date columns hold no contact data.
  const contact =
    Math.min(x / width, 1 - x / width) < COLUMN_RULES.sidebarWidth &&
    narrowRows.length > 0 &&
    wideRows.length > 0 &&
    narrowRows.filter((r) => isContactData(sideText(r, narrow))).length >= COLUMN_RULES.minContactLines &&
    narrowRows[narrowRows.length - 1]!.baseline < wideRows[wideRows.length - 1]!.baseline - COLUMN_RULES.contactEndsBefore * span(wideRows);
  const minNarrowRows = contact ? COLUMN_RULES.minContactRows : COLUMN_RULES.minRowsPerSide;
  if (narrowRows.length < minNarrowRows || wideRows.length < COLUMN_RULES.minRowsPerSide) return undefined;
  const bothHeadings = ownsHeading(body, sideText, 'left') && ownsHeading(body, sideText, 'right');
  // Sides that each name a section, even on a row the other side shares, are measured against the
  // height the page's text fills: a short one-page CV's sidebar and main column. A date or label
  // column names none, nor do a letter's address blocks.
  const named = (side: 'left' | 'right') => body.some((r) => headingKind(sideText(r, side)) !== null);
  const measure = named('left') && named('right') ? filledHeight : height;
  const longEnough = (side: Row[]) => span(side) >= measure * COLUMN_RULES.minSideSpan;
  if (!bothHeadings && !(longEnough(wideRows) && (contact || longEnough(narrowRows)))) return undefined;
  // The dates of the entries in a narrow column of their own, each on its entry's row, are the rows' dates even
  // where the column runs on past the entries (a full-width skills list of short lines) and outnumbers them.
  if (!bothHeadings && (isDateColumn(body, sideText, x / width < 0.5 ? 'left' : 'right', exactBaselines, x) || isDateColumn(body, sideText, x / width < 0.5 ? 'right' : 'left', exactBaselines, x))) return undefined;
  const [sparse, sparseSide] = left.length <= right.length ? [left, 'left' as const] : [right, 'right' as const];
  const otherSide = sparseSide === 'left' ? 'right' : 'left';
  // Headings, bare dates ("Jan 2016 –", "Oktober September") and the document's title
  // ("Curriculum Vitae", "europass") are what label columns hold; the other lines tell whether
  // the side has content of its own or only labels aligned with rows.
  // A heading wrapped in the narrow label column ("INFORMATIONS" / "PERSONNELLES") is a label
  // on both of its lines.
  const contentOf = (rows: Row[], side: 'left' | 'right') =>
    rows.filter((r, k) => {
      const text = sideText(r, side);
      const above = k > 0 ? sideText(rows[k - 1]!, side) : '';
      const below = k + 1 < rows.length ? sideText(rows[k + 1]!, side) : '';
      const wrappedHeading = (above && headingKind(`${above} ${text}`)) || (below && headingKind(`${text} ${below}`));
      return !headingKind(text) && !isDatePiece(text, above) && !isDocumentTitle(text) && !isTitleLabel(text) && !wrappedHeading && !isFormLabel(text, above) && !isDateLabel(text);
    });
  const content = contentOf(sparse, sparseSide);
  // A side of nothing but labels is a label column even when the other side names a section of
  // its own (a subheading of a Europass content column): a column without content is no flow.
  if (content.length === 0) return undefined;
  // The old Europass form's label column holds more lines than its values when its labels wrap over
  // two lines or three: the denser side, made of nothing but the form's labels, is no flow either.
  const dense = sparseSide === 'left' ? right : left;
  if (!bothHeadings && contentOf(dense, otherSide).length <= 1) return undefined;
  const aligned = content.filter((r) => sideText(r, otherSide)).length;
  const alignment = aligned / Math.max(1, content.length);
  const offsets = content.filter((r) => sideText(r, otherSide)).map((r) => baselineOffset(r, x));
  if (process.env.VITAE_DEBUG_COLUMNS) console.log('judge x', x.toFixed(0), 'L', left.length, 'R', right.length, 'align', alignment.toFixed(2), 'both', bothHeadings, 'spread', spread(offsets).toFixed(2));
  // One stray line (a headline under the name, a logo) does not make a label column a flow.
  // Labels sit on their row's baseline, or a steady offset from it (a smaller type in a table
  // cell); a sidebar's lines meet the other side's rows by chance, each at its own offset. OCR's
  // baselines are too rough to tell.
  const steady = !exactBaselines || spread(offsets) <= COLUMN_RULES.labelOffsetSpread * median(content.map((r) => r.size));
  const labelColumn = steady && (alignment >= COLUMN_RULES.independentAlignment || content.length - aligned <= 1);
  if (!bothHeadings && labelColumn && !contact) return undefined;
  const leftWidth = x / width;
  if (leftWidth < COLUMN_RULES.sidebarWidth) return 'left';
  if (1 - leftWidth < COLUMN_RULES.sidebarWidth) return 'right';
  // Two columns of even width are a CV's two flows when one of them opens a section; a letter's
  // sender and recipient blocks side by side open none.
  return bothHeadings || ownsHeading(body, sideText, 'left') || ownsHeading(body, sideText, 'right') ? null : undefined;
}

/**
 * Whether the narrow side is the entries' date column: where it shares a row with the other side it holds a date
 * (almost always), on the row's baseline. A sidebar's lines meet the other side's rows by chance, and its
 * shared rows hold its own text (contact, skills, languages), not dates.
 */
function isDateColumn(body: Row[], sideText: (row: Row, side: 'left' | 'right') => string, narrow: 'left' | 'right', exactBaselines: boolean, x: number): boolean {
  const other = narrow === 'left' ? 'right' : 'left';
  const shared: { date: boolean; place: boolean; row: Row }[] = [];
  let previous = '';
  let previousDate = false;
  for (const row of body) {
    const text = sideText(row, narrow);
    if (!text) continue;
    const date = isDatePiece(text, previous);
    // "03/2021 – Present" over "London": the entry's place right under its dates, on the employer's row.
    const place = !date && previousDate && isPlaceLike(text);
    if (sideText(row, other) && !headingKind(text)) shared.push({ date, place, row });
    previous = text;
    previousDate = date;
  }
  const dates = shared.filter((s) => s.date);
  // One stray shared row (a list wrapping across the gutter below the entries) does not outvote
  // the dates once they are more than the minimum; the places under the dates are the column's too.
  const stray = shared.length - dates.length - shared.filter((s) => s.place).length;
  if (dates.length < COLUMN_RULES.minDateRows) return false;
  const placed = dates.length + (shared.length - dates.length - stray);
  if (placed < COLUMN_RULES.independentAlignment * shared.length && !(stray <= 1 && dates.length > COLUMN_RULES.minDateRows)) return false;
  const offsets = dates.map((s) => baselineOffset(s.row, x));
  return !exactBaselines || spread(offsets) <= COLUMN_RULES.labelOffsetSpread * median(dates.map((s) => s.row.size));
}

/** A town or region as an entry's date column sets it under the dates: a few capitalised words, no digits, no contact data. */
function isPlaceLike(text: string): boolean {
  const words = text.split(/[\s,]+/).filter(Boolean);
  return words.length <= 4 && /^\p{Lu}/u.test(text) && !/\d|@|https?:|www\./u.test(text);
}

// An e-mail address, a profile link, a phone number (nine digits at least), a personal detail given after its label
// ("Geburtsdatum: 12.03.1990", "Adresse : Lyon"): what a contact block's lines hold. A period's months and years
// ("03/2019 - 06/2021") have as many digits and are no phone: they are read past. A label alone is a form's label
// column's (its value stands in the other column).
const EMAIL_OR_LINK = /[\w.%+-]@[\w-]+\.\w|linkedin|github|xing\.com|https?:\/\/|www\./i;
const PHONE = /\+?\d(?:[\s()./-]{0,2}\d){8,}/;
const MONTH_YEAR = /\b(?:\d{1,2}[./-])?(?:19|20)\d{2}\b/g;
const DETAIL_VALUE = /^[^:：\d]{0,12}[:：]|\d/u;
const DETAIL_LABELS = ['birth-date-label', 'address-label', 'phone-label', 'nationality-label'].map((concept) => cueMatcher(concept));
const isContactData = memoByText((text: string): boolean => {
  if (EMAIL_OR_LINK.test(text) || PHONE.test(text.replace(MONTH_YEAR, ' '))) return true;
  const key = foldKey(text);
  return DETAIL_LABELS.some((labels) => {
    const hit = labels.find(text);
    // The value after its label's colon, or a date or number ("Geboren am 12.03.1990"): "Ciudad de
    // México" opens with an address label's word and is a place, the line of an entry's date column.
    return hit?.index === 0 && key.length > hit.cue.length + 1 && DETAIL_VALUE.test(text.slice(hit.cue.length));
  });
});

/** A date, or the tail of one wrapped in a narrow column ("2024-" / "06"). */
function isDatePiece(text: string, above: string): boolean {
  if (isDateOnly(text)) return true;
  return /^\d{1,2}$/.test(text) && /\d[-./]$/.test(above) && isDateOnly(`${above}${text}`);
}

/** Left side's baseline minus right side's (first run of each side) in a row. */
function baselineOffset(row: Row, x: number): number {
  const base = (r: CleanRun) => r.y + r.h;
  const left = row.runs.filter((r) => r.x + r.w / 2 < x);
  const right = row.runs.filter((r) => r.x + r.w / 2 >= x);
  return base(left[0]!) - base(right[0]!);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 10;
}

/** Standard deviation. */
function spread(values: number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
}

/** A heading that owns its row on one side (the other side empty or a heading too) opens a section of that side's flow. */
function ownsHeading(body: Row[], sideText: (row: Row, side: 'left' | 'right') => string, side: 'left' | 'right'): boolean {
  return body.some((row) => {
    const mine = sideText(row, side);
    // "Freelance", "Selbstständig" on a row of its own: a job's employer as often as a heading.
    if (!mine || !headingKind(mine) || isSelfEmployment(mine)) return false;
    const other = sideText(row, side === 'left' ? 'right' : 'left');
    return !other || headingKind(other) !== null;
  });
}

/**
 * Lines of a page in reading order: rows outside split bands whole; within a band, its left
 * column, then its right column.
 */
export function splitRows(rows: Row[], page: number, splits: ColumnSplit[]): Line[] {
  const out: Line[] = [];
  let i = 0;
  for (const split of splits) {
    for (; i < split.fromRow; i++) {
      const line = rowLine(rows[i]!, page);
      if (line) out.push(line);
    }
    const columns: Line[][] = [[], []];
    for (const row of rows.slice(split.fromRow, split.toRow + 1)) {
      const sides: [CleanRun[], 1 | 2][] = [
        [row.runs.filter((r) => r.x + r.w / 2 < split.x), 1],
        [row.runs.filter((r) => r.x + r.w / 2 >= split.x), 2],
      ];
      for (const [runs, column] of sides) {
        if (!runs.length) continue;
        const line = rowLine(row, page, runs);
        if (!line) continue;
        line.column = column;
        line.sidebar = (split.sidebar === 'left' && column === 1) || (split.sidebar === 'right' && column === 2);
        columns[column - 1]!.push(line);
      }
    }
    out.push(...columns[0]!, ...columns[1]!);
    i = split.toRow + 1;
  }
  for (; i < rows.length; i++) {
    const line = rowLine(rows[i]!, page);
    if (line) out.push(line);
  }
  return out;
}
