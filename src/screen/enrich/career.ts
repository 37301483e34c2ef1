/**
 * Career totals: months of work experience (union of the work periods, overlaps once) and a
 * seniority read from the title's words, else from the years of experience.
 */
import { seniorityWords } from '../../knowledge/lexicons/roles.ts';
import type { Seniority } from '../profile-schema.ts';
import type { ExperienceEntry } from '../entities/experience.ts';
import { periodInterval, type MonthInterval, unionMonths } from './month-intervals.ts';

/** Years of experience → seniority, when the title says nothing. */
export const SENIORITY_BY_YEARS: { minYears: number; level: Seniority }[] = [
  { minYears: 8, level: 'senior' },
  { minYears: 3, level: 'mid' },
  { minYears: 0, level: 'junior' },
];

export function totalExperienceMonths(experience: ExperienceEntry[], referenceMonth: number): number | null {
  const spans = experience.map((e) => periodInterval(e, referenceMonth)).filter((i): i is MonthInterval => !!i);
  return spans.length ? unionMonths(spans) : null;
}

export function seniorityOf(title: string | null, months: number | null): Seniority | null {
  const words = title ? seniorityWords(title) : [];
  const word = words[0];
  if (word) return word === 'intern' ? 'intern' : word;
  if (months === null) return null;
  return SENIORITY_BY_YEARS.find((s) => months / 12 >= s.minYears)?.level ?? null;
}
