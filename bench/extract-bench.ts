/**
 * Extraction speed per format over the development corpus (read at run time, never copied):
 *   npm run bench:extract [-- --dir PATH] [--runs N] [--no-ocr] [--verbose]
 * Each file is extracted N times (default 3) in this one process after a warm-up of the PDF
 * engine; a file's time is its median run. Prints, per format, the median and p90 over files,
 * how many needed OCR, and the failures by code. OCR'd files are also reported apart, since a
 * single scanned page costs as much as a hundred text PDFs. CPU time (this process, all its
 * threads, the OCR workers included) is printed beside wall time: on a shared machine it is the
 * steadier figure. The OCR workers are created before the timed files (as a service's warm-up
 * does), and OCR'd files are also summed up per page: wall and CPU medians.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { ExtractionError } from '../src/screen/extract/document.ts';
import { extractDocument } from '../src/screen/extract/extract-document.ts';
import { sniffFormat } from '../src/screen/extract/format-sniff.ts';
import { shutdownOcr } from '../src/screen/extract/ocr/ocr-engine.ts';
import { loadPdfjs } from '../src/screen/extract/pdf/pdfjs-runtime.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const dir = resolve(option('--dir') ?? '../shared/corpus/cv');
const runs = Math.max(1, Number(option('--runs') ?? 3));
const ocr = !args.includes('--no-ocr');
const verbose = args.includes('--verbose');
const limits = { maxPages: 20, maxPixels: 40_000_000, maxDocxUnzippedBytes: 100 << 20 };

if (!existsSync(dir)) {
  console.log(`extract bench: no corpus at ${dir}; nothing to measure.`);
  process.exit(0);
}

interface Result {
  file: string;
  format: string;
  ms: number;
  cpuMs: number;
  /** meta.timings of the last run: where the time goes. */
  steps: Record<string, number>;
  ocr: boolean;
  pages: number;
  code?: string;
}

const files = readdirSync(dir)
  .filter((f) => statSync(join(dir, f)).isFile() && !/\.(tsv|json|md)$/i.test(f))
  .sort();

const coldStart = performance.now();
await loadPdfjs();
const pdfjsLoadMs = performance.now() - coldStart;
// A service creates its OCR workers at start (warm-up): so does the bench, on a blank picture,
// so that the first OCR'd file does not carry their creation.
let ocrWarmMs = 0;
if (ocr) {
  const start = performance.now();
  const blank = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ffffff' } }).png().toBuffer();
  await extractDocument(new Uint8Array(blank), { limits, format: 'png', ocr }).catch(() => undefined);
  ocrWarmMs = performance.now() - start;
}

const results: Result[] = [];
let sniffMs = 0;
for (const file of files) {
  const bytes = new Uint8Array(readFileSync(join(dir, file)));
  const t = performance.now();
  const format = sniffFormat(bytes);
  sniffMs += performance.now() - t;
  if (!format) {
    results.push({ file, format: 'refused', ms: 0, cpuMs: 0, steps: {}, ocr: false, pages: 0, code: 'unsupported_format' });
    continue;
  }
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let last: Result = { file, format, ms: 0, cpuMs: 0, steps: {}, ocr: false, pages: 0 };
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    try {
      const doc = await extractDocument(bytes, { limits, format, ocr });
      last = { file, format, ms: 0, cpuMs: 0, steps: doc.meta.timings, ocr: doc.meta.ocrUsed, pages: doc.pages.length };
    } catch (err) {
      last = { file, format, ms: 0, cpuMs: 0, steps: {}, ocr: false, pages: 0, code: err instanceof ExtractionError ? err.code : `error: ${(err as Error).message}` };
    }
    times.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    // OCR is deterministic and slow: one run says enough.
    if (last.ocr) break;
  }
  last.ms = median(times);
  last.cpuMs = median(cpuTimes);
  results.push(last);
  if (verbose) {
    console.log(`${file.padEnd(50)} ${format.padEnd(5)} ${last.ms.toFixed(1).padStart(8)} ms wall ${last.cpuMs.toFixed(1).padStart(8)} ms cpu ${last.ocr ? 'OCR' : '   '} ${last.code ?? ''}`);
  }
}
await shutdownOcr();

console.log(`\nExtraction over ${dir} (${files.length} files, ${runs} run(s) each, median run per file; OCR ${ocr ? 'on' : 'off'})`);
console.log(`pdf.js load (once per process): ${pdfjsLoadMs.toFixed(0)} ms; sniffing all files: ${sniffMs.toFixed(1)} ms`);
console.log(`load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (${availableParallelism()} cores)`);
console.log('format   files  median ms    p90 ms  median cpu ms  p90 cpu ms   OCR used   failures');
for (const format of ['pdf', 'docx', 'doc', 'rtf', 'odt', 'html', 'txt', 'jpeg', 'png', 'refused']) {
  const group = results.filter((r) => r.format === format);
  if (group.length === 0) continue;
  const ok = group.filter((r) => !r.code);
  const failures = group.filter((r) => r.code).map((r) => r.code);
  const summary = [...new Set(failures)].map((c) => `${c} ×${failures.filter((f) => f === c).length}`).join(', ');
  const times = ok.map((r) => r.ms);
  const cpu = ok.map((r) => r.cpuMs);
  console.log(
    `${format.padEnd(8)} ${String(group.length).padStart(5)} ${fmt(median(times)).padStart(10)} ${fmt(percentile(times, 0.9)).padStart(9)} ${fmt(median(cpu)).padStart(14)} ${fmt(percentile(cpu, 0.9)).padStart(11)} ${String(ok.filter((r) => r.ocr).length).padStart(10)}   ${summary || '-'}`,
  );
}
const textPdfResults = results.filter((r) => r.format === 'pdf' && !r.code && !r.ocr);
const textPdfs = textPdfResults.map((r) => r.ms);
const textPdfsCpu = textPdfResults.map((r) => r.cpuMs);
const ocrd = results.filter((r) => !r.code && r.ocr).map((r) => r.ms);
const stepNames = [...new Set(textPdfResults.flatMap((r) => Object.keys(r.steps)))].filter((k) => k !== 'total');
const stepMedians = stepNames.map((k) => `${k} ${fmt(median(textPdfResults.map((r) => r.steps[k] ?? 0)))}`);
console.log(
  `\ntext PDFs (no OCR): ${textPdfs.length} files, median ${fmt(median(textPdfs))} ms (cpu ${fmt(median(textPdfsCpu))} ms), p90 ${fmt(percentile(textPdfs, 0.9))} ms (cpu ${fmt(percentile(textPdfsCpu, 0.9))} ms)`,
);
console.log(`text PDF steps, median ms: ${stepMedians.join(', ')}`);
if (ocrd.length > 0) console.log(`OCR'd files: ${ocrd.length}, median ${fmt(median(ocrd))} ms, p90 ${fmt(percentile(ocrd, 0.9))} ms`);
// OCR per page: a file's time (whole extraction: decode, OCR, page image) over its pages.
const ocrFiles = results.filter((r) => !r.code && r.ocr && r.pages > 0);
if (ocrFiles.length > 0) {
  const perPage = (v: (r: Result) => number) => ocrFiles.map((r) => v(r) / r.pages);
  const wall = perPage((r) => r.ms);
  const cpu = perPage((r) => r.cpuMs);
  const step = perPage((r) => r.steps.ocr ?? 0);
  console.log(
    `OCR per page (${ocrFiles.reduce((n, r) => n + r.pages, 0)} pages in ${ocrFiles.length} files; workers warmed first, ${ocrWarmMs.toFixed(0)} ms): ` +
      `median wall ${fmt(median(wall))} ms (p90 ${fmt(percentile(wall, 0.9))}), median CPU ${fmt(median(cpu))} ms (p90 ${fmt(percentile(cpu, 0.9))}), ` +
      `median OCR step ${fmt(median(step))} ms`,
  );
}

function median(values: number[]): number {
  return percentile(values, 0.5);
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

function fmt(v: number): string {
  return Number.isNaN(v) ? '-' : v.toFixed(1);
}
