/**
 * Child of `npm run bench:parse -- --cpu` (bench/support/process-cost.ts): a fresh process that
 * parses the given files once each, in order, with the pipeline of the source tree ROOT (this
 * checkout or an exported older commit), and prints one JSON line: the whole process's CPU and
 * wall time (start-up, module loading and every file included) and each file's own share.
 *
 *   node --import tsx bench/support/process-cost-child.ts ROOT FILE…
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, ...files] = process.argv.slice(2);
if (!root) throw new Error('usage: process-cost-child.ts ROOT FILE…');
const { runPipeline } = (await import(pathToFileURL(join(root, 'src/screen/pipeline.ts')).href)) as typeof import('../../src/screen/pipeline.ts');
const limits = { maxPages: 20, maxPixels: 40_000_000, maxDocxUnzippedBytes: 100 << 20, maxTextChars: 1_000_000 };
const referenceDate = new Date('2026-11-25T00:00:00Z');
const perFile: Array<{ file: string; cpuMs: number; wallMs: number; engineMs: number | null }> = [];
for (const file of files) {
  const bytes = new Uint8Array(readFileSync(file));
  const cpu = process.cpuUsage();
  const began = performance.now();
  let engineMs: number | null = null;
  try {
    // VITAE_PDF_ENGINE picks the PDF text engine (`--cpu --engines`); older trees ignore the option.
    const pdfEngine = process.env.VITAE_PDF_ENGINE;
    const { profile } = await runPipeline(bytes, { referenceDate, limits, ocr: false, ...(pdfEngine ? { pdfEngine: pdfEngine as 'pdfjs' | 'pdfium' } : {}) });
    engineMs = profile.meta.timingsMs?.total ?? null;
  } catch {
    // A failed file still costs what it cost.
  }
  const used = process.cpuUsage(cpu);
  perFile.push({ file, cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - began, engineMs });
}
const total = process.cpuUsage();
// performance.now() counts from the process's time origin: the whole life of this process.
process.stdout.write(`${JSON.stringify({ cpuMs: (total.user + total.system) / 1000, wallMs: performance.now(), perFile })}\n`);
process.exit(0);
