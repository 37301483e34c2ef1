/**
 * The occupations knowledge base as callers use it: a job title as written (any of the six
 * languages, with or without seniority words and employer) to an occupation and its family.
 */
import type { LabelLanguage } from '../skills/skill-types.ts';
import { bagKey, getOccupationCatalog, type IndexedTitle, MIN_HEADNESS, type OccupationCatalog, writtenTitle } from './occupation-catalog.ts';
import type { OccupationEntry, OccupationFamily, OccupationMatch } from './occupation-types.ts';
import type { TitleWord } from './title-normalize.ts';

export type { OccupationEntry, OccupationFamily, OccupationMatch } from './occupation-types.ts';

export const TITLE_MATCHING = {
  /** Below this a title is no known occupation. */
  minScore: 0.5,
  /** Weight of a title word no known title uses (a technology, an employer, a typo). */
  unknownWordWeight: 0.6,
  /** Longer texts are not titles: only their first words are compared. */
  maxWords: 12,
  /**
   * What a written word the known title lacks costs, as a share of its weight: a qualifier
   * ("Commercial" credit analyst, "Java" backend engineer) costs little, a role word
   * ("Chef" manager) nearly all: the share grows with the word's headness.
   */
  qualifierCost: 0.35,
  /** The known title's words are not written next to each other ("Java … engineer"). */
  scatteredFactor: 0.9,
  /** No word of the written title names a role: the bare word overlap is trusted less. */
  headlessFactor: 0.8,
} as const;

/**
 * Where a written title usually carries more than the title: "Senior Engineer at Acme",
 * "Chef de partie | Hotel X", "Sviluppatore presso Y", "Entwickler bei Z", "Ingénieur chez W",
 * "Java engineer with Kubernetes".
 */
const SEGMENT_BREAKS = /\s+(?:at|@|presso|bei|chez|para|with|con|mit|avec|com)\s+|\s*[|•·,;:()[\]–—]\s*|\s+-\s+/i;

/**
 * Score of a known title for a written one: a rarity-weighted overlap (Dice) where written words
 * the title lacks cost by their headness, scaled by the share of the title's words that were
 * written ("Curriculum vitae" shares a rare word with "curriculum specialist", but only half of
 * it) and by whether they were written together.
 */
function scoreTitle(written: TitleWord[], title: IndexedTitle, catalog: OccupationCatalog): number {
  const own = new Set(title.words);
  let matched = 0;
  let matchedCount = 0;
  let extra = 0;
  let first = -1;
  let last = -1;
  const seen = new Set<string>();
  written.forEach((w, i) => {
    if (seen.has(w.word)) return;
    seen.add(w.word);
    const idf = catalog.idf.get(w.word);
    if (own.has(w.word)) {
      matched += idf ?? 0;
      matchedCount++;
      if (first < 0) first = i;
      last = i;
    } else {
      const headness = catalog.headness.get(w.word) ?? 0;
      const cost = TITLE_MATCHING.qualifierCost + (1 - TITLE_MATCHING.qualifierCost) * headness;
      extra += (idf ?? TITLE_MATCHING.unknownWordWeight) * cost;
    }
  });
  if (!matchedCount) return 0;
  let missing = 0;
  for (const w of own) if (!seen.has(w)) missing += catalog.idf.get(w) ?? 0;
  const dice = (2 * matched) / (2 * matched + extra + missing);
  const together = last - first + 1 === matchedCount ? 1 : TITLE_MATCHING.scatteredFactor;
  return dice * (matchedCount / own.size) * together;
}

/** Candidate heads of a written title, most role-like first (later words on a tie). */
function headsOf(written: TitleWord[], catalog: OccupationCatalog): string[] {
  // Words after a connective complement the role ("Director of NURSING"): never its head.
  const cut = written.findIndex((w, i) => i > 0 && w.afterConnective);
  const pool = cut > 0 ? written.slice(0, cut) : written;
  return pool
    .map((w, i) => ({ word: w.word, i, h: catalog.headness.get(w.word) ?? 0 }))
    .filter((x) => x.h >= MIN_HEADNESS)
    .sort((a, b) => b.h - a.h || b.i - a.i)
    .map((x) => x.word)
    .filter((w, k, all) => all.indexOf(w) === k);
}

function bestFor(written: TitleWord[], catalog: OccupationCatalog): { title: IndexedTitle; score: number } | null {
  const words = [...new Set(written.map((w) => w.word))];
  if (!words.length) return null;
  const exact = catalog.exact.get(bagKey(words));
  if (exact?.length) return { title: exact[0]!, score: 1 };
  const better = (a: { title: IndexedTitle; score: number } | null, title: IndexedTitle, score: number) =>
    !a || score > a.score + 1e-9 || (Math.abs(score - a.score) <= 1e-9 && title.words.length < a.title.words.length);
  // The role named by the written title must be the known title's role, both ways: a
  // "Claim Representative" is no "General contractor", a "Credit Analyst" no "Credit manager".
  const heads = headsOf(written, catalog);
  for (const head of heads) {
    let best: { title: IndexedTitle; score: number } | null = null;
    for (const title of catalog.byWord.get(head) ?? []) {
      if (title.head === null || !words.includes(title.head)) continue;
      const score = scoreTitle(written, title, catalog);
      if (better(best, title, score)) best = { title, score };
    }
    if (best && best.score >= TITLE_MATCHING.minScore) return best;
  }
  if (heads.length) return null;
  // No word is known as a role: the plain overlap, trusted less, and only when every word is
  // known (an unknown word may be the role itself: "Chief Happiness Wizard").
  if (words.some((w) => !catalog.vocabulary.has(w))) return null;
  let best: { title: IndexedTitle; score: number } | null = null;
  const seen = new Set<IndexedTitle>();
  for (const w of words) {
    for (const title of catalog.byWord.get(w) ?? []) {
      if (seen.has(title)) continue;
      seen.add(title);
      const score = scoreTitle(written, title, catalog) * TITLE_MATCHING.headlessFactor;
      if (better(best, title, score)) best = { title, score };
    }
  }
  return best;
}

/** The occupation a written job title names, or null when no known title is close enough. */
export function matchOccupation(titleText: string, catalog = getOccupationCatalog()): OccupationMatch | null {
  const text = titleText.slice(0, 300);
  const segments = [text, ...text.split(SEGMENT_BREAKS)].map((s) => s?.trim()).filter(Boolean) as string[];
  let best: { title: IndexedTitle; score: number } | null = null;
  for (const segment of new Set(segments)) {
    const written = writtenTitle(segment, catalog).slice(0, TITLE_MATCHING.maxWords);
    const found = bestFor(written, catalog);
    if (found && (!best || found.score > best.score)) best = found;
    if (best?.score === 1) break;
  }
  if (!best || best.score < TITLE_MATCHING.minScore) return null;
  const o = best.title.occupation;
  return {
    id: o.id,
    name: o.name,
    family: o.family,
    score: Math.round(best.score * 1000) / 1000,
    matchedTitle: best.title.title,
    lang: best.title.lang,
  };
}

export function occupationById(id: string, catalog = getOccupationCatalog()): OccupationEntry | undefined {
  return catalog.byId.get(id);
}

/** Title variants of an occupation per language (English first is the canonical title). */
export function occupationTitles(id: string, catalog = getOccupationCatalog()): Partial<Record<LabelLanguage, string[]>> {
  return catalog.byId.get(id)?.titles ?? {};
}

export function occupationFamilies(catalog = getOccupationCatalog()): readonly OccupationFamily[] {
  return catalog.families;
}

export function occupationsInFamily(family: string, catalog = getOccupationCatalog()): OccupationEntry[] {
  return catalog.occupations.filter((o) => o.family === family);
}

export function allOccupations(catalog = getOccupationCatalog()): readonly OccupationEntry[] {
  return catalog.occupations;
}
