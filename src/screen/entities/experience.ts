/**
 * Work experience: one entry per date-anchored block of the experience sections, its header
 * pieces assigned to title, employer and place by features, its other lines the description.
 */
import type { WorkExperience } from '../profile-schema.ts';
import type { Line, Section } from '../layout/layout-types.ts';
import { formatDatePoint } from './date-grammar.ts';
import { type EntryBlock, plain, splitEntries } from './entry-blocks.ts';
import { type Assignment, assignRoles, EXPERIENCE_PIECE_WEIGHTS, splitPieces } from './header-pieces.ts';

export interface ExperienceEntry extends WorkExperience {
  /** Feature evidence behind the entry, 0..1 (for meta.confidence). */
  evidence: number;
  /** The entry's lines (header and description), to tie skills found there to the entry. */
  lines: Line[];
}

export function extractExperience(sections: Section[]): ExperienceEntry[] {
  const out: ExperienceEntry[] = [];
  for (const section of sections) {
    if (section.kind !== 'experience') continue;
    let blocks = splitEntries(section.lines, { allowSingleDates: false });
    if (!blocks.length) blocks = splitEntries(section.lines, { allowSingleDates: true });
    const hint = orderHint(blocks);
    for (const block of blocks) out.push(toEntry(block, hint));
  }
  return out;
}

/** Does this section write titles before employers? Voted by the entries whose features decide. */
function orderHint(blocks: EntryBlock[]): 'titleFirst' | 'orgFirst' {
  let titleFirst = 0;
  let orgFirst = 0;
  for (const block of blocks) {
    const a = assignRoles(splitPieces(block.header, block.anchor), EXPERIENCE_PIECE_WEIGHTS, 'titleFirst');
    if (a.title && a.org && a.titleScore >= 2 && a.orgScore >= 2) {
      if (a.title.order < a.org.order) titleFirst++;
      else orgFirst++;
    }
  }
  return orgFirst > titleFirst ? 'orgFirst' : 'titleFirst';
}

function toEntry(block: EntryBlock, hint: 'titleFirst' | 'orgFirst'): ExperienceEntry {
  const pieces = splitPieces(block.header, block.anchor);
  const a: Assignment = assignRoles(pieces, EXPERIENCE_PIECE_WEIGHTS, hint);
  const description = block.body.map(plain).join('\n').trim();
  const evidence = Math.min(1, 0.4 + (a.titleScore >= 2 ? 0.3 : a.title ? 0.1 : 0) + (a.orgScore >= 2 ? 0.3 : a.org ? 0.1 : 0));
  return {
    title: a.title?.text ?? null,
    employer: a.org?.text ?? null,
    location: a.place?.text ?? null,
    start: formatDatePoint(block.range.start),
    end: block.range.current ? null : formatDatePoint(block.range.end ?? (block.range.kind === 'single' ? block.range.start : null)),
    current: block.range.current,
    description: description || null,
    evidence,
    lines: [...block.header.map((h) => h.line), ...block.body],
  };
}
