/**
 * Education: date-anchored blocks of the education sections (or, without dates, blocks seeded
 * by degree and institution words), the degree as written with its ISCED level, the field of
 * study after "in/di/en/em/of", the institution and place.
 */
import { findDegree, levelAtUniversity } from '../../knowledge/lexicons/degrees.ts';
import { cueAlternation, cueLabel, cueMatcher } from '../../knowledge/lexicons/locale-cues.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import type { Certification, Education } from '../profile-schema.ts';
import { joinsKind } from '../../knowledge/lexicons/headings.ts';
import { fold } from '../../knowledge/text/fold.ts';
import { CERTIFICATE_STEM, isColumnLabels } from './certification-items.ts';
import type { Line, Section } from '../layout/layout-types.ts';
import { type DateRange, findDateRanges, formatDatePoint } from '../../knowledge/dates/date-grammar.ts';
import { ENTRY_RULES, type EntryBlock, isBodyLike, plain, splitEntries } from './entry-blocks.ts';
import { assignRoles, EDUCATION_PIECE_WEIGHTS, splitPieces } from './header-pieces.ts';
import { followSectionOrder, type PieceOrder, sectionOrder } from './entry-shape.ts';
import { afterInlineHeading, isDegreeHeading, labelsStudyEntry } from './certifications.ts';
import { joinLabelledBelow, readFormFields } from './education-form.ts';
import { namesSchoolByStage, undatedAbove, undatedBelow, undatedBlocks } from './education-undated.ts';
import { BULLET, degreeGroups } from './education-groups.ts';
import { stayAbroad } from './education-stays.ts';
import { tradeLearnt } from './education-trades.ts';
import { rejoinDatedWraps, rejoinHangingWraps, rejoinWrappedNames, rejoinWrappedSchools } from './education-wraps.ts';
import { expectedMonth, expectedNote, isGradeLine, fieldOf, firstSentence, fromDegreeWord, isUniversity, isWhollyDegree, statedEqfLevel, studentLine, trimDateWord, universityLevel, withoutCompletionWord, withoutDateLabel, withoutGrade, isOrganization, schoolAfterStop, schoolInBrackets, unbracketed, withoutNote, withoutProgressWord, withoutYearLabel } from './education-degree.ts';
import { once } from '../../knowledge/text/memo.ts';

export interface EducationEntry extends Education {
  evidence: number;
}

export function extractEducation(sections: Section[]): EducationEntry[] {
  return readEducation(sections).entries;
}

/**
 * The education entries, and the courses an education section shares with certificates: under a
 * heading joining both ("Formação e certificações", "Education & Certifications"), an entry that
 * names no degree and no school ("Udemy – Online – UX Research") is a certificate, not a study.
 */
export function readEducation(sections: Section[]): { entries: EducationEntry[]; courses: Certification[] } {
  const entries: EducationEntry[] = [];
  const courses: Certification[] = [];
  const edges = columnEdges(sections);
  for (const { lines: flow, withCertificates, inferred } of educationFlows(sections, edges)) {
    const out: EducationEntry[] = [];
    const headers: string[] = [];
    const push = (entry: EducationEntry, header: { text: string }[]): void => {
      out.push(entry);
      headers.push(header.map((h) => h.text).join('  '));
    };
    readFlow(flow, push);
    out.forEach((entry, i) => {
      if (!entry.degree && !entry.institution) return;
      // Under a heading that does not name the studies ("Percorso", "Percurso"), a job listed with them is no study.
      if (inferred && !namesStudy(entry)) return;
      const course = withCertificates ? courseOf(entry, headers[i]!) : null;
      if (course) courses.push(course);
      else entries.push(entry);
    });
  }
  return { entries, courses };
}

const atSchool = (text: string | null): boolean => !!text && (organizationCues(text).institutionWord || isUniversity(text));

/** The entry names a degree, or a school or university. */
function namesStudy(entry: EducationEntry): boolean {
  return !!(entry.degree && findDegree(entry.degree)) || atSchool(entry.degree) || atSchool(entry.institution);
}

/** An entry naming no degree, at no school or university: the course it names, as a certificate. */
function courseOf(entry: EducationEntry, header: string): Certification | null {
  if (namesStudy(entry)) return null;
  let name = header.replace(BULLET, '');
  for (const range of [...findDateRanges(name)].reverse()) name = name.slice(0, range.index) + name.slice(range.index + range.length);
  name = name.replace(/\s{2,}|\t/g, ' – ').replace(/^[\s–—|·,:-]+|[\s–—|·,:-]+$/gu, '').replace(/\s+/g, ' ');
  // "Udemy – Online – UX Research", "UX Research, Udemy": the provider opening or closing the line is the issuer.
  // Elsewhere the piece read as the school is no issuer ("Online"): the line is kept whole.
  let issuer: string | null = null;
  const school = entry.institution;
  if (school && name.startsWith(school)) {
    const rest = name.slice(school.length).replace(/^[\s–—|·,:-]+/u, '');
    if (/\p{L}{2}/u.test(rest)) [name, issuer] = [rest, school];
  } else if (school && name.endsWith(school)) {
    const rest = name.slice(0, -school.length).replace(/[\s–—|·,:-]+$/u, '');
    if (/\p{L}{2}/u.test(rest)) [name, issuer] = [rest, school];
  }
  if (!/\p{L}{2}/u.test(name)) return null;
  return { name, issuer, date: entry.end };
}

function readFlow(flow: Line[], push: (entry: EducationEntry, header: { text: string }[]) => void): void {
  const { lines, groupOf } = degreeGroups(rejoinWrappedSchools(rejoinDatedWraps(rejoinWrappedNames(rejoinHangingWraps(flow)))));
  const blocks = splitEntries(lines, { singles: 'always', namesEntry: (text) => !!findDegree(text), labelsDate: isWhollyDegree });
  // The lines a date-first entry leaves above it are read with the undated lines below.
  if (blocks[0]) opensBelow(blocks[0], lines);
  // Entries without a date set above the first dated one: read with the undated lines before it.
  if (blocks[0]) undatedAbove(blocks[0], lines);
  // Lines before the first dated entry (all of them without dates) are read item by item.
  const first = blocks.length ? lines.indexOf(blocks[0]!.header[0]?.line ?? blocks[0]!.anchor) : lines.length;
  for (const seed of undatedBlocks(lines.slice(0, Math.max(0, first)))) {
    const { header, range } = datedInside(seed);
    push(toEntry(header, header[0]!.line, range, 'titleFirst', [], undefined, groupOf.get(header[0]!.line)), header);
  }
  if (blocks.length) {
    const hint = orderHint(blocks);
    const order = sectionOrder(blocks.map((b) => assignRoles(splitPieces(b.header, b.anchor, b.textRight), EDUCATION_PIECE_WEIGHTS, hint)));
    let school: string | null = null;
    for (const block of blocks) {
      if (isProjectEntry(block)) continue;
      for (const seed of undatedAbove(block, lines)) {
        const { header, range } = datedInside(seed);
        push(toEntry(header, header[0]!.line, range, hint, [], block.textRight, groupOf.get(header[0]!.line)), header);
      }
      const group = groupOf.get(block.header[0]?.line ?? block.anchor) ?? groupOf.get(block.anchor);
      const undated = undatedBelow(block);
      const entry = toEntry(block.header, block.anchor, block.range, hint, block.body, block.textRight, group, order);
      const carried: boolean = !entry.institution && !!school && block.header.every((h) => h.line === block.anchor);
      if (carried) entry.institution = school;
      school = block.body.length ? null : carried ? school : schoolLineAbove(block, entry.institution, entry.location ?? null);
      push(entry, block.header);
      // A stay at another school written in the degree's description is an entry of its own.
      for (const line of block.body) {
        const stay = stayAbroad(line);
        if (stay) push(stay, [line]);
      }
      for (const seed of undated) {
        const { header, range } = datedInside(seed);
        push(toEntry(header, header[0]!.line, range, hint, [], block.textRight, groupOf.get(header[0]!.line)), header);
      }
    }
  }
}

/**
 * The lines of each education section, with the sections that go on with it: a degree line the
 * layout step took for a certifications heading ("Licence professionnelle …") comes back as a
 * line of the education section before it. A certifications heading opening a line
 * ("Corsi e certificazioni – …") ends the section.
 */
function educationFlows(sections: Section[], edges: Map<string, number>): { lines: Line[]; withCertificates: boolean; inferred: boolean }[] {
  const flows: { lines: Line[]; withCertificates: boolean; inferred: boolean }[] = [];
  let current: Line[] | null = null;
  for (const section of sections) {
    if (section.kind === 'education' || readsAsEducation(section)) {
      current = [...section.lines];
      flows.push({ lines: current, withCertificates: namesCertificates(section.heading), inferred: section.kind !== 'education' });
    } else if (current && section.kind === 'certifications' && isDegreeHeading(section.heading) && section.lines.length) {
      current.push(headingLine(section.heading!, section.lines[0]!), ...section.lines);
    } else {
      current = null;
    }
  }
  return flows.map(({ lines: all, withCertificates, inferred }) => {
    // "Period | Qualification | Institution": a table's header row names no entry.
    const lines = all.filter((l) => !isColumnLabels(l));
    const cut = lines.findIndex((l, i) => afterInlineHeading(l) !== null && !labelsStudyEntry(lines, i));
    const read = joinLabelledBelow(readFormFields(cut < 0 ? lines : lines.slice(0, cut)), (t) => !!findDegree(t), (t) => findDateRanges(t).length > 0).map((l) => capsTitleCell(yearCell(withoutYearLabel(l.text) === l.text ? l : { ...l, text: withoutYearLabel(l.text) })));
    return { lines: withColumnEdge(read, edges), withCertificates, inferred };
  });
}

const columnKey = (line: Line): string => `${line.page}:${line.column}`;

/**
 * The right edge of each column of a sidebar (page and column): the farthest right any of its
 * one-run lines reaches, over all its sections (contact, skills, languages, studies). A sidebar
 * has few lines long enough for the layout step to learn where its text wraps; its widest line
 * shows it.
 */
function columnEdges(sections: Section[]): Map<string, number> {
  const edges = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const line of sections.flatMap((s) => s.lines)) {
    if (!line.sidebar || line.wrapRight !== undefined || line.segments.length !== 1) continue;
    const key = columnKey(line);
    edges.set(key, Math.max(edges.get(key) ?? 0, line.x + line.w));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  // Too few lines tell no edge.
  for (const [key, n] of counts) if (n < SIDEBAR_EDGE_LINES) edges.delete(key);
  return edges;
}

/** Lines a sidebar column needs before its widest one is taken for its edge. */
const SIDEBAR_EDGE_LINES = 8;

/**
 * "Master of Business" / "Administration" / "Boston University" in a narrow sidebar: the degree
 * wrapped at the column's edge goes on in the next line. Where the layout step learned no wrap edge
 * for a sidebar's lines, the column's widest line gives it, so a header line reaching it reads as wrapped.
 */
function withColumnEdge(lines: Line[], edges: Map<string, number>): Line[] {
  return lines.map((line) => {
    const edge = line.sidebar && line.wrapRight === undefined ? edges.get(columnKey(line)) : undefined;
    return edge === undefined ? line : { ...line, wrapRight: edge };
  });
}

/**
 * "Formação e certificações", "Education & Certifications": a heading joining a certifications
 * part that says certificates (not "Aus- und Weiterbildung", "Education and Training": trainings
 * and courses of study are no certificates).
 */
function namesCertificates(heading: string | null): boolean {
  return !!heading && joinsKind(heading, 'certifications') && CERTIFICATE_STEM.test(fold(heading));
}

/**
 * "Il mio percorso" / "2010 – 2015  Laurea in Economia, Università di …": a section under a
 * heading the lexicon does not know (kind 'other') whose dated lines name degrees, two of three
 * at least, is an education section.
 */
function readsAsEducation(section: Section): boolean {
  if (section.kind !== 'other') return false;
  const dated = section.lines.filter((l) => findDateRanges(l.text).length > 0);
  const degrees = dated.filter((l) => findDegree(l.text)).length;
  return degrees > 0 && degrees * 3 >= dated.length * 2;
}

/**
 * "2018 Master of Science in …": a year (or month/year) opening a line that names a degree is
 * the entry's date set in a cell of its own, as Europass-style layouts print it.
 */
function yearCell(line: Line): Line {
  const m = /^((?:\d{1,2}[./-])?\d{4})\s(?=\p{L})/u.exec(line.text);
  if (!m || !findDegree(line.text.slice(m[0].length))) return datedCell(line);
  return { ...line, text: `${m[1]}  ${line.text.slice(m[0].length)}` };
}

/**
 * "BACHELOR'S DEGREE IN ECONOMICS University of Northbrook": the new Europass sets the qualification in
 * capitals and the school after it in plain type on one line, a single space apart. A run of words in
 * capitals that names a degree, followed by a capitalized name of a school or organization, is two cells.
 */
function capsTitleCell(line: Line): Line {
  const words = line.text.split(' ');
  let caps = 0;
  while (caps < words.length && !/\p{Ll}/u.test(words[caps]!) && /\p{Lu}/u.test(words[caps]!)) caps++;
  for (let k = Math.min(caps, words.length - 1); k >= 1; k--) {
    const title = words.slice(0, k).join(' ');
    const rest = words.slice(k).join(' ');
    // The school is in plain type: an all-capitals line ("MASTER IN BUSINESS ADMINISTRATION") stays whole.
    if (!/^\p{Lu}/u.test(rest) || !/\p{Ll}/u.test(rest) || !/\p{Lu}.*\p{Lu}/u.test(title) || !findDegree(title)) continue;
    // The words after the capitals open the school's name ("BUT Informatique, IUT …" names the field first).
    const name = rest.split(/[,;|–—(]/u)[0]!;
    const cues = organizationCues(name);
    if (!(cues.institutionWord || cues.legalSuffix || cues.companyWord || isUniversity(name))) continue;
    return { ...line, text: `${title}\t${rest}` };
  }
  return line;
}

/**
 * "Graduado en Derecho  Desde sept 2001 hasta jul 2004": a date cell opened by "from" is the
 * entry's date, not a detail of a sentence; the opening word is left out.
 */
function datedCell(line: Line): Line {
  const m = /(\t|\s{2,})(?:from|since|desde|dal|dalla|von|seit|ab|du|de|depuis|entre|between)\s+/iu.exec(line.text);
  if (!m) return line;
  const after = m.index + m[0].length;
  if (!findDateRanges(line.text).some((r) => r.index === after && r.kind === 'range')) return line;
  return { ...line, text: `${line.text.slice(0, m.index)}${m[1]}${line.text.slice(after)}` };
}

/** A line for a heading's text, placed above the line that follows it, set larger and bold as the heading was. */
function headingLine(text: string, below: Line): Line {
  const fontSize = below.fontSize + 1;
  const y = below.y - fontSize * 1.4;
  const w = text.length * fontSize * 0.5;
  return {
    ...below,
    text,
    segments: [{ text, x: below.x, y, w, h: fontSize, fontSize, bold: true, italic: false }],
    y,
    baseline: below.baseline - fontSize * 1.4,
    w,
    bold: true,
    italic: false,
  };
}

/**
 * "2025  Projekt: Pizza-Lieferdienst, Hochschule X", "Project: …": a dated entry opened by a
 * project or client label (locales' entry-detail-label) is work done during the studies, not a
 * course of study, even under a heading that names the studies ("Praxisprojekte im Studium").
 */
function isProjectEntry(block: EntryBlock): boolean {
  const first = block.header[0];
  return !!first && cueLabel('entry-detail-label').test(first.text);
}

/**
 * "Masters in Mathematics" / "Ateneo University" / "2014 - 2018" / "Bachelor of Secondary
 * Education" / "Partido State University": a date alone on its line with a degree named both
 * above and below it opens the entry below (dates set first), whose header then runs on over the
 * header-like lines after it; the lines above leave the block, to be read as an undated entry.
 * Only the first block can be read so: its header is what the others learn from.
 */
function opensBelow(block: EntryBlock, lines: Line[]): void {
  // The header holds the date's line only when words stand beside the date.
  if (block.header.some((h) => h.line === block.anchor)) return;
  const anchorAt = lines.indexOf(block.anchor);
  const cut = block.header.findIndex((h) => lines.indexOf(h.line) > anchorAt);
  if (cut <= 0) return;
  const below = block.header.slice(cut);
  if (!block.header.slice(0, cut).some((h) => findDegree(h.text)) || !below.some((h) => findDegree(h.text))) return;
  while (block.body[0] && below.length < ENTRY_RULES.maxAbove && !isBodyLike(block.body[0], Number.POSITIVE_INFINITY)) {
    const line = block.body.shift()!;
    below.push({ line, text: plain(line) });
  }
  block.header = below;
}

/**
 * "TAFE NSW" over "Diploma of …, 2024" and "Certificate IV in …, 2023": a school on a line of its
 * own above an entry's dated line heads the list of degrees that follows it without a description,
 * each on its one line naming no school of its own.
 */
function schoolLineAbove(block: EntryBlock, institution: string | null, place: string | null): string | null {
  if (!institution) return null;
  // "Westmoor Institute of Technology, Glasgow": the school's line may name its place after it.
  // The place is the entry's, or a short name the gazetteer does not know ("…, Lindenau").
  const placed = (rest: string) => rest === place || (!place && /^\p{Lu}[\p{L}'’.-]*(?: [\p{L}'’.-]+){0,2}$/u.test(rest));
  const own = (text: string) => text === institution || (text.startsWith(`${institution},`) && placed(text.slice(institution.length + 1).trim())) || (!!place && text.startsWith(institution) && text.slice(institution.length).replace(/^[\s,;–—|·-]+/u, '') === place);
  // Above the dated line: a school written under its degree ("Degree⇥2018" / "School, Place") heads nothing.
  const above = (line: Line) => line.page < block.anchor.page || (line.page === block.anchor.page && line.y < block.anchor.y);
  return block.header.some((h) => h.line !== block.anchor && above(h.line) && own(h.text.trim())) ? institution : null;
}

function orderHint(blocks: EntryBlock[]): 'titleFirst' | 'orgFirst' {
  let degreeFirst = 0;
  let schoolFirst = 0;
  for (const block of blocks) {
    const a = assignRoles(splitPieces(block.header, block.anchor, block.textRight), EDUCATION_PIECE_WEIGHTS, 'titleFirst');
    if (a.title && a.org && a.titleScore >= 2 && a.orgScore >= 2) {
      if (a.title.order < a.org.order) degreeFirst++;
      else schoolFirst++;
    }
  }
  return schoolFirst > degreeFirst ? 'orgFirst' : 'titleFirst';
}

function toEntry(
  header: { line: Line; text: string }[],
  anchor: Line,
  range: DateRange | null,
  hint: 'titleFirst' | 'orgFirst',
  body: Line[],
  textRight?: number,
  group?: string,
  order: PieceOrder | null = null,
): EducationEntry {
  // "Studentessa presso l'Università …": the school attended now (and the course after a comma).
  const student = header.some((h) => studentLine(h.text) !== null);
  header = header.map((h) => ({ ...h, text: studentLine(h.text) ?? h.text }));
  header = header.map((h) => (h.line === anchor ? { ...h, text: withoutCompletionWord(h.text) } : h)).filter((h) => h.text);
  // "Note: 1,3", "Mention très bien" under the school: how the degree ended, no piece of the entry's header.
  header = header.filter((h) => h.line === anchor || !isGradeLine(h.text));
  let pieces = splitPieces(header, anchor, textRight);
  let a = followSectionOrder(assignRoles(pieces, EDUCATION_PIECE_WEIGHTS, hint), order);
  // A degree named only in the description ("Abschluss: Master of Science").
  if (!a.title || !findDegree(a.title.text)) {
    const degreeLine = body.slice(0, 4).find((l) => findDegree(plain(l)) && (!isBodyLike(l, Number.POSITIVE_INFINITY) || opensWithDegree(plain(l))));
    if (degreeLine) {
      const text = degreeClause(plain(degreeLine).replace(/\.\s*$/, ''));
      pieces = [...pieces, ...splitPieces([{ line: degreeLine, text }], anchor).map((p, i) => ({ ...p, order: pieces.length + i }))];
      a = assignRoles(pieces, EDUCATION_PIECE_WEIGHTS, hint);
    }
  }
  // "Ausbildung zur Kauffrau …" over "Abschluss: IHK-Prüfung": a labelled title naming no degree gives way to a piece naming one.
  const named = a.title?.label === 'title' && !findDegree(a.title.text) ? a.rest.find((p) => !p.label && findDegree(p.text)) : undefined;
  if (named) a = { ...a, title: named, rest: [...a.rest.filter((p) => p !== named), a.title!] };
  // A piece without words ("90.82%", "8.2/10", the "2018" of "2010 – 2017-2018") is a grade or a
  // date's remnant, never a degree or a school; a degree abbreviated letter by letter ("B.S", "M.A") is one.
  let degreeText = a.title && (/\p{L}{2}/u.test(a.title.text) || isWhollyDegree(a.title.text)) ? withoutGrade(withoutDateLabel(trimDateWord(a.title.text))) : null;
  let institution = a.org && /\p{L}{2}/u.test(a.org.text) ? withoutDateLabel(trimDateWord(a.org.text)) : null;
  // "University of Eastfield (Master of Science in Physics)": a school with its degree in brackets.
  const bracketed = !institution && degreeText ? schoolWithDegree(degreeText) : null;
  if (bracketed) [institution, degreeText] = bracketed;
  const stopped = !institution && degreeText ? (schoolAfterStop(degreeText) ?? schoolInBrackets(degreeText)) : null;
  if (stopped) [degreeText, institution] = stopped;
  // "Ashford High School" / "HIGH SCHOOL DIPLOMA": the piece that is wholly a degree name is the
  // degree, the one that only contains one ("… High School") the school.
  if (degreeText && institution && isWhollyDegree(institution) && !isWhollyDegree(degreeText) && organizationCues(degreeText).institutionWord) {
    [degreeText, institution] = [institution, degreeText];
  }
  // "British Council" alone beside a place: no degree is named, the organization is the school; so
  // is a school named by the stage it teaches ("Liceo Scientifico Galilei", "Northbrook High School").
  if (degreeText && !institution && (findDegree(degreeText) ? namesSchoolByStage(degreeText) : isOrganization(degreeText))) [degreeText, institution] = [null, degreeText];
  // "Maschinen- u. Anlagenmonteur" over "Lehre zum Abschluss mit „Gut“": the trade learnt is the degree.
  const trade = tradeLearnt(degreeText, institution, a.rest.map((p) => p.text));
  if (trade) [degreeText, institution] = trade;
  const note = expectedNote([degreeText, institution, ...a.rest.map((p) => p.text)]);
  if (note) {
    degreeText = withoutNote(degreeText, note);
    institution = withoutNote(institution, note);
  }
  degreeText = degreeText ? fromDegreeWord(firstSentence(withoutProgressWord(unbracketed(degreeText)))) : null;
  institution = institution ? firstSentence(unbracketed(institution)) : null;
  // Under a degree heading ("• Doutorado"), the entry's own title is the field of that degree.
  if (group && !(degreeText && findDegree(degreeText))) degreeText = degreeText ? `${group} – ${degreeText}` : group;
  const hit = degreeText ? findDegree(degreeText) : null;
  const awarded = hit && degreeText ? (institution && isUniversity(institution) ? levelAtUniversity(degreeText, hit) : hit.isced) : null;
  const isced = statedEqfLevel([...header.map((h) => h.text), ...body.slice(0, 12).map(plain)]) ?? awarded ?? universityLevel(degreeText, institution);
  const end = range ? (range.current ? null : formatDatePoint(expectedMonth(range, note) ?? range.end ?? (range.kind === 'single' ? range.start : null))) : null;
  // "Doctorat en actuariat  En cours", "Pursuing B.Sc.": no date, but under way.
  const ongoing = range ? range.current : student || header.some((h) => cueMatcher('in-progress').test(h.text));
  return {
    degree: degreeText,
    isced,
    field: degreeText && hit ? fieldOf(degreeText, hit.end) : null,
    institution,
    location: a.place?.text ?? null,
    start: range && range.kind === 'range' ? formatDatePoint(range.start) : null,
    end,
    current: ongoing,
    evidence: Math.min(1, 0.4 + (hit ? 0.3 : 0) + (institution && organizationCues(institution).institutionWord ? 0.3 : institution ? 0.1 : 0)),
  };
}

/**
 * "Design della Comunicazione, Politecnico di Milano": a course at a university with no
 * qualification named is a first degree (ISCED 6); a school that is not a university says nothing.
 */

/** "Liceo Galvani (Diploma di maturità)": the school and the degree, when the brackets open with a degree and the school is one. */
function schoolWithDegree(text: string): [string, string] | null {
  const m = /^(.+?)\s*\(([^()]+)\)\s*$/u.exec(text);
  if (!m) return null;
  const [, school, degree] = m;
  const hit = findDegree(degree!);
  if (!hit || hit.start > 0 || isWhollyDegree(school!) || !(organizationCues(school!).institutionWord || isUniversity(school!))) return null;
  // "Diploma di Liceo Scientifico (Maturità)": a degree's name opens the text, no school's word.
  if (findDegree(school!)?.start === 0 && !organizationCues(school!.split(/\s+/)[0]!).institutionWord) return null;
  return [school!.trim(), degree!.trim()];
}

/** "Bachelor of Commerce (Honors) with first division.": a description line that opens with the degree names it. */
function opensWithDegree(text: string): boolean {
  const hit = findDegree(text);
  return !!hit && hit.start <= 2 && degreeClause(text).split(/\s+/).length <= 12;
}

// "con", "with", "mit", "avec", "com": a detail of the degree follows (locales' degree-detail-opener).
const DETAIL_OPENER = once(() => new RegExp(`(?<!\\p{L})(?:${cueAlternation('degree-detail-opener')})(?!\\p{L})`, 'iu'));

/**
 * "• Grado en Ingeniería informática con 158/240 créditos completados, todos los cursados, con GPA de 3.1/4": a
 * description line opening with a degree and going on as a sentence; the degree is the clause up to the first
 * comma, bracket or detail word after the degree's own words. Short lines are kept whole.
 */
function degreeClause(text: string): string {
  const hit = findDegree(text);
  if (!hit || text.split(/\s+/).length <= 12) return text;
  const tail = text.slice(hit.end);
  const stop = /[,;(]/u.exec(tail);
  const opener = DETAIL_OPENER().exec(tail);
  const cut = Math.min(stop?.index ?? tail.length, opener?.index ?? tail.length);
  return `${text.slice(0, hit.end)}${tail.slice(0, cut)}`.trim();
}

/**
 * An undated entry whose line carries one date inside ("Bachelor of Science, IT 2005 Florida
 * State University"): the date is the entry's, and it separates the pieces around it.
 */
function datedInside(seed: { line: Line; text: string }[]): { header: { line: Line; text: string }[]; range: DateRange | null } {
  let found: { index: number; cut: DateRange; range: DateRange } | null = null;
  for (const [index, piece] of seed.entries()) {
    const ranges = findDateRanges(piece.text);
    if (!ranges.length) continue;
    if (found) return { header: seed, range: null };
    // "… and Law 2007 Montclair University … 1998 to 2007": the first date cuts the pieces, a
    // full range (when one is written) dates the entry.
    // "• 2018 – MSc …": a range left open by the words after it is the single date it names.
    const range = ranges.find((r) => r.kind === 'range' && !r.dangling) ?? ranges[0]!;
    found = { index, cut: ranges[0]!, range: range.dangling ? { ...range, kind: 'single', dangling: false } : range };
  }
  if (!found) return { header: seed, range: null };
  const { index, cut, range } = found;
  const piece = seed[index]!;
  const text = bracketed(piece.text, cut) ?? `${piece.text.slice(0, cut.index).replace(/\s+(?:in|en|em|nel|im|from|since|until|to)\s*$/iu, '')}  ${piece.text.slice(cut.index + cut.length)}`.trim();
  const header = seed.map((p, i) => (i === index ? { ...p, text } : p)).filter((p) => p.text);
  return header.length ? { header, range } : { header: seed, range: null };
}

/**
 * "Diploma di maturità (a.s. 2015-16) presso Liceo …", "Laurea (anno 2019) all'Università …": a date
 * in brackets, with the words that label it, is an aside of the sentence; the sentence is read
 * without it, so the words before and after stay one phrase ("… presso Liceo …").
 */
function bracketed(text: string, date: DateRange): string | null {
  const open = text.lastIndexOf('(', date.index);
  const close = text.indexOf(')', date.index + date.length);
  if (open < 0 || close < 0 || text.slice(open + 1, date.index).includes(')') || text.slice(date.index + date.length, close).includes('(')) return null;
  // Only a short label beside the date ("a.s.", "anno", "class of"), not a sentence.
  if (text.slice(open + 1, close).length - date.length > 16) return null;
  return `${text.slice(0, open).trimEnd()} ${text.slice(close + 1).trimStart()}`.trim();
}
