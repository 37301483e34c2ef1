/**
 * The candidate's name: candidates from the top of page 1 (header, top of each column) and from
 * "Name:" labels, scored with features (weights as data): 2–4 capitalized words, no digits, the
 * biggest type, a known given name, agreement with the e-mail's local part; minus headings,
 * titles, places and organization words.
 */
import { isGivenName } from '../../knowledge/lexicons/given-names.ts';
import { headingKind, isDocumentTitle } from '../../knowledge/lexicons/headings.ts';
import { cueAlternation, cueMatcher } from '../../knowledge/lexicons/locale-cues.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import { roleNounCount } from '../../knowledge/lexicons/roles.ts';
import type { Layout, Line } from '../layout/layout-types.ts';
import { findDateRanges } from '../../knowledge/dates/date-grammar.ts';
import { readPlace } from './place-reader.ts';
import { despaced, NAME_THEN_TITLE, typedHead } from './job-profile.ts';
import { fold, foldKey } from '../../knowledge/text/fold.ts';

type Feature =
  | 'twoToFourWords'
  | 'oneWord'
  | 'manyWords'
  | 'capitalized'
  | 'biggestFont'
  | 'largeFont'
  | 'givenName'
  | 'emailAgrees'
  | 'nearTop'
  | 'label'
  | 'signature'
  | 'heading'
  | 'listItem'
  | 'bodyType'
  | 'roleNoun'
  | 'place'
  | 'organization'
  | 'digits'
  | 'lowercaseWord'
  | 'punctuation';

export const NAME_FEATURES: Record<Feature, number> = {
  twoToFourWords: 2,
  oneWord: -1,
  manyWords: -4,
  capitalized: 1.5,
  biggestFont: 2,
  largeFont: 1,
  givenName: 2,
  emailAgrees: 2.5,
  nearTop: 1,
  label: 3,
  signature: 2.5,
  heading: -6,
  listItem: -3,
  bodyType: -2,
  roleNoun: -2.5,
  place: -2,
  organization: -3,
  digits: -5,
  lowercaseWord: -2,
  punctuation: -2,
};
export const NAME_THRESHOLD = 3;

// An e-mail, a phone number, a site: what follows a name on a contact line.
const CONTACT_DATA = /@|\+\d|\d{3}[\s.-]?\d{3}|www\.|https?:|linkedin|github/i;
const PARTICLES = new Set(['de', 'da', 'do', 'dos', 'das', 'del', 'della', 'di', 'du', 'des', 'la', 'le', 'van', 'von', 'der', 'den', 'ten', 'ter', 'y', 'e', 'bin', 'binti', 'al', 'el', 'st']);
const CREDENTIAL_PREFIX = /^(?:CA|CFA|CPA|ACCA|CMA|CIMA|FCA|ACA|PMP|CS)\s+(?=\p{Lu})/u;
// "Dr.", "Dott.ssa", "Mme": titles before a name (locales' honorific).
const HONORIFICS = new RegExp(`^(?:${cueAlternation('honorific')})\\.?\\s+`, 'i');

export interface NameResult {
  fullName: string;
  givenName: string | null;
  familyName: string | null;
  score: number;
}

interface Candidate {
  text: string;
  line: Line | null;
  rank: number;
  label: boolean;
  /** Signed under the place and date that close the CV. */
  signature?: boolean;
  /** The line is an item of a content section (skills, jobs, schools…). */
  item?: boolean;
  /** A name set over two rows: this row and the row under it in the same type. */
  stacked?: boolean;
}

export function extractName(layout: Layout, emails: string[]): NameResult | null {
  const candidates = collectCandidates(layout);
  if (!candidates.length) return null;
  const biggest = Math.max(...layout.lines.filter((l) => l.page === 1).map((l) => l.fontSize));
  const locals = emails.map((e) => fold(e.split('@')[0]!).replace(/[^a-z]/g, ''));
  let best: { c: Candidate; score: number } | null = null;
  for (const c of candidates) {
    const s = score(c, biggest, layout.bodyFontSize, locals);
    // "María José" / "Navarro": the two rows read as well as the first alone, so the second row goes on the name.
    const goesOn = best && s === best.score && c.stacked && best.c.line === c.line && c.text.startsWith(`${best.c.text} `);
    if (!best || s > best.score || goesOn) best = { c, score: s };
  }
  if (!best || best.score < NAME_THRESHOLD) return null;
  return splitName(cleanName(best.c.text), best.score);
}

// Sections whose lines are items of the CV's content: a line there is a skill, a job or a school, not the name.
const CONTENT_SECTIONS = new Set(['summary', 'experience', 'education', 'skills', 'languages', 'certifications', 'projects', 'publications', 'awards', 'interests', 'references', 'volunteering']);

function collectCandidates(layout: Layout): Candidate[] {
  const out: Candidate[] = [];
  const listed = new Set(layout.sections.filter((s) => CONTENT_SECTIONS.has(s.kind)).flatMap((s) => s.lines));
  const header = layout.sections.find((s) => s.kind === 'header');
  const page1 = layout.lines.filter((l) => l.page === 1);
  const tops = new Set<Line>();
  // The first lines of the header and the top lines of each column of page 1.
  for (const line of (header?.lines ?? []).slice(0, 12)) tops.add(line);
  for (const column of [0, 1, 2]) for (const line of page1.filter((l) => l.column === column).slice(0, 4)) tops.add(line);
  let rank = 0;
  for (const line of page1) {
    if (!tops.has(line)) continue;
    const item = listed.has(line);
    for (const seg of line.segments) {
      // "Name ⇥ : Jane Doe": the label's own cell (and what stacks under it, the next label) names nobody.
      if (nameLabelKind(seg.text.replace(/[:：]\s*$/u, ''))) continue;
      out.push({ text: seg.text, line, rank, label: false, item });
      // "Marta Rossi | Data Analyst", "Jan Novak – Projektleiter": the name, then the headline.
      // "Jane Doe | +44 7911 123456 | jane@…": the name opening the contact line.
      const beside = NAME_THEN_TITLE.exec(seg.text);
      if (beside && (roleNounCount(beside[2]!) > 0 || CONTACT_DATA.test(beside[2]!))) out.push({ text: beside[1]!, line, rank, label: false, item });
      // "Giulia Ferrandi  Ingegnere gestionale": the name in the large type, the headline after it in a smaller one.
      const typed = typedHead(seg);
      if (typed) out.push({ text: typed, line, rank, label: false, item });
      // A name set in large type over two rows ("Juan Casado" / "Ballesteros").
      const below = headingKind(seg.text) ? null : stackedBelow(page1, line, seg);
      if (below) out.push({ text: `${seg.text} ${below}`, line, rank, label: false, item, ...(stackedName(seg.text, below) ? { stacked: true } : {}) });
    }
    rank++;
  }
  // "Name: Jane Doe", "Nombre y apellido: …", "Name ⇥ Doe" + "Vorname ⇥ Jane".
  let given: string | null = null;
  let family: string | null = null;
  // "Nombre: Juan Carlos" above "Apellidos: García López": a name label beside a surname label
  // names the given names only.
  let full: string | null = null;
  const labelledFrom = out.length;
  for (const line of layout.lines.slice(0, 200)) {
    const cells = line.text.split('\t').map((c) => c.trim());
    const inline = /^([^:：]{2,40})[:：]\s*(\S.*)$/u.exec(cells[0] ?? '');
    const labelled = inline ? { label: inline[1]!, value: inline[2]! } : cells.length >= 2 ? { label: cells[0]!, value: cellValue(cells) } : null;
    const kind = labelled ? nameLabelKind(labelled.label) : null;
    if (!labelled || !kind || !labelled.value) continue;
    if (kind === 'given') given = labelled.value;
    else if (kind === 'family') family = labelled.value;
    else full ??= labelled.value;
    out.push({ text: labelled.value, line, rank: 0, label: true });
  }
  const signed = signatureLine(layout.lines);
  if (signed) out.push({ text: signed.text, line: signed, rank: 99, label: false, signature: true });
  // The two labelled halves joined beat either half alone: inserted before the labelled lines.
  given ??= full && family && !foldKey(full).includes(foldKey(family)) ? full : null;
  if (given && family) out.splice(labelledFrom, 0, { text: `${given} ${family}`, line: null, rank: 0, label: true });
  return out;
}

/**
 * The value of a form row whose cells are split at tab stops: "Name ⇥ : Jane Doe" and "Name ⇥ : ⇥ Jane Doe" put the
 * colon in the value's cell or in a cell of its own.
 */
function cellValue(cells: string[]): string {
  const at = /^[:：]$/u.test(cells[1]!) && cells.length >= 3 ? 2 : 1;
  return cells[at]!.replace(/^[:：]\s*/u, '');
}

const NAME_LABELS = [
  ['given', 'given-name-label'],
  ['family', 'family-name-label'],
  ['full', 'full-name-label'],
] as const;

/** What a form label names, when the whole text is one ("Prénom", "Nachname", "Nome e cognome:"). */
function nameLabelKind(text: string): 'given' | 'family' | 'full' | null {
  const key = foldKey(text);
  if (!key || key.length > 40) return null;
  for (const [kind, concept] of NAME_LABELS) {
    const hit = cueMatcher(concept).find(key);
    if (hit && hit.index === 0 && hit.cue.length === key.length) return kind;
  }
  return null;
}

/**
 * The line signed under "Duisburg, 25.01.2024" / "Lyon, le 3 mai 2024" at the end of the CV:
 * a name the CV may give nowhere else.
 */
function signatureLine(lines: Line[]): Line | null {
  const tail = lines.slice(-6);
  for (let i = tail.length - 2; i >= 0; i--) {
    const dated = tail[i]!.text.trim();
    if (dated.length > 60 || !findDateRanges(dated).length || !/^\p{Lu}[\p{L}'’ .-]+,/u.test(dated)) continue;
    const next = tail[i + 1]!;
    return /^\p{Lu}[\p{L}'’.-]+(?: \p{Lu}[\p{L}'’.-]+){1,3}$/u.test(next.text.trim()) ? next : null;
  }
  return null;
}

/** The first row is given names only ("María José", "Jean Pierre") and the second no role: the family name is under them. */
function stackedName(first: string, below: string): boolean {
  const words = cleanName(first).split(/\s+/).filter(Boolean);
  return words.length >= 1 && words.every((w) => isGivenName(w)) && roleNounCount(below) === 0;
}

function stackedBelow(lines: Line[], line: Line, seg: Line['segments'][number]): string | null {
  const size = seg.fontSize;
  for (const other of lines) {
    if (other === line || other.baseline <= line.baseline || other.baseline - line.baseline > 1.6 * size) continue;
    for (const s of other.segments) {
      const overlap = Math.min(s.x + s.w, seg.x + seg.w) - Math.max(s.x, seg.x);
      // A section heading under the line ("MOVER" / "Summary") is no second row of a name.
      if (Math.abs(s.fontSize - size) <= 0.6 && overlap > 0 && s.text.split(/\s+/).length <= 2 && !headingKind(s.text)) return s.text;
    }
  }
  return null;
}

function score(c: Candidate, biggest: number, body: number, locals: string[]): number {
  const text = cleanName(c.text);
  const f = new Set<Feature>();
  const words = text.split(/\s+/).filter(Boolean);
  const real = words.filter((w) => !PARTICLES.has(w.toLowerCase()));
  if (real.length >= 2 && real.length <= 4) f.add('twoToFourWords');
  if (real.length === 1) f.add('oneWord');
  if (real.length > 5) f.add('manyWords');
  if (real.length && real.every((w) => /^\p{Lu}/u.test(w))) f.add('capitalized');
  if (words.some((w) => /^\p{Ll}/u.test(w) && !PARTICLES.has(w.toLowerCase()))) f.add('lowercaseWord');
  if (c.line && c.line.fontSize >= biggest - 0.01 && biggest > body) f.add('biggestFont');
  if (c.line && c.line.fontSize >= body * 1.3) f.add('largeFont');
  // Set like the body text, in a CV whose type tells nothing apart: only a known given name, the
  // e-mail or a label makes a name of it ("IT MANAGEMENT" opening an anonymized job-board resume).
  if (c.line && !c.line.bold && !f.has('largeFont') && !f.has('biggestFont')) f.add('bodyType');
  if (real.some((w) => isGivenName(w))) f.add('givenName');
  const folded = real.map((w) => fold(w).replace(/[^a-z]/g, '')).filter((w) => w.length >= 3);
  if (locals.some((l) => folded.filter((w) => l.includes(w)).length >= 1)) f.add('emailAgrees');
  if (c.rank <= 2) f.add('nearTop');
  if (c.label) f.add('label');
  if (c.signature) f.add('signature');
  if (c.item) f.add('listItem');
  if (headingKind(text) || isDocumentTitle(text)) f.add('heading');
  if (roleNounCount(text) > 0) f.add('roleNoun');
  if (readPlace(text) && !f.has('givenName')) f.add('place');
  const cues = organizationCues(text);
  if (cues.legalSuffix || cues.institutionWord) f.add('organization');
  if (/\d/.test(text) || findDateRanges(text).length) f.add('digits');
  if (/[@:;/|()[\]{}<>=+#*!?]|https?|www\./.test(text)) f.add('punctuation');
  let s = 0;
  for (const name of f) s += NAME_FEATURES[name];
  return s;
}

// Spacing accents LaTeX fonts set as separate glyphs before the letter they sit on ("J¨org").
const SPACING_ACCENTS: Record<string, string> = { '¨': '\u0308', '´': '\u0301', '`': '\u0300', 'ˆ': '\u0302', '˜': '\u0303', '¸': '\u0327', 'ˇ': '\u030C', '˚': '\u030A' };

/** "J¨org" → "Jörg", "Jo\u0308rg" (decomposed) → "Jörg". */
export function composeAccents(text: string): string {
  return (
    text
      .replace(/([¨´`ˆ˜¸ˇ˚])\s?(\p{L})/gu, (_, accent: string, letter: string) => letter + SPACING_ACCENTS[accent]!)
      // TeX sets an accented i on a dotless one ("Garcı´a"): the accent replaces the dot.
      .replace(/ı(?=[\u0300-\u036f])/g, 'i')
      .normalize('NFC')
  );
}

/**
 * Letter-spaced capitals joined back lose the gap between the words ("MARIAROSSI"): the word
 * opens with a given name the lexicon knows, and the rest is the family name.
 */
function splitAtGivenName(joined: string, written: string): string {
  if (joined === written.trim() || /\s/.test(joined) || joined.length < 6) return joined;
  for (let end = joined.length - 2; end >= 3; end--) if (isGivenName(joined.slice(0, end))) return `${joined.slice(0, end)} ${joined.slice(end)}`;
  return joined;
}

/** "Resume of Marta Rossi", "Lebenslauf – Lena Muster": the document's title before the name left out. */
function withoutDocumentTitle(text: string): string {
  const words = text.split(/\s+/);
  for (let k = Math.min(4, words.length - 2); k >= 1; k--) {
    if (!isDocumentTitle(words.slice(0, k).join(' '))) continue;
    return words.slice(k).join(' ').replace(/^(?:of|de|di|del|du|des|do|da|von|[-–—:|])\s+/iu, '');
  }
  return text;
}

/** "Marta Rossi, MBA", "John Doe PhD, PMP": degrees and memberships after the name (locales' post-nominal) left out. */
function withoutPostNominals(text: string): string {
  let t = text;
  for (;;) {
    const m = /[,\s]+([\p{L}.-]{2,10})\s*$/u.exec(t);
    // Written as an abbreviation (capitals, inner capital or dots): "Jun Ma" keeps its surname.
    const token = m?.[1] ?? '';
    const abbreviated = /\.|^\p{Lu}{2}|\p{Ll}\p{Lu}/u.test(token);
    if (!m || !abbreviated || cueMatcher('post-nominal').find(token)?.cue !== foldKey(token) || t.slice(0, m.index).split(/\s+/).length < 2) return t;
    t = t.slice(0, m.index);
  }
}

function cleanName(text: string): string {
  // "M A R I A   R O S S I": a name set letter-spaced in a designed header.
  let t = composeAccents(splitAtGivenName(despaced(withoutPostNominals(withoutDocumentTitle(text.trim()))), text))
    .replace(/\s+/g, ' ')
    .replace(/\s*\((?:mr|mrs|ms|miss|dr|sr|sra)\.?\)\s*/gi, ' ')
    .trim();
  while (HONORIFICS.test(t)) t = t.replace(HONORIFICS, '');
  // "CA Priya Nair", "CFA Lee Hui Chay": a professional credential in capitals before a name of two words or more.
  if (CREDENTIAL_PREFIX.test(t) && t.replace(CREDENTIAL_PREFIX, '').split(' ').length >= 2) t = t.replace(CREDENTIAL_PREFIX, '');
  // "S IVAN" (small caps split by extraction) → "SIVAN". Letters, not \b (ASCII-only even with the u flag):
  // the last letter of "JOSÉ" or "ANDRÉS" is no lone capital.
  t = t.replace(/(?<!\p{L})(\p{Lu}) (\p{Lu}{2,})(?!\p{L})/gu, '$1$2');
  return t.replace(/[,;]+$/, '').trim();
}

function splitName(full: string, score: number): NameResult {
  let name = full;
  // Names written in capitals read better in title case.
  if (name === name.toUpperCase()) name = name.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, p, ch: string) => p + ch.toUpperCase());
  const comma = /^([^,]+),\s*(.+)$/.exec(name);
  // "Müller, Jörg": family name first, as forms and some countries write it; said in the usual order.
  if (comma) return { fullName: `${comma[2]!.trim()} ${comma[1]!.trim()}`, givenName: comma[2]!.trim(), familyName: comma[1]!.trim(), score };
  const words = name.split(' ');
  if (words.length === 1) return { fullName: name, givenName: isGivenName(name) ? name : null, familyName: null, score };
  // A word written in capitals among capitalized ones is the family name ("Mario ROSSI").
  // (A word of two capitals or more: an initial, "J.", is no family name.)
  const capsWord = (w: string) => /^(?:\p{Lu}['’])?\p{Lu}{2,}(?:[-'’]\p{Lu}+)*$/u.test(w);
  const capsIndex = full.split(' ').findIndex(capsWord);
  if (capsIndex > 0 && full !== full.toUpperCase()) {
    return { fullName: name, givenName: words.slice(0, capsIndex).join(' '), familyName: words.slice(capsIndex).join(' '), score };
  }
  // "ROSSI Maria", "DUPONT Jean-Pierre": the family name first in capitals, as French and Italian
  // forms write it; said in the usual order, the family name as written.
  const givenAt = full.split(' ').findIndex((w) => !capsWord(w));
  if (capsIndex === 0 && givenAt > 0 && full.split(' ').slice(givenAt).every((w) => /\p{Ll}/u.test(w))) {
    const [family, given] = [words.slice(0, givenAt).join(' '), words.slice(givenAt).join(' ')];
    return { fullName: `${given} ${family}`, givenName: given, familyName: family, score };
  }
  return { fullName: name, givenName: words[0]!, familyName: words.slice(1).join(' '), score };
}
