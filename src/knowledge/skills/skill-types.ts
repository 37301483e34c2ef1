/** The shapes of the skills knowledge base, shared by its loader, matcher and callers. */

/** The languages every label of the knowledge base may be given in. */
export const LABEL_LANGUAGES = ['en', 'it', 'es', 'fr', 'de', 'pt'] as const;
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];

/** How two skills relate, for partial credit in Match. */
export type SkillRelationKind =
  /** `id` is a broader concept of the skill (PostgreSQL → relational databases, IFRS → accounting). */
  | 'broader'
  /** `id` is a narrower concept (accounting → IFRS). */
  | 'narrower'
  /** Used together or interchangeable (React ↔ JavaScript, PostgreSQL ↔ MySQL, Kubernetes ↔ Docker). */
  | 'related';

export interface SkillRelation {
  id: string;
  kind: SkillRelationKind;
}

/** One written form under which a skill is recognized. */
export interface SkillForm {
  text: string;
  /** `en` for the canonical name and aliases (often language-neutral product names). */
  lang: LabelLanguage;
  source: 'name' | 'alias' | 'label';
  /** A common word or a short name: accepted in running text only with supporting context. */
  ambiguous: boolean;
  /** Must be written with the same capitals ("AI" but not the Italian "ai"). */
  caseSensitive: boolean;
}

export interface SkillEntry {
  /** Stable id: `<domain>.<slug>` (`software.javascript`); `esco.<uuid>` for imported ESCO skills. */
  id: string;
  /** Canonical English name. */
  name: string;
  /** First segment of the id: software, data, finance, healthcare… */
  domain: string;
  /** Finer grouping inside the domain (programming-language, cloud, nursing…). */
  category: string;
  /** True when the canonical name itself is ambiguous ("Go", "R", "Swift", "Excel"). */
  ambiguous: boolean;
  /** Interpersonal / transversal skill: Match may weight it lower. */
  soft: boolean;
  forms: SkillForm[];
  /** Labels per language (the canonical name and aliases count as English). */
  labels: Partial<Record<LabelLanguage, string[]>>;
  relations: SkillRelation[];
  /** ESCO concept URI when the skill was reconciled with ESCO. */
  escoUri?: string;
}

/** Where and how a skill was found in text. */
export interface SkillMatch {
  id: string;
  /** Canonical name. */
  name: string;
  /** The text exactly as the CV wrote it (`text.slice(start, end)`). */
  asWritten: string;
  start: number;
  end: number;
  /** 0..1: how sure the matcher is that this is the skill. */
  confidence: number;
  category: string;
  soft: boolean;
  /** Language of the form that matched (`en` for names and aliases). */
  lang: LabelLanguage;
  /** The form matched needed context and got it. */
  ambiguous: boolean;
}

/**
 * What the caller knows about the text around. Ambiguous names ("Go", "R", "Excel", "Spring",
 * "Chef", "Sales") are accepted when ONE of these holds:
 * 1. `inSkillsSection`: the text is a skills section or a skills list item;
 * 2. another skill of a compatible domain (tech with tech, otherwise the same domain) that is
 *    unambiguous, or already accepted, lies within `AMBIGUITY_RULE.windowTokens` tokens in the
 *    same line ("Python, R and SQL", "Ansible, Chef");
 * 3. `nearbySkillCount` ≥ `AMBIGUITY_RULE.minNearbySkills` (skills the caller found around, e.g.
 *    in the same section) AND the name stands as a list item (between separators) AND is written
 *    with the capitals of the dictionary form.
 * 4. `requirement`: the text states what a job asks ("Strong financial modeling skills in Excel",
 *    "Maîtrise d'Excel", "Erfahrung mit Spark") AND speaks of skills or knowledge
 *    (`dataset/skill-cue-words.txt`): a name capitalized in the dictionary and in the text, not
 *    opening the sentence, is accepted.
 * Capitalized ambiguous forms must also be capitalized in the text outside skills sections
 * ("Go", not "go"; "Spring", not "spring").
 */
export interface SkillMatchContext {
  inSkillsSection?: boolean;
  nearbySkillCount?: number;
  requirement?: boolean;
  /**
   * Offsets of the text's line breaks that end a line of its own (not a wrap of running text):
   * an ambiguous name is not supported across them, as across a sentence end.
   */
  lineEnds?: ReadonlySet<number>;
}

export interface SkillLookup {
  id: string;
  name: string;
  asWritten: string;
  confidence: number;
  category: string;
  soft: boolean;
}
