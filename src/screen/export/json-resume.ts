/**
 * Maps a Vitae profile to a JSON Resume document (v1.0.0), so platforms that already read JSON
 * Resume need no mapping of their own. Pure: profile in, document out.
 *
 * Rules: a field Vitae does not know is left out (JSON Resume has no nulls); every group Vitae
 * extracts lands in its standard place, and what the standard cannot hold (months, saliency,
 * CEFR codes, ISCED levels, all emails and phones, confidence) goes to `meta["x-vitae"]`, with
 * arrays in the same order as their standard counterparts.
 */
import type { Link, Profile } from '../profile-schema.ts';
import type { JsonResume } from './json-resume-schema.ts';

export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';
const JSON_RESUME_VERSION = 'v1.0.0';

export interface JsonResumeContext {
  invocationId: string;
  /** Absolute URL of the photo, when the profile has one. */
  photoUrl?: string;
  /** Where this document is served (meta.canonical). */
  canonicalUrl?: string;
  /** When the result was completed (meta.lastModified). */
  lastModified?: Date | null;
}

const NETWORKS: Record<Link['type'], string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  gitlab: 'GitLab',
  stackoverflow: 'Stack Overflow',
  twitter: 'Twitter',
  xing: 'XING',
  portfolio: 'Portfolio',
  website: 'Website',
  other: '',
};

const CEFR_NAMES: Record<string, string> = {
  A1: 'Beginner',
  A2: 'Elementary',
  B1: 'Intermediate',
  B2: 'Upper intermediate',
  C1: 'Advanced',
  C2: 'Proficient',
};

const BULLET = /^\s*(?:[-–—•·*▪●◦‣○■□➢➤►✓✔]|\d{1,2}[.)])\s+/;

/** Drops keys whose value is null, undefined or an empty string: JSON Resume has no nulls. */
function present<T extends Record<string, unknown>>(o: T): { [K in keyof T]?: Exclude<T[K], null | undefined> } {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) continue;
    out[k] = v;
  }
  return out as { [K in keyof T]?: Exclude<T[K], null | undefined> };
}

function absoluteUrl(url: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url.replace(/^\/+/, '')}`;
}

/** The profile's user name in a link: the segment after /in/, /profile/ or /users/<id>/, else the last one. */
export function usernameOf(link: Link): string | undefined {
  let path: string[];
  try {
    path = new URL(absoluteUrl(link.url)).pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  if (path.length === 0) return undefined;
  const after = (marker: string) => {
    const i = path.indexOf(marker);
    return i >= 0 ? path[i + 1] : undefined;
  };
  switch (link.type) {
    case 'linkedin':
      return after('in') ?? after('pub') ?? path[path.length - 1];
    case 'xing':
      return after('profile') ?? path[path.length - 1];
    case 'stackoverflow':
      return path[0] === 'users' ? (path[2] ?? path[1]) : path[path.length - 1];
    case 'github':
    case 'gitlab':
    case 'twitter':
      return path[0];
    default:
      return undefined;
  }
}

function networkOf(link: Link): string {
  const named = NETWORKS[link.type];
  if (named) return named;
  try {
    return new URL(absoluteUrl(link.url)).hostname.replace(/^www\./, '');
  } catch {
    return 'Website';
  }
}

/** "3 years", "1 year 6 months", "8 months": the estimated experience, in words. */
export function experienceInWords(months: number | null): string | undefined {
  if (months === null || months <= 0) return undefined;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const y = years === 1 ? '1 year' : `${years} years`;
  const m = rest === 1 ? '1 month' : `${rest} months`;
  if (years === 0) return m;
  return rest === 0 ? y : `${y} ${m}`;
}

export function fluencyOf(level: string | null, native: boolean): string | undefined {
  if (native || level === 'native') return 'Native speaker';
  if (!level) return undefined;
  const name = CEFR_NAMES[level];
  return name ? `${level} (${name})` : level;
}

/** Splits a description into bullet lines (highlights) and the rest (summary). */
export function splitDescription(description: string | null): { summary?: string; highlights: string[] } {
  if (!description) return { highlights: [] };
  const highlights: string[] = [];
  const prose: string[] = [];
  for (const line of description.split('\n')) {
    if (!line.trim()) continue;
    if (BULLET.test(line)) highlights.push(line.replace(BULLET, '').trim());
    else prose.push(line.trim());
  }
  return prose.length ? { summary: prose.join('\n'), highlights } : { highlights };
}

export function toJsonResume(profile: Profile, ctx: JsonResumeContext): JsonResume {
  const { personal, jobProfile } = profile;
  const website = personal.links.find((l) => l.type === 'website');
  const location = personal.location
    ? present({
        address: personal.location.raw,
        postalCode: personal.location.postalCode ?? null,
        city: personal.location.city,
        countryCode: personal.location.country,
        region: personal.location.region,
      })
    : undefined;
  const phone = personal.phones[0];

  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: {
      ...present({
        name: personal.fullName,
        label: jobProfile.title ?? jobProfile.headline,
        image: profile.photo.found ? (ctx.photoUrl ?? null) : null,
        email: personal.emails[0] ?? null,
        phone: phone ? (phone.e164 ?? phone.raw) : null,
        url: website ? absoluteUrl(website.url) : null,
        // The headline is the summary only when the title took the label.
        summary: jobProfile.summary ?? (jobProfile.title && jobProfile.headline !== jobProfile.title ? jobProfile.headline : null),
      }),
      ...(location && Object.keys(location).length ? { location } : {}),
      profiles: personal.links
        .filter((l) => l !== website)
        .map((l) => ({ network: networkOf(l), ...present({ username: usernameOf(l) ?? null }), url: absoluteUrl(l.url) })),
    },
    work: profile.workExperience.map((w) => ({
      ...present({
        name: w.employer,
        position: w.title,
        location: w.location,
        startDate: w.start,
        endDate: w.current ? null : w.end,
      }),
      ...splitDescription(w.description),
    })),
    education: profile.education.map((e) =>
      present({
        institution: e.institution,
        area: e.field,
        studyType: e.degree,
        startDate: e.start,
        endDate: e.current ? null : e.end,
        score: e.grade ?? null,
      }),
    ),
    certificates: profile.certifications.map((c) => ({ name: c.name, ...present({ date: c.date, issuer: c.issuer }) })),
    skills: profile.skills.map((s) => {
      const canonical = s.name.toLowerCase();
      const keywords = [...new Set(s.asWritten.filter((w) => w.trim() && w.toLowerCase() !== canonical))];
      return { name: s.name, ...present({ level: experienceInWords(s.experienceMonths) ?? null }), keywords };
    }),
    languages: profile.languages.map((l) => ({ language: l.name, ...present({ fluency: fluencyOf(l.level, l.native) ?? null }) })),
    meta: {
      ...present({ canonical: ctx.canonicalUrl ?? null, lastModified: ctx.lastModified?.toISOString() ?? null }),
      version: JSON_RESUME_VERSION,
      'x-vitae': {
        invocationId: ctx.invocationId,
        parserVersion: profile.meta.parserVersion,
        cvLanguage: profile.meta.language,
        fileType: profile.meta.fileType,
        pages: profile.meta.pages,
        ocrUsed: profile.meta.ocrUsed,
        confidence: profile.meta.confidence,
        personal: {
          givenName: personal.givenName,
          familyName: personal.familyName,
          emails: personal.emails,
          phones: personal.phones.map((p) => ({ raw: p.raw, e164: p.e164, type: p.type })),
          dateOfBirth: personal.dateOfBirth ?? null,
          nationality: personal.nationality ?? null,
        },
        jobProfile: {
          headline: jobProfile.headline,
          seniority: jobProfile.seniority,
          totalExperienceMonths: jobProfile.totalExperienceMonths,
          occupation: jobProfile.occupation ?? null,
        },
        work: profile.workExperience.map((w) => ({ current: w.current, durationMonths: w.durationMonths ?? null, skillIds: w.skills ?? [] })),
        education: profile.education.map((e) => ({ isced: e.isced, current: e.current ?? false })),
        skills: profile.skills.map((s) => ({
          name: s.name,
          id: s.id,
          category: s.category ?? null,
          experienceMonths: s.experienceMonths,
          lastUsed: s.lastUsed,
          saliency: s.saliency,
          sources: s.sources,
        })),
        languages: profile.languages.map((l) => ({ code: l.code, level: l.level, native: l.native })),
      },
    },
  };
}
