/**
 * The in-memory index of one tenant's candidates: dense per-candidate columns (experience,
 * education, location, languages known…) and posting lists on skill ids, text terms, title words,
 * occupations, families, domains and languages. A search scores EVERY candidate exactly — each
 * requirement walks only the posting lists of what it asks for — so ordering (DESC or ASC),
 * totals and filters are exact, and 100,000 candidates rank in tens of milliseconds.
 *
 * Each requirement is scored by its scan (requirement-scans.ts), which applies the rules of
 * scoring/ that the explanation of one candidate (scoring/candidate-scoring.ts) applies too: a
 * page's explanations and its ranking agree. Search is synchronous, so the scratch arrays it
 * reuses are never shared by two searches.
 */
import type { ScoringWeights } from '../job/match-lexicon.ts';
import type { CandidateFeatures, SearchFilters, SearchPage } from '../match-types.ts';
import type { QueryPlan } from '../job/query-plan.ts';
import { bm25Idf, currentMonthIndex, languageLevelCode, monthIndex, queryTermWeight } from '../scoring/requirement-credits.ts';
import type { ScoringContext } from '../scoring/score.ts';
import { forEachPackedTerm } from '../job/text-terms.ts';
import { type PackedPostings, type PostingList, PostingMap } from './posting-list.ts';
import { type IndexView, scanDomains, scanItem, scanText, scoreAll, UNKNOWN_U16 } from './requirement-scans.ts';
import { SearchScratch } from './search-scratch.ts';
import { TopK } from './top-k.ts';

export interface IndexHit {
  id: string;
  score: number;
}

export interface IndexSearch {
  total: number;
  hits: IndexHit[];
  context: ScoringContext;
}

/**
 * A number that orders like the id (its first 48 bits: 12 hex digits of a UUID, else 3 UTF-16
 * units), so ties in score are broken without comparing strings; equal keys fall back to the ids.
 */
export function idOrderKey(id: string): number {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}/.test(id)) return Number.parseInt(id.slice(0, 8), 16) * 65_536 + Number.parseInt(id.slice(9, 13), 16);
  return (id.charCodeAt(0) || 0) * 4_294_967_296 + (id.charCodeAt(1) || 0) * 65_536 + (id.charCodeAt(2) || 0);
}

const u16 = (n: number | null) => (n === null ? UNKNOWN_U16 : Math.max(0, Math.min(UNKNOWN_U16 - 1, n)));

/** An index's content as plain arrays, live slots only: what a snapshot stores (index-snapshot.ts). */
export interface IndexState {
  ids: string[];
  /** Interned strings (country, city, CV language), by number. */
  strings: string[];
  months: Uint16Array<ArrayBuffer>;
  isced: Int8Array<ArrayBuffer>;
  country: Int32Array<ArrayBuffer>;
  city: Int32Array<ArrayBuffer>;
  cvLanguage: Int32Array<ArrayBuffer>;
  length: Uint16Array<ArrayBuffer>;
  hasTitles: Uint8Array<ArrayBuffer>;
  hasLanguages: Uint8Array<ArrayBuffer>;
  postings: Record<PostingName, PackedPostings>;
}

export const POSTING_NAMES = ['skills', 'terms', 'titleWords', 'occupations', 'families', 'domains', 'languages'] as const;
export type PostingName = (typeof POSTING_NAMES)[number];

export class TenantIndex {
  /** The change-log version this index reflects (kept by the registry). */
  version = 0;
  private ids: string[] = [];
  private readonly slots = new Map<string, number>();
  private slotCount = 0;
  private liveCount = 0;
  private totalLength = 0;
  private capacity = 0;
  private alive = new Uint8Array(0);
  private order = new Float64Array(0);
  private months = new Uint16Array(0);
  private isced = new Int8Array(0);
  private country = new Int32Array(0);
  private city = new Int32Array(0);
  private cvLanguage = new Int32Array(0);
  private length = new Uint16Array(0);
  private hasTitles = new Uint8Array(0);
  private hasLanguages = new Uint8Array(0);
  private readonly strings = new Map<string, number>();
  private readonly skills = new PostingMap(['u16', 'u16', 'u8']);
  private readonly terms = new PostingMap(['u16']);
  private readonly titleWords = new PostingMap(['u8']);
  private readonly occupations = new PostingMap(['u8']);
  private readonly families = new PostingMap(['u8']);
  private readonly domains = new PostingMap(['u16']);
  private readonly languages = new PostingMap(['u8']);
  private readonly scratch = new SearchScratch();
  /** Changes whenever an entry dies or slots move: cached live counts are then recounted. */
  private epoch = 0;

  constructor(private readonly weights: ScoringWeights) {}

  get size(): number {
    return this.liveCount;
  }

  has(id: string): boolean {
    return this.slots.has(id);
  }

  private intern(s: string | null): number {
    if (!s) return -1;
    const key = s.toLowerCase();
    let n = this.strings.get(key);
    if (n === undefined) {
      n = this.strings.size;
      this.strings.set(key, n);
    }
    return n;
  }

  private lookup(s: string | null | undefined): number {
    return s ? (this.strings.get(s.toLowerCase()) ?? -2) : -2;
  }

  private ensureCapacity(n: number): void {
    if (n <= this.capacity) return;
    const cap = Math.max(n, this.capacity * 2, 256);
    const grow = <T extends Uint8Array | Uint16Array | Int8Array | Int32Array>(a: T, make: (n: number) => T): T => {
      const next = make(cap);
      next.set(a);
      return next;
    };
    this.alive = grow(this.alive, (k) => new Uint8Array(k));
    const order = new Float64Array(cap);
    order.set(this.order);
    this.order = order;
    this.months = grow(this.months, (k) => new Uint16Array(k));
    this.isced = grow(this.isced, (k) => new Int8Array(k));
    this.country = grow(this.country, (k) => new Int32Array(k));
    this.city = grow(this.city, (k) => new Int32Array(k));
    this.cvLanguage = grow(this.cvLanguage, (k) => new Int32Array(k));
    this.length = grow(this.length, (k) => new Uint16Array(k));
    this.hasTitles = grow(this.hasTitles, (k) => new Uint8Array(k));
    this.hasLanguages = grow(this.hasLanguages, (k) => new Uint8Array(k));
    this.capacity = cap;
  }

  /** Adds a candidate, replacing an earlier entry with the same id. */
  upsert(id: string, f: CandidateFeatures): void {
    if (this.slots.has(id)) this.remove(id);
    this.ensureCapacity(this.slotCount + 1);
    const d = this.slotCount++;
    this.ids[d] = id;
    this.slots.set(id, d);
    this.alive[d] = 1;
    this.order[d] = idOrderKey(id);
    this.months[d] = u16(f.totalMonths);
    this.isced[d] = f.isced ?? -1;
    this.country[d] = this.intern(f.country);
    this.city[d] = this.intern(f.city);
    this.cvLanguage[d] = this.intern(f.cvLanguage);
    this.length[d] = Math.min(UNKNOWN_U16, f.length);
    this.hasTitles[d] = f.titles.length ? 1 : 0;
    this.hasLanguages[d] = f.languages.length ? 1 : 0;
    for (const s of f.skills) this.skills.add(s.id, d, [u16(s.months), u16(monthIndex(s.lastUsed)), Math.round(s.saliency * 100)]);
    forEachPackedTerm(f.terms, (t, n) => this.terms.add(t, d, [Math.min(n, UNKNOWN_U16)]));
    for (const [w, weight] of f.titleWords) this.titleWords.add(w, d, [Math.round(weight * 100)]);
    for (const o of f.occupations) this.occupations.add(o.id, d, [Math.round(o.weight * 100)]);
    for (const [fam, weight] of f.families) this.families.add(fam, d, [Math.round(weight * 100)]);
    for (const [dom, weight] of f.domains) this.domains.add(dom, d, [Math.round(weight * 1000)]);
    for (const l of f.languages) this.languages.add(l.code, d, [languageLevelCode(l.level)]);
    this.liveCount++;
    this.totalLength += this.length[d]!;
  }

  remove(id: string): boolean {
    const d = this.slots.get(id);
    if (d === undefined) return false;
    this.slots.delete(id);
    this.alive[d] = 0;
    this.ids[d] = '';
    this.liveCount--;
    this.totalLength -= this.length[d]!;
    this.epoch++;
    const dead = this.slotCount - this.liveCount;
    if (dead > 1000 && dead * 4 > this.slotCount) this.compact();
    return true;
  }

  /** Drops dead slots from every column and posting list. */
  compact(): void {
    const remap = new Int32Array(this.slotCount).fill(-1);
    let n = 0;
    for (let d = 0; d < this.slotCount; d++) {
      if (!this.alive[d]) continue;
      remap[d] = n;
      if (n !== d) {
        this.ids[n] = this.ids[d]!;
        this.slots.set(this.ids[n]!, n);
        this.order[n] = this.order[d]!;
        for (const col of [this.alive, this.months, this.isced, this.country, this.city, this.cvLanguage, this.length, this.hasTitles, this.hasLanguages]) {
          col[n] = col[d]!;
        }
      }
      n++;
    }
    this.ids.length = n;
    this.alive.fill(0, n, this.slotCount);
    this.slotCount = n;
    this.epoch++;
    for (const p of [this.skills, this.terms, this.titleWords, this.occupations, this.families, this.domains, this.languages]) p.compact(remap);
  }

  /** The content as arrays (dead slots compacted away first): the index is unchanged otherwise. */
  exportState(): IndexState {
    if (this.liveCount !== this.slotCount) this.compact();
    const n = this.slotCount;
    const postings = {} as Record<PostingName, PackedPostings>;
    for (const name of POSTING_NAMES) postings[name] = this[name].pack();
    return {
      ids: this.ids.slice(0, n),
      strings: [...this.strings.keys()],
      months: this.months.slice(0, n),
      isced: this.isced.slice(0, n),
      country: this.country.slice(0, n),
      city: this.city.slice(0, n),
      cvLanguage: this.cvLanguage.slice(0, n),
      length: this.length.slice(0, n),
      hasTitles: this.hasTitles.slice(0, n),
      hasLanguages: this.hasLanguages.slice(0, n),
      postings,
    };
  }

  /** An index holding exactly `state` (arrays are taken, not copied). */
  static fromState(weights: ScoringWeights, state: IndexState): TenantIndex {
    const index = new TenantIndex(weights);
    const n = state.ids.length;
    index.ids = state.ids;
    for (let d = 0; d < n; d++) index.slots.set(state.ids[d]!, d);
    for (let i = 0; i < state.strings.length; i++) index.strings.set(state.strings[i]!, i);
    index.slotCount = n;
    index.liveCount = n;
    index.capacity = n;
    index.alive = new Uint8Array(n).fill(1);
    index.order = new Float64Array(n);
    for (let d = 0; d < n; d++) index.order[d] = idOrderKey(state.ids[d]!);
    index.months = state.months;
    index.isced = state.isced;
    index.country = state.country;
    index.city = state.city;
    index.cvLanguage = state.cvLanguage;
    index.length = state.length;
    index.hasTitles = state.hasTitles;
    index.hasLanguages = state.hasLanguages;
    for (let d = 0; d < n; d++) index.totalLength += state.length[d]!;
    for (const name of POSTING_NAMES) index[name].unpack(state.postings[name]);
    return index;
  }

  memoryBytes(): number {
    let n = this.capacity * (1 + 8 + 2 + 1 + 4 + 4 + 4 + 2 + 1 + 1) + this.scratch.size * (16 * 8 + 1 + 1 + 4);
    for (const p of [this.skills, this.terms, this.titleWords, this.occupations, this.families, this.domains, this.languages]) n += p.bytes();
    for (const id of this.ids) n += id.length * 2 + 16;
    return n + this.slots.size * 80;
  }

  /** Live document frequency of a posting list (counted once, then kept until an entry dies). */
  private df(list: PostingList | undefined): number {
    if (!list) return 0;
    if (list.countedEpoch !== this.epoch) {
      let n = 0;
      for (let i = 0; i < list.length; i++) n += this.alive[list.docs[i]!]!;
      list.live = n;
      list.countedLength = list.length;
      list.countedEpoch = this.epoch;
    }
    return list.live + (list.length - list.countedLength);
  }

  private context(plan: QueryPlan, now: Date): ScoringContext {
    const w = this.weights;
    const live = this.liveCount;
    const terms: ScoringContext['terms'] = [];
    for (const [term, weight] of plan.requirements.terms) {
      const df = this.df(this.terms.get(term));
      // Terms most candidates use say little and cost most: left out of the text signal.
      if (df > 0 && df <= w.text.maxDocFrequency * live) terms.push({ term, weight, idf: bm25Idf(live, df) });
    }
    terms.sort((a, b) => queryTermWeight(b.weight, b.idf) - queryTermWeight(a.weight, a.idf) || (a.term < b.term ? -1 : 1));
    terms.length = Math.min(terms.length, w.text.maxQueryTerms);
    const titleWords = plan.requirements.titleWords.map((word) => ({ word, idf: bm25Idf(live, this.df(this.titleWords.get(word))) }));
    let titleIdfSum = 0;
    for (const t of titleWords) titleIdfSum += t.idf;
    return { now: currentMonthIndex(now), terms, avgLength: live ? this.totalLength / live : 0, maxText: 0, titleWords, titleIdfSum };
  }

  /** What a search reads: the columns, posting lists and scratch, as they are now. */
  private view(): IndexView {
    return {
      n: this.slotCount,
      alive: this.alive,
      months: this.months,
      isced: this.isced,
      country: this.country,
      city: this.city,
      cvLanguage: this.cvLanguage,
      length: this.length,
      hasLanguages: this.hasLanguages,
      skills: this.skills,
      terms: this.terms,
      titleWords: this.titleWords,
      occupations: this.occupations,
      families: this.families,
      domains: this.domains,
      languages: this.languages,
      lookup: (s) => this.lookup(s),
      scratch: this.scratch,
    };
  }

  /** Scores every live candidate; returns the requested page and the total passing the filters. */
  search(plan: QueryPlan, filters: SearchFilters, page: SearchPage, now: Date): IndexSearch {
    const ctx = this.context(plan, now);
    if (this.liveCount === 0) return { total: 0, hits: [], context: ctx };
    const w = this.weights;
    this.scratch.reset(this.slotCount);
    const v = this.view();
    for (const item of plan.items) scanItem(v, item, plan.requirements, ctx, w);
    ctx.maxText = scanText(v, ctx, w);
    scanDomains(v, plan.requirements.domains);
    scoreAll(v, plan, ctx.maxText, w);
    return { ...this.select(this.scratch.score, filters, page), context: ctx };
  }

  /** Filters, counts and picks the page (ties broken by id, so every process answers alike). */
  private select(score: Float64Array, filters: SearchFilters, page: SearchPage): { total: number; hits: IndexHit[] } {
    const n = this.slotCount;
    const s = this.scratch;
    const country = filters.country ? this.lookup(filters.country) : null;
    let languageDocs: Uint8Array | null = null;
    if (filters.language) {
      languageDocs = s.mark;
      languageDocs.fill(0, 0, n);
      const list = this.languages.get(filters.language.toLowerCase());
      if (list) for (let i = 0; i < list.length; i++) languageDocs[list.docs[i]!] = 1;
      const code = this.lookup(filters.language);
      for (let d = 0; d < n; d++) if (code >= 0 && this.cvLanguage[d] === code) languageDocs[d] = 1;
    }
    const minScore = filters.minScore ?? 0;
    let only: Set<number> | null = null;
    if (filters.ids) {
      only = new Set();
      for (const id of filters.ids) {
        const slot = this.slots.get(id.toLowerCase());
        if (slot !== undefined) only.add(slot);
      }
    }
    let excluded: Set<number> | null = null;
    if (filters.exclude?.size) {
      excluded = new Set();
      for (const id of filters.exclude) {
        const slot = this.slots.get(id.toLowerCase());
        if (slot !== undefined) excluded.add(slot);
      }
    }
    const desc = page.order === 'DESC';
    const ids = this.ids;
    const order = this.order;
    // `before(a, b)`: a comes first on the page (ties: by id, through its numeric key first).
    const before = (a: number, b: number) => {
      const sa = score[a]!;
      const sb = score[b]!;
      if (sa !== sb) return desc ? sa > sb : sa < sb;
      const oa = order[a]!;
      const ob = order[b]!;
      if (oa !== ob) return oa < ob;
      return ids[a]! < ids[b]!;
    };
    const top = new TopK(page.offset + page.limit, before);
    let total = 0;
    for (let d = 0; d < n; d++) {
      if (!this.alive[d]) continue;
      if (only && !only.has(d)) continue;
      if (excluded?.has(d)) continue;
      if (country !== null && this.country[d] !== country) continue;
      if (languageDocs && !languageDocs[d]) continue;
      if (score[d]! < minScore) continue;
      total++;
      top.push(d);
    }
    return { total, hits: top.sorted().slice(page.offset).map((d) => ({ id: ids[d]!, score: score[d]! })) };
  }
}
