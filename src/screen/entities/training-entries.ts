/**
 * Trainings written in the list of jobs: German Lebensläufe keep one chronological list, so a
 * "Weiterbildung im Bereich IT, Techstarter GmbH" or an "Umschulung" sits among the jobs, as a
 * "Curso de …" does in a Spanish "Experiencia". A work entry whose title opens with a training
 * name (locales' training-entry) is education: the course as the degree, the provider as the
 * school, no ISCED level (none is awarded).
 */
import { cueMatcher } from '../../knowledge/lexicons/locale-cues.ts';
import { roleNounCount } from '../../knowledge/lexicons/roles.ts';
import type { EducationEntry } from './education.ts';
import type { ExperienceEntry } from './experience.ts';

const opensWithTraining = (text: string | null): boolean => {
  const hit = text ? cueMatcher('training-entry').find(text) : null;
  return !!hit && hit.index === 0;
};

/** The title, or the piece read as the employer (the provider's name took the title's place), names a training. */
export function isTrainingEntry(entry: ExperienceEntry): boolean {
  return opensWithTraining(entry.title) || opensWithTraining(entry.employer) || atTrainingProvider(entry);
}

/**
 * "Business-Englischauffrischung, WBS Training AG", "Excel avanzado, Centro de Formación …": at a
 * training provider (locales' training-provider, in the employer's name) a title that names no
 * role is the course taken; a "Trainer" or "Profesora" there holds a job. A trade is no such
 * role: a school of trades names its courses after them ("Eletricista Predial" at SENAI).
 */
function atTrainingProvider(entry: ExperienceEntry): boolean {
  if (!entry.title || !entry.employer || !cueMatcher('training-provider').test(entry.employer)) return false;
  return roleNounCount(entry.title, { trades: false }) === 0 && roleNounCount(entry.employer, { trades: false }) === 0;
}

export function trainingAsEducation(entry: ExperienceEntry): EducationEntry {
  const swapped = !opensWithTraining(entry.title) && opensWithTraining(entry.employer);
  return {
    degree: swapped ? entry.employer : entry.title,
    isced: null,
    field: null,
    institution: swapped ? entry.title : entry.employer,
    location: entry.location,
    start: entry.start,
    end: entry.current ? null : entry.end,
    current: entry.current,
    evidence: entry.evidence,
  };
}

/** Work entries and trainings apart; the trainings join education. */
export function separateTrainings(experience: ExperienceEntry[]): { work: ExperienceEntry[]; trainings: EducationEntry[] } {
  const work: ExperienceEntry[] = [];
  const trainings: EducationEntry[] = [];
  for (const e of experience) {
    if (isTrainingEntry(e)) trainings.push(trainingAsEducation(e));
    else work.push(e);
  }
  return { work, trainings };
}
