/**
 * Match as pure functions, for the service, `vitae rank` and the benchmarks:
 *
 *   const query = prepareQuery(jobDescriptionText);
 *   const found = index.search(query.plan, filters, page, now);        // index/tenant-index.ts
 *   const profiles = explainHits(query.plan, found, featuresOf);        // alignment, strengths, gaps
 *
 * `rankFeatures` does all three over an in-memory list of candidates.
 */
import { scoreCandidate } from './scoring/candidate-scoring.ts';
import { explain } from './explain/explanations.ts';
import type { ExplanationLanguage } from '../knowledge/lexicons/explanation-phrases.ts';
import { detectJobLanguage } from './job/job-language.ts';
import { parseJobDescription } from './job/job-understanding.ts';
import { type ScoringWeights, scoringWeights } from './job/match-lexicon.ts';
import type { CandidateFeatures, CandidateMatch, JobRequirements, SearchFilters, SearchPage, SearchResult } from './match-types.ts';
import { planQuery, type QueryPlan } from './job/query-plan.ts';
import { reviewCue } from './explain/review-cues.ts';
import { type IndexSearch, TenantIndex } from './index/tenant-index.ts';

export interface PreparedQuery {
  requirements: JobRequirements;
  plan: QueryPlan;
  /** The description's language: explanations are written in it. */
  language: ExplanationLanguage;
}

export function prepareQuery(description: string, weights: ScoringWeights = scoringWeights()): PreparedQuery {
  const requirements = parseJobDescription(description, weights);
  return { requirements, plan: planQuery(requirements, weights), language: detectJobLanguage(description) };
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** The page's candidates explained; the score shown is the one the index ranked by. */
export function explainHits(
  plan: QueryPlan,
  found: IndexSearch,
  featuresOf: (id: string) => CandidateFeatures | undefined,
  weights: ScoringWeights = scoringWeights(),
  language = 'en',
): CandidateMatch[] {
  const out: CandidateMatch[] = [];
  for (const hit of found.hits) {
    const f = featuresOf(hit.id);
    if (!f) continue;
    const scored = scoreCandidate(plan, f, found.context, weights);
    const { strengths, gaps } = explain(scored.alignment, language);
    out.push({
      id: hit.id,
      score: round4(hit.score),
      name: f.name,
      title: f.title,
      otherInvocations: [],
      components: scored.components,
      alignment: scored.alignment,
      strengths,
      gaps,
      review: reviewCue(f, scored.alignment),
    });
  }
  return out;
}

/** Ranks in-memory candidates for a job description (the engine without a database). */
export function rankFeatures(
  description: string,
  candidates: ReadonlyArray<{ id: string; features: CandidateFeatures }>,
  options: { filters?: SearchFilters; page?: Partial<SearchPage>; now?: Date; weights?: ScoringWeights } = {},
): SearchResult {
  const weights = options.weights ?? scoringWeights();
  const index = new TenantIndex(weights);
  const byId = new Map<string, CandidateFeatures>();
  for (const c of candidates) {
    index.upsert(c.id, c.features);
    byId.set(c.id, c.features);
  }
  const query = prepareQuery(description, weights);
  const page: SearchPage = { order: 'DESC', limit: candidates.length, offset: 0, ...options.page };
  const found = index.search(query.plan, options.filters ?? {}, page, options.now ?? new Date());
  return {
    profiles: explainHits(query.plan, found, (id) => byId.get(id), weights, query.language),
    total: found.total,
    requirements: query.requirements,
    language: query.language,
  };
}
