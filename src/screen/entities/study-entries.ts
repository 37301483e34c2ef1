/**
 * Studies written in the list of jobs: one chronological list ("Werdegang", "Parcours",
 * "Trayectoria", an "Experience" that also holds the degree) puts "2016 – 2020  Bachelor of Science
 * Informatik, Universität Falkenau" among the jobs. A work entry that names a course of study and
 * no role, or a course of study at a school, is education: its lines are read again as an
 * education section's, so the degree, the level and the school come out as they do there.
 */
import { cueMatcher } from '../../knowledge/lexicons/locale-cues.ts';
import { findDegree } from '../../knowledge/lexicons/degrees.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import { roleNounCount } from '../../knowledge/lexicons/roles.ts';
import { isUniversity } from './education-degree.ts';
import { type EducationEntry, readEducation } from './education.ts';
import type { ExperienceEntry } from './experience.ts';

const isSchool = (text: string | null): boolean => !!text && (organizationCues(text).institutionWord || isUniversity(text));

/** The text opens with a degree ("Bachelor of Science …", "Abitur", "Licence …") and names no role. */
const namesDegree = (text: string | null): boolean => !!text && findDegree(text)?.start === 0 && roleNounCount(text) === 0;

/** "Studium Maschinenbau", "Estudios de Derecho": a course of study named without its degree (locales' study-course). */
const namesStudies = (text: string | null): boolean => !!text && cueMatcher('study-course').find(text)?.index === 0;

/** The entry is a course of study: a degree and no role, or a degree or course of study at a school. */
export function isStudyEntry(entry: ExperienceEntry): boolean {
  const { title, employer } = entry;
  // A training held at a company ("Ausbildung zum Industriemechaniker, Beta Werke AG") is work.
  if (title && cueMatcher('apprenticeship-word').find(title)?.index === 0 && !isSchool(employer)) return false;
  if (namesDegree(title) && (!employer || !organizationCues(employer).legalSuffix)) return true;
  if ((namesDegree(employer) || namesStudies(employer)) && isSchool(title)) return true;
  if (!isSchool(employer) && !isSchool(title)) return false;
  // "University of Eastfield" over "Bachelor of Science in Accounting, Sep 2015 – May 2019": at a school,
  // a header line opening with a degree and naming no role.
  return namesStudies(title) || (!!title && findDegree(title)?.start === 0) || entry.lines.slice(0, 3).some((l) => namesDegree(l.text));
}

/** Work entries and studies apart; a study's lines are read as an education section's. */
export function separateStudies(experience: ExperienceEntry[]): { work: ExperienceEntry[]; studies: EducationEntry[] } {
  const work: ExperienceEntry[] = [];
  const studies: EducationEntry[] = [];
  for (const e of experience) {
    const read = isStudyEntry(e) && e.lines.length ? readEducation([{ kind: 'education', heading: null, lines: e.lines }]).entries : [];
    const study = read[0];
    if (!study) {
      work.push(e);
      continue;
    }
    // A date on a line of its own may be no line of the entry's header: the job's reading of it stands.
    if (!study.start && !study.end && !study.current) Object.assign(study, { start: e.start, end: e.current ? null : e.end, current: e.current });
    studies.push(study);
  }
  return { work, studies };
}
