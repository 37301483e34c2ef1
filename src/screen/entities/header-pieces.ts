/**
 * An entry's header lines cut into pieces (cells, then "|", "•", " – ", " at ", commas before a
 * place) and each piece scored as a title, an organization or a place, with feature weights kept
 * as data. Position decides only what features leave open.
 */
import { matchOccupation } from '../../knowledge/occupations/occupation-knowledge.ts';
import { findDegree } from '../../knowledge/lexicons/degrees.ts';
import { headingKind } from '../../knowledge/lexicons/headings.ts';
import { cueLabel, cueLinesAll, cueMatcher, cueWords, sentenceWords } from '../../knowledge/lexicons/locale-cues.ts';
import { isOrganizationWord, isSelfEmployment, organizationCues } from '../../knowledge/lexicons/organizations.ts';
import { isCountryCode, regionCodes } from '../../knowledge/lexicons/places.ts';
import { isGermanCompoundHead, lastRoleNounEnd, roleNounCount, seniorityWords } from '../../knowledge/lexicons/roles.ts';
import type { Line } from '../layout/layout-types.ts';
import { cellAbove } from './entry-blocks.ts';
import { isPlaceOnly, isStreetAddress, readPlace } from './place-reader.ts';
import { fold, foldKey } from '../../knowledge/text/fold.ts';
import { DURATION_ONLY, tidy, withAcronyms } from './piece-text.ts';
import { memoByText } from '../../knowledge/text/memo.ts';

export interface Piece {
  text: string;
  /** Header line index within the entry (0 = first header line) and order of the piece overall. */
  lineIndex: number;
  order: number;
  bold: boolean;
  /** The piece sat on the line that holds the date. */
  onAnchorLine: boolean;
  /** Introduced by "at", "@", "presso", "bei", "chez": an organization follows. */
  afterAt: boolean;
  /** Cut from the previous piece at a comma (it may be the tail of the same name). */
  afterComma: boolean;
  /** The CV labelled the piece ("Position: …", "Company: …"). */
  label?: 'title' | 'org' | 'place';
}

// Field labels of form-like CVs ("Position: …", "Company: …", "Location: …"): locales' entry-*-label.
const FIELD_LABELS: ['entry-title-label' | 'entry-org-label' | 'entry-place-label', 'title' | 'org' | 'place'][] = [
  ['entry-title-label', 'title'],
  ['entry-org-label', 'org'],
  ['entry-place-label', 'place'],
];

// An en or em dash spaced on one side only separates too ("Stephen Wade Chevrolet —Sales Representative").
// A semicolon closes a piece too ("MSc in Physics; University of Leeds (Leeds)": the pandoc_resume habit).
const STRONG_SEPARATORS = /\s{2,}|(?<=[\p{L}\p{N}.)])\s*;\s+|\s+[|•·◆▪]\s+|\s[|•·◆▪]|[|•·◆▪]\s|\s+[–—]\s*|\s*[–—]\s+|\s+-\s+|\s*[|]\s*/u;
// A colon separates too ("Bachelor of Science: Physics"), once field labels are taken off.
const COLON = /\s+:\s+|(?<=\p{L}{2}):\s+/u;
/** Words as regular-expression alternatives: spaces stretch, an elided article takes either apostrophe. */
export function phraseAlternatives(words: string[]): string[] {
  return words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+').replace(/'/g, "['’]\\s*"));
}

// "Title at Employer": the words of the locales' employer-at concept, and "@". Built once.
let atPattern: RegExp | null = null;
function AT(): RegExp {
  if (atPattern) return atPattern;
  const alternatives = [...phraseAlternatives(cueLinesAll('employer-at')), '@'].sort((a, b) => b.length - a.length);
  // An elided article ends the words glued to the name: "à l’Hôpital", "all'Ospedale".
  atPattern = new RegExp(`\\s+(?:${alternatives.join('|')})(?:\\s+|(?<=['’]\\s*))`, 'iu');
  return atPattern;
}
// "Bachelor of Accounting from Nanyang Technological University", "Licenciatura por la Universidad
// de …", "Laurea presso l'Università …": a school after the locales' degree-school-link words; an
// elided article ("l'", "dall'") is glued to the school's name. Built once.
let fromPattern: RegExp | null = null;
function FROM(): RegExp {
  if (fromPattern) return fromPattern;
  const words = [...new Set(cueLinesAll('degree-school-link'))].sort((a, b) => b.length - a.length);
  const alternatives = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+').replace(/'$/, "['’]"));
  fromPattern = new RegExp(`\\s+(?:${alternatives.join('|')})(?:\\s+|(?<=['’]))`, 'iu');
  return fromPattern;
}
// Words that cannot start a new name after a comma: the part continues the previous one.
const LEGAL_TAIL = /^(?:inc|ltd|llc|llp|plc|corp|co|gmbh|ag|s\.?a|s\.?l|s\.?p\.?a|s\.?r\.?l|sas|sarl|ltda|lda|pte|pty|bv|nv|ab|oy)\b\.?/i;

export function splitPieces(header: { line: Line; text: string }[], anchor: Line, textRight?: number): Piece[] {
  const pieces: Piece[] = [];
  joinWrapped(header, textRight)
    .map(atWeightBreak)
    .forEach(({ line, text }, lineIndex) => {
    // "Company  :  Acme" written as table cells reads "Company: Acme".
    // European Qualifications Framework levels written next to a degree (locales' eqf-level): not a school, not a title.
    const normalized = cueMatcher('eqf-level')
      .strip(text)
      .replace(/\s{2,}[:：]\s{2,}/g, ': ')
      .replace(/\s{2,}[:：]\s*/g, ': ')
      // "Accenture (client: Barclays)": the client or project in brackets describes the job.
      .replace(/\s*\(([^()]{2,80})\)/g, (whole, inside: string) => (cueLabel('entry-detail-label').test(inside) ? ' ' : whole));
    const cells: { text: string; label?: Piece['label'] }[] = [];
    for (const rawCell of withAcronyms(normalized.split(STRONG_SEPARATORS)).flatMap(splitGluedRole)) {
      let cell = rawCell ?? '';
      let label: Piece['label'];
      // "Cliente: …", "Progetto: …" describe the job: no title, employer or place in them.
      if (cueLabel('entry-detail-label').test(cell)) continue;
      for (const [concept, role] of FIELD_LABELS) {
        const m = cueLabel(concept).exec(cell);
        if (m) {
          label = role;
          cell = cell.slice(m[0].length);
          break;
        }
      }
      if (isDateLabelOnly(cell)) continue;
      for (const [k, part] of cell.split(COLON).entries()) cells.push({ text: part, label: k === 0 ? label : undefined });
    }
    for (const { text: cell, label } of cells) {
      for (const part of splitAt(cell)) {
        splitCommas(part.text).forEach((chunk, k) => {
          const clean = tidy(chunk);
          if (!clean || !/[\p{L}\p{N}]/u.test(clean) || DURATION_ONLY.test(fold(clean))) return;
          pieces.push({
            text: clean,
            lineIndex,
            order: pieces.length,
            bold: line.bold,
            onAnchorLine: line === anchor,
            afterAt: part.afterAt && k === 0,
            afterComma: k > 0,
            label: label && k === 0 ? label : undefined,
          });
        });
      }
    }
  });
  return pieces;
}

/**
 * "**PROJECT MANAGER**  ACME LTD", "**Chef de projet**   Agence Lumière": a header line whose weight
 * changes after more than a word space (Segment.weightHead) holds two fields; they are set apart as cells.
 */
function atWeightBreak(h: { line: Line; text: string }): { line: Line; text: string } {
  const head = h.line.segments.length === 1 ? h.line.segments[0]!.weightHead : undefined;
  if (!head || !h.text.startsWith(head) || h.text.length <= head.length) return h;
  return { ...h, text: `${head}  ${h.text.slice(head.length).trim()}` };
}

/**
 * "Centro Tecnológico PC Home-Vendedor": an employer of several words and a role glued by a hyphen
 * with no space. Cut there only when the part after the hyphen names a role and the part before
 * names none ("Co-Founder", "Full-Stack Developer", "Hewlett-Packard" stay whole: one word before).
 */
const HEADER_CELL_MAX_CHARS = 160;

function splitGluedRole(cell: string | undefined): string[] {
  const text = (cell ?? '').trim();
  // A header cell is a few words: longer text is a description, never cut here.
  if (text.length > HEADER_CELL_MAX_CHARS) return [cell ?? ''];
  for (let at = text.indexOf('-'); at > 0; at = text.indexOf('-', at + 1)) {
    const before = text.slice(0, at);
    const after = text.slice(at + 1);
    if (!/\s/.test(before) || !/[\p{L}.]$/u.test(before) || !/^\p{Lu}/u.test(after)) continue;
    // The role opens on its own role noun ("Senior Full-Stack Developer": "Stack" names none).
    const firstWord = after.split(/[\s-]/)[0]!;
    // A title's own compound is no glue: "Senior Java-Entwickler" (a seniority word opens it),
    // "Technischer SAP-Berater" (the hyphen joins a German compound title), unless an employer's
    // legal form ends the part before ("Muster GmbH-Entwickler").
    if (seniorityWords(before).length > 0 || (isGermanCompoundHead(firstWord) && !organizationCues(before).legalSuffix)) continue;
    if (roleNounCount(firstWord) > 0 && roleNounCount(before) === 0) return [before, after];
  }
  return [cell ?? ''];
}

/** "Period:", "Zeitraum": a date label left alone in its cell once the date was cut out. */
export function isDateLabelOnly(cell: string): boolean {
  const text = `${cell.trim().replace(/[:：]$/u, '').trimEnd()}:`;
  return cueLabel('entry-date-label').exec(text)?.[0].trimEnd().length === text.length;
}

/**
 * A header line cut inside parentheses, ending on a connective, or filling its column to the
 * right edge goes on in the next line ("Bachelor of Science in Engineering and Business" /
 * "Administration").
 */
function joinWrapped(header: { line: Line; text: string }[], textRight?: number): { line: Line; text: string }[] {
  const out: { line: Line; text: string; right: number; tail: string }[] = [];
  // The column's wrap edge when the section shows it; the header's own widest line otherwise
  // (then the widest of two header lines always "fills", so it takes three lines to tell).
  const widest = textRight ?? (header.length >= 3 ? Math.max(...header.map((h) => h.line.x + h.line.w)) : Number.POSITIVE_INFINITY);
  for (const h of header) {
    const prev = out[out.length - 1];
    const open = prev ? (prev.text.match(/\(/g)?.length ?? 0) - (prev.text.match(/\)/g)?.length ?? 0) : 0;
    // A line that closed on its date (cut out of the text) ended there, not at the column's edge.
    const closedOnDate = prev !== undefined && !endsLikeLine(prev.text, prev.tail);
    // The comma before a cut date goes on in a town ("Acme GmbH, 02/2015–01/2021" / "Nußbach"), not in
    // a sentence ("Wrote reports.").
    // The word must stand alone: "Verkäufer/in", "Softwareentwickler:in", "Avocat/e" close on a
    // gender ending, not on "in" or "e".
    const dangling = prev && /(?:(?:^|\s)(?:and|of|for|in|en|em|et|e|y|und|zum|zur|de|di|da|do|du|des|dei|della|der|the|für|pour|per|para|&)|[-–,])\s*$/iu.test(prev.text) && !(closedOnDate && /\p{Ll}{3,}\.\s*$/u.test(h.text));
    const size = h.line.fontSize || 10;
    // Flow documents (DOCX) wrap inside a paragraph: two paragraphs are never one wrapped line.
    const flow = prev?.line.block?.paragraph !== undefined && h.line.block?.paragraph !== undefined;
    // A wrapped line keeps its style: a bold title filling the column and the employer below it
    // in regular weight are two lines.
    // (In a table row, the style of the cell the line stands under.)
    const above = prev && prev.line.segments.length > 1 ? cellAbove(prev.line, h.line) : undefined;
    const sameStyle = h.line.bold === (above ?? prev?.line)?.bold;
    const filled = prev && !flow && sameStyle && !closedOnDate && prev.right >= widest - 3 * size && Math.abs(h.line.x - prev.line.x) < size && h.text.split(/\s+/).length <= 3 && prev.line.segments.length === 1;
    // "Master of Science in Computer Science" / "University of Northbrook": a school's name under a
    // degree is the school's line, however far the degree reached.
    const schoolBelowDegree = filled && organizationCues(h.text).institutionWord && !!findDegree(prev.text);
    // "[ 2015 – 2016 ] Marketing Assistant" / "Maison Verlaine SAS": a company named whole with its
    // legal form under a line naming a role (and no employer) is the employer's line, however far
    // the role's line reached (the edge learned from short lines can sit left of the column's).
    const orgBelowRole = filled && /\s/.test(h.text.trim()) && organizationCues(h.text).legalSuffix && roleNounCount(prev.text) > 0 && !AT().test(prev.text) && !organizationCues(prev.text).legalSuffix;
    const lowerStart = prev && /^\p{Ll}/u.test(h.text) && sameStyle;
    // (Only a line that is nothing but the wrapped words: a line carrying a date is an entry's own.)
    const roleTail = !!prev && sameStyle && !closedOnDate && h.text.trim() === h.line.text.trim() && wrapsRole(prev.text, h.text) && Math.abs(h.line.x - prev.line.x) < size && h.line.y - prev.line.y <= 1.8 * size;
    if (prev && (open > 0 || dangling || (filled && !schoolBelowDegree && !orgBelowRole) || lowerStart || roleTail) && h.text.length < 80 && prev.line !== h.line) {
      // "… Estudos Am-" / "bientais": a word hyphenated at the line break is one word.
      // A table row's cell wrapped on its own ("Ingeniero software y" | "Complubot" | dates, then
      // "electrónico" under the first cell): the words go on in the cell they stand under.
      // (Cells and their separators alternate in `parts`.)
      const parts = prev.text.split(/(\t\s*|\s{2,})/);
      const under = cellAbove(prev.line, h.line);
      const cell = under && parts.length > 1 ? parts.findIndex((c, k) => k % 2 === 0 && c.trim() === under.text.trim()) : -1;
      if (cell >= 0 && cell < parts.length - 1) {
        parts[cell] = `${parts[cell]!.trim()} ${h.text}`.replace(/\s+/g, ' ');
        prev.text = parts.join('');
      } else {
        const hyphenated = /\p{L}-$/u.test(prev.text) && /^\p{Ll}/u.test(h.text);
        prev.text = hyphenated ? `${prev.text.slice(0, -1)}${h.text}` : `${prev.text} ${h.text}`.replace(/\s+/g, ' ');
      }
      prev.right = h.line.x + h.line.w;
      prev.tail = h.line.text;
    } else out.push({ ...h, right: h.line.x + h.line.w, tail: h.line.text });
  }
  return out;
}

/**
 * "Moxie Pest Control, Norcross, Georgia — Sales" / "Representative": the title after the
 * employer and its dash wrapped, its role noun alone on the next line. The line names no role
 * before its last separator, and the words after it none (nor a place, nor an organization).
 */
function wrapsRole(text: string, next: string): boolean {
  if (next.split(/\s+/).length > 2 || !roleNounCount(next)) return false;
  const m = /^(.*\S)\s*[—–|]\s*([^—–|]+)$/u.exec(text) ?? /^(.*\S)\s+-\s+([^-]+)$/u.exec(text);
  if (!m) return false;
  const [head, tail] = [m[1]!, m[2]!.trim()];
  // A tail in capitals abbreviates the name before it ("Northern State University - NSU").
  if (tail.split(/\s+/).length > 3 || tail === tail.toUpperCase() || (roleNounCount(tail) && /\s/.test(tail)) || roleNounCount(head) || isPlaceOnly(tail)) return false;
  const cues = organizationCues(tail);
  return !cues.legalSuffix && !cues.institutionWord && !cues.companyWord;
}

/** Whether `kept` (a header line's text, a date perhaps cut out) still ends where the line's own text does. */
function endsLikeLine(kept: string, lineText: string): boolean {
  const last = (t: string) => t.trim().split(/\s+/).pop() ?? '';
  return last(kept) === last(lineText);
}

function splitAt(cell: string): { text: string; afterAt: boolean }[] {
  const from = FROM().exec(cell);
  const school = from ? cell.slice(from.index + from[0].length) : '';
  if (from && from.index > 0 && (organizationCues(school).institutionWord || /^\p{Lu}/u.test(school)) && findDegree(cell.slice(0, from.index))) {
    return [
      { text: cell.slice(0, from.index), afterAt: false },
      { text: cell.slice(from.index + from[0].length), afterAt: true },
    ];
  }
  const atSchool = degreeAtSchool(cell);
  if (atSchool) return atSchool;
  const ats = [...cell.matchAll(new RegExp(AT().source, 'giu'))].filter((x) => !closesDegree(cell, x));
  if (!ats.length) return splitAtLegal(cell);
  if (ats[0]!.index === 0) return [{ text: cell, afterAt: false }];
  // "Estágio em contabilidade na Ribeiro & Costa Lda.": an "at" word that joins the title to its
  // field (no name after it) gives way to a later one that names the employer.
  for (const m of ats) {
    const before = cell.slice(0, m.index);
    const after = cell.slice(m.index + m[0].length);
    // "at" splits a title from its employer when a role noun (or a training: locales'
    // apprenticeship-word) comes before it, or a company's legal form after it ("Administrative
    // Office bei Acme Holding AG").
    // A training held there counts as the role ("kaufmännische Lehre beim Elektrizitätswerk Nidwalden").
    if (!roleNounCount(before) && !cueMatcher('apprenticeship-word').test(before) && !organizationCues(after).legalSuffix) continue;
    // A name follows "at": "Infirmière au CHU de Lyon", never "Assistante au service client".
    if (!/^(?:\p{Lu}|\d|\p{Ll}{1,2}['’]\p{Lu})/u.test(after)) continue;
    return [
      { text: before, afterAt: false },
      { text: after, afterAt: true },
    ];
  }
  return [{ text: cell, afterAt: false }];
}

// "Vendedora en Zara España S.A.": the locales' employer-at-legal words. Built once.
let atLegalPattern: RegExp | null = null;
function AT_LEGAL(): RegExp {
  atLegalPattern ??= new RegExp(`\\s+(?:${phraseAlternatives(cueLinesAll('employer-at-legal')).join('|')})\\s+(?=\\p{Lu})`, 'giu');
  return atLegalPattern;
}

/**
 * "Vendedor/a en Zara España S.A.", "Impiegata in Rossi S.r.l.": a word that also joins a title to
 * its field ("Técnico en Sistemas", "Laureata in Economia") splits a role from its employer only
 * when a capitalized name carrying a legal form follows it; the last such word ("Técnico en
 * Sistemas en Acme S.L.").
 */
function splitAtLegal(cell: string): { text: string; afterAt: boolean }[] {
  const hits = [...cell.matchAll(AT_LEGAL())].filter((x) => x.index > 0);
  for (const hit of hits.reverse()) {
    const before = cell.slice(0, hit.index);
    const after = cell.slice(hit.index + hit[0].length);
    if (roleNounCount(before) && (organizationCues(after).legalSuffix || opensWithOrganizationWord(after))) {
      return [
        { text: before, afterAt: false },
        { text: after, afterAt: true },
      ];
    }
  }
  return [{ text: cell, afterAt: false }];
}

/**
 * "Restaurante La Marina", "Hospital Universitario La Paz", "Banco Sabadell": a word that names a
 * kind of organization, then a capitalized name; "Farmacia y Parafarmacia", "Hostelería" stay fields.
 */
function opensWithOrganizationWord(after: string): boolean {
  const words = after.trim().split(/\s+/);
  if (words.length < 2 || !/^\p{Lu}/u.test(words[0]!) || !/^\p{Lu}/u.test(words[1]!)) return false;
  const cues = organizationCues(words[0]!);
  return cues.companyWord || cues.institutionWord;
}

/**
 * "Master of Science in Physics @ University of Eastfield", "Abitur bei Gymnasium Nord": a degree,
 * then "at" and a name opening with a school's word (in its first three words), is the degree at that
 * school. "Mestrado em Física, Universidade …" and "Mestrado em Física (Universidade …)" are no such
 * split: the field follows "em".
 */
function degreeAtSchool(cell: string): { text: string; afterAt: boolean }[] | null {
  // The last "at" first: "Mestrado em Física @ Universidade …" (the field follows "em").
  for (const m of [...cell.matchAll(new RegExp(AT().source, 'giu'))].reverse()) {
    if (closesDegree(cell, m)) continue;
    const before = cell.slice(0, m.index);
    const after = cell.slice(m.index + m[0].length);
    const opening = after.split(/\s+/).slice(0, 3).join(' ');
    if (m.index > 0 && findDegree(before) && organizationCues(opening).institutionWord && !/[,(]/.test(after)) {
      return [
        { text: before, afterAt: false },
        { text: after, afterAt: true },
      ];
    }
  }
  return null;
}

/**
 * "Técnico em Enfermagem", "Licenciatura em Gestão. Universidade …": an "at" word closing a degree's
 * name with the word before it ("técnico em", "licenciatura em") splits nothing.
 */
function closesDegree(cell: string, at: RegExpExecArray): boolean {
  const words = `${/\S+$/u.exec(cell.slice(0, at.index))?.[0] ?? ''}${at[0]}`;
  const hit = findDegree(words.trimEnd());
  return !!hit && hit.end > words.trimStart().indexOf(at[0].trim());
}

/**
 * Comma parts: "Acme Ltd, Milano", "PhD in CS, CalTech, Pasadena, USA". Trailing parts that
 * together name a place stay one piece ("Pasadena, USA"); a part in lower case or a legal form
 * continues the previous one ("Acme, Inc."); a place in parentheses or inside a job-board line
 * ("Company City , State Title") is cut out.
 */
function splitCommas(text: string): string[] {
  // Job-board exports write "City , State" with a space before the comma: that is the place,
  // whatever stands around it ("Acme Sales Manager Boston , MA", "Acme Boston , MA Manager").
  const board = / , /.test(text) ? /(\p{Lu}[\p{L}.'-]+) , (\p{Lu}[\p{L}.'-]+)(?: , (\p{Lu}[\p{L}.'-]+))?/u.exec(text) : null;
  // "ACME GROUP , SINGAPORE": a company's word before the comma ends an employer's name, not a town.
  if (board && !isOrganizationWord(board[1]!)) {
    const before = text.slice(0, board.index).trim();
    const after = text.slice(board.index + board[0].length).trim();
    if (before && (!after || roleNounCount(after) > 0)) return [...splitCommas(before), board[0], ...(after ? splitCommas(after) : [])];
  }
  const parts = withoutStreet(text.split(/\s*,\s*(?![^()]*\))/).filter((p) => p.trim()));
  const merged: string[] = [];
  for (const part of parts) {
    // A two-letter country or region code closes the town before it ("Trento, IT").
    const code = /^\p{Lu}{2}$/u.test(part) && (isCountryCode(part) || regionCodes().has(part));
    if (merged.length && (/^\p{Ll}/u.test(part) || LEGAL_TAIL.test(part) || /^\d/.test(part) || code)) merged[merged.length - 1] += `, ${part}`;
    else merged.push(part);
  }
  // The longest run of trailing parts that is a place ("Watford, United Kingdom" stays whole).
  for (let i = 0; i < merged.length; i++) {
    const tail = merged.slice(i).join(', ');
    if ((i > 0 || merged.length > 1) && isPlaceOnly(tail)) {
      // "Pizzeria Roma Warsaw, Poland": the city before the comma belongs to the place.
      const head = merged.slice(0, i);
      const last = head[head.length - 1];
      const city = last ? trailingCity(last) : null;
      if (last && city) {
        head[head.length - 1] = last.slice(0, last.length - city.length).trim();
        return [...head.filter(Boolean).flatMap(splitInner), `${city}, ${tail}`];
      }
      return [...head.flatMap(splitInner), tail];
    }
  }
  return merged.flatMap(splitInner);
}

/**
 * "Acme Ltd, 5 High Street, 80331 München (Germany)": the street an employer's or a school's
 * address names is no piece of the entry; the town after it stays, its postcode left out.
 */
function withoutStreet(parts: string[]): string[] {
  const at = parts.findIndex((p, k) => k > 0 && isStreetAddress(p));
  if (at < 0) return parts;
  const rest = parts.slice(at + 1).map((p, k) => (k === 0 ? p.replace(/^(?:[A-Z]{1,2}-)?\d{4,5}(?:-\d{3})?\s+(?=\p{L})/u, '') : p));
  return [...parts.slice(0, at), ...rest];
}

/** A known city closing a text after other words ("Pizzeria Roma Warsaw" → "Warsaw"). */
function trailingCity(text: string): string | null {
  const words = text.split(/\s+/);
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    // "Universidad Politécnica de Madrid": a city after a connective is part of the name.
    if (/^(?:de|di|da|do|del|della|des|du|of|in|am|an|der|für|fur|the)$/i.test(words[words.length - n - 1]!)) continue;
    const candidate = words.slice(-n).join(' ');
    // "Hochschule Darmstadt", "Universität Wien", "TU Berlin": an institution named by its town.
    const rest = words.slice(0, -n);
    if (rest.length <= 2 && organizationCues(rest.join(' ')).institutionWord) continue;
    const place = readPlace(candidate);
    if (place?.city && place.confidence >= 1 && place.start === 0 && place.end === candidate.length) return candidate;
  }
  return null;
}

function splitInner(text: string): string[] {
  const paren = /^(.*\S)\s*\(([^()]+)\)\s*$/.exec(text);
  if (paren && isPlaceOnly(paren[2]!)) return [paren[1]!, paren[2]!];
  // "Sales Manager (Harbour Freight Ltd)", "Analista (Universidad de Sevilla)": a role, then its
  // employer in parentheses, named as one by a legal form or an institution's word.
  if (paren && roleNounCount(paren[1]!) > 0 && roleNounCount(paren[2]!) === 0) {
    const cues = organizationCues(paren[2]!);
    if (cues.legalSuffix || cues.institutionWord) return [paren[1]!, paren[2]!];
  }
  // A place in the middle: "Company Name City , State HR Assistant".
  const place = readPlace(text, null, { jobBoard: true });
  if (place && place.start > 0 && / , /.test(text.slice(place.start, place.end))) {
    const before = text.slice(0, place.start).trim();
    const after = text.slice(place.end).trim();
    // As job-board exports write it: "Acme Boston , MA Sales Manager", "Acme Sales Manager Boston , MA".
    if (before && after && roleNounCount(after) > 0) return [before, text.slice(place.start, place.end), after];
    if (before && !after) return [before, text.slice(place.start, place.end)];
  }
  return [text];
}

export type PieceRole = 'title' | 'org' | 'place';

type Feature =
  | 'roleNoun'
  | 'occupation'
  | 'legalSuffix'
  | 'companyWord'
  | 'institutionWord'
  | 'placeOnly'
  | 'containsPlace'
  | 'afterAt'
  | 'degree'
  | 'longText'
  | 'allCaps'
  | 'labelTitle'
  | 'labelOrg'
  | 'labelPlace'
  | 'heading'
  | 'gradeOnly'
  | 'townTag'
  | 'selfEmployed';

/** Weights of each feature for each role (experience entries). */
export const EXPERIENCE_PIECE_WEIGHTS: Record<PieceRole, Partial<Record<Feature, number>>> = {
  title: { roleNoun: 3, occupation: 2, legalSuffix: -3, placeOnly: -4, afterAt: -3, institutionWord: -1.5, companyWord: -0.5, longText: -1, labelTitle: 6, labelOrg: -6, labelPlace: -6, heading: -5, gradeOnly: -3, townTag: -3, selfEmployed: -3 },
  org: { legalSuffix: 4, companyWord: 1.5, institutionWord: 1.5, afterAt: 3, roleNoun: -2, occupation: -1, placeOnly: -4, allCaps: 0.5, longText: -1, labelOrg: 6, labelTitle: -6, labelPlace: -6, heading: -5, gradeOnly: -6, townTag: -3, selfEmployed: 4 },
  place: { placeOnly: 4, containsPlace: 0.5, roleNoun: -2, legalSuffix: -2, labelPlace: 6, labelTitle: -6, labelOrg: -6, gradeOnly: -6, townTag: 3.5 },
};

/** Weights for education entries: "title" is the degree, "org" the institution. */
export const EDUCATION_PIECE_WEIGHTS: Record<PieceRole, Partial<Record<Feature, number>>> = {
  title: { degree: 4, roleNoun: -0.5, institutionWord: -1.5, placeOnly: -4, legalSuffix: -2, labelTitle: 6, labelOrg: -6, labelPlace: -6 },
  org: { institutionWord: 4, legalSuffix: 1.5, companyWord: 0.5, degree: -2.5, placeOnly: -4, allCaps: 0.5, labelOrg: 6, labelTitle: -6, labelPlace: -6 },
  place: { placeOnly: 4, containsPlace: 0.5, degree: -2, institutionWord: -1, labelPlace: 6, labelTitle: -6, labelOrg: -6 },
};

const JOB_BOARD_PLACE = /^\p{Lu}[\p{L}.'-]+(?: , \p{Lu}[\p{L}.'-]+){1,2}$/u;

/** The features that depend on the text alone, memoized (they cost knowledge-base lookups). */
const textFeatures = memoByText((text: string): Feature[] => {
  const f: Feature[] = [];
  if (roleNounCount(text) > 0) f.push('roleNoun');
  const occ = matchOccupation(text);
  if (occ && occ.score >= 0.75) f.push('occupation');
  const cues = organizationCues(text);
  if (cues.legalSuffix) f.push('legalSuffix');
  if (cues.companyWord) f.push('companyWord');
  if (cues.institutionWord) f.push('institutionWord');
  if (isPlaceOnly(text) || JOB_BOARD_PLACE.test(text)) f.push('placeOnly');
  else if (readPlace(text)) f.push('containsPlace');
  if (findDegree(text)) f.push('degree');
  // "Stage", "Volunteer", "Prácticas": a role noun that also heads a section of jobs names the
  // entry's role in its header, no heading.
  // "Freelance", "Libero professionista", "Selbstständig" alone: the words of self-employment
  // written where the employer goes name the entry's employer, though some also head sections.
  const selfEmployed = isSelfEmployment(text);
  if (selfEmployed) f.push('selfEmployed');
  const kind = headingKind(text);
  if (kind && !selfEmployed && !(f.includes('roleNoun') && (kind === 'experience' || kind === 'volunteering'))) f.push('heading');
  if (text.split(/\s+/).length > 10) f.push('longText');
  if (isGradeOnly(text)) f.push('gradeOnly');
  if (!f.includes('placeOnly') && !cues.legalSuffix && !cues.companyWord && !cues.institutionWord && !f.includes('roleNoun') && isTownTag(text)) f.push('townTag');
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 2 && letters === letters.toUpperCase()) f.push('allCaps');
  return f;
});

/**
 * "Analyst – Junior": a grade written after the title is part of it, never an employer. Only the
 * junior and senior grades: "Manager", "Trainee" are seniority words that are titles too.
 */
function isGradeOnly(text: string): boolean {
  const words = text.split(/[\s/()-]+/).filter(Boolean);
  return words.length > 0 && words.every((w) => !roleNounCount(w) && seniorityWords(w).some((s) => s === 'junior' || s === 'senior') && seniorityWords(w).every((s) => s === 'junior' || s === 'senior'));
}

// A town the gazetteer may not know, tagged the way addresses tag it: its province or
// département in parentheses ("Casalguidi(PT)", "Sesto Fiorentino (FI)", "Vienne (38)"), or a
// country or region code after a comma ("Trento, IT", "Springfield, IL").
const TOWN_NAME = "\\p{Lu}[\\p{L}'’.-]*(?:\\s(?:\\p{Lu}[\\p{L}'’.-]*|\\p{Ll}{1,4}['’]\\p{Lu}[\\p{L}.-]*|\\p{Ll}{1,3})){0,3}";
const TOWN_PAREN = new RegExp(`^${TOWN_NAME}\\s?\\((?:\\p{Lu}[\\p{Lu}\\p{Ll}]|\\d{2,3})\\)$`, 'u');
const TOWN_CODE = new RegExp(`^${TOWN_NAME},\\s?(\\p{Lu}{2})$`, 'u');

function isTownTag(text: string): boolean {
  if (TOWN_PAREN.test(text)) return true;
  const code = TOWN_CODE.exec(text)?.[1];
  return !!code && (isCountryCode(code) || regionCodes().has(code));
}

export function pieceFeatures(piece: Piece): Set<Feature> {
  const f = new Set<Feature>(textFeatures(piece.text));
  if (piece.afterAt) f.add('afterAt');
  if (piece.label === 'title') f.add('labelTitle');
  if (piece.label === 'org') f.add('labelOrg');
  if (piece.label === 'place') f.add('labelPlace');
  return f;
}

export function roleScores(features: Set<Feature>, weights: Record<PieceRole, Partial<Record<Feature, number>>>): Record<PieceRole, number> {
  const out = { title: 0, org: 0, place: 0 } as Record<PieceRole, number>;
  for (const role of Object.keys(weights) as PieceRole[]) {
    for (const f of features) out[role] += weights[role][f] ?? 0;
  }
  return out;
}

const TITLE_TAIL = /^(?:[IVX]{1,3}|\d|of|for|in|at|to|and|&|de|di|da|del|des|du|en|em|im|für|fur|\(|[-–—,/])/iu;

function splitAfterRole(text: string): [string, string] | null {
  const end = lastRoleNounEnd(text);
  if (end === null) return null;
  const head = text.slice(0, end).trim();
  const tail = text.slice(end).trim();
  if (!tail || TITLE_TAIL.test(tail) || roleNounCount(tail) > 0) return null;
  const words = tail.split(/\s+/);
  if (words.length > 6 || !words.every((w) => /^[\p{Lu}\d&]/u.test(w))) return null;
  if (namesDepartment(words)) return null;
  return [head, tail];
}

/**
 * "Sachbearbeiterin Buchhaltung", "Leiter Vertrieb", "Impiegata Ufficio Acquisti": a department or
 * business function after the role (German writes every noun capitalized, others capitalize the
 * office) is the title's field, not an employer (locales' department-word, joining words between).
 */
function namesDepartment(words: string[]): boolean {
  const departments = cueWords('department-word');
  const joins = sentenceWords();
  const keys = words.map((w) => foldKey(w)).filter(Boolean);
  return keys.some((k) => departments.has(k)) && keys.every((k) => departments.has(k) || joins.has(k));
}

export interface Assignment {
  title: Piece | null;
  org: Piece | null;
  place: Piece | null;
  /** Feature scores of the winners (for confidence). */
  titleScore: number;
  orgScore: number;
  /** Pieces left over (their text may extend the organization or title). */
  rest: Piece[];
}

/**
 * Gives each role the piece that scores best for it. `orderHint` says, for pieces with no
 * deciding feature, whether the title usually comes before the organization in this section.
 */
export function assignRoles(
  pieces: Piece[],
  weights: Record<PieceRole, Partial<Record<Feature, number>>>,
  orderHint: 'titleFirst' | 'orgFirst',
): Assignment {
  const scored = pieces.map((p) => ({ p, s: roleScores(pieceFeatures(p), weights) }));
  const taken = new Set<Piece>();
  const pick = (role: PieceRole, min: number) => {
    let best: { p: Piece; s: number } | null = null;
    for (const { p, s } of scored) {
      if (taken.has(p)) continue;
      // Among places, the fuller expression wins a tie ("Berkeley, CA, USA" over "Berkeley").
      const value = role === 'place' ? s[role] + 0.1 * (p.text.match(/,/g)?.length ?? 0) : s[role];
      if (s[role] >= min && (!best || value > best.s)) best = { p, s: value };
    }
    if (best) taken.add(best.p);
    return best;
  };
  const place = pick('place', 3);
  // The role with the more decisive evidence picks first.
  const bestTitle = Math.max(-99, ...scored.filter((x) => !taken.has(x.p)).map((x) => x.s.title));
  const bestOrg = Math.max(-99, ...scored.filter((x) => !taken.has(x.p)).map((x) => x.s.org));
  let title: { p: Piece; s: number } | null = null;
  let org: { p: Piece; s: number } | null = null;
  if (bestTitle >= bestOrg) {
    title = pick('title', 2);
    org = pick('org', 1.5);
  } else {
    org = pick('org', 1.5);
    title = pick('title', 2);
  }
  // Undecided pieces: fill what is missing by the section's usual order.
  // A second role phrase after the title ("Client Manager, Universal Recruiter") may be the employer.
  const left = scored.filter((x) => !taken.has(x.p) && x.s.title > -2 && x.s.org >= -2).map((x) => x.p);
  if (!title || !org) {
    const ordered = [...left].sort((a, b) => a.order - b.order);
    if (!title && !org && ordered.length >= 2) {
      const [a, b] = ordered as [Piece, Piece];
      title = { p: orderHint === 'titleFirst' ? a : b, s: 0 };
      org = { p: orderHint === 'titleFirst' ? b : a, s: 0 };
    } else if (!title && !org && ordered.length === 1 && place && place.p.lineIndex === ordered[0]!.lineIndex) {
      // One undecided piece beside a place on its line ("Acme – Springfield (IL)"): employers
      // are written with their town, titles rarely.
      org = { p: ordered[0]!, s: 0 };
    } else if (!title && ordered.length) {
      const candidates = ordered.filter((p) => (org ? orderHint === 'titleFirst' ? p.order < org.p.order : p.order > org.p.order : true));
      const p = candidates[0] ?? ordered[0]!;
      title = { p, s: 0 };
    } else if (!org && ordered.length) {
      const candidates = ordered.filter((p) => (title ? orderHint === 'titleFirst' ? p.order > title.p.order : p.order < title.p.order : true));
      const p = candidates[0] ?? ordered[0]!;
      org = { p, s: 0 };
    }
    if (title) taken.add(title.p);
    if (org) taken.add(org.p);
  }
  // A comma tail left over right after the title or organization is part of it
  // ("Staff Nurse, Critical Care Unit", "University of California, Berkeley").
  // An organization is not extended by one capitalized word: that is usually its town.
  const extend = (owner: { p: Piece; s: number } | null, role: PieceRole) => {
    if (!owner) return null;
    let text = owner.p.text;
    let last = owner.p;
    for (const p of pieces) {
      if (p.order !== last.order + 1 || !p.afterComma || p.lineIndex !== last.lineIndex || taken.has(p) || p === place?.p) continue;
      // A role after the title's comma is the employer ("Client Manager, Universal Recruiter"),
      // unless the employer is named elsewhere: then roles listed with commas are one title
      // ("Sozialpädagogin, Ausbilderin und Koordinatorin" / "Bildungswerk e.V.").
      const anotherRole = role === 'title' && roleNounCount(p.text) > 0 && (!org || org.p === p);
      if (isPlaceOnly(p.text) || (role === 'org' && !/\s/.test(p.text)) || anotherRole) break;
      text += `, ${p.text}`;
      taken.add(p);
      last = p;
    }
    return text === owner.p.text ? owner.p : { ...owner.p, text };
  };
  let titlePiece = extend(title, 'title');
  let orgPiece = extend(org, 'org');
  // No organization anywhere, and the title runs on past its role noun into capitalized words:
  // "Aviation Electronics Technician Acme Aerospace" → title and employer.
  if (titlePiece && !orgPiece) {
    const split = splitAfterRole(titlePiece.text);
    if (split) {
      titlePiece = { ...titlePiece, text: split[0] };
      orgPiece = { ...titlePiece, text: split[1], order: titlePiece.order + 0.5 };
    }
  }
  return {
    title: titlePiece,
    org: orgPiece,
    place: place?.p ?? null,
    titleScore: title?.s ?? 0,
    orgScore: org?.s ?? 0,
    rest: pieces.filter((p) => !taken.has(p) && p !== place?.p),
  };
}
