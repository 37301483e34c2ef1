/**
 * Wires Match: the per-process index registry, the service, the routes (search and job
 * description parsing), and the Screen listener that writes a profile's features (or its
 * tombstone) in the same transaction as the profile.
 */
import type { Logger } from 'pino';
import type { AppContext } from '../app-context.ts';
import type { VitaeModule } from '../module.ts';
import type { Profile } from '../screen/profile-schema.ts';
import type { ScreenListener } from '../screen/screen-events.ts';
import type { Queryable } from '../store/database.ts';
import type { DataKeys } from '../store/data-keys.ts';
import { featureVersion, profileToFeatures } from './candidate-features.ts';
import { type ScoringWeights, scoringWeights } from './job/match-lexicon.ts';
import { MatchIndexRegistry } from './index/match-index-registry.ts';
import * as repo from './match-repository.ts';
import type { CandidateFeatures } from './match-types.ts';
import { MatchService } from './match-service.ts';

export function matchScreenListener(keys: DataKeys, weights: ScoringWeights = scoringWeights(), logger?: Logger): ScreenListener {
  const index = async (tx: Queryable, e: { tenantId: string; invocationId: string; profile: Profile }) => {
    let features: CandidateFeatures;
    try {
      features = profileToFeatures(e.profile, weights);
    } catch (err) {
      // A profile Match cannot read must not fail the CV: it is logged, left out of searches,
      // and derived again (and logged again) by the next process that loads the tenant.
      logger?.error({ err, invocationId: e.invocationId }, 'match: could not derive candidate features');
      return;
    }
    await repo.putEntry(tx, keys, e.tenantId, e.invocationId, featureVersion(weights), features);
  };
  return {
    onCompleted: index,
    // The first profile's features load the occupation and skill knowledge (seconds on a busy
    // machine): done at start with the warm-up's sample profile, nothing stored.
    warm(profile) {
      profileToFeatures(profile, weights);
    },
    // A correction takes the next version of the tenant's entries like a new profile: every
    // process's index applies it before its next search.
    onCorrected: index,
    async onDeleted(tx, e) {
      await repo.removeEntry(tx, keys, e.tenantId, e.invocationId);
    },
  };
}

export function matchModule(ctx: AppContext): VitaeModule & { service: MatchService; registry: MatchIndexRegistry; screenListener: ScreenListener } {
  const weights = scoringWeights();
  const logger = ctx.logger.child({ component: 'match' });
  const keys = ctx.keys.data;
  const registry = new MatchIndexRegistry(ctx.db, keys, weights, logger);
  const service = new MatchService({ db: ctx.db, keys, registry, weights });
  let sealing: Promise<unknown> | undefined;
  return {
    name: 'match',
    service,
    registry,
    start() {
      // Features an earlier release stored in clear are derived again, sealed, in the background.
      sealing = registry.sealClearEntries().then(
        (tenants) => tenants > 0 && logger.info({ tenants }, 'match: sealed the features an earlier release stored in clear'),
        (err) => logger.warn({ err }, 'match: sealing features of an earlier release failed; the next start tries again'),
      );
    },
    screenListener: matchScreenListener(keys, weights, logger),
    keyOwners: { snapshot: repo.snapshotKeysInUse },
    serving: () => void registry.warmUp(ctx.config.matchWarmupTenants),
    async stop() {
      await registry.close();
      await sealing;
    },
  };
}
