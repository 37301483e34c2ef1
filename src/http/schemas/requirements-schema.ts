/**
 * What Match understood of a job description (`JobRequirements` less internal fields such as
 * text terms and weights): carried by every search answer and returned alone by POST /jobs/parse,
 * so both show the same reading of the same text.
 */
import { z } from 'zod';

const Importance = z.enum(['must', 'nice']).describe('must: asked for; nice: a plus');
const SkillRef = z.object({ id: z.string(), name: z.string() });

/** Read from "Senior Java Developer … 5+ years of Java, Spring Boot, PostgreSQL … Berlin (hybrid)". */
export const REQUIREMENTS_EXAMPLE = {
  title: 'Senior Java Developer',
  occupation: { id: 'java-developer', name: 'Java developer', family: 'it', score: 1 },
  skills: [
    { id: 'software.java', name: 'Java', canonical: 'Java', importance: 'must', minYears: 5, alternatives: [], implied: false },
    { id: 'software.spring-boot', name: 'Spring Boot', canonical: 'Spring Boot', importance: 'must', minYears: null, alternatives: [], implied: false },
    { id: 'software.postgresql', name: 'PostgreSQL', canonical: 'PostgreSQL', importance: 'must', minYears: null, alternatives: [], implied: false },
  ],
  impliedSkills: [],
  minYears: 5,
  education: { level: 6, name: "Bachelor's or equivalent", field: 'Computer Science', importance: 'must' },
  languages: [
    { code: 'en', name: 'English', level: 'C1', importance: 'must' },
    { code: 'de', name: 'German', level: null, importance: 'nice' },
  ],
  location: { text: 'Berlin (hybrid)', city: 'Berlin', country: 'DE', remote: false },
} as const;

const SkillRequirement = z.object({
  id: z.string().describe('Skill id of the knowledge base, or `written.<words>` for an item it cannot name (shown, not scored)'),
  name: z.string().describe('The requirement in the words of the description'),
  canonical: z.string().describe("The knowledge base's name of the skill (the item itself when kept as written)"),
  importance: Importance,
  minYears: z.number().nullable().describe('Years asked for this skill ("5+ years of Java")'),
  alternatives: z.array(SkillRef).describe('Any of these satisfies the requirement too ("Java or Kotlin")'),
  implied: z.boolean().describe('Not written: a core skill of the occupation (only in impliedSkills)'),
});

export const RequirementsSchema = z
  .object({
    title: z.string().nullable().describe('The role as written'),
    occupation: z
      .object({ id: z.string(), name: z.string(), family: z.string(), score: z.number().describe('Confidence of the title → occupation match') })
      .nullable()
      .describe('The occupation of the knowledge base the title names'),
    skills: z.array(SkillRequirement).describe('The skills the description asks for'),
    impliedSkills: z
      .array(SkillRequirement)
      .describe('Not written: core skills of the occupation, added as nice-to-haves when the description names few skills'),
    minYears: z.number().nullable().describe('Overall years of experience asked'),
    education: z
      .object({ level: z.number().int().min(0).max(8).describe('ISCED 2011'), name: z.string(), field: z.string().nullable(), importance: Importance })
      .nullable(),
    languages: z.array(
      z.object({
        code: z.string().describe('ISO 639-1'),
        name: z.string(),
        level: z.string().nullable().describe('CEFR level (A1–C2) or `native`'),
        importance: Importance,
      }),
    ),
    location: z
      .object({
        text: z.string(),
        city: z.string().nullable(),
        country: z.string().nullable().describe('ISO 3166-1 alpha-2'),
        remote: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: 'MatchRequirements', examples: [REQUIREMENTS_EXAMPLE] });
