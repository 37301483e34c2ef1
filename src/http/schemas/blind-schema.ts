/**
 * The per-request switch of blind screening, the same on every operation that returns a profile
 * or a Match answer: `blind=true` in the query (or `"blind": true` in a JSON body).
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

const WHAT =
  'blind screening for this answer: no name, photo, birth date, gender cues, nationality, marital status, street address or contact details; a tenant with blind screening on gets it always';

export const BlindQuery = z.enum(['true', 'false']).optional().describe(`\`true\`: ${WHAT}`);
export const BlindBody = z.boolean().optional().describe(`\`true\`: ${WHAT}`);

export function blindRequested(request: FastifyRequest): boolean {
  const q = (request.query as { blind?: string } | undefined)?.blind;
  const b = (request.body as { blind?: unknown } | undefined)?.blind;
  return q === 'true' || b === true;
}
