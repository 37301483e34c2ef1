/**
 * The list of a tenant's CVs through real HTTP on a real database: cursor paging that neither
 * skips nor repeats a CV while others are uploaded and erased, every filter, the limits and
 * their errors, and tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { person, uploadPerson, waitResult } from '../support/candidate-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface Summary {
  invocationId: string;
  status: string;
  name: string | null;
  title: string | null;
  createdAt: string;
  duplicateOf: string | null;
}
interface Page {
  items: Summary[];
  nextCursor: string | null;
  limit: number;
}

const NAMES = ['Alda Ferrante', 'Bruno Castelli', 'Carla Dinami', 'Dario Esposti', 'Elena Fumagalli', 'Franco Galli', 'Giulia Hofer'];

describe.each(testDbKinds())('candidate list on %s', (kind) => {
  let server: TestServer;
  let client: ProvisionedClient;
  const ids: string[] = [];

  const list = async (query: string, who: ProvisionedClient = client, path = '/cv-screening') => {
    const res = await fetch(`${server.url}${path}${query ? `?${query}` : ''}`, { headers: who.headers });
    return { status: res.status, body: (await res.json()) as Page & { code?: string } };
  };

  const walk = async (query: string, between?: (page: number) => Promise<void>) => {
    const seen: Summary[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      const r = await list(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(r.status).toBe(200);
      seen.push(...r.body.items);
      cursor = r.body.nextCursor;
      if (!cursor) break;
      await between?.(page);
    }
    return seen;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '1' });
    client = await provisionClient(server);
    for (const [i, name] of NAMES.entries()) {
      ids.push(await uploadPerson(server, client, person(name, { title: i % 2 ? 'Registered Nurse' : 'Senior Backend Engineer' })));
    }
    for (const id of ids) expect((await waitResult(server, client, id)).status).toBe(200);
  }, 900_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('lists every CV newest first with its summary, on both paths', async () => {
    const a = await list('limit=100');
    expect(a.status).toBe(200);
    expect(a.body.items.map((c) => c.invocationId)).toEqual([...ids].reverse());
    expect(a.body.nextCursor).toBeNull();
    const first = a.body.items.at(-1)!;
    expect(first).toMatchObject({ status: 'completed', name: 'Alda Ferrante', title: 'Senior Backend Engineer', duplicateOf: null, revision: 0 });
    const b = await list('limit=100', client, '/screening/api/v1/cv-screening/profiles');
    expect(b.body).toEqual(a.body);
  });

  it('pages by cursor without skipping or repeating while CVs are uploaded and erased', async () => {
    const erased = ids[1]!; // on the last page when paging 2 at a time
    const added: string[] = [];
    const seen = await walk('limit=2', async (page) => {
      if (page === 0) added.push(await uploadPerson(server, client, person('Hanna Iversen')));
      if (page === 1) {
        const res = await fetch(`${server.url}/cv-screening/${erased}`, { method: 'DELETE', headers: client.headers });
        expect(res.status).toBe(204);
      }
    });
    const got = seen.map((c) => c.invocationId);
    expect(new Set(got).size).toBe(got.length);
    expect(got).toEqual([...ids].reverse().filter((id) => id !== erased));
    expect(got).not.toContain(added[0]);
    // Strictly newest first.
    for (let i = 1; i < seen.length; i++) expect(seen[i - 1]!.createdAt >= seen[i]!.createdAt).toBe(true);
    // The new CV heads a fresh walk.
    const fresh = await list('limit=1');
    expect(fresh.body.items[0]!.invocationId).toBe(added[0]);
    ids.splice(ids.indexOf(erased), 1);
    ids.push(added[0]!);
    await waitResult(server, client, added[0]!);
  });

  it('filters by free text over name, e-mail and title, by status and by creation time', async () => {
    const names = async (query: string) => (await walk(query)).map((c) => c.name);
    expect(await names('q=dinami')).toEqual(['Carla Dinami']);
    expect(await names('q=ELENA.FUMAGALLI%40example')).toEqual(['Elena Fumagalli']);
    expect((await names('q=registered%20nurse')).sort()).toEqual(['Dario Esposti', 'Franco Galli']); // Bruno Castelli was erased
    expect(await names('q=%25')).toEqual([]); // a LIKE wildcard is literal text
    expect(await names('q=nobody-by-this-name')).toEqual([]);
    expect((await walk('status=completed&limit=3')).length).toBe(ids.length);
    expect(await walk('status=failed')).toEqual([]);

    const all = (await list('limit=100')).body.items;
    const middle = all[3]!;
    const older = await walk(`createdTo=${encodeURIComponent(middle.createdAt)}`);
    const newer = await walk(`createdFrom=${encodeURIComponent(middle.createdAt)}`);
    expect(older.length + newer.length).toBe(all.length);
    expect(newer.map((c) => c.invocationId)).toContain(middle.invocationId);
    expect(await walk('createdFrom=2999-01-01')).toEqual([]);
  });

  it('refuses bad paging and filters with 400 and a stable code', async () => {
    expect((await list('limit=101')).status).toBe(400);
    expect((await list('limit=0')).status).toBe(400);
    expect((await list('status=done')).status).toBe(400);
    expect((await list('createdFrom=yesterday')).status).toBe(400);
    const bad = await list('cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_cursor');
    const forged = Buffer.from(JSON.stringify(["2026-01-01'; DROP TABLE invocations; --", ids[0]])).toString('base64url');
    expect((await list(`cursor=${forged}`)).body.code).toBe('invalid_cursor');
  });

  it("never shows another tenant's CVs", async () => {
    const other = await provisionClient(server);
    const mine = await uploadPerson(server, other, person('Ivo Jansen'));
    const theirs = await list('limit=100', other);
    expect(theirs.body.items.map((c) => c.invocationId)).toEqual([mine]);
    const ours = await list('limit=100');
    expect(ours.body.items.map((c) => c.invocationId)).not.toContain(mine);
    // Naming the other tenant is refused, not answered empty.
    const forbidden = await list(`tenantId=${other.tenantIds[0]}`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('tenant_forbidden');
    // A client of two tenants names one; each sees only its own.
    const both = await provisionClient(server, { tenants: [client.tenantIds[0]!, other.tenantIds[0]!] });
    expect((await list('', both)).body.code).toBe('tenant_required');
    expect((await list(`tenantId=${other.tenantIds[0]}`, both)).body.items.map((c) => c.invocationId)).toEqual([mine]);
  });
});
