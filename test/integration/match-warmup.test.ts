/**
 * An API process loads the Match indexes of the busiest tenants in the background once it
 * listens, so the first search after a (re)start does not pay for loading them.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.ts';
import type { MatchIndexRegistry } from '../../src/match/index/match-index-registry.ts';
import { type Runtime, startRuntime } from '../../src/runtime.ts';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { cvPdf, SAMPLE_CV } from '../support/cv-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, testEnv, type TestServer, waitFor } from '../support/test-server.ts';

const registryOf = (runtime: Runtime) => (runtime.modules.find((m) => m.name === 'match') as unknown as { registry: MatchIndexRegistry }).registry;

describe.each(testDbKinds())('Match index warm-up on %s', (kind) => {
  let server: TestServer;
  let client: ProvisionedClient;
  const others: Runtime[] = [];

  /** A second API process on the same database, started after the profile completed. */
  const restart = async (env: Record<string, string> = {}) => {
    const config = parseConfig(testEnv(server.database, { VITAE_WORKERS: '0', ...env }));
    const runtime = await startRuntime(config, { http: true, workers: 0, db: server.runtime.ctx.db, logger: pino({ level: 'silent' }) });
    others.push(runtime);
    await runtime.listen(0, '127.0.0.1');
    return registryOf(runtime);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    client = await provisionClient(server);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await cvPdf(SAMPLE_CV))]), 'cv.pdf');
    const res = await fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: client.headers, body: form });
    const id = (await res.json()).invocationId as string;
    await waitFor('profile', async () => (await fetch(`${server.url}/cv-screening/${id}`, { headers: client.headers })).status === 200, 120_000);
  });

  afterAll(async () => {
    for (const r of others) await r.stop();
    await server?.stop();
  });

  it('loads the tenant’s index without a search', async () => {
    const registry = await restart();
    const loaded = await waitFor('warm index', async () => registry.loaded().find((t) => t.tenantId === client.tenantIds[0]));
    expect(loaded.size).toBe(1);
  });

  it('loads nothing with VITAE_MATCH_WARMUP_TENANTS=0', async () => {
    const registry = await restart({ VITAE_MATCH_WARMUP_TENANTS: '0' });
    await registry.warmUp(0);
    expect(registry.loaded()).toEqual([]);
  });
});
