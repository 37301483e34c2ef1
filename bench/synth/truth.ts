/**
 * The truth JSON of a synthetic CV, in the corpus truth format (corpus/README.md): what a
 * careful reader of the rendered CV records. Dates keep the month only where the CV prints one;
 * language levels only where the CV writes a CEFR level or a native word; skills as printed in
 * the skills section; the title is the headline under the name, else the latest role.
 */
import type { Candidate, School, YearMonth } from './model.ts';

export interface Truth {
  file: string;
  language: string;
  personal: {
    fullName: string;
    emails: string[];
    phones: string[];
    location: { city: string; country: string };
    links: string[];
  };
  hasPhoto: boolean;
  jobProfile: { title: string };
  workExperience: { title: string; company: string; start: string; end: string }[];
  education: { degree: string; isced: number; institution: string; start?: string; end?: string }[];
  certifications: string[];
  skills: string[];
  languages: { code: string; level?: string }[];
  notes: string;
}

const ym = (d: YearMonth, withMonth: boolean) => (withMonth ? `${d.year}-${String(d.month).padStart(2, '0')}` : String(d.year));

export function truthOf(cv: Candidate, file: string): Truth {
  const months = cv.style.dateStyle !== 'yyyy';
  const eduDate = (s: School, d: YearMonth | null) => (d ? ym(d, months && !s.yearsOnly) : undefined);
  return {
    file,
    language: cv.lang,
    personal: {
      fullName: `${cv.given} ${cv.family}`,
      emails: [cv.email],
      phones: [cv.phone.e164],
      location: { city: cv.address.city, country: cv.address.country },
      links: cv.links.map((l) => l.url),
    },
    hasPhoto: false,
    jobProfile: { title: cv.headline ?? cv.jobs[0]!.title },
    workExperience: cv.jobs.map((j) => ({
      title: j.title,
      company: j.company,
      start: ym(j.start, months && !j.season),
      end: j.end === null ? 'present' : ym(j.end, months && !j.season),
    })),
    education: cv.schools.map((s) => {
      const e: Truth['education'][number] = { degree: s.degree, isced: s.isced, institution: s.institution };
      if (!s.endOnly && s.start) e.start = eduDate(s, s.start);
      if (s.end) e.end = s.current ? 'present' : eduDate(s, s.end);
      return e;
    }),
    certifications: cv.certificates.map((c) => c.name),
    skills: cv.skills.flatMap((g) => g.items.map((i) => i.name)),
    languages: cv.languages.map((l) => (l.level ? { code: l.code, level: l.level } : { code: l.code })),
    notes: `synthetic: layout ${cv.style.layout}, ${cv.style.format}, dates ${cv.style.dateStyle}${cv.style.sinceForm ? ' (since-form)' : ''}${cv.style.wordRange ? ' (word range)' : ''}, seed id ${cv.id}`,
  };
}
