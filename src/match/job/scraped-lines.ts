/**
 * Line breaks a scrape lost. Job boards' pages are often stored with their lines glued together
 * ("…The Food MarketDedicado a…", "…de la obra.Principales responsabilidades:", "Requisiti:- esperienza
 * di 2 anni- patentino del muletto") or joined by spaces ("… review code What you'll bring • 4+ years
 * …"). The reader works line by line (headings open sections, list items are requirements), so
 * the breaks are put back where the glue shows them, before anything else reads the text.
 */
import { allSkills } from '../../knowledge/skills/skill-knowledge.ts';
import { foldKey } from '../../knowledge/text/fold.ts';
import { jobCues } from './match-lexicon.ts';

/** Shortest line read as several lines glued together: a posting's own lines are shorter. */
const MIN_GLUED_LINE_CHARS = 200;
/** Most words of a heading left at the end of the item before it. */
const MAX_TRAILING_HEADING_WORDS = 6;
/** Fewest dashes set between spaces in one line for them to be read as list items (not a dash in prose). */
const MIN_SPACED_DASH_ITEMS = 3;

/** A sentence glued to the next line's first word: "…de la obra.Principales", "…saludable.En Farmacity". */
const DOT_GLUE = /(?<=\p{Ll}{2}[.!?)])(?=[¿¡]?\p{Lu})/gu;
/** A small letter (or an acronym) glued to a capital that starts a word: "MarketDedicado", "codeWhat", "A3 ERPOfrecemos". */
const CASE_GLUE = /(?<=\p{Ll}{2}|\p{Lu}{2})(?=\p{Lu}\p{Ll})/gu;
/** Longest word that, alone before a break, is read as the end of a name ("JobRad- Kantine", "SumUp."), not a line's start. */
const MAX_NAME_END_LETTERS = 3;
/** A bullet glued to what comes before it: "…anni• patentino", "Profil:• Ausbildung". */
const GLUED_BULLET = /(?<=\S)(?=[•▪●◦►✓✔➢➤][ \t]*\S|\*\p{Lu})/gu;
/** A bullet after a space, inside a line of several glued ones (a short line may use bullets as separators: "Herr X • Straße 16 • 28207 Bremen"). */
const SPACED_BULLET = /(?<=\S)[ \t]+(?=[•▪●◦►✓✔➢➤][ \t]*\S)/gu;
/**
 * A dash item glued to the word before it: "Requisiti:- esperienza", "mansione- patentino"; not a
 * word's elided end before a conjunction ("Kranken- und Altenpflege", "Vor- oder Nachteile").
 */
const GLUED_DASH = /(?<=[\p{Ll}\p{N}.:;)!?])(?=[-–][ \t]+\p{L})(?![-–][ \t]+(?:und|oder|bzw|sowie|and|or|e|o|y|ou|et)\s)/gu;
/** A dash item between spaces: "… nella mansione - patentino …". */
const SPACED_DASH = /(?<=\S)[ \t]+(?=[-–][ \t]+\p{L})/gu;

let camelWords: Set<string> | null = null;

/** Words written with a capital inside them by the knowledge base ("JavaScript", "LinkedIn", "PowerPoint"): no glue. */
function knownCamelWords(): Set<string> {
  if (camelWords) return camelWords;
  camelWords = new Set();
  for (const skill of allSkills()) {
    for (const form of skill.forms) for (const w of form.text.split(/[\s/-]+/)) if (/\p{Ll}\p{Lu}/u.test(w)) camelWords.add(w.replace(/[^\p{L}\p{N}]+$/u, ''));
  }
  return camelWords;
}

/** `line` with a heading left at its end ("… review code What you'll bring") put on a line of its own. */
function splitTrailingHeading(line: string): string {
  const words = line.trimEnd().split(/\s+/);
  const sections = jobCues().headingSections;
  for (let k = Math.min(MAX_TRAILING_HEADING_WORDS, words.length - 1); k >= 1; k--) {
    const tail = words.slice(words.length - k);
    if (!/^\p{Lu}/u.test(tail[0]!)) continue;
    if (sections.has(foldKey(tail.join(' ').replace(/:$/, '')))) return `${words.slice(0, words.length - k).join(' ')}\n${tail.join(' ')}`;
  }
  return line;
}

function restoreLine(line: string, text: string): string {
  let out = line;
  if (out.length >= MIN_GLUED_LINE_CHARS) {
    out = out.replace(DOT_GLUE, '\n').replace(SPACED_BULLET, '\n');
    const camel = knownCamelWords();
    // Not a name written with an inner capital: one the knowledge base knows, one the text writes
    // again ("SumUp", "HubSpot": the glue of two lines happens once), a hashtag, or the line's first
    // word ("AvanCarte – mit uns …": nothing is glued before a line's start).
    const source = out;
    const firstWordEnd = source.search(/\S\s/u);
    const writtenTwice = new Map<string, boolean>();
    out = out.replace(CASE_GLUE, (_: string, at: number) => {
      const word = /[\p{L}\p{N}]{0,40}$/u.exec(source.slice(Math.max(0, at - 40), at))![0];
      const right = /^\p{L}{1,40}/u.exec(source.slice(at, at + 40))![0];
      const name = `${word}${right}`;
      const start = at - word.length;
      const first = firstWordEnd < 0 || start <= firstWordEnd;
      const tagged = /[#@][\p{L}\p{N}_]*$/u.test(source.slice(Math.max(0, start - 40), start));
      if (!writtenTwice.has(name)) writtenTwice.set(name, text.indexOf(name) !== text.lastIndexOf(name));
      const again = writtenTwice.get(name)!;
      const nameEnd = right.length <= MAX_NAME_END_LETTERS && !/^[ \t]+\p{L}/u.test(source.slice(at + right.length, at + right.length + 4));
      const known = camel.has(name) || [...name.matchAll(/\p{Lu}/gu)].some((m) => camel.has(name.slice(m.index)));
      return first || tagged || again || nameEnd || known ? '' : '\n';
    });
  }
  out = out.replace(GLUED_BULLET, '\n').replace(GLUED_DASH, '\n');
  if ((out.match(SPACED_DASH) ?? []).length >= MIN_SPACED_DASH_ITEMS) out = out.replace(SPACED_DASH, '\n');
  if (out === line) return line;
  // A heading left at the end of the piece before a list item opens the list.
  const pieces = out.split('\n');
  return pieces.map((p, i) => (i + 1 < pieces.length && /^[•▪●◦►✓✔➢➤\-–]/u.test(pieces[i + 1]!.trim()) ? splitTrailingHeading(p) : p)).join('\n');
}

/** `text` with the line breaks its scrape lost put back; a posting with its own lines is left as it is. */
export function restoreScrapedLines(text: string): string {
  return text
    .split('\n')
    .map((line) => restoreLine(line, text))
    .join('\n');
}
