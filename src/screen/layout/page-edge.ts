/**
 * Step 2f of layout: contact data printed at a page's edge. Templates put the candidate's phone,
 * e-mail or site in the page footer (a running footer, a DOCX footer part, or one line alone in the
 * bottom margin). Read in order, such a line closes whatever section ends the page (an employer's
 * or a school's entry), where a number counts as somebody else's. It is moved to a contact section
 * of its own, the way a reader sees it: apart from the text.
 */
import type { Line, Section } from './layout-types.ts';

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

export function carriesContact(text: string): boolean {
  if (EMAIL.test(text) || SITE.test(text)) return true;
  const phone = PHONE.exec(text)?.[0];
  return !!phone && phone.replace(/\D/g, '').length >= 8;
}

/** Moves contact lines at the pages' edges out of the sections they closed into a contact section. */
export function liftPageEdgeContact(sections: Section[], pageHeights: Map<number, number>): Section[] {
  const lifted: Line[] = [];
  for (const section of sections) {
    // The header and contact blocks are the candidate's already; a referee's footer line is left alone.
    if (section.kind === 'header' || section.kind === 'contact' || section.kind === 'references') continue;
    const keep = section.lines.filter((line) => !(atEdge(line, pageHeights) && carriesContact(line.text)));
    if (keep.length === section.lines.length) continue;
    lifted.push(...section.lines.filter((l) => !keep.includes(l)));
    section.lines = keep;
  }
  return lifted.length ? [...sections, { kind: 'contact', heading: null, lines: lifted }] : sections;
}

function atEdge(line: Line, pageHeights: Map<number, number>): boolean {
  if (line.running || line.block?.kind === 'footer' || line.block?.kind === 'header') return true;
  const height = pageHeights.get(line.page);
  return !!height && line.baseline > height * (1 - PAGE_EDGE_RULES.bottomFraction) && line.gapAbove >= PAGE_EDGE_RULES.minGapAbove;
}
