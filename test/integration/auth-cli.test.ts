/**
 * `vitae admin …` and the first-start demo client, as an operator runs them, on the test's own
 * database, then a real `vitae serve` child process using what they made. The admin commands run
 * in this process (test/support/cli-in-process.ts); the command line itself (exit code of a real
 * process) and the lock an embedded server holds are tried with real `vitae admin` children.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoCredentials } from '../../src/auth/demo-credentials.ts';
import { parseConfig } from '../../src/config.ts';
import { createMetrics } from '../../src/observability/metrics.ts';
import { migrate } from '../../src/store/migrator.ts';
import { type CliRun, vitaeInProcess } from '../support/cli-in-process.ts';
import { openStoreKeys } from '../../src/store/store-keys.ts';
import { createTestDatabase, type TestDatabase, testDbKinds } from '../support/test-database.ts';
import { exited, freePort, spawnVitae, testEnv, waitFor } from '../support/test-server.ts';

/** `vitae <args>` as a child process (bin/vitae.js). */
async function vitaeProcess(env: Record<string, string>, ...args: string[]): Promise<CliRun> {
  const child = spawnVitae(args, env);
  const code = await exited(child);
  const out = child.output();
  return { code, out, json: () => JSON.parse(out) };
}

const vitae = (env: Record<string, string>, ...args: string[]) => vitaeInProcess(args, env);

async function serve(env: Record<string, string>) {
  const port = await freePort();
  const child = spawnVitae(['serve'], { ...env, PORT: String(port), HOST: '127.0.0.1', VITAE_WORKERS: '0' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor('the server to answer', async () => (await fetch(`${url}/health/ready`)).ok, 60_000);
  return {
    url,
    child,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

const tokenFor = (url: string, clientId: string, clientSecret: string) =>
  fetch(`${url}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });

describe.each(testDbKinds())('vitae admin and the demo client on %s', (kind) => {
  let db: TestDatabase;
  let env: Record<string, string>;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    env = testEnv(db, { VITAE_DEMO: 'true' });
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('provisions with the DESIGN §4 commands, and a server accepts what they made', async () => {
    const tenant = await vitae(env, 'admin', 'tenant', 'create', '--name', 'Acme', '--json');
    expect(tenant.code, tenant.out).toBe(0);
    const { tenantId } = tenant.json();
    expect(tenant.json()).toEqual({ tenantId: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Acme' });

    const client = await vitae(env, 'admin', 'client', 'create', '--tenant', tenantId, '--scopes', 'screen,match', '--json');
    expect(client.code, client.out).toBe(0);
    expect(client.json()).toEqual({
      clientId: expect.any(String),
      clientSecret: expect.stringMatching(/^vcs_/),
      tenants: [tenantId],
      scopes: ['screen:write', 'screen:read', 'match:read'],
      name: null,
    });
    const { clientId } = client.json();

    const list = await vitae(env, 'admin', 'client', 'list', '--json');
    expect(list.json()).toEqual([expect.objectContaining({ clientId, tenants: [tenantId], revoked: false })]);
    expect(list.out).not.toContain(client.json().clientSecret);

    const disabled = await vitae(env, 'admin', 'tenant', 'disable', tenantId, '--json');
    expect(disabled.json()).toMatchObject({ tenantId, name: 'Acme', disabled: true });
    const enabled = await vitae(env, 'admin', 'tenant', 'enable', tenantId, '--json');
    expect(enabled.json()).toMatchObject({ tenantId, disabled: false });

    const key = await vitae(env, 'admin', 'keys', 'rotate', '--json');
    expect(key.json()).toEqual({ kid: expect.any(String), alg: 'EdDSA', createdAt: expect.any(String) });
    const rotated = await vitae(env, 'admin', 'client', 'rotate-secret', clientId, '--json');
    const { clientSecret } = rotated.json();

    const usage = await vitaeProcess(env, 'admin', 'client', 'explode');
    expect(usage.code).toBe(2);
    const bad = await vitae(env, 'admin', 'client', 'revoke', 'not-an-id');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('is not a UUID');

    const server = await serve(env);
    try {
      if (kind === 'pglite') {
        // The embedded database belongs to the running server: the CLI says so and stops.
        const locked = await vitaeProcess(env, 'admin', 'tenant', 'list');
        expect(locked.code).toBe(2);
        expect(locked.out).toMatch(/in use by process \d+.*\/admin\/v1/s);
      }
      expect((await tokenFor(server.url, clientId, client.json().clientSecret)).status).toBe(401);
      const res = await tokenFor(server.url, clientId, clientSecret);
      expect(res.status).toBe(200);
      const jwks = await (await fetch(`${server.url}/.well-known/jwks.json`)).json();
      expect(jwks.keys.map((k: { kid: string }) => k.kid)).toContain(key.json().kid);
    } finally {
      await server.stop();
    }
    // A client existed, so the first start made no demo client.
    expect(() => readFileSync(join(env.VITAE_DATA_DIR!, 'demo-credentials.json'))).toThrow();
    const revoked = await vitae(env, 'admin', 'client', 'revoke', clientId, '--json');
    expect(revoked.json()).toMatchObject({ clientId, revoked: true });
  }, 300_000);
});

describe.each(testDbKinds())('first start on an empty %s database', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('creates a demo tenant and client once, writes demo-credentials.json, and they work', async () => {
    const env = testEnv(db, { VITAE_DEMO: 'true', LOG_LEVEL: 'info' });
    const file = join(env.VITAE_DATA_DIR!, 'demo-credentials.json');
    const first = await serve(env);
    let demo: Record<string, string>;
    try {
      demo = JSON.parse(await waitFor('demo-credentials.json', async () => readFileSync(file, 'utf8')));
      expect(demo).toEqual({
        tenantId: expect.any(String),
        clientId: expect.any(String),
        clientSecret: expect.stringMatching(/^vcs_/),
        tokenUrl: `${first.url}/oauth/token`,
        baseUrl: first.url,
      });
      expect(first.child.output()).toContain(demo.clientSecret!);
      const res = await fetch(demo.tokenUrl!, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${demo.clientId}:${demo.clientSecret}`).toString('base64')}` },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
      });
      expect(res.status).toBe(200);
      expect((await res.json()).scope).toBe('screen:write screen:read match:read');
    } finally {
      await first.stop();
    }
    const second = await serve(env);
    await second.stop();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(demo);
    const list = await vitae(env, 'admin', 'client', 'list', '--json');
    expect(list.json()).toHaveLength(1);
  }, 300_000);

  it.runIf(kind === 'postgres')('processes starting together create one demo client', async () => {
    const fresh = await createTestDatabase(kind);
    try {
      const env = testEnv(fresh, { VITAE_DEMO: 'true' });
      const config = parseConfig(env);
      const ctxOf = async () => {
        const handle = await fresh.open();
        const keys = await openStoreKeys(config.encryptionKeys, handle);
        return { config, db: handle, keys, logger: pino({ level: 'silent' }), metrics: createMetrics(), notifyJobs: () => undefined };
      };
      // Migrated once beforehand: this test is about the demo set-up racing, not migrations.
      const ctxs = [await ctxOf(), await ctxOf(), await ctxOf()];
      await migrate(ctxs[0]!.db);
      try {
        const made = await Promise.all(ctxs.map((ctx) => ensureDemoCredentials(ctx, 'http://127.0.0.1:1')));
        expect(made.filter(Boolean)).toHaveLength(1);
        const n = await ctxs[0]!.db.query<{ n: number }>('SELECT count(*)::int AS n FROM api_clients');
        expect(Number(n.rows[0]!.n)).toBe(1);
      } finally {
        for (const ctx of ctxs) await ctx.db.close();
      }
    } finally {
      await fresh.dispose();
    }
  });
});
