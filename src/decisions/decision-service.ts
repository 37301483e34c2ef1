/**
 * Decision records as callers use them: one candidate's explanation of a recorded search (the
 * tenant's clients), and the export and chain check of a tenant's records (administrators: the
 * /admin/v1 API and `vitae admin decisions`). Records are written by MatchService.search, in the
 * transaction that audits the search.
 */
import { NotFoundError } from '../errors/app-errors.ts';
import type { Database } from '../store/database.ts';
import type { DataKeys } from '../store/data-keys.ts';
import { isUuid } from '../store/ids.ts';
import { findTenant } from '../tenancy/tenant-repository.ts';
import { openCvWords } from './cv-words.ts';
import { type CandidateExplanation, explainCandidate } from './decision-explanation.ts';
import { type ChainCheck, ChainChecker, type DecisionBody, exportLine, type StoredDecision } from './decision-record.ts';
import * as repo from './decision-repository.ts';

const PAGE = 500;

export class DecisionService {
  constructor(
    private readonly db: Database,
    private readonly keys: DataKeys,
  ) {}

  async explainCandidate(tenantId: string, decisionId: string, invocationId: string): Promise<CandidateExplanation> {
    const stored = isUuid(decisionId) ? await repo.findDecision(this.db, tenantId, decisionId) : null;
    if (!stored) throw new NotFoundError('no such decision', 'decision_not_found');
    const body = JSON.parse(stored.body) as DecisionBody;
    const entry = body.ranked.find((r) => r.id === invocationId);
    if (!entry) throw new NotFoundError('this candidate was not on the recorded page of this search', 'candidate_not_in_decision');
    // The CV's own words, sealed with its key, read while the CV exists (cv-words.ts).
    const key = await this.keys.get(this.db, 'cv', invocationId);
    return explainCandidate(body, { ...entry, alignment: openCvWords(entry.alignment, key, decisionId, invocationId) });
  }

  /** The tenant's records in chain order, page by page (kept to PAGE rows in memory at a time). */
  async *records(tenantId: string): AsyncGenerator<StoredDecision> {
    await this.requireTenant(tenantId);
    let after = 0;
    for (;;) {
      const page = await repo.listDecisions(this.db, tenantId, after, PAGE);
      for (const r of page) yield r;
      if (page.length < PAGE) return;
      after = page[page.length - 1]!.seq;
    }
  }

  /** NDJSON lines of the tenant's records: `{"hash": …, "record": <the body as hashed>}`. */
  async *exportNdjson(tenantId: string): AsyncGenerator<string> {
    for await (const r of this.records(tenantId)) yield `${exportLine(r)}\n`;
  }

  /** Checks the tenant's whole chain from where retention left it up to the chain head. */
  async verify(tenantId: string): Promise<ChainCheck> {
    await this.requireTenant(tenantId);
    const head = await repo.chainHead(this.db, tenantId);
    const checker = new ChainChecker(head?.anchor ?? null);
    for await (const r of this.records(tenantId)) if (!checker.add(r)) break;
    const check = checker.result();
    if (!check.ok) return check;
    // Records removed from the end (not by retention) leave the head pointing past the last one.
    if (head && head.lastSeq !== (check.lastSeq ?? head.anchor?.seq ?? 0)) {
      return { ok: false, records: check.records, seq: head.lastSeq, decisionId: null, reason: `records after number ${check.lastSeq ?? 0} are missing` };
    }
    if (head && check.lastHash !== null && head.lastHash !== check.lastHash) {
      return { ok: false, records: check.records, seq: head.lastSeq, decisionId: null, reason: 'the last record is not the one the chain head names' };
    }
    return check;
  }

  private async requireTenant(tenantId: string): Promise<void> {
    if (!isUuid(tenantId) || !(await findTenant(this.db, tenantId))) throw new NotFoundError('no such tenant', 'tenant_not_found');
  }
}
