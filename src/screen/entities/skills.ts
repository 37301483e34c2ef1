/**
 * Skills evidence: every item of the skills sections (looked up in the knowledge base; items it
 * lacks are kept with no id), and knowledge-base skills found in the rest of the CV (experience
 * entries, summary, projects, education), each with where it was found. Explicit durations
 * ("5 years of Java", "React Native – 3 years") are recorded for enrichment.
 */
import { headingKind } from '../../knowledge/lexicons/headings.ts';
import { dateWords } from '../../knowledge/lexicons/date-words.ts';
import { isGivenName } from '../../knowledge/lexicons/given-names.ts';
import { languageLevelIndex, languageNameIndex } from '../../knowledge/lexicons/human-languages.ts';
import { cueAlternation, cueLinesAll, cueMatcher, cueWords } from '../../knowledge/lexicons/locale-cues.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import { placeIndex } from '../../knowledge/lexicons/places.ts';
import { roleNounCount } from '../../knowledge/lexicons/roles.ts';
import { findSkills, isSkillQualifier, skillLabels, lookupSkill as lookupSkillUncached } from '../../knowledge/skills/skill-knowledge.ts';
import type { Skill } from '../profile-schema.ts';
import type { Layout, Line, SectionName } from '../layout/layout-types.ts';
import { findDateRanges } from '../../knowledge/dates/date-grammar.ts';
import { isBodyLike, plain } from './entry-blocks.ts';
import { memoByText, once } from '../../knowledge/text/memo.ts';
import { foldKey } from '../../knowledge/text/fold.ts';
import { wordTokens } from '../../knowledge/text/word-tokens.ts';

export type SkillSource = Skill['sources'][number];

// List items repeat (and are looked up several times while splitting): memoized.
const lookupSkill = memoByText(lookupSkillUncached);

export interface SkillEvidence {
  id: string | null;
  name: string;
  asWritten: string;
  source: SkillSource;
  /** Index into the experience entries when found in one. */
  entryIndex?: number;
  confidence: number;
  category?: string | null;
  /** Months stated explicitly next to the skill ("3 years"). */
  statedMonths?: number;
}

export const SKILL_RULES = {
  /** Items of a skills list longer than this (words) are prose, not one skill. */
  maxItemWords: 6,
  maxItemChars: 48,
  /** Confidence of a skills-list item the knowledge base does not know. */
  unknownItemConfidence: 0.5,
  /**
   * lookupSkill's confidence when its match covers the whole item (it scales partial matches
   * by 0.8): below this the item says more than the matched skill.
   */
  wholeItemConfidence: 0.78,
} as const;

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

const DURATION = /(\d+(?:[.,]\d+)?)\s*\+?\s*(years?|yrs?|anni|anno|años|año|ans|an|jahre|jahr|anos|ano|months?|mesi|meses|mois|monate)\b/iu;

export function collectSkillEvidence(layout: Layout, entryOfLine: Map<Line, number>): SkillEvidence[] {
  const out: SkillEvidence[] = [];
  for (const section of layout.sections) {
    if (section.kind === 'skills') {
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
    // "Skills: A, B, C" inside an entry, "Databases: X, Y, Z" under any heading: lists of skills.
    if (section.kind !== 'languages' && section.kind !== 'interests' && section.kind !== 'references') {
      for (const list of labelledLists(section.lines, section.kind)) {
        for (const item of splitItems(list.text)) {
          for (const e of itemEvidence(item)) out.push({ ...e, entryIndex: entryOfLine.get(list.line) });
        }
      }
    }
    const source = SOURCE_OF[section.kind];
    if (source) out.push(...runningTextSkills(section.lines, section.kind, source, entryOfLine));
    // A thesis or a course project described under a degree names the tools it used ("in PHP
    // nach MVC", "tesi … in Python"): those count, the subjects of the course do not.
    else if (section.kind === 'education') out.push(...runningTextSkills(section.lines, section.kind, 'other', entryOfLine).filter(isNamedTool));
  }
  return out;
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
  const matches = findSkills(text, { inSkillsSection: false, nearbySkillCount: 0 });
  const width = Math.max(1, ...lines.map((l) => l.w));
  const titleLines = new Map<Line, boolean>();
  for (const m of matches) {
    if (m.soft || !isNamedMention(text, m.start, m.asWritten) || isGermanNoun(m.lang, m.asWritten)) continue;
    const lineIndex = lastIndexAtMost(lineStarts, m.start);
    const line = lines[lineIndex];
    // Contact lines of the header: "CEP 01234-567", "Rimini (RN)", "GitHub: github.com/…".
    if (line && kind === 'header' && CONTACT_LINE.test(plain(line))) continue;
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
  if (/^[ \t]*[:：]/u.test(text.slice(start + written.length, start + written.length + 3))) return true;
  const before = text.slice(Math.max(0, start - 4), start);
  const sentenceStart = start === 0 || /(?:^|\n|[.!?:;•·▪(\-–—*]\s*|\n\s*)$/u.test(text.slice(Math.max(0, start - 3), start)) || /\n\s*$/.test(before);
  return !sentenceStart;
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
  for (const line of logicalLines(lines)) {
    let cells = line.text.split('\t').map((c) => c.trim()).filter(Boolean);
    if (isSelfAssessmentLine(line.text, grid) || isLanguageLine(cells) || isLanguageGrid(cells.join(' ')) || HOBBY_LINE.test(cells.join(' ')) || (cells.length >= 2 && DRIVING_LICENCE.test(cells[0]!))) continue;
    // "Skill ⇥ Advanced", "Skill ⇥ ★★★★☆": the level column is no item (nor the skill a label).
    if (cells.length >= 2) cells = cells.filter((c, i) => i === 0 || !isLevelOnly(c));
    // "Label ⇥ items" (a label column) and "Label: items".
    if (cells.length >= 2 && isLabel(cells[0]!, cells.slice(1).join(' '))) cells = cells.slice(1);
    for (let cell of cells) {
      const colon = /^([^:：]{2,40})[:：]\s*(.+)$/u.exec(cell);
      // "Label: items", but "Java: advanced" names the skill before the colon.
      if (colon && colon[1]!.split(/\s+/).length <= 5) cell = isLevelOnly(colon[2]!) ? colon[1]! : colon[2]!;
      if (isBodyLike({ ...line, text: cell }, width) && cell.split(/\s+/).length > 10 && !isListText(cell)) {
        // Prose in a skills section: only what the knowledge base recognizes.
        for (const m of proseSkills(cell)) {
          out.push({ id: m.id, name: m.name, asWritten: m.asWritten, source: 'skills', confidence: m.confidence * 0.9, category: m.category });
        }
        continue;
      }
      for (const item of splitItems(cell)) out.push(...itemEvidence(item));
    }
  }
  return out;
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

/**
 * Known skills of a sentence in a skills section. A skill matched by its label in another
 * language than English and written in lower case ("conoscenza dei linguaggi di programmazione",
 * "sviluppo software", "segurança da informação") is a common noun of the sentence, not a skill
 * the candidate names; names and English terms stay.
 */
function proseSkills(text: string) {
  return findSkills(text, { inSkillsSection: true }).filter((m) => m.lang === 'en' || !/^\p{Ll}/u.test(m.asWritten));
}

/** "Filing, Data Entry, Office Supplies, Scheduling, …": short items between separators, no prose. */
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
      out.push(...below.map((line) => ({ line, text: plain(line) })));
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
  for (let j = i + 1; j < lines.length && lines[j]!.x >= head.x + indent; j++) {
    const parts = plain(lines[j]!).split(/\s*[,;]\s*/).filter(Boolean);
    if (!parts.length || parts.some((p) => p.split(/\s+/).length > 4)) break;
    items.push(lines[j]!);
  }
  const parts = items.flatMap((l) => plain(l).split(/\s*[,;]\s*/).filter(Boolean));
  const known = parts.filter((p) => lookupSkill(p)).length;
  return parts.length >= 2 && known >= parts.length / 2 ? items : null;
}

// "Enjoy jogging, swimming": interests written in a skills section.
const HOBBY_LINE = /^[•·▪◦●*\-–—]?\s*(?:enjoy|enjoys|i enjoy|like|love|loves|passionate about|hobbies|interests|amo|adoro|me gusta|me encanta|j'aime|ich mag|gosto de|mi piace)\b/i;

/** Lines of a list joined where one goes on in the next (open parenthesis, lower-case start). */
function logicalLines(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const text = plain(line);
    const open = prev ? (prev.text.match(/\(/g)?.length ?? 0) > (prev.text.match(/\)/g)?.length ?? 0) : false;
    // A row of a table ("linguistiche ⇥ Portuguese (B1)") carries on no line: its first cell
    // goes on the label column's text, not the previous row's items.
    const row = line.text.includes('\t');
    if (prev && (open || (!row && /^\p{Ll}/u.test(text) && /[,(&]\s*$|\p{Ll}$/u.test(prev.text)) || wrapsItem(prev.text, line.text))) out[out.length - 1] = { ...prev, text: `${prev.text} ${text}` };
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

function isLabel(first: string, rest: string): boolean {
  const words = first.split(/\s+/).length;
  return words <= 4 && (/[:：]$/.test(first) || /[,;·•|]/.test(rest) || !lookupSkill(first) || headingKind(first) !== null);
}

const CEFR = /^[abc][12]$/;
// "Driving licence B", "Führerschein Klasse B", "Permis B": a licence, not a skill (knowledge/lexicons locales).
const DRIVING_LICENCE = cueMatcher('driving-licence');
// Rating glyphs one by one, each optionally after spaces: one way to match a run (not "one or more
// glyphs, then groups of one or more", which backtracks exponentially on a long run that fails).
const RATING = /^(?:\d+(?:[.,]\d+)?\s*(?:\/\s*\d+|%)|[★☆●○◼◻■□✦✧⬤◯](?:\s*[★☆●○◼◻■□✦✧⬤◯])*)$/u;
// Level words of skills lists that skill-qualifiers.txt does not list (it lists the common ones).
const LEVEL_WORDS = new Set(
  'elementary novice competent professional upper lower limited average sufficient high elementare sufficiente professionale madrelingua fluente fluido elemental suficiente profesional nativo nativa confirme confirmee debutante notions professionnel professionnelle scolaire natif bilingue mittel gut exzellent anfanger anfangerin grundlagen expertin elementar profissional muito experiente fluente intermedio intermedios intermedia'.split(' '),
);

/** "Advanced", "sehr gut", "B2", "4/5", "★★★☆☆", "(Expert)": a level, not a skill. */
export function isLevelOnly(text: string): boolean {
  const t = text.replace(/[()[\]]/g, ' ').trim();
  if (!t) return false;
  if (RATING.test(t)) return true;
  const words = wordTokens(t);
  return words.some((w) => !/^\d+$/.test(w.text)) && words.every((w) => CEFR.test(w.text) || /^\d+$/.test(w.text) || LEVEL_WORDS.has(w.text) || isSkillQualifier(w.text));
}

/** "Wound care (advanced)", "Excel – expert", "Photoshop B2": the item without its level. */
function withoutLevel(name: string): string {
  let out = name.replace(/\s*[([]([^()[\]]*)[)\]]/g, (m, inner: string) => (isLevelOnly(inner) ? '' : m)).trim();
  for (;;) {
    const tail = /^(.*?\p{L}.*?)(?:\s*[-–—:,|]\s*|\s+)([^\s\-–—:,|]+)$/u.exec(out);
    if (!tail || !isLevelOnly(tail[2]!) || /^\d+$/.test(tail[2]!)) break;
    out = tail[1]!.trim();
  }
  return out;
}

// Words of the language grid of Europass CVs and of language tables (the six CV languages):
// skills of comprehension and expression, and the labels of the native and other languages.
const LANGUAGE_GRID_WORDS = new Set(
  'understanding speaking writing reading listening spoken interaction production comprensione parlato scritto scritta produzione interazione orale ascolto lettura comprension habla expresion escrita oral interaccion auditiva lectura comprendre parler ecrire ecouter lire comprehension expression ecrite prendre part conversation exprimer oralement continu verstehen sprechen schreiben horen lesen gesprachen teilnehmen zusammenhangendes compreender compreensao falar escrever leitura interacao producao'.split(' '),
);
const LANGUAGE_LABEL_WORDS = new Set(
  'language languages foreign other mother tongue tongues lingua lingue altre altra madre lengua lenguas idioma idiomas otro otros otra otras materna maternas langue langues autre autres maternelle maternelles sprache sprachen weitere muttersprache muttersprachen linguas outra outras materno maternos straniera straniere extranjero extranjeros extranjera extranjeras etrangere etrangeres fremdsprache fremdsprachen estrangeira estrangeiras'.split(' '),
);

/**
 * A line of a language table read into a skills section: "Mother tongue(s) English",
 * "Other language(s)", "Reading ⇥ Writing ⇥ Speaking", "German ⇥ B2 ⇥ C1": only language names,
 * levels and the grid's own words.
 */
export function isLanguageGrid(text: string): boolean {
  const tokens = wordTokens(text);
  let language = 0;
  let grid = 0;
  let other = 0;
  for (let i = 0; i < tokens.length; ) {
    const name = languageNameIndex().matchAt(tokens, i);
    if (name) {
      language++;
      i = name.to;
      continue;
    }
    const level = languageLevelIndex().matchAt(tokens, i);
    if (level) {
      language++;
      i = level.to;
      continue;
    }
    const w = tokens[i]!.text;
    if (CEFR.test(w) || LANGUAGE_LABEL_WORDS.has(w)) language++;
    else if (LANGUAGE_GRID_WORDS.has(w)) grid++;
    else if (w.length > 1 && !LEVEL_WORDS.has(w) && !isSkillQualifier(w) && ++other > 1) return false;
    i++;
  }
  // One other word is a grid label cut by a line end ("Zusammenhäng-" + "endes Sprechen").
  return other === 0 ? language > 0 || grid >= 2 : grid >= 2;
}

/**
 * Unknown items that are no skill whatever the knowledge base: dates ("ottobre 2016",
 * "Sviluppatore junior febbraio 2012"), places, people's names, companies with a legal form —
 * text of other sections run into a skills list.
 */
function isNotSkill(name: string): boolean {
  const tokens = wordTokens(name);
  if (!tokens.length) return true;
  const words = dateWords();
  const year = tokens.findIndex((t) => /^(?:19|20)\d\d$/.test(t.text));
  if (year > 0 && (words.months.has(tokens[year - 1]!.text) || words.seasons.includes(tokens[year - 1]!.text))) return true;
  const place = placeIndex().matchAt(tokens, 0);
  if (place && place.to === tokens.length && /^\p{Lu}/u.test(name)) return true;
  const capitalized = name.split(/\s+/);
  if (capitalized.length >= 2 && capitalized.length <= 4 && capitalized.every((w) => /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u.test(w)) && isGivenName(capitalized[0]!) && !lookupSkill(capitalized.slice(1).join(' '))) return true;
  // "Acme Sistemi S.p.A.", but not "Programmable Logic Controller (PLC)".
  return organizationCues(name.replace(/\([^()]*\)/g, ' ').trim()).legalSuffix;
}

function isLanguageLine(cells: string[]): boolean {
  const first = cells[0] ?? '';
  return cells.length >= 2 && headingKind(first) === 'languages' && languageNameIndex().findAll(wordTokens(cells.slice(1).join(' '))).length > 0;
}

/** "Java, Python; Git • Docker", "MS Office (Word, Excel)", "JavaScript and TypeScript". */
export function splitItems(text: string): string[] {
  const out: string[] = [];
  // Parenthesized lists become items of their own, the words before them one more item.
  const withLists = text.replace(/([^,;(]*)\(([^()]*[,;/][^()]*)\)/g, (_, head: string, inner: string) => `${head}, ${inner}`);
  for (const raw of withLists.split(/\s*[,;•·|▪◦●]\s*|\s+[/–—-]\s+|\s{2,}|\.\s+(?=\p{Lu})/u)) {
    const item = raw
      .replace(/^[\s*\-–—•·]+|[\s.:]+$/gu, '')
      .replace(/\s+(?:etc|and so on|ecc|usw|etc\.)$/i, '')
      .trim();
    if (!item) continue;
    // "JavaScript and TypeScript", "Icinga/Nagios": two skills when the whole is no known skill
    // and both halves are known ones (or, for a slash, names of their own).
    const parts = item.split(/\s+(?:and|&|e|y|et|und|or|o|ou|oder)\s+/i);
    const slash = item.split(/(?<=\p{L}{2})\/(?=\p{L}{2})/u);
    const joined = joinedPair(item);
    if (parts.length === 2 && parts.every((p) => lookupSkill(p))) out.push(...parts);
    else if (joined) out.push(...joined);
    else if (slash.length >= 2 && !lookupSkill(item) && slash.every((p) => /^\p{Lu}/u.test(p) || lookupSkill(p))) out.push(...slash);
    else out.push(item);
  }
  return out;
}

/**
 * "ReactJS per JavaScript", "Qt5 for C++", "Meteor mit Node.js": two known skills joined by a
 * preposition or conjunction (locales' joining-word) are two items, the whole being no known skill.
 */
function joinedPair(item: string): [string, string] | null {
  const words = item.split(/\s+/);
  if (words.length < 3 || words.length > 6) return null;
  const sure = (x: string) => (lookupSkill(x)?.confidence ?? 0) >= SKILL_RULES.wholeItemConfidence;
  for (let k = 1; k < words.length - 1; k++) {
    if (!cueWords('joining-word').has(foldKey(words[k]!))) continue;
    const a = words.slice(0, k).join(' ');
    const b = words.slice(k + 1).join(' ');
    if (sure(a) && sure(b) && !sure(item)) return [a, b];
  }
  return null;
}

function itemEvidence(item: string): SkillEvidence[] {
  const duration = DURATION.exec(item);
  const statedMonths = duration ? monthsOf(duration) : undefined;
  let name = (duration ? item.replace(DURATION, '') : item).replace(/[\s–—:-]+$/u, '').replace(/\(\s*\)/g, '').trim();
  if (!name || !/\p{L}/u.test(name)) return [];
  // "English (C1)", "Deutsch – Muttersprache": a spoken language, not a skill.
  const bare = wordTokens(name.replace(/\(.*?\)/g, ' '));
  const language = languageNameIndex().matchAt(bare, 0);
  if (language && (language.to === bare.length || languageLevelIndex().matchAt(bare, language.to))) return [];
  if (isLevelOnly(name) || isLanguageGrid(name) || DRIVING_LICENCE.test(name)) return [];
  let known = lookupSkill(name);
  const core = withoutLevel(name);
  if (core && core !== name && !(known && known.confidence >= SKILL_RULES.wholeItemConfidence)) {
    // "Wound care (advanced)": the skill without its level.
    name = core;
    known = lookupSkill(name);
  }
  // "Python (Da solo)", "PHP (Scuola)", "Excel (self-taught)": a note in brackets after a known
  // skill says how or where it was learnt; the skill is the name before it. A bracket holding an
  // acronym names something of its own ("Node.js (MERN stack)", "SAP (FI-CO)").
  const noted = /^(.+?)\s*\(([^(),;/]{2,30})\)$/u.exec(name);
  if (noted && !(known && known.confidence >= SKILL_RULES.wholeItemConfidence) && noted[2]!.split(/\s+/).length <= 3 && !/\p{Lu}{2}/u.test(noted[2]!)) {
    const head = lookupSkill(noted[1]!);
    if (head && head.confidence >= SKILL_RULES.wholeItemConfidence && !lookupSkill(noted[2]!)) {
      name = noted[1]!;
      known = head;
    }
  }
  if (known && known.confidence >= SKILL_RULES.wholeItemConfidence) {
    return [{ id: known.id, name: known.name, asWritten: name, source: 'skills', confidence: known.confidence, category: known.category, statedMonths }];
  }
  if (LIST_FILLER().test(name)) return [];
  const words = name.split(/\s+/).length;
  if (words > SKILL_RULES.maxItemWords || name.length > SKILL_RULES.maxItemChars) {
    // A long item (a sentence run into the list): keep the known skills inside it.
    return proseSkills(name).map((m) => ({
      id: m.id,
      name: m.name,
      asWritten: m.asWritten,
      source: 'skills' as const,
      confidence: m.confidence * 0.9,
      category: m.category,
    }));
  }
  if (known) {
    // The item names something more specific than the knowledge base knows ("VMware ESXi",
    // "Cisco IOS"): it stays a skill of its own, as written, in the known skill's category.
    return [{ id: null, name, asWritten: name, source: 'skills', confidence: known.confidence, category: known.category, statedMonths }];
  }
  if (/^\d/.test(name) || headingKind(name) || isHeadingRest(name) || isNotSkill(name)) return [];
  // "of wide experience in Lateral hiring" → "Lateral hiring"; "mentioned below" → nothing.
  let unknown = name;
  if (/^\p{Ll}/u.test(unknown)) {
    const capital = /\s(\p{Lu}[\s\S]*)$/u.exec(unknown);
    if (capital && unknown.split(/\s+/).length >= 3) unknown = capital[1]!;
    else if (FUNCTION_WORD_START.test(unknown)) return [];
  }
  return [{ id: null, name: unknown, asWritten: unknown, source: 'skills', confidence: SKILL_RULES.unknownItemConfidence, statedMonths }];
}

// "etc.", "ecc.", "usw.", "entre otros": words that close a list (locales' list-filler), whole items only.
const LIST_FILLER = once(() => new RegExp(`^(?:${cueAlternation('list-filler')})[.…]*$`, 'iu'));

const HEADING_NOUNS = ['skills', 'competenze', 'competencias', 'compétences', 'kenntnisse', 'competências'];

/** "techniques", "linguistiche": the rest of a heading wrapped in a narrow column ("Compétences / techniques"). */
function isHeadingRest(name: string): boolean {
  if (/\s/.test(name.trim()) || name.length < 4) return false;
  return HEADING_NOUNS.some((n) => headingKind(`${n} ${name}`) !== null || headingKind(`${name} ${n}`) !== null);
}

const FUNCTION_WORD_START = /^(?:of|in|with|to|the|and|for|mentioned|including|such|as|my|our|a|an|di|de|del|con|per|en|et|und|mit|em|com|da)\b/i;

function monthsOf(m: RegExpExecArray): number {
  const n = Number(m[1]!.replace(',', '.'));
  return /^(mo|mes|moi|mon)/i.test(m[2]!) ? Math.round(n) : Math.round(n * 12);
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
