import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { retryAfterMs, retryDelayMs } from '../../../src/webhooks/retry-schedule.ts';
import { newWebhookSecret, signatureHeader, verifySignature } from '../../../src/webhooks/webhook-signature.ts';

const body = '{"id":"e1","type":"screen.completed","createdAt":"2026-11-21T00:00:00.000Z","tenantId":"t","data":{"invocationId":"i","status":"completed"}}';

describe('webhook signatures', () => {
  const secret = newWebhookSecret();
  const now = 1_800_000_000;

  it('signs "<t>.<body>" with HMAC-SHA256 keyed by the secret, as the README shows receivers', () => {
    const header = signatureHeader(secret, now, body);
    const expected = createHmac('sha256', secret).update(`${now}.${body}`).digest('hex');
    expect(header).toBe(`t=${now},v1=${expected}`);
  });

  it('verifies its own signature within the tolerance', () => {
    expect(verifySignature(secret, signatureHeader(secret, now, body), body, { nowSeconds: now + 10 })).toBe(true);
    expect(verifySignature(secret, ` t=${now} , v1=deadbeef, v1=${signatureHeader(secret, now, body).split('v1=')[1]}`, body, { nowSeconds: now })).toBe(true);
  });

  it('refuses another secret, a changed body, an old timestamp, or a missing/garbled header', () => {
    const header = signatureHeader(secret, now, body);
    expect(verifySignature(newWebhookSecret(), header, body, { nowSeconds: now })).toBe(false);
    expect(verifySignature(secret, header, body.replace('completed', 'failed'), { nowSeconds: now })).toBe(false);
    expect(verifySignature(secret, header, body, { nowSeconds: now + 301 })).toBe(false);
    expect(verifySignature(secret, header.replace(`t=${now}`, `t=${now + 1}`), body, { nowSeconds: now })).toBe(false);
    expect(verifySignature(secret, undefined, body)).toBe(false);
    expect(verifySignature(secret, 'v1=abc', body)).toBe(false);
    expect(verifySignature(secret, `t=${now},v1=zz`, body, { nowSeconds: now })).toBe(false);
  });

  it('makes a new 256-bit secret each time', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});

describe('retry schedule', () => {
  it('grows ×4 per attempt from the base, capped at 6 hours, with ±20 % jitter', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 10_000, mid))).toEqual([10_000, 40_000, 160_000, 640_000]);
    expect(retryDelayMs(12, 10_000, mid)).toBe(6 * 3600 * 1000);
    expect(retryDelayMs(1, 10_000, () => 0)).toBe(8_000);
    expect(retryDelayMs(1, 10_000, () => 0.999999)).toBe(12_000);
  });

  it('reads a receiver Retry-After in seconds or as a date, bounded to an hour', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Sat, 21 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('99999', now)).toBe(3_600_000);
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('0', now)).toBeUndefined();
  });
});
