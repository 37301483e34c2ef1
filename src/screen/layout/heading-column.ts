/**
 * Headings set in a column of their own beside their content: templates that print each
 * section's name in a narrow left column share the row between the heading and the section's
 * first line ("Experience ⇥ Acme Ltd, Leeds ⇥ 2019 – 2021"). When the first cells of rows, at
 * one x, name different section kinds, each is lifted out as a heading line of its own, placed
 * before the rest of its row; a heading wrapped in its narrow column ("Experiencia" /
 * "profesional") is joined back and taken off the row below.
 */
import { headingKind } from '../../knowledge/lexicons/headings.ts';
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
    if (line.segments.length < 2 || !first || first.text.split(/\s+/).length > HEADING_COLUMN_RULES.maxWords) return;
    const kind = headingKind(first.text);
    if (kind) candidates.push({ index, kind });
  });
  if (candidates.length < HEADING_COLUMN_RULES.minKinds) return lines;
  // Only a column of headings counts: several kinds, their cells starting at one x on a page.
  const lifted = new Set<number>();
  for (const c of candidates) {
    const line = lines[c.index]!;
    const x = line.segments[0]!.x;
    const peers = candidates.filter((o) => lines[o.index]!.page === line.page && Math.abs(lines[o.index]!.segments[0]!.x - x) <= HEADING_COLUMN_RULES.xTolerance);
    if (new Set(peers.map((p) => p.kind)).size >= HEADING_COLUMN_RULES.minKinds) lifted.add(c.index);
  }
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
    if (next && below && next.page === line.page && !lifted.has(index + 1) && Math.abs(below.x - head.x) <= HEADING_COLUMN_RULES.xTolerance && below.w < head.w * 2 + 20) {
      const joined = `${head.text} ${below.text}`;
      if (headingKind(joined) && !headingKind(below.text) && below.text.split(/\s+/).length <= 2) {
        head = { ...head, text: joined, w: Math.max(head.w, below.w), h: below.y + below.h - head.y };
        const rest = next.segments.slice(1);
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
