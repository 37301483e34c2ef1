/**
 * Education entries the CV gives no date: read item by item (a degree line, a school line, or one
 * naming both), before the first dated entry or after a dated one whose layout they share.
 */
import { findDegree } from '../../knowledge/lexicons/degrees.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import { lookupSkill } from '../../knowledge/skills/skill-knowledge.ts';
import { findDateRanges } from '../../knowledge/dates/date-grammar.ts';
import type { Line } from '../layout/layout-types.ts';
import { ENTRY_RULES, type EntryBlock, isBodyLike, plain, sectionItems } from './entry-blocks.ts';
import { isWhollyDegree, schoolLevel } from './education-degree.ts';

/**
 * Without dates: the section's items (a bullet or a line, with the lines that continue it); each
 * item naming a degree or a school is an entry, and a degree line followed by a school line (or
 * the reverse) makes one entry.
 */
export function undatedBlocks(lines: Line[]): { line: Line; text: string }[][] {
  const blocks: { line: Line; text: string }[][] = [];
  let current: { line: Line; text: string }[] | null = null;
  let hasDegree = false;
  let hasSchool = false;
  const items = sectionItems(lines);
  for (const [i, item] of items.entries()) {
    if (headsGroup(item.text, items[i + 1]?.text)) continue;
    const degree = !!findDegree(item.text);
    // "High School Diploma", "Diploma di maturità": a school word inside a degree's name names no school.
    const school = (organizationCues(item.text).institutionWord && !isWhollyDegree(item.text)) || (!degree && fieldAtAcronym(item.text));
    if (!degree && !school) continue;
    // "High School Diploma" / "Westfield High School", "Liceo Scientifico …": a school under a degree
    // that has none is its school, a stage's words in its name or not; a line naming a degree of its
    // own ("Lic. en … otorgado por: Universidad …") is another entry.
    const joinsAsSchool = school && hasDegree && !hasSchool && ownDegree(item.text) === null;
    if (!current || (degree && hasDegree && !joinsAsSchool) || (school && hasSchool) || item.bullet) {
      current = [];
      blocks.push(current);
      hasDegree = false;
      hasSchool = false;
    }
    current.push({ line: item.line, text: item.text });
    hasDegree ||= degree;
    hasSchool ||= school;
  }
  return blocks;
}

/** A piece that is a school's acronym, with its town or not: "MIT", "FIAP", "LUISS", "LMU München", "IAE Lyon". */
const ACRONYM = /^\p{Lu}{3,7}(?:\s+\p{Lu}\p{Ll}+)?$/u;

/**
 * "Computer Science – MIT", "Sistemas para Internet – FIAP", "Economia e Commercio | LUISS": a line of
 * two pieces, a field of study in capitalized words and a school written by its acronym, names a
 * course of study at that school though it names no degree and no school's word (dated, such a line
 * is read by its date already).
 */
function fieldAtAcronym(text: string): boolean {
  if (/[:：\d]/u.test(text)) return false;
  const pieces = text.split(/\s+[–—|-]\s+|,\s+/u).map((p) => p.trim()).filter(Boolean);
  if (pieces.length !== 2) return false;
  const acronym = pieces.findIndex((p) => ACRONYM.test(p));
  const field = pieces[1 - acronym];
  if (acronym < 0 || !field || ACRONYM.test(field) || !/^\p{Lu}/u.test(field) || field.split(/\s+/).length > 6) return false;
  // "Corso Excel – VBA", "Cloud – AWS": a tool's or a certificate's name is no school.
  return !lookupSkill(pieces[acronym]!.split(/\s+/)[0]!);
}

/**
 * "Formación de grado:" / "Lic. en Nutrición, Universidad …", "University studies:" over the first
 * dated entry: a label (a few words closed by a colon) names the group of the entries below it, not
 * an entry, when no line follows it among the undated ones or the next names a degree of its own.
 * A label over a school alone ("Bachelor of Science:" / "Eastfield University") is that school's degree.
 */
function headsGroup(text: string, next: string | undefined): boolean {
  if (!/^[^:：]{2,40}[:：]$/u.test(text.trim()) || text.split(/\s+/).length > 5) return false;
  return next === undefined || ownDegree(next) !== null;
}

/**
 * "Master of Science …  2015 – 2017" / "University of …" / "High School Diploma" / "Westfield High
 * School": an entry the CV gives no date, written after a dated one in the same layout, falls into
 * that entry's header lines below its date or into its description. A line there that opens with
 * a degree, set where the entry's header lines are set and reading as a header (no sentence, no
 * labelled field, no bullet), begins the undated entries: they leave the entry and are read item by
 * item. Only once the entry has named its own degree on an earlier line, so a degree the
 * description states ("Degree: …") stays that entry's.
 */
export function undatedBelow(block: EntryBlock): { line: Line; text: string }[][] {
  const xs = block.header.flatMap((h) => h.line.segments.map((s) => s.x));
  // The levels of the degrees the entry names: a line naming one of them again restates it ("Masters
  // Education" / "Masters Degree in Secondary Education") rather than opening an entry of its own.
  const levels = new Set<number>();
  const opens = (line: Line, text: string) => {
    const hit = findDegree(text);
    // A line with a date of its own that did not anchor an entry ("Ph.D. : Professional Sales … Expected
    // 2019 Kennesaw …" under "Bachelors : December 2017 …") is an entry as long as a header line may be.
    if (!hit || hit.start > 0 || levels.has(hit.isced) || labelled(text)) return false;
    const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    if (words > 12 && (words > ENTRY_RULES.maxHeaderWords || !findDateRanges(text).length)) return false;
    if (isBodyLike(line, Number.POSITIVE_INFINITY)) return false;
    return xs.some((x) => Math.abs(x - line.x) <= Math.max(4, line.fontSize || 10));
  };
  const anchorAt = block.header.findIndex((h) => h.line === block.anchor);
  const name = (text: string) => {
    const level = ownDegree(text);
    if (level !== null) levels.add(level);
  };
  for (const h of block.header.slice(0, anchorAt + 1)) name(h.text);
  for (let i = anchorAt + 1; i < block.header.length; i++) {
    const h = block.header[i]!;
    if (levels.size && opens(h.line, h.text)) {
      const rest = [...block.header.slice(i).map((x) => x.line), ...block.body];
      block.header = block.header.slice(0, i);
      block.body = [];
      return undatedBlocks(rest.filter((l) => !isBodyLike(l, Number.POSITIVE_INFINITY)));
    }
    name(h.text);
  }
  if (!levels.size) return [];
  const cut = block.body.findIndex((line) => opens(line, plain(line)));
  if (cut < 0) return [];
  const rest = block.body.slice(cut).filter((l) => !isBodyLike(l, Number.POSITIVE_INFINITY));
  block.body = block.body.slice(0, cut);
  return undatedBlocks(rest);
}

/**
 * "Degree: Bachelor of Science", "Thesis: …": a labelled field of the entry above. A label that is
 * wholly a degree's name ("Bachelor of Science: Accounting, University of …", "Laurea triennale:
 * Economia – Università …") is no field's label but the degree of an entry of its own, as resume
 * templates print "Degree : Field".
 */
function labelled(text: string): boolean {
  const m = /^([^:：]{1,40})[:：]/u.exec(text);
  return !!m && !isWhollyDegree(m[1]!.trim());
}

/**
 * The level of a degree the text names, not a school's stage inside its name ("Westfield High
 * School"), or null. A text that is wholly a degree's name names that degree ("High School Diploma").
 */
export function ownDegree(text: string): number | null {
  const hit = findDegree(text);
  if (!hit) return null;
  if (isWhollyDegree(text)) return hit.isced;
  // "Westfield Sixth Form College", "Northbrook Grammar School": the stage's words run into the school's word.
  const next = text.slice(hit.end).trim().split(/\s+/)[0] ?? '';
  return organizationCues(text.slice(hit.start, hit.end)).institutionWord || (next && organizationCues(next).institutionWord) ? null : hit.isced;
}

/**
 * "Liceo Scientifico Galilei", "Grundschule Lindenweg", "St. Mary's Higher Secondary School": a
 * school named by the stage it teaches, not a degree. Its degree words are the school's (a school
 * word opens them, or they stand inside the name) and the name says more than them; "Diploma di
 * Liceo Scientifico" opens with a degree's own word.
 */
export function namesSchoolByStage(text: string): boolean {
  const hit = findDegree(text);
  if (!hit || isWhollyDegree(text)) return false;
  const schoolWord = (t: string) => organizationCues(t).institutionWord || schoolLevel(t) !== null;
  if (!schoolWord(text)) return false;
  return hit.start > 0 || schoolWord(text.slice(hit.start, hit.end).split(/\s+/)[0]!);
}

/**
 * "Master of Science in Data Science, University of Northbrook" over "Bachelor of Science in
 * Mathematics, Westfield University (2019)": the header lines above a date hold, above the line
 * naming the entry's own degree, a line naming another degree of its own. Those lines are entries
 * the CV gives no date (studies under way, a date left out): they leave the block, read item by
 * item. A line naming the entry's degree level again restates it and stays.
 */
export function undatedAbove(block: EntryBlock, lines: Line[]): { line: Line; text: string }[][] {
  const at = lines.indexOf(block.anchor);
  const above = block.header.filter((h) => lines.indexOf(h.line) < at).length;
  if (!above) return [];
  const onAnchor = block.header[above]?.line === block.anchor ? above : -1;
  let own = onAnchor >= 0 && ownDegree(block.header[onAnchor]!.text) !== null ? onAnchor : -1;
  for (let i = above - 1; own < 0 && i >= 0; i--) if (ownDegree(block.header[i]!.text) !== null) own = i;
  if (own <= 0) return [];
  const level = ownDegree(block.header[own]!.text);
  // A school above, when the entry names its own below: "Cursando Pedagogia – Universidade …" over
  // "Ensino Médio – Escola Estadual … (2018)". In a school-first layout the entry names none below.
  const school = (text: string) => organizationCues(text).institutionWord && !isWhollyDegree(text);
  const schoolBelow = block.header.slice(own).some((h) => school(h.text));
  const upper = block.header.slice(0, own);
  const others = upper.filter((h) => {
    const l = ownDegree(h.text);
    return (l !== null && l !== level) || (schoolBelow && school(h.text));
  });
  // An entry of its own names its school: a degree alone above ("Pós-graduação em …" over "PUC Minas –
  // 2021 a 2022") is the dated entry's, its school's line read as a degree or not.
  if (!others.length || !upper.some((h) => organizationCues(h.text).institutionWord)) return [];
  const rest = block.header.slice(0, own).map((h) => h.line);
  block.header = block.header.slice(own);
  return undatedBlocks(rest);
}
