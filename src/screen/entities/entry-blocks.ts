/**
 * Date ranges are the anchors that split an experience or education section into entries.
 * Around each anchor, the entry's header lines (title, employer, place, degree, school) are the
 * short, non-bullet lines next to it; the rest up to the next entry is its description. How many
 * header lines sit above the date is learned from the section's first entry and applied to the
 * others (CVs repeat one layout for every entry).
 */
import { CELL_SEPARATOR, type Line } from '../layout/layout-types.ts';
import { type DateRange, findDateRanges, isDateOnly, leadingOpenMonth, monthsOnly, ongoingCell } from '../../knowledge/dates/date-grammar.ts';
import { cueLabel, cueLinesAll, cueMatcher, cueWords } from '../../knowledge/lexicons/locale-cues.ts';
import { roleNounCount } from '../../knowledge/lexicons/roles.ts';
import { fold, foldKey, foldSameLength } from '../../knowledge/text/fold.ts';
import { dateWords } from '../../knowledge/lexicons/date-words.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import { isPlaceOnly } from './place-reader.ts';
import { memoByText } from '../../knowledge/text/memo.ts';

export interface EntryBlock {
  range: DateRange;
  /** Line holding the date, and the date's text as written. */
  anchor: Line;
  dateText: string;
  /** Header lines in order (the anchor line included), with the date text removed from the anchor. */
  header: { line: Line; text: string }[];
  /** Description lines. */
  body: Line[];
  /** Where the section's running text wraps: a header line reaching it may go on in the next. */
  textRight: number;
}

export const ENTRY_RULES = {
  /** At most this many header lines above the anchor line. */
  maxAbove: 3,
  /** At most this many header lines below the anchor line. */
  maxBelow: 2,
  /** A header line has at most this many words. */
  maxHeaderWords: 22,
  /**
   * A line above a later date is a header line only when set at least this large relative to the
   * first entry's (the type of headers varies a little from entry to entry, a description's is smaller).
   */
  minAboveSizeRatio: 0.88,
} as const;

const BULLET_START = /^[•·▪◦●○■►▶➢➤✓✔*\-–—‣⁃]\s*/u;
/** "Position: …", "Company: …", "Period: …": a labelled field of a form-like entry (locales' entry-*-label). */
function fieldLabelStart(text: string): boolean {
  return cueLabel('entry-title-label').test(text) || cueLabel('entry-org-label').test(text) || dateLabelStart(text);
}

// "Class representative from 2006-2007": a date introduced inside running text. A "from" word
// opening a cell of its own ("Directora  Desde dic 2016 hasta ene 2021") opens the entry's date.
const DETAIL_INTRO = /\p{L} (?:from|between|during|dal|dalla|desde|depuis|von|entre|durante)\s*$/iu;
const dateLabelStart = (text: string): boolean => cueLabel('entry-date-label').test(text);

let completionEnd: RegExp | undefined;
/**
 * "… – Conclusão: DEZ/2018", "… – expected graduation", "… Abschluss:": the words before a date
 * that say it is when the entry ended (locales' completion-word, completion-phrase, expected-end,
 * entry-date-label),
 * so the date closes the entry's line however long the line is.
 */
function endsWithCompletion(before: string): boolean {
  if (!completionEnd) {
    const words = ['completion-word', 'completion-phrase', 'expected-end', 'entry-date-label'].flatMap((c) => cueLinesAll(c).map((w) => fold(w)));
    const alternatives = [...new Set(words)].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
    completionEnd = new RegExp(`(?:^|[^\\p{L}])(?:${alternatives.join('|')})\\s*[:：]?\\s*$`, 'u');
  }
  return completionEnd.test(fold(before));
}

/**
 * A word in lower case that is no particle of a name ("Universidade do Porto", "Master of Science
 * in …", the locales' name-particles). An elided article counts by the word it is glued to:
 * "dell'Università" is a name's word, "l'attività" a lower-case one.
 */
function lowerContentWord(word: string): boolean {
  const w = word.replace(/^\p{L}{1,4}['’](?=\p{L})/u, '');
  return /^\p{Ll}/u.test(w) && w === word ? !cueWords('name-particles').has(foldKey(w)) : /^\p{Ll}/u.test(w);
}

/** A company's legal form closing the text, or before a town closing it ("bfd GmbH Bexbach"). */
function legalFormNear(text: string): boolean {
  return organizationCues(text).legalSuffix || organizationCues(text.replace(/\s+\p{Lu}[\p{L}-]*$/u, '')).legalSuffix;
}

function namesOrganization(text: string): boolean {
  const cues = organizationCues(text);
  return cues.legalSuffix || cues.institutionWord;
}

/** A line that reads as a description (bullet, sentence, label) rather than an entry's header. */
export function isBodyLike(line: Line, columnWidth: number): boolean {
  const text = plain(line);
  if (BULLET_START.test(text)) return true;
  // "Cliente: …", "Project: …": what the job was about, not who employed the candidate.
  if (cueLabel('entry-detail-label').test(text)) return true;
  if (formFieldLine(text)) return true;
  // "Position: …", "Company: …": a labelled field of a form-like entry.
  if (fieldLabelStart(text)) return false;
  const words = text.split(/\s+/).filter(Boolean);
  // "… University of Hayward | City , State , United": a comma or colon set apart is no word.
  if (words.length > ENTRY_RULES.maxHeaderWords && words.filter((w) => /[\p{L}\p{N}]/u.test(w)).length > ENTRY_RULES.maxHeaderWords) return true;
  // Lower-case start: a wrapped sentence (a short bold line is rather a wrapped header).
  // An employer whose name is written in lower case ("bfd GmbH Bexbach", "vhs Musterstadt e.V.") is none.
  if (/^\p{Ll}/u.test(text) && !/^(?:www\.|https?:|e-|i[A-Z])/.test(text) && !(line.bold && words.length <= 6) && !opensWithDate(text) && !(words.length <= 6 && legalFormNear(text))) return true;
  // Prose: many lower-case words that are not particles of names ("de", "of", "and"). A short
  // bold line is a header even so: names in the Romance languages run in lower case ("Compétition
  // montréalaise en science des données", "Caisse primaire d'assurance maladie").
  const lower = words.filter(lowerContentWord).length;
  // A company's legal form closing it is no sentence's period ("… presso Lanificio Rossi S.p.A.").
  const boldHeader = line.bold && words.length <= 12 && (!/[.!?]\s*$/.test(text) || organizationCues(text).legalSuffix);
  if (words.length >= 5 && lower >= 3 && lower / words.length >= 0.4 && !boldHeader) return true;
  // "Responsibilities:", "Role:" introduce a description.
  if (/[:：]$/.test(text) && words.length <= 4) return true;
  // A sentence: ends with a period after a lower-case word, and is three words or more ("Did
  // things for customers.", "Betreuung der Kunden."); an organization's name closing the line is no
  // sentence ("Sales Manager, Acme Inc.", "… Andrade Ltda.", "… Universidad de La Plata.").
  if (/\p{Ll}{3,}\.\s*$/u.test(text) && (words.length >= 3 || line.w > columnWidth * 0.6) && !namesOrganization(text)) return true;
  // Wide lines of prose; a line cut into cells ("Title | Company | 2019 – 2021", "2017 - Title -
  // Employer") is no prose.
  const cells = text.split(/\s{2,}|\s[|•·–—-]\s/u).length;
  if (words.length > 9 && line.w > columnWidth * 0.8 && !line.bold && cells < 3 && lower >= 2) return true;
  return false;
}

/**
 * "Address Main Street 1, Northbrook", "Level in EQF EQF level 6", "Indirizzo Via Roma 1": a field of
 * the new Europass form under an entry, its label opening the line with no colon and a value after it
 * (locales' entry-form-field), is a detail of the entry; a role after the label ("Website Manager")
 * makes the line a title.
 */
const formFieldLine = memoByText((text: string): boolean => {
  const hit = cueMatcher('entry-form-field').find(text);
  if (hit?.index !== 0) return false;
  const rest = foldKey(text).slice(hit.cue.length).trim();
  return /[\p{L}\p{N}]/u.test(rest) && roleNounCount(text) === 0;
});

let openingIntro: RegExp | undefined;
/**
 * "von 10/2012 bis 09/2016: Studium …", "dal 2016 al 2019: Laurea …", "from 2014 to 2018: BSc …": a
 * line opened by a date and the word that introduces it starts an entry, lower case as it is.
 */
function opensWithDate(text: string): boolean {
  if (!openingIntro) {
    const words = [...new Set([...dateWords().since, 'from', 'von', 'vom', 'de', 'del', 'do', 'da', 'du', 'entre', 'between'])].sort((a, b) => b.length - a.length);
    openingIntro = new RegExp(`^(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|')})\\s+$`, 'u');
  }
  const first = findDateRanges(text)[0];
  return !!first && first.index > 0 && openingIntro.test(fold(text.slice(0, first.index)));
}

export function plain(line: Line): string {
  return line.text.replace(/\t/g, '  ').trim();
}

interface Anchor {
  index: number;
  range: DateRange;
  text: string;
  /** Text of the anchor line once the date is cut out. */
  rest: string;
}

/**
 * The date range a line is anchored by, if any. Ranges beat single dates; dates in prose do not
 * count. When the range continues on the next line ("Jan 2016 –" / "Present Analyst"), the date
 * words are taken off that line's text, in the layout of this engine run: every later reader of
 * the line (other sections' steps, skills) then sees "Analyst" alone, as the CV means it.
 */
// Common lower-case words around a lone year that make it part of a sentence.
const MID_SENTENCE_WORDS = 3;

function anchorOf(lines: Line[], index: number, singles: SingleDates, columnWidth: number, labelsDate?: (label: string) => boolean): Anchor | null {
  const line = lines[index]!;
  const text = plain(line);
  let ranges = findDateRanges(text);
  let extraDate = '';
  // "Jan 2016 –" here and "Present" (or "Nov 2015") starting the next line, or "March –" and
  // "May 2008": one range across the line break.
  const next = lines[index + 1];
  const dangling = ranges.find((r) => r.dangling);
  const openMonth = dangling ? null : leadingOpenMonth(text);
  // "Depuis" / "septembre 2021": a narrow date cell wrapped after its "since" word.
  const sinceCell = !ranges.length && !dangling && !openMonth ? sinceWordCell(text) : null;
  // "… Nantes (juin 2021" / "– avr. 2022)": a date closing the line, the dash and the other end opening the next.
  const lastRange = ranges[ranges.length - 1];
  const endsOnStart = !!next && !dangling && !openMonth && lastRange?.kind === 'single' && !text.slice(lastRange.index + lastRange.length).trim() && /^[-–—‐‑→]\s*\S/u.test(plain(next));
  if (next && (dangling || openMonth || sinceCell || endsOnStart) && !ranges.some((r) => r.kind === 'range' && !r.dangling)) {
    const nextText = plain(next);
    // The dangling date may sit at the start of a line that goes on ("June 2020 – Developer, Acme"):
    // its other end is the next line's first words.
    const base = dangling ? text.slice(0, dangling.index + dangling.length).trimEnd() : openMonth ? text.slice(0, openMonth).trimEnd() : sinceCell ?? text;
    const joinedText = `${base} ${nextText}`;
    const crossing = findDateRanges(joinedText).find(
      (r) => r.kind === 'range' && !r.dangling && r.index < base.length && r.index + r.length > base.length + 1 && r.index + r.length <= base.length + 1 + 24,
    );
    if (crossing) {
      const used = crossing.index + crossing.length - base.length - 1;
      extraDate = nextText.slice(0, used);
      next.text = nextText.slice(used).trim();
      ranges = [{ ...crossing, length: base.length - crossing.index }];
      if (openMonth && !dangling) ranges[0]!.index = 0;
    } else if (dangling && !text.slice(dangling.index + dangling.length).trim()) {
      // "ACME KG  Sept. 2018 – Feb." / "Sales Assistant  2021": a narrow date cell on the right
      // wrapped inside its row; the rest of the date is the next row's cell under it.
      const cell = cellUnder(line, next);
      const joined = cell ? `${base} ${cell.text.trim()}` : '';
      const whole = cell && findDateRanges(joined).find((r) => r.kind === 'range' && !r.dangling && r.index < base.length && r.index + r.length >= joined.length - 1);
      if (cell && whole) {
        extraDate = cell.text.trim();
        next.segments = next.segments.filter((g) => g !== cell);
        next.text = next.segments.map((g) => g.text).join(CELL_SEPARATOR);
        ranges = [{ ...whole, length: base.length - whole.index }];
      }
    }
  }
  // A dangling "2019 –" with no other end anywhere stands alone.
  ranges = ranges.map((r) => (r.dangling ? { ...r, kind: 'single' as const, dangling: false } : r));
  const full = ranges.filter((r) => r.kind === 'range' && !r.dangling);
  let chosen = full[0];
  const bodyLike = isBodyLike(line, columnWidth);
  if (!chosen && singles !== 'never' && !(singles === 'headers' && bodyLike)) {
    const single = ranges.find((r) => r.kind === 'single');
    const words = text.split(/\s+/).length;
    // A lone date counts when it stands apart: its own cell, the start or end of a short line.
    if (single) {
      const before = text.slice(0, single.index).trim();
      const after = text.slice(single.index + single.length).trim();
      // "2015 – Master of …", "2015: Máster en …": a date opening the line, set apart by a dash or a colon.
      const opensLabelled = single.index === 0 && (/\s[–—-]\s*$/u.test(text.slice(0, single.length)) || /^\s*[:：]\s/u.test(text.slice(single.length)));
      const apart = /\s{2,}$/.test(text.slice(0, single.index)) || /^\s{2,}/.test(text.slice(single.index + single.length)) || opensLabelled;
      const inParens = /\(\s*$/.test(before) && /^\s*\)/.test(after);
      const atEdge = !before || !after;
      // "High School Diploma : 1983 Northbrook High School": a colon after a label the caller knows
      // (a degree's whole name) sets the date apart as a comma does.
      const labelled = !!labelsDate && /[:：]\s*$/u.test(before) && labelsDate(before.replace(/\s*[:：]\s*$/u, ''));
      const loose = singles === 'always' && (words <= 6 || /[,(|–—-]\s*$/.test(before) || labelled || (!after && endsWithCompletion(before)));
      // "Awarded the Dean's List twice (2006 and 2009) for being in the top 5%": a year inside a running sentence, words
      // on both sides, is a detail of the entry above.
      // Names of degrees and schools run in capitals and particles ("Bachelor of Science in Biology (2015) University of
      // the West"): only common words in lower case, on both sides, make a sentence.
      const prose = (part: string) => part.split(/\s+/).filter(lowerContentWord).length;
      const midSentence = prose(before) >= 1 && prose(after) >= 2 && prose(before) + prose(after) >= MID_SENTENCE_WORDS;
      if (apart || (!midSentence && (inParens || (atEdge && (words <= 6 || line.bold)) || loose))) chosen = single;
    }
  }
  // "DOCTORAT EN ACTUARIAT  En cours": an ongoing entry whose start the CV leaves out.
  // In a section other dates anchor, it has a cell of its own ("Ehrenamtliche Tätigkeit  Bis heute").
  if (!chosen && singles !== 'never' && !ranges.length && !bodyLike) {
    const cell = ongoingCell(text);
    if (cell) chosen = { start: null, end: null, current: true, kind: 'single', index: cell.index, length: cell.length };
  }
  if (!chosen) return null;
  // "Class representative from 2006-2007": a date introduced by "from" inside a line is a detail.
  if (chosen.index > 0 && !line.bold && DETAIL_INTRO.test(text.slice(0, chosen.index))) return null;
  // "Position: Manager (Executive from 2010 to 2011…)": dates inside a labelled field are details.
  if (fieldLabelStart(text) && !dateLabelStart(text)) return null;
  // "von 03/2019 bis heute", "du 01/2019 au 03/2021", "desde 2015 hasta 2018": the word opening a
  // whole range is the date's, not the header's (and a line opening on it is no sentence).
  if (chosen.kind === 'range') {
    const opener = openerBefore(text.slice(0, chosen.index));
    if (opener) chosen = { ...chosen, index: chosen.index - opener, length: chosen.length + opener };
  }
  // Years here, their months on the row below ("2008 – 2010" / "Oktober September").
  if (next && chosen.start && chosen.start.month === null && (!chosen.end || chosen.end.month === null)) {
    const months = monthsOnly(plain(next));
    if (months) {
      chosen = {
        ...chosen,
        start: { ...chosen.start, month: months[0]! },
        end: chosen.end && months[1] ? { ...chosen.end, month: months[1] } : chosen.end,
      };
      next.text = '';
    }
  }
  // A date inside a description ("from May 2009 to Sep 2009 I trained…") anchors nothing; one
  // that opens the line, has a cell of its own or closes a short line as a whole range does
  // ("vhs Musterstadt e.V. 04/2005 – 08/2017": an employer written in lower case).
  if (bodyLike && chosen.index > 2 && !/\s{2,}$/.test(text.slice(0, chosen.index)) && !closingRange(text, chosen) && !(closingParenDate(text, chosen) && wrappedFrom(lines[index - 1], line, columnWidth))) return null;
  const dateText = `${text.slice(chosen.index, chosen.index + chosen.length)} ${extraDate}`.trim();
  // "Acme Ltd, Leeds (Since 1st March 2012 – Aug 2015)", "… Verona (dal 2015 al 2018)": the
  // opening parenthesis and the word that introduces the date go with it.
  let before = text.slice(0, chosen.index);
  let after = text.slice(chosen.index + chosen.length);
  const intro = dateIntro().exec(before);
  if (intro) {
    before = before.slice(0, intro.index);
    after = after.replace(/^\s*\)/u, '');
  }
  const rest = (before + '  ' + after)
    // "[ 01/09/2019 – Current ] Sales Manager" (the Europass of 2020): the date's brackets go with it.
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+[|•·,–—-]\s*$/u, '')
    .replace(/^\s*[|•·,–—-]\s+/u, '')
    .trim();
  return { index, range: chosen, text: dateText, rest };
}

/** The last cell of `next` when it is a short cell set under the last cell of `line` (one column of a table). */
function cellUnder(line: Line, next: Line): Line['segments'][number] | null {
  const above = line.segments[line.segments.length - 1];
  const cell = next.segments[next.segments.length - 1];
  if (!above || !cell || next.segments.length < 2 || line.segments.length < 2 || cell.text.trim().length > 24) return null;
  const size = cell.fontSize || 10;
  const sameLeft = Math.abs(cell.x - above.x) <= size;
  const sameRight = Math.abs(cell.x + cell.w - (above.x + above.w)) <= size;
  // Right-aligned, the other end may be the wider piece ("2019 -" / "actualidad", "sept. 2018 –" / "aujourd'hui").
  return (sameLeft || sameRight) && (cell.x >= above.x - size || (sameRight && isDateOnly(cell.text))) ? cell : null;
}

/** The line's first cell when it is a "since" word alone ("Depuis", "Seit", "Desde"), else null. */
function sinceWordCell(text: string): string | null {
  const cell = text.split(/\t|\s{2,}/)[0]!.trim();
  return cell && cell.length < 20 && dateWords().since.includes(fold(cell).replace(/[':]/g, ' ').trim()) ? text.slice(0, text.indexOf(cell) + cell.length) : null;
}

let openerPattern: RegExp | undefined;
/** Length of a "from" word (locales' range openers and since words) closing `before`, opening a cell or the line; 0 when none. */
function openerBefore(before: string): number {
  if (!openerPattern) {
    const words = [...dateWords().openers].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
    openerPattern = new RegExp(`(?:^|\\s{2,}|\\t|[|•·(]\\s*)((?:${words.join('|')})(?:\\s+|\\s*['’]\\s*))$`, 'iu');
  }
  const m = openerPattern.exec(foldSameLength(before));
  return m ? m[1]!.length : 0;
}

let introPattern: RegExp | undefined;
/** "(Since", "(dal", "(desde", "(depuis", "(seit", "(von", "(de" closing the text before a date: a parenthesis opening on the date. */
function dateIntro(): RegExp {
  if (!introPattern) {
    // The since words of the date grammar, and the "from" words that open a range ("von 2012 bis 2015", "de 2012 à 2015").
    const words = [...dateWords().openers].sort((a, b) => b.length - a.length);
    introPattern = new RegExp(`\\(\\s*(?:(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|')})\\s*)?$`, 'iu');
  }
  return introPattern;
}

/** A lone year (no month) with words on both sides of it. */
function yearInsideName(text: string, range: DateRange): boolean {
  if (range.start?.month !== null) return false;
  const before = text.slice(0, range.index).trim();
  const after = text.slice(range.index + range.length).trim();
  return /\p{L}$/u.test(before) && /^\p{L}/u.test(after);
}

/** The line above is a header line this one carries on: same column and style, no date, no description. */
function wrappedFrom(prev: Line | undefined, line: Line, columnWidth: number): boolean {
  if (!prev || isBodyLike(prev, columnWidth) || findDateRanges(plain(prev)).length || /[.;:]\s*$/.test(plain(prev))) return false;
  return Math.abs(prev.x - line.x) <= (line.fontSize || 10) && prev.bold === line.bold && Math.abs(prev.fontSize - line.fontSize) <= 0.6;
}

/** "mer (2001)": a date in parentheses closing a line of a few words (the wrapped end of a header). */
function closingParenDate(text: string, range: DateRange): boolean {
  const before = text.slice(0, range.index);
  return /\(\s*$/.test(before) && /^\s*\)\s*$/.test(text.slice(range.index + range.length)) && before.trim().split(/\s+/).length <= 4;
}

/** A whole range ending a short line that is no bullet or sentence: the line is an entry's header. */
function closingRange(text: string, range: DateRange): boolean {
  if (range.kind !== 'range' || (!range.end && !range.current)) return false;
  if (text.slice(range.index + range.length).trim().replace(/[)\].,;:]/g, '')) return false;
  const before = text.slice(0, range.index).trim();
  // A sentence stops after a lower-case word ("e.V.", "Hess." abbreviate a name).
  if (BULLET_START.test(before) || before.split(/\s+/).length > 8) return false;
  return !/(?<!\p{L})\p{Ll}{3,}[.!?;:](?:\s|$)/u.test(before);
}

/** The font size most of a section's lines are set in. */
function commonFontSize(lines: Line[]): number {
  const counts = new Map<number, number>();
  for (const l of lines) counts.set(Math.round(l.fontSize * 2) / 2, (counts.get(Math.round(l.fontSize * 2) / 2) ?? 0) + plain(l).length);
  let best = 0;
  let size = 0;
  for (const [s, n] of counts) if (n > best) [best, size] = [n, s];
  return size;
}

/**
 * "• Fundo Verde" set bold and larger than the text around it: a bullet that decorates an
 * employer's or school's heading (the roles follow with their dates), not a description's item.
 */
function bulletedHeading(line: Line, bodySize: number): boolean {
  const text = plain(line);
  if (!BULLET_START.test(text) || !line.bold || !bodySize || line.fontSize < bodySize * 1.15) return false;
  const words = text.replace(BULLET_START, '').split(/\s+/).filter(Boolean);
  return words.length > 0 && words.length <= 10 && !/[.;:!?]\s*$/.test(text);
}

/** A short bold bulleted line that closes on no sentence punctuation ("• Sales Manager – Acme"). */
function boldBulletHeader(line: Line): boolean {
  const text = plain(line);
  // A company's legal form closing the line is no sentence ("… Rossi S.r.l.").
  if (!BULLET_START.test(text) || !line.bold || (/[.;:!?]\s*$/.test(text) && !organizationCues(text).legalSuffix)) return false;
  const words = text.replace(BULLET_START, '').split(/\s+/).filter(Boolean);
  return words.length > 0 && words.length <= 12;
}

/** Whether single dates ("2018", "May 2015") anchor entries: never, on header-like lines only, or always. */
export type SingleDates = 'never' | 'headers' | 'always';

/**
 * Splits a section's lines into entries anchored by dates. Lines before the first entry's
 * header and sections without any date give no entries (the caller may fall back).
 */
export function splitEntries(
  lines: Line[],
  options: { singles: SingleDates; namesEntry?: (text: string) => boolean; labelsDate?: (label: string) => boolean },
): EntryBlock[] {
  const columnWidth = Math.max(1, ...lines.map((l) => l.x + l.w)) - Math.min(...lines.map((l) => l.x), 0);
  const anchors: Anchor[] = [];
  for (let i = 0; i < lines.length; i++) {
    const a = anchorOf(lines, i, options.singles, columnWidth, options.labelsDate);
    if (!a) continue;
    // Two date lines in a row ("2019 – 2021" then "Mar – Jun") belong to one entry.
    const prev = anchors[anchors.length - 1];
    if (prev && prev.index === i - 1 && !prev.rest && !a.rest) continue;
    // A year inside a name ("Regional Congress 2021  Online") right above a line with a whole
    // range: the range is the entry's date, the year part of its header.
    if (prev && prev.index === i - 1 && prev.range.kind === 'single' && a.range.kind === 'range' && yearInsideName(plain(lines[prev.index]!), prev.range)) anchors.pop();
    anchors.push(a);
  }
  if (!anchors.length) return [];

  // Learn how many header lines precede the date from the first entry, and where they start:
  // the other entries repeat that layout, so a line above them elsewhere on the row (the last
  // line of the previous description, indented) is none of their header.
  const first = anchors[0]!;
  const bodySize = commonFontSize(lines);
  const bodyLike = (line: Line) => isBodyLike(line, columnWidth) && !bulletedHeading(line, bodySize);
  // "• Sales Manager – Acme" set bold right above a line holding only the date, in a section whose
  // descriptions are regular (bold sets headers apart): a bullet that decorates the entry's header,
  // not a description's item.
  const regularText = lines.some((l) => !l.bold && plain(l).split(/\s+/).length >= 4);
  const decoratedHeader = (i: number, anchor: Anchor) => i === anchor.index - 1 && !anchor.rest && regularText && boldBulletHeader(lines[i]!);
  const bodyAbove = (i: number, anchor: Anchor) => bodyLike(lines[i]!) && !decoratedHeader(i, anchor);
  let above = 0;
  const aboveLines: Line[] = [];
  for (let i = first.index - 1; i >= 0 && above < ENTRY_RULES.maxAbove; i--) {
    if (bodyAbove(i, first)) break;
    above++;
    aboveLines.push(lines[i]!);
  }
  // Where the first entry's header lines above the date start, and in what type: a line above
  // another date set in a smaller type (the last line of the previous description, the wrapped end
  // of the previous header) is none of its header.
  const headerX = (line: Line) =>
    aboveLines.some((h) => Math.abs(line.x - h.x) <= Math.max(4, line.fontSize || 10) && (!line.fontSize || !h.fontSize || line.fontSize >= h.fontSize * ENTRY_RULES.minAboveSizeRatio));

  const blocks: EntryBlock[] = [];
  const textRight = wrapWidth(lines, Number.POSITIVE_INFINITY);
  // Header lines above each date, never reaching back to the previous date line.
  const starts: number[] = [];
  // Entries written on one line each, their date closing the line: a date alone on a line is the
  // end of the line above, wrapped ("… Conclusão: prevista para" / "DEZ/2022"), however long that line.
  // "Title" / "January 2021 - Present" / "Manchester, England, United Kingdom" (a LinkedIn export):
  // when the first entry sets a line naming only a place right under its date, each entry's such
  // line is its own, never the header of the entry below.
  const placeUnder = (a: Anchor) => a.index + 1 < lines.length && isPlaceOnly(plain(lines[a.index + 1]!));
  const placesUnderDates = anchors.length >= 2 && placeUnder(first);
  const inline = anchors.filter((a) => a.rest).length;
  const datesInline = inline >= 2 && inline > anchors.length / 2;
  anchors.forEach((a, k) => {
    const floor = k === 0 ? 0 : anchors[k - 1]!.index + 1;
    let start = a.index;
    if (datesInline && !a.rest && start - 1 >= floor && !findDateRanges(plain(lines[start - 1]!)).length && !BULLET_START.test(plain(lines[start - 1]!))) {
      // A bold title over a plain employer over the date alone ("Junior Accountant" / "Beta Stores" /
      // "2012 – 2015") among entries dated on their header line: both lines open the entry.
      const titleOver = start - 2 >= floor && lines[start - 2]!.bold && !lines[start - 1]!.bold && !findDateRanges(plain(lines[start - 2]!)).length && !BULLET_START.test(plain(lines[start - 2]!)) && !bodyLike(lines[start - 2]!);
      starts.push(titleOver ? start - 2 : start - 1);
      return;
    }
    // A name hyphenated across the line break belongs to the anchor line, whatever the layout.
    if (start - 1 >= floor && (runsIntoAnchor(lines[start - 1]!, lines[start]!) || wrapsOntoAnchor(lines[start - 1]!, lines[start]!, a.rest))) start--;
    for (let n = 0; n < above && start - 1 >= floor; n++) {
      if (bodyAbove(start - 1, a) || (k > 0 && !headerX(lines[start - 1]!))) break;
      if (k > 0 && placesUnderDates && start - 1 === floor && placeUnder(anchors[k - 1]!)) break;
      start--;
      // A header wrapped over two lines counts as one ("… Telemetry Engineer Aerospace" / "Subsystems").
      if (start - 1 >= floor && wrapsInto(lines[start - 1]!, lines[start]!, textRight) && !bodyLike(lines[start - 1]!)) start--;
    }
    if (k > 0 && options.namesEntry && titleAbove(lines, { start, floor, anchor: a, columnWidth }, options.namesEntry, above > 0 || headerNames(lines, starts[k - 1]!, anchors[k - 1]!, options.namesEntry))) start--;
    starts.push(start);
  });
  // Header lines below each date, up to the next entry's header.
  const headerEnds = anchors.map((a, k) => {
    const limit = k + 1 < anchors.length ? starts[k + 1]! : lines.length;
    let end = a.index;
    const indented = indentedUnder(lines, starts[k]!, a);
    const taken: Line[] = [];
    for (let n = 0; n < ENTRY_RULES.maxBelow && end + 1 < limit; n++) {
      if (isBodyLike(lines[end + 1]!, columnWidth) || (indented(lines[end + 1]!, taken) && !headsIndentedList(lines[end + 1]!, lines[end + 2]))) break;
      end++;
      taken.push(lines[end]!);
      // The rest of a header wrapped onto the next line does not count as another header line.
      if (end + 1 < limit && end > a.index && continuesHeader(lines[end]!, lines[end + 1]!, textRight)) end++;
    }
    return end;
  });
  anchors.forEach((a, k) => {
    const start = starts[k]!;
    const end = headerEnds[k]!;
    const bodyEnd = k + 1 < anchors.length ? starts[k + 1]! : lines.length;
    const header: { line: Line; text: string }[] = [];
    for (let i = start; i <= end; i++) {
      const line = lines[i]!;
      const text = i === a.index ? a.rest : plain(line);
      if (text) header.push({ line, text });
    }
    blocks.push({ range: a.range, anchor: lines[a.index]!, dateText: a.text, header, body: lines.slice(end + 1, bodyEnd), textRight });
  });
  return blocks;
}

/**
 * "Sales Manager  2019 – 2021" / "    Managed the key accounts": below a header that already holds
 * words, a line set further right than where any of its header lines or cells start is an item of
 * the description (a list indented without a bullet glyph in the text), not another header line.
 * The date's own cell (set apart on the right) is no start; an entry whose header is the date alone
 * takes its words from below, wherever they start.
 */
function indentedUnder(lines: Line[], start: number, anchor: Anchor): (line: Line, taken: Line[]) => boolean {
  const anchorLine = lines[anchor.index]!;
  const header = lines.slice(start, anchor.index);
  const cells = anchorLine.segments.filter((s) => /\p{L}/u.test(s.text) && !findDateRanges(s.text).length);
  // Words sharing the date's run start at the line's start when the date closes it ("Title | Acme |
  // 2019 – 2021"), at an x unknown here when it opens it ("enero 2023 - actualidad JEFE DE EQUIPO").
  const wordsFirst = anchor.range.index > 0 && /\p{L}/u.test(plain(anchorLine).slice(0, anchor.range.index));
  // "2021 – CURRENT  Lisbon" / "SALES MANAGER  ACME LDA" / "    Managed the key accounts": the
  // date's line names no title or employer; the first line below that does sets where header lines
  // start, and a line set further right than it is the description's first item. (Rows of table
  // cells and labelled fields are left alone: a right-aligned label column starts each row elsewhere.)
  if (!header.length && !cells.length && !wordsFirst) {
    return (line: Line, taken: Line[]) =>
      taken.length > 0 &&
      [line, ...taken].every((l) => l.segments.length === 1 && !fieldLabelStart(plain(l))) &&
      line.x > Math.max(...taken.map((l) => l.x)) + 0.6 * (line.fontSize || 10);
  }
  const starts = [anchorLine.x, ...header.map((l) => l.x), ...cells.map((s) => s.x)];
  const right = Math.max(...starts);
  // Words after the date in its run ("02/05/2013–02/08/2013 Tecnico …") start somewhere right of
  // the date: a line set that far right may be under them.
  const text = plain(anchorLine);
  const unplaced = !!anchor.rest && !cells.length && !wordsFirst && text.length > 0;
  const dateEnd = unplaced ? anchorLine.x + (anchorLine.w * (anchor.range.index + anchor.range.length)) / text.length : Number.POSITIVE_INFINITY;
  return (line: Line, _taken: Line[]) => line.x > right + 0.6 * (line.fontSize || 10) && line.x < dateEnd - (line.fontSize || 10);
}

/**
 * "Acme GmbH, Stuttgart  2016 – 2018" / "    Sales Assistant" / "        Served the customers": a
 * short line indented under the date's line, with the description set further right still below it,
 * is the role the entry's list hangs from (a layout that indents each level), not the list's first
 * item: an item and the item after it start at one x.
 */
function headsIndentedList(line: Line, next: Line | undefined): boolean {
  if (!next || next.page !== line.page || next.x <= line.x + 0.6 * (line.fontSize || 10)) return false;
  const text = plain(line);
  return text.split(/\s+/).length <= 8 && !/[.;:!?]\s*$/.test(text);
}

/**
 * "Certificat d'Aptitude Professionnelle" / "Esthétique" / "Lycée X (2006)": an entry's title
 * (a degree) set above header lines of varying height. When this entry's header names none and the
 * line above it is one, left-aligned with the header, it opens this entry rather than closing the
 * previous one: so it is when the layout puts headers above the date (`before`), or when the
 * previous entry already named its own title before its date.
 */
function titleAbove(
  lines: Line[],
  at: { start: number; floor: number; anchor: Anchor; columnWidth: number },
  namesEntry: (text: string) => boolean,
  before: boolean,
): boolean {
  const { start, floor, anchor, columnWidth } = at;
  const line = lines[start - 1];
  if (!before || !line || start - 1 < floor || isBodyLike(line, columnWidth)) return false;
  if (Math.abs(line.x - lines[start]!.x) > Math.max(4, line.fontSize || 10)) return false;
  return namesEntry(plain(line)) && !headerNames(lines, start, anchor, namesEntry);
}

/** Whether the header lines from `start` up to the anchor (the date cut out of it) name the entry's title. */
function headerNames(lines: Line[], start: number, anchor: Anchor, namesEntry: (text: string) => boolean): boolean {
  for (let i = start; i < anchor.index; i++) if (namesEntry(plain(lines[i]!))) return true;
  return namesEntry(anchor.rest);
}

export interface SectionItem {
  line: Line;
  text: string;
  bullet: boolean;
}

/**
 * A section's items for layouts without dates: each bullet or header-like line starts one; a
 * line that continues it (lower-case start, or the tail of a bullet) is joined to it.
 */
export function sectionItems(lines: Line[]): SectionItem[] {
  const items: SectionItem[] = [];
  for (const line of lines) {
    const text = plain(line);
    const bullet = BULLET_START.test(text);
    const clean = text.replace(BULLET_START, '').trim();
    const prev = items[items.length - 1];
    if (prev && !bullet && (/^[\p{Ll}(]/u.test(clean) || (prev.bullet && clean.split(/\s+/).length <= 4))) {
      prev.text = `${prev.text} ${clean}`.replace(/\(\s+/g, '(').replace(/\s+\)/g, ')');
      continue;
    }
    if (clean) items.push({ line, text: clean, bullet });
  }
  return items;
}

/**
 * Where wrapped text ends on the right: the right edge most long lines reach (dates set further
 * right do not count). Without running text the edge is unknown: `unknown` is returned (the widest
 * line by default; entry headers pass infinity, since the widest of a few header lines would always
 * seem to fill the column and join the next line to it).
 */
export function wrapWidth(lines: Line[], unknown?: number): number {
  // The column's edge learned over the whole document: a section's own long lines may be no more
  // than its entry headers.
  const column = Math.max(0, ...lines.map((l) => l.wrapRight ?? 0));
  if (column) return column;
  const rights = lines
    .filter((l) => l.segments.length === 1 && plain(l).split(/\s+/).length >= 6)
    .map((l) => l.x + l.w)
    .sort((a, b) => a - b);
  if (!rights.length) return unknown ?? Math.max(0, ...lines.map((l) => l.x + l.w));
  return rights[Math.floor(rights.length * 0.8)]!;
}

/**
 * Whether `next` continues `prev` (one header wrapped over two lines): `prev` fills the column to
 * its right edge or ends on a connective or hyphen, and `next` is a short piece starting at the
 * same x in the same style.
 */
export function wrapsInto(prev: Line, next: Line, textRight: number): boolean {
  const size = next.fontSize || 10;
  const prevText = plain(prev);
  const nextText = plain(next);
  if (Math.abs(prev.x - next.x) > size || prev.segments.length > 1 || next.segments.length > 1) return false;
  if (Math.abs(prev.fontSize - next.fontSize) > 0.6 || prev.bold !== next.bold) return false;
  if (nextText.split(/\s+/).length > 4 || findDateRanges(nextText).length) return false;
  const flow = prev.block?.paragraph !== undefined && next.block?.paragraph !== undefined;
  // Lines of one paragraph of a flow document (DOCX) are one text the page wrapped.
  if (flow && prev.block!.paragraph === next.block!.paragraph) return true;
  const filled = !flow && prev.x + prev.w >= textRight - 3 * size;
  return filled || OPEN_END.test(prevText);
}

// A line ending on a connective or a hyphen goes on in the next one.
const OPEN_END = /(?:\b(?:and|of|for|in|et|e|y|und|de|di|da|do|du|des|dei|della|der|the|&)|[-–,])\s*$/iu;

/** The line above an anchor holds the start of the anchor line's header ("Acme Förderschule, Muster-" / "Stadt-Schule 2017 – 2018"). */
function runsIntoAnchor(prev: Line, anchor: Line): boolean {
  const size = anchor.fontSize || 10;
  return Math.abs(prev.x - anchor.x) <= size && prev.bold === anchor.bold && Math.abs(prev.fontSize - anchor.fontSize) <= 0.6 && /\p{L}-\s*$/u.test(plain(prev));
}

/**
 * "Lycée Professionnel Jean Moulin - Boulogne sur" / "mer (2001)": an anchor line that opens with
 * the lower-case end of a name, a few words before its date, carries on the line above it.
 */
function wrapsOntoAnchor(prev: Line, anchor: Line, rest: string): boolean {
  const size = anchor.fontSize || 10;
  if (Math.abs(prev.x - anchor.x) > size || prev.bold !== anchor.bold || Math.abs(prev.fontSize - anchor.fontSize) > 0.6) return false;
  const words = rest.split(/\s+/).filter(Boolean);
  return words.length > 0 && words.length <= 3 && /^\p{Ll}/u.test(rest) && plain(anchor).startsWith(words[0]!) && !/[.;:]\s*$/.test(plain(prev));
}

/** The next line carries on a header line: wrapped by width, or starting in lower case in the same style. */
function continuesHeader(prev: Line, next: Line, textRight: number): boolean {
  if (wrapsInto(prev, next, textRight)) return true;
  // A table row's cell wrapped on its own: the line under the cell continues it (the same DOCX
  // paragraph, or lower case in the cell's style), whatever the row's other cells look like.
  const cell = prev.segments.length > 1 && next.segments.length === 1 ? cellAbove(prev, next) : undefined;
  if (cell && cell.block?.paragraph !== undefined && cell.block.paragraph === next.segments[0]!.block?.paragraph) return true;
  const style = cell ?? prev;
  return /^\p{Ll}/u.test(plain(next)) && style.bold === next.bold && Math.abs(style.fontSize - next.fontSize) <= 0.6 && plain(next).split(/\s+/).length <= 6;
}

/** The cell of `prev` that `next` starts under. */
export function cellAbove(prev: Line, next: Line): Line['segments'][number] | undefined {
  const size = next.fontSize || 10;
  return prev.segments.find((s) => Math.abs(s.x - next.x) < size);
}
