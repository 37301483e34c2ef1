/**
 * `vitae rank --profiles DIR --query-file JD.txt [--limit N] [--offset N] [--order DESC|ASC]`:
 * ranks the profile JSON files of DIR (as `vitae parse --out DIR` writes them) against a job
 * description with the Match engine, without a server, and prints the same body as
 * `GET /direct-search`, each profile's `id` being its file name without extension.
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { profileToFeatures } from '../match/candidate-features.ts';
import { MAX_DESCRIPTION_CHARS } from '../match/job/job-understanding.ts';
import { rankFeatures } from '../match/match-engine.ts';
import { SEARCH_LIMITS, searchResponseBody } from '../match/match-response.ts';
import type { CandidateFeatures, SearchPage } from '../match/match-types.ts';
import { ProfileSchema } from '../screen/profile-schema.ts';
import { UsageError } from './usage-error.ts';
import { loadConfig } from '../config.ts';
import { useKnowledgeDataDir } from '../knowledge/esco/extension-store.ts';

const USAGE = `usage: vitae rank --profiles DIR --query-file JD.txt [--limit N] [--offset N] [--order DESC|ASC]
  DIR holds profile JSON files (vitae parse --out DIR); prints the direct-search body
  --limit N   profiles printed (default ${SEARCH_LIMITS.defaultLimit}; 0 = all)`;

const OPTIONS = {
  profiles: { type: 'string' },
  'query-file': { type: 'string' },
  limit: { type: 'string' },
  offset: { type: 'string' },
  order: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function count(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number\n\n${USAGE}`);
  return Number(value);
}

export async function rankCommand(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; strict: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, strict: true });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n\n${USAGE}`);
  }
  const v = parsed.values;
  if (v.help) {
    console.log(USAGE);
    return 0;
  }
  if (!v.profiles || !v['query-file']) throw new UsageError(USAGE);
  // The knowledge base merges the data folder's ESCO extension, as a server would.
  useKnowledgeDataDir(loadConfig().dataDir);
  const order = (v.order ?? 'DESC').toUpperCase();
  if (order !== 'DESC' && order !== 'ASC') throw new UsageError(`--order is DESC or ASC\n\n${USAGE}`);

  const description = (await readFile(v['query-file'], 'utf8')).slice(0, MAX_DESCRIPTION_CHARS);
  const files = (await readdir(v.profiles)).filter((f) => f.toLowerCase().endsWith('.json')).sort();
  const candidates: Array<{ id: string; features: CandidateFeatures }> = [];
  let failures = 0;
  for (const file of files) {
    try {
      const profile = ProfileSchema.parse(JSON.parse(await readFile(join(v.profiles, file), 'utf8')));
      candidates.push({ id: basename(file, extname(file)), features: profileToFeatures(profile) });
    } catch (err) {
      failures++;
      console.error(`vitae rank: ${file}: not a profile (${((err as Error).message ?? '').split('\n')[0]!.slice(0, 120)})`);
    }
  }
  const limit = count(v.limit, 'limit', SEARCH_LIMITS.defaultLimit);
  const page: SearchPage = { order, limit: limit === 0 ? candidates.length : limit, offset: count(v.offset, 'offset', 0) };
  const result = rankFeatures(description, candidates, { page });
  process.stdout.write(`${JSON.stringify(searchResponseBody(result, page), null, 2)}\n`);
  return failures ? 1 : 0;
}
