/**
 * The client's own fields on an upload: `reference` (its id for the CV) and `metadata` (a small
 * JSON object it gets back in every answer). Both are bounded so that a client cannot store
 * megabytes per CV or nest without end; each refusal is a 400 with a stable code.
 */
import { BadRequestError } from '../errors/app-errors.ts';

export const REFERENCE_MAX_CHARS = 200;
export const METADATA_LIMITS = { maxBytes: 4096, maxKeys: 32, maxDepth: 3, maxKeyChars: 100 } as const;

// Printable text: control characters would corrupt logs, CSV exports and the console.
const REFERENCE = new RegExp(`^[^\\p{Cc}]{1,${REFERENCE_MAX_CHARS}}$`, 'u');

/** The reference as stored; null when absent or empty. 400 `invalid_reference` otherwise. */
export function readReference(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  if (!REFERENCE.test(raw) || raw.trim() !== raw) {
    throw new BadRequestError(
      `reference must be 1–${REFERENCE_MAX_CHARS} characters without control characters or surrounding spaces`,
      'invalid_reference',
    );
  }
  return raw;
}

/**
 * The metadata object as stored; null when absent or empty. 400 `invalid_metadata` when it is not
 * a JSON object within the limits, 400 `metadata_too_large` beyond `maxBytes` serialized.
 */
export function readMetadata(raw: string | undefined): Record<string, unknown> | null {
  if (raw === undefined || raw.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new BadRequestError('metadata is not valid JSON', 'invalid_metadata');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new BadRequestError('metadata must be a JSON object', 'invalid_metadata');
  }
  const bytes = Buffer.byteLength(JSON.stringify(value));
  if (bytes > METADATA_LIMITS.maxBytes) {
    throw new BadRequestError(`metadata is ${bytes} bytes serialized; at most ${METADATA_LIMITS.maxBytes}`, 'metadata_too_large', {
      limitBytes: METADATA_LIMITS.maxBytes,
    });
  }
  checkShape(value, 1, 'metadata');
  return value as Record<string, unknown>;
}

function checkShape(value: unknown, depth: number, path: string): void {
  if (value === null || typeof value !== 'object') return;
  if (depth > METADATA_LIMITS.maxDepth) {
    throw new BadRequestError(`${path} nests deeper than ${METADATA_LIMITS.maxDepth} levels`, 'invalid_metadata');
  }
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) checkShape(v, depth + 1, `${path}[${i}]`);
    return;
  }
  const keys = Object.keys(value);
  if (keys.length > METADATA_LIMITS.maxKeys) {
    throw new BadRequestError(`${path} has ${keys.length} keys; at most ${METADATA_LIMITS.maxKeys} per object`, 'invalid_metadata');
  }
  for (const k of keys) {
    if (k.length === 0 || k.length > METADATA_LIMITS.maxKeyChars) {
      throw new BadRequestError(`${path} has a key of ${k.length} characters; keys are 1–${METADATA_LIMITS.maxKeyChars}`, 'invalid_metadata');
    }
    checkShape((value as Record<string, unknown>)[k], depth + 1, `${path}.${k}`);
  }
}
