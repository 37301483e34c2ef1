/**
 * meta.confidence: how much each group of the profile can be trusted, from the feature scores
 * that won (0..1 per group; a group with nothing found has confidence 0).
 */
import { NAME_THRESHOLD } from '../entities/person-name.ts';

export interface ConfidenceInputs {
  name: number | null;
  contact: number;
  experience: number[];
  education: number[];
  skills: number[];
  languages: number;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const round = (x: number) => Math.round(Math.max(0, Math.min(1, x)) * 100) / 100;

export function groupConfidence(i: ConfidenceInputs): Record<string, number> {
  return {
    personal: round(i.name === null ? 0 : 0.5 + (i.name - NAME_THRESHOLD) / 10),
    contact: round(i.contact ? 0.9 : 0),
    workExperience: round(mean(i.experience)),
    education: round(mean(i.education)),
    skills: round(mean(i.skills)),
    languages: round(i.languages ? 0.85 : 0),
  };
}
