/**
 * A trade learnt in an apprenticeship, written as German-speaking CVs print it: the trade on the
 * entry's first line, the training company below, and a line saying how it was done and ended
 * ("Maschinen- u. Anlagenmonteur / Metallbau … / Lehre zum Abschluss mit „Gut“"). The apprenticeship
 * word makes that last line read as the degree, and the trade was taken for the school. The trade
 * is the qualification: the degree is the trade with the apprenticeship word after it, the other
 * piece the school. "Ausbildung zum Industriemechaniker" names its trade and is left as it is.
 */
import { findDegree } from '../../knowledge/lexicons/degrees.ts';
import { cueMatcher, cueWords } from '../../knowledge/lexicons/locale-cues.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import { roleNounCount } from '../../knowledge/lexicons/roles.ts';
import { foldKey } from '../../knowledge/text/fold.ts';

const APPRENTICESHIP = cueMatcher('apprenticeship-word');

/**
 * "Lehre zum Abschluss mit „Gut“", "Ausbildung, Abschluss: IHK-Prüfung", "Apprendistato": the
 * apprenticeship word as written when the text opens with it and names no trade after it (only how
 * it ended), else null.
 */
export function apprenticeshipNote(text: string): string | null {
  const hit = APPRENTICESHIP.find(text);
  if (hit?.index !== 0) return null;
  const words = text.trim().split(/\s+/);
  const count = hit.cue.split(' ').length;
  const rest = words.slice(count).join(' ');
  if (roleNounCount(rest) > 0) return null;
  const completion = cueWords('completion-word');
  const restWords = rest.split(/[\s,:;–—-]+/u).filter((w) => /\p{L}{2}/u.test(w));
  if (restWords.length && !restWords.some((w) => completion.has(foldKey(w)))) return null;
  return words.slice(0, count).join(' ').replace(/[,:;]+$/u, '');
}

/**
 * The degree and school of an apprenticeship whose note was read as the degree: the trade among the
 * other pieces (a role noun, no company's or school's word) with the apprenticeship word in brackets,
 * and the school (the piece read as it, unless that was the trade; then the next piece naming no
 * role). Null when no piece names a trade.
 */
export function tradeLearnt(degree: string | null, institution: string | null, others: string[]): [string, string | null] | null {
  const word = degree ? apprenticeshipNote(degree) : null;
  // The apprenticeship is a qualification of its own ("Lehre", "Ausbildung"), not a traineeship.
  if (!word || !findDegree(word)) return null;
  const isTrade = (text: string): boolean => {
    const cues = organizationCues(text);
    return roleNounCount(text) > 0 && !cues.legalSuffix && !cues.companyWord && !cues.institutionWord && !APPRENTICESHIP.test(text);
  };
  const pieces = [institution, ...others].filter((p): p is string => !!p && /\p{L}{2}/u.test(p));
  const trade = pieces.find(isTrade);
  if (!trade) return null;
  const school = institution && institution !== trade ? institution : (pieces.find((p) => p !== trade && roleNounCount(p) === 0 && !apprenticeshipNote(p)) ?? null);
  return [`${trade} (${word})`, school];
}
