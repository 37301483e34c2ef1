/**
 * Certifications: the items of the certifications sections, one per line or bullet (wrapped
 * lines joined back), with the issuer after a dash, in parentheses or on a detail line of its
 * own, and the date written with them (before, after or on the next line).
 *
 * Where the layout step names no certifications section, a list still counts when its heading
 * reads as one (a heading of kind "other" whose words are certificate words, glyphs lost in
 * extraction aside) or when the heading opens a line of another section ("CERTIFICATIONS  AWS…").
 * A "certifications" heading that names a degree ("Licence professionnelle …") is an education
 * entry read as a heading: its lines are left to the education step.
 */
import { findDegree } from '../../knowledge/lexicons/degrees.ts';
import { headingKind, joinsKind } from '../../knowledge/lexicons/headings.ts';
import { lookupSkill } from '../../knowledge/skills/skill-knowledge.ts';
import { cueMatcher, cueWords } from '../../knowledge/lexicons/locale-cues.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import type { Certification } from '../profile-schema.ts';
import { isWrappedNamePiece } from '../layout/heading-detector.ts';
import type { Line, Section } from '../layout/layout-types.ts';
import { findDateRanges, formatDatePoint } from '../../knowledge/dates/date-grammar.ts';
import { plain, } from './entry-blocks.ts';
import { isUniversity } from './education-degree.ts';
import { fold, foldKey } from '../../knowledge/text/fold.ts';
import { wordTokens } from '../../knowledge/text/word-tokens.ts';
import { languageLevelIndex, languageNameIndex } from '../../knowledge/lexicons/human-languages.ts';
import { cardColumns } from './certification-cards.ts';
import { BULLET, CERTIFICATE_STEM, CERTIFICATION_RULES, type Item, issuerLike, items, namesOrganization } from './certification-items.ts';

const URL = /\bhttps?:\/\/\S+|\bwww\.\S+/giu;

/** Driving licences are listed beside certificates in Europass CVs but are no certification. */
const DRIVING_LICENCE = cueMatcher('driving-licence');

/** A language exam ("TestDaF", "DELF B2", "TOEFL iBT"): a certificate wherever it is written. */
const LANGUAGE_EXAM = cueMatcher('language-exam');
/** Where language exams are looked for outside certifications lists. */
const EXAM_SECTIONS: ReadonlySet<string> = new Set(['languages', 'education', 'other']);
/** A line's pieces: cells, clauses, parentheses, a label or a language apart from its value. */
const EXAM_PIECE = /[,;()（）:：\t]|\.\s|\s[–—-]\s/u;

/** A course or training word ("Kurs", "curso", "workshop"): the item names what was learned. */
const COURSE = cueMatcher('course');

/** An event attended ("AWS Summit", "Congreso Nacional de Nutrición") or the label of a list of them ("Eventos"). */
const EVENT = cueMatcher('event-word');

/** An award, a prize or a scholarship ("Employee of the Month", "Premio miglior tesi", "Stipendium"). */
const AWARD = cueMatcher('award-word');
/** "Published: …", "Speaker at …", "Relatore al …": a paper or a talk, opening the line. */
const PUBLICATION = cueMatcher('publication-or-talk');
/** "Member of …", "Iscritto all'Albo …", "Mitglied im …": a membership, opening the line. */
const MEMBERSHIP = cueMatcher('membership');

export function extractCertifications(sections: Section[]): Certification[] {
  const out: Certification[] = [];
  for (const section of sections) {
    if (isCertificationSection(section)) {
      const lines = listLines(section.lines);
      for (const column of cardColumns(lines) ?? [lines]) out.push(...certificationsOf(items(column)));
    } else if (section.kind !== 'header' && section.kind !== 'contact') {
      for (const list of inlineLists(section.lines, section.kind === 'education')) out.push(...certificationsOf(items(list)));
    }
  }
  const exams = languageExams(sections, out);
  const known = knownCertificationItems(sections, [...out, ...exams]);
  const joined = joinedSectionItems(sections, [...out, ...exams, ...known]);
  const earned = earnedInEducation(sections, [...out, ...exams, ...known, ...joined]);
  return [...out, ...exams, ...known, ...joined, ...earned, ...titlesEarned(sections, [...out, ...exams, ...known, ...joined, ...earned])];
}

/** "ho conseguito il titolo di", "obtained the title of", "obtuve el título de" (locales' title-earned). */
const TITLE_EARNED = cueMatcher('title-earned');

/**
 * "Nel 2011 ho conseguito il titolo di Istruttore di Atletica Leggera FIDAL (Federazione …)", "In 2016 I
 * obtained the title of Athletics Coach": an education section written as sentences reports a title
 * earned that names no degree (a coach's, an instructor's licence): a certification, its year the
 * sentence's. The title runs to a bracket, a comma, "at"/"presso" or the sentence's end; a title that
 * names a degree ("… il titolo di Dottore in Economia") is a study, which education reports.
 */
function titlesEarned(sections: Section[], found: Certification[]): Certification[] {
  const out: Certification[] = [];
  const seen = new Set(found.map((c) => foldKey(c.name)));
  for (const section of sections) {
    if (section.kind !== 'education') continue;
    for (const line of section.lines) {
      const text = plain(line);
      const hit = TITLE_EARNED.find(text);
      if (!hit) continue;
      const rest = afterFoldedCue(text, foldKey(text).slice(0, hit.index + hit.cue.length));
      const cut = rest.split(/\s*[(,;:]|\.\s|\.$|\s(?:presso|at|en|bei|chez|na|no)\s/u)[0]!.trim();
      // A title earned at a university ("Dottore in Economia presso l'Università …") is a degree.
      if (!/\p{L}{3}/u.test(cut) || cut.split(/\s+/).length > CERTIFICATION_RULES.maxWords || findDegree(cut) || isUniversity(text)) continue;
      const name = cut.charAt(0).toUpperCase() + cut.slice(1);
      if (seen.has(foldKey(name))) continue;
      seen.add(foldKey(name));
      const year = findDateRanges(text).find((r) => r.index < text.length)?.start;
      out.push({ name, issuer: null, date: year ? formatDatePoint(year) : null });
    }
  }
  return out;
}

/**
 * "Languages and certifications", "Skills & Certifications": a section whose heading joins
 * certificates to another kind holds both; its items that say they certify (a certificate word),
 * that the knowledge base knows as certifications, or that carry a year are certificates. Education sections are
 * read by the education step.
 */
function joinedSectionItems(sections: Section[], found: Certification[]): Certification[] {
  const out: Certification[] = [];
  const seen = new Set(found.map((c) => foldKey(c.name)));
  for (const section of sections) {
    if (section.kind === 'education' || section.kind === 'certifications' || isCertificationSection(section)) continue;
    if (!section.heading || !joinsKind(section.heading, 'certifications')) continue;
    for (const cert of certificationsOf(items(listLines(section.lines)))) {
      if (seen.has(foldKey(cert.name)) || LANGUAGE_EXAM.test(cert.name)) continue;
      // A year beside an item of such a section dates a certificate (a language or a skill has none).
      if (!CERTIFICATE_STEM.test(fold(cert.name)) && !knownCertification(cert.name) && !cert.date) continue;
      seen.add(foldKey(cert.name));
      out.push(cert);
    }
  }
  return out;
}

/** "Completed", "Member of", "Conseguito", "Obtenu": a line opening so reports what was earned (locales' certificate-earned). */
const EARNED = cueMatcher('certificate-earned');

/**
 * "Completed certificate course on valuation", "Member of Certified Practising Accountants of
 * Australia": a line of an education section that reports a certificate earned (or a certifying
 * body joined) and names no degree is a certification, whatever entry it details. Only lines
 * opening with such a word: a certificate named alone there ("Graduate Certificate in …",
 * "Leaving Certificate") is a course of study, which education reports.
 */
function earnedInEducation(sections: Section[], found: Certification[]): Certification[] {
  const out: Certification[] = [];
  const seen = new Set(found.map((c) => foldKey(c.name)));
  for (const section of sections) {
    if (section.kind !== 'education') continue;
    for (const line of section.lines) {
      const text = plain(line).replace(BULLET, '').replace(/[.;]\s*$/u, '').trim();
      const rest = afterOpeningCue(text, EARNED);
      if (!rest || rest.split(/\s+/).length > CERTIFICATION_RULES.maxWords || findDegree(rest) || LANGUAGE_EXAM.test(rest)) continue;
      const folded = fold(rest);
      // Something named beside the certificate word: "Abschluss mit Zertifikat" names nothing.
      if (!CERTIFICATE_STEM.test(folded) || !/\p{L}{3}/u.test(folded.replace(new RegExp(CERTIFICATE_STEM.source, 'gu'), ' '))) continue;
      const name = rest.charAt(0).toUpperCase() + rest.slice(1);
      if (seen.has(foldKey(name))) continue;
      seen.add(foldKey(name));
      out.push({ name, issuer: null, date: null });
    }
  }
  return out;
}

/** The text as written after its folded prefix `prefix` ("… il titolo di", "… le titre d" of "d'Entraîneur"). */
function afterFoldedCue(text: string, prefix: string): string {
  for (let i = 1; i <= text.length; i++) {
    // The first cut whose fold is the prefix ends on the cue's last letter.
    if (foldKey(text.slice(0, i)) === prefix) return text.slice(i).replace(/^[\s'’]+/u, '');
  }
  return '';
}

/** The text after a cue that opens it, articles after the cue left out; null when no cue opens it. */
function afterOpeningCue(text: string, matcher: ReturnType<typeof cueMatcher>): string | null {
  const hit = matcher.find(text);
  if (hit?.index !== 0) return null;
  const words = text.split(/\s+/);
  for (let n = 1; n < words.length; n++) {
    if (foldKey(words.slice(0, n).join(' ')) !== hit.cue) continue;
    let rest = words.slice(n);
    while (rest.length > 1 && ARTICLE.test(rest[0]!)) rest = rest.slice(1);
    return rest.join(' ');
  }
  return null;
}

/** Articles (locales' article), as whole words. */
const ARTICLE = { test: (word: string): boolean => cueWords('article').has(foldKey(word)) };

/** Sections whose items are read for certifications the knowledge base knows by name. */
const KNOWN_CERT_SECTIONS: ReadonlySet<string> = new Set(['other', 'education']);

/**
 * "Cours en ligne: CompTIA A+ · CompTIA Network+ · CEH" under a heading the lexicon does not know:
 * an item that is wholly a certification of the knowledge base (its category says so) is one,
 * wherever the list stands. Prose is left alone.
 */
function knownCertificationItems(sections: Section[], found: Certification[]): Certification[] {
  const out: Certification[] = [];
  const seen = new Set(found.map((c) => foldKey(c.name)));
  for (const section of sections) {
    if (!KNOWN_CERT_SECTIONS.has(section.kind) || isCertificationSection(section)) continue;
    for (const line of section.lines) {
      const text = plain(line).replace(BULLET, '');
      if (/\.\s*$/.test(text) || text.split(/\s+/).length > CERTIFICATION_RULES.maxWords) continue;
      // Cells are pieces too: "Cours en ligne  CompTIA A+", a label cell beside the list's first item.
      for (const piece of text.split(/[,;|·•\t]|\s[–—-]\s|\s{2,}/u)) {
        const name = piece.trim();
        const hit = name ? lookupSkill(name) : null;
        if (!hit || hit.confidence < 0.8 || !isCertificationCategory(hit.category) || seen.has(foldKey(name))) continue;
        seen.add(foldKey(name));
        out.push({ name, issuer: null, date: null });
      }
    }
  }
  return out;
}

const isCertificationCategory = (category: string): boolean => /certification$/.test(category);

/**
 * Language certificates ("TestDaF", "TOEFL iBT: 90", "Business English – LCCI (B1)") are
 * certifications though most CVs write them with the languages or the schooling, not in a
 * certifications list: the piece of the line naming the exam, once per exam.
 */
function languageExams(sections: Section[], found: Certification[]): Certification[] {
  const out: Certification[] = [];
  const seen = new Set(found.map((c) => LANGUAGE_EXAM.find(c.name)?.cue));
  for (const section of sections) {
    if (!EXAM_SECTIONS.has(section.kind) || isCertificationSection(section)) continue;
    for (const line of section.lines) {
      // A line closing a sentence is prose: an exam named there is mostly a level ("English classes at TOEFL level").
      if (/\.\s*$/.test(plain(line))) continue;
      for (const piece of plain(line).split(EXAM_PIECE)) {
        const hit = LANGUAGE_EXAM.find(piece);
        const cert = hit && !seen.has(hit.cue) ? examOf(piece) : null;
        if (!cert) continue;
        seen.add(hit!.cue);
        out.push(cert);
      }
    }
  }
  return out;
}

/** The exam's name as written, its date apart. */
function examOf(piece: string): Certification | null {
  const dates = findDateRanges(piece);
  const date = dates[dates.length - 1];
  let name = piece;
  for (const d of [...dates].reverse()) name = name.slice(0, d.index) + name.slice(d.index + d.length);
  name = name.replace(/\s+/g, ' ').replace(/^[\s·|–—-]+|[\s·|–—-]+$/gu, '');
  if (name.split(' ').length > CERTIFICATION_RULES.maxWords) return null;
  return { name, issuer: null, date: date ? formatDatePoint(date.end ?? date.start) : null };
}

/**
 * The certificates of one list. An item that only names who gave a course (a school, a company,
 * a platform written again and again down the list) is no certificate: dated, it heads the item
 * below ("2019 Northwind Academy" over the course title); undated, it is the issuer of the item above.
 */
function certificationsOf(list: Item[]): Certification[] {
  const out: Certification[] = [];
  const certs = datedIssuersBelow(list.map(parseItem));
  const counts = new Map<string, number>();
  for (const c of certs) if (c) counts.set(foldKey(c.name), (counts.get(foldKey(c.name)) ?? 0) + 1);
  const paired = issuersBelow(certs);
  const issuerOnly = certs.map((c, i) => !!c && (paired[i] || namesIssuerOnly(c.name, (counts.get(foldKey(c.name)) ?? 0) > 1)));
  const issuerShapes = headingShapes(list, certs, issuerOnly);
  let heading: { issuer: string; date: string | null } | null = null;
  certs.forEach((cert, i) => {
    if (!cert) return;
    if (issuerOnly[i] || (issuerShapes.has(shapeOf(list[i]!)) && headsItem(list, certs, i))) {
      const named = nameUnderIssuer(list[i]!, cert);
      if (named) out.push(named);
      else if (cert.date) heading = { issuer: cert.name, date: cert.date };
      else if (out.length && !out[out.length - 1]!.issuer) out[out.length - 1]!.issuer = cert.name;
      return;
    }
    if (heading) {
      // "2010 Northwind Analytics" / "Department of Statistics, University of Eastfield" / the course:
      // a second organization under the organizer's heading gave the course with it.
      const next = certs[i + 1];
      if (next && !next.date && !issuerOnly[i + 1] && coOrganizer(cert.name)) return;
      cert.issuer ??= heading.issuer;
      cert.date ??= heading.date;
      heading = null;
    }
    out.push(cert);
  });
  return out;
}

/**
 * "ITIL 4 Foundation  2018" / "Axelos" / "Scrum Master  2019" / "Northwind Agile": dated items each
 * followed by one undated line set alike — a list in pairs — whose undated lines name an
 * organization (capitalized words, no certificate or course word, no known certification): those
 * lines are the issuers of the items above.
 */
function issuersBelow(certs: (Certification | null)[]): boolean[] {
  const out = certs.map(() => false);
  const kept = certs.map((c, i) => ({ c, i })).filter((x): x is { c: Certification; i: number } => !!x.c);
  const dated = kept.filter((x) => x.c.date).length;
  const undated = kept.filter((x) => !x.c.date);
  if (dated < 2 || undated.length < dated - 1 || undated.length > dated) return out;
  for (const [k, x] of kept.entries()) {
    // Strictly in pairs: dated, undated, dated, undated …
    if (!!x.c.date !== (k % 2 === 0)) return out;
  }
  for (const x of undated) {
    if (!issuerLike(x.c.name) || CERTIFICATE_STEM.test(fold(x.c.name)) || COURSE.test(x.c.name) || knownCertification(x.c.name)) return out;
  }
  for (const x of undated) out[x.i] = true;
  return out;
}

/**
 * "ITIL 4 Foundation" / "Axelos, 2020" / "Scrum Master (PSM I)" / "Scrum.org, 2021": undated names each
 * followed by one dated line, strictly in pairs, whose dated lines name an organization (no certificate or
 * course word, no skill the knowledge base knows): each dated line is the issuer and the date of the name above.
 */
function datedIssuersBelow(certs: (Certification | null)[]): (Certification | null)[] {
  const kept = certs.filter((c): c is Certification => !!c);
  if (kept.length < 4 || kept.length % 2) return certs;
  for (const [k, c] of kept.entries()) {
    if (!!c.date !== (k % 2 === 1)) return certs;
    // The dated line names an organization: no skill of the knowledge base either ("Scrum Master 2019").
    if (k % 2 === 1 && (!issuerLike(c.name) || CERTIFICATE_STEM.test(fold(c.name)) || COURSE.test(c.name) || (lookupSkill(c.name)?.confidence ?? 0) >= 0.78)) return certs;
  }
  const out: Certification[] = [];
  for (let k = 0; k < kept.length; k += 2) {
    const [name, below] = [kept[k]!, kept[k + 1]!];
    out.push({ name: name.name, issuer: name.issuer ?? below.name, date: below.date });
  }
  return out;
}

function knownCertification(name: string): boolean {
  const hit = lookupSkill(name);
  return !!hit && hit.confidence >= 0.8 && isCertificationCategory(hit.category);
}

/** "Linux Professional Institute LPIC-1": a word of the name is a certification the knowledge base knows by itself. */
function holdsKnownCertification(name: string): boolean {
  return name.split(/\s+/).some((word) => /\p{L}{2}/u.test(word) && knownCertification(word.replace(/^[(\[]+|[)\],.;:]+$/gu, '')));
}

/** An organization's name and nothing learned: a school's or company's word, no certificate or course word. */
function coOrganizer(name: string): boolean {
  return namesOrganization(name) && !CERTIFICATE_STEM.test(fold(name)) && !COURSE.test(name) && !knownCertification(name);
}

/** How an item's first line is set: bold or not, and its size. */
const shapeOf = (item: Item): string => `${item.line.bold ? 'b' : 'r'}${Math.round((item.line.fontSize || 10) * 2)}`;

/**
 * "2018 Coursera" ⇥ "2015 Northwind Academy" in bold over the course titles: when two or more dated
 * items of one style are known organizers heading the item below, that style sets organizers, also
 * those named once ("2011 Agro Meteo Society"). A list keeps one shape for its items.
 */
function headingShapes(list: Item[], certs: (Certification | null)[], issuerOnly: boolean[]): Set<string> {
  const heads = new Map<string, number>();
  certs.forEach((_, i) => {
    if (issuerOnly[i] && headsItem(list, certs, i)) heads.set(shapeOf(list[i]!), (heads.get(shapeOf(list[i]!)) ?? 0) + 1);
  });
  return new Set([...heads].filter(([, n]) => n >= 2).map(([shape]) => shape));
}

/** A dated item over a course: its own detail line, or the next item set in another style. */
function headsItem(list: Item[], certs: (Certification | null)[], i: number): boolean {
  const next = list[i + 1];
  return !!certs[i]?.date && (!!list[i]!.second || (!!next && shapeOf(next) !== shapeOf(list[i]!)));
}

/**
 * "2019 Northwind Academy" in bold over "Forklift Safety" in the same size: the line taken for a
 * detail of the organizer is the certificate's name (a detail set smaller is a note or issuer).
 */
function nameUnderIssuer(item: Item, cert: Certification): Certification | null {
  const second = item.second;
  if (!second || second.line.fontSize < item.line.fontSize - 0.3 || namesIssuerOnly(second.text, false)) return null;
  return { name: second.text, issuer: cert.name, date: cert.date };
}

/**
 * An organization and nothing learned: no certificate word, and either the same text repeated
 * down the list or a school's name at its head with no course named after it
 * ("Lycée Nord – Valence", "Institut für Fortbildung (IFB)").
 */
function namesIssuerOnly(name: string, repeated: boolean): boolean {
  if (CERTIFICATE_STEM.test(fold(name)) || holdsKnownCertification(name)) return false;
  const [head, ...rest] = name.split(/\s+[–—-]\s+|,\s*/u);
  // A school's own name may hold a course word ("Institut für Fortbildung"): only what follows it counts.
  if (organizationCues(head!).institutionWord) return !COURSE.test(rest.join(' '));
  return repeated && !COURSE.test(name);
}

/** A certifications section, or an "other" one whose heading reads as one; not a degree line taken for a heading. */
export function isCertificationSection(section: Section): boolean {
  if (section.kind === 'certifications') return !isDegreeHeading(section.heading);
  if (section.kind !== 'other' || !section.heading) return false;
  return CERTIFICATE_STEM.test(fold(section.heading));
}

/** "Licence professionnelle Génie logiciel" read as a heading: names a degree and is no known heading. */
export function isDegreeHeading(heading: string | null): boolean {
  if (!heading || headingKind(heading)) return false;
  return !!findDegree(heading);
}

/**
 * A certifications heading opening a line of another section, with the list after it:
 * "CERTIFICATIONS  Google UX Design Certificate – 2016", then bullet lines that go on with it.
 * Returns the lines of each list, the first with the heading cut off.
 */
export function inlineLists(lines: Line[], studies = false): Line[][] {
  const lists: Line[][] = [];
  for (let i = 0; i < lines.length; i++) {
    const rest = afterInlineHeading(lines[i]!);
    if (rest === null || (studies && labelsStudyEntry(lines, i))) continue;
    const list: Line[] = [{ ...lines[i]!, text: rest }];
    while (i + 1 < lines.length && BULLET.test(plain(lines[i + 1]!))) list.push(lines[++i]!);
    lists.push(list);
  }
  return lists;
}

/**
 * Among the studies, "Certificate : Project Management , 2019 University of …", "Licence : Économie –
 * Université …", "Continuing Education : 2019 Kaplan" over degree lines: the word before the colon
 * labels that entry, as resume templates print "Degree : Field", and heads no list, when it is
 * wholly a degree's name or a later line of the section names a degree of its own (a list of
 * certificates closes the studies, no degree comes after it).
 */
export function labelsStudyEntry(lines: Line[], i: number): boolean {
  const head = /^(\p{L}[\p{L}'’ ]{3,40}?)(?:\s{2,}|\s*[:：]\s*|\s+[–—•·|-]\s+)(?=\S)/u.exec(plain(lines[i]!))?.[1];
  if (!head) return false;
  const wholly = findDegree(head);
  if (wholly && wholly.start === 0 && wholly.end >= head.trim().length - 1) return true;
  return lines.slice(i + 1).some((l) => {
    const text = plain(l);
    const hit = findDegree(text);
    // A school named by its stage ("Westfield High School") names no degree of its own; "High School
    // Diploma : …" opening its line does.
    return !!hit && (hit.start === 0 || !organizationCues(text.slice(hit.start, hit.end)).institutionWord) && afterInlineHeading(l) === null;
  });
}

/** The text after a certifications heading that opens the line ("Corsi e certificazioni – …"), or null. */
export function afterInlineHeading(line: Line): string | null {
  const text = plain(line);
  const m = /^(\p{L}[\p{L}'’ ]{3,40}?)(?:\s{2,}|\s*[:：]\s*|\s+[–—•·|-]\s+)(?=\S)/u.exec(text);
  if (!m || headingKind(m[1]!) !== 'certifications') return null;
  const rest = text.slice(m[0].length).trim();
  return /\p{L}{2}/u.test(rest) ? rest : null;
}

/**
 * The section's lines up to a line that is a heading of another kind ("Links" in a plain-text CV)
 * or opens with the label of a list of events ("Eventos ⇥ Google Cloud Summit": what follows was attended).
 */
function listLines(lines: Line[]): Line[] {
  // The wrapped end or start of a certificate's name ("Project" / "Management Professional") ends nothing.
  const end = lines.findIndex((l, i) => {
    const kind = headingKind(plain(l));
    const first = l.text.split('\t')[0]!.replace(/[:：]\s*$/u, '').trim();
    return ((kind !== null && kind !== 'certifications') || cueWords('event-word').has(foldKey(first))) && !isWrappedNamePiece(lines, i);
  });
  return end < 0 ? lines : lines.slice(0, end);
}

function parseItem(item: Item): Certification | null {
  const text = withoutEarlierDateCells(item.text.replace(URL, '').trim());
  // "Links https://…" in a plain-text CV: a label over an address, no certificate.
  if (text !== item.text.trim() && /^\p{L}+:?$/u.test(text)) return null;
  if (text.split(/\s+/).length > CERTIFICATION_RULES.maxWords) return null;
  if (DRIVING_LICENCE.test(text) || namesEventOrDegree(text)) return null;
  const dates = findDateRanges(text);
  const date = dates[dates.length - 1];
  let rest = text;
  if (date) rest = (text.slice(0, date.index) + text.slice(date.index + date.length)).replace(/\(\s*\)/g, '');
  rest = rest
    .replace(/\s*·\s*·\s*/gu, ' · ')
    .replace(/[\s,·|–—-]+$/u, '')
    // "2021 : Certification …": the colon that followed the year goes with it.
    .replace(/^[\s,·|–—:：-]+/u, '')
    .trim();
  rest = withoutClosingStop(rest);
  // "MR:" — a label with nothing after it.
  if (!rest || !/\p{L}{2}/u.test(rest) || /[:：]$/u.test(rest)) return null;
  // "Capacitaciones 2020", "Weiterbildungen 2019": the list's own heading over the year's items, no certificate.
  if (headingKind(rest) === 'certifications') return null;
  let name = rest;
  let issuer: string | null = item.issuer;
  const dash = /^(.+?)\s+[–—-]\s+(.+)$/u.exec(rest) ?? /^(.+?)\s*[·|]\s*(.+)$/u.exec(rest);
  const paren = /^(.+?)\s*\(([^()]+)\)$/.exec(rest);
  if (dash && issuerLike(dash[2]!) && !isLevel(dash[2]!)) {
    name = dash[1]!;
    issuer = dash[2]!;
  } else if (paren && issuerLike(paren[2]!) && !/^[A-Z0-9-]{2,8}$/.test(paren[2]!)) {
    name = paren[1]!;
    issuer = paren[2]!;
  }
  name = name.replace(/\s*·\s*/gu, ' ').trim();
  if (!/\p{L}{2}/u.test(name)) return null;
  return { name, issuer: issuer?.trim() ?? null, date: date ? formatDatePoint(date.end ?? date.start) : null };
}

/**
 * "CompTIA Security+ · CompTIA · 03/2021 · 03/2024": a table row with a column for the issue and one for
 * the expiry; the cells of dates before the last are cut (the last dates the item), none is in the name.
 */
function withoutEarlierDateCells(text: string): string {
  const cells = text.split(' · ');
  const dated = cells.map((c) => /^[\d./\s–—-]+$/u.test(c) && findDateRanges(c).length > 0);
  if (dated.filter(Boolean).length < 2) return text;
  const last = dated.lastIndexOf(true);
  return cells.filter((_, i) => !dated[i] || i === last).join(' · ');
}

/** "…, Scrum Alliance.": the full stop closing an entry goes; an abbreviation's stays ("Acme Inc.", "S.p.A."). */
function withoutClosingStop(text: string): string {
  const m = /(?:^|\s)(\S*[\p{L})])\.$/u.exec(text);
  if (!m || /\./u.test(m[1]!) || !/\p{L}{2}|\)$/u.test(m[1]!) || organizationCues(`Name ${m[1]}.`).legalSuffix) return text;
  return text.slice(0, -1);
}

/** A line of this many words or more closing on a full stop is a sentence, not a certificate's name. */
const SENTENCE_WORDS = 6;

/**
 * "Project Management Professional (PMP), Project Management Institute.", "Experto en Contabilidad y
 * Fiscalidad, Escuela de Negocios CEF.": a certificate and its issuer closed by a full stop, as a
 * LaTeX CV's entries are, are names: two words of three at least (of four letters or more, or an
 * abbreviation) open with a capital. A duty's sentence is written in small letters.
 */
function namesInCapitals(text: string): boolean {
  // Words of four letters or more, and abbreviations in capitals ("MAG nach DIN EN ISO 9606-1").
  const words = text.split(/[\s,;:()/.]+/u).filter((w) => /^\p{L}[\p{L}'’-]{3,}/u.test(w) || /^\p{Lu}{2,}$/u.test(w));
  const capitalized = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  return words.length > 0 && capitalized * 3 >= words.length * 2;
}

/** "Inglese B2", "English (C1)", "Deutsch – Muttersprache": a language's name and its level only. */
function isLanguageEntry(text: string): boolean {
  if (LANGUAGE_EXAM.test(text)) return false;
  const tokens = wordTokens(text);
  const name = languageNameIndex().matchAt(tokens, 0);
  if (!name || name.to === tokens.length) return false;
  for (let i = name.to; i < tokens.length; ) {
    const level = languageLevelIndex().matchAt(tokens, i);
    if (level) i = level.to;
    else if (/^[abc][12]$/.test(tokens[i]!.text)) i++;
    else return false;
  }
  return true;
}

/** "Associate", "Professional", "Level 2" after a dash (locales' certificate-level): the name goes on. */
const LEVEL = cueMatcher('certificate-level');
const isLevel = (text: string): boolean => {
  const hit = LEVEL.find(text);
  return !!hit && hit.index === 0 && hit.cue.length === foldKey(text).length;
};

/** "Abschluss mit „Gut“", "Voto finale: 110/110", "GPA 3.8": how the item above ended (locales' completion-word, grade-label). */
const COMPLETION = cueMatcher('completion-word');
const GRADE = cueMatcher('grade-label');

/**
 * "AWS Summit", "XX Jornada Internacional de Nutrición": an event attended; "Bachiller en
 * Informática", "Bachelor of Science in Nursing": a degree (ISCED 3 or 6–8) listed with the
 * certificates, which education reports; "Abschluss mit „Gut“": the grade of the item above.
 * None when the item says it certifies something.
 */
function namesEventOrDegree(text: string): boolean {
  if (CERTIFICATE_STEM.test(fold(text))) return false;
  if (EVENT.test(text) || COMPLETION.find(text)?.index === 0 || GRADE.find(text)?.index === 0) return true;
  // An award won, a paper or a talk, a membership (issue 13, h/prec5): the awards, publications and
  // memberships of a CV, listed with its certificates.
  if (AWARD.test(text) || PUBLICATION.find(text)?.index === 0 || MEMBERSHIP.find(text)?.index === 0) return true;
  // "Performed monthly reconciliations and prepared financial statements.": a sentence (a duty of a
  // job run into the list), no name.
  if (/\p{L}\.\s*$/u.test(text) && text.split(/\s+/).length >= SENTENCE_WORDS && !COURSE.test(text) && !knownCertification(text) && !namesInCapitals(text)) return true;
  // "Inglese B2", "Deutsch – fließend": a spoken language and its level; language exams are read apart.
  if (isLanguageEntry(text)) return true;
  const degree = findDegree(text);
  return !!degree && degree.start === 0 && (degree.isced === 3 || degree.isced >= 6);
}

/** An issuer reads as an organization: few words, capitalized, or an organization word. */

