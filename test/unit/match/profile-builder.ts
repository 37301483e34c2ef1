/**
 * Profiles for Match's unit tests, written by hand: a fictional candidate described in a few
 * fields, expanded into a complete `Profile` as the Screen engine would return it.
 */
import type { Profile } from '../../../src/screen/profile-schema.ts';

export interface CandidateSketch {
  name?: string;
  title?: string | null;
  jobs?: Array<{ title: string; start: string; end?: string | null; description?: string }>;
  /** Skill id → months, last used (YYYY-MM), saliency. */
  skills?: Array<{ id: string; name?: string; months?: number | null; lastUsed?: string | null; saliency?: number }>;
  totalMonths?: number | null;
  education?: Array<{ degree: string; isced: number | null; field?: string }>;
  languages?: Array<{ code: string; level: 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'native' | null }>;
  cvLanguage?: string | null;
  country?: string | null;
  city?: string | null;
  summary?: string | null;
}

export function buildProfile(s: CandidateSketch): Profile {
  return {
    personal: {
      fullName: s.name ?? 'Test Candidate',
      givenName: null,
      familyName: null,
      emails: [],
      phones: [],
      location: s.country || s.city ? { raw: null, city: s.city ?? null, region: null, country: s.country ?? null } : null,
      links: [],
    },
    photo: { found: false },
    jobProfile: {
      title: s.title === undefined ? (s.jobs?.[0]?.title ?? null) : s.title,
      headline: null,
      summary: s.summary ?? null,
      seniority: null,
      totalExperienceMonths: s.totalMonths === undefined ? null : s.totalMonths,
    },
    workExperience: (s.jobs ?? []).map((j) => ({
      title: j.title,
      employer: 'Example Company',
      location: null,
      start: j.start,
      end: j.end ?? null,
      current: j.end == null,
      description: j.description ?? null,
    })),
    education: (s.education ?? []).map((e) => ({
      degree: e.degree,
      isced: e.isced,
      field: e.field ?? null,
      institution: 'Example University',
      start: null,
      end: null,
    })),
    certifications: [],
    skills: (s.skills ?? []).map((k) => ({
      id: k.id,
      name: k.name ?? k.id.split('.').pop()!,
      asWritten: [k.name ?? k.id.split('.').pop()!],
      experienceMonths: k.months ?? null,
      lastUsed: k.lastUsed ?? null,
      saliency: k.saliency ?? 0.6,
      sources: ['skills'],
    })),
    languages: (s.languages ?? []).map((l) => ({ code: l.code, name: l.code, level: l.level === 'native' ? 'native' : l.level, native: l.level === 'native' })),
    meta: {
      language: s.cvLanguage === undefined ? 'en' : s.cvLanguage,
      fileType: 'pdf',
      pages: 1,
      ocrUsed: false,
      profileVersion: 2,
      parserVersion: 'test',
      timingsMs: {},
      confidence: {},
    },
  };
}
