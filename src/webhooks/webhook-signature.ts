/**
 * Webhook signatures: `Vitae-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>` where the HMAC
 * key is the subscription's secret (the whole `whsec_…` string, as UTF-8) and the signed text is
 * `<t>.<raw body>`. The timestamp inside the signature lets receivers refuse replays of an old
 * delivery; `v1` names the scheme so a later one can be sent beside it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'vitae-signature';
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** A new subscription secret: 256 random bits. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/**
 * What a receiver does (also in the README and the SDK): recompute, compare in constant time,
 * and refuse timestamps further than `toleranceSeconds` from now.
 */
export function verifySignature(
  secret: string,
  header: string | undefined | null,
  body: string,
  opts: { toleranceSeconds?: number; nowSeconds?: number } = {},
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('=') as [string, string | undefined]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t)) return false;
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - t) > (opts.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return false;
  const expected = Buffer.from(signatureOf(secret, t, body), 'hex');
  return parts.some(([k, v]) => {
    if (k !== 'v1' || !v || !/^[0-9a-f]{64}$/i.test(v)) return false;
    return timingSafeEqual(Buffer.from(v, 'hex'), expected);
  });
}
