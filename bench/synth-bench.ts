/**
 * `npm run bench:synth`: accuracy and speed of the Screen pipeline on a synthetic held-out set.
 *
 * Generates fictional CVs with bench/synth (seeded: six languages, PDF/DOCX/TXT, seventeen
 * layouts modelled on real templates) under bench/out/synth/seed-N (git-ignored), parses each
 * in this process exactly as `vitae parse --out` does, and prints the table of
 * ../shared/bench/score.mjs against the generated truth, the overall score per layout and per
 * language, and the median parse time per format (after a warm-up pass).
 *
 *   npm run bench:synth [-- --seed N] [--count N] [--repeat N] [--verbose] [--no-breakdown]
 *
 * The set is a second opinion next to the development corpus: it is written from how CV
 * templates lay things out, not from the engine's rules, so a change that helps only one of the
 * two sets is suspect.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { runPipeline } from '../src/screen/pipeline.ts';
import { generateSet, type SynthFile } from './synth/generate.ts';

const SCORER = resolve('../shared/bench/score.mjs');
const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const seed = Number(opt('--seed', '1'));
const count = Number(opt('--count', '150'));
const repeat = Math.max(1, Number(opt('--repeat', '1')) || 1);
const verbose = args.includes('--verbose');
const breakdown = !args.includes('--no-breakdown');

const out = resolve(`bench/out/synth/seed-${seed}`);
const files = await generateSet({ seed, count, outDir: out });
const predDir = join(out, 'pred');
mkdirSync(predDir, { recursive: true });

const config = loadConfig();
const limits = { maxPages: config.maxPages, maxPixels: config.maxPixels, maxDocxUnzippedBytes: config.maxDocxUnzippedBytes };
const referenceDate = new Date(Date.UTC(2025, 5, 30));

// Warm-up: pdf.js, fonts, lexicons and the knowledge base loaded, the JIT settled.
for (const f of files.slice(0, 12)) await runPipeline(new Uint8Array(readFileSync(join(out, 'cv', f.file))), { referenceDate, limits, ocr: false, pdfEngine: config.pdfEngine }).catch(() => {});

interface Timing {
  format: string;
  ms: number;
  cpuMs: number;
  ok: boolean;
}
const timings: Timing[] = [];
for (const f of files) {
  const bytes = new Uint8Array(readFileSync(join(out, 'cv', f.file)));
  try {
    let ms = Number.POSITIVE_INFINITY;
    let cpuMs = Number.POSITIVE_INFINITY;
    let profile: Awaited<ReturnType<typeof runPipeline>>['profile'] | undefined;
    for (let i = 0; i < repeat; i++) {
      const began = performance.now();
      const cpu = process.cpuUsage();
      profile = (await runPipeline(bytes, { referenceDate, limits, ocr: false, pdfEngine: config.pdfEngine })).profile;
      ms = Math.min(ms, performance.now() - began);
      const used = process.cpuUsage(cpu);
      cpuMs = Math.min(cpuMs, (used.user + used.system) / 1000);
    }
    writeFileSync(join(predDir, `${f.id}.json`), JSON.stringify(profile, null, 2));
    timings.push({ format: f.format, ms, cpuMs, ok: true });
  } catch (err) {
    timings.push({ format: f.format, ms: 0, cpuMs: 0, ok: false });
    if (verbose) console.error(`  ${f.file}: ${(err as Error).message}`);
  }
}

function score(truthDir: string, json = false): string {
  const run = spawnSync(process.execPath, [SCORER, '--truth', truthDir, '--pred', predDir, ...(verbose && !json ? ['--verbose'] : []), ...(json ? ['--json'] : [])], { encoding: 'utf8' });
  if (run.status !== 0) process.stderr.write(run.stderr);
  return run.stdout;
}

console.log(`\n== synthetic set: ${files.length} CVs, seed ${seed} (${out}) ==`);
process.stdout.write(score(join(out, 'truth')));

/** Overall score of a subset of the files (truth files linked into a temporary folder). */
function subsetOverall(subset: SynthFile[]): number {
  const dir = join(out, 'subset');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  for (const f of subset) symlinkSync(join(out, 'truth', `${f.id}.json`), join(dir, `${f.id}.json`));
  const result = JSON.parse(score(dir, true)) as { overall: number };
  rmSync(dir, { recursive: true, force: true });
  return result.overall;
}

if (breakdown) {
  for (const key of ['layout', 'lang'] as const) {
    const groups = [...new Set(files.map((f) => f[key]))].sort();
    console.log(`\noverall by ${key}: ${groups.map((g) => `${g} ${subsetOverall(files.filter((f) => f[key] === g)).toFixed(3)} (${files.filter((f) => f[key] === g).length})`).join(', ')}`);
  }
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : Number.NaN;
}
console.log(`\n== parse time per file (whole pipeline, one process, after warm-up${repeat > 1 ? `, fastest of ${repeat}` : ''}) ==`);
console.log(`(load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} CPUs)`);
console.log('format      files  failed  median ms   p90 ms   median CPU ms');
for (const format of [...new Set(timings.map((t) => t.format))].sort()) {
  const rows = timings.filter((t) => t.format === format);
  const ok = rows.filter((t) => t.ok);
  console.log(`${format.padEnd(10)} ${String(rows.length).padStart(6)}  ${String(rows.length - ok.length).padStart(6)}  ${quantile(ok.map((t) => t.ms), 0.5).toFixed(1).padStart(9)}  ${quantile(ok.map((t) => t.ms), 0.9).toFixed(1).padStart(7)}  ${quantile(ok.map((t) => t.cpuMs), 0.5).toFixed(1).padStart(14)}`);
}
