/**
 * When a failed delivery is tried again: the base delay × 4 per attempt (10 s, 40 s, 160 s,
 * 11 min, 43 min, 3 h, then every 6 h with the defaults), ±20 % jitter so the retries of a burst
 * do not arrive together. With 8 attempts a receiver may be down for about 10 hours without
 * losing an event. A receiver's own Retry-After (429/503) is honoured when it asks for longer.
 */
const MAX_DELAY_MS = 6 * 3600 * 1000;
const MAX_RETRY_AFTER_MS = 3600 * 1000;

export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const planned = Math.min(MAX_DELAY_MS, baseMs * 4 ** Math.max(0, attempt - 1));
  return Math.round(planned * (0.8 + random() * 0.4));
}

/** A Retry-After header (seconds or HTTP date) in milliseconds from now, bounded; undefined when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  return Math.min(MAX_RETRY_AFTER_MS, seconds);
}
