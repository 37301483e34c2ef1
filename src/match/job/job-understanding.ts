/**
 * Reads a job description into `JobRequirements` with the same knowledge base the Screen engine
 * uses, in numbered steps:
 *
 * Step 1. clauses tagged by section and inline cue (job-sections.ts);
 * Step 2. the title (a labelled line, the first line, or "we are looking for a …") and its
 *         occupation;
 * Step 3. skills by section, with alternatives ("Java or Kotlin") and years ("5+ years of Java");
 * Step 4. overall years, education level, languages with levels, location;
 * Step 5. text terms and skill domains for the text and domain signals;
 * Step 6. core skills of the occupation when the description names few skills itself.
 */
import { getOccupationCatalog, writtenTitleWords } from '../../knowledge/occupations/occupation-catalog.ts';
import { skillById } from '../../knowledge/skills/skill-knowledge.ts';
import { cityAsWritten, firstPlaceAt, readEducation, readLanguages, readLocation } from './job-conditions.ts';
import { type JobClause, readJobClauses } from './job-sections.ts';
import { impliedSkills, readMinYears, readSkills, yearsIn } from './job-skills.ts';
import { detectJobLanguage } from './job-language.ts';
import { findTitle, occupationOf, roleSegment } from './job-title.ts';
import { jobCues, type ScoringWeights, scoringWeights } from './match-lexicon.ts';
import type { JobRequirements, SkillRequirement } from '../match-types.ts';
import { skillDomainWeight, unitVector } from './skill-domains.ts';
import { sameLengthFold, textTerms } from './text-terms.ts';
import { wrapLongLines } from '../../knowledge/text-bounds.ts';
import { restoreScrapedLines } from './scraped-lines.ts';

/** Longest job description read (the HTTP route refuses longer ones). */
export const MAX_DESCRIPTION_CHARS = 20_000;

// ---------- Step 5. terms and domains ----------

function readTerms(clauses: JobClause[], title: string | null, titleLine: number | null, weights: ScoringWeights): Array<[string, number]> {
  const w = weights.text.sectionWeights;
  const acc = new Map<string, number>();
  const add = (text: string, weight: number) => {
    if (weight <= 0) return;
    for (const t of textTerms(text)) acc.set(t, (acc.get(t) ?? 0) + weight);
  };
  if (title) add(title, w.title);
  for (const c of clauses) if (c.line !== titleLine) add(c.text, w[c.section]);
  return [...acc]
    .map(([t, v]) => [t, Math.round(v * 1000) / 1000] as [string, number])
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, weights.text.maxQueryTerms * 3);
}

function readDomains(skills: SkillRequirement[], weights: ScoringWeights): Array<[string, number]> {
  const acc = new Map<string, number>();
  for (const s of skills) {
    const domain = skillById(s.id)?.domain;
    if (!domain) continue;
    const w = s.weight * (s.importance === 'must' ? 1 : 0.5) * skillDomainWeight(s.id, weights);
    acc.set(domain, (acc.get(domain) ?? 0) + w);
  }
  return unitVector(acc);
}

/** Longest search query read as one ("Java developer 5 years Berlin"), in words. */
const MAX_QUERY_WORDS = 10;
const MAX_QUERY_CHARS = 120;

/** Where the first word of the mode or hours of work stands in a query ("remote", "Teilzeit"), or its length. */
function modeAt(line: string): number {
  const folded = sameLengthFold(line);
  let at = line.length;
  for (const w of jobCues().queryModes) {
    const m = new RegExp(`(?<![\\p{L}\\p{N}])${w.replace(/[-\s]/g, '[-\\s]')}(?![\\p{L}\\p{N}])`, 'u').exec(folded);
    if (m && m.index > 0 && m.index < at) at = m.index;
  }
  return at;
}

/**
 * A short query on one line ("Java developer 5 years Berlin", "Infermiere 3 anni Milano"): the
 * title is what comes before the years or the place, and a number of years is the experience asked.
 */
function readQuery(text: string): { title: string; years: number | null } | null {
  const line = text.trim();
  if (!line || line.length > MAX_QUERY_CHARS || /\n/.test(line) || /[.!?]$/.test(line) || line.split(/\s+/).length > MAX_QUERY_WORDS) return null;
  const years = yearsIn(line)[0];
  const place = firstPlaceAt(line);
  const cut = Math.min(years ? years.start : line.length, place > 0 ? place : line.length, modeAt(line));
  const title = line.slice(0, cut).replace(/[\s,;:–—-]+(?:with|con|mit|avec|com|in|a|en|em|à|de|di|da)?\s*$/iu, '').trim();
  return { title: title || line, years: years?.years ?? null };
}

/** Reads a job description (any of the six languages) into what it asks for. */
export function parseJobDescription(description: string, weights: ScoringWeights = scoringWeights()): JobRequirements {
  // Bounded before any reading: the length, and each line (a posting scraped without line breaks
  // is one line of thousands of characters) wrapped at the length every pattern is tested at.
  const text = wrapLongLines(restoreScrapedLines(description.slice(0, MAX_DESCRIPTION_CHARS)));
  const lines = text.split(/\r?\n/);
  // Step 1
  const clauses = readJobClauses(text);
  // Step 2 (a short query is its own title, without its years and place)
  const query = readQuery(text);
  const found = findTitle(lines, clauses);
  const title = query ? query.title : found.title;
  const titleLine = found.line;
  const occupation = occupationOf(title, weights);
  const catalog = getOccupationCatalog();
  const role = title ? writtenTitleWords(roleSegment(title), catalog) : [];
  // Step 3
  const language = detectJobLanguage(text);
  const read = readSkills(clauses, titleLine, weights, language);
  // Step 4
  const experience = readMinYears(read.years);
  if (query?.years && experience.minYears === null) experience.minYears = query.years;
  const education = readEducation(clauses, titleLine);
  const languages = readLanguages(clauses);
  const location = readLocation(lines, clauses, language);
  const cityWritten = location?.city ? cityAsWritten(location.text, location.city) : null;
  if (location && cityWritten && cityWritten !== location.city) location.cityWritten = cityWritten;
  // Step 6 (before the domains, which the implied skills inform)
  // Items kept as written name nothing the ranking can use: the implied skills do not count them.
  const named = [...read.skills, ...read.contextSkills].filter((s) => !s.id.startsWith('written.'));
  // A skill only the title names ("Full Stack Developer" → full-stack development) is what the
  // role implies, not an item the posting asks for; a short query is all title and asks what it names.
  const asked = query ? read.skills : read.skills.map((s) => (read.titleOnly.has(s.id) ? { ...s, implied: true } : s));
  const skills = [...asked, ...impliedSkills(occupation, named, weights)];
  // Step 5
  return {
    title: title ? title.slice(0, 200) : null,
    occupation,
    skills,
    contextSkills: read.contextSkills,
    minYears: experience.minYears,
    minYearsImportance: experience.importance,
    education,
    languages,
    location,
    titleWords: [...new Set(role)],
    terms: readTerms(clauses, title, titleLine, weights),
    domains: readDomains([...skills, ...read.contextSkills], weights),
  };
}
