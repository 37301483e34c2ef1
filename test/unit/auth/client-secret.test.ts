import { describe, expect, it } from 'vitest';
import { generateSecret, hashSecret, verifySecret } from '../../../src/auth/client-secret.ts';

describe('client secrets', () => {
  it('are long, random and URL-safe', () => {
    const a = generateSecret();
    const b = generateSecret();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^vcs_[A-Za-z0-9_-]{43}$/);
  });

  it('are stored as a salted scrypt hash that never contains the secret', async () => {
    const secret = generateSecret();
    const h1 = await hashSecret(secret);
    const h2 = await hashSecret(secret);
    expect(h1).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(h1).not.toBe(h2); // a fresh salt each time
    expect(h1).not.toContain(secret.slice(4));
  });

  it('verify only the right secret', async () => {
    const secret = generateSecret();
    const stored = await hashSecret(secret);
    expect(await verifySecret(secret, stored)).toBe(true);
    expect(await verifySecret(`${secret}x`, stored)).toBe(false);
    expect(await verifySecret(generateSecret(), stored)).toBe(false);
    expect(await verifySecret('', stored)).toBe(false);
  });

  it('refuse a malformed stored hash rather than throwing', async () => {
    expect(await verifySecret('x', 'plain-text')).toBe(false);
    expect(await verifySecret('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });
});
