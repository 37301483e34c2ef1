/**
 * A school's name wrapped at its last word: "High School Diploma 1998 … Our Lady of Good Counsel High"
 * over "School - Newark, NJ 1995 to 1998", "Bachelor of Science in Physics, 2016, Northgate State" over
 * "University - Newark, NJ 2012 to 2016". The lone word opening the next line, an institution's word
 * ("School", "University", "College", "Gymnasium") before a separator, closes the name above; left
 * where it is, it made an entry of its own ("School", 1995–1998) beside the cut one. It goes back to
 * the line above; the rest of its line (place, dates) stays. Languages whose school names open with
 * the institution's word ("Università di …", "Lycée …") wrap at another word and are left alone.
 */
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import type { Line } from '../layout/layout-types.ts';

/** The wrapped word and what follows it: a word alone before " - ", a comma, a cell's gap, or the line's end. */
const OPENING_WORD = /^(\p{Lu}\p{L}+)(?:\s+[-–—|]\s+|\s*,\s*|\s{2,}|\t|$)/u;

export function rejoinWrappedSchools(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const m = OPENING_WORD.exec(line.text);
    if (
      !prev ||
      !m ||
      prev.page !== line.page ||
      Math.abs(prev.x - line.x) > 2 ||
      // The line above ends on a capitalized word of a name, with no stop after it.
      !/(?:^|\s)\p{Lu}\p{L}*$/u.test(prev.text) ||
      !organizationCues(m[1]!).institutionWord ||
      // The name above already ends as a school's ("Northgate High School"): the word starts another.
      organizationCues(prev.text.split(/\s+/).pop()!).institutionWord
    ) {
      out.push(line);
      continue;
    }
    out[out.length - 1] = { ...prev, text: `${prev.text} ${m[1]}` };
    const rest = line.text.slice(m[0].length).trim();
    if (rest) out.push({ ...line, text: rest });
  }
  return out;
}
