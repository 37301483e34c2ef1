/** Schemas every answer about a CV shares: what the client sent with it. */
import { z } from 'zod';
import { METADATA_LIMITS, REFERENCE_MAX_CHARS } from '../../screen/client-fields.ts';
import { EXAMPLE_INVOCATION_ID } from './api-examples.ts';

export const Reference = z
  .string()
  .nullable()
  .describe(`The client's own id for this CV, as sent at upload (unique per tenant, at most ${REFERENCE_MAX_CHARS} characters)`);
export const Metadata = z
  .record(z.string(), z.unknown())
  .nullable()
  .describe(
    `The client's JSON object, as sent at upload (at most ${METADATA_LIMITS.maxBytes} bytes serialized, ` +
      `${METADATA_LIMITS.maxKeys} keys per object, nesting depth ${METADATA_LIMITS.maxDepth})`,
  );

/** What the client sent with the CV and what Vitae learnt about the person: in every answer about a CV. */
export const ClientFields = {
  reference: Reference,
  metadata: Metadata,
  duplicateOf: z.string().nullable().describe('The earliest CV of the same person (see the tenant setting `duplicates`); null for a first CV'),
};
export const clientFields = (inv: { reference: string | null; metadata: Record<string, unknown> | null; duplicateOf: string | null }) => ({
  reference: inv.reference,
  metadata: inv.metadata,
  duplicateOf: inv.duplicateOf,
});

/** One CV of the tenant's list (GET /cv-screening). */
export const CandidateSummary = z
  .object({
    invocationId: z.string(),
    status: z.enum(['queued', 'processing', 'completed', 'failed']),
    name: z.string().nullable().describe("The candidate's full name (null until completed, when the CV gives none, or in blind screening)"),
    title: z.string().nullable().describe('Current or most recent job title'),
    reference: Reference,
    metadata: Metadata,
    duplicateOf: z.string().nullable().describe('The earliest CV of the same person; null for a person’s first CV'),
    revision: z.number().int().nullable().describe('Corrections applied to the profile (0: as extracted); null until completed'),
    createdAt: z.string(),
  })
  .meta({ id: 'CandidateSummary' });

export const CANDIDATE_SUMMARY_EXAMPLE: z.input<typeof CandidateSummary> = {
  invocationId: EXAMPLE_INVOCATION_ID,
  status: 'completed',
  name: 'Marta Vellani',
  title: 'Senior Backend Engineer',
  reference: 'ats-4711',
  metadata: { requisition: 'R-2026-118' },
  duplicateOf: null,
  revision: 0,
  createdAt: '2026-11-25T09:30:00.000Z',
};

/** A page of the tenant's CVs. */
export const CandidateList = z
  .object({
    items: z.array(CandidateSummary).describe('Newest first (by upload time, then id)'),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page'),
    limit: z.number().int(),
  })
  .meta({
    id: 'CandidateList',
    examples: [{ items: [CANDIDATE_SUMMARY_EXAMPLE], nextCursor: 'eyJjIjoiMjAyNi0xMS0yNVQwOTozMDowMC4wMDBaIiwiaSI6IjZmMWM5ZTJhIn0', limit: 20 }],
  });

/** The body of PATCH: a JSON Merge Patch (RFC 7396) of the profile. */
export const ProfilePatch = z
  .record(z.string(), z.unknown())
  .describe('JSON Merge Patch of the profile, e.g. {"personal": {"fullName": "Anna Rossi"}, "jobProfile": {"title": "Nurse"}}')
  .meta({
    id: 'ProfilePatch',
    examples: [{ personal: { fullName: 'Marta Vellani' }, jobProfile: { title: 'Lead Backend Engineer' } }],
  });
