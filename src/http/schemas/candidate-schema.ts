/** Schemas every answer about a CV shares: what the client sent with it. */
import { z } from 'zod';
import { METADATA_LIMITS, REFERENCE_MAX_CHARS } from '../../screen/client-fields.ts';

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
