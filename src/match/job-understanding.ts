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
import { findDegree } from '../knowledge/lexicons/degrees.ts';
import { type LanguageLevel, languageLevelIndex, languageName, languageNameIndex } from '../knowledge/lexicons/human-languages.ts';
import { foldKey, tokenize as lexiconTokens } from '../knowledge/lexicons/lexicon-text.ts';
import { placeIndex, regionCodes } from '../knowledge/lexicons/places.ts';
import { getOccupationCatalog } from '../knowledge/occupations/occupation-catalog.ts';
import { matchOccupation, occupationById } from '../knowledge/occupations/occupation-knowledge.ts';
import { titleWords } from '../knowledge/occupations/title-normalize.ts';
import { findSkills, type SkillMatch, skillById } from '../knowledge/skills/skill-knowledge.ts';
import { clauseImportance, type JobClause, readJobClauses } from './job-sections.ts';
import { hasPhrase, jobCues, type ScoringWeights, scoringWeights } from './match-lexicon.ts';
import type {
  EducationRequirement,
  Importance,
  JobRequirements,
  JobSection,
  LanguageRequirement,
  LocationRequirement,
  OccupationRef,
  SkillRequirement,
} from './match-types.ts';
import { skillDomainWeight, unitVector } from './skill-domains.ts';
import { sameLengthFold, textTerms } from './text-terms.ts';

/** Longest job description read (the HTTP route refuses longer ones). */
export const MAX_DESCRIPTION_CHARS = 20_000;
const MAX_TITLE_WORDS = 14;
const MAX_YEARS = 30;
/** Separators between a title's role and its qualifiers ("Chef Manager – Corporate Dining"). */
const TITLE_SEGMENTS = /\s+[–—-]\s+|\s*[|•·(:[]\s*|,\s+|\s+\/\s+/;

export function isceLevelName(level: number): string {
  return (
    ['Early childhood', 'Primary', 'Lower secondary', 'Upper secondary (high school)', 'Post-secondary non-tertiary',
      'Short-cycle tertiary (associate)', "Bachelor's or equivalent", "Master's or equivalent", 'Doctorate'][level] ?? `ISCED ${level}`
  );
}

// ---------- Step 2. title ----------

function labelledValue(line: string, labels: string[]): string | null {
  const colon = line.indexOf(':');
  if (colon <= 0) return null;
  const head = foldKey(line.slice(0, colon));
  if (!labels.includes(head)) return null;
  const value = line.slice(colon + 1).trim();
  return value || null;
}

/** "We are looking for a Senior Java Developer to join…" → "Senior Java Developer". */
function seekingTitle(line: string): string | null {
  const folded = sameLengthFold(line);
  for (const phrase of jobCues().seeking) {
    const re = new RegExp(`(?:^|[^\\p{L}\\p{N}])${phrase.split(' ').join("[^\\p{L}\\p{N}]+")}[^\\p{L}\\p{N}]+`, 'u');
    const m = re.exec(folded);
    if (!m) continue;
    let rest = line.slice(m.index + m[0].length);
    rest = rest.replace(/^(?:an?|un[ae']?|una|uno|ein(?:e|en)?|um|uma|o|a|el|la|le|il|lo|der|die|den)\s+/i, '');
    const cut = rest.split(/[,.;:!?()]|\s(?:to|who|with|for|che|per|con|que|para|pour|qui|avec|der|die|mit|für|um|de|da|in|im|à|a)\s/i)[0]!.trim();
    const words = cut.split(/\s+/).filter(Boolean);
    if (words.length >= 1 && words.length <= 6) return cut;
  }
  return null;
}

function looksLikeTitle(line: string): boolean {
  const words = line.trim().split(/\s+/);
  return words.length <= MAX_TITLE_WORDS && !/[.!?]$/.test(line.trim()) && /\p{L}/u.test(line);
}

function findTitle(lines: string[], clauses: JobClause[]): { title: string | null; line: number | null } {
  const cues = jobCues();
  for (let i = 0; i < lines.length && i < 40; i++) {
    const v = labelledValue(lines[i]!, cues.titleLabels);
    if (v && looksLikeTitle(v)) return { title: v, line: i };
  }
  const first = clauses[0];
  if (first && first.section === 'intro' && !first.bullet && looksLikeTitle(lines[first.line]!)) {
    return { title: lines[first.line]!.trim(), line: first.line };
  }
  for (const c of clauses.slice(0, 15)) {
    const t = seekingTitle(c.text);
    if (t) return { title: t, line: null };
  }
  return { title: null, line: null };
}

/** The role part of a title: what precedes qualifiers ("Consultant, Risk Advisory" → "Consultant"). */
export function roleSegment(title: string): string {
  const first = title.split(TITLE_SEGMENTS)[0]!.trim();
  return first || title;
}

/**
 * The occupation of the role part only: the qualifiers after it ("– Test & Validation Lab",
 * "(Part-Time, After-School)") name places and conditions, and matched alone they mislead.
 */
function occupationOf(title: string | null, weights: ScoringWeights): OccupationRef | null {
  if (!title) return null;
  const m = matchOccupation(roleSegment(title));
  if (!m || m.score < weights.title.minJobOccupationScore) return null;
  return { id: m.id, name: m.name, family: m.family, score: m.score };
}

// ---------- Step 3. skills ----------

/** Skills of a clause grouped into alternatives: consecutive skills joined only by separators with an "or". */
function skillGroups(text: string, matches: SkillMatch[]): SkillMatch[][] {
  const or = jobCues().or;
  const sorted = [...matches].sort((a, b) => a.start - b.start);
  const groups: SkillMatch[][] = [];
  let chain: SkillMatch[] = [];
  let chainHasOr = false;
  const flush = () => {
    if (!chain.length) return;
    if (chainHasOr) groups.push(chain);
    else for (const m of chain) groups.push([m]);
    chain = [];
    chainHasOr = false;
  };
  for (const m of sorted) {
    const prev = chain[chain.length - 1];
    if (prev) {
      const gap = text.slice(prev.end, m.start).toLowerCase();
      const words = gap.split(/[\s,()/]+/).filter(Boolean);
      const onlyJoiners = words.every((w) => or.has(w) || w === 'and' || w === '&');
      if (onlyJoiners && gap.length <= 12) {
        if (words.some((w) => or.has(w)) || /\//.test(gap)) chainHasOr = true;
        chain.push(m);
        continue;
      }
      flush();
    }
    chain.push(m);
  }
  flush();
  return groups;
}

const YEARS_RE = (() => {
  const cues = jobCues();
  const numberWords = [...cues.numbers.keys()].sort((a, b) => b.length - a.length).map((w) => w.replace(/ /g, '\\s+'));
  const num = `(\\d{1,2}|${numberWords.join('|')})`;
  const years = [...cues.years].sort((a, b) => b.length - a.length).join('|');
  return new RegExp(
    `(?<![\\p{L}\\p{N}])${num}\\s*\\+?\\s*(?:(?:-|to|a|bis|y|e|et|und|ou|o)\\s*${num}\\s*\\+?\\s*)?(?:\\(\\s*\\d{1,2}\\s*\\)\\s*)?(?:or more\\s+|plus\\s+|o piu\\s+|o mas\\s+|ou plus\\s+|oder mehr\\s+|ou mais\\s+)?(?:${years})(?![\\p{L}])`,
    'giu',
  );
})();

interface YearsHit {
  years: number;
  end: number;
}

function yearsIn(text: string): YearsHit[] {
  const numbers = jobCues().numbers;
  const value = (s: string | undefined) => (s === undefined ? Number.NaN : /^\d+$/.test(s) ? Number(s) : (numbers.get(foldKey(s)) ?? Number.NaN));
  const out: YearsHit[] = [];
  const folded = sameLengthFold(text);
  for (const m of folded.matchAll(YEARS_RE)) {
    const a = value(m[1]);
    const b = value(m[2]);
    const years = Number.isFinite(b) ? Math.min(a, b) : a;
    if (Number.isFinite(years) && years > 0 && years <= MAX_YEARS) out.push({ years, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}

function isSoft(id: string): boolean {
  return skillById(id)?.soft ?? false;
}

function requirementWeight(id: string, section: JobSection, cue: Importance | null, weights: ScoringWeights): number {
  const rw = weights.requirementWeights;
  // A clause that says "required" weighs as a requirement wherever it sits.
  const sectionWeight = cue === 'must' ? Math.max(rw.sections[section], rw.sections.required) : rw.sections[section];
  const soft = isSoft(id) ? rw.softSkill : 1;
  return Math.round(sectionWeight * soft * skillDomainWeight(id, weights) * 1000) / 1000;
}

function mergeSkill(into: Map<string, SkillRequirement>, req: SkillRequirement): void {
  const known = into.get(req.id);
  if (!known) {
    into.set(req.id, req);
    return;
  }
  if (req.importance === 'must') known.importance = 'must';
  known.weight = Math.max(known.weight, req.weight);
  if (req.minYears !== null) known.minYears = Math.max(known.minYears ?? 0, req.minYears);
  for (const alt of req.alternatives) if (!known.alternatives.some((a) => a.id === alt.id)) known.alternatives.push(alt);
}

function readSkills(clauses: JobClause[], titleLine: number | null, weights: ScoringWeights): { skills: SkillRequirement[]; years: Array<{ years: number; importance: Importance; experience: boolean }> } {
  const cues = jobCues();
  const bySkill = new Map<string, SkillRequirement>();
  const years: Array<{ years: number; importance: Importance; experience: boolean }> = [];
  // First pass: how many skills each section names, the context that lets ambiguous names count.
  const perSection = new Map<JobSection, number>();
  for (const c of clauses) {
    const n = findSkills(c.text).filter((m) => !m.ambiguous).length;
    perSection.set(c.section, (perSection.get(c.section) ?? 0) + n);
  }
  for (const c of clauses) {
    const importance = clauseImportance(c);
    if (!importance) continue;
    const section: JobSection = c.line === titleLine ? 'title' : c.section;
    const matches = findSkills(c.text, { nearbySkillCount: perSection.get(c.section) ?? 0 });
    const groups = skillGroups(c.text, matches);
    const hits = yearsIn(c.text);
    const experience = cues.experience.some((p) => hasPhrase(c.folded, p));
    for (const h of hits) years.push({ years: h.years, importance, experience: experience || matches.length > 0 || c.section === 'required' });
    for (const group of groups) {
      const distinct = [...new Map(group.map((m) => [m.id, m])).values()];
      const main = distinct[0]!;
      // Years written right before the skill ("5+ years of Java", "3 anni di esperienza in SQL").
      const before = hits.filter((h) => h.end <= main.start && main.start - h.end <= 40);
      const minYears = before.length ? before[before.length - 1]!.years : null;
      mergeSkill(bySkill, {
        id: main.id,
        name: main.name,
        importance,
        minYears,
        alternatives: distinct.slice(1).map((m) => ({ id: m.id, name: m.name })),
        weight: requirementWeight(main.id, section, c.cue, weights),
        implied: false,
      });
    }
  }
  // A skill that is also an alternative of another requirement stays only as the alternative.
  const alternativeIds = new Set([...bySkill.values()].flatMap((s) => s.alternatives.map((a) => a.id)));
  const skills = [...bySkill.values()].filter((s) => !(alternativeIds.has(s.id) && s.alternatives.length === 0));
  return { skills: skills.filter((s) => s.weight > 0), years };
}

// ---------- Step 4. experience, education, languages, location ----------

function readMinYears(years: Array<{ years: number; importance: Importance; experience: boolean }>): { minYears: number | null; importance: Importance } {
  const relevant = years.filter((y) => y.experience);
  const must = relevant.filter((y) => y.importance === 'must');
  const pool = must.length ? must : relevant;
  if (!pool.length) return { minYears: null, importance: 'must' };
  return { minYears: Math.max(...pool.map((y) => y.years)), importance: must.length ? 'must' : 'nice' };
}

/**
 * Every degree a clause names: the lexicon's best hit, then the text on either side of it; and
 * the first member of an elliptical pair ("Associate or bachelor's degree" names both).
 */
function degreesIn(text: string, depth = 0): Array<{ isced: number; end: number }> {
  if (depth > 4 || text.trim().length < 2) return [];
  const hit = findDegree(text);
  if (!hit) return [];
  const out = [{ isced: hit.isced, end: hit.end }];
  const before = text.slice(0, hit.start);
  const pair = /([\p{L}]+)(?:['’]s)?\s+(?:or|and|o|ou|oder|y|e)\s+$/u.exec(before);
  if (pair && /\bdegree\b/i.test(text.slice(hit.start, hit.end))) {
    const first = findDegree(`${pair[1]} degree`);
    if (first) out.push({ isced: first.isced, end: hit.end });
  }
  out.push(...degreesIn(before, depth + 1));
  for (const h of degreesIn(text.slice(hit.end), depth + 1)) out.push({ isced: h.isced, end: h.end + hit.end });
  return out;
}

/** Levels below upper secondary name schools ("middle school"), never what a job asks. */
const MIN_ASKED_ISCED = 3;

function readEducation(clauses: JobClause[], titleLine: number | null): EducationRequirement | null {
  const cues = jobCues();
  let found: EducationRequirement | null = null;
  // Requirement sections first; the intro and duties only when those name no degree.
  const ordered = [
    ...clauses.filter((c) => c.section === 'required' || c.section === 'preferred' || c.cue),
    ...clauses.filter((c) => !(c.section === 'required' || c.section === 'preferred' || c.cue)),
  ];
  for (const c of ordered) {
    const importance = clauseImportance(c);
    if (!importance || c.line === titleLine) continue;
    if (found && !(c.section === 'required' || c.section === 'preferred' || c.cue)) break;
    const hits = degreesIn(c.text).filter((h) => h.isced >= MIN_ASKED_ISCED);
    if (!hits.length) continue;
    // "Associate or bachelor's degree": the lowest level named is what is asked.
    const lowest = hits.reduce((a, b) => (b.isced < a.isced ? b : a));
    const equivalent = cues.equivalent.some((p) => hasPhrase(c.folded, p));
    const field = /^\s*(?:'s)?\s*(?:degree\s+)?(?:in|of|di|en|em|in|der|des|de|da|do|in der)\s+([^,;.()]{2,60})/iu.exec(c.text.slice(lowest.end));
    const req: EducationRequirement = {
      level: lowest.isced,
      name: isceLevelName(lowest.isced),
      field: field ? field[1]!.trim() : null,
      importance: equivalent ? 'nice' : importance,
    };
    if (!found || (found.importance === 'nice' && req.importance === 'must')) found = req;
  }
  return found;
}

const CEFR = /(?<![\p{L}\p{N}])([ABC][12])(?![\p{L}\p{N}])/gu;
const LEVEL_ORDER: LanguageLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'];

function readLanguages(clauses: JobClause[]): LanguageRequirement[] {
  const out = new Map<string, LanguageRequirement>();
  for (const c of clauses) {
    const importance = clauseImportance(c);
    if (!importance) continue;
    const tokens = lexiconTokens(c.text);
    const names = languageNameIndex().findAll(tokens);
    if (!names.length) continue;
    const levels: Array<{ level: LanguageLevel; at: number }> = [];
    for (const m of languageLevelIndex().findAll(tokens)) levels.push({ level: m.value, at: m.start });
    for (const m of c.text.matchAll(CEFR)) levels.push({ level: m[1] as LanguageLevel, at: m.index ?? 0 });
    // Outside the requirement sections a language counts only with a level ("fluent Spanish"):
    // "co-teach English language arts" asks for no language.
    const asked = c.section === 'required' || c.section === 'preferred' || c.cue !== null;
    for (const n of names) {
      if ((n.value.ambiguous || !asked) && !levels.length) continue;
      // The level nearest to the language name is its level.
      const near = levels.length ? levels.reduce((a, b) => (Math.abs(b.at - n.start) < Math.abs(a.at - n.start) ? b : a)) : null;
      const req: LanguageRequirement = { code: n.value.code, name: languageName(n.value.code), level: near?.level ?? null, importance };
      const known = out.get(req.code);
      if (!known) out.set(req.code, req);
      else {
        if (importance === 'must') known.importance = 'must';
        if (req.level && (!known.level || LEVEL_ORDER.indexOf(req.level) > LEVEL_ORDER.indexOf(known.level))) known.level = req.level;
      }
    }
  }
  return [...out.values()];
}

function placeOf(text: string): { city: string | null; country: string | null } | null {
  const hits = placeIndex().findAll(lexiconTokens(text));
  let city: string | null = null;
  let country: string | null = null;
  for (const h of hits) {
    const first = h.value[0];
    if (!first) continue;
    if (first.kind === 'city' && !city) {
      city = first.name;
      country = country ?? first.country;
    } else if (!country) country = first.country;
  }
  // "Boise, ID" / "Manchester, NH": a place followed by a region code decides the country.
  const code = /,\s*([A-Z]{2,3})\b/.exec(text);
  const region = code ? regionCodes().get(code[1]!) : undefined;
  if (code && region?.length) {
    const before = text.slice(0, code.index).split(/[–—|,(]|\s-\s/).pop()?.trim() || null;
    const cityHere = hits.flatMap((h) => h.value).find((v) => v.kind === 'city' && v.country === region[0]!.country);
    country = region[0]!.country;
    city = cityHere?.name ?? before;
  }
  return city || country ? { city, country: country?.toUpperCase() ?? null } : null;
}

function readLocation(lines: string[], clauses: JobClause[]): LocationRequirement | null {
  const cues = jobCues();
  const remote = clauses.some((c) => cues.remote.some((p) => hasPhrase(c.folded, p)));
  for (const line of lines) {
    const v = labelledValue(line, cues.locationLabels);
    if (v) {
      const place = placeOf(v);
      return { text: v.slice(0, 120), city: place?.city ?? null, country: place?.country ?? null, remote };
    }
  }
  const head = lines.filter((l) => l.trim()).slice(0, 3);
  for (const line of head) {
    const place = placeOf(line);
    if (place) return { text: line.trim().slice(0, 120), city: place.city, country: place.country, remote };
  }
  return remote ? { text: 'remote', city: null, country: null, remote } : null;
}

// ---------- Step 5 and 6. terms, domains, implied skills ----------

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

function impliedSkills(occupation: OccupationRef | null, explicit: SkillRequirement[], weights: ScoringWeights): SkillRequirement[] {
  if (!occupation) return [];
  const hard = explicit.filter((s) => !isSoft(s.id)).length;
  if (hard >= weights.impliedSkillsBelow) return [];
  const have = new Set(explicit.flatMap((s) => [s.id, ...s.alternatives.map((a) => a.id)]));
  const out: SkillRequirement[] = [];
  for (const id of occupationById(occupation.id)?.skills ?? []) {
    const skill = skillById(id);
    if (!skill || have.has(id)) continue;
    out.push({
      id,
      name: skill.name,
      importance: 'nice',
      minYears: null,
      alternatives: [],
      weight: Math.round(weights.requirementWeights.impliedSkill * (skill.soft ? weights.requirementWeights.softSkill : 1) * 1000) / 1000,
      implied: true,
    });
  }
  return out;
}

/** Reads a job description (any of the six languages) into what it asks for. */
export function parseJobDescription(description: string, weights: ScoringWeights = scoringWeights()): JobRequirements {
  const text = description.slice(0, MAX_DESCRIPTION_CHARS);
  const lines = text.split(/\r?\n/);
  // Step 1
  const clauses = readJobClauses(text);
  // Step 2
  const { title, line: titleLine } = findTitle(lines, clauses);
  const occupation = occupationOf(title, weights);
  const catalog = getOccupationCatalog();
  const role = title ? titleWords(roleSegment(title), catalog.vocabulary, catalog.canonical) : [];
  // Step 3
  const read = readSkills(clauses, titleLine, weights);
  // Step 4
  const experience = readMinYears(read.years);
  const education = readEducation(clauses, titleLine);
  const languages = readLanguages(clauses);
  const location = readLocation(lines, clauses);
  // Step 6 (before the domains, which the implied skills inform)
  const skills = [...read.skills, ...impliedSkills(occupation, read.skills, weights)];
  // Step 5
  return {
    title: title ? title.slice(0, 200) : null,
    occupation,
    skills,
    minYears: experience.minYears,
    minYearsImportance: experience.importance,
    education,
    languages,
    location,
    titleWords: [...new Set(role)],
    terms: readTerms(clauses, title, titleLine, weights),
    domains: readDomains(skills, weights),
  };
}
