/**
 * `vitae parse [--out DIR] FILE…`: the whole Screen pipeline on local files, no server.
 *
 * With one file and no --out, the profile JSON (the `profile` of a completed result) goes to
 * stdout. With --out DIR, each FILE becomes DIR/<file name without extension>.json. A file that
 * cannot be parsed is reported on stderr with its stable failure code; the others still run,
 * and the exit code is 1.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { useKnowledgeDataDir } from '../knowledge/esco/extension-store.ts';
import { UsageError } from './usage-error.ts';
import { type ExtractLimits, ExtractionError } from '../screen/extract/document.ts';
import type { PdfEngine } from '../screen/extract/extract-context.ts';
import { shutdownOcr } from '../screen/extract/ocr/ocr-engine.ts';
import { runPipeline } from '../screen/pipeline.ts';

const USAGE = `usage: vitae parse [--out DIR] FILE…
  one FILE without --out: print its profile JSON
  --out DIR: write DIR/<name>.json for each FILE`;

const OPTIONS = { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n\n${USAGE}`);
  }
}

export async function parseCommand(argv: string[]): Promise<number> {
  const parsed = parse(argv);
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  const files = parsed.positionals;
  const outDir = parsed.values.out;
  if (files.length === 0) throw new UsageError(USAGE);
  if (!outDir && files.length > 1) throw new UsageError(`several files need --out DIR\n\n${USAGE}`);
  const config = loadConfig();
  useKnowledgeDataDir(config.dataDir);
  const limits = { maxPages: config.maxPages, maxPixels: config.maxPixels, maxDocxUnzippedBytes: config.maxDocxUnzippedBytes, maxTextChars: config.maxTextChars };
  if (outDir) await mkdir(outDir, { recursive: true });
  let failures = 0;
  try {
    failures = await parseEach(files, outDir, limits, config.pdfEngine);
  } finally {
    // The OCR worker would otherwise keep the process alive for its idle period.
    await shutdownOcr();
  }
  return failures ? 1 : 0;
}

async function parseEach(files: string[], outDir: string | undefined, limits: ExtractLimits, pdfEngine: PdfEngine): Promise<number> {
  let failures = 0;
  for (const file of files) {
    try {
      const bytes = new Uint8Array(await readFile(file));
      const { profile } = await runPipeline(bytes, { referenceDate: new Date(), limits, pdfEngine });
      const json = JSON.stringify(profile, null, 2);
      if (outDir) await writeFile(join(outDir, `${basename(file, extname(file))}.json`), `${json}\n`);
      else process.stdout.write(`${json}\n`);
    } catch (err) {
      failures++;
      const reason = err instanceof ExtractionError ? `${err.code}: ${err.message}` : ((err as Error)?.message ?? String(err));
      console.error(`vitae parse: ${file}: ${reason}`);
    }
  }
  return failures;
}
