/**
 * Match's use case, called by the routes with the caller's identity and tenant first: read the
 * job description, bring the tenant's index up to date, rank every candidate, explain the page in
 * the description's language, and record the search: one decision record (src/decisions/: the
 * description's hash, what was understood, versions, filters, the ranked page) and the audit log
 * (counts only), in one transaction. The description's text is kept only when the tenant opts in.
 * Also reads a description on its own (`parseJob`), for platforms that show what was understood first.
 */
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { sha256Hex } from '../decisions/canonical-json.ts';
import { sealCvWords } from '../decisions/cv-words.ts';
import { appendDecision } from '../decisions/decision-repository.ts';
import type { Database } from '../store/database.ts';
import type { DataKeys } from '../store/data-keys.ts';
import { readTenantSettings } from '../tenancy/tenant-settings.ts';
import { engineVersions } from './candidate-features.ts';
import type { ScoringWeights } from './job/match-lexicon.ts';
import { explainHits, prepareQuery } from './match-engine.ts';
import type { MatchIndexRegistry } from './index/match-index-registry.ts';
import * as repo from './match-repository.ts';
import { matchForAnswer, publicRequirements } from './match-response.ts';
import type { JobRequirements, SearchFilters, SearchPage, SearchResult } from './match-types.ts';

export interface SearchInput {
  tenantId: string;
  query: string;
  page: SearchPage;
  filters: SearchFilters;
  requestId?: string;
  /** The request asked for blind screening (the tenant's setting applies anyway). */
  blind?: boolean;
  /** How the search came (GET or POST), for the record. */
  method?: string;
  /** false: every CV ranks on its own; otherwise (default) a person's CVs are one entry, their newest. */
  collapseDuplicates?: boolean;
}

export interface ParseJobInput {
  tenantId: string;
  text: string;
  requestId?: string;
}

export interface MatchServiceDeps {
  db: Database;
  /** The CVs' data keys: features are sealed with them. */
  keys: DataKeys;
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
    const features = await repo.featuresOf(db, this.deps.keys, input.tenantId, found.hits.map((h) => h.id));
    const settings = await readTenantSettings(db, input.tenantId);
    const blind = Boolean(input.blind) || settings.blindScreening;
    const profiles = explainHits(query.plan, found, (id) => features.get(id), weights, query.language).map((m) => ({
      ...matchForAnswer(m, blind),
      otherInvocations: (people.groupOf.get(m.id) ?? []).filter((id) => id !== m.id),
    }));
    const decisionId = randomUUID();
    // The record outlives the CVs: their own words in it are sealed with their keys (cv-words.ts).
    const cvKeys = await this.deps.keys.getMany(db, 'cv', profiles.map((p) => p.id));
    await db.transaction(async (tx) => {
      await appendDecision(tx, input.tenantId, decisionId, {
        actor: { clientId: auth.clientId, issuer: auth.issuer ?? null },
        requestId: input.requestId ?? null,
        request: { method: input.method ?? 'GET', blind, collapsed: collapse, filters: { ...input.filters }, page: { ...input.page } },
        job: {
          sha256: sha256Hex(input.query),
          chars: input.query.length,
          language: query.language,
          ...(settings.keepJobText ? { text: input.query } : {}),
        },
        requirements: publicRequirements(query.requirements),
        versions: engineVersions(weights),
        total: found.total,
        ranked: profiles.map((p, i) => ({
          rank: input.page.offset + i + 1,
          id: p.id,
          score: p.score,
          components: p.components,
          alignment: sealCvWords(p.alignment, cvKeys.get(p.id), decisionId, p.id),
          review: p.review,
        })),
      });
      await recordAudit(tx, {
        clientId: auth.clientId,
        issuer: auth.issuer,
        tenantId: input.tenantId,
        action: 'match.search',
        resourceType: 'search',
        resourceId: decisionId,
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
    });
    return { profiles, total: found.total, requirements: query.requirements, language: query.language, decisionId };
  }

  /**
   * What Match understands of a job description, without searching: the same reading a search
   * starts with, so a platform can show it (and let the user rephrase) before ranking anyone.
   * Audited with counts only, like a search: the text is never stored or logged.
   */
  async parseJob(auth: AuthContext, input: ParseJobInput): Promise<JobRequirements> {
    const { requirements } = prepareQuery(input.text, this.deps.weights);
    await recordAudit(this.deps.db, {
      clientId: auth.clientId,
      issuer: auth.issuer,
      tenantId: input.tenantId,
      action: 'match.parse_job',
      resourceType: 'job_description',
      requestId: input.requestId ?? null,
      details: { characters: input.text.length, skills: requirements.skills.length, languages: requirements.languages.length },
    });
    return requirements;
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
