/**
 * Verifying Vitae's webhooks on the receiving side, with WebCrypto (Node ≥ 20, browsers, edge
 * runtimes). `Vitae-Signature: t=<unix seconds>,v1=<hex>` where v1 is HMAC-SHA256, keyed with
 * the subscription secret, of `<t>.<raw body>`. Verify the RAW body (before any JSON parsing).
 */
import { VitaeSignatureError } from './errors.ts';
import type { WebhookEvent } from './types.ts';

const encoder = new TextEncoder();

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return undefined;
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export interface VerifyOptions {
  /** Largest accepted distance between the signature's time and now (default 300 s): refuses replays. */
  toleranceSeconds?: number;
  nowSeconds?: number;
}

/** True when `signatureHeader` is a valid signature of `rawBody` made with `secret` within the tolerance. */
export async function verifyWebhookSignature(secret: string, signatureHeader: string | null | undefined, rawBody: string, opts: VerifyOptions = {}): Promise<boolean> {
  if (!signatureHeader) return false;
  const parts = signatureHeader.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t)) return false;
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - t) > (opts.toleranceSeconds ?? 300)) return false;
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const data = encoder.encode(`${t}.${rawBody}`);
  for (const [k, v] of parts) {
    const given = k === 'v1' && v ? hexToBytes(v) : undefined;
    // crypto.subtle.verify compares in constant time.
    if (given && (await crypto.subtle.verify('HMAC', key, given, data))) return true;
  }
  return false;
}

/** Verifies and parses a delivery; throws VitaeSignatureError when it does not verify. */
export async function parseWebhookEvent(secret: string, signatureHeader: string | null | undefined, rawBody: string, opts: VerifyOptions = {}): Promise<WebhookEvent> {
  if (!(await verifyWebhookSignature(secret, signatureHeader, rawBody, opts))) {
    throw new VitaeSignatureError({ status: 0, code: 'invalid_signature', detail: 'the webhook signature does not verify (secret, body or timestamp)' });
  }
  return JSON.parse(rawBody) as WebhookEvent;
}
