/**
 * The body of a direct-search answer, shared by the HTTP route and `vitae rank` so both print the
 * same thing: the ranked page and what was understood of the description (internal fields such
 * as text terms left out).
 */
import type { CandidateMatch, JobRequirements, SearchPage, SearchResult } from './match-types.ts';

/** Page size default and bounds of a search (documented in the OpenAPI description). */
export const SEARCH_LIMITS = { defaultLimit: 20, maxLimit: 100, maxOffset: 10_000 } as const;

// A requirement is shown in the description's own words ("venepuncture", "conoscenza di Excel"):
// a recruiter checks what was understood against the posting; the id and the knowledge base's
// name (`canonical`) say what it was read as.
const publicSkill = (s: JobRequirements['skills'][number]) => ({
  id: s.id,
  name: s.written ?? s.name,
  canonical: s.name,
  importance: s.importance,
  minYears: s.minYears,
  alternatives: s.alternatives,
  implied: s.implied,
});

const publicLocation = ({ cityWritten, ...location }: NonNullable<JobRequirements['location']>) => ({
  ...location,
  city: cityWritten ?? location.city,
});

export function publicRequirements(r: JobRequirements) {
  return {
    title: r.title,
    occupation: r.occupation,
    // What the description asks and what Match assumes from the occupation are told apart: a
    // recruiter checking what was understood reads the first as the posting's requirements.
    skills: r.skills.filter((s) => !s.implied).map(publicSkill),
    impliedSkills: r.skills.filter((s) => s.implied).map(publicSkill),
    minYears: r.minYears,
    education: r.education,
    languages: r.languages,
    // The city in the description's words ("Lisboa"); the places index's name stays internal.
    location: r.location && publicLocation(r.location),
  };
}

export function searchResponseBody(result: SearchResult, page: SearchPage) {
  return {
    ...(result.decisionId ? { decisionId: result.decisionId } : {}),
    language: result.language,
    profiles: result.profiles,
    total: result.total,
    limit: page.limit,
    offset: page.offset,
    scoresOrder: page.order,
    requirements: publicRequirements(result.requirements),
  };
}

/**
 * A Match entry as an answer shows it. Scores, alignment and explanations are computed from the
 * blind view of every profile in every mode (candidate-features.ts): the name, kept beside for
 * display, is the only personal field an entry carries, and blind screening leaves it out.
 */
export function matchForAnswer(entry: CandidateMatch, blind: boolean): CandidateMatch {
  return blind ? { ...entry, name: null } : entry;
}
