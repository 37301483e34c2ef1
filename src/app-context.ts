/**
 * What every module of a running process shares: settings, the database, logs and metrics.
 * Modules build their own services from it (each in its own `*-module.ts`); nothing here knows
 * about auth, screen or match.
 */
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Metrics } from './observability/metrics.ts';
import type { Database } from './store/database.ts';
import type { StoreKeys } from './store/store-keys.ts';

export interface AppContext {
  readonly config: Config;
  readonly db: Database;
  /** The master key ring and every CV's own data keys (src/store/store-keys.ts). */
  readonly keys: StoreKeys;
  readonly logger: Logger;
  readonly metrics: Metrics;
  /** Wakes this process's workers after an enqueue (others find the job on their next poll). */
  notifyJobs(): void;
}
