/**
 * Client secrets: 256 random bits shown once, stored only as a salted scrypt hash, compared in
 * constant time. The stored form names its parameters (`scrypt$logN$r$p$salt$hash`), so the
 * cost can be raised later without invalidating existing secrets.
 */
import { createHmac, randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

const SECRET_PREFIX = 'vcs_';
// 2^15 × 8 × 128 B = 32 MiB and ~0.1 s per hash: slow for guessing, fine for one token request
// per client every few hours. The secret's 256 random bits are the real defence.
const LOG_N = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scryptAsync(secret: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

const options = (logN: number, r: number, p: number): ScryptOptions => ({
  N: 2 ** logN,
  r,
  p,
  maxmem: 2 * 128 * 2 ** logN * r,
});

export function generateSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64url');
}

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(secret, salt, KEY_LENGTH, options(LOG_N, R, P));
  return ['scrypt', LOG_N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * Recently verified (stored hash, secret) pairs, so a client asking for tokens often does not
 * pay ~0.1 s of scrypt each time (the token endpoint went from ~20 to hundreds of requests/s).
 * Only successes are remembered, keyed by an HMAC under a key that never leaves this process:
 * a wrong secret always pays the full hash, so guessing stays slow. A rotated secret has a new
 * stored hash and misses; revocation is checked on the client record at every request anyway.
 */
const VERIFIED_TTL_MS = 5 * 60_000;
const VERIFIED_MAX = 10_000;
const verifiedKey = randomBytes(32);
const verified = new Map<string, number>();

function verifiedTag(secret: string, stored: string): string {
  return createHmac('sha256', verifiedKey).update(stored).update('\0').update(secret).digest('base64');
}

/** True when `secret` matches `stored`. Runs the full hash even for malformed input. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const tag = verifiedTag(secret, stored);
  const until = verified.get(tag);
  if (until !== undefined && until > Date.now()) return true;
  const ok = await verifyWithScrypt(secret, stored);
  if (ok) {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(tag, Date.now() + VERIFIED_TTL_MS);
  }
  return ok;
}

async function verifyWithScrypt(secret: string, stored: string): Promise<boolean> {
  const [kind, logN, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(secret, Buffer.from(salt, 'base64'), expected.length, options(Number(logN), Number(r), Number(p)));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of nothing, verified when the client id is unknown, so an unknown client and a wrong
 * secret take the same time (client ids cannot be probed by timing).
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashSecret(randomBytes(32).toString('base64url'));
  return decoy;
}
