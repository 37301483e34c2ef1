/**
 * Fits Match's scoring weights on the development set, once, so they can be frozen as data.
 *
 *   npm run bench:relevance                      # parses the CVs once (the cache this reads)
 *   node bin/bench.js bench/fit-match-weights.ts [--write] [--folds] [--only mustShare,extras.text]
 *
 * Coordinate ascent over a small grid of each weight (src/match/dataset/scoring-weights.json),
 * maximizing mean nDCG@10 + 0.5 × MAP over the job descriptions of the set. `--folds` also fits
 * on half of the descriptions and reports the other half, to see how much of a gain is fitted
 * noise. `--only` fits the listed weights alone (paths of the grid). `--write` stores the result in
 * the dataset file; without it, bench/out/fitted-weights.json.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { featureVersion, profileToFeatures } from '../src/match/candidate-features.ts';
import { loadScoringWeights, type ScoringWeights } from '../src/match/job/match-lexicon.ts';
import { prepareQuery } from '../src/match/match-engine.ts';
import type { CandidateFeatures } from '../src/match/match-types.ts';
import { TenantIndex } from '../src/match/index/tenant-index.ts';
import type { Profile } from '../src/screen/profile-schema.ts';

const ROOT = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    corpus: { type: 'string', default: resolve(ROOT, '../shared/corpus/match') },
    cache: { type: 'string', default: join(ROOT, 'bench/out/relevance/cache') },
    write: { type: 'boolean', default: false },
    folds: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
const CORPUS = resolve(args.corpus!);
const WEIGHTS_FILE = join(ROOT, 'src/match/dataset/scoring-weights.json');
const NOW = new Date();

/** Each weight tried, with the values of its grid. Paths into ScoringWeights. */
const FULL_GRID: Array<[string, unknown[]]> = [
  // The top band no longer rests on mustShare (score.ts, topBandOf): it is a weight like the others.
  ['mustShare', [0.5, 0.6, 0.7, 0.8]],
  ['mustGroups.title', [0.5, 1, 1.5, 2, 3, 4]],
  ['mustGroups.skills', [0.25, 0.5, 1, 1.5, 2, 3]],
  ['mustGroups.experience', [0, 0.1, 0.25, 0.5, 1]],
  ['mustGroups.education', [0, 0.1, 0.25, 0.5]],
  ['mustGroups.languages', [0, 0.1, 0.25, 0.5]],
  ['extras.nice', [0, 0.1, 0.2, 0.3, 0.5]],
  ['extras.text', [0.1, 0.2, 0.4, 0.8, 1.2]],
  ['extras.domain', [0, 0.1, 0.2, 0.4]],
  ['extras.evidence', [0, 0.05, 0.1, 0.2]],
  ['credits.related', [0.25, 0.5, 0.75]],
  ['credits.sameFamily', [0.3, 0.45, 0.6, 0.75, 0.9]],
  ['title.wordWeight', [0.5, 0.75, 0.9, 1]],
  ['title.minOccupationScore', [0.6, 0.7, 0.75, 0.8, 0.9]],
  ['title.minJobOccupationScore', [0.5, 0.6, 0.7, 0.8]],
  ['title.recency', [[1, 0.85, 0.7, 0.6, 0.5], [1, 0.9, 0.8, 0.7, 0.6], [1, 0.7, 0.5, 0.4, 0.3], [1, 1, 1, 1, 1]]],
  ['requirementWeights.sections.duties', [0.3, 0.6, 1]],
  ['requirementWeights.sections.intro', [0.3, 0.6, 1]],
  ['requirementWeights.softSkill', [0.1, 0.35, 0.6]],
  ['requirementWeights.impliedSkill', [0.25, 0.5, 1]],
  ['text.sectionWeights.title', [1, 2, 4]],
  ['text.sectionWeights.duties', [0.5, 1, 1.5]],
  ['impliedSkillsBelow', [0, 3, 6]],
];
const only = args.only ? new Set(args.only.split(',')) : null;
const GRID = only ? FULL_GRID.filter(([path]) => only.has(path)) : FULL_GRID;
/** Weights the candidate features depend on: changing one derives the features again. */
const FEATURE_PATHS = ['title.recency', 'title.minOccupationScore'];

function get(o: unknown, path: string): unknown {
  return path.split('.').reduce((x, k) => (x as Record<string, unknown>)[k], o);
}
function set<T>(o: T, path: string, value: unknown): T {
  const copy = structuredClone(o);
  const keys = path.split('.');
  let x = copy as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) x = x[k] as Record<string, unknown>;
  x[keys.at(-1)!] = value;
  return copy;
}

// ---- the development set: cached profiles, job descriptions, judgements ----
const qrels = JSON.parse(readFileSync(join(CORPUS, 'qrels.json'), 'utf8')) as Record<string, Record<string, number>>;
const cacheFiles = existsSync(args.cache!) ? readdirSync(args.cache!) : [];
const profiles: Array<{ id: string; profile: Profile }> = [];
for (const category of readdirSync(join(CORPUS, 'livecareer')).sort()) {
  for (const file of readdirSync(join(CORPUS, 'livecareer', category)).sort()) {
    const key = createHash('sha256').update(readFileSync(join(CORPUS, 'livecareer', category, file))).digest('hex').slice(0, 24);
    const hits = cacheFiles.filter((f) => f.startsWith(key));
    if (!hits.length) throw new Error(`no cached profile for ${category}/${file}: run npm run bench:relevance first`);
    // The newest parse of this file.
    const newest = hits.map((f) => join(args.cache!, f)).sort((a, b) => Number(statMtime(b)) - Number(statMtime(a)))[0]!;
    profiles.push({ id: basename(file, '.pdf'), profile: (JSON.parse(readFileSync(newest, 'utf8')) as { profile: Profile }).profile });
  }
}
function statMtime(p: string): number {
  return statSync(p).mtimeMs;
}
const jds = readdirSync(join(CORPUS, 'jds'))
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => ({ id: basename(f, '.txt'), text: readFileSync(join(CORPUS, 'jds', f), 'utf8') }));

// ---- evaluation ----
const featureCache = new Map<string, Array<{ id: string; features: CandidateFeatures }>>();
function featuresFor(w: ScoringWeights) {
  const key = JSON.stringify(FEATURE_PATHS.map((p) => get(w, p)));
  let list = featureCache.get(key);
  if (!list) {
    list = profiles.map((p) => ({ id: p.id, features: profileToFeatures(p.profile, w) }));
    featureCache.set(key, list);
  }
  return list;
}

function metrics(ranked: string[], judged: Record<string, number>): { ndcg: number; ap: number } {
  const relevant = Object.keys(judged).filter((d) => judged[d]! > 0);
  let dcg = 0;
  let idcg = 0;
  for (let i = 0; i < 10; i++) {
    if (judged[ranked[i]!]) dcg += 1 / Math.log2(i + 2);
    if (i < relevant.length) idcg += 1 / Math.log2(i + 2);
  }
  let hits = 0;
  let ap = 0;
  ranked.forEach((d, i) => {
    if (judged[d]) ap += ++hits / (i + 1);
  });
  return { ndcg: idcg ? dcg / idcg : 0, ap: relevant.length ? ap / relevant.length : 0 };
}

function evaluate(w: ScoringWeights, subset: typeof jds): { ndcg: number; map: number; objective: number } {
  const index = new TenantIndex(w);
  for (const c of featuresFor(w)) index.upsert(c.id, c.features);
  let ndcg = 0;
  let map = 0;
  for (const jd of subset) {
    const q = prepareQuery(jd.text, w);
    const found = index.search(q.plan, {}, { order: 'DESC', limit: index.size, offset: 0 }, NOW);
    const m = metrics(
      found.hits.map((h) => h.id),
      qrels[jd.id] ?? {},
    );
    ndcg += m.ndcg;
    map += m.ap;
  }
  ndcg /= subset.length;
  map /= subset.length;
  return { ndcg, map, objective: ndcg + 0.5 * map };
}

function coordinateAscent(start: ScoringWeights, subset: typeof jds, label: string): ScoringWeights {
  let best = start;
  let bestScore = evaluate(best, subset);
  console.log(`${label}: start nDCG@10 ${bestScore.ndcg.toFixed(3)} MAP ${bestScore.map.toFixed(3)}`);
  for (let round = 0; round < Number(args.rounds); round++) {
    let improved = false;
    for (const [path, values] of GRID) {
      for (const value of values) {
        if (JSON.stringify(get(best, path)) === JSON.stringify(value)) continue;
        const candidate = set(best, path, value);
        const score = evaluate(candidate, subset);
        // A change must clearly help: ties and hair-breadth gains are noise on 24 queries.
        if (score.objective > bestScore.objective + 0.002) {
          best = candidate;
          bestScore = score;
          improved = true;
          console.log(`  ${path} = ${JSON.stringify(value)} → nDCG@10 ${score.ndcg.toFixed(3)} MAP ${score.map.toFixed(3)}`);
        }
      }
    }
    if (!improved) break;
  }
  return best;
}

const start = loadScoringWeights(new URL(`file://${WEIGHTS_FILE}`));
if (args.folds) {
  const a = jds.filter((_, i) => i % 2 === 0);
  const b = jds.filter((_, i) => i % 2 === 1);
  for (const [train, test, name] of [[a, b, 'fold A→B'], [b, a, 'fold B→A']] as const) {
    const before = evaluate(start, test);
    const fitted = coordinateAscent(start, train, `${name} (fit on ${train.length})`);
    const after = evaluate(fitted, test);
    console.log(`${name}: held-out nDCG@10 ${before.ndcg.toFixed(3)} → ${after.ndcg.toFixed(3)}, MAP ${before.map.toFixed(3)} → ${after.map.toFixed(3)}`);
  }
}
const fitted = coordinateAscent(start, jds, 'all');
const final = evaluate(fitted, jds);
console.log(`fitted: nDCG@10 ${final.ndcg.toFixed(3)} MAP ${final.map.toFixed(3)} (feature version ${featureVersion(fitted)})`);
const raw = JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')) as { $comment?: string };
const out = `${JSON.stringify({ $comment: raw.$comment, ...fitted }, null, 2)}\n`;
if (args.write) writeFileSync(WEIGHTS_FILE, out);
else writeFileSync(join(ROOT, 'bench/out/fitted-weights.json'), out);
console.log(args.write ? `written to ${WEIGHTS_FILE}` : 'written to bench/out/fitted-weights.json (use --write to freeze)');
