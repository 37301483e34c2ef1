/**
 * Step 2 of reading a job description: its title — a labelled line ("Job title:", "Posizione:",
 * "Stelle:"…), else the first line when it looks like one, else the role named in running text
 * ("we are looking for a …") — and the occupation its role part names.
 */
import { matchOccupation } from '../../knowledge/occupations/occupation-knowledge.ts';
import type { JobClause } from './job-sections.ts';
import { jobCues, type ScoringWeights } from './match-lexicon.ts';
import type { OccupationRef } from '../match-types.ts';
import { sameLengthFold } from './text-terms.ts';
import { foldKey } from '../../knowledge/text/fold.ts';

const MAX_TITLE_WORDS = 14;
const MAX_TITLE_CHARS = 160;
/** Separators between a title's role and its qualifiers ("Chef Manager – Corporate Dining"). */
const TITLE_SEGMENTS = /\s+(?:with|con|mit|avec|com)\s+|\s+[–—-]\s+|\s*[|•·(:[]\s*|,\s+|\s+\/\s+/;

export function labelledValue(line: string, labels: string[]): string | null {
  const colon = line.indexOf(':');
  if (colon <= 0) return null;
  const head = foldKey(line.slice(0, colon));
  if (!labels.includes(head)) return null;
  const value = line.slice(colon + 1).trim();
  return value || null;
}

/** `text` without a leading phrase of `phrases` (folded, longest first) and the space after it; else `text`. */
function skipLeads(text: string, phrases: string[]): string {
  const start = text.length - text.trimStart().length;
  const folded = sameLengthFold(text);
  for (const p of phrases) {
    const at = folded.slice(start);
    if (at.startsWith(p) && /^(?:[^\p{L}\p{N}]|$)/u.test(at.slice(p.length))) return text.slice(start + p.length).replace(/^[\s,]+/u, '');
  }
  return text;
}

/** "We are looking for a Senior Java Developer to join…" → "Senior Java Developer". */
function seekingTitle(line: string): string | null {
  const folded = sameLengthFold(line);
  for (const phrase of jobCues().seeking) {
    const re = new RegExp(`(?:^|[^\\p{L}\\p{N}])${phrase.split(' ').join("[^\\p{L}\\p{N}]+")}[^\\p{L}\\p{N}]+`, 'u');
    const m = re.exec(folded);
    if (!m) continue;
    let rest = skipLeads(line.slice(m.index + m[0].length), jobCues().seekingFillers);
    // "Wir suchen Dich als Elektroniker", "buscamos una persona con experiencia": the person sought
    // is no title; the role written after it is.
    const person = skipLeads(rest, jobCues().seekingPersons);
    if (person !== rest) {
      const role = skipLeads(person, jobCues().roleLeads);
      if (role === person) return null;
      rest = role;
    }
    rest = rest.replace(/^(?:an?|un[ae']?|una|uno|ein(?:e|en)?|um|uma|o|a|el|la|le|il|lo|der|die|den)\s+/i, '');
    const cut = rest.split(/[,.;:!?()]|\s(?:to|who|with|for|che|per|con|que|para|pour|qui|avec|der|die|mit|für|um|de|da|in|im|à|a)\s/i)[0]!.trim();
    const words = cut.split(/\s+/).filter(Boolean);
    if (words.length >= 1 && words.length <= 6) return cut;
  }
  return null;
}

function looksLikeTitle(line: string): boolean {
  if (line.trim().length > MAX_TITLE_CHARS) return false;
  const words = line.trim().split(/\s+/);
  return words.length <= MAX_TITLE_WORDS && !/[.!?]$/.test(line.trim()) && /\p{L}/u.test(line);
}

export function findTitle(lines: string[], clauses: JobClause[]): { title: string | null; line: number | null } {
  const cues = jobCues();
  for (let i = 0; i < lines.length && i < 40; i++) {
    const v = labelledValue(lines[i]!, cues.titleLabels);
    if (v && looksLikeTitle(v)) return { title: v, line: i };
  }
  const first = clauses[0];
  if (first && first.section === 'intro' && !first.bullet && looksLikeTitle(lines[first.line]!)) {
    return { title: lines[first.line]!.trim(), line: first.line };
  }
  for (const c of clauses.slice(0, 15)) {
    const t = seekingTitle(c.text);
    if (t) return { title: t, line: null };
  }
  return { title: null, line: null };
}

/** The role part of a title: what precedes qualifiers ("Consultant, Risk Advisory" → "Consultant"). */
export function roleSegment(title: string): string {
  const first = title.split(TITLE_SEGMENTS)[0]!.trim();
  return first || title;
}

/**
 * The occupation of the role part only: the qualifiers after it ("– Test & Validation Lab",
 * "(Part-Time, After-School)") name places and conditions, and matched alone they mislead.
 */
export function occupationOf(title: string | null, weights: ScoringWeights): OccupationRef | null {
  if (!title) return null;
  const m = matchOccupation(roleSegment(title));
  if (!m || m.score < weights.title.minJobOccupationScore) return null;
  return { id: m.id, name: m.name, family: m.family, score: m.score };
}

