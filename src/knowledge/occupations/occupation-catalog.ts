/**
 * Loads the occupations knowledge base (`dataset/*.occupations`, `dataset/families.txt`, then the ESCO
 * extension when one was imported) and indexes every title variant as a bag of words weighted by
 * rarity, so "Software" counts more than "Engineer" when titles are compared.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultExtensionPath, readExtensionRecords } from '../esco/extension-store.ts';
import type { LabelLanguage } from '../skills/skill-types.ts';
import { parseFamilies, parseOccupationFile } from './occupation-data-parser.ts';
import type { OccupationEntry, OccupationFamily } from './occupation-types.ts';
import { canonicalForms, rawTitleWords, titleWords } from './title-normalize.ts';

export const OCCUPATION_DATA_DIR = fileURLToPath(new URL('./dataset/', import.meta.url));

export interface IndexedTitle {
  occupation: OccupationEntry;
  title: string;
  lang: LabelLanguage;
  words: string[];
  weight: number;
}

export interface OccupationCatalog {
  readonly occupations: readonly OccupationEntry[];
  readonly byId: ReadonlyMap<string, OccupationEntry>;
  readonly families: readonly OccupationFamily[];
  readonly titles: readonly IndexedTitle[];
  /** Sorted word bag → titles with exactly these words. */
  readonly exact: ReadonlyMap<string, IndexedTitle[]>;
  /** Word → titles containing it. */
  readonly byWord: ReadonlyMap<string, IndexedTitle[]>;
  readonly vocabulary: ReadonlySet<string>;
  /** Feminine/plural known words → the known word they fold onto. */
  readonly canonical: ReadonlyMap<string, string>;
  /** Inverse document frequency of each word over all titles. */
  readonly idf: ReadonlyMap<string, number>;
  readonly problems: readonly string[];
}

export interface OccupationCatalogOptions {
  dataDir?: string;
  extensionPaths?: string[];
}

export function bagKey(words: string[]): string {
  return [...new Set(words)].sort().join(' ');
}

export function loadOccupationCatalog(options: OccupationCatalogOptions = {}): OccupationCatalog {
  const dataDir = options.dataDir ?? OCCUPATION_DATA_DIR;
  const problems: string[] = [];
  const families = parseFamilies(readFileSync(`${dataDir}/families.txt`, 'utf8'));
  const familyIds = new Set(families.map((f) => f.id));
  const occupations: OccupationEntry[] = [];
  const byId = new Map<string, OccupationEntry>();
  const add = (o: OccupationEntry, where: string) => {
    if (byId.has(o.id)) {
      problems.push(`${where}: duplicate occupation id ${o.id}`);
      return;
    }
    if (!familyIds.has(o.family)) problems.push(`${where}: unknown family ${o.family} of ${o.id}`);
    byId.set(o.id, o);
    occupations.push(o);
  };
  for (const file of readdirSync(dataDir)
    .filter((f) => f.endsWith('.occupations'))
    .sort()) {
    const parsed = parseOccupationFile(readFileSync(`${dataDir}/${file}`, 'utf8'), file);
    problems.push(...parsed.problems);
    for (const o of parsed.occupations) add(o, file);
  }
  for (const path of options.extensionPaths ?? [defaultExtensionPath()]) {
    if (!existsSync(path)) continue;
    for (const r of readExtensionRecords(path)) {
      if (r.kind !== 'occupation' || byId.has(r.id)) continue;
      const titles = { ...r.titles, en: [r.name, ...(r.titles.en ?? []).filter((t) => t !== r.name)] };
      add({ id: r.id, name: r.name, family: r.family, titles, skills: r.skills, escoUri: r.escoUri }, path);
    }
  }

  // First pass: the vocabulary of raw title words, so folding in the second pass has a target.
  const vocabulary = new Set<string>();
  for (const o of occupations)
    for (const list of Object.values(o.titles)) for (const t of list ?? []) for (const w of rawTitleWords(t)) vocabulary.add(w);

  const canonical = canonicalForms(vocabulary);
  const titles: IndexedTitle[] = [];
  // Rarity is counted over occupations, not title variants: "devops" is rare even though
  // its one occupation spells it in six languages; "engineer" is common.
  const df = new Map<string, number>();
  for (const o of occupations) {
    const seen = new Set<string>();
    for (const [lang, list] of Object.entries(o.titles) as Array<[LabelLanguage, string[]]>) {
      for (const title of list) {
        const words = [...new Set(titleWords(title, vocabulary, canonical))];
        if (!words.length) continue;
        titles.push({ occupation: o, title, lang, words, weight: 0 });
        for (const w of words) seen.add(w);
      }
    }
    for (const w of seen) df.set(w, (df.get(w) ?? 0) + 1);
  }
  const idf = new Map<string, number>();
  for (const [w, n] of df) idf.set(w, Math.log(1 + occupations.length / n));
  const exact = new Map<string, IndexedTitle[]>();
  const byWord = new Map<string, IndexedTitle[]>();
  for (const t of titles) {
    t.weight = t.words.reduce((s, w) => s + idf.get(w)!, 0);
    const key = bagKey(t.words);
    (exact.get(key) ?? exact.set(key, []).get(key)!).push(t);
    for (const w of t.words) (byWord.get(w) ?? byWord.set(w, []).get(w)!).push(t);
  }
  return { occupations, byId, families, titles, exact, byWord, vocabulary, canonical, idf, problems };
}

let cached: OccupationCatalog | undefined;

export function getOccupationCatalog(): OccupationCatalog {
  cached ??= loadOccupationCatalog();
  return cached;
}

export function resetOccupationCatalog(): void {
  cached = undefined;
}
