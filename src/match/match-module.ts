/**
 * Wires Match: the per-process index registry, the service, the routes, and the Screen listener
 * that writes a profile's features (or its tombstone) in the same transaction as the profile.
 */
import type { AppContext } from '../app-context.ts';
import { matchRoutes } from '../http/routes/match-routes.ts';
import type { VitaeModule } from '../module.ts';
import type { ScreenListener } from '../screen/screen-events.ts';
import { featureVersion, profileToFeatures } from './candidate-features.ts';
import { type ScoringWeights, scoringWeights } from './match-lexicon.ts';
import { MatchIndexRegistry } from './match-index-registry.ts';
import * as repo from './match-repository.ts';
import { MatchService } from './match-service.ts';

export function matchScreenListener(weights: ScoringWeights = scoringWeights()): ScreenListener {
  return {
    async onCompleted(tx, e) {
      await repo.putEntry(tx, e.tenantId, e.invocationId, featureVersion(weights), profileToFeatures(e.profile, weights));
    },
    async onDeleted(tx, e) {
      await repo.removeEntry(tx, e.tenantId, e.invocationId);
    },
  };
}

export function matchModule(ctx: AppContext): VitaeModule & { service: MatchService; registry: MatchIndexRegistry; screenListener: ScreenListener } {
  const weights = scoringWeights();
  const registry = new MatchIndexRegistry(ctx.db, weights, ctx.logger.child({ component: 'match' }));
  const service = new MatchService({ db: ctx.db, registry, weights });
  return {
    name: 'match',
    service,
    registry,
    screenListener: matchScreenListener(weights),
    routes: matchRoutes(service),
  };
}
