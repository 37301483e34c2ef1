/**
 * A completed profile → the compact `CandidateFeatures` Match stores and indexes: name and title
 * for display, skills with months / last used / saliency, job titles weighted by recency with
 * their occupations and families, experience, highest education, languages, location, skill
 * domains and the text terms of the CV's own words. Pure; derived once per profile, in the
 * Screen transaction that completes it.
 */
import { createHash } from 'node:crypto';
import { getOccupationCatalog, writtenTitleWords } from '../knowledge/occupations/occupation-catalog.ts';
import { matchOccupation, occupationById } from '../knowledge/occupations/occupation-knowledge.ts';

import { allSkills, findSkills } from '../knowledge/skills/skill-knowledge.ts';
import { VERSION } from '../version.ts';
import { redactProfile } from '../screen/blind/blind-profile.ts';
import type { Profile, WorkExperience } from '../screen/profile-schema.ts';
import { type ScoringWeights, scoringWeights } from './job/match-lexicon.ts';
import type { CandidateFeatures, CandidateSkill } from './match-types.ts';
import { domainOf, skillDomainWeight, unitVector } from './job/skill-domains.ts';
import { countTerms, packTerms, textTerms } from './job/text-terms.ts';

/** Bump when the derivation below changes meaning; stored rows of other versions are derived again. */
const DERIVATION = 5;

let knowledgeHash: string | undefined;

/** Fingerprint of the knowledge base Match reads (skills with domains, occupations with titles). */
export function knowledgeBaseVersion(): string {
  if (!knowledgeHash) {
    const kb = createHash('sha256');
    for (const s of allSkills()) kb.update(`${s.id}|${s.domain}\n`);
    for (const o of getOccupationCatalog().occupations) kb.update(`${o.id}|${o.family}|${JSON.stringify(o.titles)}\n`);
    knowledgeHash = kb.digest('hex');
  }
  return knowledgeHash.slice(0, 16);
}

/**
 * The version stored with each row: the derivation, the weights it reads and the knowledge base
 * it matched against. A new release with more occupations or skills makes old rows stale, and
 * they are derived again from their profiles (index/match-index-registry.ts).
 */
export function featureVersion(weights: ScoringWeights = scoringWeights()): string {
  knowledgeBaseVersion();
  const hash = createHash('sha256').update(knowledgeHash!);
  hash.update(JSON.stringify([DERIVATION, weights.title, weights.requirementWeights.genericDomains, weights.text.maxDocTerms]));
  return `${DERIVATION}.${hash.digest('hex').slice(0, 16)}`;
}

/** What decided a ranking, for decision records: service release, feature derivation, knowledge base, weights. */
export function engineVersions(weights: ScoringWeights = scoringWeights()) {
  return {
    engine: VERSION,
    features: featureVersion(weights),
    knowledgeBase: knowledgeBaseVersion(),
    weights: createHash('sha256').update(JSON.stringify(weights)).digest('hex').slice(0, 16),
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Experience entries most recent first: current ones, then by end, then by start; undated keep their order. */
function byRecency(entries: readonly WorkExperience[]): WorkExperience[] {
  const key = (e: WorkExperience) => (e.current ? '9999-99' : (e.end ?? e.start ?? ''));
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => {
      const ka = key(a.e);
      const kb = key(b.e);
      if (ka && kb && ka !== kb) return ka < kb ? 1 : -1;
      return a.i - b.i;
    })
    .map((x) => x.e);
}

function candidateTitles(profile: Profile, weights: ScoringWeights): Array<{ text: string; weight: number }> {
  const recency = weights.title.recency;
  const at = (i: number) => recency[Math.min(i, recency.length - 1)] ?? 0.5;
  const out = new Map<string, { text: string; weight: number }>();
  const add = (text: string | null | undefined, weight: number) => {
    const t = text?.trim();
    if (!t || t.length > 150) return;
    const key = t.toLowerCase();
    const known = out.get(key);
    if (!known || known.weight < weight) out.set(key, { text: t, weight: round2(weight) });
  };
  add(profile.jobProfile.title, at(0));
  for (const [i, e] of byRecency(profile.workExperience).entries()) add(e.title, at(i));
  return [...out.values()].slice(0, 12);
}

function mergeSkills(profile: Profile): CandidateSkill[] {
  const byId = new Map<string, CandidateSkill>();
  for (const s of profile.skills) {
    if (!s.id) continue;
    const next: CandidateSkill = {
      id: s.id,
      name: s.name,
      months: s.experienceMonths == null ? null : Math.max(0, Math.min(65_000, Math.round(s.experienceMonths))),
      lastUsed: s.lastUsed ?? null,
      saliency: round2(Math.max(0, Math.min(1, s.saliency ?? 0))),
    };
    const known = byId.get(s.id);
    if (!known) {
      byId.set(s.id, next);
      continue;
    }
    if (next.months !== null && (known.months === null || next.months > known.months)) known.months = next.months;
    if (next.lastUsed && (!known.lastUsed || next.lastUsed > known.lastUsed)) known.lastUsed = next.lastUsed;
    known.saliency = Math.max(known.saliency, next.saliency);
  }
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * Skills named by the candidate's job titles ("Backend Engineer", "Java Developer", "Payroll
 * Specialist") that the profile does not list: a title is evidence of the skill it names. For how
 * long is not known from the title alone, so months stay unknown; saliency follows the title's
 * recency.
 */
function titleSkills(titles: Array<{ text: string; weight: number }>, known: ReadonlySet<string>): CandidateSkill[] {
  const out = new Map<string, CandidateSkill>();
  for (const t of titles) {
    for (const m of findSkills(t.text)) {
      if (known.has(m.id) || m.soft) continue;
      const saliency = round2(0.5 * t.weight);
      const have = out.get(m.id);
      if (!have) out.set(m.id, { id: m.id, name: m.name, months: null, lastUsed: null, saliency });
      else have.saliency = Math.max(have.saliency, saliency);
    }
  }
  return [...out.values()];
}

/** Everything the CV says in its own words, for the text signal (employers and places left out). */
function profileText(profile: Profile): string {
  const parts: Array<string | null | undefined> = [profile.jobProfile.title, profile.jobProfile.headline, profile.jobProfile.summary];
  for (const e of profile.workExperience) parts.push(e.title, e.description);
  for (const e of profile.education) parts.push(e.degree, e.field);
  for (const c of profile.certifications) parts.push(c.name);
  for (const s of profile.skills) parts.push(s.asWritten.length ? s.asWritten.join(', ') : s.name);
  return parts.filter(Boolean).join('\n');
}

/** Mean confidence of the groups scoring reads that the CV has (0 means the group is empty, not unsure). */
function parseConfidence(profile: Profile): number | null {
  const c = profile.meta.confidence ?? {};
  const found = ['workExperience', 'skills', 'education'].map((g) => c[g]).filter((x): x is number => typeof x === 'number' && x > 0);
  return found.length ? round2(found.reduce((a, b) => a + b, 0) / found.length) : null;
}

/**
 * Features of a profile. Everything scored is read from the blind view of the profile
 * (`redactProfile`): the name, photo, birth date, nationality, street address, contact details and
 * the gender and marital-status words of the free text are never inputs of a score, in any mode.
 * The name is kept beside, for display only (and left out of blind answers).
 */
export function profileToFeatures(whole: Profile, weights: ScoringWeights = scoringWeights()): CandidateFeatures {
  const profile = redactProfile(whole);
  const catalog = getOccupationCatalog();
  const titles = candidateTitles(profile, weights);

  const occupations = new Map<string, { id: string; name: string; family: string; weight: number }>();
  const addOccupation = (id: string, name: string, family: string, weight: number) => {
    const known = occupations.get(id);
    if (!known || known.weight < weight) occupations.set(id, { id, name, family, weight: round2(weight) });
  };
  const given = profile.jobProfile.occupation ? occupationById(profile.jobProfile.occupation.id) : undefined;
  if (given) addOccupation(given.id, given.name, given.family, titles[0]?.weight ?? 1);
  const words = new Map<string, number>();
  for (const t of titles) {
    const m = matchOccupation(t.text);
    // How recent the title is and how surely it names the occupation.
    if (m && m.score >= weights.title.minOccupationScore) addOccupation(m.id, m.name, m.family, t.weight * m.score);
    for (const w of writtenTitleWords(t.text, catalog)) words.set(w, Math.max(words.get(w) ?? 0, t.weight));
  }
  const families = new Map<string, number>();
  for (const o of occupations.values()) families.set(o.family, Math.max(families.get(o.family) ?? 0, o.weight));

  const listed = mergeSkills(profile);
  const skills = [...listed, ...titleSkills(titles, new Set(listed.map((s) => s.id)))].sort((a, b) => (a.id < b.id ? -1 : 1));
  const domains = new Map<string, number>();
  for (const s of skills) {
    const d = domainOf(s.id);
    domains.set(d, (domains.get(d) ?? 0) + (0.3 + 0.7 * s.saliency) * skillDomainWeight(s.id, weights));
  }

  const education = profile.education.filter((e) => e.isced !== null);
  const top = education.length ? education.reduce((a, b) => ((b.isced ?? 0) > (a.isced ?? 0) ? b : a)) : null;
  const location = profile.personal.location;
  const terms = packTerms(countTerms(textTerms(profileText(profile))), weights.text.maxDocTerms);

  return {
    v: 1,
    name: whole.personal.fullName?.slice(0, 200) ?? null,
    title: (profile.jobProfile.title ?? titles[0]?.text ?? null)?.slice(0, 200) ?? null,
    country: location?.country ? location.country.toUpperCase() : null,
    city: location?.city ?? null,
    totalMonths: profile.jobProfile.totalExperienceMonths == null ? null : Math.max(0, Math.min(65_000, profile.jobProfile.totalExperienceMonths)),
    isced: top?.isced ?? null,
    degree: top?.degree?.slice(0, 200) ?? null,
    cvLanguage: profile.meta.language ?? null,
    languages: profile.languages.map((l) => ({ code: l.code.toLowerCase(), level: l.native ? 'native' : l.level })),
    skills,
    titles,
    occupations: [...occupations.values()].sort((a, b) => (a.id < b.id ? -1 : 1)),
    families: [...families].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
    titleWords: [...words].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
    domains: unitVector(domains),
    terms: terms.packed,
    length: terms.length,
    ocrUsed: profile.meta.ocrUsed,
    parseConfidence: parseConfidence(profile),
  };
}
