/**
 * Loads the occupations knowledge base (`dataset/*.occupations`, `dataset/families.txt`, then the ESCO
 * extension when one was imported) and indexes every title variant as a bag of words weighted by
 * rarity, so "Software" counts more than "Engineer" when titles are compared, with its head: the
 * word that names the role ("analyst" in "credit analyst", "jefe" in "jefe de cocina").
 *
 * Heads come from word order: English and German titles end with their head ("credit analyst",
 * "Softwareentwickler") unless a connective follows it ("director of nursing"); Italian, Spanish,
 * French and Portuguese ones start with it ("analista di credito"), except the English titles
 * these languages borrow ("DevOps engineer"). Over all titles, each word gets a headness: the
 * share of the titles using it where it is the head. Written titles, whose language is unknown,
 * find their head through it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultExtensionPath, readExtensionRecords } from '../esco/extension-store.ts';
import type { LabelLanguage } from '../skills/skill-types.ts';
import { parseFamilies, parseOccupationFile } from './occupation-data-parser.ts';
import type { OccupationEntry, OccupationFamily } from './occupation-types.ts';
import { canonicalForms, rawTitleWords, type TitleWord, titleModifiers, titleStructure } from './title-normalize.ts';

export const OCCUPATION_DATA_DIR = fileURLToPath(new URL('./dataset/', import.meta.url));

export interface IndexedTitle {
  occupation: OccupationEntry;
  title: string;
  lang: LabelLanguage;
  /** Words of the title, modifiers left out unless one is the head. */
  words: string[];
  /** The word naming the role; null when the title has no word. */
  head: string | null;
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
  /** 0..1: how often a word is the head of the titles that use it. */
  readonly headness: ReadonlyMap<string, number>;
  /** Level words that are also roles ("principal" of "school principal", "contractor"). */
  readonly roles: ReadonlySet<string>;
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
  for (const path of options.extensionPaths ?? [defaultExtensionPath()].filter((p) => p !== null)) {
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
  const parsed: Array<{ occupation: OccupationEntry; title: string; lang: LabelLanguage; structure: TitleWord[]; head: number }> = [];
  for (const o of occupations) {
    for (const [lang, list] of Object.entries(o.titles) as Array<[LabelLanguage, string[]]>) {
      for (const title of list) {
        const structure = titleStructure(title, vocabulary, canonical);
        if (structure.length) parsed.push({ occupation: o, title, lang, structure, head: -1 });
      }
    }
  }
  // Heads: English and German titles first, whose order is certain; their counts tell which
  // titles of the other languages are borrowed English ones.
  const headCount = new Map<string, number>();
  const otherCount = new Map<string, number>();
  const count = (p: (typeof parsed)[number]) => {
    p.structure.forEach((w, i) => {
      const map = i === p.head ? headCount : otherCount;
      map.set(w.word, (map.get(w.word) ?? 0) + 1);
    });
  };
  const germanic = (lang: LabelLanguage) => lang === 'en' || lang === 'de';
  for (const p of parsed) {
    if (!germanic(p.lang)) continue;
    p.head = endHead(p.structure);
    count(p);
  }
  const englishHeadness = new Map<string, number>();
  for (const w of new Set([...headCount.keys(), ...otherCount.keys()])) englishHeadness.set(w, headRatio(headCount.get(w) ?? 0, otherCount.get(w) ?? 0));
  for (const p of parsed) {
    if (germanic(p.lang)) continue;
    p.head = 0;
    const s = p.structure;
    if (s.length >= 2 && !s.some((w) => w.afterConnective)) {
      const first = englishHeadness.get(s[0]!.word);
      const last = englishHeadness.get(s[s.length - 1]!.word);
      if (first !== undefined && last !== undefined && last >= 0.6 && first < 0.4) p.head = s.length - 1;
    }
    count(p);
  }
  const headness = new Map<string, number>();
  for (const w of new Set([...headCount.keys(), ...otherCount.keys()])) headness.set(w, headRatio(headCount.get(w) ?? 0, otherCount.get(w) ?? 0));
  const modifiers = titleModifiers();
  const roles = new Set<string>();
  for (const p of parsed) {
    const head = p.structure[p.head]?.word;
    if (head && modifiers.has(head)) roles.add(head);
  }

  const titles: IndexedTitle[] = [];
  // Rarity is counted over occupations, not title variants: "devops" is rare even though
  // its one occupation spells it in six languages; "engineer" is common.
  const df = new Map<string, number>();
  const seen = new Map<OccupationEntry, Set<string>>();
  for (const p of parsed) {
    const words = [...new Set(p.structure.filter((w, i) => !w.modifier || i === p.head).map((w) => w.word))];
    if (!words.length) continue;
    titles.push({ occupation: p.occupation, title: p.title, lang: p.lang, words, head: p.structure[p.head]?.word ?? null, weight: 0 });
    const set = seen.get(p.occupation) ?? new Set<string>();
    for (const w of words) set.add(w);
    seen.set(p.occupation, set);
  }
  for (const set of seen.values()) for (const w of set) df.set(w, (df.get(w) ?? 0) + 1);
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
  return { occupations, byId, families, titles, exact, byWord, vocabulary, canonical, idf, headness, roles, problems };
}

/** Below this headness a word is no candidate head of a written title. */
export const MIN_HEADNESS = 0.5;

/**
 * A written title (CV or job description) as words in order. Level and contract words go
 * ("Senior", "Deputy", "Praktikant"), except when no other word names a role and the catalog
 * knows the level word as one: "Deputy Principal", "General Contractor".
 */
export function writtenTitle(text: string, catalog: OccupationCatalog): TitleWord[] {
  const all = titleStructure(text, catalog.vocabulary, catalog.canonical);
  const plain = all.filter((w) => !w.modifier);
  const role = (w: TitleWord) => (catalog.headness.get(w.word) ?? 0) >= MIN_HEADNESS;
  if (plain.some(role)) return plain;
  return all.filter((w) => !w.modifier || (catalog.roles.has(w.word) && role(w)));
}

/** The words of a written title (the title-word signal of Match). */
export function writtenTitleWords(text: string, catalog: OccupationCatalog): string[] {
  return writtenTitle(text, catalog).map((w) => w.word);
}

/** Smoothed share of head uses: a word seen once as a head and never otherwise is 0.75. */
function headRatio(head: number, other: number): number {
  return (head + 0.5) / (head + other + 1);
}

/** The head of an English or German title: the last word, or the last before a connective. */
function endHead(structure: TitleWord[]): number {
  const complement = structure.findIndex((w, i) => i > 0 && w.afterConnective);
  return complement > 0 ? complement - 1 : structure.length - 1;
}

let cached: OccupationCatalog | undefined;

export function getOccupationCatalog(): OccupationCatalog {
  cached ??= loadOccupationCatalog();
  return cached;
}

export function resetOccupationCatalog(): void {
  cached = undefined;
}
