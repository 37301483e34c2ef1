/**
 * Candidates as a resource, called by the routes with the caller's identity and tenant first:
 * the list of a tenant's CVs (cursor paging, filters). Corrections and duplicates have their
 * own services (correction-service.ts, duplicate-service.ts).
 *
 * Names, e-mails and titles are sealed with each CV's key (cv-vault.ts), so the free text `q` is
 * matched here, on the opened labels of the tenant's CVs taken newest first in batches, until the
 * page is full: a search reads as far into the list as its matches are (the whole list when they
 * are few), and nothing searchable is stored in clear.
 */
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Database } from '../store/database.ts';
import { type CandidateListQuery, encodeCursor, matchesQuery } from './candidate-list.ts';
import { type CvVault, type ProfileLabel, searchTextOf } from './cv-vault.ts';
import * as repo from './invocation-repository.ts';
import { BadRequestError } from '../errors/app-errors.ts';
import { blindFor } from '../tenancy/tenant-settings.ts';

/** A CV of the list as answered: its label opened. */
export interface CandidateItem extends Omit<repo.CandidateRow, 'label' | 'legacy'> {
  name: string | null;
  title: string | null;
}

export interface CandidatePage {
  items: CandidateItem[];
  /** Blind screening (the tenant's setting or the request): names are left out. */
  blind: boolean;
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** CVs read per round while matching `q`: few first (a common word fills the page at once), then more. */
const SCAN_FIRST = 500;
const SCAN_MAX = 5_000;

export class CandidateService {
  constructor(
    private readonly db: Database,
    private readonly vault: CvVault,
  ) {}

  async list(auth: AuthContext, tenantId: string, query: CandidateListQuery, opts: { blind?: boolean } = {}): Promise<CandidatePage> {
    const blind = await blindFor(this.db, tenantId, opts.blind);
    // Searching names and e-mails would undo blind screening: in blind mode the list names no one.
    if (blind && query.filters.q !== undefined) {
      throw new BadRequestError('free-text search over names and e-mails is not available in blind screening', 'blind_screening');
    }
    // One row more than asked tells whether a next page exists without a count.
    const rows = query.filters.q === undefined ? await this.page(tenantId, query) : await this.search(tenantId, query, query.filters.q);
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

  /** limit + 1 rows after the cursor, labels opened. */
  private async page(tenantId: string, query: CandidateListQuery): Promise<CandidateItem[]> {
    const rows = await repo.listInvocations(this.db, tenantId, { ...query, limit: query.limit + 1 });
    const labels = await this.vault.openLabels(this.db, rows);
    return rows.map((r) => item(r, labels.get(r.id)));
  }

  /** Up to limit + 1 rows after the cursor whose name, e-mails or title hold `q`. */
  private async search(tenantId: string, query: CandidateListQuery, q: string): Promise<CandidateItem[]> {
    const found = new Map<string, ProfileLabel>();
    let after = query.after;
    let batch = SCAN_FIRST;
    scan: for (;;) {
      const rows = await repo.scanLabels(this.db, tenantId, { filters: query.filters, after, limit: batch });
      const labels = await this.vault.openLabels(this.db, rows);
      for (const r of rows) {
        const label = labels.get(r.id);
        if (!label || !matchesQuery(searchTextOf(label), q)) continue;
        found.set(r.id, label);
        if (found.size > query.limit) break scan;
      }
      const last = rows[rows.length - 1];
      if (rows.length < batch || !last) break;
      after = { createdAt: last.createdKey, id: last.id };
      batch = Math.min(SCAN_MAX, batch * 4);
    }
    const rows = await repo.candidatesByIds(this.db, tenantId, [...found.keys()]);
    return rows.map((r) => item(r, found.get(r.id)));
  }
}

function item(r: repo.CandidateRow, label: { name: string | null; title: string | null } | undefined): CandidateItem {
  const { label: _sealed, legacy: _legacy, ...rest } = r;
  return { ...rest, name: label?.name ?? null, title: label?.title ?? null };
}
