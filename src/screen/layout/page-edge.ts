/**
 * Step 2f of layout: contact data printed at a page's edge, or in a cell beside an entry. Templates put the candidate's phone,
 * e-mail or site in the page footer (a running footer, a DOCX footer part, or one line alone in the
 * bottom margin). Read in order, such a line closes whatever section ends the page (an employer's
 * or a school's entry), where a number counts as somebody else's. It is moved to a contact section
 * of its own, the way a reader sees it: apart from the text. So is a cell of contact data beside an entry's
 * line ("Engineer, Acme — 2019 – 2022 ⇥ +44 7911 123456"): a short contact column the layout did not split
 * off, read into the entry's line.
 */
import { findDateRanges } from '../../knowledge/dates/date-grammar.ts';
import type { Line, Section } from './layout-types.ts';
import { lineOf } from './line-builder.ts';

export const PAGE_EDGE_RULES = {
  /** A line whose baseline is in this bottom share of the page may be its footer. */
  bottomFraction: 0.06,
  /** … when set apart from the text above by at least this many font sizes. */
  minGapAbove: 2,
} as const;

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.\p{L}{2,}/u;
const SITE = /\b(?:https?:\/\/|www\.)\S+|\b(?:linkedin|github|xing|behance)\.com\/\S+/iu;
// A phone-shaped group: at least 8 digits with phone punctuation between them.
const PHONE = /(?:\+|\b)\d(?:[\d().\-/]|\s(?!\s)){6,20}\d/;

// The same patterns, global, to blank every piece of contact data out of a text.
const EMAILS = new RegExp(EMAIL.source, 'gu');
const SITES = new RegExp(SITE.source, 'giu');
const PHONES = new RegExp(PHONE.source, 'g');

/** Nothing but contact data, with at most a short label ("Phone: 07911 123456", "✉ jane@…"). */
export function contactOnly(text: string): boolean {
  if (!carriesContact(text)) return false;
  const rest = text.replace(EMAILS, ' ').replace(SITES, ' ').replace(PHONES, ' ');
  const words = rest.match(/\p{L}{2,}/gu) ?? [];
  return words.length <= 2 && words.join('').length <= 12;
}

export function carriesContact(text: string): boolean {
  if (EMAIL.test(text) || SITE.test(text)) return true;
  const phone = PHONE.exec(text)?.[0];
  // A period ("01/2019 - 03/2021") has the digits of a number, not its shape.
  return !!phone && phone.replace(/\D/g, '').length >= 8 && !findDateRanges(phone).length;
}

/** Moves contact lines at the pages' edges out of the sections they closed into a contact section. */
export function liftPageEdgeContact(sections: Section[], pageHeights: Map<number, number>): Section[] {
  const lifted: Line[] = [];
  for (const section of sections) {
    // The header and contact blocks are the candidate's already; a referee's footer line is left alone.
    if (section.kind === 'header' || section.kind === 'contact' || section.kind === 'references') continue;
    const moved = section.lines.filter((line) => atEdge(line, pageHeights) && carriesContact(line.text));
    if (!moved.length) continue;
    lifted.push(...moved);
    section.lines = section.lines.filter((l) => !moved.includes(l));
  }
  return lifted.length ? [...sections, { kind: 'contact', heading: null, lines: lifted }] : sections;
}

function atEdge(line: Line, pageHeights: Map<number, number>): boolean {
  if (line.running || line.block?.kind === 'footer' || line.block?.kind === 'header') return true;
  const height = pageHeights.get(line.page);
  return !!height && line.baseline > height * (1 - PAGE_EDGE_RULES.bottomFraction) && line.gapAbove >= PAGE_EDGE_RULES.minGapAbove;
}

/**
 * Cells of contact data after an entry's text on its line are cut off that line (the object is kept, so
 * every list that holds it follows) and become lines of their own, in a contact section.
 */
export function liftContactCells(lines: Line[], sections: Section[]): { lines: Line[]; sections: Section[] } {
  const lifted: Line[] = [];
  const after = new Map<Line, Line>();
  for (const section of sections) {
    if (section.kind === 'header' || section.kind === 'contact' || section.kind === 'references') continue;
    for (const line of section.lines) {
      const first = line.segments.findIndex((seg, i) => i > 0 && contactOnly(seg.text) && line.segments.slice(i).every((s) => contactOnly(s.text)));
      if (first <= 0) continue;
      const kept = lineOf(line.segments.slice(0, first), line.page, line.baseline);
      const cell = { ...lineOf(line.segments.slice(first), line.page, line.baseline), column: line.column, sidebar: line.sidebar, gapAbove: line.gapAbove };
      Object.assign(line, { text: kept.text, segments: kept.segments, w: kept.w, x: kept.x });
      lifted.push(cell);
      after.set(line, cell);
    }
  }
  if (!lifted.length) return { lines, sections };
  const ordered = lines.flatMap((l) => (after.has(l) ? [l, after.get(l)!] : [l]));
  return { lines: ordered, sections: [...sections, { kind: 'contact', heading: null, lines: lifted }] };
}
