/**
 * The old Europass template writes each education entry as a small form: a label cell on the left
 * ("Titolo della qualifica rilasciata", "Name and type of organisation providing education and
 * training", "Principales materias…") and the value on the right, with no colon, the long labels
 * often wrapped over two or three lines of their column. The labels are the template's own words in
 * each language (locales' entry-title-label, entry-org-label, entry-aside-label, entry-date-label):
 * each labelled line is rewritten "label: value" so the entry reads it as a labelled field, the
 * wrapped rest of a label is left out, and the lines that describe the studies (subjects, level in
 * a classification) leave the entry with the lines that continue them.
 */
import { cueLabel, cueLinesAll } from '../../knowledge/lexicons/locale-cues.ts';
import { once } from '../../knowledge/text/memo.ts';
import type { Line } from '../layout/layout-types.ts';

/** A labelled field, a line about the studies (left out), or a work entry's duties (the job's description). */
type Role = 'field' | 'aside' | 'duty';

interface FormLabel {
  /** The label as the locales write it (the form the field labels are read by). */
  label: string;
  words: string[];
  role: Role;
  /** The label's first n words in a cell of their own, longest first (n ≥ MIN_WORDS). */
  prefixes: { n: number; re: RegExp }[];
}

/**
 * Labels of two words or more, read without a colon only in a cell of their own (a tab or the
 * line's end after them): "Corso di laurea in Economia" is a degree, "Corso di laurea⇥Economia" a field.
 */
const MIN_WORDS = 2;

const splitWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .split(/[\s/]+/)
    .filter(Boolean);

const LABELS = once((): FormLabel[] => {
  const of = (concept: string, role: Role) =>
    cueLinesAll(concept)
      .map((label) => ({ label, words: splitWords(label), role }))
      .filter((l) => l.words.length >= MIN_WORDS)
      .map((l) => ({ ...l, prefixes: prefixPatterns(l.words, l.label.includes('/')) }));
  return [...of('entry-title-label', 'field'), ...of('entry-org-label', 'field'), ...of('entry-aside-label', 'aside'), ...of('entry-duty-label', 'duty')].sort(
    (a, b) => b.words.length - a.words.length,
  );
});

/** The labels' first words, lower case: a line opening with another word holds no label. */
const FIRST_WORDS = once(() => new Set(LABELS().map((l) => l.words[0]!)));

const escapeWord = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’`]");

/** Fewest words of a label that, whole or wrapped, are the template's own words ("Corso di laurea in …" is a degree). */
const OWN_WORDS = 4;
/** A label this long is the template's from its first three words on ("Principales matières/compétences" / "professionnelles couvertes"). */
const LONG_LABEL_WORDS = 5;

function prefixPatterns(words: string[], slashed: boolean): { n: number; re: RegExp }[] {
  const out: { n: number; re: RegExp }[] = [];
  for (let n = words.length; n >= MIN_WORDS; n--) {
    // Four words or more of a label, whole or wrapped in its column ("Nome e tipo d'organizzazione
    // erogatrice" / "dell'istruzione e formazione"), three of a long or slashed one ("Hauptfächer/berufliche
    // Fähigkeiten"), are the template's and nothing else: a single space may part them from the value
    // when the cells sit close ("Nombre y dirección del empleador Alfa S.L.").
    const own = n >= OWN_WORDS || (n >= 3 && (words.length >= LONG_LABEL_WORDS || slashed));
    const end = own ? '(?=\\s|$)' : '(?=\\t|\\s{2,}|\\s*$)';
    out.push({ n, re: new RegExp(`^\\s*${words.slice(0, n).map(escapeWord).join('[\\s/]+')}(?:\\s*[:：])?${end}`, 'iu') });
  }
  return out;
}

/** The label (or its first MIN_WORDS words and more, when the column wrapped it) opening the text, and the text after it; the longest match wins. */
export function labelAtStart(text: string): { label: FormLabel; rest: string } | null {
  // Every line of a work or education section is asked: the first word rules out most at once.
  const first = /^\s*([^\s/]+)/u.exec(text)?.[1];
  if (!first || !FIRST_WORDS().has(splitWords(first)[0] ?? '')) return null;
  let best: { label: FormLabel; rest: string; n: number } | null = null;
  for (const label of LABELS()) {
    const hit = label.prefixes.find(({ n, re }) => n > (best?.n ?? 0) && re.test(text));
    if (!hit) continue;
    const m = hit.re.exec(text)!;
    best = { label, rest: text.slice(m[0].length).trim(), n: hit.n };
  }
  return best && { label: best.label, rest: best.rest };
}

/** "Principais⇥value" over "disciplinas/competências profissionais": a label wrapped after its first word. */
export function wrappedAfterOneWord(text: string, next: string | undefined): { label: FormLabel; rest: string } | null {
  const m = /^(\S+)(?:\t|\s{2,})(.*)$/u.exec(text.trim());
  if (!m || !next || !isLabelTail(next)) return null;
  const hit = labelAtStart(`${m[1]} ${next.trim()}\t${m[2]}`);
  return hit && splitWords(next).length + 1 >= MIN_WORDS ? hit : null;
}

/** The whole text is a wrapped piece of a label after its first line ("erogatrice dell'istruzione e" / "formazione"). */
export function isLabelTail(text: string): boolean {
  const words = splitWords(text).join(' ');
  if (!words) return false;
  return LABELS().some((l) => ` ${l.words.slice(1).join(' ')} `.includes(` ${words} `));
}

/**
 * An education flow's lines with the template's labelled fields rewritten "label: value"; lines
 * of other flows come back unchanged (no line opens with a template label).
 */
export function readFormFields(lines: Line[]): Line[] {
  const found = lines.map((line, i) => labelAtStart(line.text) ?? wrappedAfterOneWord(line.text, lines[i + 1]?.text));
  if (!found.some(Boolean)) return lines;
  const out: Line[] = [];
  let aside = false;
  for (const [i, line] of lines.entries()) {
    const hit = found[i];
    if (hit) {
      aside = hit.label.role !== 'field';
      if (!aside && hit.rest) out.push(withText(line, `${capitalized(hit.label.label)}: ${hit.rest}`));
      continue;
    }
    if (isLabelTail(line.text)) continue;
    // The value of a subjects or level field goes on until the next labelled field or dated line.
    if (aside && !/\b(?:19|20)\d{2}\b/.test(line.text)) continue;
    aside = false;
    out.push(line);
  }
  return out;
}

// A label in lower case would read as the wrapped end of the line above it.
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The line with its new text; a segment that held only the label (its own cell) leaves it. */
function withText(line: Line, text: string): Line {
  const segments = line.segments.length > 1 && labelAtStart(line.segments[0]!.text)?.rest === '' ? line.segments.slice(1) : line.segments;
  return { ...line, text, segments };
}

/**
 * "Bachelor's Degree in Accountancy  2008" / "Major : Accounting" / "Institution/College : RMIT":
 * labelled fields (a colon after a label of the locales' entry-org-label or entry-title-label)
 * written under a dated line that names a degree are that entry's; they join its line as cells,
 * so they cannot head the entry below. The school's label keeps its role; a subject's is left as a
 * detail of the degree.
 */
export function joinLabelledBelow(lines: Line[], names: (text: string) => boolean, dated: (text: string) => boolean): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const org = cueLabel('entry-org-label').exec(line.text);
    const title = !org && cueLabel('entry-title-label').exec(line.text);
    if (prev && (org || title) && dated(prev.text) && names(prev.text) && !dated(line.text) && prev.page === line.page) {
      const cell = org ? line.text.trim() : `(${line.text.slice((title as RegExpExecArray)[0].length).trim()})`;
      out[out.length - 1] = { ...prev, text: `${prev.text}\t${cell}`, segments: [...prev.segments, ...line.segments] };
      continue;
    }
    out.push(line);
  }
  return out;
}
