/**
 * Skills evidence: every item of the skills sections (looked up in the knowledge base; items it
 * lacks are kept with no id), and knowledge-base skills found in the rest of the CV (experience
 * entries, summary, projects, education), each with where it was found. Explicit durations
 * ("5 years of Java", "React Native – 3 years") are recorded for enrichment.
 */
import { headingKind } from '../../knowledge/lexicons/headings.ts';
import { languageNameIndex } from '../../knowledge/lexicons/human-languages.ts';
import { cueAlternation, cueLinesAll, cueMatcher, cueWords, sentenceWords } from '../../knowledge/lexicons/locale-cues.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import { roleNounCount } from '../../knowledge/lexicons/roles.ts';
import { findSkills, isUntranslatedName, skillLabels, } from '../../knowledge/skills/skill-knowledge.ts';
import type { Layout, Line, SectionName } from '../layout/layout-types.ts';
import { findDateRanges } from '../../knowledge/dates/date-grammar.ts';
import { isPlatformLabel } from './contact-links.ts';
import { isBodyLike, plain } from './entry-blocks.ts';
import { once } from '../../knowledge/text/memo.ts';
import { fold, foldKey } from '../../knowledge/text/fold.ts';
import { wordTokens } from '../../knowledge/text/word-tokens.ts';
import { DRIVING_LICENCE, DURATION, isLanguageGrid, isLanguageLine, isLevelOnly, isSubHeading, itemEvidence, lookupSkill, monthsOf, proseSkills, SKILL_RULES, type SkillEvidence, type SkillSource, splitItems } from './skill-items.ts';

// Sections whose running text is searched for known skills. Education and certifications are
// not: course and certificate names name subjects ("Physics", "Algorithms") more than skills;
// their labelled skill lists are still read.
const SOURCE_OF: Partial<Record<SectionName, SkillSource>> = {
  skills: 'skills',
  experience: 'experience',
  summary: 'summary',
  header: 'summary',
  projects: 'projects',
  publications: 'other',
  awards: 'other',
  volunteering: 'other',
};


export function collectSkillEvidence(layout: Layout, entryOfLine: Map<Line, number>, certificates: string[] = []): SkillEvidence[] {
  const out: SkillEvidence[] = [];
  let afterSkills = false;
  for (const section of layout.sections) {
    // "TECHNICAL SKILLS" over "Testing Tools ⇥ : Selenium, JMeter", then "Languages ⇥ : Java, SQL", "Database ⇥
    // : MySQL": a row's label the layout took for a heading, its items in a line of their own that opens
    // with the colon, goes on with the skills list.
    const rowOfList: boolean = afterSkills && isLabelRowSection(section.heading, section.lines);
    afterSkills = section.kind === 'skills' || rowOfList;
    if (rowOfList) {
      out.push(...skillsSectionItems(section.lines));
      continue;
    }
    if (section.kind === 'skills' || readsAsSkills(section.kind, section.lines)) {
      // "09/2009–06/2013 ⇥ Diploma …": from an entry's date range on, the section is the entries
      // of another section that a skills sub-heading interrupted: read as the entries they are.
      const cut = section.lines.findIndex((l) => opensEntry(l.text.split('\t')[0]!.trim()));
      if (cut < 0) {
        out.push(...skillsSectionItems(section.lines));
        continue;
      }
      out.push(...skillsSectionItems(section.lines.slice(0, cut)));
      out.push(...runningTextSkills(section.lines.slice(cut), 'experience', 'experience', entryOfLine));
      continue;
    }
    if (section.kind === 'languages') out.push(...skillsAmongLanguages(section.lines));
    // "Skills: A, B, C" inside an entry, "Databases: X, Y, Z" under any heading: lists of skills.
    if (section.kind !== 'languages' && section.kind !== 'interests' && section.kind !== 'references') {
      for (const list of labelledLists(section.lines, section.kind)) {
        for (const item of splitItems(list.text)) {
          for (const e of itemEvidence(item)) {
            // "Conoscenze tecniche:" over "Sistemi operativi", "Reti", "Basi di dati" under a degree: the
            // subjects of the course, which a language translates, written as common nouns; the tools
            // listed there stay ("C++", "SQL", "MySQL").
            if (section.kind === 'education' && e.id && isTranslatedConcept(e.id) && COMMON_NOUNS.test(e.asWritten)) continue;
            out.push({ ...e, entryIndex: entryOfLine.get(list.line) });
          }
        }
      }
    }
    const source = SOURCE_OF[section.kind];
    if (source) out.push(...runningTextSkills(section.lines, section.kind, source, entryOfLine));
    // A thesis or a course project described under a degree names the tools it used ("in PHP
    // nach MVC", "tesi … in Python"): those count, the subjects of the course do not.
    else if (section.kind === 'education') out.push(...runningTextSkills(section.lines, section.kind, 'other', entryOfLine).filter(isNamedTool));
  }
  const certified = certificates.map(foldKey);
  return out.filter((e) => !namesCourse(e) && !(certified.length && namesCertificate(e) && certified.some((c) => sameName(c, e))));
}

/**
 * A section whose heading is a row label of a skills table: a few words, its first line the row's items
 * after the colon (": Java, SQL"), and no date.
 */
function isLabelRowSection(heading: string | null, lines: Line[]): boolean {
  if (!heading || heading.split(/\s+/).length > 4 || !lines.length || lines.length > 6) return false;
  if (!/^[:：]\s*\S/u.test(plain(lines[0]!).trim())) return false;
  return !lines.some((l) => findDateRanges(l.text).length > 0);
}

/**
 * "Sprachen" over "Englisch – B1", then "EDV ⇥ Anwendungssicher" / "MS Office – Word, Excel": a
 * languages section runs on into the computer skills a sub-heading the layout did not split off
 * introduces. Lines naming no spoken language give the skills the knowledge base knows in them.
 */
function skillsAmongLanguages(lines: Line[]): SkillEvidence[] {
  // A list line: one of its items, a few words long, is a known skill ("Microsoft Excel (Intermedio)"),
  // not a sentence that touches one ("Interés en … optimización de rutas") nor a grid's own word.
  const listsSkill = (text: string) =>
    !(BULLET.test(text) && text.split(/\s+/).length > 7 && !isListText(text)) && splitItems(text.replace(/\t/g, ', ')).some((item) => item.split(/\s+/).length <= 4 && !isLanguageGrid(item) && !LANGUAGE_GRID_ONLY.test(item) && itemEvidence(item).some((e) => e.id));
  const other = lines.filter((l) => languageNameIndex().findAll(wordTokens(l.text)).length === 0 && listsSkill(plain(l)));
  return other.length ? skillsSectionItems(other).filter((e) => e.id) : [];
}

// "SCRITTURA", "Comprensione": a word of a language grid's header, alone in its cell (locales' language-grid-word).
const BULLET = /^[•·▪◦●*➢➤✓✔▶►]/u;
const LANGUAGE_GRID_ONLY = once(() => new RegExp(`^(?:${cueAlternation('language-grid-word')})$`, 'iu'))();

/** "Oleksii Prokopishyn" among the skills: two words or more, each a word of the candidate's name. */
export function namesPerson(written: string, fullName: string): boolean {
  const name = new Set(wordTokens(fullName).map((t) => t.text));
  const words = wordTokens(written);
  return words.length >= 2 && words.every((w) => name.has(w.text));
}

/** The certificate's name and the skill's, folded, are one: equal, or one the other's words in full. */
function sameName(certificate: string, e: SkillEvidence): boolean {
  return [foldKey(e.asWritten), foldKey(e.name)].some((k) => k.length >= 3 && (` ${certificate} `.includes(` ${k} `) || ` ${k} `.includes(` ${certificate} `)));
}

// A certificate word on folded text: "Certificazione ECDL", "Zertifikat", "Attestato HACCP" (not "licence": "licensing" is a skill).
const CERTIFICATE_WORD = /(?<!\p{L})(?:certi\p{L}*|zerti\p{L}*|attestat\p{L}*)/u;
// "Corso di …", "Curso de …", "Kurs in …" (locales' course).
const COURSE = cueMatcher('course');

/**
 * A certificate listed among skills ("CompTIA A+", "Certified ScrumMaster", "Certificazione ECDL"):
 * the knowledge base files it as a certificate, or a certificate word names it. Dropped from the
 * skills where the CV's certifications report it (a job board's skills list printing "CPR Certified"
 * alone keeps it: annotators copy such lists as printed).
 */
function namesCertificate(e: SkillEvidence): boolean {
  // Life-support skills ("BLS", "ACLS", category "certification") are what a nurse lists as skills.
  if (e.category && /-certification$/.test(e.category)) return true;
  return CERTIFICATE_WORD.test(fold(e.asWritten));
}

/**
 * "Corso di primo soccorso", "Curso de Excel avanzado", "Kurs in Buchhaltung": a course word opening
 * an item the knowledge base does not know, before a joining word, names a course, not a skill
 * ("Training and development" is one the knowledge base knows).
 */
function namesCourse(e: SkillEvidence): boolean {
  if (e.id) return false;
  const course = COURSE.find(e.asWritten);
  if (course?.index !== 0) return false;
  const next = foldKey(e.asWritten).slice(course.cue.length).trim().split(' ')[0];
  return !!next && cueWords('joining-word').has(next);
}

/**
 * A section under a heading no lexicon knows ("What I can do", "Cosa so fare", "O que sei fazer")
 * whose items are mostly skills the knowledge base knows, with no date, is a skills list.
 */
export function readsAsSkills(kind: SectionName, lines: Line[]): boolean {
  if (kind !== 'other' || lines.length === 0 || lines.length > SKILL_LIST.maxLines) return false;
  if (lines.some((l) => findDateRanges(l.text).length > 0)) return false;
  const items = lines.flatMap((l) => splitItems(plain(l)));
  if (items.length < SKILL_LIST.minItems) return false;
  const known = items.filter((item) => itemEvidence(item).some((e) => e.id)).length;
  return known >= items.length * SKILL_LIST.minKnownShare;
}

export const SKILL_LIST = {
  /** Items a list needs before its share of known skills means anything. */
  minItems: 3,
  /** Share of the items that must be skills the knowledge base knows. */
  minKnownShare: 0.5,
  /** A longer unnamed section is prose or entries, not a list. */
  maxLines: 30,
} as const;

/** Words written as common nouns ("Sistemi operativi", "Bases de datos"), not as a name ("SQL", "C++"). */
const COMMON_NOUNS = /^\p{Lu}?\p{Ll}+(?:[\s'’-]+\p{Ll}+)*$/u;

/** A skill the knowledge base labels in a language other than English: a concept, not a name of its own. */
function isTranslatedConcept(id: string): boolean {
  return Object.keys(skillLabels(id)).some((lang) => lang !== 'en');
}

/** Categories of skills that name a tool, a language or a product rather than a subject. */
const TOOL_CATEGORY = /(?:-tool|-library|-framework|-platform|-product)$|^(?:programming-language|markup-language|query-language|database|devops|testing|cloud|operating-system|template-engine|data-engineering|unix-system)$/;
/**
 * A tool, language or product by its category, and a name of its own: a skill the knowledge base
 * labels in other languages ("Programación", "Sistemas operativos") is a subject a course teaches.
 */
function isNamedTool(e: SkillEvidence): boolean {
  if (!e.category || !TOOL_CATEGORY.test(e.category)) return false;
  if (!e.id) return false;
  const labels = skillLabels(e.id);
  return Object.keys(labels).every((lang) => lang === 'en');
}

/** Outside skills lists only what the knowledge base knows, with the context rule for ambiguous names. */
function runningTextSkills(lines: Line[], kind: SectionName, source: SkillSource, entryOfLine: Map<Line, number>): SkillEvidence[] {
  const out: SkillEvidence[] = [];
  const text = lines.map(plain).join('\n');
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += plain(line).length + 1;
  }
  const matches = findSkills(text, { inSkillsSection: false, nearbySkillCount: 0, lineEnds: lineEndsOf(lines, lineStarts) });
  const width = Math.max(1, ...lines.map((l) => l.w));
  const titleLines = new Map<Line, boolean>();
  for (const m of matches) {
    if (m.soft || !isNamedMention(text, m.start, m.asWritten) || isGermanNoun(m.lang, m.asWritten)) continue;
    // A sentence names tools; a concept it touches ("IPO" → investment banking, "LAN" → computer
    // networking, "Android" → Android development, "Ricerca" → research) is the job's topic, which
    // the candidate may not list as a skill: only names no language translates count here.
    if (!isUntranslatedName(m.id) && !isRunInHeading(text, m.start + m.asWritten.length)) continue;
    const lineIndex = lastIndexAtMost(lineStarts, m.start);
    const line = lines[lineIndex];
    if (closesCompanyName(text, lineStarts[lineIndex] ?? 0, m.start, m.start + m.asWritten.length)) continue;
    // Contact lines of the header: "CEP 01234-567", "Rimini (RN)", "GitHub: github.com/…".
    if (line && kind === 'header' && CONTACT_LINE.test(plain(line))) continue;
    // A link's label naming its site ("🔗 GitHub", "LinkedIn | GitHub"): the profile, not a skill.
    if (line && (kind === 'header' || kind === 'contact') && isPlatformLabel(pieceAround(text, lineStarts[lineIndex] ?? 0, m.start, m.start + m.asWritten.length))) continue;
    if (line && (kind === 'experience' || kind === 'header')) {
      let title = titleLines.get(line);
      if (title === undefined) {
        title = isTitleOrEmployerLine(line, width);
        titleLines.set(line, title);
      }
      if (title) continue;
    }
    out.push({
      id: m.id,
      name: m.name,
      asWritten: m.asWritten,
      source,
      entryIndex: line ? entryOfLine.get(line) : undefined,
      confidence: m.confidence,
      category: m.category,
    });
  }
  return out;
}

/**
 * The line breaks of the joined text after a line that ended by itself: a bullet followed by the
 * next bullet, or a line under which the next one's first word would have fitted before the
 * column's wrap edge. An employer's name
 * ("SAP SE") on the line under a bullet ("Leitung eines Teams") does not vouch for an ambiguous
 * name there, while a sentence wrapped onto the next line keeps its support.
 */
const LINE_BULLET = /^[•·▪◦●*\-–—➢➤✓✔▶►]/u;

function lineEndsOf(lines: Line[], lineStarts: number[]): Set<number> {
  const ends = new Set<number>();
  for (let i = 1; i < lines.length; i++) {
    const prev = lines[i - 1]!;
    const line = lines[i]!;
    const text = plain(line).trim();
    const bullet = LINE_BULLET.test(text);
    const bulletAbove = LINE_BULLET.test(plain(prev).trim());
    const edge = prev.wrapRight;
    const firstWord = ((text.split(/\s+/)[0] ?? '').length + 1) * (line.w / Math.max(1, text.length));
    const endedByItself = edge !== undefined && line.column === prev.column && prev.x + prev.w + firstWord <= edge;
    // A line over the first of its bullets is their heading (a project's name, an employer): they
    // go together; one bullet and the next, or a bullet and what follows it, do not.
    if (bullet && !bulletAbove) continue;
    if ((bullet && bulletAbove) || endedByItself) ends.add(lineStarts[i]! - 1);
  }
  return ends;
}

/**
 * "Ingénieur DevOps, Océane Cloud SAS, Nantes": a mention that is the legal form closing a company's name
 * (capitalized words before it in its cell) names the employer's form, not a skill ("using SAS" stays).
 */
function closesCompanyName(text: string, lineStart: number, start: number, end: number): boolean {
  const cellStart = Math.max(lineStart, ...[',', ';', '\t', '|', '–', '—', '(', '@'].map((c) => text.lastIndexOf(c, start - 1) + 1));
  const before = text.slice(cellStart, start).trim();
  if (!before || !/(?:^|\s)\p{Lu}[\p{L}&.-]*$/u.test(before)) return false;
  if (!/^[\s.)]*(?:$|[,;(|–—\n\t-])/u.test(text.slice(end, end + 3))) return false;
  return organizationCues(`${before} ${text.slice(start, end)}`).legalSuffix;
}

/** The piece of its line a mention is in: between the line's separators (bars, bullets, commas, cells). */
function pieceAround(text: string, lineStart: number, start: number, end: number): string {
  const lineEnd = text.indexOf('\n', end);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  const SEPARATOR = /[|•·⋄,;\t]|\s{2,}/g;
  let from = 0;
  let to = line.length;
  for (const m of line.matchAll(SEPARATOR)) {
    if (m.index + m[0].length <= start - lineStart) from = m.index + m[0].length;
    else if (m.index >= end - lineStart) {
      to = m.index;
      break;
    }
  }
  return line.slice(from, to);
}

const CONTACT_LINE = /@|https?:\/\/|www\.|\.(?:com|net|org|io|dev)\/|\d[\d\s()./-]{5,}\d|\b\d{4,}\b/i;

/**
 * A job's heading line ("Supply Chain Manager", "HR Business Partner | Acme Logistics GmbH",
 * "Analista de RH en Distribuciones Norte S.A."): the skills its words name are the job's or
 * the employer's name, not skills the candidate lists.
 */
function isTitleOrEmployerLine(line: Line, width: number): boolean {
  const text = plain(line);
  // A line of a list ("SCADA, PyTorch, Windows Presentation Foundation") names no job.
  if (isBodyLike(line, width) || (text.match(/[,;]/g)?.length ?? 0) >= 2) return false;
  // The dates of the job on the line ("Cadre de santé ⇥ 09/2021 – 07/2023").
  if (/\b(?:19|20)\d{2}\b/.test(text)) return true;
  if (roleNounCount(text) > 0) return true;
  return line.text.split(/\t|\s{2,}|\s[|•·–—]\s/u).some((cell) => {
    const cues = organizationCues(cell.trim());
    return cues.legalSuffix || cues.companyWord;
  });
}

/**
 * In running text only skills written as names count: a product or technology written with
 * capitals inside a sentence ("deployed with Docker", "PostgreSQL", "C++", "CI/CD"). Generic
 * words ("research", "communication", "Programming" opening a sentence) are not evidence that
 * the candidate names the skill as one.
 */
export function isNamedMention(text: string, start: number, written: string): boolean {
  if (/[\d+#./&]/.test(written) || /\p{L}\p{Lu}/u.test(written)) return true;
  if (!/^\p{Lu}/u.test(written)) return false;
  // "Treasury Management: responsible for …": a run-in heading names the skill.
  if (isRunInHeading(text, start + written.length)) return true;
  const before = text.slice(Math.max(0, start - 4), start);
  const sentenceStart = start === 0 || /(?:^|\n|[.!?:;•·▪(\-–—*]\s*|\n\s*)$/u.test(text.slice(Math.max(0, start - 3), start)) || /\n\s*$/.test(before);
  return !sentenceStart;
}

/** A colon right after the mention at `end`: "Treasury Management: responsible for …". */
function isRunInHeading(text: string, end: number): boolean {
  return /^[ \t]*[:：]/u.test(text.slice(end, end + 3));
}

/**
 * German writes every noun with a capital: a skill matched by its German label and written as
 * plain capitalized words ("Buchhaltung", "Kundenpflege") is an ordinary noun of the sentence,
 * not a name the capital marks. Names keep their marks ("SAP", "PowerPoint", "C++").
 */
function isGermanNoun(lang: string, written: string): boolean {
  return lang === 'de' && /^\p{Lu}\p{Ll}+(?:[\s-]\p{L}\p{Ll}*)*$/u.test(written);
}

function lastIndexAtMost(starts: number[], value: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Items of a skills section: label cells dropped, lists split, each looked up. */
function skillsSectionItems(lines: Line[]): SkillEvidence[] {
  const out: SkillEvidence[] = [];
  const width = Math.max(1, ...lines.map((l) => l.w));
  const grid = lines.some((l) => SELF_ASSESSMENT.test(l.text) || CEFR_USER_LEVEL.test(l.text));
  let previous = '';
  let previousLabel = '';
  const logical = logicalLines(lines);
  for (const [index, line] of logical.entries()) {
    if (isGroupLabel(line, logical[index + 1])) continue;
    // The same heading again, not in capitals ("COMPETENZE DIGITALI." over "Competenze digitali."): no item either.
    const repeated = isSubHeading(previous.replace(/[.:：]\s*$/u, '')) && foldKey(previous) === foldKey(line.text);
    previous = line.text;
    if (repeated) continue;
    let cells = line.text.split('\t').map((c) => c.trim()).filter(Boolean);
    // "Competenze organizzative e ⇥ Capacità di …" over "gestionali ⇥ (fino a …)": the label column's
    // words wrapped onto the next row are no item.
    const wrappedLabel = cells.length >= 2 && /^\p{Ll}/u.test(cells[0]!) && endsOnJoiner(previousLabel);
    previousLabel = cells.length >= 2 ? cells[0]! : '';
    if (wrappedLabel) cells = cells.slice(1);
    if (isSelfAssessmentLine(line.text, grid) || isLanguageLine(cells) || isLanguageGrid(cells.join(' ')) || HOBBY_LINE.test(cells.join(' ')) || (cells.length >= 2 && labelsNoSkills(cells[0]!))) continue;
    // "Skill ⇥ Advanced", "Skill ⇥ ★★★★☆": the level column is no item (nor the skill a label).
    if (cells.length >= 2) cells = cells.filter((c, i) => i === 0 || !isLevelOnly(c));
    // "Label ⇥ items" (a label column) and "Label: items".
    if (cells.length >= 2 && isLabel(cells[0]!, cells.slice(1).join(' '))) cells = cells.slice(1);
    for (let cell of cells) {
      // "Conoscenza base dei linguaggi di programmazione:" over its items: the label of a sub-list.
      if ((cells.length === 1 && isListLabel(cell)) || isSubHeading(cell.replace(/[.:：]\s*$/u, ''))) continue;
      const colon = /^([^:：]{2,40})[:：]\s*(.+)$/u.exec(cell);
      // "Hobby: lettura, calcio", "Patente di guida: B": the label says what follows is no skill.
      if (colon && labelsNoSkills(colon[1]!)) continue;
      // "Communication: Capacité à échanger clairement …", "Bartending Skills: Proficient in mixing …":
      // a name over the sentence that explains it is the skill; the sentence may name tools too.
      if (colon && namesDescribedSkill(colon[1]!, colon[2]!)) {
        out.push(...itemEvidence(colon[1]!.replace(/^[•·▪◦●*\-–—➢➤✓✔▶►]\s*/u, '')));
        for (const m of proseSkills(colon[2]!)) out.push({ id: m.id, name: m.name, asWritten: m.asWritten, source: 'skills', confidence: m.confidence * 0.9, category: m.category });
        continue;
      }
      // "Label: items", but "Java: advanced" names the skill before the colon.
      if (colon && colon[1]!.split(/\s+/).length <= 5) cell = isLevelOnly(colon[2]!) ? colon[1]! : colon[2]!;
      if (isBodyLike({ ...line, text: cell }, width) && cell.split(/\s+/).length > 10 && !isListText(cell) && !isInlineBullets(cell)) {
        // Prose in a skills section: only what the knowledge base recognizes.
        for (const m of proseSkills(cell)) {
          out.push({ id: m.id, name: m.name, asWritten: m.asWritten, source: 'skills', confidence: m.confidence * 0.9, category: m.category });
        }
        continue;
      }
      for (const item of withoutSentenceTail(splitItems(cell))) out.push(...itemEvidence(item));
    }
  }
  return out;
}

/**
 * "Veloce comprensione di nuovi linguaggi, materiali, ecc.", "Facilidade em aprender novas ferramentas,
 * linguagens, etc.": a line opening with a phrase (three words or more held by a preposition, no known
 * skill) is a sentence; the words in small letters its commas set apart ("materiali", "linguagens") are
 * pieces of it, not items of a list.
 */
function withoutSentenceTail(items: string[]): string[] {
  const first = items[0];
  if (items.length < 2 || !first || !/^\p{Lu}/u.test(first)) return items;
  const words = first.split(/\s+/);
  if (words.length < 3 || !words.slice(1, -1).some((w) => sentenceWords().has(foldKey(w))) || lookupSkill(first)) return items;
  return [first, ...items.slice(1).filter((x) => !/^\p{Ll}/u.test(x) || lookupSkill(x))];
}


/**
 * A label of what a skills section holds beside skills and is none: interests ("Hobby", "Aficiones",
 * "Loisirs"), references, a driving licence. Languages are not among them: "Languages: Java, C"
 * labels programming languages as often as spoken ones, which the items tell apart.
 */
function labelsNoSkills(label: string): boolean {
  const kind = headingKind(label.trim());
  return kind === 'interests' || kind === 'references' || DRIVING_LICENCE.test(label);
}

function opensEntry(cell: string): boolean {
  return findDateRanges(cell).some((r) => r.kind === 'range' && r.index <= 1);
}

// Europass self-assessment grids (knowledge/lexicons locales): the grid's title, the CEFR user
// levels and the five digital-competence areas are the form's words, not skills.
const SELF_ASSESSMENT = cueMatcher('self-assessment');
const CEFR_USER_LEVEL = cueMatcher('cefr-user-level');
const gridWords = once(
  () =>
    new Set(
      ['self-assessment', 'cefr-user-level', 'digital-competence-area']
        .flatMap((concept) => cueLinesAll(concept))
        .flatMap((phrase) => foldKey(phrase).split(' ')),
    ),
);

/**
 * A line of a Europass self-assessment grid: its title ("Competenze digitali - Scheda per
 * l'autovalutazione", not an item of a list), the levels legend ("A1 e A2: Utente base - …") or,
 * in a section holding a grid, a row of its cells cut anywhere by the layout ("Creazione di ⇥
 * Risoluzione di", "Utente avanzato ⇥ Utente avanzato").
 */
function isSelfAssessmentLine(text: string, inGrid: boolean): boolean {
  if (SELF_ASSESSMENT.test(text) && !/[,;•]/.test(text)) return true;
  if (CEFR_USER_LEVEL.test(text) && /\b[ABC][12]\b/.test(text)) return true;
  if (!inGrid) return false;
  const words = gridWords();
  const tokens = wordTokens(text);
  return tokens.length > 0 && tokens.every((t) => words.has(t.text) || t.text.length <= 2);
}


/** "Filing, Data Entry, Office Supplies, Scheduling, …": short items between separators, no prose. */
/**
 * A skill's name before a colon and a sentence after it: a short name in capitals that labels no list
 * ("Tools", "Programmiersprachen" label the items after them), over six words or more that read as a
 * sentence (a period closing them, or joining words between them) and are no list of short items.
 */
function namesDescribedSkill(label: string, rest: string): boolean {
  const name = label.replace(/^[•·▪◦●*\-–—➢➤✓✔▶►]\s*/u, '').trim();
  if (!/^\p{Lu}/u.test(name) || name.split(/\s+/).length > 5 || /\d/.test(name)) return false;
  // The sentence first: most colons in a skills list head items, and these tests are cheap.
  const restWords = rest.trim().split(/\s+/);
  if (restWords.length < 6) return false;
  const joiners = restWords.filter((w) => sentenceWords().has(foldKey(w))).length;
  if (joiners < (/[.!]\s*$/u.test(rest) ? 1 : 2) || isListText(rest)) return false;
  // A label made of list-label words only ("Tools", "Soft skills") heads a list, not a skill.
  return /\p{L}{3}/u.test(SKILL_LABEL.strip(name)) && !headingKind(name) && !isLevelOnly(rest);
}

/** "- Personne motivée - Aime travailler en équipe - …": bullets run into one line, each an item. */
function isInlineBullets(text: string): boolean {
  return /^[-–—•▪●]\s/u.test(text) && (text.match(/\s[-–—•▪●]\s/gu)?.length ?? 0) >= 2;
}

function isListText(text: string): boolean {
  const items = text.split(/\s*[,;•·|]\s*/).filter(Boolean);
  return items.length >= 4 && items.every((x) => x.split(/\s+/).length <= 4);
}

// "Tools", "IT-Kenntnisse", "Linguaggi di programmazione": a label naming a list of skills (locales' skill-list-label).
const SKILL_LABEL = cueMatcher('skill-list-label');
// The label takes its trailing spaces (trimmed where read): a separate `\s*` before the colon
// would overlap it and backtrack polynomially on a long run of spaces.
const LIST_LINE = /^(?:[•·▪◦●*\-–—]\s*)?([^:：]{1,50})[:：]\s*(.+)$/u;

/**
 * Labelled lists outside the skills sections: "Skills: A, B, C" (a skills label, two items or
 * more) anywhere but in prose, and "Label: A, B, C, D" (three items or more) outside experience,
 * education and summary; lines that carry on the list after a trailing comma are joined.
 */
function labelledLists(lines: Line[], kind: SectionName): { line: Line; text: string }[] {
  const out: { line: Line; text: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const below = indentedList(lines, i);
    if (below) {
      out.push(...below.map((line) => ({ line, text: unbulleted(line) })));
      i += below.length;
      continue;
    }
    const m = LIST_LINE.exec(plain(lines[i]!));
    if (!m) continue;
    const label = m[1]!.trim();
    if (label.split(/\s+/).length > 6) continue;
    let text = m[2]!;
    while (i + 1 < lines.length && /,\s*$/.test(text) && !LIST_LINE.test(plain(lines[i + 1]!))) text += ` ${plain(lines[++i]!)}`;
    const items = text.split(/\s*[,;]\s*/).filter(Boolean);
    const skillsLabel = SKILL_LABEL.test(label) && !headingKind(label)?.startsWith('lang');
    const plainSection = kind !== 'experience' && kind !== 'education' && kind !== 'summary' && kind !== 'header' && kind !== 'contact';
    // An unlabelled kind of list must be mostly known skills (author lists, addresses are not).
    const known = items.filter((x) => lookupSkill(x)).length;
    if ((skillsLabel && items.length >= 2) || (plainSection && items.length >= 3 && known >= items.length / 2 && items.every((x) => x.split(/\s+/).length <= 4))) {
      out.push({ line: lines[i]!, text });
    }
  }
  return out;
}

const unbulleted = (line: Line) => plain(line).replace(/^[•·▪◦●*\-–—➢➤✓✔▶►]\s*/u, '');

/**
 * "Linguaggi di programmazione" over indented lines "C++", "Java", "XML, XSLT": a skills label on
 * a line of its own (no role, no date) heading the short lines indented under it, which are mostly
 * known skills. Returns those lines, or null.
 */
function indentedList(lines: Line[], i: number): Line[] | null {
  const head = lines[i]!;
  const label = plain(head).replace(/[:：]\s*$/u, '').trim();
  if (!label || label.split(/\s+/).length > 5 || /^[•·▪◦●*\-–—]/u.test(label) || !SKILL_LABEL.test(label)) return null;
  if (headingKind(label)?.startsWith('lang') || roleNounCount(label) > 0 || findDateRanges(label).length) return null;
  // "Acme Software GmbH" over its bullets: an employer, not a label.
  const cues = organizationCues(label);
  if (cues.legalSuffix || cues.institutionWord) return null;
  const indent = Math.max(3, (head.fontSize || 10) * 0.5);
  const items: Line[] = [];
  // The items are indented under the label, or bulleted (the bullet's glyph may stand at the label's x).
  for (let j = i + 1; j < lines.length && (lines[j]!.x >= head.x + indent || unbulleted(lines[j]!) !== plain(lines[j]!)); j++) {
    const parts = unbulleted(lines[j]!).split(/\s*[,;]\s*/).filter(Boolean);
    if (!parts.length || parts.some((p) => p.split(/\s+/).length > 4)) break;
    items.push(lines[j]!);
  }
  const parts = items.flatMap((l) => unbulleted(l).split(/\s*[,;]\s*/).filter(Boolean));
  const known = parts.filter((p) => lookupSkill(p)).length;
  return parts.length >= 2 && known >= parts.length / 2 ? items : null;
}

// "Enjoy jogging, swimming": interests written in a skills section.
// "I enjoy hiking", "Mi piace leggere": a line about hobbies (locales' hobby-cue).
const HOBBY_LINE = new RegExp(`^[•·▪◦●*\\-–—]?\\s*(?:${cueAlternation('hobby-cue')})\\b`, 'i');

/** Lines of a list joined where one goes on in the next (open parenthesis, lower-case start). */
function logicalLines(lines: Line[]): Line[] {
  const out: Line[] = [];
  const right = Math.max(0, ...lines.map((l) => l.x + l.w));
  // The margin is only known where two lines or more reach it: one long line may be a row of its own.
  const full = lines.filter((l) => l.x + l.w >= right - 2 * (l.fontSize || 10)).length;
  for (const line of lines) {
    const prev = out[out.length - 1];
    const text = plain(line);
    const open = prev ? (prev.text.match(/\(/g)?.length ?? 0) > (prev.text.match(/\)/g)?.length ?? 0) : false;
    // A row of a table ("linguistiche ⇥ Portuguese (B1)") carries on no line: its first cell
    // goes on the label column's text, not the previous row's items.
    const row = line.text.includes('\t');
    if (prev && (open || (!row && /^\p{Ll}/u.test(text) && /[,(&]\s*$|\p{Ll}$/u.test(prev.text)) || wrapsItem(prev.text, line.text) || (full >= 2 && wrapsAtMargin(prev, line, right)))) out[out.length - 1] = { ...prev, text: joinWrapped(prev.text, text) };
    else out.push(line);
  }
  return out;
}

/**
 * A list wrapped inside one of its items: "…, Excel, SAP" + "SuccessFactors, Workday",
 * "…, After" + "Effects": the words either side of the break make a known skill that the first
 * part alone is not.
 */
function wrapsItem(prev: string, next: string): boolean {
  if (next.includes('\t') || !/[,;]/.test(prev) || /[,;:：.]\s*$/.test(prev)) return false;
  const last = /[^,;•·|]*$/.exec(prev)![0].trim();
  const first = /^[^,;•·|:：]*/.exec(next)![0].trim();
  if (!last || !first || /^[•·▪◦●*\-–—]/.test(next) || `${last} ${first}`.split(/\s+/).length > 4) return false;
  const whole = lookupSkill(`${last} ${first}`);
  if (!whole || whole.confidence < SKILL_RULES.wholeItemConfidence) return false;
  const sure = (x: string) => {
    const k = lookupSkill(x);
    return k && k.confidence >= SKILL_RULES.wholeItemConfidence ? k.id : null;
  };
  const head = sure(last);
  return head !== whole.id || !sure(first);
}

/** "Fluore-" + "scent polarization": a word hyphenated at the line end is one word again. */
function joinWrapped(prev: string, next: string): string {
  return /\p{Ll}-$/u.test(prev) && /^\p{Ll}/u.test(next) ? `${prev.slice(0, -1)}${next}` : `${prev} ${next}`;
}

/**
 * A comma list run on over full lines ("…, Mail Clerk, Office" + "Supplies, Stamping, …"): a line that
 * reaches the column's right margin and ends on no separator broke inside an item, whose words go on
 * the next line of the same list. Lines of a list set one row of items each end short of the margin.
 */
function wrapsAtMargin(prev: Line, next: Line, right: number): boolean {
  if (prev.text.includes('\t') || next.text.includes('\t') || /[,;:：.•·|]\s*$/u.test(prev.text)) return false;
  if ((prev.text.match(/,/g)?.length ?? 0) < 2 || !next.text.includes(',') || /^[•·▪◦●*\-–—]/u.test(next.text)) return false;
  const em = prev.fontSize || prev.h || 10;
  if (prev.x + prev.w < right - 2 * em) return false;
  const last = /[^,;]*$/.exec(prev.text)![0].trim();
  const first = /^[^,;]*/.exec(next.text)![0].trim();
  if (!last || !first || /[:：]/.test(first) || `${last} ${first}`.split(/\s+/).length > 4) return false;
  // Rows of like length can both reach the margin: two whole skills either side of the break
  // ("…, Go" + "Docker, …") stay two unless together they name one.
  const sure = (x: string) => (lookupSkill(x)?.confidence ?? 0) >= SKILL_RULES.wholeItemConfidence;
  return !(sure(last) && sure(first)) || sure(`${last} ${first}`);
}

/**
 * "IT", "Methoden", "Informatica", "Clinical" in bold over the items of a skills sidebar (not bold): the
 * label of a group of skills, set as a sub-heading with no colon. A name of its own stays an item
 * ("Java" in bold over "Spring, Hibernate"), and a bold line over a sentence names the skill it explains.
 */
function isGroupLabel(line: Line, next: Line | undefined): boolean {
  if (!line.bold || !next || next.bold) return false;
  // A grid's header row ("Tecniche ⇥ Strumenti ⇥ Personali" in bold over rows of as many cells): one
  // label per column.
  if (line.text.includes('\t')) {
    const cells = line.text.split('\t').map((c) => c.trim());
    return cells.length >= 2 && cells.length === next.text.split('\t').length && cells.every((cell) => labelWords(cell));
  }
  if (!labelWords(plain(line).trim())) return false;
  // The items below: a short line, or a list.
  const below = plain(next).trim();
  return below.split(/\s+/).length <= 5 || /[,;•·|\t]/u.test(next.text);
}

/** A group label's words: three at most, no list marks, and no skill of its own ("Java" over its frameworks). */
function labelWords(text: string): boolean {
  if (!text || text.split(/\s+/).length > 3 || /[,;:：•·|()]/u.test(text) || /^[•·▪◦●*\-–—➢➤✓✔▶►]/u.test(text)) return false;
  const known = lookupSkill(text);
  return !known || known.confidence < SKILL_RULES.wholeItemConfidence || !isUntranslatedName(known.id);
}

/** "Competenze organizzative e", "Skills in": a label cut after a conjunction or a joining word (locales' conjunction, joining-word). */
function endsOnJoiner(label: string): boolean {
  const last = foldKey(label).split(' ').pop();
  return !!last && (cueWords('conjunction').has(last) || cueWords('joining-word').has(last));
}

/** A short line ending with a colon that is no skill by itself: it labels the lines below (a paragraph may end so too). */
function isListLabel(cell: string): boolean {
  const m = /^(.*\p{L}.*?)\s*[:：]\s*$/u.exec(cell);
  return !!m && m[1]!.split(/\s+/).length <= SKILL_RULES.maxItemWords + 2 && !/[,;.]/.test(m[1]!) && (lookupSkill(m[1]!)?.confidence ?? 0) < SKILL_RULES.wholeItemConfidence;
}

/**
 * The first cell of a row labels the rest: a colon, a list after it, no skill of its own, a heading,
 * or a label word of skills lists ("Competenze comunicative ⇥ Ottime competenze …", the field
 * labels of Europass forms, though "comunicative" alone would name a skill).
 */
function isLabel(first: string, rest: string): boolean {
  // "Langages : PHP, JavaScript ⇥ Frameworks : Symfony, React": a cell that holds its own label and items
  // is a peer of the next, not its label.
  // "• Patient assessment ⇥ • Wound care": bulleted cells side by side are items.
  if (/[:：]\s*\S/u.test(first) || /^[•·▪◦●○■►▶➢➤✓✔*–—-]\s/u.test(first)) return false;
  const words = first.split(/\s+/).length;
  // "A/B-Testing ⇥ Scrum": a chip of a tag cloud written as a name (a sign, a digit, a capital inside a
  // word) is an item the knowledge base lacks, not the label of the cells after it.
  const unknownWord = !lookupSkill(first) && !/[\d+#./]|\p{Ll}\p{Lu}/u.test(first);
  return words <= 4 && (/[:：]$/.test(first) || /[,;·•|]/.test(rest) || unknownWord || headingKind(first) !== null || (words >= 2 && SKILL_LABEL.test(first)));
}


/** "5 years of Java", "3+ anni di esperienza in SAP": explicit durations anywhere in the CV. */


export function statedDurations(layout: Layout): { text: string; months: number }[] {
  const out: { text: string; months: number }[] = [];
  const re = new RegExp(`${DURATION.source}\\s+(?:of|di|de|d'|en|in|im|mit|em|with|con)?\\s*(?:(?:experience|esperienza|experiencia|expérience|erfahrung|experiência)\\s+(?:in|with|con|en|em|mit|di|de|avec)\\s+)?([^,.;\\n]{2,40})`, 'giu');
  for (const line of layout.lines) {
    for (const m of plain(line).matchAll(re)) {
      out.push({ text: m[3]!, months: monthsOf(m as unknown as RegExpExecArray) });
    }
  }
  return out;
}
