/**
 * The shapes Match works with: what a job description asks for (`JobRequirements`), what a
 * candidate offers in compact form (`CandidateFeatures`, stored per profile and indexed), and the
 * explained result of comparing the two (`CandidateMatch`).
 */
import type { LanguageLevel } from '../knowledge/lexicons/human-languages.ts';

export type Importance = 'must' | 'nice';
export type RequirementKind = 'skill' | 'experience' | 'education' | 'language' | 'title' | 'location';
export type AlignmentStatus = 'met' | 'partial' | 'missing' | 'unknown';
/** Where in the job description a requirement was read. */
export type JobSection = 'title' | 'required' | 'preferred' | 'duties' | 'intro' | 'other';

export interface SkillRef {
  id: string;
  name: string;
}

/**
 * A skill asked. `id` is a skill of the knowledge base, or `written.<words>` for an item of a
 * requirement list the knowledge base cannot name (kept as written; shown, never scored).
 */
export interface SkillRequirement extends SkillRef {
  importance: Importance;
  /** Years asked for this skill ("5+ years of Java"), null when none. */
  minYears: number | null;
  /** Any of these satisfies the requirement too ("QuickBooks or Xero"). */
  alternatives: SkillRef[];
  /** Relative weight inside its group (section, soft skill, implied by the occupation). */
  weight: number;
  /** Not written in the job description: a core skill of the occupation it names. */
  implied: boolean;
  /**
   * The words the description names the skill with, where they are not the knowledge base's name
   * ("venepuncture" for Phlebotomy, "conoscenza di Excel" for Microsoft Excel).
   */
  written?: string;
}

export interface LanguageRequirement {
  code: string;
  name: string;
  level: LanguageLevel | null;
  importance: Importance;
}

export interface EducationRequirement {
  /** ISCED 2011 level asked at least. */
  level: number;
  name: string;
  field: string | null;
  importance: Importance;
}

export interface LocationRequirement {
  text: string;
  /** The places index's name (English where it has one: "Lisbon"), what candidates' cities are compared with. */
  city: string | null;
  /** The city as the description writes it ("Lisboa"), where that differs. */
  cityWritten?: string;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  remote: boolean;
}

export interface OccupationRef {
  id: string;
  name: string;
  family: string;
  /** How sure the title → occupation match is (0..1): scales the credit it gives. */
  score: number;
}

/** What Match understood of a job description; returned to the caller as `requirements`. */
export interface JobRequirements {
  title: string | null;
  occupation: OccupationRef | null;
  skills: SkillRequirement[];
  /**
   * Skills the duties and the opening prose name where the posting lists its requirements apart:
   * not asked of the candidate (never shown as requirements), they still tell what the job is
   * about and weigh in the ranking as the duties always did.
   */
  contextSkills: SkillRequirement[];
  /** Overall years of experience asked. */
  minYears: number | null;
  minYearsImportance: Importance;
  education: EducationRequirement | null;
  languages: LanguageRequirement[];
  location: LocationRequirement | null;
  /** Words of the title's role part, as title words (for the title-word signal). */
  titleWords: string[];
  /** Text terms of the description with their weights (for the text signal). */
  terms: Array<[string, number]>;
  /** Skill domains the description is about, unit length. */
  domains: Array<[string, number]>;
}

export interface CandidateSkill {
  id: string;
  name: string;
  months: number | null;
  /** YYYY-MM or YYYY. */
  lastUsed: string | null;
  /** 0..1, two decimals. */
  saliency: number;
}

/**
 * A profile reduced to what ranking needs, derived once when the profile completes and stored
 * (table match_entries). Numbers are rounded so that the index, which keeps them in typed arrays,
 * and the explanation, which reads them from here, compute the same score.
 */
export interface CandidateFeatures {
  /** Version of the derivation (FEATURE_VERSION); older rows are derived again. */
  v: number;
  name: string | null;
  title: string | null;
  country: string | null;
  city: string | null;
  totalMonths: number | null;
  /** Highest ISCED level of the education entries. */
  isced: number | null;
  degree: string | null;
  /** Language the CV is written in. */
  cvLanguage: string | null;
  languages: Array<{ code: string; level: LanguageLevel | null }>;
  skills: CandidateSkill[];
  /** Job titles with their recency weight (current first). */
  titles: Array<{ text: string; weight: number }>;
  occupations: Array<{ id: string; name: string; family: string; weight: number }>;
  families: Array<[string, number]>;
  titleWords: Array<[string, number]>;
  /** Skill domains, unit length, three decimals. */
  domains: Array<[string, number]>;
  /** Text terms as "term term:3 …" (tf after a colon when above 1). */
  terms: string;
  /** Number of text terms (document length for BM25). */
  length: number;
  /** The CV's text came (partly) from OCR: a person should check what was read. */
  ocrUsed?: boolean;
  /** Mean confidence of the groups scoring reads (experience, skills, education) that were found; null when none. */
  parseConfidence?: number | null;
}

/** Why a person should look at a ranked candidate before relying on the score (never a rejection). */
export type ReviewReason = 'ocr_used' | 'low_parse_confidence' | 'thin_evidence' | 'requirements_unknown';

export interface ReviewCue {
  needed: boolean;
  reasons: ReviewReason[];
}

export interface AlignmentEvidence {
  skill?: string;
  skillId?: string;
  /** How the candidate's skill relates to the one asked. */
  relation?: 'exact' | 'alternative' | 'narrower' | 'related';
  months?: number | null;
  lastUsed?: string | null;
  saliency?: number;
  title?: string;
  occupation?: string;
  totalMonths?: number | null;
  isced?: number | null;
  degree?: string | null;
  language?: string;
  level?: string | null;
  country?: string | null;
  city?: string | null;
  /**
   * In a decision record only: title, degree and city as the CV wrote them, sealed with the CV's
   * key (src/decisions/cv-words.ts).
   */
  cvWords?: string;
}

/** What a requirement asks, structured (explanations are written from this in the description's language). */
export interface AskedFacts {
  title?: string;
  skill?: string;
  alternatives?: string[];
  minYears?: number | null;
  isced?: number;
  field?: string | null;
  language?: string;
  level?: string | null;
  city?: string | null;
  country?: string | null;
}

export interface Alignment {
  requirement: string;
  /** What was asked, structured. */
  asked: AskedFacts;
  kind: RequirementKind;
  importance: Importance;
  status: AlignmentStatus;
  /** Credit 0..1 this requirement gives the candidate. */
  credit: number;
  evidence: AlignmentEvidence;
}

export interface ScoreComponents {
  /** Fit to the must-haves, 0..1 (null when the description asks none): the weighted mean of the five below. */
  must: number | null;
  title: number | null;
  skills: number | null;
  experience: number | null;
  education: number | null;
  languages: number | null;
  nice: number | null;
  text: number | null;
  domain: number | null;
  evidence: number | null;
}

export interface CandidateMatch {
  id: string;
  /** The person's other CVs (invocation ids, newest first); empty when this is their only one. */
  otherInvocations: string[];
  score: number;
  name: string | null;
  title: string | null;
  components: ScoreComponents;
  alignment: Alignment[];
  strengths: string[];
  gaps: string[];
  /** Whether a person should review this entry, and why (human oversight; never a rejection). */
  review: ReviewCue;
}

export interface SearchFilters {
  country?: string;
  language?: string;
  minScore?: number;
  /** Only these candidates (invocation ids); ids the tenant does not have are ignored. */
  ids?: readonly string[];
  /** Never these candidates (a person's older CVs when duplicates are collapsed). */
  exclude?: ReadonlySet<string>;
}

export interface SearchPage {
  order: 'DESC' | 'ASC';
  limit: number;
  offset: number;
}

export interface SearchResult {
  profiles: CandidateMatch[];
  total: number;
  requirements: JobRequirements;
  /** The description's language (ISO 639-1), the language of the explanations. */
  language: string;
  /** The decision record of this search (absent where nothing is recorded, e.g. `vitae rank`). */
  decisionId?: string;
}
