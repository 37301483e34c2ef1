/**
 * Step 2d of layout: which lines are section headings. A line is scored with typographic and
 * lexical features (weights below, as data); the heading lexicon names the section kind. Lines
 * that share the look of the lexicon headings of the same document (size, weight, capitals,
 * letter spacing) are headings too, of kind "other" unless a heading word in them says more.
 */
import { findDateRanges } from '../../knowledge/dates/date-grammar.ts';
import { afterPossessiveText, headingKind, isDocumentTitle, type SectionKind } from '../../knowledge/lexicons/headings.ts';
import { continuesFormLabel } from '../../knowledge/lexicons/form-labels.ts';
import { cueMatcher, cueWords } from '../../knowledge/lexicons/locale-cues.ts';
import { isSelfEmployment } from '../../knowledge/lexicons/organizations.ts';
import { foldKey } from '../../knowledge/text/fold.ts';
import type { Line } from './layout-types.ts';
import { lineOf } from './line-builder.ts';

type Feature =
  | 'lexicon'
  | 'biggerFont'
  | 'bold'
  | 'allCaps'
  | 'letterSpaced'
  | 'short'
  | 'alone'
  | 'spaceAbove'
  | 'docxHeading'
  | 'colonEnd'
  | 'digits'
  | 'contact'
  | 'long'
  | 'sentenceEnd'
  | 'bullet'
  | 'lowercaseStart';

/** Feature weights: a lexicon heading needs some typography too; typography alone never suffices. */
export const HEADING_FEATURES: Record<Feature, number> = {
  lexicon: 4,
  biggerFont: 1.5,
  bold: 1,
  allCaps: 1,
  letterSpaced: 1.5,
  short: 0.5,
  alone: 0.5,
  spaceAbove: 0.5,
  docxHeading: 2,
  colonEnd: 0.5,
  digits: -2.5,
  contact: -5,
  long: -4,
  sentenceEnd: -1.5,
  bullet: -4,
  lowercaseStart: -1,
};

export const HEADING_THRESHOLD = 4;

export interface HeadingDecision {
  kind: SectionKind;
  score: number;
  /** The heading as written when it wraps onto a line below ("INFORMATIONS" / "PERSONNELLES"). */
  text?: string;
  /** The line the heading wraps onto, and what remains of it once the heading's words are taken (null: nothing). */
  wrap?: { index: number; rest: Line | null };
}

/** Letter-spaced ("E X P E R I E N C E") or small caps split by extraction ("R ESEARCH E XPERIENCE"). */
export function isLetterSpaced(text: string): boolean {
  const tokens = text.trim().split(/\s+/);
  if (tokens.length >= 3 && tokens.filter((t) => [...t].length === 1).length / tokens.length >= 0.5) return true;
  // Small caps split open the line's first word: a one-letter word inside ("LAVORATIVE E
  // ACCADEMICHE", "SKILLS A TO Z") is a word.
  return /^[^\p{L}]*\p{Lu}\s\p{Lu}{2,}/u.test(text) && !/\p{Ll}/u.test(text.replace(/\s/g, ''));
}

function features(line: Line, body: { size: number; bold: boolean }): Set<Feature> {
  const text = line.text.replace(/\t/g, ' ').trim();
  const letters = text.replace(/[^\p{L}]/gu, '');
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const spaced = isLetterSpaced(text) || line.letterSpaced === true;
  const f = new Set<Feature>();
  if (headingKind(text)) f.add('lexicon');
  if (line.fontSize >= body.size * 1.12) f.add('biggerFont');
  if (line.bold && !body.bold) f.add('bold');
  if (letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) f.add('allCaps');
  if (spaced) f.add('letterSpaced');
  if (spaced || words.length <= 4) f.add('short');
  if (line.segments.length === 1) f.add('alone');
  if (line.gapAbove >= 1.6) f.add('spaceAbove');
  if (line.block?.kind === 'heading') f.add('docxHeading');
  if (/[:：]\s*$/.test(text)) f.add('colonEnd');
  // Numbering is no digit of content: "1. Experience", or a form's "Expérience professionnelle 2".
  if (/\d/.test(text) && !/^\s*\d{1,2}\s*[.)|:–—-]?\s/.test(text) && !(f.has('lexicon') && /\s\d{1,2}\s*$/.test(text))) f.add('digits');
  if (/@|https?:|www\.|\+\d/.test(text)) f.add('contact');
  if (!spaced && words.length > 6) f.add('long');
  if (/[.,;]\s*$/.test(text)) f.add('sentenceEnd');
  // A leading mark that the line also ends with is decoration ("— S K I L L S —"), not a bullet.
  // A square or an arrowhead before a short heading the lexicon knows decorates it ("■ Experience",
  // "▶ FORMAZIONE"); a list's bullet ("• Graduação" among "• Doutorado", "• Mestrado") does not.
  const decorated = /^[■►▶➢➤◆❖]/u.test(text) && f.has('lexicon') && words.length <= 4 && !/[.,;]\s*$/.test(text) && (f.has('biggerFont') || f.has('bold') || f.has('allCaps'));
  if (/^[•·▪◦●○■►▶➢➤✓✔*\-–—]/u.test(text) && !/[-–—=*]\s*$/u.test(text) && !decorated) f.add('bullet');
  if (/^\p{Ll}/u.test(text)) f.add('lowercaseStart');
  return f;
}

function score(f: Set<Feature>): number {
  let s = 0;
  for (const name of f) s += HEADING_FEATURES[name];
  return s;
}

/**
 * Size, weight and capitals only: a heading opening with a one-letter word ("O QUE ESTUDEI", "I
 * MIEI STUDI") reads as letter-spaced small caps, which is no look of its own.
 */
function plainLook(line: Line, f: Set<Feature>): string {
  return [Math.round(line.fontSize * 2) / 2, line.bold, f.has('allCaps') || f.has('letterSpaced')].join('|');
}

/** The look of a heading, compared between lines of one document. */
function styleOf(line: Line, f: Set<Feature>): string {
  return [Math.round(line.fontSize * 2) / 2, line.bold, f.has('allCaps'), f.has('letterSpaced')].join('|');
}

/**
 * Decides the headings of a document (lines in reading order). Returns, per line index, the
 * section kind it opens.
 */
export function detectHeadings(lines: Line[], body: { size: number; bold: boolean }): Map<number, HeadingDecision> {
  const out = new Map<number, HeadingDecision>();
  const styles = new Map<string, number>();
  // The same looks without the letter-spacing test (plainLook): "I MIEI STUDI" and "COSA SO FARE".
  const plainLooks = new Set<string>();
  const sharesLook = (line: Line, f: Set<Feature>) => styles.has(styleOf(line, f)) || plainLooks.has(plainLook(line, f));
  const all = lines.map((line) => features(line, body));
  // Lines that carry the wrapped end of a heading above them: never headings of their own.
  const taken = new Set<number>();
  // The later lines of a DOCX paragraph ("Bachelorstudium" / "Wirtschaftsingenieurwesen", an
  // entry's title set in Heading 1 and wrapped) are no headings guessed from their look: such a
  // heading starts its paragraph. (A lexicon heading after a line break inside one still counts.)
  // (Any cell of the line above: a table row's cell wraps on its own, "Universidad de Alcalá de" / "Henares".)
  const laterInParagraph = (i: number) => {
    const paragraph = lines[i]!.segments[0]?.block?.paragraph ?? lines[i]!.block?.paragraph;
    const above = lines[i - 1];
    return paragraph !== undefined && !!above && (above.block?.paragraph === paragraph || above.segments.some((s) => s.block?.paragraph === paragraph));
  };
  lines.forEach((line, i) => {
    if (taken.has(i)) return;
    const f = all[i]!;
    const wrap = wrappedHeading(lines, i);
    if (!f.has('lexicon') && !wrap) return;
    const s = score(f) + (f.has('lexicon') ? 0 : HEADING_FEATURES.lexicon);
    if (s < HEADING_THRESHOLD) return;
    // "Nome e indirizzo del datore di" / "lavoro": a plain lower-case line right under a cell that
    // closes on a joining word carries that cell on (a form's wrapped label), no heading.
    if (f.has('lowercaseStart') && !f.has('spaceAbove') && !HEADING_LOOK.some((feature) => f.has(feature)) && i > 0 && carriedOn(lines[i - 1]!)) return;
    // "Hauptfächer/berufliche" / "Fähigkeiten": the wrapped rest of a form's label cell is no heading.
    if (i > 0 && lines[i - 1]!.page === line.page && continuesFormLabel(lines[i - 1]!.text, line.text)) return;
    if (wrap) {
      out.set(i, { kind: wrap.kind, score: s, text: wrap.text, wrap: { index: wrap.index, rest: wrap.rest } });
      taken.add(wrap.index);
    } else out.set(i, { kind: headingKind(line.text.replace(/\t/g, ' '))!, score: s });
  });
  // The wrapped end of an entry's name ("Registered Nurse" / "License") lends headings no look.
  dropWrappedNames(lines, all, out);
  for (const i of out.keys()) {
    styles.set(styleOf(lines[i]!, all[i]!), (styles.get(styleOf(lines[i]!, all[i]!)) ?? 0) + 1);
    plainLooks.add(plainLook(lines[i]!, all[i]!));
  }
  // A CV whose headings are all outside the lexicon ("Where I've worked", "Minha trajetória"):
  // with no lexicon heading to learn the look from, the look shared by several lines that body
  // text cannot have (capitals or a bigger type, short, alone) is the headings' look.
  if (out.size === 0) guessHeadingsWithoutLexicon(lines, all, out);
  // The top of the document (name, headline) comes before the first lexicon heading: no
  // heading is guessed there.
  const firstLexicon = Math.min(...out.keys(), lines.length);
  if (firstLexicon < lines.length) headingsAboveFirst(lines, all, out, firstLexicon);
  // Short bold or capitalized lines whose first or last word is a heading ("Other professional
  // certification", "Technical Skillz"), set like the lexicon headings of the document: headings
  // of that word's kind. An entry's bold first line ("Formation Technicienne SPA", "Università di
  // …") has the look of entries, not of headings.
  lines.forEach((line, i) => {
    if (out.has(i) || taken.has(i) || i < firstLexicon || laterInParagraph(i) || belowSectionLevel(lines, out, i)) return;
    const f = all[i]!;
    if (!((f.has('bold') || f.has('allCaps') || f.has('biggerFont')) && f.has('short') && f.has('alone'))) return;
    if (!sharesLook(line, f) && !f.has('docxHeading')) return;
    if (bodyMarked(f)) return;
    if (isPiecedTitle(line.text.replace(/\t/g, ' '))) return;
    const kind = kindFromWords(line.text.replace(/\t/g, ' '));
    if (kind !== 'other') out.set(i, { kind, score: score(f) });
  });
  // Headings outside the lexicon: same look as the lexicon ones, and a look that body text cannot
  // have (bigger than body text, or letter-spaced), so bold company names stay entries.
  lines.forEach((line, i) => {
    if (out.has(i) || taken.has(i) || i < firstLexicon || laterInParagraph(i) || belowSectionLevel(lines, out, i)) return;
    const f = all[i]!;
    if (!(f.has('biggerFont') || f.has('letterSpaced') || f.has('docxHeading'))) return;
    if (!sharesLook(line, f) && !f.has('docxHeading')) return;
    if (f.has('long') || bodyMarked(f)) return;
    const text = line.text.replace(/\t/g, ' ');
    if (isDocumentTitle(text) || isPiecedTitle(text)) return;
    if (f.has('docxHeading') && !sharesLook(line, f) && score(f) < HEADING_THRESHOLD - 1) return;
    out.set(i, { kind: kindFromWords(text), score: score(f) });
  });
  dropWrappedNames(lines, all, out);
  dropListItems(lines, all, out);
  dropContentSubheadings(lines, all, out);
  dropEntryLabels(lines, all, out);
  keepSelfEmployedEmployers(lines, all, out);
  return out;
}

/** The Word heading level of a line set in a heading style (1 = Heading 1 / Title). */
const wordLevel = (line: Line): number | undefined => (line.block?.kind === 'heading' ? line.block.level : undefined);

/**
 * "Work Experience" in Heading 1, then each job's employer ("Bluecastle Consulting") or each
 * school in Heading 2: a Word heading outside the lexicon set a level deeper than the heading of
 * the section it falls in names an entry of that section, no section of its own. (The style's
 * level is what the writer chose; the look alone cannot tell a subheading from a heading.)
 */
function belowSectionLevel(lines: Line[], out: Map<number, HeadingDecision>, i: number): boolean {
  const level = wordLevel(lines[i]!);
  if (level === undefined) return false;
  let j = i - 1;
  while (j >= 0 && !out.has(j)) j--;
  const above = j >= 0 ? wordLevel(lines[j]!) : undefined;
  return above !== undefined && above < level;
}

// Kinds whose headings double as labels inside a job ("Main achievements:", "Logros:", "Erfolge:",
// "Principales réalisations", "Atividades:", "Tätigkeiten:"). Dropping one of the section's own kind
// ("Praktika" set smaller under "Berufserfahrung") keeps its jobs where they are.
const ENTRY_LABEL_KINDS = new Set<SectionKind>(['awards', 'projects', 'volunteering', 'experience']);

/**
 * "Logros:" over a job's bullets, then the next job: a label inside the experience section, not a
 * section of its own, when it is set unlike the experience heading (size, weight, capitals) and
 * dated lines (the next jobs) follow it before the next heading. Set like the headings, it stays one.
 */
function dropEntryLabels(lines: Line[], all: Set<Feature>[], out: Map<number, HeadingDecision>): void {
  const order = [...out.keys()].sort((a, b) => a - b);
  let section = -1;
  // Labels found so far in this section (kind and look): the last job's "Logros:" has no job after
  // it, but it is the label the jobs above it have.
  const seen = new Set<string>();
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    const kind = out.get(i)!.kind;
    const head = section >= 0 ? out.get(section) : undefined;
    const look = `${kind}|${styleOf(lines[i]!, all[i]!)}`;
    const label =
      head?.kind === 'experience' &&
      ENTRY_LABEL_KINDS.has(kind) &&
      i > section + 2 &&
      !all[i]!.has('biggerFont') &&
      styleOf(lines[i]!, all[i]!) !== styleOf(lines[section]!, all[section]!) &&
      (seen.has(look) || datedBetween(lines, i + 1, order[k + 1] ?? lines.length));
    if (label) {
      out.delete(i);
      seen.add(look);
    } else {
      section = i;
      seen.clear();
    }
  }
}

/**
 * "Web Developer  2019 – 2021" / "Freelance": a word of self-employment (some head sections of
 * freelance work) not set bigger than body text, in a document with another heading of jobs, and
 * beside an entry's dates (on its line, the line above or the line below), is that entry's
 * employer, no heading. A document whose only heading of jobs is such a word keeps it.
 */
function keepSelfEmployedEmployers(lines: Line[], all: Set<Feature>[], out: Map<number, HeadingDecision>): void {
  const jobs = [...out.entries()].filter(([, d]) => d.kind === 'experience').map(([i]) => i);
  if (jobs.length < 2) return;
  for (const i of jobs) {
    if (out.get(i)!.wrap || all[i]!.has('biggerFont')) continue;
    if (!isSelfEmployment(lines[i]!.text.split('\t')[0]!)) continue;
    if (!datedBetween(lines, Math.max(0, i - 1), Math.min(lines.length, i + 2)) && !datedRowNear(lines, lines[i]!)) continue;
    // Another heading of jobs stays: the entry sits in its section.
    if (!jobs.some((j) => j !== i && out.has(j))) continue;
    out.delete(i);
  }
}

/** Whether a line of another column dates the row of `line`, the row above it or the row below (dates in a column of their own). */
function datedRowNear(lines: Line[], line: Line): boolean {
  const above = line.baseline - 2.6 * line.fontSize;
  const below = line.baseline + 1.5 * line.fontSize;
  return lines.some((other, j) => other.page === line.page && other.column !== line.column && other.baseline >= above && other.baseline <= below && datedBetween(lines, j, j + 1));
}

/**
 * Headings of a document that has none the lexicon knows: lines set apart from body text by
 * capitals, a bigger type or letter spacing, six words at most and alone, with no digits, contact details,
 * bullet or closing punctuation, whose look (size, weight, case) at least `minShared` such lines
 * share, and with dated lines after them: the name has a look of its own, bold job titles in
 * body type have no such look. Each takes the kind its words give, else 'other', which the
 * readers of entries judge by content. Undated sections (skills, languages) stay unread, as before.
 */
function guessHeadingsWithoutLexicon(lines: Line[], all: Set<Feature>[], out: Map<number, HeadingDecision>): void {
  const candidates: number[] = [];
  lines.forEach((line, i) => {
    const f = all[i]!;
    if (!(f.has('allCaps') || f.has('biggerFont') || f.has('letterSpaced')) || f.has('long') || !f.has('alone')) return;
    if (bodyMarked(f)) return;
    const text = line.text.replace(/\t/g, ' ');
    if (isDocumentTitle(text) || isPiecedTitle(text)) return;
    candidates.push(i);
  });
  const looks = new Map<string, number[]>();
  for (const i of candidates) {
    const look = plainLook(lines[i]!, all[i]!);
    looks.set(look, [...(looks.get(look) ?? []), i]);
  }
  const shared = [...looks.values()].filter((group) => group.length >= GUESSED_HEADINGS.minShared).flat().sort((a, b) => a - b);
  // A headline in the headings' look is followed by contact lines or a summary: only lines with
  // dates after them, before the next such line, open sections.
  const dated = shared.filter((i, k) => datedBetween(lines, i + 1, shared[k + 1] ?? lines.length));
  if (dated.length === 0) return;
  // Once dates have shown the headings' look, every later line in that look is a heading, dated or
  // not ("What I can do" over a list of skills); a headline above the first one stays in the header.
  const looksOfHeadings = new Set(dated.map((i) => plainLook(lines[i]!, all[i]!)));
  for (const i of shared) {
    if (i < dated[0]! || !looksOfHeadings.has(plainLook(lines[i]!, all[i]!))) continue;
    out.set(i, { kind: kindFromWords(lines[i]!.text.replace(/\t/g, ' ')), score: score(all[i]!) });
  }
}

/** A date of birth is the header's, no entry's: "Nata il 12/03/1990" under a headline dates nothing. */
const BIRTH_LABEL = cueMatcher('birth-date-label');

/** Whether a line from `from` up to `to` holds an entry's date (a range, or a date that is no birth date). */
function datedBetween(lines: Line[], from: number, to: number): boolean {
  for (let j = from; j < to; j++) {
    const dates = findDateRanges(lines[j]!.text);
    if (dates.some((d) => d.kind === 'range') || (dates.length > 0 && !BIRTH_LABEL.find(lines[j]!.text))) return true;
  }
  return false;
}

/**
 * "IL MIO PERCORSO" above the lexicon's "I MIEI STUDI": a line before the first lexicon heading,
 * in that heading's very look (size, weight, case), short and alone, is a heading too when dated
 * lines follow it before the next heading — the name and a headline have a look of their own, and
 * a headline in the headings' look is followed by contact lines or a summary, not by dates.
 */
function headingsAboveFirst(lines: Line[], all: Set<Feature>[], out: Map<number, HeadingDecision>, first: number): void {
  const look = plainLook(lines[first]!, all[first]!);
  const found: number[] = [];
  for (let i = 0; i < first; i++) {
    const f = all[i]!;
    if (plainLook(lines[i]!, f) !== look || !f.has('short') || !f.has('alone') || !HEADING_LOOK.some((feature) => f.has(feature))) continue;
    if (bodyMarked(f)) continue;
    const text = lines[i]!.text.replace(/\t/g, ' ');
    if (isDocumentTitle(text) || isPiecedTitle(text)) continue;
    found.push(i);
  }
  found.forEach((i, k) => {
    if (datedBetween(lines, i + 1, found[k + 1] ?? first)) out.set(i, { kind: kindFromWords(lines[i]!.text.replace(/\t/g, ' ')), score: score(all[i]!) });
  });
}

export const GUESSED_HEADINGS = {
  /** Lines that must share the look before it is taken for the headings' look. */
  minShared: 2,
} as const;

/** Marks of body text a heading never has: digits, contact details, a bullet, closing punctuation, a lower-case start. */
function bodyMarked(f: Set<Feature>): boolean {
  return f.has('digits') || f.has('contact') || f.has('bullet') || f.has('sentenceEnd') || f.has('lowercaseStart');
}

/** The look that sets a heading apart from body text, beyond being short and alone. */
/** The line's first cell closes on a joining word ("di", "of", "de la") or a hyphen: it goes on below. */
function carriedOn(line: Line): boolean {
  const cell = (line.segments[0]?.text ?? line.text).split('\t')[0]!.trim();
  return /-$/.test(cell) || cueWords('joining-word').has(foldKey(cell.split(/\s+/).at(-1) ?? ''));
}

const HEADING_LOOK: Feature[] = ['bold', 'allCaps', 'biggerFont', 'letterSpaced', 'docxHeading'];

/**
 * A plain lexicon line (body font, no bold or capitals) that starts right of where every styled
 * heading of its column ends is a subheading of the content beside a label column ("Programming
 * languages" under a degree of a Europass CV, whose section names sit in the label column): it
 * stays in the section it belongs to. Where the styled headings sit over the content (moderncv,
 * one column), a plain heading starting at their x is still a heading.
 */
function dropContentSubheadings(lines: Line[], all: Set<Feature>[], out: Map<number, HeadingDecision>): void {
  const styled = [...out.keys()].filter((i) => HEADING_LOOK.some((feature) => all[i]!.has(feature)));
  if (styled.length < 2) return;
  for (const i of [...out.keys()]) {
    if (HEADING_LOOK.some((feature) => all[i]!.has(feature))) continue;
    const line = lines[i]!;
    const peers = styled.filter((j) => lines[j]!.column === line.column);
    if (peers.length < 2) continue;
    const ends = Math.max(...peers.map((j) => lines[j]!.segments[0]!.x + lines[j]!.segments[0]!.w));
    if (line.x > ends) out.delete(i);
  }
}

/**
 * "Formazione" or "Leadership" in a list of skills, one item a line: a lexicon word set in the
 * type of the line right above it (same column, size and weight, left-aligned with it, at the
 * block's line gap), with none of the look (bold, capitals, bigger type, letter spacing) that at
 * least two other headings of the document have, and followed by the list's next item in that
 * type or by a heading, is an item of that list, no heading; so is the list's first item, right
 * under a styled heading at the line gap, when the next item goes on in its type. A
 * document whose headings are set plain keeps them (no styled peers), and so does a plain heading
 * after space.
 */
function dropListItems(lines: Line[], all: Set<Feature>[], out: Map<number, HeadingDecision>): void {
  const styled = (j: number) => HEADING_LOOK.some((feature) => all[j]!.has(feature));
  for (const [i, decision] of [...out]) {
    if (decision.wrap || styled(i) || all[i]!.has('spaceAbove') || all[i]!.has('colonEnd')) continue;
    const line = lines[i]!;
    const size = line.fontSize || 10;
    if (line.gapAbove > WRAPPED_NAME_RULES.maxGap) continue;
    if ([...out.keys()].filter((j) => j !== i && styled(j)).length < 2) continue;
    const j = sameColumnNeighbour(lines, i, -1);
    if (j === null) continue;
    const sameType = (other: Line) => Math.abs(other.fontSize - line.fontSize) < 0.5 && other.bold === line.bold && Math.abs(other.x - line.x) <= WRAPPED_NAME_RULES.maxShift * size;
    const k = sameColumnNeighbour(lines, i, 1);
    const itemBelow = k !== null && !out.has(k) && sameType(lines[k]!) && lines[k]!.gapAbove <= WRAPPED_NAME_RULES.maxGap;
    // The list's first item, right under a styled heading: the items below it go on in its type.
    // Under a heading of no kind ("Additional information"), a plain "Skills" names what follows.
    if (out.has(j)) {
      if (styled(j) && out.get(j)!.kind !== 'other' && itemBelow) out.delete(i);
      continue;
    }
    if (!sameType(lines[j]!)) continue;
    // The list goes on below in the same type, or a heading ends it: a plain heading over content
    // in another type or after space ("sprachen" over smaller language lines) stays.
    if (k !== null && !out.has(k) && !itemBelow) continue;
    out.delete(i);
  }
}

export const WRAPPED_NAME_RULES = {
  /** Largest gap between the two lines of a wrapped name, × font size: the block's line gap, no extra space. */
  maxGap: 1,
  /** Alignment of the two lines (left edges or centres), × font size. */
  maxShift: 0.5,
  /** Words of the two lines together. */
  maxWords: 10,
  /** More space above a heading than above a wrapped piece (× font size): headings set apart by space. */
  headingSpace: 0.4,
  /** Lines before and after searched for the nearest line of the same column. */
  reach: 3,
} as const;

/**
 * An entry's name wrapped in a narrow column: "Registered Nurse" / "License", "MBA em Gestão de"
 * / "Projetos", "Project Management" / "Professional (PMP)". A heading line that carries on the
 * line right above it, or is carried on by the line right below it — same column, aligned, same
 * size, weight and case, at the block's line gap, the pair a short phrase with no closing mark
 * between — is no heading when it is set unlike the document's other headings (another look,
 * or they stand after more space), or when the line above closes on a joining word ("de", "of").
 * A heading set like the others, a heading after space and a stack of headings stay headings.
 */
function dropWrappedNames(lines: Line[], all: Set<Feature>[], out: Map<number, HeadingDecision>): void {
  const pieces = new Map<number, { lower: boolean; carried: boolean }>();
  for (const [i, decision] of out) {
    // A heading in body type (no bold, capitals or bigger size) has only its words and its space:
    // the type of an entry's name tells nothing against it.
    if (decision.wrap || !HEADING_LOOK.some((feature) => all[i]!.has(feature))) continue;
    const pair = wrappedPair(lines, all, (j) => out.has(j), i);
    if (pair) pieces.set(i, pair);
  }
  // The look of headings is learned from those in no such pair; failing them, from the upper lines
  // of pairs (a heading over an entry's name in its type), never from the lower ones ("License").
  const apart = [...out.keys()].filter((j) => !pieces.has(j));
  const others = (i: number) => (apart.length ? apart : [...out.keys()].filter((j) => j !== i && !pieces.get(j)?.lower));
  const dropped = [...pieces].filter(([i, { carried }]) => {
    const peers = others(i);
    const unlike = peers.length > 0 && peers.every((j) => styleOf(lines[j]!, all[j]!) !== styleOf(lines[i]!, all[i]!) || lines[j]!.gapAbove >= lines[i]!.gapAbove + WRAPPED_NAME_RULES.headingSpace);
    return unlike || carried;
  });
  for (const [i] of dropped) out.delete(i);
}

/**
 * Whether line `i` is wrapped with the line above it (lower) or below it, and whether the line
 * above closes on a joining word.
 */
function wrappedPair(lines: Line[], all: Set<Feature>[], isHeading: (j: number) => boolean, i: number): { lower: boolean; carried: boolean } | null {
  for (const step of [-1, 1]) {
    const j = sameColumnNeighbour(lines, i, step);
    if (j === null || isHeading(j)) continue;
    const [u, l] = step < 0 ? [j, i] : [i, j];
    const lower = lines[l]!;
    // A value cell wrapped beside its label ("Bezeichnung der Qualifikation⇥Ausbildung zum
    // Elektroniker für Energie- und" / "Gebäudetechnik"): the line below carries on the last cell.
    // An entry's name wrapped beside its dates ("Master of Science in Operations⇥2013 – 2015" /
    // "Research"): the line below, under the first cell, carries that one on. A cell of digits (the
    // dates themselves) carries no name on.
    const cell = lines[u]!.segments.length > 1 && l === i && lower.segments.length === 1 ? cellAbove(lines[u]!, lower) : null;
    const upper = cell ? { ...lines[u]!, ...cell, segments: [cell] } : lines[u]!;
    const size = upper.fontSize || 10;
    if (Math.abs(upper.fontSize - lower.fontSize) >= 0.5 || upper.bold !== lower.bold || isUpper(upper.text) !== isUpper(lower.text)) continue;
    if (upper.segments.length !== 1 || lower.segments.length !== 1) continue;
    const aligned = Math.abs(upper.x - lower.x) <= WRAPPED_NAME_RULES.maxShift * size || Math.abs(upper.x + upper.w / 2 - (lower.x + lower.w / 2)) <= WRAPPED_NAME_RULES.maxShift * size;
    // No extra space above either line: the pair sits at the block's line gap.
    if (!aligned || lower.gapAbove > WRAPPED_NAME_RULES.maxGap || (u === i && upper.gapAbove > WRAPPED_NAME_RULES.maxGap)) continue;
    if (all[u]!.has('sentenceEnd') || all[u]!.has('colonEnd') || all[u]!.has('bullet') || all[l]!.has('bullet') || all[u]!.has('contact') || all[l]!.has('contact')) continue;
    // Short lines of a narrow column, not the last line of a paragraph above a heading.
    if ((!cell && all[u]!.has('long')) || all[l]!.has('long') || `${upper.text} ${lower.text}`.trim().split(/\s+/).length > WRAPPED_NAME_RULES.maxWords) continue;
    return { lower: l === i, carried: l === i && carriedOn(upper) };
  }
  return null;
}

/** The cell of a row that a one-cell line below carries on: the one it starts under, else the last. */
function cellAbove(row: Line, lower: Line): Line['segments'][number] | null {
  const size = lower.fontSize || 10;
  const first = row.segments[0]!;
  if (Math.abs(first.x - lower.x) <= WRAPPED_NAME_RULES.maxShift * size) return /\d/.test(first.text) ? null : first;
  return row.segments.at(-1)!;
}

/**
 * Whether line `i` of a section's lines is a piece of an entry's name wrapped with the line above
 * or below it (same column, type and alignment, at the line gap): "License" under "Registered
 * Nurse" is no heading that ends a list.
 */
export function isWrappedNamePiece(lines: Line[], i: number): boolean {
  const all = lines.map((line) => features(line, { size: 0, bold: false }));
  return wrappedPair(lines, all, () => false, i) !== null;
}

/** The nearest line of the same page and column before (step -1) or after (step 1) line `i`. */
function sameColumnNeighbour(lines: Line[], i: number, step: number): number | null {
  const line = lines[i]!;
  for (let j = i + step, n = 0; j >= 0 && j < lines.length && n < WRAPPED_NAME_RULES.reach; j += step, n++) {
    if (lines[j]!.page === line.page && lines[j]!.column === line.column) return j;
  }
  return null;
}

export const WRAPPED_HEADING_RULES = {
  /** Lines after a heading searched for its wrapped words (another column's line may come between). */
  lookahead: 2,
  /** Largest gap between the heading and its wrapped words, × font size. */
  maxGap: 1,
  maxWords: 2,
} as const;

/**
 * A heading wrapped in a narrow column: its last words are the first cell of a line just below,
 * under it, in its size and case ("INFORMATIONS" / "PERSONNELLES", "ISTRUZIONE E" / "FORMAZIONE"
 * of a Europass label column). The heading is read whole, of the kind the whole names, and its
 * words leave that line. Two stacked headings ("Lingue" / "Competenze") stay two.
 */
function wrappedHeading(lines: Line[], i: number): { index: number; text: string; kind: SectionKind; rest: Line | null } | null {
  const line = lines[i]!;
  const head = line.segments[0];
  if (!head || line.segments.length !== 1 || head.text.trim().split(/\s+/).length > HEADING_COLUMN_WORDS) return null;
  for (let j = i + 1; j <= i + WRAPPED_HEADING_RULES.lookahead && j < lines.length; j++) {
    const next = lines[j]!;
    const seg = next.segments[0]!;
    if (next.page !== line.page) continue;
    const under = seg.x < head.x + head.w && seg.x + seg.w > head.x;
    const close = seg.y - (head.y + head.h) <= WRAPPED_HEADING_RULES.maxGap * (head.fontSize || 10) && seg.y > head.y;
    const sameLook = Math.abs(seg.fontSize - head.fontSize) < 0.5 && seg.bold === head.bold && isUpper(seg.text) === isUpper(head.text);
    if (!under || !close || !sameLook || /\d/.test(seg.text) || seg.text.trim().split(/\s+/).length > WRAPPED_HEADING_RULES.maxWords) continue;
    const text = `${head.text.trim()} ${seg.text.trim()}`;
    const kind = headingKind(text);
    if (!kind || (headingKind(head.text) && headingKind(seg.text))) continue;
    const rest = next.segments.slice(1);
    return { index: j, text, kind, rest: rest.length ? { ...lineOf(rest, next.page, next.baseline), column: next.column, sidebar: next.sidebar, gapAbove: next.gapAbove, wrapRight: next.wrapRight } : null };
  }
  return null;
}

/** Words of a heading line that may wrap onto the next. */
const HEADING_COLUMN_WORDS = 3;

function isUpper(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length > 0 && letters === letters.toUpperCase();
}

/**
 * Separators between the pieces of a title line ("Software Architect · Security Expert", "Data
 * Analyst | Fintech"): such a line is a title and an area, not a heading named by one of its words.
 */
const PIECE_SEPARATOR = /\s[·•|–—]\s|\s@\s/u;

/** Pieces that are not all headings ("Software Developer · Fintech", "Sales | Retail"): a title line, no heading. */
function isPiecedTitle(text: string): boolean {
  const pieces = text.split(PIECE_SEPARATOR).filter((p) => p.trim());
  return pieces.length > 1 && !pieces.every((p) => headingKind(p));
}

/** "Technical Skillz & More" → skills: the first or last word that is a heading on its own. */
function kindFromWords(text: string): SectionKind {
  const pieces = text.split(PIECE_SEPARATOR).filter((p) => p.trim());
  if (pieces.length > 1) return headingKind(pieces[0]!) ?? 'other';
  const words = text
    .replace(/\b(\p{Lu}) (?=\p{Lu})/gu, '$1')
    .replace(/[:：]\s*$/, '')
    .split(/\s+/)
    .filter(Boolean);
  const last = words[words.length - 1];
  const first = words[0];
  // "Le mie esperienze sul campo", "Mes expériences de terrain": the noun after a possessive names the kind.
  const owned = afterPossessiveText(text)?.split(' ')[0];
  return (last && headingKind(last)) || (first && headingKind(first)) || (owned && headingKind(owned)) || 'other';
}
