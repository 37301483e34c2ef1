/**
 * Match across processes on PostgreSQL: each process keeps its own in-memory index of a tenant,
 * synced from the database before every search. A profile completed or deleted through process
 * A is found (or no longer found) by the very next search on process B — a real `vitae serve`
 * child process sharing the database — and the other way round.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { cvPdf, SAMPLE_CV } from '../support/cv-fixtures.ts';
import { HEADINGS, localizedCvText, NURSE_CV } from '../support/match-cv-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { exited, freePort, spawnVitae, startTestServer, testEnv, type TestServer, waitFor } from '../support/test-server.ts';

const JD = 'Java Developer\n\nRequirements:\n- Java\n- Spring Boot\n- PostgreSQL';


describe.runIf(testDbKinds().includes('postgres'))('Match index consistency across processes on PostgreSQL', () => {
  let a: TestServer;
  let b: ReturnType<typeof spawnVitae>;
  let bUrl: string;
  let client: ProvisionedClient;

  const search = async (base: string) => {
    const res = await fetch(`${base}/direct-search?${new URLSearchParams({ query: JD, limit: '100' })}`, { headers: client.headers });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { total: number; profiles: Array<{ id: string }> };
    return { total: body.total, ids: body.profiles.map((p) => p.id) };
  };

  const uploadAndWait = async (base: string, bytes: Uint8Array) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), 'cv.bin');
    const res = await fetch(`${base}/cv-screening/upload`, { method: 'POST', headers: client.headers, body: form });
    expect(res.status).toBe(202);
    const id = (await res.json()).invocationId as string;
    await waitFor(`invocation ${id}`, async () => (await fetch(`${a.url}/cv-screening/${id}`, { headers: client.headers })).status === 200, 120_000);
    return id;
  };

  beforeAll(async () => {
    a = await startTestServer('postgres', { VITAE_WORKERS: '1' });
    client = await provisionClient(a);
    const port = await freePort();
    // Process B: API only (no workers), same database.
    b = spawnVitae(['serve'], testEnv(a.database, { PORT: String(port), HOST: '127.0.0.1', VITAE_WORKERS: '0' }));
    bUrl = `http://127.0.0.1:${port}`;
    await waitFor('process B ready', async () => (await fetch(`${bUrl}/health/ready`).catch(() => null))?.ok, 60_000);
  });

  afterAll(async () => {
    if (b && b.exitCode === null) {
      b.kill('SIGTERM');
      await exited(b);
    }
    await a?.stop();
  });

  it('a profile completed through A is found by B, and one uploaded through B is found by A', async () => {
    // B builds its index first (empty), so what follows must arrive as deltas.
    expect(await search(bUrl)).toEqual({ total: 0, ids: [] });
    const first = await uploadAndWait(a.url, new Uint8Array(await cvPdf(SAMPLE_CV)));
    expect((await search(bUrl)).ids).toEqual([first]);
    const second = await uploadAndWait(bUrl, new Uint8Array(localizedCvText(NURSE_CV, HEADINGS.en)));
    const fromA = await search(a.url);
    const fromB = await search(bUrl);
    expect(fromA).toEqual({ total: 2, ids: [first, second] });
    expect(fromB).toEqual(fromA);
  });

  it('a profile deleted through A disappears from B, and one deleted through B from A', async () => {
    const before = await search(bUrl);
    expect(before.total).toBe(2);
    const [java, nurse] = before.ids as [string, string];
    expect((await fetch(`${a.url}/cv-screening/${java}`, { method: 'DELETE', headers: client.headers })).status).toBe(204);
    expect(await search(bUrl)).toEqual({ total: 1, ids: [nurse] });
    expect((await fetch(`${bUrl}/cv-screening/${nurse}`, { method: 'DELETE', headers: client.headers })).status).toBe(204);
    expect(await search(a.url)).toEqual({ total: 0, ids: [] });
    expect(await search(bUrl)).toEqual({ total: 0, ids: [] });
  });

  it('a process started later builds the same index from the table', async () => {
    const id = await uploadAndWait(a.url, new Uint8Array(await cvPdf({ ...SAMPLE_CV, name: 'Late Starter' })));
    const port = await freePort();
    const c = spawnVitae(['serve'], testEnv(a.database, { PORT: String(port), HOST: '127.0.0.1', VITAE_WORKERS: '0' }));
    try {
      const cUrl = `http://127.0.0.1:${port}`;
      await waitFor('process C ready', async () => (await fetch(`${cUrl}/health/ready`).catch(() => null))?.ok, 60_000);
      expect(await search(cUrl)).toEqual({ total: 1, ids: [id] });
    } finally {
      c.kill('SIGTERM');
      await exited(c);
    }
  });
});
