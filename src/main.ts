/**
 * The `vitae` command line: serve | worker | admin | parse | rank | knowledge.
 * Each command lives in src/cli/; this file only dispatches and turns errors into exit codes.
 */
import { ConfigError } from './config.ts';
import { UsageError } from './cli/usage-error.ts';
import { DataDirLockedError } from './store/data-dir-lock.ts';

const USAGE = `usage: vitae <command> [options]

commands:
  serve                         API plus in-process workers (VITAE_WORKERS)
  worker                        workers only (scale-out; share DATABASE_URL)
  admin <tenant|client|keys|queue> …   provisioning and operations (vitae admin --help)
  parse [--out DIR] FILE…       run the Screen pipeline on files, print or write profile JSON
  rank --profiles DIR --query-file JD.txt [--limit N]   rank parsed profiles for a job description
  knowledge import-esco DIR     extend the skills knowledge base from ESCO's CSV export

settings come from the environment and .env (see README).`;

type Command = (args: string[]) => Promise<number>;

const commands: Record<string, () => Promise<Command>> = {
  serve: async () => (await import('./cli/serve-command.ts')).serveCommand,
  worker: async () => (await import('./cli/serve-command.ts')).workerCommand,
  admin: async () => (await import('./cli/admin-command.ts')).adminCommand,
  parse: async () => (await import('./cli/parse-command.ts')).parseCommand,
  rank: async () => (await import('./cli/rank-command.ts')).rankCommand,
  knowledge: async () => (await import('./cli/knowledge-command.ts')).knowledgeCommand,
};

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(USAGE);
    return name ? 0 : 2;
  }
  const load = commands[name];
  if (!load) {
    console.error(`vitae: unknown command "${name}"\n\n${USAGE}`);
    return 2;
  }
  try {
    return await (await load())(rest);
  } catch (err) {
    if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof UsageError) {
      console.error(`vitae ${name}: ${err.message}`);
      return 2;
    }
    console.error(`vitae ${name}: ${(err as Error)?.stack ?? err}`);
    return 1;
  }
}
