/**
 * The list of a tenant's CVs as data: its limits, its filters and its cursor. The cursor is
 * opaque to clients: base64url of the last row's (created_at as the database wrote it, id), so
 * the next page starts strictly after that row in the order (created_at DESC, id DESC). Rows
 * inserted meanwhile are newer and never appear on later pages; rows deleted meanwhile simply
 * drop out: no page skips or repeats a CV that stayed.
 */
import { BadRequestError } from '../errors/app-errors.ts';
import { isUuid } from '../store/ids.ts';

export const LIST_LIMITS = { defaultLimit: 20, maxLimit: 100, maxQueryChars: 100 } as const;

/** The states of a CV (as invocation-repository.ts stores them). */
export type CandidateStatus = 'queued' | 'processing' | 'completed' | 'failed';

export interface CandidateFilters {
  status?: CandidateStatus;
  /** Inclusive. */
  createdFrom?: Date;
  /** Exclusive. */
  createdTo?: Date;
  reference?: string;
  /** Free text over name, e-mails and title: case-insensitive substring. */
  q?: string;
}

export interface ListPosition {
  /** created_at as PostgreSQL prints it (microseconds and offset: exact on a round trip). */
  createdAt: string;
  id: string;
}

export interface CandidateListQuery {
  filters: CandidateFilters;
  after: ListPosition | null;
  limit: number;
}

export function encodeCursor(p: ListPosition): string {
  return Buffer.from(JSON.stringify([p.createdAt, p.id])).toString('base64url');
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

/** The position a cursor names; 400 `invalid_cursor` for anything this service did not write. */
export function decodeCursor(cursor: string): ListPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && TIMESTAMP.test(parsed[0]) && isUuid(parsed[1])) {
    return { createdAt: parsed[0], id: parsed[1] };
  }
  throw new BadRequestError('cursor is not one this service returned as nextCursor', 'invalid_cursor');
}

/** Whether a CV's search text (cv-vault.ts searchTextOf) holds `q`: case-insensitive substring. */
export function matchesQuery(searchText: string, q: string): boolean {
  return searchText.includes(q.toLowerCase());
}
