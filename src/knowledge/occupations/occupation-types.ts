/** The shapes of the occupations knowledge base. */
import type { LabelLanguage } from '../skills/skill-types.ts';

export interface OccupationFamily {
  /** Stable id (`it`, `healthcare`, `culinary`…). */
  id: string;
  /** English display name, aligned with job-board categories ("Information Technology", "Chef"). */
  name: string;
}

export interface OccupationEntry {
  /** Stable id: a slug (`software-developer`); `esco.<uuid>` for imported ESCO occupations. */
  id: string;
  /** Canonical English title. */
  name: string;
  /** Family id (job-board category). */
  family: string;
  /** Title variants per language; English holds the canonical name first. */
  titles: Partial<Record<LabelLanguage, string[]>>;
  /** Core skill ids of the occupation, most characteristic first. */
  skills: string[];
  escoUri?: string;
}

export interface OccupationMatch {
  id: string;
  name: string;
  family: string;
  /** 0..1: 1 for a known title written as such (seniority words aside), less for partial overlap. */
  score: number;
  /** The known title variant that matched best. */
  matchedTitle: string;
  lang: LabelLanguage;
}
