/**
 * Candidates as a resource, called by the routes with the caller's identity and tenant first:
 * the list of a tenant's CVs (cursor paging, filters). Corrections and duplicates have their
 * own services (correction-service.ts, duplicate-service.ts).
 */
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Database } from '../store/database.ts';
import { type CandidateListQuery, encodeCursor } from './candidate-list.ts';
import * as repo from './invocation-repository.ts';
import { BadRequestError } from '../errors/app-errors.ts';
import { blindFor } from '../tenancy/tenant-settings.ts';

export interface CandidatePage {
  items: repo.CandidateRow[];
  /** Blind screening (the tenant's setting or the request): names are left out. */
  blind: boolean;
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export class CandidateService {
  constructor(private readonly db: Database) {}

  async list(auth: AuthContext, tenantId: string, query: CandidateListQuery, opts: { blind?: boolean } = {}): Promise<CandidatePage> {
    const blind = await blindFor(this.db, tenantId, opts.blind);
    // Searching names and e-mails would undo blind screening: in blind mode the list names no one.
    if (blind && query.filters.q !== undefined) {
      throw new BadRequestError('free-text search over names and e-mails is not available in blind screening', 'blind_screening');
    }
    // One row more than asked tells whether a next page exists without a count.
    const rows = await repo.listInvocations(this.db, tenantId, { ...query, limit: query.limit + 1 });
    const items = rows.slice(0, query.limit);
    const last = items[items.length - 1];
    await recordAudit(this.db, {
      clientId: auth.clientId,
      issuer: auth.issuer,
      tenantId,
      action: 'screen.list',
      resourceType: 'invocation',
      // Counts and which filters were used, never their values (a name searched is personal data).
      details: { returned: items.length, filters: Object.keys(query.filters).filter((k) => query.filters[k as keyof typeof query.filters] !== undefined) },
    });
    return { items: blind ? items.map((c) => ({ ...c, name: null })) : items, blind, nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.createdKey, id: last.id }) : null };
  }
}
