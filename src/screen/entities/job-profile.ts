/**
 * Job profile: the headline title written under the name (or else the most recent role's title),
 * the summary section, and the occupation the title maps to in the knowledge base.
 */
import { headingKind, isDocumentTitle } from '../../knowledge/lexicons/headings.ts';
import { cueAlternation, cueMatcher, cueWords } from '../../knowledge/lexicons/locale-cues.ts';
import { once } from '../../knowledge/text/memo.ts';
import { roleNounCount } from '../../knowledge/lexicons/roles.ts';
import { matchOccupation } from '../../knowledge/occupations/occupation-knowledge.ts';
import { findDegree } from '../../knowledge/lexicons/degrees.ts';
import type { Layout, Line, Segment } from '../layout/layout-types.ts';
import { findDateRanges } from '../../knowledge/dates/date-grammar.ts';
import { plain } from './entry-blocks.ts';
import type { ExperienceEntry } from './experience.ts';
import { isPlaceOnly, isStreetAddress } from './place-reader.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import { lookupSkill } from '../../knowledge/skills/skill-knowledge.ts';
import { compactKey, foldKey } from '../../knowledge/text/fold.ts';

export const JOB_PROFILE_RULES = {
  /** The headline is looked for in this many first lines of the header. */
  headerLines: 8,
  maxHeadlineWords: 14,
  /** A headline under the name with no role word in it is this short at most. */
  maxUnderNameWords: 8,
  /** …and set at least this much larger than body text. */
  underNameSizeRatio: 1.2,
  maxSummaryChars: 2000,
} as const;

// Small words a job title may contain in lower case ("Ingeniero de software", "Head of sales").
const TITLE_PARTICLES = new Set(['and', 'of', 'for', 'the', 'in', 'de', 'di', 'da', 'do', 'del', 'della', 'des', 'du', 'et', 'e', 'y', 'und', 'für', 'em', 'en', 'con', 'with', 'per', 'para', 'software', 'senior', 'junior']);
// "@" inside a word is an e-mail or a handle; "Engineer @ Acme" is a headline's "at".
const CONTACT = /\S@|@\S|https?:|www\.|\+?\d[\d\s().-]{6,}|linkedin|github/i;
/** "Position applied for", "Puesto solicitado", "Beruf": the label of the candidate's own title. */
const TITLE_LABEL = cueMatcher('job-title-label');

export interface JobProfileDraft {
  title: string | null;
  headline: string | null;
  summary: string | null;
  occupation: { id: string; name: string } | null;
}

export function extractJobProfile(layout: Layout, experience: ExperienceEntry[], name: string | null): JobProfileDraft {
  const read = findHeadline(layout, name) ?? summaryHeadline(layout, name) ?? (name ? null : anonymousHeadline(layout));
  const found = read && !isEmployerOf(read, experience) ? read : null;
  const headline = found && withoutSkillTail(withoutGenderMark(withoutApplicationLead(withoutExperienceTail(withoutPlaceTail(withoutDocumentTitle(withoutProfileLabel(found)))))));
  const recent = mostRecent(experience);
  const summary = layout.sections
    .filter((s) => s.kind === 'summary')
    .map((s) => s.lines.map(plain).join(' '))
    .join('\n')
    .trim()
    .slice(0, JOB_PROFILE_RULES.maxSummaryChars);
  const title = headline ?? recent?.title ?? titleFromSummary(summary || null);
  const occ = title ? matchOccupation(title) : null;
  return { title, headline, summary: summary || null, occupation: occ ? { id: occ.id, name: occ.name } : null };
}

function findHeadline(layout: Layout, name: string | null): string | null {
  // "Beruf ⇥ Entwicklungsingenieur", "Position: …" among the personal details.
  for (const section of layout.sections.filter((s) => s.kind === 'header' || s.kind === 'contact')) {
    for (const line of section.lines) {
      const cells = line.text.split('\t').map((c) => c.trim());
      if (cells.length >= 2 && isTitleLabel(cells[0]!) && cells[1] && !CONTACT.test(cells[1]) && !isSentence(cells[1])) return cells[1];
      // A form's row read as one phrase, its label in capitals ("POSIZIONE DESIDERATA Infermiera", "WUNSCHPOSITION: Elektroniker").
      const after = cells.length === 1 ? afterCapitalLabel(cells[0]!) : null;
      // The label says what follows is a title: lower-case words are no sign of a sentence here.
      if (after && !CONTACT.test(after) && !/[.!?]$/.test(after) && after.split(/\s+/).length <= JOB_PROFILE_RULES.maxUnderNameWords) return after;
    }
  }
  const header = layout.sections.find((s) => s.kind === 'header');
  const lines = headerWindow(header?.lines ?? [], name);
  // The name is found wherever the header holds it: a sidebar read first (or a photo's OCR noise)
  // can put it past the first lines.
  const underName = headlineTypedBesideName(lines, name) ?? headlineUnderName(header?.lines ?? [], name, layout.bodyFontSize) ?? headlineBesideName(lines, name);
  if (underName) return underName;
  for (const [i, line] of lines.entries()) {
    if (continuesSentence(lines[i - 1], line)) continue;
    // "Comptable | Paris | julie@…": on a contact line, the headline is one of the cells.
    const separated = CONTACT.test(line.text) ? /\t|\s[|•·]\s/ : '\t';
    for (const cell of line.text.split(separated)) {
      const after = afterTitleLabel(cell.trim());
      const labelled = after !== null;
      // A whole line may wrap ("Chef de projet digital |" / "Marketing" in a narrow sidebar).
      const whole = cell.trim() === line.text.trim();
      const own = despaced(cell.trim());
      // Only a line that is itself a title's beginning goes on below: a role named, or a joiner closing it (not a
      // labelled fact, "Sexo: Mujer", over the headline).
      const wraps = whole && after === null && !/[:：]/u.test(own) && (roleNounCount(own) > 0 || /[,&|–—-]$/.test(own));
      const below = wraps ? lineBelow(header?.lines ?? [], line) : undefined;
      const text = withoutExperienceTail(wraps ? joinWrapped(own, below, line, below && lineBelow(header?.lines ?? [], below)) : despaced(after ?? cell.trim()));
      if (!text || !reads(text, name)) continue;
      if (text.split(/\s+/).length > JOB_PROFILE_RULES.maxHeadlineWords || isSentence(text)) continue;
      const occ = matchOccupation(text);
      if (labelled || roleNounCount(text) > 0 || (occ && occ.score >= 0.8)) return text;
      // Set apart (bold or larger) and naming a qualification or a student's or graduate's status, wherever in the
      // header's first lines ("Lic. en Nutrición" under the contact line).
      if (setApart(line, layout.bodyFontSize) && whole && namesQualification(text)) return text;
    }
  }
  return null;
}

/**
 * The header lines a headline is looked for in: the first ones, then as many from the name's
 * line on. A sidebar (or a photo's OCR noise) read before the main column can fill the first
 * lines and leave the name and the headline under it further down.
 */
function headerWindow(lines: Line[], name: string | null): Line[] {
  const n = JOB_PROFILE_RULES.headerLines;
  const first = lines.slice(0, n);
  const key = name ? compactKey(name) : '';
  const at = key ? lines.findIndex((l) => compactKey(l.text).includes(key)) : -1;
  if (at < n) return first;
  return [...first, ...lines.slice(at, at + n)];
}

/** Whether a text is a title label and nothing else ("Puesto solicitado", "Beruf:"). */
function isTitleLabel(text: string): boolean {
  const hit = TITLE_LABEL.find(text);
  return !!hit && hit.index === 0 && hit.cue.length === foldKey(text).length;
}

/**
 * "POSIZIONE DESIDERATA Infermiera professionale" → "Infermiera professionale": a title label in
 * capitals opening the text, then a title that is not in capitals (a form's label cell and its
 * value cell read as one line); null otherwise.
 */
function afterCapitalLabel(text: string): string | null {
  const words = text.trim().split(/\s+/);
  for (let k = Math.min(5, words.length - 1); k >= 1; k--) {
    const label = words.slice(0, k).join(' ').replace(/[:：]$/u, '');
    const rest = words.slice(k).join(' ').replace(/^[:：]\s*/u, '');
    if (!/\p{Lu}{2}/u.test(label) || /\p{Ll}/u.test(label) || !/\p{Ll}/u.test(rest) || !isTitleLabel(label)) continue;
    return rest;
  }
  return null;
}

/** "Position: Data Analyst" → "Data Analyst"; null when the text opens with no title label. */
function afterTitleLabel(text: string): string | null {
  const m = /^([^:：]{2,40})[:：]\s*(.*)$/u.exec(text);
  return m && isTitleLabel(m[1]!) ? m[2]!.trim() : null;
}

/** Text a headline may be: no contact, date, heading, place, address, list item, employer, personal detail, nor the name itself. */
function reads(text: string, name: string | null): boolean {
  if (CONTACT.test(text) || headingKind(text) || findDateRanges(text).length || isPlaceOnly(text) || isPersonalDetail(text)) return false;
  if (LIST_ITEM.test(text) || isStreetAddress(firstPart(text)) || namesEmployerOnly(text) || isSkillList(text)) return false;
  return !(name && compactKey(text).includes(compactKey(name)));
}

// "• Reduced reporting time by 30%": a list item (bullets are "•" once runs are cleaned), a duty, not a title.
const LIST_ITEM = /^[•*]\s/u;

/** "Via Saragozza 45, 40123 Bologna" → "Via Saragozza 45": the street is the address's first comma part. */
function firstPart(text: string): string {
  return text.split(/,|\s[|•·]\s/u)[0]!.trim();
}

/**
 * "Kalwitz Anlagenbau GmbH", "Istituto Tecnico Galilei": a company's or a school's name set under the
 * name (a legal form closing it, or a school's word) that names no role is no headline; "Data Analyst
 * at Acme Ltd" names one. Company words alone ("Software", "Digital", "Management") are no sign:
 * headlines naming a field use them.
 */
function namesEmployerOnly(text: string): boolean {
  const cues = organizationCues(text);
  return (cues.legalSuffix || cues.institutionWord) && roleNounCount(text) === 0;
}

/**
 * "Python · SQL · Tableau · Excel", "SAP | Excel": the skills listed under the name, no role among
 * them, are no headline ("Data Analyst | Python | SQL" names one). Two cells in three at least are
 * skills the catalog knows.
 */
function isSkillList(text: string): boolean {
  const cells = text.split(/\s*[|·•,;/]\s*|\s+[–—-]\s+/u).filter((c) => c.trim());
  if (cells.length < 2) return false;
  // Wholly a skill: a cell only partly one ("Ingegnere gestionale" → ERP) is not.
  const skills = cells.filter((c) => (lookupSkill(c)?.confidence ?? 0) >= 0.8);
  // A skill's name may be a trade's too ("Docker"): only a cell that is no skill names a role.
  if (cells.some((c) => !skills.includes(c) && roleNounCount(c) > 0)) return false;
  return skills.length * 3 >= cells.length * 2;
}

/** "Hospital Virgen del Puig" under the name, and the employer of a job below: a workplace, no headline. */
function isEmployerOf(text: string, experience: ExperienceEntry[]): boolean {
  const key = compactKey(text);
  return roleNounCount(text) === 0 && experience.some((e) => !!e.employer && compactKey(e.employer) === key);
}

// Words of the personal details a header states besides the headline (locales' cue files).
const PERSONAL_DETAIL = ['driving-licence', 'marital-status', 'nationality-label', 'birth-date-label', 'personal-status'];

/**
 * "Patente B, automunita", "Nationalité française", "Ledig", "Disponibilidad inmediata", "Curriculum Vitae",
 * "Portfolio: behance.net/…": a personal detail, the document's title or an address set under the name is no
 * headline (the latest role's title is the better guess).
 */
function isPersonalDetail(text: string): boolean {
  return isDocumentTitle(text) || /\b[\w-]+\.[a-z]{2,}\/\S/i.test(text) || PERSONAL_DETAIL.some((concept) => cueMatcher(concept).test(text));
}

/**
 * "…seeking a challenging role in" / "the area of Database Development as a SQL Programmer": a line opening in
 * lower case under a sentence left open is that sentence's tail, however role-like its words.
 */
function continuesSentence(above: Line | undefined, line: Line): boolean {
  if (!above || above.page !== line.page || !/^\p{Ll}/u.test(line.text.trim())) return false;
  const text = above.text.trim();
  return !/[.!?:;]$/.test(text) && isSentence(text);
}

/** A sentence about the candidate (a summary), not a headline: closing punctuation or several common words. */
function isSentence(text: string): boolean {
  if (/[.!?,]$/.test(text)) return true;
  // Counted in each part of a separated headline ("Ingénieure logiciel | Chef de projet digital"): titles of
  // the Romance languages write their words after the first in lower case.
  return text.split(/\s[|•·]\s/u).some((part) => part.split(/\s+/).filter((w) => /^\p{Ll}{3,}/u.test(w) && !TITLE_PARTICLES.has(w.toLowerCase())).length >= 3);
}

/**
 * The line right under the name (the nearest below it that shares its horizontal span), set
 * larger than body text, is the candidate's headline even with no role word the lexicons know
 * ("Artesano Digital") or in lower case.
 */
function headlineUnderName(lines: Line[], name: string | null, bodySize: number): string | null {
  if (!name) return null;
  const key = compactKey(name);
  // Not an address or a profile link spelling the name ("xing.com/profile/Jonas_Weber").
  const nameLine = lines.find((l) => compactKey(l.text).includes(key) && !CONTACT.test(l.text) && !/\b[\w-]+\.[a-z]{2,}\/\S/i.test(l.text));
  if (!nameLine) return null;
  const below = lines.filter((l) => l.page === nameLine.page && l.y > nameLine.y && l.x < nameLine.x + nameLine.w && l.x + l.w > nameLine.x);
  // A row in the name's own type is the rest of a name set over two rows ("Ana Maria da" / "Silva Reis").
  const next = below.find((l) => !sameType(l, nameLine));
  if (next?.segments.length !== 1 || next.y - nameLine.y > 4 * nameLine.fontSize) return null;
  // In body type, the line under the name is the headline when it names a qualification or a
  // student's status ("Lic. en Nutrición", "Laureata in Economia", "Estudante de Administração"):
  // a role noun is found by the header's other readers.
  if (next.fontSize < bodySize * JOB_PROFILE_RULES.underNameSizeRatio && !namesQualification(plain(next))) return null;
  const text = joinWrapped(despaced(plain(next)), below[below.indexOf(next) + 1], next, below[below.indexOf(next) + 2]);
  if (!text || !reads(text, name) || /[.!?,;:]$/.test(text)) return null;
  return text.split(/\s+/).length <= JOB_PROFILE_RULES.maxUnderNameWords ? text : null;
}

/** A degree ("B.Sc. Informatik", "Laureata in Economia"), a student's status ("Étudiante en Master …") or a graduate's ("Neolaureata in …"). */
function namesQualification(text: string): boolean {
  return !!findDegree(text) || STUDENT.test(text) || GRADUATE.test(text);
}
const STUDENT = cueMatcher('student-word');
const GRADUATE = cueMatcher('graduate-word');

/** A name and a headline on one line, split by a bar, a dash, a middle dot or a comma ("Ana Rossi, Data Analyst"). */
export const NAME_THEN_TITLE = /^(\S.{2,48}?)(?:\s+[|–—·•]\s+|,\s+)(\S.*)$/u;

/**
 * The words a segment opens with in its own type (larger, or bold before regular), when the rest in the
 * other type names a role: a name with its headline set beside it with only space between.
 */
export function typedHead(seg: Segment): string | null {
  for (const head of [seg.typeHead, seg.weightHead]) {
    if (!head) continue;
    const rest = seg.text.slice(head.length).trim();
    if (rest && !CONTACT.test(rest) && roleNounCount(rest) > 0) return head;
  }
  return null;
}

/**
 * "Giulia Ferrandi  Ingegnere gestionale": the headline in the smaller (or lighter) type after the name on its
 * row. Read before the row under the name, which is then the headline's wrapped end or the contact line.
 */
function headlineTypedBesideName(lines: Line[], name: string | null): string | null {
  if (!name) return null;
  for (const line of lines) {
    for (const seg of line.segments) {
      const head = typedHead(seg);
      if (!head || compactKey(head) !== compactKey(name)) continue;
      const rest = despaced(seg.text.slice(head.length).replace(/^[\s|–—·•,:-]+/u, '').trim());
      // The wrap starts a row under the name's own left edge (not the next row of a cell beside it).
      const under = lines.filter((l) => l.page === line.page && l.y > line.y && Math.abs(l.x - seg.x) < 2).sort((a, b) => a.y - b.y)[0];
      const text = besideWrap(rest, line, under);
      if (text && reads(text, name) && !isSentence(text)) return text;
    }
  }
  return null;
}

/** "Marta Rossi | Data Analyst": the headline written after the name on its line. */
function headlineBesideName(lines: Line[], name: string | null): string | null {
  if (!name) return null;
  for (const line of lines) {
    const m = NAME_THEN_TITLE.exec(plain(line));
    if (!m || compactKey(m[1]!) !== compactKey(name)) continue;
    const text = despaced(m[2]!.trim());
    if (reads(text, name) && !isSentence(text) && roleNounCount(text) > 0) return text;
  }
  return null;
}

/**
 * "Giulia Ferrandi  Consulente del" / "lavoro": a headline beside the name that closes on a joining word goes on
 * in the short row right under it, set smaller than the name.
 */
function besideWrap(text: string, line: Line, following: Line | undefined): string {
  const last = foldKey(text.split(/\s+/).at(-1) ?? '');
  if (!following || following.page !== line.page || following.segments.length !== 1 || following.y - line.y > 2 * line.fontSize) return text;
  if (!(cueWords('joining-word').has(last) || TITLE_PARTICLES.has(last)) || following.fontSize >= line.fontSize) return text;
  const rest = despaced(plain(following));
  if (rest.split(/\s+/).length > 3 || CONTACT.test(rest) || headingKind(rest) || isPlaceOnly(rest)) return text;
  return `${text} ${rest}`;
}

/**
 * A headline cut at a line wrap ("Técnica Superior en Administración y" / "Finanzas"): a line
 * closing on a joining word, a comma or a dash goes on in the next line set in the same type.
 */
function joinWrapped(text: string, following: Line | undefined, line: Line, further?: Line): string {
  if (!following || !sameType(following, line) || following.y <= line.y || following.y - line.y > 2 * line.fontSize || following.page !== line.page) return text;
  if (following.x >= line.x + line.w || following.x + following.w <= line.x || following.segments.length !== 1) return text;
  const last = text.split(/\s+/).at(-1) ?? '';
  const rest = despaced(plain(following));
  // "Senior Project Manager and Business" / "Analyst": a role noun alone on the next row ends the title.
  const roleTail = rest.split(/\s+/).length <= 3 && roleNounCount(rest) > 0 && following.y - line.y <= 1.6 * line.fontSize && !CONTACT.test(rest);
  const joiner = /[,&|–—-]$/.test(text) || cueWords('joining-word').has(foldKey(last)) || TITLE_PARTICLES.has(last.toLowerCase());
  if (!roleTail && !joiner && !wrapsOnto(line, following, text, rest)) return text;
  // A third row goes on the same way ("… Technical" / "Lead for Payments" / "Platforms").
  return further ? joinWrapped(`${text} ${rest}`, further, following) : `${text} ${rest}`;
}

/**
 * "Gestora de Projetos de Transformação" / "Digital e Inovação": a title the box's width wrapped goes on in a
 * shorter row of the same type, at the rows' own leading, aligned with it (left, centre or right), that is
 * nothing else on its own (no contact, heading, date, place, personal detail, skills list or sentence).
 */
function wrapsOnto(line: Line, following: Line, text: string, rest: string): boolean {
  const left = Math.abs(following.x - line.x) < 1.5;
  const centre = Math.abs(following.x + following.w / 2 - (line.x + line.w / 2)) < 2;
  const right = Math.abs(following.x + following.w - (line.x + line.w)) < 1.5;
  if (!(left || centre || right) || following.w >= line.w || following.y - line.y > 1.35 * line.fontSize) return false;
  if (/[.!?:;]$/.test(text) || CONTACT.test(rest) || headingKind(rest) || findDateRanges(rest).length || isPlaceOnly(rest)) return false;
  return !isPersonalDetail(rest) && !isSkillList(rest) && !isSentence(rest) && !LIST_ITEM.test(rest);
}

/** The nearest line under a line that shares its horizontal span (the next row of its column). */
function lineBelow(lines: Line[], line: Line): Line | undefined {
  let best: Line | undefined;
  for (const l of lines) {
    if (l.page !== line.page || l.y <= line.y || l.x >= line.x + line.w || l.x + l.w <= line.x) continue;
    if (!best || l.y < best.y) best = l;
  }
  return best;
}

function setApart(line: Line, bodySize: number): boolean {
  return line.bold || line.fontSize >= bodySize * JOB_PROFILE_RULES.underNameSizeRatio;
}

function sameType(a: Line, b: Line): boolean {
  return Math.abs(a.fontSize - b.fontSize) < 0.5 && a.bold === b.bold;
}

// "Objective: To obtain a position as a Registered Nurse", "Bewerbung als …" (locales' application-lead).
const APPLICATION_LEAD = once(() => new RegExp(`^\\s*(?:${cueAlternation('application-lead')})\\s*[:：–—-]?\\s*`, 'iu'));

/** The title a headline applies for, without the words that apply for it (twice: "Objective: to obtain a position as …"). */
function withoutApplicationLead(text: string): string {
  let out = text;
  for (let i = 0; i < 2; i++) {
    const m = APPLICATION_LEAD().exec(out);
    // Only where a title is left ("Objective" alone stays what it is).
    if (!m || !/\p{L}{3}/u.test(out.slice(m[0].length))) break;
    out = out.slice(m[0].length);
  }
  return out === text ? text : out.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

/** "Projektleiter Vertrieb (m/w/d)", "Chef de projet (H/F)": the letters of the genders a title is open to are none of it. */
function withoutGenderMark(text: string): string {
  return text.replace(/\s*\((?:\s*\p{L}\s*\/)+\s*\p{L}\s*\)$/u, '').trim() || text;
}

/**
 * "Data Analyst | Python | SQL" → "Data Analyst": the skills listed after a title that names a role are none of
 * it. Two at least: one cell after the title is its field ("Chef de projet digital | Marketing", "· Full-stack").
 */
function withoutSkillTail(text: string): string {
  const cells = text.split(/\s+[|·•]\s+/u);
  let keep = cells.length;
  while (keep > 1 && (lookupSkill(cells[keep - 1]!)?.confidence ?? 0) >= 0.8 && !roleNounCount(cells[keep - 1]!)) keep--;
  const head = cells.slice(0, keep).join(text.match(/\s+[|·•]\s+/u)?.[0] ?? ' | ');
  return keep < cells.length - 1 && roleNounCount(head) > 0 ? head : text;
}

/** "Profilo professionale: Responsabile di produzione", "Perfil: Enfermera": a profile heading used as the headline's label is none of it. */
function withoutProfileLabel(text: string): string {
  const m = /^([^:：]{2,40})[:：]\s*(\S.*)$/u.exec(text);
  return m && headingKind(m[1]!) === 'summary' && roleNounCount(m[2]!) > 0 ? m[2]! : text;
}

/** "Currículo – Analista de Sistemas", "CV | Data Analyst": the document's title before the headline is none of it. */
function withoutDocumentTitle(text: string): string {
  const m = /^(.+?)\s+[–—|:-]\s+(\S.*)$/u.exec(text);
  return m && isDocumentTitle(m[1]!) ? m[2]! : text;
}

/**
 * "PROFILE" / "Senior Project Manager" / "Fifteen years leading …": a short line opening the
 * summary, set apart in bold or a larger type, that names a role is the candidate's headline.
 */
function summaryHeadline(layout: Layout, name: string | null): string | null {
  const [first, next] = layout.sections.find((s) => s.kind === 'summary')?.lines ?? [];
  if (!first || !(first.bold || first.fontSize >= layout.bodyFontSize * JOB_PROFILE_RULES.underNameSizeRatio || standsAbove(first, next))) return null;
  const text = despaced(plain(first));
  if (!reads(text, name) || isSentence(text) || /[.:;]$/.test(text) || text.split(/\s+/).length > JOB_PROFILE_RULES.maxUnderNameWords) return null;
  return roleNounCount(text) > 0 ? text : null;
}

/** A line set in a larger type than the paragraph right under it (a coloured role line over the profile's text). */
function standsAbove(line: Line, next: Line | undefined): boolean {
  return !!next && next.page === line.page && line.fontSize >= next.fontSize + 0.75;
}

/**
 * "FINANCE", "IT MANAGEMENT", "CUSTOMER SERVICES": an anonymized CV (job boards strip the name)
 * opens with the candidate's headline in capitals, whether or not it names a role.
 */
function anonymousHeadline(layout: Layout): string | null {
  const first = layout.sections.find((s) => s.kind === 'header')?.lines[0];
  if (first?.page !== 1) return null;
  const text = despaced(plain(first));
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 3 || letters !== letters.toUpperCase() || text.split(/\s+/).length > JOB_PROFILE_RULES.maxUnderNameWords) return null;
  return reads(text, null) && !isDocumentTitle(text) && !/[.!?;:]$/.test(text) ? text : null;
}

/**
 * "Ingeniera de datos · Madrid", "Data Analyst, Leeds": the town written after the title, in a
 * cell of the same line, is where the candidate lives, not part of the title.
 */
function withoutPlaceTail(text: string): string {
  const m = /^(.*\S)(?:\s+[|•·–—-]\s+|,\s+)([^|•·–—,]+)$/u.exec(text);
  return m && roleNounCount(m[1]!) > 0 && isPlaceOnly(m[2]!.trim()) ? m[1]! : text;
}

// "– 5 anni di esperienza", "with over 10 years of experience", "| 8 Jahre Berufserfahrung": a
// separator (or "with", "con", "avec", "mit", "com"), up to three words, a number and the years of
// experience (locales' experience-years).
const EXPERIENCE_TAIL = once(
  () => new RegExp(`^(.*?\\S)(?:\\s*[|•·–—,]\\s*|\\s+-\\s+|\\s+(?:with|con|avec|mit|com)\\s+)(?:[\\p{L}']+\\s+){0,3}\\d+\\s*\\+?\\s*(?:${cueAlternation('experience-years')})(?![\\p{L}]).*$`, 'iu'),
);

/** "Ingegnere meccanico – 5 anni di esperienza": the role without the years it claims. */
function withoutExperienceTail(text: string): string {
  const m = EXPERIENCE_TAIL().exec(text);
  return m && roleNounCount(m[1]!) > 0 ? m[1]! : text;
}

/**
 * Letter-spaced type joined back into words: "S c i e n c e T e a c h e r" →
 * "Science Teacher" (a word starts where a capital follows a small letter or the gap is
 * wider); other text is returned as it is.
 */
export function despaced(text: string): string {
  const tokens = text.trim().split(/\s+/);
  const single = tokens.filter((t) => [...t].length === 1).length;
  if (tokens.length < 4 || single / tokens.length < 0.8) return text.trim();
  return text
    .trim()
    .split(/\s{2,}/)
    .map((w) => w.replace(/\s/g, '').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'))
    .join(' ');
}

/** The latest role; among roles ending together, one whose title names a role. A place is no title ("Lyon, FR": a line of the entry taken for it). */
function mostRecent(entries: ExperienceEntry[]): ExperienceEntry | null {
  let best: ExperienceEntry | null = null;
  // An ongoing entry whose start the CV leaves out ("Freelance translator  To date", listed after
  // the jobs) is a side activity: a dated job ranks above it.
  const key = (e: ExperienceEntry) => `${e.current ? (e.start ? '9999' : '0000') : (e.end ?? e.start ?? '')}|${roleNounCount(e.title ?? '') > 0 ? 1 : 0}`;
  for (const e of entries) if (e.title && !isPlaceOnly(e.title) && (!best || key(e) > key(best))) best = e;
  return best;
}

/** "Backend-focused MERN Stack Developer with hands-on experience…" → the role phrase opening a summary. */
function titleFromSummary(summary: string | null): string | null {
  if (!summary) return null;
  const sentence = summary.split(/[.!?]\s/)[0] ?? '';
  const words = sentence.split(/\s+/).slice(0, 12);
  for (let i = 0; i < words.length; i++) {
    if (!roleNounCount(words[i]!)) continue;
    let from = i;
    while (from > 0 && i - from < 4 && /^[\p{Lu}\d]/u.test(words[from - 1]!)) from--;
    if (from === i && !/^\p{Lu}/u.test(words[i]!)) return null;
    return words.slice(from, i + 1).join(' ').replace(/[,;:]$/, '');
  }
  return null;
}
