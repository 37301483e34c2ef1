/**
 * Retention (settings VITAE_RETAIN_FILES_DAYS and VITAE_RETAIN_RESULTS_DAYS, 0 = keep): original
 * files are dropped after N days while profiles stay; whole invocations (file, profile, photo,
 * index entries) are erased after M days. Either way the keys that sealed what is erased are
 * destroyed with it (cv-vault.ts), as by an erasure through the API. Runs hourly in every worker process; an advisory lock
 * lets one process do a round at a time.
 */
import type { Database } from '../store/database.ts';
import type { CvVault } from './cv-vault.ts';
import * as repo from './invocation-repository.ts';
import type { ScreenEvents } from './screen-events.ts';

const RETENTION_LOCK_KEY = 774_211_902;
const BATCH = 500;

export async function applyRetention(
  db: Database,
  events: ScreenEvents,
  vault: CvVault,
  opts: { filesDays: number; resultsDays: number },
): Promise<{ files: number; invocations: number }> {
  return db.transaction(async (tx) => {
    const got = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [RETENTION_LOCK_KEY]);
    if (!got.rows[0]?.ok) return { files: 0, invocations: 0 };
    const purged = opts.filesDays > 0 ? await repo.purgeFilesOlderThan(tx, opts.filesDays) : [];
    await vault.shredFiles(tx, purged);
    const files = purged.length;
    let invocations = 0;
    if (opts.resultsDays > 0) {
      for (const inv of await repo.expiredInvocations(tx, opts.resultsDays, BATCH)) {
        if (await repo.deleteInvocation(tx, inv.tenantId, inv.id)) {
          await vault.shred(tx, [inv.id]);
          await events.deleted(tx, { tenantId: inv.tenantId, invocationId: inv.id });
          invocations++;
        }
      }
    }
    return { files, invocations };
  });
}
