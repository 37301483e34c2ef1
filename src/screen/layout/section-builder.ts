/**
 * Step 2e of layout: lines → sections. Each column is its own flow: a column's lines before its
 * first heading belong to the header on page 1, and continue the column's last section on later
 * pages (a sidebar's "Skills" goes on under the main column's "Experience" otherwise). Where
 * whole rows above the columns already opened a section, the column set at that section's margin
 * goes on with it: the columns begin mid-page (two sections side by side at the bottom of a
 * one-column CV) and their first lines are the rest of the section above.
 */
import type { HeadingDecision } from './heading-detector.ts';
import type { Line, Section } from './layout-types.ts';

export function buildSections(lines: Line[], headings: Map<number, HeadingDecision>): Section[] {
  const header: Section = { kind: 'header', heading: null, lines: [] };
  const sections: Section[] = [header];
  const lastOfFlow = new Map<number, Section>();
  let current = header;
  let flowKey = '';
  // Lines that hold the wrapped end of a heading: left out, or replaced by what remains of them.
  const wrapped = new Map<number, Line | null>();
  for (const decision of headings.values()) if (decision.wrap) wrapped.set(decision.wrap.index, decision.wrap.rest);
  lines.forEach((original, i) => {
    const line = wrapped.has(i) ? wrapped.get(i) : original;
    if (!line) return;
    const key = `${line.page}:${line.column}`;
    if (key !== flowKey) {
      flowKey = key;
      const previous = lastOfFlow.get(line.column);
      if (line.page === 1 && line.column !== 0 && !previous) current = continuedAbove(line, lastOfFlow.get(0)) ?? header;
      else current = previous ?? lastOfFlow.get(0) ?? current;
    }
    const decision = headings.get(i);
    if (decision) {
      current = { kind: decision.kind, heading: decision.text ?? line.text.replace(/\t/g, ' ').trim(), lines: [] };
      sections.push(current);
      lastOfFlow.set(line.column, current);
      return;
    }
    current.lines.push(line);
    if (current !== header) lastOfFlow.set(line.column, current);
  });
  return sections.filter((s) => s.kind === 'header' || s.lines.length > 0 || s.heading);
}

/** The section of whole rows above that a column's first line goes on with: one on page 1 whose margin the line keeps. */
function continuedAbove(line: Line, above: Section | undefined): Section | undefined {
  const onPage = above?.lines.filter((l) => l.page === line.page && l.column === 0) ?? [];
  if (!onPage.length) return undefined;
  const margin = Math.min(...onPage.map((l) => l.x));
  const size = line.fontSize || 10;
  return line.x >= margin - size && line.x <= margin + MARGIN_INDENT * size ? above : undefined;
}

/** A column's first line indented this much (× its font size) past the margin still keeps it (a bullet). */
const MARGIN_INDENT = 2;
