/**
 * Section headings lexicon: multilingual heading phrases → canonical section kinds.
 */
import { readLexiconJson } from './lexicon-files.ts';
import { cueMatcher } from './locale-cues.ts';
import { isCityName } from './places.ts';
import { memoByText, once } from '../text/memo.ts';
import { compactKey, foldKey } from '../text/fold.ts';

export const SECTION_KINDS = [
  'contact',
  'summary',
  'experience',
  'education',
  'skills',
  'languages',
  'certifications',
  'projects',
  'publications',
  'awards',
  'volunteering',
  'interests',
  'references',
  'other',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

const table = once(() => {
  const raw = readLexiconJson<Record<string, string[] | string>>('headings.json');
  const titles = raw.documentTitles;
  documentTitleKeys = new Set(Array.isArray(titles) ? titles.map(compactKey) : []);
  // Compact keys (no spaces) so letter-spaced headings ("E X P E R I E N C E") match too.
  const byCompact = new Map<string, SectionKind>();
  for (const kind of SECTION_KINDS) {
    const phrases = raw[kind];
    if (!Array.isArray(phrases)) continue;
    for (const p of phrases) {
      const key = compactKey(p);
      if (key && !byCompact.has(key)) byCompact.set(key, kind);
    }
  }
  return byCompact;
});

let documentTitleKeys = new Set<string>();

/** "Curriculum Vitae", "Lebenslauf", "Résumé": the title of the whole document. */
export function isDocumentTitle(text: string): boolean {
  table();
  const stripped = stripHeadingDecoration(text);
  if (documentTitleKeys.has(compactKey(stripped))) return true;
  // "Europass Curriculum Vitae", "CV – Lebenslauf": every word a title word.
  const words = stripped.split(/[\s–—|/-]+/).filter(Boolean);
  return words.length > 1 && words.every((w) => documentTitleKeys.has(compactKey(w)) || /^(?:vitae|et|studiorum|of|de|di)$/i.test(w));
}

// Words that join two heading phrases into one heading: "Skills & Interests", "Istruzione e formazione".
// Word edges are Unicode letters: an ASCII \b would find the joiner "o" at the end of "Formação".
const JOINERS = /\s*(?:&|\+|\/|,|(?<!\p{L})(?:and|e|y|et|und|ou|or|o)(?!\p{L}))\s*/iu;

/** Removes decoration around a heading: rules, bullets, numbering, trailing colon or parenthesis. */
export function stripHeadingDecoration(text: string): string {
  return text
    // A rule drawn after the heading, read by OCR as a run of one character ("Experience 0000000").
    .replace(/\s+(\S)\1{3,}\s*$/u, '')
    .replace(/^[\s\p{P}\p{S}\d]*?(?=\p{L})/u, '')
    // Numbered by a Roman numeral or a letter ("II. FORMACIÓN ACADÉMICA", "IV EXPERIENCIA LABORAL", "B) IDIOMAS").
    // A lone "I" without a stop is an Italian article ("I miei progetti"), not a numeral.
    .replace(/^(?:(?:[IVX]{1,4}\s?[.):–-]|[A-H][.)])\s*|(?:[IVX]{2,4}|[VX])\s+)(?=\p{L})/u, '')
    // A form's repeated block, numbered ("Expérience professionnelle 2", "Formation n° 1").
    .replace(/\s+(?:n[°º.]?\s?)?\d{1,2}\s*$/iu, '')
    .replace(/\s*\([^)]*\)\s*$/u, '')
    .replace(/[\s\p{P}\p{S}]+$/u, '')
    .trim();
}

/**
 * The section kind a line names, when the whole line (decoration aside) is a known heading or
 * several known headings joined by "&", "and", "e", "y", "et", "und", possibly after a possessive
 * ("Le mie esperienze", "My education"). Null otherwise.
 */
export function headingKind(text: string): SectionKind | null {
  return headingKindMemo(text);
}

// Every step asks of the same lines and phrases whether they are headings: the answer is kept per text.
const headingKindMemo = memoByText((text: string): SectionKind | null => {
  const stripped = stripHeadingDecoration(text);
  if (!stripped || stripped.length > 60) return null;
  return phraseKind(stripped) ?? afterPossessive(stripped);
});

// "La mia formazione", "Mes expériences", "Meine Ausbildung": a possessive before a heading.
const POSSESSIVE = once(() => cueMatcher('heading-possessive'));

/** What follows an opening possessive ("Le mie esperienze sul campo" → "esperienze sul campo", folded); null without one. */
export function afterPossessiveText(text: string): string | null {
  const stripped = stripHeadingDecoration(text);
  const hit = POSSESSIVE().find(stripped);
  if (hit?.index !== 0) return null;
  return foldKey(stripped).slice(hit.cue.length).trim() || null;
}

/** The kind of the heading that follows an opening possessive, if the line starts with one. */
function afterPossessive(stripped: string): SectionKind | null {
  const hit = POSSESSIVE().find(stripped);
  if (hit?.index !== 0) return null;
  const rest = foldKey(stripped).slice(hit.cue.length).trim();
  return rest ? phraseKind(rest) : null;
}

// "Relevant Experience", "Experiencia profesional relevante": qualifiers that leave the kind as it is.
const QUALIFIER = once(() => cueMatcher('heading-qualifier'));

/** The text without qualifier words at its start or end (folded words kept as written otherwise). */
function withoutQualifiers(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  const isQualifier = (w: string) => QUALIFIER().find(w)?.cue === foldKey(w);
  while (words.length > 1 && isQualifier(words[0]!)) words.shift();
  while (words.length > 1 && isQualifier(words.at(-1)!)) words.pop();
  return words.join(' ');
}

/**
 * "Formação e certificações", "Education & Certifications": a heading that joins two or more known
 * phrases, one of which names this kind (whichever kind the whole heading was given).
 */
export function joinsKind(text: string, kind: SectionKind): boolean {
  const stripped = stripHeadingDecoration(text);
  if (!stripped || stripped.length > 60) return false;
  const parts = stripped.split(JOINERS).filter((p) => p.trim());
  return parts.length >= 2 && parts.some((p) => lookup(table(), compactKey(p)) === kind);
}

// Joined with these, the experience decides: "Volunteer & Work Experience" lists jobs too.
const UNDER_EXPERIENCE = new Set<SectionKind>(['volunteering', 'projects', 'awards', 'other']);

function phraseKind(stripped: string): SectionKind | null {
  const map = table();
  const whole = lookup(map, compactKey(stripped)) ?? lookup(map, compactKey(withoutQualifiers(stripped)));
  if (whole) return whole;
  // Letter-spaced words keep their joiners spaced too ("E X P E R I E N C E  &  S K I L L S"), so
  // joined headings are tried on the word form only.
  // "Esperienze lavorative e formative": a part that is only a qualifier joins no other kind.
  const written = stripped.split(JOINERS).filter((p) => p.trim());
  // A part known as written keeps its own kind ("Formación complementaria" is other training, not education).
  const parts = written.map((p) => (lookup(map, compactKey(p)) ? p : withoutQualifiers(p))).filter((p) => !(QUALIFIER().find(p)?.cue === foldKey(p)));
  if (parts.length === 1 && written.length > 1) return lookup(map, compactKey(parts[0]!)) ?? null;
  if (parts.length < 2 || parts.length > 3) return null;
  const kinds = parts.map((p) => lookup(map, compactKey(p)));
  if (!kinds.every((k) => k)) return null;
  if (kinds.includes('experience') && kinds.every((k) => k === 'experience' || UNDER_EXPERIENCE.has(k!))) return 'experience';
  // "Corsi e attestati": the part that names a section kind, not the generic one, decides.
  return kinds.find((k) => k !== 'other') ?? kinds[0]!;
}

/** A key, or the same key with or without a final plural "s" ("Professional Experiences"). */
function lookup(map: Map<string, SectionKind>, key: string): SectionKind | undefined {
  if (!key) return undefined;
  const found = map.get(key);
  if (found) return found;
  // The singular of a plural heading, or the plural of a singular one; but a city's name alone on a
  // line is the city ("Fortaleza" in a contact column is no "Fortalezas").
  const other = key.endsWith('s') ? map.get(key.slice(0, -1)) : map.get(`${key}s`);
  return other && !isCityName(key) ? other : undefined;
}
