/**
 * Jobs written as sentences, one per line or paragraph, in an experience section without entry
 * headers: "Promoter per l'azienda IFDM in occasione della fiera …, (Aprile 2017).", "Hostess for
 * the tobacco campaign of Camel, February 2018." An item that opens with a role and carries a date
 * is one job: the role as the title, the organisation after "at"/"presso"/"bei"… as the employer.
 * Read only when such items outnumber the entries the date anchors found, so sections laid out
 * with headers are left as they are.
 */
import type { Line } from '../layout/layout-types.ts';
import { findDateRanges, formatDatePoint } from '../../knowledge/dates/date-grammar.ts';
import { roleNounCount } from '../../knowledge/lexicons/roles.ts';
import { cueLinesAll } from '../../knowledge/lexicons/locale-cues.ts';
import { once } from '../../knowledge/text/memo.ts';
import { sectionItems } from './entry-blocks.ts';
import { dateWords } from '../../knowledge/lexicons/date-words.ts';
import { fold } from '../../knowledge/text/fold.ts';
import { phraseAlternatives } from './header-pieces.ts';
import type { WorkExperience } from '../profile-schema.ts';

/** An experience entry (the shape experience.ts gives its entries; declared here so neither imports the other). */
export interface ProseEntry extends WorkExperience {
  evidence: number;
  lines: Line[];
}

export const PROSE_RULES = {
  /** At most this many words open the item before its role ends. */
  maxTitleWords: 5,
  /** At least this many items must read as jobs. */
  minItems: 2,
} as const;

// Words that end the role phrase: the employer-at words, and the prepositions a sentence goes on with.
const ROLE_END = once(() => {
  const words = [...cueLinesAll('employer-at'), 'per', 'for', 'pour', 'para', 'für', 'in', 'di', 'de', 'du', 'del', 'della', 'da', 'do', 'with', 'con', 'avec', 'mit', 'com'];
  const alternatives = phraseAlternatives(words);
  return new RegExp(`\\s(?:${alternatives.join('|')})(?=\\s|['’])|[,.;:(–—]`, 'iu');
});

const EMPLOYER_AT = once(() => {
  const alternatives = phraseAlternatives(cueLinesAll('employer-at'));
  // The name: capitalized words, with the particles and legal forms names carry ("Studio di Rossi & Figli S.r.l.").
  const word = "\\p{Lu}[\\p{L}\\d&.'’-]*";
  return new RegExp(`\\s(?:${alternatives.join('|')})\\s+(${word}(?:\\s+(?:${word}|&|di|de|da|del|della|do|dos|du|des|la|le|y|e|und|of))*)`, 'u');
});

// "Worked with Acme as Sales Promoter …", "Ho lavorato presso Bar Roma come cameriera …": the
// locales' worked-for words open the sentence, the employer follows, the role after role-as.
const WORKED_FOR = once(() => new RegExp(`^(?:${phraseAlternatives(cueLinesAll('worked-for')).join('|')})\\s+`, 'iu'));
const ROLE_AS = once(() => new RegExp(`\\s(?:${phraseAlternatives(cueLinesAll('role-as')).join('|')})\\s+`, 'giu'));
const NAME_JOINERS = /^(?:&|and|of|di|de|da|del|della|do|dos|du|des|la|le|y|e|et|und|von|der|für)$/iu;

export const NARRATIVE_RULES = {
  /** The employer's name has at most this many words. */
  maxEmployerWords: 8,
  /** The role has at most this many words. */
  maxTitleWords: 6,
} as const;

/**
 * A job written as a sentence that opens with a worked-for phrase: "Worked with Vodafone as Sales
 * Promoter, promoted as Retail Sales Executive in 2007" → employer "Vodafone", title the last role
 * named ("Retail Sales Executive"). Null when the text does not read so.
 */
export function narrativeJob(text: string): { title: string; employer: string } | null {
  const clean = text.replace(/^[•·▪◦●○■►▶➢➤✓✔*\-–—‣⁃]\s*/u, '').trim();
  const open = WORKED_FOR().exec(clean);
  if (!open) return null;
  const rest = clean.slice(open[0].length);
  const asMatches = [...rest.matchAll(ROLE_AS())];
  const first = asMatches[0];
  const last = asMatches[asMatches.length - 1];
  if (!first || !last) return null;
  const employer = rest.slice(0, first.index).replace(/[,;:]\s*$/u, '').trim();
  const employerWords = employer.split(/\s+/);
  if (!/^[\p{Lu}\d]/u.test(employer) || employerWords.length > NARRATIVE_RULES.maxEmployerWords) return null;
  const stops = new Set([...dateWords().since, ...dateWords().separators, ...dateWords().present]);
  const words: string[] = [];
  for (const word of rest.slice((last.index ?? 0) + last[0].length).split(/\s+/)) {
    const bare = word.replace(/[,.;:)]+$/u, '');
    if (!bare || /^[\d(]/u.test(bare) || stops.has(fold(bare))) break;
    // A lower-case word other than a joining one ends the role, unless it opens it or names a role ("come cameriera").
    if (words.length && /^\p{Ll}/u.test(bare) && !NAME_JOINERS.test(bare) && !roleNounCount(bare)) break;
    words.push(bare);
    if (bare !== word || words.length >= NARRATIVE_RULES.maxTitleWords) break;
  }
  while (words.length && NAME_JOINERS.test(words[words.length - 1]!)) words.pop();
  const title = words.join(' ');
  return title ? { title, employer } : null;
}

/**
 * "Ingénieur logiciel – Transports Garonne (05.2023 – 10.2026)", "Sales Assistant — Brightwater
 * Ltd, 2019 - 2021": a list item of one line whose role ends at a dash names the employer right
 * after it, up to the bracket, comma or date that closes it: a capitalized name of a few words.
 */
function employerAfterDash(text: string, roleEnd: number, dateAt: number): string | null {
  const dash = /^\s*[–—]\s+|^\s+-\s+/u.exec(text.slice(roleEnd));
  if (!dash) return null;
  const from = roleEnd + dash[0].length;
  if (dateAt <= from) return null;
  const name = text.slice(from, dateAt).split(/\s*[(,;]\s*|\s+[–—-]\s+/u)[0]!.trim();
  if (!/^[\p{Lu}\d]/u.test(name) || name.split(/\s+/).length > NARRATIVE_RULES.maxEmployerWords) return null;
  return name;
}

/** "Chef de projet – Transports Garonne (…)": the role before a spaced dash, when it names one. */
function dashedRole(text: string): { end: number } | null {
  const dash = /\s[–—]\s/u.exec(text);
  if (!dash) return null;
  const role = text.slice(0, dash.index).trim();
  if (!role || role.split(/\s+/).length > PROSE_RULES.maxTitleWords || !roleNounCount(role)) return null;
  return { end: dash.index + 1 };
}

/** The jobs of a section written as sentences, or [] when the section does not read so. */
export function proseEntries(lines: Line[], anchoredEntries: number, headerLines: ReadonlySet<Line> = new Set()): ProseEntry[] {
  const out: ProseEntry[] = [];
  for (const item of sectionItems(lines)) {
    if (headerLines.has(item.line)) continue;
    const text = item.text.trim();
    if (!/^\p{Lu}/u.test(text)) continue;
    // "Worked at Acme as Logistics Clerk from 2015 to 2018.": employer and role in the sentence.
    const narrative = narrativeJob(text);
    const dashed = narrative ? null : dashedRole(text);
    const end = dashed ? { index: dashed.end } : ROLE_END().exec(text);
    const title = narrative?.title ?? (end ? text.slice(0, end.index) : text).trim();
    if (!narrative && (!title || title.split(/\s+/).length > PROSE_RULES.maxTitleWords || !roleNounCount(title))) continue;
    const range = findDateRanges(text)[0];
    if (!range?.start) continue;
    const employer =
      narrative?.employer ??
      EMPLOYER_AT().exec(text)?.[1]?.replace(/(?:\s+(?:&|di|de|da|del|della|do|dos|du|des|la|le|y|e|und|of))+$/u, '').trim() ??
      (end && !narrative ? employerAfterDash(text, end.index, range.index) : null);
    out.push({
      title,
      employer,
      location: null,
      start: formatDatePoint(range.start),
      end: range.current ? null : formatDatePoint(range.end ?? range.start),
      current: range.current,
      description: text,
      evidence: 0.4,
      lines: [item.line],
    });
  }
  return out.length >= PROSE_RULES.minItems && out.length > anchoredEntries ? out : [];
}
