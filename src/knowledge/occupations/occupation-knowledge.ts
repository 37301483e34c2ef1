/**
 * The occupations knowledge base as callers use it: a job title as written (any of the six
 * languages, with or without seniority words and employer) to an occupation and its family.
 */
import type { LabelLanguage } from '../skills/skill-types.ts';
import { bagKey, getOccupationCatalog, type IndexedTitle, type OccupationCatalog } from './occupation-catalog.ts';
import type { OccupationEntry, OccupationFamily, OccupationMatch } from './occupation-types.ts';
import { titleWords } from './title-normalize.ts';

export type { OccupationEntry, OccupationFamily, OccupationMatch } from './occupation-types.ts';

export const TITLE_MATCHING = {
  /** Below this a title is no known occupation. */
  minScore: 0.5,
  /** Weight of a title word no known title uses (a technology, an employer, a typo). */
  unknownWordWeight: 0.6,
  /** Longer texts are not titles: only their first words are compared. */
  maxWords: 12,
} as const;

/**
 * Where a written title usually carries more than the title: "Senior Engineer at Acme",
 * "Chef de partie | Hotel X", "Sviluppatore presso Y", "Entwickler bei Z", "Ingénieur chez W".
 */
const SEGMENT_BREAKS = /\s+(?:at|@|presso|bei|chez|para)\s+|\s*[|•·,;:()[\]–—]\s*|\s+-\s+/i;

/**
 * Rarity-weighted overlap (Dice) of the written title and a known title, scaled by the share of
 * the known title's words that were written: "Curriculum vitae" shares a rare word with
 * "curriculum specialist" but only half of it.
 */
function scoreTitle(words: string[], title: IndexedTitle, catalog: OccupationCatalog): number {
  const own = new Set(title.words);
  let matched = 0;
  let matchedCount = 0;
  let queryWeight = 0;
  for (const w of words) {
    const idf = catalog.idf.get(w);
    queryWeight += idf ?? TITLE_MATCHING.unknownWordWeight;
    if (own.has(w)) {
      matched += idf ?? 0;
      matchedCount++;
    }
  }
  return ((2 * matched) / (queryWeight + title.weight)) * (matchedCount / own.size);
}

function bestFor(words: string[], catalog: OccupationCatalog): { title: IndexedTitle; score: number } | null {
  if (!words.length) return null;
  const exact = catalog.exact.get(bagKey(words));
  if (exact?.length) return { title: exact[0]!, score: 1 };
  const seen = new Set<IndexedTitle>();
  let best: { title: IndexedTitle; score: number } | null = null;
  for (const w of new Set(words)) {
    for (const title of catalog.byWord.get(w) ?? []) {
      if (seen.has(title)) continue;
      seen.add(title);
      const score = scoreTitle([...new Set(words)], title, catalog);
      if (
        !best ||
        score > best.score + 1e-9 ||
        (Math.abs(score - best.score) <= 1e-9 && title.words.length < best.title.words.length)
      ) {
        best = { title, score };
      }
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
    const words = titleWords(segment, catalog.vocabulary, catalog.canonical).slice(0, TITLE_MATCHING.maxWords);
    const found = bestFor(words, catalog);
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
