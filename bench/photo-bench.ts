/**
 * Photo step accuracy and speed on the development corpus (read at run time, never copied):
 *   node bin/bench.js bench/photo-bench.ts [--corpus ../shared/corpus] [--repeat 3] [--verbose] [--crops DIR]
 *
 * Each CV goes through the real extraction (extractDocument) and then the photo step
 * (findPhoto), as the pipeline runs them. Scored against `hasPhoto` of truth/*.json and
 * authored/*.json: accuracy, false positives (must be 0), misses. Time: the photo step alone,
 * per CV (median, p90, max; each CV's time is the median of --repeat runs, since the machine is
 * shared), with the one-off detector load measured and reported separately, and the load average.
 * `--crops DIR` writes the crops for a visual check (they are personal data: keep them local).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, extname, join, resolve } from 'node:path';
import type { Document } from '../src/screen/extract/document.ts';
import { extractDocument } from '../src/screen/extract/extract-document.ts';
import { loadFaceDetector } from '../src/screen/photo/face-detector.ts';
import { findPhoto, type PhotoTraceEntry } from '../src/screen/photo/find-photo.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const corpus = resolve(arg('--corpus') ?? '../shared/corpus');
const verbose = process.argv.includes('--verbose');
const repeat = Math.max(1, Number(arg('--repeat') ?? 3));
const cropsDir = arg('--crops');
if (cropsDir) mkdirSync(cropsDir, { recursive: true });

const CV_EXTENSIONS = new Set(['.pdf', '.docx', '.doc', '.rtf', '.odt', '.html', '.htm', '.txt', '.jpg', '.jpeg', '.png']);

/** file name → hasPhoto, from every truth file that states it. */
function readTruth(): Map<string, boolean> {
  const truth = new Map<string, boolean>();
  for (const dir of ['truth', 'authored']) {
    for (const name of readdirSync(join(corpus, dir))) {
      if (!name.endsWith('.json')) continue;
      const t = JSON.parse(readFileSync(join(corpus, dir, name), 'utf8')) as { file?: string; hasPhoto?: unknown };
      if (t.file && typeof t.hasPhoto === 'boolean') truth.set(t.file, t.hasPhoto);
    }
  }
  return truth;
}

function cvFiles(): string[] {
  const files: string[] = [];
  for (const dir of ['cv', 'authored']) {
    for (const name of readdirSync(join(corpus, dir)).sort()) {
      if (CV_EXTENSIONS.has(extname(name).toLowerCase())) files.push(join(corpus, dir, name));
    }
  }
  return files;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : 0);

const truth = readTruth();
const loadAvgBefore = loadavg()[0]!;
const load = await loadFaceDetector();

interface Row {
  file: string;
  format: string;
  images: number;
  expected?: boolean;
  found: boolean;
  ms: number;
  error?: string;
  trace: PhotoTraceEntry[];
}
const rows: Row[] = [];
const limits = { maxPages: 20, maxPixels: 40_000_000, maxDocxUnzippedBytes: 100 * 1024 * 1024 };

for (const path of cvFiles()) {
  const file = basename(path);
  const expected = truth.get(file);
  let document: Document;
  process.stderr.write(`${file} … `);
  try {
    document = await extractDocument(new Uint8Array(readFileSync(path)), { limits, signal: AbortSignal.timeout(120_000) });
  } catch (err) {
    rows.push({ file, format: extname(file).slice(1), images: 0, expected, found: false, ms: 0, error: (err as Error).message, trace: [] });
    continue;
  }
  const trace: PhotoTraceEntry[] = [];
  const runs: number[] = [];
  let photo: Awaited<ReturnType<typeof findPhoto>> = null;
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    photo = await findPhoto(document, i === 0 ? { onTrace: (e) => trace.push(e) } : {});
    runs.push(performance.now() - start);
  }
  const ms = percentile(runs.sort((a, b) => a - b), 0.5);
  process.stderr.write(`${ms.toFixed(0)} ms\n`);
  if (photo && cropsDir) writeFileSync(join(cropsDir, `${file}.jpg`), photo.bytes);
  rows.push({ file, format: document.format, images: document.images.length, expected, found: photo !== null, ms, trace });
}

const scored = rows.filter((r) => r.expected !== undefined);
const fp = scored.filter((r) => r.found && !r.expected);
const fn = scored.filter((r) => !r.found && r.expected);
const correct = scored.filter((r) => r.found === r.expected);
const times = rows.filter((r) => !r.error).map((r) => r.ms).sort((a, b) => a - b);
const detectorRuns = rows.map((r) => r.trace.reduce((n, e) => n + (e.detectorRuns ?? 0), 0));
const withImages = rows.filter((r) => r.images > 0);
const byFormat = new Map<string, { docs: number; withImages: number }>();
for (const r of rows) {
  const f = byFormat.get(r.format) ?? { docs: 0, withImages: 0 };
  f.docs++;
  if (r.images > 0) f.withImages++;
  byFormat.set(r.format, f);
}

if (verbose) {
  for (const r of rows) {
    const mark = r.expected === undefined ? ' ' : r.found === r.expected ? '✓' : '✗';
    const detail = r.error
      ? `extract failed: ${r.error}`
      : r.trace.map((e) => `${e.ref}:${e.outcome}${e.reason ? `(${e.reason})` : ''}${e.detectorRuns ? `[${e.detectorRuns} runs]` : ''}`).join(' ');
    console.log(`${mark} ${r.file}  expected=${r.expected ?? '-'} found=${r.found} images=${r.images} ${r.ms.toFixed(1)}ms  ${detail}`);
  }
  console.log('');
}

console.log(`detector load (once per process, incl. warm-up inference): ${load.loadMs.toFixed(0)} ms on ${load.backend}`);
console.log(`machine load average (1 min) at start ${loadAvgBefore.toFixed(1)}, at end ${loadavg()[0]!.toFixed(1)}`);
console.log(`CVs run: ${rows.length} (extraction failed: ${rows.filter((r) => r.error).length}); with images from extraction: ${withImages.length}`);
console.log(`images delivered per format: ${[...byFormat].map(([f, s]) => `${f} ${s.withImages}/${s.docs}`).join(', ')}`);
console.log(
  `scored (hasPhoto known): ${scored.length}; accuracy ${(correct.length / Math.max(1, scored.length)).toFixed(3)}; ` +
    `photos expected ${scored.filter((r) => r.expected).length}, found ${scored.filter((r) => r.found && r.expected).length}; ` +
    `false positives ${fp.length}; misses ${fn.length}`,
);
console.log(
  `detector runs: ${detectorRuns.reduce((a, b) => a + b, 0)} in total, on ${detectorRuns.filter((n) => n > 0).length} of ${rows.length} CVs ` +
    `(the others were decided without it)`,
);
if (fp.length) console.log(`false positives: ${fp.map((r) => r.file).join(', ')}`);
if (fn.length) console.log(`misses: ${fn.map((r) => r.file).join(', ')}`);
console.log(
  `photo step time per CV (ms): median ${percentile(times, 0.5).toFixed(1)}, p90 ${percentile(times, 0.9).toFixed(1)}, ` +
    `max ${percentile(times, 1).toFixed(1)}; median over CVs with images ${percentile(
      withImages.filter((r) => !r.error).map((r) => r.ms).sort((a, b) => a - b),
      0.5,
    ).toFixed(1)}`,
);
