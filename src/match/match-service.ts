/**
 * Match's use case, called by the routes with the caller's identity and tenant first: read the
 * job description, bring the tenant's index up to date, rank every candidate, explain the page,
 * and record the search in the audit log (counts only: never the description's text).
 */
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Database } from '../store/database.ts';
import type { ScoringWeights } from './match-lexicon.ts';
import { explainHits, prepareQuery } from './match-engine.ts';
import type { MatchIndexRegistry } from './match-index-registry.ts';
import * as repo from './match-repository.ts';
import type { SearchFilters, SearchPage, SearchResult } from './match-types.ts';

export interface SearchInput {
  tenantId: string;
  query: string;
  page: SearchPage;
  filters: SearchFilters;
  requestId?: string;
  /** false: every CV ranks on its own; otherwise (default) a person's CVs are one entry, their newest. */
  collapseDuplicates?: boolean;
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
    const people = await this.people(input.tenantId);
    // Collapsed (the default), a person is their newest CV; a caller naming `ids` gets exactly those.
    const collapse = input.collapseDuplicates !== false && !input.filters.ids;
    const filters = collapse && people.older.size ? { ...input.filters, exclude: people.older } : input.filters;
    const found = index.search(query.plan, filters, input.page, this.deps.now?.() ?? new Date());
    const features = await repo.featuresOf(db, input.tenantId, found.hits.map((h) => h.id));
    const profiles = explainHits(query.plan, found, (id) => features.get(id), weights).map((p) => ({
      ...p,
      otherInvocations: (people.groupOf.get(p.id) ?? []).filter((id) => id !== p.id),
    }));
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
        collapsed: collapse,
      },
    });
    return { profiles, total: found.total, requirements: query.requirements };
  }

  /** The tenant's people with several CVs: every CV's group, and the CVs that are not a person's newest. */
  private async people(tenantId: string): Promise<{ groupOf: Map<string, string[]>; older: Set<string> }> {
    const groupOf = new Map<string, string[]>();
    const older = new Set<string>();
    for (const group of await repo.duplicateGroups(this.deps.db, tenantId)) {
      for (const id of group) groupOf.set(id, group);
      for (const id of group.slice(1)) older.add(id);
    }
    return { groupOf, older };
  }
}
