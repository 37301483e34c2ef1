/**
 * Step 2a of layout: runs → lines. Runs whose baselines agree within a tolerance proportional to
 * their font height share a line; along a line, runs closer than a fraction of the font size are
 * one segment (joined with a space when there is a visible gap), a wider gap starts a new segment
 * (a table cell, a right-aligned date, the other column).
 */
import type { BlockInfo, Page } from '../extract/document.ts';
import type { Line, Segment } from './layout-types.ts';
import { CELL_SEPARATOR } from './layout-types.ts';
import { headingKind } from '../../knowledge/lexicons/headings.ts';
import { type CleanRun, cleanRuns, composeSpacingAccents } from './run-cleaning.ts';
import { memoByText } from '../../knowledge/text/memo.ts';
import { despacedRuns } from './letter-spacing.ts';
import { isDateOnly } from '../../knowledge/dates/date-grammar.ts';

export const LINE_RULES = {
  /** Baselines closer than this share a line (× the smaller font size). */
  baselineTolerance: 0.45,
  /** A horizontal gap under this (× font size) joins runs without a space (kerning, ligatures). */
  touchingGap: 0.12,
  /** A horizontal gap over this (× font size) starts a new segment. */
  segmentGap: 1.1,
  /** After a section name opening a row, a gap over this (× font size) starts a new segment. */
  headingCellGap: 0.6,
  /**
   * Between runs of another size, a gap over this (× font size) starts a new
   * segment: a form's label cell and its value set close ("Titolo della qualifica rilasciata" in 9 pt
   * grey, a few points from the degree in bold), where words of one phrase keep a word space.
   */
  styleCellGap: 0.5,
  /** Font sizes this far apart (points) are another type. */
  styleSizeStep: 1,
  /** Where the weight changes (bold to regular or back), a gap over this (× font size) marks a field's end (Segment.weightHead). */
  weightBreakGap: 0.6,
  /** A step down to a type this much smaller (ratio of sizes) after a word space marks a field's end (Segment.typeHead). */
  typeBreakRatio: 1.12,
} as const;

export interface Row {
  baseline: number;
  size: number;
  runs: CleanRun[];
  /** A running footer or header kept once for the contact data it carries. */
  running?: boolean;
}

/** Groups a page's runs into rows sharing a baseline. */
export function buildRows(page: Page): Row[] {
  const runs = cleanRuns(page.lines);
  const sorted = [...runs].sort((a, b) => a.y + a.h - (b.y + b.h) || a.x - b.x);
  const rows: Row[] = [];
  for (const run of sorted) {
    const baseline = run.y + run.h;
    const size = run.fontSize || run.h || 10;
    let row: Row | undefined;
    for (let i = rows.length - 1; i >= 0 && i >= rows.length - 4; i--) {
      const r = rows[i]!;
      if (Math.abs(r.baseline - baseline) <= LINE_RULES.baselineTolerance * Math.min(r.size, size) && sameBlockRow(r, run)) {
        row = r;
        break;
      }
    }
    if (row) {
      row.runs.push(run);
      // Keep the row's baseline that of its biggest text (superscripts must not drag it).
      if (size > row.size) {
        row.size = size;
        row.baseline = baseline;
      }
    } else rows.push({ baseline, size, runs: [run] });
  }
  return rows;
}

/** The line of a row (or of some of its runs: one column's), null when only bullets remain. */
export function rowLine(row: Row, page: number, runs: CleanRun[] = row.runs): Line | null {
  const segments = segmentRow(runs);
  if (!segments.length) return null;
  const line = lineOf(segments, page, row.baseline);
  if (row.running) line.running = true;
  return line;
}

function sameBlockRow(row: Row, run: CleanRun): boolean {
  // Two DOCX paragraphs never share a line, unless they are cells of one table row.
  const a = row.runs[0]?.block;
  const b = run.block;
  if (!a || !b) return true;
  if (a.kind === 'table-cell' && b.kind === 'table-cell') {
    // A nested table's cells share the line of the outer row they sit in (the heading cell beside them).
    const [p, q] = [outermostCell(a), outermostCell(b)];
    return p.table === q.table && p.row === q.row;
  }
  return a.paragraph === b.paragraph;
}

/** The outermost table cell a run sits in: its own, or the one its nested table sits in. */
export function outermostCell(block: BlockInfo): { table?: number; row?: number; col?: number } {
  return block.outer ?? block;
}

// A label ("Tools:", "Other:") introduces its own line's content; only a bare section name can be a cell.
const isHeadingText = memoByText((text: string) => text.trim().split(/\s+/).length <= 3 && !/[:：]\s*$/.test(text) && headingKind(text.trim()) !== null);
/** A short text of nothing but dates, month names, "present" words and dashes: a date column's cell or a piece of one. */
const isDatePiece = memoByText((text: string) => text.trim().length <= 32 && isDateOnly(text));

function segmentRow(runs: CleanRun[]): Segment[] {
  const sorted = [...runs].sort((a, b) => a.x - b.x);
  const segments: Segment[] = [];
  let current: { runs: CleanRun[]; text: string; x: number; right: number; weightHead?: string; typeHead?: string; leadingDash?: Segment['leadingDash'] } | null = null;
  const flush = () => {
    if (!current) return;
    const real = current.runs.filter((r) => !r.isBullet);
    const spaced = real.length === current.runs.length ? despacedRuns(real, weightedSize(real)) : null;
    const text = spaced ?? composeSpacingAccents(current.text, current.runs).replace(/[^\S\t]+/g, ' ').replace(/ ?\t ?/g, '\t').trim();
    if (text && real.length) {
      const size = weightedSize(real);
      const boldChars = real.filter((r) => r.bold).reduce((s, r) => s + r.text.length, 0);
      const italicChars = real.filter((r) => r.italic).reduce((s, r) => s + r.text.length, 0);
      const chars = real.reduce((s, r) => s + r.text.length, 0);
      const ys = current.runs.map((r) => r.y);
      const bottoms = current.runs.map((r) => r.y + r.h);
      segments.push({
        text: current.runs[0]!.isBullet ? `• ${text.replace(/^[•·▪◦●○■►▶➢➤✓✔*\-–—]+\s*/u, '')}` : text,
        x: current.x,
        y: Math.min(...ys),
        w: current.right - current.x,
        h: Math.max(...bottoms) - Math.min(...ys),
        fontSize: size,
        bold: boldChars > chars / 2,
        italic: italicChars > chars / 2,
        block: blockOf(current.runs),
        ...(current.runs[0]!.wrapped ? { wrapped: true } : {}),
        ...(spaced ? { letterSpaced: true } : {}),
        ...(current.weightHead && text.startsWith(current.weightHead) && text.length > current.weightHead.length ? { weightHead: current.weightHead } : {}),
        ...(current.leadingDash ? { leadingDash: current.leadingDash } : {}),
        ...(current.typeHead && text.startsWith(current.typeHead) && text.length > current.typeHead.length ? { typeHead: current.typeHead } : {}),
      });
    } else if (LONE_DASH.test(text)) {
      // Kept for the stacked-dates step, which drops it unless it joins a period's two ends.
      const run = current.runs[0]!;
      segments.push({ text, x: current.x, y: run.y, w: current.right - current.x, h: run.h, fontSize: run.fontSize || run.h || 10, bold: false, italic: false, block: blockOf(current.runs), loneDash: true });
    }
    current = null;
  };
  for (const run of sorted) {
    const size = run.fontSize || run.h || 10;
    if (current) {
      const gap = run.x - current.right;
      // A section name opening the row, then a gap wider than a word space: a heading column
      // with a narrow gutter ("Esperienze   Azienda Ospedaliera …"), not one phrase.
      // Unless the next words go on with the name ("EXPERIENCIA" + "LABORAL" set in a monospaced
      // type, whose word space is as wide as that gap).
      const headingCell = segments.length === 0 && gap > LINE_RULES.headingCellGap * size && isHeadingText(current.text) && !isHeadingText(`${current.text} ${run.text}`);
      // Likewise after a date or a piece of one opening a row, in a date column set close to the entries
      // (moderncv's "settembre" / "2018 - marzo" / "2020" right-aligned a few points before the degree).
      const dateCell = segments.length === 0 && gap > LINE_RULES.headingCellGap * size && isDatePiece(current.text) && !isDatePiece(`${current.text} ${run.text}`);
      // Another cell of a DOCX table is another segment, however close its text comes to the last
      // cell's (a title filling its cell runs up to the employer in the next one).
      const last = current.runs[current.runs.length - 1]!;
      const lastSize = last.fontSize || last.h || 10;
      // A change of weight alone is left to the line's weightHead (a bold skill group's label keeps its items).
      const otherType = Math.abs(lastSize - size) >= LINE_RULES.styleSizeStep;
      // Measured in the larger type (small capitals alternate sizes inside a word, "P H D  RESEARCHER"); only
      // on a page's own geometry: a flow format's paragraph (DOCX) places its runs by estimate.
      const styleCell = otherType && !last.block && !run.block && gap > LINE_RULES.styleCellGap * Math.max(lastSize, size) && !last.isBullet;
      if (headingCell || dateCell || styleCell || otherCell(last, run) || (gap > LINE_RULES.segmentGap * size && !(current.runs.every((r) => r.isBullet) && gap < 4 * size))) {
        flush();
      } else if (current) {
        const last = current.runs[current.runs.length - 1]!;
        // A dash alone, a cell's width before the text it is taken to bullet: maybe a period's dash.
        if (current.runs.length === 1 && last.isBullet && gap > LINE_RULES.segmentGap * size && LONE_DASH.test(last.text.trim())) {
          current.leadingDash = { right: current.right, textX: run.x };
        }
        // "**Sales Manager**   Acme Ltd": a change of weight after more than a word space, a capitalized word after it.
        if (!current.weightHead && gap > LINE_RULES.weightBreakGap * size && !last.isBullet && !run.isBullet && last.bold !== run.bold && /^\s*[\p{Lu}\p{N}]/u.test(run.text)) {
          current.weightHead = current.text.replace(/\s+/g, ' ').trim();
        }
        // "Giulia Ferrandi  Ingegnere gestionale": everything so far in one large type, then a word space and
        // a much smaller type (small capitals alternate sizes inside the words, so they never qualify).
        if (!current.typeHead && gap > LINE_RULES.touchingGap * size && !last.isBullet && !run.isBullet && stepsDown(current.runs, size)) {
          current.typeHead = current.text.replace(/\s+/g, ' ').trim();
        }
        const needsSpace = gap > LINE_RULES.touchingGap * size && !current.text.endsWith(' ') && !run.text.startsWith(' ');
        current.text += (needsSpace ? ' ' : '') + run.text;
        current.runs.push(run);
        current.right = Math.max(current.right, run.x + run.w);
        continue;
      }
    }
    current = { runs: [run], text: run.text, x: run.x, right: run.x + run.w };
  }
  flush();
  return segments;
}

// One dash glyph, alone in its cell.
const LONE_DASH = /^[-–—‒−]$/u;
/** All runs so far share one type, and the next run's size is a clear step below it. */
function stepsDown(runs: CleanRun[], size: number): boolean {
  const first = runs[0]!.fontSize || runs[0]!.h || 10;
  if (!runs.every((r) => Math.abs((r.fontSize || r.h || 10) - first) < LINE_RULES.styleSizeStep)) return false;
  return first >= LINE_RULES.typeBreakRatio * size;
}

function otherCell(a: CleanRun, b: CleanRun): boolean {
  const [p, q] = [a.block, b.block];
  if (p?.kind !== 'table-cell' || q?.kind !== 'table-cell') return false;
  const [op, oq] = [outermostCell(p), outermostCell(q)];
  if (op.table !== oq.table || op.row !== oq.row) return false;
  return op.col !== oq.col || (p.table === q.table && p.row === q.row && p.col !== q.col);
}

function weightedSize(runs: CleanRun[]): number {
  let total = 0;
  let chars = 0;
  for (const r of runs) {
    const n = r.text.trim().length || 1;
    total += (r.fontSize || r.h) * n;
    chars += n;
  }
  return Math.round((total / chars) * 10) / 10;
}

function blockOf(runs: CleanRun[]): BlockInfo | undefined {
  return runs.find((r) => r.block)?.block;
}

export function lineOf(segments: Segment[], page: number, baseline: number): Line {
  const x = Math.min(...segments.map((s) => s.x));
  const right = Math.max(...segments.map((s) => s.x + s.w));
  const y = Math.min(...segments.map((s) => s.y));
  const bottom = Math.max(...segments.map((s) => s.y + s.h));
  const chars = segments.reduce((n, s) => n + s.text.length, 0);
  const boldChars = segments.filter((s) => s.bold).reduce((n, s) => n + s.text.length, 0);
  const italicChars = segments.filter((s) => s.italic).reduce((n, s) => n + s.text.length, 0);
  const size = segments.reduce((n, s) => n + s.fontSize * s.text.length, 0) / Math.max(1, chars);
  return {
    text: segments.map((s) => s.text).join(CELL_SEPARATOR),
    segments,
    page,
    x,
    y,
    w: right - x,
    h: bottom - y,
    baseline,
    fontSize: Math.round(size * 10) / 10,
    bold: boldChars > chars / 2,
    italic: italicChars > chars / 2,
    column: 0,
    sidebar: false,
    gapAbove: 0,
    block: segments.find((s) => s.block)?.block,
    ...(segments.every((s) => s.letterSpaced) ? { letterSpaced: true } : {}),
  };
}
