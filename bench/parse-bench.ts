/**
 * `npm run bench:parse`: accuracy and speed of the Screen pipeline on the development corpus.
 *
 * Parses every CV of ../shared/corpus/cv (and of ../shared/corpus/authored, whose truth files sit
 * beside the CVs) into temporary directories, in one process, exactly as `vitae parse --out`
 * does; then prints the tables of ../shared/bench/score.mjs for both sets, and the median and p90
 * parse time per file format (after a warm-up pass over the text files, so loading pdf.js and the
 * knowledge base and the JIT's first compilations are not counted: the steady state of a worker). The corpus is read at run time only; nothing of it is copied into the repository.
 *
 *   npm run bench:parse [-- --only cv|authored] [--no-ocr] [--repeat N] [--keep] [--verbose] [--check]
 *                       [--save-baseline]
 *
 * The real CVs are reported in parts (bench/support/corpus-sets.ts): the original corpus, the CVs
 * added on 2026-11-25 that are free to study, and, with --check only, the check set (a random third
 * of the new CVs, never debugged on) and all CVs together. Each figure is printed beside the
 * baseline measured on the commit where the split was made (bench/baselines/parse-cv.json);
 * --save-baseline rewrites that file from this run (do it only with a reason, in its own commit).
 * --verbose lists per-file misses of the studied parts only, never of the check set; --keep without
 * --check keeps the studied parts' predictions only.
 * --pred DIR scores predictions already written (a kept run's cv/ folder) and parses nothing.
 * --list prints the CV files of the studied parts (the ones to debug on) and exits.
 *
 * --formats jpg,jpeg,png parses and scores only the CVs with those extensions (e.g. the image CVs, to
 * compare OCR accuracy before and after a change without the rest of the corpus).
 * --no-ocr skips OCR (images and scanned pages then fail or come out empty): a quick loop for
 * development; the reported figures come from the default run.
 * --cpu [--against REF] [--rounds N] prints what a PDF costs a whole fresh process (CPU and wall per
 * file, start-up included; bench/support/process-cost.ts), beside commit REF's cost measured in
 * alternate rounds of the same run, and exits.
 * --repeat N parses each file N times and keeps its fastest time: on a machine shared with other
 * work, the minimum is the closest reading of what the pipeline itself costs.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, extname, join, resolve } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { processCost } from './support/process-cost.ts';
import { corpusParts, type CorpusPart, writeTruthPart } from './support/corpus-sets.ts';
import { runPipeline } from '../src/screen/pipeline.ts';

const CORPUS = resolve('../shared/corpus');
const SCORER = resolve('../shared/bench/score.mjs');
const CV_EXTENSIONS = new Set(['.pdf', '.docx', '.doc', '.rtf', '.odt', '.html', '.htm', '.txt', '.jpg', '.jpeg', '.png']);

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const keep = args.includes('--keep');
const verbose = args.includes('--verbose');
const ocr = !args.includes('--no-ocr');
const check = args.includes('--check');
const saveBaseline = args.includes('--save-baseline');
const scoreOnly = args.includes('--pred') ? resolve(args[args.indexOf('--pred') + 1]!) : null;
// One baseline per mode: OCR on (the reported figures) and --no-ocr (the quick loop).
const BASELINE = resolve(ocr ? 'bench/baselines/parse-cv.json' : 'bench/baselines/parse-cv-no-ocr.json');
const formatsArg = args.includes('--formats') ? args[args.indexOf('--formats') + 1] : undefined;
/** Extensions (with the dot, lower case) to parse and score; all CV formats when not given. */
const formats = formatsArg ? new Set(formatsArg.split(',').map((f) => `.${f.trim().toLowerCase().replace(/^\./, '')}`)) : CV_EXTENSIONS;
const repeat = Math.max(1, Number(args.includes('--repeat') ? args[args.indexOf('--repeat') + 1] : 1) || 1);

interface Timing {
  file: string;
  format: string;
  ms: number;
  /** CPU time of the process during the parse: less sensitive than wall time to other load on the machine. */
  cpuMs: number;
  engineMs: number;
  ok: boolean;
}

const config = loadConfig();
const limits = { maxPages: config.maxPages, maxPixels: config.maxPixels, maxDocxUnzippedBytes: config.maxDocxUnzippedBytes };
const referenceDate = new Date();
const timings: Timing[] = [];
const stageTimes: Record<string, number[]> = {};
const work = mkdtempSync(join(tmpdir(), 'vitae-bench-parse-'));

async function parseAll(dir: string, outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const files = readdirSync(dir)
    .filter((f) => CV_EXTENSIONS.has(extname(f).toLowerCase()) && formats.has(extname(f).toLowerCase()))
    .sort();
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(join(dir, file)));
    const start = performance.now();
    try {
      let ms = Number.POSITIVE_INFINITY;
      let cpuMs = Number.POSITIVE_INFINITY;
      let profile: Awaited<ReturnType<typeof runPipeline>>['profile'] | undefined;
      for (let r = 0; r < repeat; r++) {
        const began = performance.now();
        const cpu = process.cpuUsage();
        profile = (await runPipeline(bytes, { referenceDate, limits, ocr, pdfEngine: config.pdfEngine })).profile;
        ms = Math.min(ms, performance.now() - began);
        const used = process.cpuUsage(cpu);
        cpuMs = Math.min(cpuMs, (used.user + used.system) / 1000);
        // OCR is slow and dominated by the recognizer: once is enough to time it.
        if (profile.meta.ocrUsed) break;
      }
      if (!profile) throw new Error('no profile');
      const t = profile.meta.timingsMs;
      const engineMs = Object.entries(t)
        .filter(([k]) => k !== 'extract' && k !== 'total' && k !== 'photo')
        .reduce((s, [, v]) => s + v, 0);
      for (const [k, v] of Object.entries(t)) {
        stageTimes[k] ??= [];
        stageTimes[k].push(v);
      }
      timings.push({ file, format: profile.meta.ocrUsed ? `${profile.meta.fileType}+ocr` : profile.meta.fileType, ms, cpuMs, engineMs, ok: true });
      writeFileSync(join(outDir, `${basename(file, extname(file))}.json`), JSON.stringify(profile, null, 2));
      if (verbose) console.error(`  ${file}: ${ms.toFixed(0)} ms`);
    } catch (err) {
      timings.push({ file, format: extname(file).slice(1).toLowerCase(), ms: performance.now() - start, cpuMs: 0, engineMs: 0, ok: false });
      if (verbose) console.error(`  ${file}: ${(err as Error).message}`);
    }
  }
}

function score(truthDir: string, predDir: string): void {
  const run = spawnSync(process.execPath, [SCORER, '--truth', truthDir, '--pred', predDir, ...(verbose ? ['--verbose'] : [])], { encoding: 'utf8' });
  process.stdout.write(run.stdout);
  if (run.status !== 0) process.stderr.write(run.stderr);
}

interface ScoreJson {
  files: number;
  overall: number;
  fields: { field: string; score: number | null; detail: string }[];
  misses: string[];
}

function scoreJson(truthDir: string, predDir: string, withMisses: boolean): ScoreJson {
  const run = spawnSync(process.execPath, [SCORER, '--truth', truthDir, '--pred', predDir, '--json', ...(withMisses ? ['--verbose'] : [])], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`scorer failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as ScoreJson;
}

const PART_LABELS: Partial<Record<CorpusPart, string>> = {
  dev: 'studied CVs (original + new, check set left out)',
  original: 'original CVs',
  newDev: 'new CVs of 2026-11-25, studied part',
  check: 'CHECK SET (new CVs never debugged on)',
  all: 'ALL real CVs with truth',
};

/** Whether a truth file's CV has one of the extensions parsed (--formats). */
function ofFormats(truthFile: string): boolean {
  if (!formatsArg) return true;
  const json = JSON.parse(readFileSync(join(CORPUS, 'truth', truthFile), 'utf8')) as { file?: string };
  return formats.has(extname(json.file ?? '').toLowerCase());
}

/** Scores the real corpus by part, each field beside its baseline. */
function scoreParts(predDir: string): void {
  const { parts } = corpusParts(CORPUS);
  const shown: CorpusPart[] = check || saveBaseline ? ['all', 'dev', 'original', 'newDev', 'check'] : ['dev', 'original', 'newDev'];
  const baseline = existsSync(BASELINE) ? (JSON.parse(readFileSync(BASELINE, 'utf8')) as { commit: string; parts: Record<string, Record<string, number>> }) : null;
  const saved: Record<string, Record<string, number>> = {};
  for (const part of shown) {
    const dir = writeTruthPart(CORPUS, parts[part].filter(ofFormats), join(work, `truth-${part}`));
    const res = scoreJson(dir, predDir, verbose && part !== 'check' && part !== 'all');
    const base = baseline?.parts[part];
    console.log(`\n== ${PART_LABELS[part]}: ${res.files} CVs${base ? ` (baseline: ${baseline?.commit})` : ''} ==`);
    console.log(`${'field'.padEnd(24)} ${'now'.padStart(6)} ${base ? 'baseline'.padStart(9) : ''}  detail`);
    const figures: Record<string, number> = {};
    for (const r of res.fields) {
      if (r.score == null) continue;
      figures[r.field] = r.score;
      const b = base?.[r.field];
      console.log(`${r.field.padEnd(24)} ${r.score.toFixed(3).padStart(6)} ${base ? (b == null ? '-' : b.toFixed(3)).padStart(9) : ''}  ${r.detail}`);
    }
    figures.overall = res.overall;
    console.log(`${'overall'.padEnd(24)} ${res.overall.toFixed(3).padStart(6)} ${base?.overall != null ? base.overall.toFixed(3).padStart(9) : ''}`);
    for (const m of res.misses) console.log(`  miss ${m}`);
    saved[part] = figures;
  }
  if (!check && !saveBaseline) console.log('\n(check set and all-CV figures not shown: run with --check when a piece of work is done)');
  if (saveBaseline) {
    const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
    mkdirSync(resolve('bench/baselines'), { recursive: true });
    writeFileSync(BASELINE, `${JSON.stringify({ commit, ocr, measured: new Date().toISOString().slice(0, 10), parts: saved }, null, 2)}\n`);
    console.log(`\nbaseline written to ${BASELINE}`);
  }
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

if (args.includes('--list')) {
  for (const t of corpusParts(CORPUS).parts.dev) {
    const json = JSON.parse(readFileSync(join(CORPUS, 'truth', t), 'utf8')) as { file?: string };
    console.log(json.file ?? t);
  }
  process.exit(0);
}

if (args.includes('--cpu')) {
  processCost(join(CORPUS, 'cv'), args);
  process.exit(0);
}

if (scoreOnly) {
  scoreParts(scoreOnly);
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}

// Warm-up: one pass over the text files (no OCR) loads pdf.js, font data, lexicons and the
// knowledge base and lets the JIT settle, so the timed pass reads a long-running worker's cost.
for (const f of readdirSync(join(CORPUS, 'cv')).filter((x) => /\.(pdf|docx|txt)$/i.test(x))) {
  await runPipeline(new Uint8Array(readFileSync(join(CORPUS, 'cv', f))), { referenceDate, limits, ocr: false, pdfEngine: config.pdfEngine }).catch(() => {});
}

if (!only || only === 'cv') {
  const pred = join(work, 'cv');
  await parseAll(join(CORPUS, 'cv'), pred);
  scoreParts(pred);
  // Kept predictions are for studying: without --check the check set's are removed, so that no
  // script over the kept folder can show a check-set CV's answers beside its truth.
  if (keep && !check) {
    for (const t of corpusParts(CORPUS).parts.check) rmSync(join(pred, t), { force: true });
  }
}
if (!only || only === 'authored') {
  const dir = join(CORPUS, 'authored');
  const truth = join(work, 'authored-truth');
  mkdirSync(truth, { recursive: true });
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) copyFileSync(join(dir, f), join(truth, f));
  const pred = join(work, 'authored');
  await parseAll(dir, pred);
  console.log('\n== corpus/authored ==');
  score(truth, pred);
}

console.log(`\n== parse time per file (whole pipeline, one process, after warm-up${repeat > 1 ? `, fastest of ${repeat} runs` : ''}) ==`);
console.log(`(load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} CPUs: wall time grows with other load, CPU time less)`);
console.log('format      files  failed  median ms   p90 ms   median CPU ms   engine median ms');
const timedFormats = [...new Set(timings.map((t) => t.format))].sort();
for (const format of timedFormats) {
  const rows = timings.filter((t) => t.format === format);
  const ok = rows.filter((t) => t.ok);
  console.log(
    `${format.padEnd(10)} ${String(rows.length).padStart(6)}  ${String(rows.length - ok.length).padStart(6)}  ${quantile(ok.map((t) => t.ms), 0.5).toFixed(1).padStart(9)}  ${quantile(ok.map((t) => t.ms), 0.9).toFixed(1).padStart(7)}  ${quantile(ok.map((t) => t.cpuMs), 0.5).toFixed(1).padStart(14)}  ${quantile(ok.map((t) => t.engineMs), 0.5).toFixed(1).padStart(16)}`,
  );
}
console.log(`\nmedian ms per stage: ${Object.entries(stageTimes)
  .map(([k, v]) => `${k} ${quantile(v, 0.5).toFixed(1)}`)
  .join(', ')}`);
if (keep) console.log(`\npredictions kept in ${work}`);
else if (existsSync(work)) rmSync(work, { recursive: true, force: true });
