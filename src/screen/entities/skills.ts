/**
 * Skills evidence: every item of the skills sections (looked up in the knowledge base; items it
 * lacks are kept with no id), and knowledge-base skills found in the rest of the CV (experience
 * entries, summary, projects, education), each with where it was found. Explicit durations
 * ("5 years of Java", "React Native – 3 years") are recorded for enrichment.
 */
import { headingKind } from '../../knowledge/lexicons/headings.ts';
import { languageNameIndex } from '../../knowledge/lexicons/human-languages.ts';
import { tokenize } from '../../knowledge/lexicons/lexicon-text.ts';
import { findSkills, lookupSkill } from '../../knowledge/skills/skill-knowledge.ts';
import type { Skill } from '../profile-schema.ts';
import type { Layout, Line, SectionName } from '../layout/layout-types.ts';
import { isBodyLike, plain } from './entry-blocks.ts';

export type SkillSource = Skill['sources'][number];

export interface SkillEvidence {
  id: string | null;
  name: string;
  asWritten: string;
  source: SkillSource;
  /** Index into the experience entries when found in one. */
  entryIndex?: number;
  confidence: number;
  category?: string | null;
  /** Months stated explicitly next to the skill ("3 years"). */
  statedMonths?: number;
}

export const SKILL_RULES = {
  /** Items of a skills list longer than this (words) are prose, not one skill. */
  maxItemWords: 6,
  maxItemChars: 48,
  /** Confidence of a skills-list item the knowledge base does not know. */
  unknownItemConfidence: 0.5,
} as const;

const SOURCE_OF: Partial<Record<SectionName, SkillSource>> = {
  skills: 'skills',
  experience: 'experience',
  summary: 'summary',
  header: 'summary',
  education: 'education',
  projects: 'projects',
  certifications: 'certifications',
  publications: 'other',
  awards: 'other',
  volunteering: 'other',
};

const DURATION = /(\d+(?:[.,]\d+)?)\s*\+?\s*(years?|yrs?|anni|anno|años|año|ans|an|jahre|jahr|anos|ano|months?|mesi|meses|mois|monate)\b/iu;

export function collectSkillEvidence(layout: Layout, entryOfLine: Map<Line, number>): SkillEvidence[] {
  const out: SkillEvidence[] = [];
  for (const section of layout.sections) {
    const source = SOURCE_OF[section.kind];
    if (!source) continue;
    if (section.kind === 'skills') {
      out.push(...skillsSectionItems(section.lines));
      continue;
    }
    // Elsewhere only what the knowledge base knows, with the context rule for ambiguous names.
    const text = section.lines.map(plain).join('\n');
    const lineStarts: number[] = [];
    let offset = 0;
    for (const line of section.lines) {
      lineStarts.push(offset);
      offset += plain(line).length + 1;
    }
    const matches = findSkills(text, { inSkillsSection: false, nearbySkillCount: 0 });
    for (const m of matches) {
      const lineIndex = lastIndexAtMost(lineStarts, m.start);
      const line = section.lines[lineIndex];
      out.push({
        id: m.id,
        name: m.name,
        asWritten: m.asWritten,
        source,
        entryIndex: line ? entryOfLine.get(line) : undefined,
        confidence: m.confidence,
        category: m.category,
      });
    }
  }
  return out;
}

function lastIndexAtMost(starts: number[], value: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Items of a skills section: label cells dropped, lists split, each looked up. */
function skillsSectionItems(lines: Line[]): SkillEvidence[] {
  const out: SkillEvidence[] = [];
  const width = Math.max(1, ...lines.map((l) => l.w));
  for (const line of lines) {
    let cells = line.text.split('\t').map((c) => c.trim()).filter(Boolean);
    if (isLanguageLine(cells)) continue;
    // "Label ⇥ items" (a label column) and "Label: items".
    if (cells.length >= 2 && isLabel(cells[0]!, cells.slice(1).join(' '))) cells = cells.slice(1);
    for (let cell of cells) {
      const colon = /^([^:：]{2,40})[:：]\s*(.+)$/u.exec(cell);
      if (colon && colon[1]!.split(/\s+/).length <= 5) cell = colon[2]!;
      if (isBodyLike({ ...line, text: cell }, width) && cell.split(/\s+/).length > 10) {
        // Prose in a skills section: only what the knowledge base recognizes.
        for (const m of findSkills(cell, { inSkillsSection: true })) {
          out.push({ id: m.id, name: m.name, asWritten: m.asWritten, source: 'skills', confidence: m.confidence * 0.9, category: m.category });
        }
        continue;
      }
      for (const item of splitItems(cell)) out.push(...itemEvidence(item));
    }
  }
  return out;
}

function isLabel(first: string, rest: string): boolean {
  const words = first.split(/\s+/).length;
  return words <= 4 && (/[:：]$/.test(first) || /[,;·•|]/.test(rest) || !lookupSkill(first) || headingKind(first) !== null);
}

function isLanguageLine(cells: string[]): boolean {
  const first = cells[0] ?? '';
  return cells.length >= 2 && headingKind(first) === 'languages' && languageNameIndex().findAll(tokenize(cells.slice(1).join(' '))).length > 0;
}

/** "Java, Python; Git • Docker", "MS Office (Word, Excel)", "JavaScript and TypeScript". */
export function splitItems(text: string): string[] {
  const out: string[] = [];
  // Parenthesized lists become items of their own, the words before them one more item.
  const withLists = text.replace(/([^,;(]*)\(([^()]*[,;/][^()]*)\)/g, (_, head: string, inner: string) => `${head}, ${inner}`);
  for (const raw of withLists.split(/\s*[,;•·|▪◦●]\s*|\s+[/–—-]\s+|\s{2,}/u)) {
    const item = raw.replace(/^[\s*\-–—•·]+|[\s.:]+$/gu, '').trim();
    if (!item) continue;
    // "JavaScript and TypeScript": two skills when both halves are known ones.
    const parts = item.split(/\s+(?:and|&|e|y|et|und|or|o|ou|oder)\s+/i);
    if (parts.length === 2 && parts.every((p) => lookupSkill(p))) out.push(...parts);
    else out.push(item);
  }
  return out;
}

function itemEvidence(item: string): SkillEvidence[] {
  const duration = DURATION.exec(item);
  const statedMonths = duration ? monthsOf(duration) : undefined;
  const name = (duration ? item.replace(DURATION, '') : item).replace(/[\s–—:-]+$/u, '').replace(/\(\s*\)/g, '').trim();
  if (!name || !/\p{L}/u.test(name)) return [];
  const known = lookupSkill(name);
  if (known) {
    return [{ id: known.id, name: known.name, asWritten: name, source: 'skills', confidence: known.confidence, category: known.category, statedMonths }];
  }
  const words = name.split(/\s+/).length;
  if (words > SKILL_RULES.maxItemWords || name.length > SKILL_RULES.maxItemChars) {
    // A long item: keep the known skills inside it.
    return findSkills(name, { inSkillsSection: true }).map((m) => ({
      id: m.id,
      name: m.name,
      asWritten: m.asWritten,
      source: 'skills' as const,
      confidence: m.confidence * 0.9,
      category: m.category,
    }));
  }
  if (/^\d/.test(name) || headingKind(name)) return [];
  return [{ id: null, name, asWritten: name, source: 'skills', confidence: SKILL_RULES.unknownItemConfidence, statedMonths }];
}

function monthsOf(m: RegExpExecArray): number {
  const n = Number(m[1]!.replace(',', '.'));
  return /^(mo|mes|moi|mon)/i.test(m[2]!) ? Math.round(n) : Math.round(n * 12);
}

/** "5 years of Java", "3+ anni di esperienza in SAP": explicit durations anywhere in the CV. */
export function statedDurations(layout: Layout): { text: string; months: number }[] {
  const out: { text: string; months: number }[] = [];
  const re = new RegExp(`${DURATION.source}\\s+(?:of|di|de|d'|en|in|im|mit|em|with|con)?\\s*(?:(?:experience|esperienza|experiencia|expérience|erfahrung|experiência)\\s+(?:in|with|con|en|em|mit|di|de|avec)\\s+)?([^,.;\\n]{2,40})`, 'giu');
  for (const line of layout.lines) {
    for (const m of plain(line).matchAll(re)) {
      out.push({ text: m[3]!, months: monthsOf(m as unknown as RegExpExecArray) });
    }
  }
  return out;
}
