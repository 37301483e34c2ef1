/**
 * Wires decision records: the service, its routes, and retention (VITAE_DECISIONS_RETAIN_DAYS,
 * 0 = keep): hourly in worker processes, one process at a time under an advisory lock, removing
 * the records older than the setting from the start of each tenant's chain.
 */
import type { AppContext } from '../app-context.ts';
import type { VitaeModule } from '../module.ts';
import { pruneDecisions } from './decision-repository.ts';
import { DecisionService } from './decision-service.ts';

const RETENTION_EVERY_MS = 60 * 60 * 1000;
// Arbitrary constant naming "the Vitae decision-retention lock" among advisory locks.
const RETENTION_LOCK_KEY = 774_211_903;

export function decisionsModule(ctx: AppContext): VitaeModule & { service: DecisionService } {
  const service = new DecisionService(ctx.db, ctx.keys.data);
  let timer: NodeJS.Timeout | undefined;
  const days = ctx.config.decisionsRetainDays;
  const prune = () =>
    ctx.db
      .transaction(async (tx) => {
        const got = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [RETENTION_LOCK_KEY]);
        return got.rows[0]?.ok ? pruneDecisions(tx, days) : 0;
      })
      .then(
        (removed) => removed && ctx.logger.info({ removed }, 'decision records past retention removed'),
        (err) => ctx.logger.warn({ err }, 'decision retention failed; will try again'),
      );
  return {
    name: 'decisions',
    service,
    start() {
      if (!days) return;
      setTimeout(prune, 5_000).unref();
      timer = setInterval(prune, RETENTION_EVERY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
