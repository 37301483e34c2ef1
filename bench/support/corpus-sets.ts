/**
 * The parts of the real development corpus that the benchmarks report separately.
 *
 * - `original`: the CVs with truth that were in the corpus before its growth of 2026-11-25.
 * - `new`: the CVs whose SOURCES.tsv notes start "added 2026-11-25", split in two:
 *   - `check`: a random third of them, set aside before any tuning on them. Nobody debugs on these
 *     files; they are measured only when a piece of work is done (`--check`), and their figure is
 *     reported beside the rest. If it lags the others, the work was fitted to files, not classes.
 *   - `newDev`: the other two thirds, free to study.
 *
 * The third is drawn by ranking the new files on a salted SHA-256 of their file name and taking the
 * first third: deterministic, the same on every machine, and it needs no list of file names (which
 * carry people's names) in the repository. The salt is fixed for good: changing it would leak the
 * check set into the tuned one.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, copyFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';

const CHECK_SALT = 'vitae-check-set-2026-11-25';
const NEW_MARK = /^added 2026-11-25/;

export type CorpusPart = 'all' | 'original' | 'new' | 'newDev' | 'check' | 'dev';

export interface CorpusParts {
  /** truth file names (`x.json`) by part */
  parts: Record<CorpusPart, string[]>;
}

function checkRank(file: string): string {
  return createHash('sha256').update(`${CHECK_SALT}:${file}`).digest('hex');
}

/** Splits the truth files of `corpus` (its `truth/` and `cv/SOURCES.tsv`) into the reported parts. */
export function corpusParts(corpus: string): CorpusParts {
  const truthDir = join(corpus, 'truth');
  const truth = readdirSync(truthDir).filter((f) => f.endsWith('.json')).sort();
  const sources = join(corpus, 'cv', 'SOURCES.tsv');
  const newFiles = new Set<string>();
  if (existsSync(sources)) {
    const [head, ...lines] = readFileSync(sources, 'utf8').split('\n');
    const cols = (head ?? '').split('\t');
    const fileCol = cols.indexOf('filename');
    const notesCol = cols.indexOf('notes');
    for (const line of lines) {
      const cells = line.split('\t');
      const file = cells[fileCol];
      if (file && NEW_MARK.test(cells[notesCol] ?? '')) newFiles.add(basename(file, extname(file)));
    }
  }
  const stemOf = (t: string): string => {
    const json = JSON.parse(readFileSync(join(truthDir, t), 'utf8')) as { file?: string };
    return basename(json.file ?? t, extname(json.file ?? t));
  };
  const isNew = truth.filter((t) => newFiles.has(stemOf(t)));
  const ranked = [...isNew].sort((a, b) => checkRank(a).localeCompare(checkRank(b)));
  const check = new Set(ranked.slice(0, Math.round(ranked.length / 3)));
  const parts: Record<CorpusPart, string[]> = {
    all: truth,
    original: truth.filter((t) => !isNew.includes(t)),
    new: isNew,
    newDev: isNew.filter((t) => !check.has(t)),
    check: [...check].sort(),
    dev: truth.filter((t) => !check.has(t)),
  };
  return { parts };
}

/** Copies the truth files of one part into `dir` (a temporary folder), for the scorer. */
export function writeTruthPart(corpus: string, files: string[], dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (const f of files) copyFileSync(join(corpus, 'truth', f), join(dir, f));
  return dir;
}

/**
 * The job descriptions of ../shared/corpus/jds (requirement truth in `truth/`), split the same way:
 * a random third set aside as a check set before any work on them (ranked on a salted SHA-256 of
 * the id, first third taken), the other two thirds studied. Nobody opens or debugs on the check
 * set; it is measured only when a piece of work is done (`bench:jd --check`). The salt is fixed.
 */
const JD_CHECK_SALT = 'vitae-jd-check-set-2026-11-25';

export type JdPart = 'all' | 'studied' | 'check';

function jdCheckRank(id: string): string {
  return createHash('sha256').update(`${JD_CHECK_SALT}:${id}`).digest('hex');
}

/** Ids (`J-en-01`) of the job descriptions with truth in `jdCorpus` (…/corpus/jds), by part. */
export function jdParts(jdCorpus: string): Record<JdPart, string[]> {
  const ids = readdirSync(join(jdCorpus, 'truth'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
  const ranked = [...ids].sort((a, b) => jdCheckRank(a).localeCompare(jdCheckRank(b)));
  const check = new Set(ranked.slice(0, Math.round(ranked.length / 3)));
  return { all: ids, studied: ids.filter((id) => !check.has(id)), check: [...check].sort() };
}
