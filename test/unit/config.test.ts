import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config.ts';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = parseConfig({});
    expect(c.port).toBe(8080);
    expect(c.maxUploadBytes).toBe(10 * 1024 * 1024);
    expect(c.tokenTtlSeconds).toBe(28800);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it('gives secrets no default', () => {
    const c = parseConfig({});
    expect(c.adminToken).toBeUndefined();
    expect(c.encryptionKeys).toEqual([]);
  });

  it('names every bad setting in one clear error', () => {
    let caught: unknown;
    try {
      parseConfig({ PORT: 'eighty', VITAE_MAX_UPLOAD_MB: '-1', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const msg = (caught as ConfigError).message;
    for (const name of ['PORT', 'VITAE_MAX_UPLOAD_MB', 'DATABASE_URL', 'LOG_LEVEL']) expect(msg).toContain(name);
  });

  it('refuses a short admin token and a malformed encryption key', () => {
    expect(() => parseConfig({ VITAE_ADMIN_TOKEN: 'short' })).toThrow(/VITAE_ADMIN_TOKEN/);
    expect(() => parseConfig({ VITAE_ENCRYPTION_KEY: 'abc' })).toThrow(/VITAE_ENCRYPTION_KEY/);
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(parseConfig({ VITAE_ENCRYPTION_KEY: key }).encryptionKeys[0]?.length).toBe(32);
  });

  it('requires a master key with DATABASE_URL, and checks every key of a rotation', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(() => parseConfig({ DATABASE_URL: 'postgres://db/vitae' })).toThrow(/VITAE_ENCRYPTION_KEY: is required with DATABASE_URL/);
    expect(parseConfig({ DATABASE_URL: 'postgres://db/vitae', VITAE_ENCRYPTION_KEY: key }).databaseUrl).toBe('postgres://db/vitae');
    expect(() => parseConfig({ VITAE_ENCRYPTION_KEY: `${key},short` })).toThrow(/VITAE_ENCRYPTION_KEY/);
    expect(parseConfig({ VITAE_ENCRYPTION_KEY: `${key}, ${Buffer.alloc(32, 8).toString('base64')}` }).encryptionKeys).toHaveLength(2);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(parseConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
