/**
 * The old Europass template's form labels, in each language (locales' entry-title-label,
 * entry-org-label, entry-aside-label, entry-duty-label): a label opening a line (whole, or its first
 * words when the label column wrapped it) and the wrapped rest of a label on a line of its own.
 * Read by the education and experience forms, and by the heading detector (a wrapped label's
 * last word, "Fähigkeiten", "formazione", is no section heading).
 */
import { cueLinesAll } from './locale-cues.ts';
import { once } from '../text/memo.ts';
/** A labelled field, a line about the studies (left out), or a work entry's duties (the job's description). */
type Role = 'field' | 'aside' | 'duty';

export interface FormLabel {
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
 * `text` is the wrapped rest of the label whose first words open the line above ("Hauptfächer/berufliche"
 * / "Fähigkeiten", "… erogatrice dell'istruzione e" / "formazione"): the two make a whole label.
 */
export function continuesFormLabel(above: string, text: string): boolean {
  if (!isLabelTail(text)) return false;
  const cell = above.split('\t')[0]!.trim();
  return labelAtStart(`${cell} ${text.trim()}`)?.rest === '';
}
