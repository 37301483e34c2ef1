/**
 * One section repeats one entry shape: the title (or degree) sits on the same line relative to
 * the employer (or school) in every entry. Where the entries whose title the features decide agree
 * on that order, an entry whose title was only filled in by position, on the other side of the
 * employer, follows the section: its two header lines swap roles ("Technicienne SPA" / "Espace
 * Beauté – Town" under entries written title above employer; a legal-form look-alike or a company
 * word in a job title no longer turns the entry round).
 */
import type { Assignment } from './header-pieces.ts';

export type PieceOrder = 'titleFirst' | 'orgFirst';

export const ENTRY_SHAPE_RULES = {
  /** At least this many entries with a decided title must show the order. */
  minVotes: 2,
  /** And at least this share of them must agree on it. */
  minAgreement: 0.8,
  /** A title score at or above this is decided by the features (a role noun, a degree, a label). */
  decided: 2,
} as const;

/** The order the section's decided entries agree on, title line before or after the employer's line, or null. */
export function sectionOrder(assignments: Assignment[]): PieceOrder | null {
  let titleFirst = 0;
  let orgFirst = 0;
  for (const a of assignments) {
    if (!a.title || !a.org || a.titleScore < ENTRY_SHAPE_RULES.decided || a.title.lineIndex === a.org.lineIndex) continue;
    if (a.title.order < a.org.order) titleFirst++;
    else orgFirst++;
  }
  const votes = titleFirst + orgFirst;
  if (votes < ENTRY_SHAPE_RULES.minVotes) return null;
  if (titleFirst >= ENTRY_SHAPE_RULES.minAgreement * votes) return 'titleFirst';
  if (orgFirst >= ENTRY_SHAPE_RULES.minAgreement * votes) return 'orgFirst';
  return null;
}

/**
 * The entry's title and employer swapped when the title was filled in without evidence, sits on
 * another line than the employer, and stands on the wrong side of it for the section's order.
 */
export function followSectionOrder(a: Assignment, order: PieceOrder | null): Assignment {
  if (!order || !a.title || !a.org || a.titleScore >= ENTRY_SHAPE_RULES.decided || a.title.lineIndex === a.org.lineIndex) return a;
  if ((a.title.order < a.org.order) === (order === 'titleFirst')) return a;
  // The scores stay with the roles: the entry is no more and no less decided than before.
  return { ...a, title: a.org, org: a.title };
}
