/**
 * Record ids are UUIDs. An id that comes from a client is checked with this before it reaches
 * SQL: PostgreSQL refuses a malformed value of type uuid with an error, and a request naming an
 * id that cannot exist is simply "not found" (or a 400 where the id is the caller's own input).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
