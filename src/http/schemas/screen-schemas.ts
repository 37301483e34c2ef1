/**
 * The schemas of Screen's HTTP answers and upload form (DESIGN §2), with their examples and the
 * error codes each operation answers; screen-routes.ts declares its routes with them.
 */
import { z } from 'zod';
import { ClientFields } from './candidate-schema.ts';
import { INVOCATION_FAILURE_CODES } from '../../errors/error-codes.ts';
import { ProfileSchema } from '../../screen/profile-schema.ts';
import { EXAMPLE_INVOCATION_ID, EXAMPLE_TENANT_ID, PROFILE_EXAMPLE } from './api-examples.ts';
import { binaryFile } from './multipart-schema.ts';
import { problemResponse, problemResponses, TENANT_CALL } from './problem-schema.ts';

export const InvocationId = z.string().max(64).describe('The invocationId returned by the upload');
export const TenantId = z.string().max(64).describe('Tenant UUID');
export const Format = z
  .enum(['vitae', 'json-resume'])
  .optional()
  .describe('`vitae` (default): the Vitae result with its profile; `json-resume`: a completed result as a JSON Resume document');

const NO_CLIENT_FIELDS = { reference: null, metadata: null, duplicateOf: null };

export const Accepted = z
  .object({
    invocationId: z.string(),
    status: z.enum(['queued', 'processing']),
    tenantId: z.string(),
    createdAt: z.string(),
    ...ClientFields,
  })
  .meta({
    id: 'InvocationPending',
    examples: [
      { invocationId: EXAMPLE_INVOCATION_ID, status: 'processing', tenantId: EXAMPLE_TENANT_ID, createdAt: '2026-11-25T09:30:00.000Z', ...NO_CLIENT_FIELDS },
    ],
  });

export const Completed = z
  .object({
    invocationId: z.string(),
    status: z.literal('completed'),
    tenantId: z.string(),
    fileType: z.string(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    ...ClientFields,
    revision: z.number().int().describe('Corrections applied (0: the profile as extracted); see PATCH'),
    profile: ProfileSchema,
  })
  .meta({
    id: 'InvocationCompleted',
    examples: [
      {
        invocationId: EXAMPLE_INVOCATION_ID,
        status: 'completed',
        tenantId: EXAMPLE_TENANT_ID,
        fileType: 'pdf',
        createdAt: '2026-11-25T09:30:00.000Z',
        completedAt: '2026-11-25T09:30:02.412Z',
        reference: 'ats-4711',
        metadata: { requisition: 'R-2026-118' },
        duplicateOf: null,
        revision: 0,
        profile: PROFILE_EXAMPLE,
      },
    ],
  });

export const UploadResponse = z
  .object({ invocationId: z.string(), status: z.enum(['queued', 'processing', 'completed', 'failed']), ...ClientFields })
  .meta({ id: 'UploadAccepted', examples: [{ invocationId: EXAMPLE_INVOCATION_ID, status: 'queued', ...NO_CLIENT_FIELDS }] });

export const UploadForm = z
  .object({
    file: binaryFile('The CV: PDF, DOCX, text, JPEG or PNG (decided by its bytes), at most VITAE_MAX_UPLOAD_MB'),
    tenantId: TenantId.optional(),
    reference: z.string().optional().describe('Your id for the CV, unique per tenant (409 `reference_exists` when in use)'),
    metadata: z.string().optional().describe('A JSON object as text: at most 4096 bytes, 32 keys per object, 3 levels deep'),
  })
  .meta({ examples: [{ file: '(the CV file)', tenantId: EXAMPLE_TENANT_ID, reference: 'ats-4711', metadata: '{"requisition":"R-2026-118"}' }] });


export const uploadProblems = problemResponses(
  ...TENANT_CALL,
  'multipart_required',
  'malformed_multipart',
  'file_missing',
  'too_many_files',
  'empty_file',
  'invalid_idempotency_key',
  'idempotency_key_reused',
  'file_too_large',
  'payload_too_large',
  'unsupported_format',
  'too_many_uploads',
  'queue_full',
  'tenant_queue_full',
  'invalid_reference',
  'invalid_metadata',
  'metadata_too_large',
  'duplicate_field',
  'reference_exists',
  'duplicate_candidate',
);
export const resultProblems = {
  ...problemResponses(...TENANT_CALL, 'invalid_value', 'invocation_not_found'),
  ...problemResponse(422, INVOCATION_FAILURE_CODES),
};
export const photoProblems = problemResponses(...TENANT_CALL, 'invalid_value', 'invocation_not_found', 'photo_not_found');
export const eraseProblems = problemResponses(...TENANT_CALL, 'invalid_value', 'invocation_not_found');

export const UPLOAD_DESCRIPTION =
  'multipart/form-data with the CV in the field `file` (PDF, DOCX, DOC (Word 97–2003), RTF, ODT, HTML, plain text, ' +
  'JPEG or PNG, decided by its bytes, never its name; at most VITAE_MAX_UPLOAD_MB). Answers 202 at once; poll the ' +
  '`Location`. Any other file is refused with 415 `unsupported_format`, whose `acceptedFormats` lists the formats. ' +
  'An `Idempotency-Key` header makes a retried upload return the same invocation. Optional fields: `reference` (your id ' +
  'for the CV, unique per tenant: a second CV with a reference in use is 409 `reference_exists`) and `metadata` (a JSON ' +
  'object, at most 4096 bytes serialized, 32 keys per object, 3 levels deep), both returned in every answer, list entry ' +
  'and webhook. A CV of a person the tenant already has carries `duplicateOf`; with the tenant setting ' +
  '`duplicates=refuse` the same file again is 409 `duplicate_candidate`.';

export const ProfileVersion = z
  .enum(['current', 'original'])
  .optional()
  .describe('`current` (default): the profile with its corrections; `original`: the profile as extracted, before any PATCH');
