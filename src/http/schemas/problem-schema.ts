import { z } from 'zod';

/** RFC 9457 problem document as every error response of the API carries it. */
export const ProblemSchema = z
  .looseObject({
    type: z.string().describe('URI naming the problem type'),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    code: z.string().describe('Stable machine-readable error code'),
    instance: z.string().optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Problem' });

/** The error responses most routes share, for their `response` schema. */
export const commonProblems = {
  400: ProblemSchema,
  401: ProblemSchema,
  403: ProblemSchema,
  404: ProblemSchema,
  429: ProblemSchema,
  500: ProblemSchema,
} as const;
