/**
 * The structured candidate profile (DESIGN §3): what a completed Screen result carries, what
 * `vitae parse` prints and what Match reads. The zod schema is the single definition: the
 * engine's output type, the OpenAPI response schema and the stored JSON all come from it.
 *
 * Conventions: dates are `YYYY-MM` or `YYYY`; an ongoing period has `end: null, current: true`;
 * anything the CV does not say is `null` or absent, never guessed.
 */
import { z } from 'zod';

const YearMonth = z
  .string()
  .regex(/^\d{4}(-\d{2})?$/)
  .describe('ISO 8601 year or year-month: YYYY or YYYY-MM');

export const PhoneSchema = z.object({
  raw: z.string().describe('As written in the CV'),
  e164: z.string().nullable().describe('E.164 form (+391234567), null when the number cannot be normalized'),
  type: z.enum(['mobile', 'landline', 'unknown']).default('unknown'),
});

export const LinkSchema = z.object({
  type: z.enum(['linkedin', 'github', 'gitlab', 'stackoverflow', 'twitter', 'xing', 'portfolio', 'website', 'other']),
  url: z.string(),
});

export const LocationSchema = z.object({
  raw: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  postalCode: z.string().nullable().optional(),
  country: z
    .string()
    .length(2)
    .nullable()
    .describe('ISO 3166-1 alpha-2'),
});

export const PersonalSchema = z.object({
  fullName: z.string().nullable(),
  givenName: z.string().nullable(),
  familyName: z.string().nullable(),
  emails: z.array(z.string()),
  phones: z.array(PhoneSchema),
  location: LocationSchema.nullable(),
  links: z.array(LinkSchema),
  dateOfBirth: YearMonth.or(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).nullable().optional(),
  nationality: z.string().nullable().optional(),
});

export const PhotoSchema = z.object({
  found: z.boolean(),
  mediaType: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  bytes: z.number().int().optional().describe('Size of the stored crop in bytes'),
  url: z.string().optional().describe('Where to GET the cropped headshot (same auth as the result)'),
});

export const SenioritySchema = z.enum(['intern', 'junior', 'mid', 'senior', 'lead', 'manager', 'director', 'executive']);

export const JobProfileSchema = z.object({
  title: z.string().nullable().describe('Current or most recent job title, or the headline title'),
  headline: z.string().nullable(),
  summary: z.string().nullable(),
  seniority: SenioritySchema.nullable(),
  totalExperienceMonths: z.number().int().nullable().describe('Union of work periods; overlaps counted once'),
  occupation: z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .optional()
    .describe('Normalized occupation from the knowledge base'),
});

export const WorkExperienceSchema = z.object({
  title: z.string().nullable(),
  employer: z.string().nullable(),
  location: z.string().nullable(),
  start: YearMonth.nullable(),
  end: YearMonth.nullable(),
  current: z.boolean(),
  durationMonths: z.number().int().nullable().optional(),
  description: z.string().nullable(),
  skills: z.array(z.string()).optional().describe('Canonical skill ids evidenced in this entry'),
});

export const EducationSchema = z.object({
  degree: z.string().nullable().describe('As written'),
  isced: z.number().int().min(0).max(8).nullable().describe('ISCED 2011 level'),
  field: z.string().nullable(),
  institution: z.string().nullable(),
  location: z.string().nullable().optional(),
  start: YearMonth.nullable(),
  end: YearMonth.nullable(),
  current: z.boolean().optional(),
  grade: z.string().nullable().optional(),
});

export const CertificationSchema = z.object({
  name: z.string(),
  issuer: z.string().nullable(),
  date: YearMonth.nullable(),
});

export const SkillSchema = z.object({
  id: z.string().nullable().describe('Canonical id in the knowledge base; null for a skill the knowledge base lacks'),
  name: z.string().describe('Canonical name (or the name as written when unknown)'),
  asWritten: z.array(z.string()).describe('Names as they appear in the CV'),
  category: z.string().nullable().optional(),
  experienceMonths: z.number().int().nullable().describe('Estimated months of use'),
  lastUsed: YearMonth.nullable(),
  saliency: z.number().min(0).max(1).describe('How central the skill is to this CV'),
  sources: z.array(z.enum(['skills', 'experience', 'summary', 'education', 'projects', 'certifications', 'other'])),
  confidence: z.number().min(0).max(1).optional(),
});

export const LanguageSchema = z.object({
  code: z.string().length(2).describe('ISO 639-1'),
  name: z.string(),
  level: z
    .enum(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'])
    .nullable()
    .describe('CEFR level or native; null when the CV gives none that maps soundly'),
  native: z.boolean(),
  asWritten: z.string().nullable().optional(),
});

/**
 * The version of the profile's shape. Raised with every change a reader could notice (a field
 * added, renamed or given a new meaning), together with a step in src/screen/profile-upgrade.ts
 * that brings a stored profile of the previous version to this one.
 */
export const PROFILE_VERSION = 2;

export const ProfileMetaSchema = z.object({
  profileVersion: z.number().int().min(1).describe('Version of the profile shape; stored profiles are upgraded when read'),
  language: z.string().nullable().describe('Detected language of the CV, ISO 639-1'),
  fileType: z.enum(['pdf', 'docx', 'txt', 'jpeg', 'png']),
  pages: z.number().int(),
  ocrUsed: z.boolean(),
  parserVersion: z.string(),
  timingsMs: z.record(z.string(), z.number()),
  confidence: z.record(z.string(), z.number()).describe('Confidence per group in 0..1'),
  warnings: z.array(z.string()).optional(),
});

export const ProfileSchema = z
  .object({
    personal: PersonalSchema,
    photo: PhotoSchema,
    jobProfile: JobProfileSchema,
    workExperience: z.array(WorkExperienceSchema),
    education: z.array(EducationSchema),
    certifications: z.array(CertificationSchema),
    skills: z.array(SkillSchema),
    languages: z.array(LanguageSchema),
    meta: ProfileMetaSchema,
  })
  .meta({ id: 'Profile' });

export type Profile = z.infer<typeof ProfileSchema>;
export type Personal = z.infer<typeof PersonalSchema>;
export type Phone = z.infer<typeof PhoneSchema>;
export type Link = z.infer<typeof LinkSchema>;
export type Location = z.infer<typeof LocationSchema>;
export type PhotoInfo = z.infer<typeof PhotoSchema>;
export type JobProfile = z.infer<typeof JobProfileSchema>;
export type WorkExperience = z.infer<typeof WorkExperienceSchema>;
export type Education = z.infer<typeof EducationSchema>;
export type Certification = z.infer<typeof CertificationSchema>;
export type Skill = z.infer<typeof SkillSchema>;
export type Language = z.infer<typeof LanguageSchema>;
export type ProfileMeta = z.infer<typeof ProfileMetaSchema>;
export type Seniority = z.infer<typeof SenioritySchema>;

/** A profile with nothing found yet: the shape every group keeps even when empty. */
export function emptyProfile(meta: Omit<ProfileMeta, 'profileVersion'>): Profile {
  return {
    personal: { fullName: null, givenName: null, familyName: null, emails: [], phones: [], location: null, links: [] },
    photo: { found: false },
    jobProfile: { title: null, headline: null, summary: null, seniority: null, totalExperienceMonths: null },
    workExperience: [],
    education: [],
    certifications: [],
    skills: [],
    languages: [],
    meta: { profileVersion: PROFILE_VERSION, ...meta },
  };
}
