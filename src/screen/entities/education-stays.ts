/**
 * A stay at another school written inside a degree's entry: "• Institut …, Lyon, France — Semestre
 * à l'étranger, Hiver 2016", "Erasmus presso Universidad de Granada (2015)", "Auslandssemester an
 * der Université de Lyon, WS 2015/16". It is an education entry of its own (the stay as the degree,
 * the host school as the institution, no ISCED level: no degree is awarded for it), not a line of
 * the degree's description. The words naming the stay are data (locales' exchange-stay); the line
 * must also name a school, so "Disponibile a trasferte all'estero" or an Erasmus traineeship at a
 * company stays where it is.
 */
import { cueMatcher } from '../../knowledge/lexicons/locale-cues.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import { findDateRanges, formatDatePoint } from '../../knowledge/dates/date-grammar.ts';
import type { Line } from '../layout/layout-types.ts';
import { isUniversity } from './education-degree.ts';
import type { Education } from '../profile-schema.ts';
import { BULLET } from './education-groups.ts';
import { plain } from './entry-blocks.ts';

const STAY = cueMatcher('exchange-stay');
/** "presso", "at the", "an der", "en la": the words linking a degree to its school. */
const SCHOOL_LINK = cueMatcher('degree-school-link');
const isLink = (text: string): boolean => SCHOOL_LINK.find(text)?.index === 0 && SCHOOL_LINK.strip(text).trim() === '';
/** Pieces of a line: cells, dashes, commas, semicolons, brackets. */
const PIECES = /\s{2,}|\t|\s[–—|·-]\s|[,;()]/u;

const namesSchool = (text: string): boolean => organizationCues(text).institutionWord || isUniversity(text);
const trimPiece = (text: string): string => text.replace(/^[\s–—|·:,-]+|[\s–—|·:,-]+$/gu, '').trim();

/** The stay the line names, as an education entry, or null. */
/** An education entry as education.ts keeps it (not imported from there: education.ts imports this). */
type StayEntry = Education & { evidence: number };

export function stayAbroad(line: Line): StayEntry | null {
  let text = plain(line).replace(BULLET, '');
  if (!STAY.test(text)) return null;
  const dates = findDateRanges(text);
  const date = dates[dates.length - 1];
  for (const d of [...dates].reverse()) text = `${text.slice(0, d.index)} ${text.slice(d.index + d.length)}`;
  const pieces = text.split(PIECES).map(trimPiece).filter((p) => /\p{L}{2}/u.test(p));
  const stayIndex = pieces.findIndex((p) => STAY.test(p));
  if (stayIndex < 0) return null;
  let degree = pieces[stayIndex]!;
  let institution = pieces.find((p, i) => i !== stayIndex && namesSchool(p)) ?? null;
  if (!institution) [degree, institution] = schoolInside(degree);
  if (!institution || namesSchool(degree)) return null;
  const range = date ?? null;
  return {
    degree,
    isced: null,
    field: null,
    institution,
    location: null,
    start: range?.end ? formatDatePoint(range.start) : null,
    end: range ? formatDatePoint(range.end ?? range.start) : null,
    current: false,
    evidence: 0.7,
  };
}

/**
 * "Erasmus presso Universidad de Granada", "Exchange semester at the University of Vienna": the stay's
 * own piece goes on with the host school, after a linking word in small letters. Returns the stay
 * and the school apart, or the piece and null.
 */
function schoolInside(piece: string): [string, string | null] {
  const words = piece.split(/\s+/);
  for (let k = 1; k < words.length; k++) {
    // "l'Université": an elided article opening the school's name.
    if (!/^(?:\p{Ll}['’])?\p{Lu}/u.test(words[k]!) || !/^\p{Ll}/u.test(words[k - 1]!)) continue;
    const school = words.slice(k).join(' ').replace(/^\p{Ll}['’]/u, '');
    if (!namesSchool(school)) continue;
    let head = k;
    // The linking words ("at the", "presso", "à") go; the words of the stay itself stay.
    for (let n = Math.min(3, head - 1); n >= 1; n--) {
      const tail = words.slice(head - n, head).join(' ');
      if (/^\p{Ll}{1,2}$/u.test(tail) || isLink(tail)) {
        head -= n;
        break;
      }
    }
    const stay = words.slice(0, head).join(' ');
    if (!STAY.test(stay)) continue;
    return [trimPiece(stay), school];
  }
  return [piece, null];
}
