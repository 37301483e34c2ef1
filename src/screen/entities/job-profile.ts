/**
 * Job profile: the headline title written under the name (or else the most recent role's title),
 * the summary section, and the occupation the title maps to in the knowledge base.
 */
import { headingKind } from '../../knowledge/lexicons/headings.ts';
import { roleNounCount } from '../../knowledge/lexicons/roles.ts';
import { matchOccupation } from '../../knowledge/occupations/occupation-knowledge.ts';
import type { Layout } from '../layout/layout-types.ts';
import { findDateRanges } from './date-grammar.ts';
import { plain } from './entry-blocks.ts';
import type { ExperienceEntry } from './experience.ts';

export const JOB_PROFILE_RULES = {
  /** The headline is looked for in this many first lines of the header. */
  headerLines: 8,
  maxHeadlineWords: 14,
  maxSummaryChars: 2000,
} as const;

// Small words a job title may contain in lower case ("Ingeniero de software", "Head of sales").
const TITLE_PARTICLES = new Set(['and', 'of', 'for', 'the', 'in', 'de', 'di', 'da', 'do', 'del', 'della', 'des', 'du', 'et', 'e', 'y', 'und', 'für', 'em', 'en', 'con', 'with', 'per', 'para', 'software', 'senior', 'junior']);
const CONTACT = /@|https?:|www\.|\+?\d[\d\s().-]{6,}|linkedin|github/i;
const TITLE_LABEL = /^(?:title|position|job title|current position|desired position|profession|occupation|posizione|ruolo|professione|puesto|cargo|profesi[oó]n|poste|position actuelle|m[ée]tier|beruf|berufsbezeichnung|funktion|cargo atual|profiss[aã]o|求职意向)\s*[:：]\s*/i;

export interface JobProfileDraft {
  title: string | null;
  headline: string | null;
  summary: string | null;
  occupation: { id: string; name: string } | null;
}

export function extractJobProfile(layout: Layout, experience: ExperienceEntry[], name: string | null): JobProfileDraft {
  const headline = findHeadline(layout, name);
  const recent = mostRecent(experience);
  const summary = layout.sections
    .filter((s) => s.kind === 'summary')
    .map((s) => s.lines.map(plain).join(' '))
    .join('\n')
    .trim()
    .slice(0, JOB_PROFILE_RULES.maxSummaryChars);
  const title = headline ?? recent?.title ?? titleFromSummary(summary || null);
  const occ = title ? matchOccupation(title) : null;
  return { title, headline, summary: summary || null, occupation: occ ? { id: occ.id, name: occ.name } : null };
}

function findHeadline(layout: Layout, name: string | null): string | null {
  // "Beruf ⇥ Entwicklungsingenieur", "Position: …" among the personal details.
  for (const section of layout.sections.filter((s) => s.kind === 'header' || s.kind === 'contact')) {
    for (const line of section.lines) {
      const cells = line.text.split('\t').map((c) => c.trim());
      if (cells.length >= 2 && TITLE_LABEL.test(`${cells[0]}:`) && cells[1] && !CONTACT.test(cells[1])) return cells[1];
    }
  }
  const header = layout.sections.find((s) => s.kind === 'header');
  const lines = (header?.lines ?? []).slice(0, JOB_PROFILE_RULES.headerLines);
  for (const line of lines) {
    for (const cell of line.text.split('\t')) {
      let text = cell.trim();
      const labelled = TITLE_LABEL.test(text);
      text = text.replace(TITLE_LABEL, '');
      if (!text || CONTACT.test(text) || headingKind(text) || findDateRanges(text).length) continue;
      if (name && text.toLowerCase().includes(name.toLowerCase())) continue;
      const words = text.split(/\s+/);
      if (words.length > JOB_PROFILE_RULES.maxHeadlineWords || /[.!?,]$/.test(text)) continue;
      // A sentence about the candidate is a summary, not a headline.
      const lower = words.filter((w) => /^\p{Ll}{3,}/u.test(w) && !TITLE_PARTICLES.has(w.toLowerCase())).length;
      if (lower >= 3) continue;
      const occ = matchOccupation(text);
      if (labelled || roleNounCount(text) > 0 || (occ && occ.score >= 0.8)) return text;
    }
  }
  return null;
}

/** The latest role; among roles ending together, one whose title names a role. */
function mostRecent(entries: ExperienceEntry[]): ExperienceEntry | null {
  let best: ExperienceEntry | null = null;
  const key = (e: ExperienceEntry) => `${e.current ? '9999' : (e.end ?? e.start ?? '')}|${roleNounCount(e.title ?? '') > 0 ? 1 : 0}`;
  for (const e of entries) if (e.title && (!best || key(e) > key(best))) best = e;
  return best;
}

/** "Backend-focused MERN Stack Developer with hands-on experience…" → the role phrase opening a summary. */
function titleFromSummary(summary: string | null): string | null {
  if (!summary) return null;
  const sentence = summary.split(/[.!?]\s/)[0] ?? '';
  const words = sentence.split(/\s+/).slice(0, 12);
  for (let i = 0; i < words.length; i++) {
    if (!roleNounCount(words[i]!)) continue;
    let from = i;
    while (from > 0 && i - from < 4 && /^[\p{Lu}\d]/u.test(words[from - 1]!)) from--;
    if (from === i && !/^\p{Lu}/u.test(words[i]!)) return null;
    return words.slice(from, i + 1).join(' ').replace(/[,;:]$/, '');
  }
  return null;
}
