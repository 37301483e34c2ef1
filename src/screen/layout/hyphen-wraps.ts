/**
 * Words hyphenated at a line's end, joined back. TeX (and any typesetter with hyphenation on) breaks
 * a long word over two lines of a narrow column: "…, Universi-" / "dad de Granada", "Softwareent-" /
 * "wickler", "Talleres Ochoa S.L., Bil-" / "bao.". Readers that take a field from one line (an
 * entry's school, a title, a place) kept the stump. The rest of the word moves up to the line it
 * was broken from, and a line left empty goes; the hyphen goes with the break.
 *
 * The broken cell may have cells set apart on its right (an entry's dates). Only where the next line
 * of the same column follows at once, under the broken cell, and starts with a small letter; a
 * hyphen before a conjunction is a suspended compound's ("Ein- und Verkauf") and stays; a rest that
 * is itself hyphenated keeps the hyphen ("state-" / "of-the-art"); sites, paths and addresses
 * ("linkedin.com/in/jane-" / "doe") are left to the contact readers, which know their wraps.
 */
import { CELL_SEPARATOR, type Line } from './layout-types.ts';

/** The next line starts within this many of its font sizes under the line broken. */
const MAX_LEADING_GAP = 0.8;
/** "Ein- und", "pre- and post-": a hyphen suspended before a conjunction is the compound's. */
const CONJUNCTION = /^(?:und|oder|bzw|sowie|bis|and|or|to|e|ed|o|od|y|u|et|ou|ni|nor)$/u;
/** The broken word's stump: letters and a hyphen closing the line, not a site or an address. */
const STUMP = /(?:^|[\s(])([\p{L}\p{M}][\p{L}\p{M}'’]*)-$/u;
/** The rest of the word opening the next line, with the punctuation glued to it. */
const REST = /^(\p{Ll}[\p{L}\p{M}'’-]*)([.,;:)]*)(?=\s|$)/u;

export function joinHyphenatedWords(lines: Line[]): Line[] {
  const out: Line[] = [];
  let carried: Line | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line: Line = carried ?? lines[i]!;
    carried = null;
    const next = lines[i + 1];
    const joined = next ? joinedPair(line, next) : null;
    if (!joined) {
      out.push(line);
      continue;
    }
    out.push(joined[0]);
    if (joined[1]) carried = joined[1];
    else i++;
  }
  return out;
}

/** The two lines with the broken word's rest moved up; the second null when nothing is left of it. */
function joinedPair(line: Line, next: Line): [Line, Line | null] | null {
  if (next.page !== line.page || next.column !== line.column) return null;
  const size = line.fontSize || 10;
  const gap = next.y - (line.y + line.h);
  if (gap > MAX_LEADING_GAP * size || gap < -0.5 * size) return null;
  // The broken cell is the line's last, or the last before cells set apart on its right (a date).
  const at = line.segments.findLastIndex((s) => STUMP.test(s.text.trimEnd()));
  const last = line.segments[at];
  const first = next.segments[0];
  if (!last || !first || first.x > last.x + last.w) return null;
  const stump = STUMP.exec(last.text.trimEnd());
  const rest = REST.exec(first.text.trimStart());
  if (!stump || !rest || CONJUNCTION.test(rest[1]!.toLowerCase())) return null;
  // The rest starts where the next line does, not after a cell gap.
  if (first.x > next.x + 1) return null;
  const word = rest[1]!.includes('-') ? `-${rest[1]}` : rest[1]!;
  const left = first.text.trimStart().slice(rest[0].length).trimStart();
  const share = 1 - left.length / Math.max(1, first.text.trimStart().length);
  // A rest that opens on a dash or a bracket ("bientais - IGEO/UFRJ") carries the phrase the break cut
  // on: the readers of wrapped headers join it by the hyphen, as written.
  if (left && !/^[\p{L}\p{N}]/u.test(left)) return null;
  const upText = `${last.text.trimEnd().slice(0, -1)}${word}${rest[2]}`;
  const up = { ...line, segments: line.segments.map((s, k) => (k === at ? { ...last, text: upText } : s)) };
  up.text = up.segments.map((s) => s.text).join(CELL_SEPARATOR);
  const segments = left ? [{ ...first, text: left, x: first.x + first.w * share, w: first.w * (1 - share) }, ...next.segments.slice(1)] : next.segments.slice(1);
  if (!segments.length) return [up, null];
  const down = { ...next, segments, text: segments.map((s) => s.text).join(CELL_SEPARATOR), x: segments[0]!.x };
  return [up, down];
}
