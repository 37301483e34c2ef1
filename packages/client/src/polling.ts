/**
 * How long to wait before polling a pending result again: never less than the server's
 * Retry-After (it knows the queue), and growing ×1.5 from `minIntervalMs` up to `maxIntervalMs`
 * when the server's hint is shorter, so a long wait costs few requests. Never past the deadline.
 */
export interface PollTiming {
  minIntervalMs: number;
  maxIntervalMs: number;
}

export const DEFAULT_POLL_TIMING: PollTiming = { minIntervalMs: 500, maxIntervalMs: 5000 };

export function nextPollDelayMs(retryAfterSeconds: number | undefined, pollsSoFar: number, msLeft: number, timing: PollTiming = DEFAULT_POLL_TIMING): number {
  const backoff = Math.min(timing.maxIntervalMs, timing.minIntervalMs * 1.5 ** Math.max(0, pollsSoFar));
  const server = retryAfterSeconds !== undefined ? retryAfterSeconds * 1000 : 0;
  return Math.max(0, Math.min(Math.max(backoff, server), msLeft));
}
