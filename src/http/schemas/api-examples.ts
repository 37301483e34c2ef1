/**
 * Example bodies the OpenAPI document shows for the larger schemas (README "Screen a CV" shows the
 * same CV). Each is checked against its zod schema by test/unit/openapi/openapi-examples.test.ts
 * and against the document by the OpenAPI lint, so an example cannot drift from the API.
 */
import type { z } from 'zod';
import type { ProfileSchema } from '../../screen/profile-schema.ts';

export const EXAMPLE_TENANT_ID = '8f5a2c1e-3b7d-4e9f-a0c6-1d2e3f4a5b6c';
export const EXAMPLE_INVOCATION_ID = '6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a';

export const PROFILE_EXAMPLE: z.input<typeof ProfileSchema> = {
  personal: {
    fullName: 'Marta Vellani',
    givenName: 'Marta',
    familyName: 'Vellani',
    emails: ['marta.vellani@example.com'],
    phones: [{ raw: '+39 347 123 4567', e164: '+393471234567', type: 'mobile' }],
    location: { raw: 'Milan, Italy', city: 'Milan', region: null, country: 'IT' },
    links: [{ type: 'linkedin', url: 'https://www.linkedin.com/in/marta-vellani' }],
  },
  photo: { found: false },
  jobProfile: {
    title: 'Senior Backend Engineer',
    headline: null,
    summary: 'Backend engineer with eight years of experience in logistics platforms.',
    seniority: 'senior',
    totalExperienceMonths: 135,
    occupation: { id: 'backend-developer', name: 'Back-end developer' },
  },
  workExperience: [
    {
      title: 'Senior Backend Engineer',
      employer: 'Nordline Logistics S.p.A.',
      location: 'Milan',
      start: '2019-03',
      end: null,
      current: true,
      durationMonths: 93,
      description: '• Designed event-driven services in Java and Kotlin on Kubernetes\n• Led a team of five engineers',
      skills: ['software.java', 'software.kotlin', 'software.kubernetes'],
    },
  ],
  education: [
    {
      degree: 'Master of Science in Computer Engineering',
      isced: 7,
      field: 'Computer Engineering',
      institution: 'Politecnico di Milano',
      start: '2013',
      end: '2015',
      current: false,
    },
  ],
  certifications: [{ name: 'AWS Certified Developer – Associate', issuer: 'Amazon Web Services', date: '2021-06' }],
  skills: [
    {
      id: 'software.java',
      name: 'Java',
      asWritten: ['Java'],
      experienceMonths: 93,
      lastUsed: '2026-11',
      saliency: 0.77,
      sources: ['skills', 'experience'],
    },
  ],
  languages: [
    { code: 'it', name: 'Italian', level: 'native', native: true },
    { code: 'en', name: 'English', level: 'C1', native: false },
  ],
  meta: {
    profileVersion: 2,
    language: 'en',
    fileType: 'pdf',
    pages: 1,
    ocrUsed: false,
    parserVersion: '0.1.0',
    timingsMs: { extract: 24.6, layout: 1.5, skills: 1.3, total: 31 },
    confidence: { personal: 1, contact: 0.9, workExperience: 1, education: 1, skills: 0.93, languages: 0.85 },
  },
};
