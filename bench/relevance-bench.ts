/**
 * Relevance of Match on the development set, against a plain BM25 measured in the same run.
 *
 *   npm run bench:relevance [-- --corpus ../shared/corpus/match] [--out bench/out/relevance]
 *
 * 1. Parses every CV of CORPUS/livecareer/<category>/<id>.pdf with the Screen pipeline (profiles
 *    and the extracted text are cached under OUT, keyed by file hash and a fingerprint of the
 *    engine's code and knowledge base, so reruns only rank).
 * 2. Ranks all CVs for each CORPUS/jds/<id>.txt with the Match engine → OUT/RUN.json, and with
 *    plain BM25 (k1 1.2, b 0.75) over the CVs' extracted text → OUT/RUN-bm25.json.
 * 3. Prints `node ../shared/bench/relevance.mjs` for both (nDCG@10, P@10, R-prec, MAP).
 *    `--misses` prints, for the development part, the ranking's errors with their score components.
 * 4. Prints the pooled ROC AUC over every (job description, CV) pair: how well one score threshold
 *    separates relevant from irrelevant pairs across all job descriptions at once — what a score's
 *    meaning being comparable across searches asks — beside the mean AUC per job description.
 * 5. Per part (development, check): nDCG@10 with the standard error of its mean, MAP, pooled AUC,
 *    and BM25's nDCG@10 on the same descriptions (is the part harder for lexical matching too?).
 *
 * The corpus is only read here, never copied into the repository.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { profileToFeatures } from '../src/match/candidate-features.ts';
import { scoringWeights } from '../src/match/job/match-lexicon.ts';
import { rankFeatures } from '../src/match/match-engine.ts';
import { bm25Idf, bm25TermScore } from '../src/match/scoring/requirement-credits.ts';
import { countTerms, textTerms } from '../src/match/job/text-terms.ts';
import type { Profile } from '../src/screen/profile-schema.ts';
import { extractDocument } from '../src/screen/extract/extract-document.ts';
import { runPipeline } from '../src/screen/pipeline.ts';
import { VERSION } from '../src/version.ts';

const ROOT = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    corpus: { type: 'string', default: resolve(ROOT, '../shared/corpus/match') },
    out: { type: 'string', default: join(ROOT, 'bench/out/relevance') },
    scorer: { type: 'string', default: resolve(ROOT, '../shared/bench/relevance.mjs') },
    verbose: { type: 'boolean', default: false },
    // The check part: a third of the job descriptions drawn with this seed, set aside from tuning.
    seed: { type: 'string', default: '14' },
    // Per job description nDCG@10 of Vitae and BM25, for the development part only.
    'per-jd': { type: 'boolean', default: false },
    // Where the ranking errs, for the development part only: per description, the irrelevant CVs in
    // the top 10 and the relevant ones below it, with their score components, first title and
    // occupations (printed, never written to the repository).
    misses: { type: 'boolean', default: false },
  },
});
const CORPUS = resolve(args.corpus!);
const OUT = resolve(args.out!);
const LIMITS = { maxPages: 20, maxPixels: 40_000_000, maxDocxUnzippedBytes: 100 * 1024 * 1024 };

function filesUnder(dir: string, keep: (f: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p, keep));
    else if (keep(p)) out.push(p);
  }
  return out;
}

/** The parser's identity: its version and the content of the engine's code and knowledge data. */
function parserFingerprint(): string {
  const hash = createHash('sha256').update(VERSION);
  for (const dir of ['src/screen', 'src/knowledge']) {
    for (const f of filesUnder(join(ROOT, dir), (p) => !p.includes('/photo/'))) hash.update(relative(ROOT, f)).update(readFileSync(f));
  }
  return hash.digest('hex').slice(0, 16);
}

interface Parsed {
  profile: Profile;
  text: string;
}

async function parseAll(cvs: string[]): Promise<Map<string, Parsed>> {
  const fingerprint = parserFingerprint();
  const cacheDir = join(OUT, 'cache');
  mkdirSync(cacheDir, { recursive: true });
  const out = new Map<string, Parsed>();
  let parsed = 0;
  const started = performance.now();
  for (const file of cvs) {
    const bytes = new Uint8Array(readFileSync(file));
    const key = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
    const cached = join(cacheDir, `${key}-${fingerprint}.json`);
    if (existsSync(cached)) {
      out.set(file, JSON.parse(readFileSync(cached, 'utf8')) as Parsed);
      continue;
    }
    const { profile } = await runPipeline(bytes, { referenceDate: new Date(), limits: LIMITS });
    const document = await extractDocument(bytes, { limits: LIMITS });
    const text = document.pages.map((p) => p.lines.map((l) => l.text).join('\n')).join('\n');
    const entry = { profile, text };
    writeFileSync(cached, JSON.stringify(entry));
    out.set(file, entry);
    parsed++;
    if (parsed % 20 === 0) process.stderr.write(`  parsed ${parsed} CVs (${((performance.now() - started) / parsed).toFixed(0)} ms each)\n`);
  }
  if (parsed) process.stderr.write(`parsed ${parsed} CVs, ${cvs.length - parsed} from cache (${cacheDir})\n`);
  // Parses by older versions of the engine are of no further use.
  for (const f of readdirSync(cacheDir)) if (!f.endsWith(`-${fingerprint}.json`)) rmSync(join(cacheDir, f));
  return out;
}

/**
 * ROC AUC of scores against 0/1 labels: the chance that a random relevant pair scores above a
 * random irrelevant one (ties count half), by the rank-sum statistic.
 */
function rocAuc(pairs: Array<{ score: number; relevant: boolean }>): number {
  const sorted = [...pairs].sort((a, b) => a.score - b.score);
  let rankSum = 0;
  let positives = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j]!.score === sorted[i]!.score) j++;
    const midRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (sorted[k]!.relevant) { rankSum += midRank; positives++; }
    i = j;
  }
  const negatives = sorted.length - positives;
  return positives && negatives ? (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives) : Number.NaN;
}

/** Plain BM25 (k1 1.2, b 0.75) over whole texts: the baseline. */
function bm25Scores(query: string, docs: Array<{ id: string; text: string }>): Array<{ id: string; s: number }> {
  const w = { ...scoringWeights(), text: { ...scoringWeights().text, k1: 1.2, b: 0.75 } };
  const tfs = docs.map((d) => countTerms(textTerms(d.text, { stem: false })));
  const lengths = tfs.map((tf) => [...tf.values()].reduce((a, b) => a + b, 0));
  const avg = lengths.reduce((a, b) => a + b, 0) / (docs.length || 1);
  const df = new Map<string, number>();
  for (const tf of tfs) for (const t of tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const terms = [...new Set(textTerms(query, { stem: false }))];
  const scores = docs.map((d, i) => {
    let s = 0;
    for (const t of terms) {
      const n = tfs[i]!.get(t);
      if (n) s += bm25Idf(docs.length, df.get(t)!) * bm25TermScore(n, lengths[i]!, avg, w);
    }
    return { id: d.id, s };
  });
  return scores.sort((a, b) => b.s - a.s || (a.id < b.id ? -1 : 1));
}

function score(run: string): string {
  return execFileSync(process.execPath, [args.scorer!, '--qrels', join(CORPUS, 'qrels.json'), '--run', run], { encoding: 'utf8' }).trim();
}

interface PerQuery {
  query: string;
  ndcg: number;
  ap: number;
}
function perQuery(run: string): PerQuery[] {
  const out = execFileSync(process.execPath, [args.scorer!, '--qrels', join(CORPUS, 'qrels.json'), '--run', run, '--json'], { encoding: 'utf8' });
  return (JSON.parse(out) as { perQuery: PerQuery[] }).perQuery;
}

/** A third of the ids, drawn by a seeded shuffle (mulberry32): the part set aside as a check. */
function checkPart(ids: readonly string[], seed: number): Set<string> {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const shuffled = [...ids].sort();
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return new Set(shuffled.slice(0, Math.round(ids.length / 3)));
}

const cvs = filesUnder(join(CORPUS, 'livecareer'), (p) => p.toLowerCase().endsWith('.pdf'));
const jds = filesUnder(join(CORPUS, 'jds'), (p) => p.endsWith('.txt'));
process.stderr.write(`${cvs.length} CVs, ${jds.length} job descriptions\n`);
const parsed = await parseAll(cvs);
const idOf = (file: string) => basename(file).replace(/\.[^.]+$/, '');
const candidates = cvs.map((f) => ({ id: idOf(f), features: profileToFeatures(parsed.get(f)!.profile) }));
const texts = cvs.map((f) => ({ id: idOf(f), text: parsed.get(f)!.text }));

const checkIds = checkPart(jds.map(idOf), Number(args.seed));
const featuresOf = new Map(candidates.map((c) => [c.id, c.features]));

/** The irrelevant CVs in the top 10 and the relevant ones below it, with what their scores are made of. */
function printMisses(jd: string, result: ReturnType<typeof rankFeatures>, relevant: (id: string) => boolean): void {
  const r = result.requirements;
  const f2 = (x: number | null | undefined) => (x == null ? '  - ' : x.toFixed(2));
  console.log(`${jd}: title "${r.title}" occupation ${r.occupation ? `${r.occupation.id} (${r.occupation.family}, ${r.occupation.score})` : '-'}`);
  result.profiles.forEach((p, i) => {
    const rel = relevant(p.id);
    if (rel === i < 10) return;
    const c = p.components;
    const f = featuresOf.get(p.id)!;
    const occupations = f.occupations.map((o) => `${o.id}:${o.weight}`).join(' ');
    console.log(
      `  ${rel ? 'below' : 'above'} ${String(i + 1).padStart(3)} ${p.score.toFixed(3)}  title ${f2(c.title)} skills ${f2(c.skills)} exp ${f2(c.experience)} edu ${f2(c.education)} text ${f2(c.text)} domain ${f2(c.domain)}  | ${(f.titles[0]?.text ?? '-').slice(0, 40)} | ${occupations}`,
    );
  });
}

const run: Record<string, string[]> = {};
const baseline: Record<string, string[]> = {};
const rankMs: number[] = [];
const qrels = JSON.parse(readFileSync(join(CORPUS, 'qrels.json'), 'utf8')) as Record<string, Record<string, number>>;
const pooled = { vitae: [] as Array<{ score: number; relevant: boolean }>, bm25: [] as Array<{ score: number; relevant: boolean }> };
const perJd = { vitae: [] as number[], bm25: [] as number[] };
const pairsOf = new Map<string, Array<{ score: number; relevant: boolean }>>();
for (const jd of jds) {
  const query = readFileSync(jd, 'utf8');
  const t = performance.now();
  const result = rankFeatures(query, candidates, { page: { limit: candidates.length } });
  rankMs.push(performance.now() - t);
  run[idOf(jd)] = result.profiles.map((p) => p.id);
  const bm25 = bm25Scores(query, texts);
  baseline[idOf(jd)] = bm25.map((x) => x.id);
  const relevant = (id: string) => (qrels[idOf(jd)]?.[id] ?? 0) > 0;
  const vitaePairs = result.profiles.map((p) => ({ score: p.score, relevant: relevant(p.id) }));
  const bm25Pairs = bm25.map((x) => ({ score: x.s, relevant: relevant(x.id) }));
  pooled.vitae.push(...vitaePairs);
  pooled.bm25.push(...bm25Pairs);
  pairsOf.set(idOf(jd), vitaePairs);
  perJd.vitae.push(rocAuc(vitaePairs));
  perJd.bm25.push(rocAuc(bm25Pairs));
  if (args.misses && !checkIds.has(idOf(jd))) printMisses(idOf(jd), result, relevant);
  if (args.verbose) {
    const r = result.requirements;
    process.stderr.write(`${idOf(jd)}: title "${r.title}" occupation ${r.occupation?.id ?? '-'} skills ${r.skills.length}\n`);
  }
}
mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'RUN.json'), JSON.stringify(run));
writeFileSync(join(OUT, 'RUN-bm25.json'), JSON.stringify(baseline));
rankMs.sort((a, b) => a - b);
console.log(`Vitae  ${score(join(OUT, 'RUN.json'))}`);
console.log(`BM25   ${score(join(OUT, 'RUN-bm25.json'))}`);
const mean = (xs: number[]) => xs.filter((x) => !Number.isNaN(x)).reduce((a, b, _, all) => a + b / all.length, 0);
console.log(`pooled ROC AUC over ${pooled.vitae.length} (job description, CV) pairs: Vitae ${rocAuc(pooled.vitae).toFixed(3)}, BM25 ${rocAuc(pooled.bm25).toFixed(3)}; mean AUC per job description: Vitae ${mean(perJd.vitae).toFixed(3)}, BM25 ${mean(perJd.bm25).toFixed(3)}`);
{
  // The two parts: development (studied, tuned on) and check (only these aggregates are printed).
  const check = checkIds;
  const vitae = perQuery(join(OUT, 'RUN.json'));
  const bm25 = new Map(perQuery(join(OUT, 'RUN-bm25.json')).map((q) => [q.query, q]));
  for (const [name, inPart] of [['dev', (q: string) => !check.has(q)], ['check', (q: string) => check.has(q)]] as const) {
    const part = vitae.filter((q) => inPart(q.query));
    const avg = (k: 'ndcg' | 'ap') => part.reduce((s, q) => s + q[k], 0) / (part.length || 1);
    const auc = rocAuc(part.flatMap((q) => pairsOf.get(q.query) ?? []));
    // The standard error of the part's mean nDCG (sd ÷ √n): with 8 or 16 descriptions, a gap
    // between the parts or a change smaller than it is within what the draw of descriptions gives.
    const mean = avg('ndcg');
    const se = part.length > 1 ? Math.sqrt(part.reduce((s, q) => s + (q.ndcg - mean) ** 2, 0) / (part.length - 1) / part.length) : Number.NaN;
    // BM25 on the same part: whether the part is harder for plain lexical matching too.
    const lexical = part.reduce((s, q) => s + bm25.get(q.query)!.ndcg, 0) / (part.length || 1);
    console.log(
      `${name.padEnd(5)}  queries ${part.length}  nDCG@10 ${mean.toFixed(3)} (se ${se.toFixed(3)})  MAP ${avg('ap').toFixed(3)}  pooled AUC ${auc.toFixed(3)}  | BM25 nDCG@10 ${lexical.toFixed(3)}`,
    );
  }
  if (args['per-jd']) {
    for (const q of vitae.filter((x) => !check.has(x.query)).sort((a, b) => a.ndcg - b.ndcg)) {
      console.log(`  ${q.query.padEnd(28)} Vitae ${q.ndcg.toFixed(3)}  BM25 ${bm25.get(q.query)!.ndcg.toFixed(3)}  AP ${q.ap.toFixed(3)}`);
    }
  }
}
console.log(`(${candidates.length} CVs; median ranking time per job description ${rankMs[rankMs.length >> 1]!.toFixed(1)} ms; runs in ${relative(ROOT, OUT)})`);
