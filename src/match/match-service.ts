/**
 * Match's use case, called by the routes with the caller's identity and tenant first: read the
 * job description, bring the tenant's index up to date, rank every candidate, explain the page,
 * and record the search in the audit log (counts only: never the description's text).
 */
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Database } from '../store/database.ts';
import { blindFor } from '../tenancy/tenant-settings.ts';
import type { ScoringWeights } from './match-lexicon.ts';
import { explainHits, prepareQuery } from './match-engine.ts';
import type { MatchIndexRegistry } from './match-index-registry.ts';
import * as repo from './match-repository.ts';
import { matchForAnswer } from './match-response.ts';
import type { SearchFilters, SearchPage, SearchResult } from './match-types.ts';

export interface SearchInput {
  tenantId: string;
  query: string;
  page: SearchPage;
  filters: SearchFilters;
  requestId?: string;
  /** The request asked for blind screening (the tenant's setting applies anyway). */
  blind?: boolean;
}

export interface MatchServiceDeps {
  db: Database;
  registry: MatchIndexRegistry;
  weights: ScoringWeights;
  /** "Now" for skill recency (tests pin it). */
  now?: () => Date;
}

export class MatchService {
  constructor(private readonly deps: MatchServiceDeps) {}

  async search(auth: AuthContext, input: SearchInput): Promise<SearchResult> {
    const { db, registry, weights } = this.deps;
    const query = prepareQuery(input.query, weights);
    const index = await registry.indexFor(input.tenantId);
    const found = index.search(query.plan, input.filters, input.page, this.deps.now?.() ?? new Date());
    const features = await repo.featuresOf(db, input.tenantId, found.hits.map((h) => h.id));
    const blind = await blindFor(db, input.tenantId, input.blind);
    const profiles = explainHits(query.plan, found, (id) => features.get(id), weights).map((m) => matchForAnswer(m, blind));
    await recordAudit(db, {
      clientId: auth.clientId,
      issuer: auth.issuer,
      tenantId: input.tenantId,
      action: 'match.search',
      resourceType: 'search',
      requestId: input.requestId ?? null,
      details: {
        total: found.total,
        returned: profiles.length,
        limit: input.page.limit,
        offset: input.page.offset,
        order: input.page.order,
        requirements: query.requirements.skills.length,
      },
    });
    return { profiles, total: found.total, requirements: query.requirements };
  }
}
