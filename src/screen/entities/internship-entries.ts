/**
 * Internships written among the studies: a Europass "Éducation et formation" lists the "Stage de
 * fin d'études" at a bank, an Italian CV the "Tirocinio curriculare" at a firm, because the
 * internship was part of the degree. An education entry whose title opens with an internship word
 * (locales' internship-entry) and that names no degree level is work: the internship as the title,
 * the company as the employer.
 */
import { cueMatcher } from '../../knowledge/lexicons/locale-cues.ts';
import type { EducationEntry } from './education.ts';
import type { ExperienceEntry } from './experience.ts';

function opensWithInternship(text: string | null): boolean {
  const hit = text ? cueMatcher('internship-entry').find(text) : null;
  return !!hit && hit.index === 0;
}

export function isInternshipEntry(entry: EducationEntry): boolean {
  return entry.isced === null && opensWithInternship(entry.degree);
}

function internshipAsWork(entry: EducationEntry): ExperienceEntry {
  return {
    title: entry.degree,
    employer: entry.institution,
    location: entry.location ?? null,
    start: entry.start,
    end: entry.current ? null : entry.end,
    current: entry.current ?? false,
    description: null,
    evidence: entry.evidence,
    lines: [],
  };
}

/** Education entries and internships apart; the internships join the work experience. */
export function separateInternships(education: EducationEntry[]): { studies: EducationEntry[]; internships: ExperienceEntry[] } {
  const studies: EducationEntry[] = [];
  const internships: ExperienceEntry[] = [];
  for (const e of education) {
    if (isInternshipEntry(e)) internships.push(internshipAsWork(e));
    else studies.push(e);
  }
  return { studies, internships };
}
