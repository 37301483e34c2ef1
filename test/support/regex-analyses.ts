/**
 * recheck's analyses of the inventory's patterns, kept in test/support/regex-analyses.json.
 *
 * Why a file: recheck spends about 90 s of CPU on the ~800 distinct patterns (55 of them take
 * 0.5–3.5 s each), a fifth of the whole test run on a 2-core CI machine, and its answer depends
 * only on the pattern, its flags and recheck's version. The file holds the answer per pattern; a
 * pattern the file lacks (a new or changed one) is analysed when the test runs, so the check
 * never trusts a stale answer, only a missing entry costs time. Every pattern is still run on the
 * adversarial inputs each time. Rewrite the file after changing patterns:
 *
 *   npx tsx test/support/regex-analyses.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { checkSync } from 'recheck';
import { regexInventory } from './regex-inventory.ts';

/** What the safety check uses of an analysis. */
export interface RegexAnalysis {
  status: 'safe' | 'vulnerable' | 'unknown';
  exponential?: true;
  /** recheck's attack string as prefix + pump × count + suffix (the strings are up to 55k long). */
  attack?: { pumps: Array<[prefix: string, pump: string, count: number]>; suffix: string };
}

/** The file: `{ recheck, analyses }`. */
interface AnalysesFile {
  recheck: string;
  analyses: Record<string, RegexAnalysis>;
}

const FILE = new URL('./regex-analyses.json', import.meta.url).pathname;
const ROOT = new URL('../../', import.meta.url).pathname;
export const REGEX_DIRS = ['src/screen', 'src/match', 'src/knowledge'];
const RECHECK_VERSION: string = createRequire(import.meta.url)('recheck/package.json').version;

/** The longest line the engine hands a per-line regex (TXT_MAX_LINE_CHARS): the inputs' size. */
export const INPUT_BOUND = 1_000;

export const analysisKey = (source: string, flags: string): string => `${flags.replace(/[gy]/g, '')}/${source}`;

/** The attack string an analysis stands for. */
export function attackString(analysis: RegexAnalysis): string | null {
  if (!analysis.attack) return null;
  return analysis.attack.pumps.map(([prefix, pump, count]) => prefix + pump.repeat(count)).join('') + analysis.attack.suffix;
}

/** recheck's answer for one pattern, in the file's shape. */
export function analyse(source: string, flags: string): RegexAnalysis {
  const r = checkSync(source, flags.replace(/[gy]/g, ''), { timeout: 3_000 });
  if (r.status !== 'vulnerable') return { status: r.status };
  const attack = {
    pumps: r.attack.pumps.map((p): [string, string, number] => [p.prefix, p.pump, r.attack.base]),
    suffix: r.attack.suffix,
  };
  const out: RegexAnalysis = { status: 'vulnerable', ...(r.complexity.type === 'exponential' ? { exponential: true as const } : {}), attack };
  // recheck builds its string as prefix + pump × base per pump, then the suffix, except (in
  // u mode) where it counts otherwise: then its string is kept as written, cut to the inputs'
  // size, the most of it the check ever uses.
  if (attackString(out) !== r.attack.string) out.attack = { pumps: [], suffix: r.attack.string.slice(0, INPUT_BOUND) };
  return out;
}

/** The stored analyses, or none when they were written by another recheck version. */
export function storedAnalyses(): Map<string, RegexAnalysis> {
  try {
    const file = JSON.parse(readFileSync(FILE, 'utf8')) as AnalysesFile;
    return file.recheck === RECHECK_VERSION ? new Map(Object.entries(file.analyses)) : new Map();
  } catch {
    return new Map();
  }
}

function writeAnalyses(): void {
  const analyses: Record<string, RegexAnalysis> = {};
  const sites = regexInventory(ROOT, REGEX_DIRS);
  for (const site of sites) {
    const key = analysisKey(site.source, site.flags);
    analyses[key] ??= analyse(site.source, site.flags);
  }
  const sorted = Object.fromEntries(Object.entries(analyses).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  // One pattern per line, so a change of patterns reads as a diff of lines.
  const lines = Object.entries(sorted).map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  writeFileSync(FILE, `{\n  "recheck": ${JSON.stringify(RECHECK_VERSION)},\n  "analyses": {\n${lines.join(',\n')}\n  }\n}\n`);
  process.stdout.write(`${Object.keys(sorted).length} patterns analysed into ${FILE}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) writeAnalyses();
