/**
 * Skills as the profile reports them: evidence grouped per skill, experience in months (the
 * union of the periods of the roles where the skill is evidenced, or an explicit "N years"
 * statement when longer), last used, and a saliency in [0, 1] combining where the skill was
 * found, how often, how recently and for how long (weights as data).
 */
import type { Skill } from '../profile-schema.ts';
import type { ExperienceEntry } from '../entities/experience.ts';
import type { SkillEvidence } from '../entities/skill-items.ts';
import { formatMonth, type MonthInterval, periodInterval, unionMonths } from './month-intervals.ts';
import { fold } from '../../knowledge/text/fold.ts';

export const SALIENCY_WEIGHTS = {
  /** Listed in a skills section. */
  skillsSection: 0.3,
  /** Share of work entries that mention it (× this weight). */
  entryShare: 0.3,
  /** Mentioned in the summary or headline. */
  summary: 0.1,
  /** Occurrences beyond the first, each (capped at `frequencyCap`). */
  frequencyStep: 0.04,
  frequencyCap: 0.12,
  /** Used within the last two years of the reference date. */
  recent: 0.1,
  /** Months of use, saturating at `monthsForFull`. */
  months: 0.18,
  monthsForFull: 60,
} as const;

const SOURCE_ORDER: Skill['sources'] = ['skills', 'experience', 'summary', 'projects', 'education', 'certifications', 'other'];

export function buildSkills(
  evidence: SkillEvidence[],
  experience: ExperienceEntry[],
  stated: { text: string; months: number }[],
  referenceMonth: number,
): Skill[] {
  const groups = new Map<string, SkillEvidence[]>();
  for (const e of evidence) {
    const key = e.id ?? `text:${fold(e.name).replace(/[^\p{L}\p{N}+#]+/gu, ' ').trim()}`;
    const list = groups.get(key);
    if (list) list.push(e);
    else groups.set(key, [e]);
  }
  const intervals = experience.map((e) => periodInterval(e, referenceMonth));
  const statements = stated.map((s) => ({ folded: fold(s.text), months: s.months }));
  const workCount = Math.max(1, experience.length);
  const out: Skill[] = [];
  for (const list of groups.values()) {
    const first = list[0]!;
    const entries = new Set(list.map((e) => e.entryIndex).filter((i): i is number => i !== undefined));
    const spans = [...entries].map((i) => intervals[i]).filter((i): i is MonthInterval => !!i);
    let months: number | null = spans.length ? unionMonths(spans) : null;
    const statedMonths = Math.max(0, ...list.map((e) => e.statedMonths ?? 0), ...statedFor(first, statements));
    if (statedMonths > 0) months = Math.max(months ?? 0, statedMonths);
    const lastUsedIndex = spans.length ? Math.max(...spans.map((s) => s.to)) : null;
    const sources = SOURCE_ORDER.filter((s) => list.some((e) => e.source === s));
    const w = SALIENCY_WEIGHTS;
    let saliency = 0;
    if (sources.includes('skills')) saliency += w.skillsSection;
    saliency += w.entryShare * Math.min(1, entries.size / workCount);
    if (sources.includes('summary')) saliency += w.summary;
    saliency += Math.min(w.frequencyCap, w.frequencyStep * (list.length - 1));
    if (lastUsedIndex !== null && referenceMonth - lastUsedIndex <= 24) saliency += w.recent;
    if (months) saliency += w.months * Math.min(1, months / w.monthsForFull);
    const asWritten = [...new Set(list.map((e) => e.asWritten.trim()).filter(Boolean))];
    out.push({
      id: first.id,
      name: first.name,
      asWritten,
      category: first.category ?? null,
      experienceMonths: months,
      lastUsed: lastUsedIndex !== null ? formatMonth(lastUsedIndex) : null,
      saliency: Math.round(Math.min(1, saliency) * 100) / 100,
      sources,
      confidence: Math.round(Math.max(...list.map((e) => e.confidence)) * 100) / 100,
    });
  }
  return out.sort((a, b) => b.saliency - a.saliency || a.name.localeCompare(b.name));
}

/** "5 years of Java": the stated months when the skill's name is in the statement. */
function statedFor(skill: SkillEvidence, stated: { folded: string; months: number }[]): number[] {
  const names = [...new Set([skill.name, skill.asWritten].map((n) => fold(n)))].filter(Boolean);
  return stated.filter((s) => names.some((n) => containsWord(s.folded, n))).map((s) => s.months);
}

function containsWord(text: string, word: string): boolean {
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
    const before = text[i - 1];
    const after = text[i + word.length];
    if ((!before || !/\p{L}/u.test(before)) && (!after || !/\p{L}/u.test(after))) return true;
  }
  return false;
}
