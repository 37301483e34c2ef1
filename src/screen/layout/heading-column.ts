/**
 * Headings set in a column of their own beside their content: templates that print each
 * section's name in a narrow left column share the row between the heading and the section's
 * first line ("Experience ⇥ Acme Ltd, Leeds ⇥ 2019 – 2021"). When the first cells of rows, at
 * one x, name different section kinds, each is lifted out as a heading line of its own, placed
 * before the rest of its row; a heading wrapped in its narrow column ("Experiencia" /
 * "profesional") is joined back and taken off the row below.
 */
import { headingKind } from '../../knowledge/lexicons/headings.ts';
import { cueLabel } from '../../knowledge/lexicons/locale-cues.ts';
import type { Line } from './layout-types.ts';
import { lineOf } from './line-builder.ts';

export const HEADING_COLUMN_RULES = {
  /** First cells this close in x (page units) are one column. */
  xTolerance: 4,
  /** A heading cell has at most this many words. */
  maxWords: 5,
  /** Distinct section kinds the column must name before its cells count as headings. */
  minKinds: 2,
} as const;

interface Candidate {
  index: number;
  kind: string;
}

export function liftColumnHeadings(lines: Line[]): Line[] {
  const candidates: Candidate[] = [];
  lines.forEach((line, index) => {
    const first = line.segments[0];
    // A label ("Tools:") introduces its row's content; a heading column holds bare section names.
    if (line.segments.length < 2 || !first || first.text.split(/\s+/).length > HEADING_COLUMN_RULES.maxWords || /[:：]\s*$/.test(first.text)) return;
    // A heading wrapped in its narrow column names its kind only with the next row's first cell
    // ("Istruzione e" / "formazione").
    const below = lines[index + 1]?.segments[0];
    const wordsOnly = /^\p{L}[\p{L}\s&'’-]*$/u.test(first.text);
    const kind = headingKind(first.text) ?? (wordsOnly && below && below.text.split(/\s+/).length <= 2 && below.x < first.x + first.w ? headingKind(`${first.text} ${below.text}`) : null);
    if (kind) candidates.push({ index, kind });
  });
  if (!candidates.length) return lines;
  // Only a column of headings counts: several kinds, their cells starting at one x on a page.
  const lifted = new Set<number>();
  for (const c of candidates.length >= HEADING_COLUMN_RULES.minKinds ? candidates : []) {
    const line = lines[c.index]!;
    const x = line.segments[0]!.x;
    const right = x + line.segments[0]!.w;
    const contentX = line.segments[1]!.x;
    // Left-aligned, right-aligned (against the gutter), or beside content that starts at one x.
    const peers = candidates.filter((o) => {
      const other = lines[o.index]!;
      const head = other.segments[0]!;
      if (other.page !== line.page) return false;
      const sameContent = Math.abs(other.segments[1]!.x - contentX) <= HEADING_COLUMN_RULES.xTolerance && head.x < right && head.x + head.w > x;
      return sameContent || Math.abs(head.x - x) <= HEADING_COLUMN_RULES.xTolerance || Math.abs(head.x + head.w - right) <= HEADING_COLUMN_RULES.xTolerance;
    });
    const kinds = new Set(peers.map((p) => p.kind));
    if (kinds.size >= HEADING_COLUMN_RULES.minKinds) lifted.add(c.index);
  }
  for (const c of candidates) if (!lifted.has(c.index) && (c.kind === 'education' || ownTableCell(lines[c.index]!, c.kind)) && loneHeadingCell(lines, c.index)) lifted.add(c.index);
  if (!lifted.size) return lines;
  const out: Line[] = [];
  const dropped = new Set<number>();
  lines.forEach((line, index) => {
    if (dropped.has(index)) return;
    if (!lifted.has(index)) {
      out.push(line);
      return;
    }
    let head = line.segments[0]!;
    // The heading's second word wrapped onto the next row, in the same narrow column.
    const next = lines[index + 1];
    const below = next?.segments[0];
    const aligned = below && (Math.abs(below.x - head.x) <= HEADING_COLUMN_RULES.xTolerance || Math.abs(below.x + below.w - (head.x + head.w)) <= HEADING_COLUMN_RULES.xTolerance);
    if (next && below && aligned && next.page === line.page && (!lifted.has(index + 1) || !headingKind(head.text)) && below.w < head.w * 2 + 20) {
      const joined = `${head.text} ${below.text}`;
      // Two stacked headings are not one wrapped heading, unless the first names none alone.
      if (headingKind(joined) && (!headingKind(below.text) || !headingKind(head.text)) && below.text.split(/\s+/).length <= 2) {
        head = { ...head, text: joined, w: Math.max(head.w, below.w), h: below.y + below.h - head.y };
        const rest = next.segments.slice(1);
        lifted.delete(index + 1);
        if (rest.length) lines[index + 1] = withLayout(lineOf(rest, next.page, next.baseline), next);
        else dropped.add(index + 1);
      }
    }
    out.push(withLayout(lineOf([head], line.page, line.baseline), line));
    out.push(withLayout(lineOf(line.segments.slice(1), line.page, line.baseline), line));
  });
  return out;
}

function withLayout(line: Line, from: Line): Line {
  line.column = from.column;
  line.sidebar = from.sidebar;
  return line;
}

/** Sections of the candidate's work a table's heading cell may name (not a form's personal details or wishes). */
const CELL_HEADING_KINDS = new Set<string>(['experience', 'education', 'skills', 'languages', 'certifications', 'projects', 'publications', 'awards', 'volunteering']);

/**
 * A flow document's table row whose first cell is the section's name, the next cell its first entry
 * ("Esperienza lavorativa ⇥ Analista dati" in a DOCX table), or a text box holding the name beside the
 * body's first entry: the cell or box is the heading's own, so one such row heads its section even when
 * the CV's other headings are lines of their own.
 */
function ownTableCell(line: Line, kind: string): boolean {
  const [head, content] = line.segments;
  const a = head?.block;
  const b = content?.block;
  if (!CELL_HEADING_KINDS.has(kind) || !a || !b) return false;
  if (a.kind === 'table-cell') return b.kind === 'table-cell' && a.table === b.table && a.row === b.row && a.col !== b.col;
  // A text box set in the margin beside the body's first entry: the box holds the name alone.
  return a.kind === 'textbox' && b.box !== a.box;
}

/**
 * "EDUCATION ⇥ Master of Science …, University of …" with the entry's other lines below the content
 * only: the studies set in a table or column of their own (the CV's other headings are lines of their
 * own). Its first cell is the section's name set apart from the content (capitals, bold or a larger
 * type the content lacks), and nothing below it in its column: the next line starts at the content.
 * Only the studies: a lone label beside a name or a wish ("PERSONAL INFORMATION ⇥ Clara …") is a form's.
 */
function loneHeadingCell(lines: Line[], index: number): boolean {
  const line = lines[index]!;
  const [head, content] = line.segments as [Line['segments'][number], Line['segments'][number]];
  if (!headingKind(head.text)) return false;
  const letters = (t: string) => t.replace(/[^\p{L}]/gu, '');
  const capitals = (t: string) => letters(t).length >= 3 && letters(t) === letters(t).toUpperCase();
  const apart = (capitals(head.text) && !capitals(content.text)) || (head.bold && !content.bold) || head.fontSize > content.fontSize + 0.5;
  const next = lines[index + 1];
  if (!apart || !next || next.page !== line.page || Math.abs(next.x - content.x) > HEADING_COLUMN_RULES.xTolerance) return false;
  // The content opens a block: a line right above it in its column it would carry on ("… informáticos," /
  // "Y de Componentes …" beside a label set across the rows).
  const prev = lines[index - 1];
  const size = content.fontSize || 10;
  return !prev || prev.page !== line.page || Math.abs(prev.x - content.x) > HEADING_COLUMN_RULES.xTolerance || line.baseline - prev.baseline > size * 1.8;
}

/** "Education: Bachelor of Science …": an education heading closed by a colon, then its first entry. */
const INLINE_HEADING = /^(\p{L}[\p{L}'’ -]{2,40}?)\s*[:：]\s+(?=\S)/u;
/** "Degree: …", "Università: …", "Titolo di studio: …": an entry's own field, not the section's name. */
const ENTRY_FIELD_LABELS = ['entry-title-label', 'entry-org-label', 'entry-date-label'];
/** "Nationality: Italian": a line of a form opening with a label of its own. */
const LABEL_START = /^\p{L}[\p{L}'’ .-]{0,30}[:：]\s/u;

/**
 * "Istruzione: Laurea in Economia, Università di …" over the next entries: the studies' heading
 * written as a label, their first entry after it on the same line. The heading is lifted out as a
 * line of its own, before the rest of the line, when the rest names a degree or a school and the
 * line below is no other labelled field of a form ("Date of birth: …" under "Education: …" in a
 * block of personal details stays that block's line). Only the studies: a label naming another
 * kind ("Languages: English, Italian") stays as it is written.
 */
export function liftInlineEducationHeadings(lines: Line[], namesStudy: (text: string) => boolean): Line[] {
  let out: Line[] | null = null;
  lines.forEach((line, index) => {
    const first = line.segments[0];
    const m = first ? INLINE_HEADING.exec(first.text) : null;
    const next = lines[index + 1];
    const lift =
      !!m &&
      headingKind(m[1]!) === 'education' &&
      !ENTRY_FIELD_LABELS.some((c) => cueLabel(c).test(first!.text)) &&
      namesStudy(first!.text.slice(m[0].length)) &&
      !(next && next.page === line.page && LABEL_START.test(next.text) && !(INLINE_HEADING.exec(next.text) && headingKind(INLINE_HEADING.exec(next.text)![1]!)));
    if (!lift) {
      out?.push(line);
      return;
    }
    out ??= lines.slice(0, index);
    const head = first!;
    const share = m![0].length / Math.max(1, head.text.length);
    const headSeg = { ...head, text: m![1]!.trim(), w: head.w * share };
    const restSeg = { ...head, text: head.text.slice(m![0].length), x: head.x + head.w * share, w: head.w * (1 - share) };
    out.push(withLayout(lineOf([headSeg], line.page, line.baseline), line));
    out.push(withLayout(lineOf([restSeg, ...line.segments.slice(1)], line.page, line.baseline), line));
  });
  return out ?? lines;
}

/** A side column's heading shares its baseline with its section's first line within this share of its size. */
const SIDE_BASELINE_EM = 0.35;

interface SideHeading {
  /** Indexes of the heading's lines in its column (two when it wrapped). */
  indexes: number[];
  kind: string;
  /** The line of another column, to its right on its baseline, that opens the section. */
  partner: number;
}

/**
 * Headings set in a side column of their own, each on the baseline of its section's first line in the
 * column to its right (moderncv's "fancy" style: contact details and then every section's name right
 * aligned in a narrow left column, sometimes wrapped over two lines). The columns were split apart, so
 * the headings would stand in the side column's flow with nothing under them. Lifted into the content
 * column, each before the line that shares its baseline, when the side column holds nothing but
 * headings from the first one down (a sidebar of its own sections has content under each), the
 * content column names no section itself, and the headings name at least two kinds.
 */
export function liftSideColumnHeadings(lines: Line[]): Line[] {
  const found: SideHeading[] = [];
  const taken = new Set<number>();
  lines.forEach((line, index) => {
    if (taken.has(index) || line.segments.length !== 1 || !/^\p{L}[\p{L}\s&'’-]*$/u.test(line.text) || line.text.split(/\s+/).length > HEADING_COLUMN_RULES.maxWords) return;
    const next = lines[index + 1];
    const wraps = next && next.page === line.page && next.column === line.column && next.segments.length === 1 && next.text.split(/\s+/).length <= 2 && sideAligned(line, next) && next.y - (line.y + line.h) < line.fontSize * 0.6;
    const joined = wraps ? headingKind(`${line.text} ${next.text}`) : null;
    const kind = headingKind(line.text) ?? joined;
    if (!kind) return;
    const indexes = !headingKind(line.text) || (joined && !headingKind(next!.text)) ? [index, index + 1] : [index];
    const size = line.fontSize || 10;
    const partner = lines.findIndex((o) => o.page === line.page && o.column !== line.column && o.x >= line.x + line.w - HEADING_COLUMN_RULES.xTolerance && Math.abs(o.baseline - line.baseline) <= SIDE_BASELINE_EM * size);
    if (partner < 0) return;
    for (const i of indexes) taken.add(i);
    found.push({ indexes, kind, partner });
  });
  if (new Set(found.map((f) => f.kind)).size < HEADING_COLUMN_RULES.minKinds) return lines;
  // Per page and side column: from its first heading down, nothing but headings.
  const sides = new Set(found.map((f) => `${lines[f.indexes[0]!]!.page}:${lines[f.indexes[0]!]!.column}`));
  for (const side of sides) {
    const [page, column] = side.split(':').map(Number);
    const first = Math.min(...found.filter((f) => lines[f.indexes[0]!]!.page === page && lines[f.indexes[0]!]!.column === column).map((f) => f.indexes[0]!));
    const rest = lines.map((l, i) => ({ l, i })).filter(({ l, i }) => i >= first && l.page === page && l.column === column);
    if (rest.some(({ i }) => !taken.has(i))) return lines;
    // The content column's own lines name no section.
    const partnerColumns = new Set(found.filter((f) => lines[f.indexes[0]!]!.page === page).map((f) => lines[f.partner]!.column));
    if (lines.some((l) => l.page === page && partnerColumns.has(l.column) && l.segments.length === 1 && l.text.split(/\s+/).length <= HEADING_COLUMN_RULES.maxWords && headingKind(l.text))) return lines;
  }
  const before = new Map<number, Line>();
  for (const f of found) {
    const parts = f.indexes.map((i) => lines[i]!);
    const target = lines[f.partner]!;
    const segs = parts.map((p) => p.segments[0]!);
    const head = { ...segs[0]!, text: segs.map((s) => s.text).join(' '), x: Math.min(...segs.map((s) => s.x)), w: Math.max(...segs.map((s) => s.x + s.w)) - Math.min(...segs.map((s) => s.x)) };
    // Set just above the line it opens: it stands on that line's baseline, and a heading line of the
    // content's flow comes before the content.
    const lifted = withLayout(lineOf([head], target.page, target.baseline), target);
    before.set(f.partner, lifted);
  }
  const out: Line[] = [];
  lines.forEach((line, index) => {
    if (taken.has(index)) return;
    const head = before.get(index);
    if (head) out.push(head);
    out.push(line);
  });
  return out;
}

/** Two lines of one narrow column set flush left or flush right. */
function sideAligned(a: Line, b: Line): boolean {
  return Math.abs(a.x - b.x) <= HEADING_COLUMN_RULES.xTolerance || Math.abs(a.x + a.w - (b.x + b.w)) <= HEADING_COLUMN_RULES.xTolerance;
}
