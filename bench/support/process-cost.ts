/**
 * `npm run bench:parse -- --cpu [--against REF | --engines] [--rounds N]`: what a text PDF costs a whole
 * process, the figure to set beside another parser run the same way on the same files.
 *
 * Each round starts a fresh process (bench/support/process-cost-child.ts) that parses every PDF
 * of the corpus once (OCR off) and reports its whole CPU time (process.cpuUsage: start-up,
 * loading pdf.js and the knowledge base, every file) and wall time. Per file: that total divided
 * by the files, and the median of each file's own CPU and wall time. With --against REF, the same
 * is run on the source tree of commit REF (exported to a temp folder, this node_modules linked)
 * in alternate rounds, so "before" and "after" share the machine's load of the moment.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const CHILD = resolve('bench/support/process-cost-child.ts');
const TSX = import.meta.resolve('tsx');

interface ChildReport {
  cpuMs: number;
  wallMs: number;
  perFile: Array<{ file: string; cpuMs: number; wallMs: number; engineMs: number | null }>;
}

interface RoundFigures {
  processCpuPerFile: number;
  processWallPerFile: number;
  fileCpuMedian: number;
  fileWallMedian: number;
  engineMedian: number;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : Number.NaN;
}

function runChild(root: string, files: string[], pdfEngine?: string): RoundFigures {
  const env = pdfEngine ? { ...process.env, VITAE_PDF_ENGINE: pdfEngine } : process.env;
  const run = spawnSync(process.execPath, ['--import', TSX, CHILD, root, ...files], { encoding: 'utf8', maxBuffer: 64 << 20, cwd: root, env });
  if (run.status !== 0) throw new Error(`process-cost child failed in ${root}: ${run.stderr.slice(-2000)}`);
  const report = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as ChildReport;
  const n = report.perFile.length;
  return {
    processCpuPerFile: report.cpuMs / n,
    processWallPerFile: report.wallMs / n,
    fileCpuMedian: median(report.perFile.map((f) => f.cpuMs)),
    fileWallMedian: median(report.perFile.map((f) => f.wallMs)),
    engineMedian: median(report.perFile.flatMap((f) => (f.engineMs === null ? [] : [f.engineMs]))),
  };
}

/** The `src` tree and package.json of commit `ref`, in a temp folder that uses our node_modules. */
function exportTree(ref: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-cost-'));
  const archive = execFileSync('git', ['archive', '--format=tar', ref, 'src', 'package.json'], { maxBuffer: 256 << 20 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  return dir;
}

export function processCost(corpusCv: string, args: string[]): void {
  const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const against = opt('--against');
  const rounds = Math.max(1, Number(opt('--rounds') ?? 3) || 3);
  const files = readdirSync(corpusCv)
    .filter((f) => /\.pdf$/i.test(f))
    .sort()
    .map((f) => join(corpusCv, f));
  const trees: Array<{ label: string; root: string; pdfEngine?: string }> = [{ label: 'this tree', root: resolve('.') }];
  if (against) trees.unshift({ label: against, root: exportTree(against) });
  // --engines: this tree with each PDF text engine, in alternate rounds.
  if (args.includes('--engines')) trees.splice(0, trees.length, { label: 'pdf.js', root: resolve('.'), pdfEngine: 'pdfjs' }, { label: 'pdfium', root: resolve('.'), pdfEngine: 'pdfium' });
  const results = new Map<string, RoundFigures[]>(trees.map((t) => [t.label, []]));
  try {
    for (let r = 0; r < rounds; r++) {
      for (const t of r % 2 ? [...trees].reverse() : trees) {
        results.get(t.label)!.push(runChild(t.root, files, t.pdfEngine));
        process.stderr.write(`  round ${r + 1}/${rounds}: ${t.label} done\n`);
      }
    }
  } finally {
    for (const t of trees) if (t.root !== resolve('.')) rmSync(t.root, { recursive: true, force: true });
  }
  console.log(`\n== whole-process cost per PDF: ${files.length} PDFs of the corpus, OCR off, a fresh process per round, median of ${rounds} rounds ==`);
  console.log('tree                 process CPU ms/file  process wall ms/file  file CPU median  file wall median  engine total median');
  for (const t of trees) {
    const rs = results.get(t.label)!;
    const m = (k: keyof RoundFigures) => median(rs.map((x) => x[k])).toFixed(1);
    console.log(
      `${t.label.padEnd(20)} ${m('processCpuPerFile').padStart(19)}  ${m('processWallPerFile').padStart(20)}  ${m('fileCpuMedian').padStart(15)}  ${m('fileWallMedian').padStart(16)}  ${m('engineMedian').padStart(19)}`,
    );
  }
}
