/**
 * `npm run bench:jd`: what Match understands of real job descriptions, against requirement truth.
 *
 * Reads every posting of ../shared/corpus/jds (`J-<lang>-<nn>.txt`) with the Match engine's job
 * description reader, writes one `<id>.json` holding `{ requirements }` (the `requirements` object a
 * search answer carries) per posting into a temporary folder, and prints the tables of
 * ../shared/bench/jd-score.mjs, each figure beside the baseline of bench/baselines/jd.json.
 * The corpus is read at run time only; nothing of it is copied into the repository.
 *
 *   npm run bench:jd [-- --check] [--verbose] [--keep] [--save-baseline]
 *
 * The postings are reported in parts (bench/support/corpus-sets.ts): the studied two thirds by
 * default; with --check also the check set (a third drawn by salted hash, never opened or debugged
 * on) and all postings together. --verbose lists per-file misses of the studied postings only.
 * --save-baseline rewrites the baseline from this run (only with a reason, in its own commit); it
 * records the check set and all postings without printing them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseJobDescription } from '../src/match/job/job-understanding.ts';
import { publicRequirements } from '../src/match/match-response.ts';
import { type JdPart, jdParts } from './support/corpus-sets.ts';

const JDS = resolve('../shared/corpus/jds');
const SCORER = resolve('../shared/bench/jd-score.mjs');
const BASELINE = resolve('bench/baselines/jd.json');

const args = process.argv.slice(2);
const check = args.includes('--check');
const verbose = args.includes('--verbose');
const keep = args.includes('--keep');
const saveBaseline = args.includes('--save-baseline');

interface ScoreJson {
  files: number;
  overall: number;
  fields: { field: string; score: number | null; detail: string }[];
  misses: string[];
}

const work = mkdtempSync(join(tmpdir(), 'vitae-bench-jd-'));
const parts = jdParts(JDS);
const pred = join(work, 'pred');
mkdirSync(pred, { recursive: true });
let ms = 0;
for (const id of parts.all) {
  const text = readFileSync(join(JDS, `${id}.txt`), 'utf8');
  const began = performance.now();
  const requirements = publicRequirements(parseJobDescription(text));
  ms += performance.now() - began;
  writeFileSync(join(pred, `${id}.json`), JSON.stringify({ requirements }, null, 2));
}

function scoreJson(ids: string[], name: string, withMisses: boolean): ScoreJson {
  const truth = join(work, `truth-${name}`);
  mkdirSync(truth, { recursive: true });
  for (const id of ids) writeFileSync(join(truth, `${id}.json`), readFileSync(join(JDS, 'truth', `${id}.json`)));
  const run = spawnSync(process.execPath, [SCORER, '--truth', truth, '--pred', pred, '--json', ...(withMisses ? ['--verbose'] : [])], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`scorer failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as ScoreJson;
}

const LABELS: Record<JdPart, string> = {
  studied: 'studied job descriptions (check set left out)',
  check: 'CHECK SET (job descriptions never opened or debugged on)',
  all: 'ALL job descriptions with truth',
};
const shown: JdPart[] = check || saveBaseline ? ['studied', 'check', 'all'] : ['studied'];
const baseline = existsSync(BASELINE)
  ? (JSON.parse(readFileSync(BASELINE, 'utf8')) as { commit: string; parts: Record<string, Record<string, number>> })
  : null;
const saved: Record<string, Record<string, number>> = {};
for (const part of shown) {
  const res = scoreJson(parts[part], part, verbose && part === 'studied');
  // Saving a baseline records the check set without showing it: it is looked at only at the end.
  const quiet = saveBaseline && !check && part !== 'studied';
  const log = quiet ? () => {} : console.log;
  const base = baseline?.parts[part];
  log(`\n== ${LABELS[part]}: ${res.files} postings${base ? ` (baseline: ${baseline?.commit})` : ''} ==`);
  log(`${'field'.padEnd(20)} ${'now'.padStart(6)} ${base ? 'baseline'.padStart(9) : ''}  detail`);
  const figures: Record<string, number> = {};
  for (const r of res.fields) {
    if (r.score == null) continue;
    figures[r.field] = r.score;
    const b = base?.[r.field];
    log(`${r.field.padEnd(20)} ${r.score.toFixed(3).padStart(6)} ${base ? (b == null ? '-' : b.toFixed(3)).padStart(9) : ''}  ${r.detail}`);
  }
  figures.overall = res.overall;
  log(`${'overall'.padEnd(20)} ${res.overall.toFixed(3).padStart(6)} ${base?.overall != null ? base.overall.toFixed(3).padStart(9) : ''}`);
  for (const m of res.misses) log(`  miss ${m}`);
  saved[part] = figures;
}
if (!check && !saveBaseline) console.log('\n(check set and all-posting figures not shown: run with --check when a piece of work is done)');
console.log(`\nread ${parts.all.length} postings in ${ms.toFixed(0)} ms`);
if (saveBaseline) {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  mkdirSync(resolve('bench/baselines'), { recursive: true });
  writeFileSync(BASELINE, `${JSON.stringify({ commit, measured: new Date().toISOString().slice(0, 10), parts: saved }, null, 2)}\n`);
  console.log(`baseline written to ${BASELINE}`);
}
if (keep) console.log(`predictions kept in ${pred}`);
else rmSync(work, { recursive: true, force: true });
