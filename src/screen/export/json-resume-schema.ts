/**
 * The JSON Resume document (https://jsonresume.org/schema, v1.0.0) as Vitae answers it with
 * `?format=json-resume`: the standard groups Vitae fills, and under `meta["x-vitae"]` what the
 * standard has no field for (skill months and saliency, CEFR codes, ISCED levels, confidence…).
 * One zod schema serves as the mapper's return type and as the OpenAPI response schema, so the
 * document and its description cannot drift apart (the response serializer drops any field
 * missing here).
 */
import { z } from 'zod';

const IsoDate = z
  .string()
  .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/)
  .describe('YYYY, YYYY-MM or YYYY-MM-DD (JSON Resume `iso8601`)');

const JrLocation = z.object({
  address: z.string().optional().describe('The location as written in the CV'),
  postalCode: z.string().optional(),
  city: z.string().optional(),
  countryCode: z.string().optional().describe('ISO 3166-1 alpha-2'),
  region: z.string().optional(),
});

const JrProfile = z.object({
  network: z.string().describe('LinkedIn, GitHub, GitLab, Stack Overflow, Twitter, XING, Portfolio, Website or the host name'),
  username: z.string().optional(),
  url: z.string(),
});

const JrBasics = z.object({
  name: z.string().optional(),
  label: z.string().optional().describe('Current or most recent job title'),
  image: z.string().optional().describe('URL of the cropped headshot (needs the same bearer token and tenant as the result)'),
  email: z.string().optional().describe('First email of the CV; all of them are in meta["x-vitae"].personal.emails'),
  phone: z.string().optional().describe('First phone, E.164 when it could be normalized'),
  url: z.string().optional().describe('Personal website'),
  summary: z.string().optional(),
  location: JrLocation.optional(),
  profiles: z.array(JrProfile),
});

const JrWork = z.object({
  name: z.string().optional().describe('Employer'),
  position: z.string().optional(),
  location: z.string().optional(),
  startDate: IsoDate.optional(),
  endDate: IsoDate.optional().describe('Absent while current'),
  summary: z.string().optional().describe('Description lines that are not bullets'),
  highlights: z.array(z.string()).describe('Bullet lines of the description'),
});

const JrEducation = z.object({
  institution: z.string().optional(),
  area: z.string().optional().describe('Field of study'),
  studyType: z.string().optional().describe('Degree as written'),
  startDate: IsoDate.optional(),
  endDate: IsoDate.optional(),
  score: z.string().optional(),
});

const JrCertificate = z.object({
  name: z.string(),
  date: IsoDate.optional(),
  issuer: z.string().optional(),
});

const JrSkill = z.object({
  name: z.string(),
  level: z.string().optional().describe('Estimated experience in words ("3 years"); numbers in meta["x-vitae"].skills'),
  keywords: z.array(z.string()).describe('The names the CV uses for the skill, when they differ from `name`'),
});

const JrLanguage = z.object({
  language: z.string(),
  fluency: z.string().optional().describe('"Native speaker" or the CEFR level with its name, e.g. "C1 (Advanced)"'),
});

const VitaeSkillFacts = z.object({
  name: z.string(),
  id: z.string().nullable(),
  category: z.string().nullable(),
  experienceMonths: z.number().int().nullable(),
  lastUsed: z.string().nullable(),
  saliency: z.number(),
  sources: z.array(z.string()),
});

const VitaeExtensions = z
  .object({
    invocationId: z.string(),
    parserVersion: z.string(),
    cvLanguage: z.string().nullable(),
    fileType: z.string(),
    pages: z.number().int(),
    ocrUsed: z.boolean(),
    confidence: z.record(z.string(), z.number()),
    personal: z.object({
      givenName: z.string().nullable(),
      familyName: z.string().nullable(),
      emails: z.array(z.string()),
      phones: z.array(z.object({ raw: z.string(), e164: z.string().nullable(), type: z.string() })),
      dateOfBirth: z.string().nullable(),
      nationality: z.string().nullable(),
    }),
    jobProfile: z.object({
      headline: z.string().nullable(),
      seniority: z.string().nullable(),
      totalExperienceMonths: z.number().int().nullable(),
      occupation: z.object({ id: z.string(), name: z.string() }).nullable(),
    }),
    work: z.array(z.object({ current: z.boolean(), durationMonths: z.number().int().nullable(), skillIds: z.array(z.string()) })).describe('Same order as `work`'),
    education: z.array(z.object({ isced: z.number().int().nullable().describe('ISCED 2011 level'), current: z.boolean() })).describe('Same order as `education`'),
    skills: z.array(VitaeSkillFacts).describe('Same order as `skills`'),
    languages: z.array(z.object({ code: z.string(), level: z.string().nullable(), native: z.boolean() })).describe('Same order as `languages`'),
  })
  .describe('Vitae facts JSON Resume has no field for');

export const JsonResumeSchema = z
  .object({
    $schema: z.string(),
    basics: JrBasics,
    work: z.array(JrWork),
    education: z.array(JrEducation),
    certificates: z.array(JrCertificate),
    skills: z.array(JrSkill),
    languages: z.array(JrLanguage),
    meta: z.object({
      canonical: z.string().optional().describe('Where this document is served'),
      version: z.string().describe('Version of the JSON Resume schema followed'),
      lastModified: z.string().optional(),
      'x-vitae': VitaeExtensions,
    }),
  })
  .meta({ id: 'JsonResume', description: 'A completed result as a JSON Resume document (https://jsonresume.org/schema)' });

export type JsonResume = z.infer<typeof JsonResumeSchema>;
