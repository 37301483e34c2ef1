/**
 * One person, one candidate, through real HTTP on a real database: the same bytes again, the
 * same person in another file, another person; Match showing a person once (their newest CV,
 * the others listed) unless asked not to; erasing a person's first CV; and the tenant setting
 * `duplicates` (keep | flag | refuse) changed through /admin/v1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { type Json, person, uploadCv, uploadPerson, waitResult } from '../support/candidate-fixtures.ts';
import { cvText } from '../support/cv-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ADMIN_TOKEN = 'the-admin-token-of-the-duplicate-tests-0123';
const JD = 'Senior Backend Engineer: Java, Kotlin, Spring Boot, PostgreSQL, Kubernetes';

describe.each(testDbKinds())('duplicates on %s', (kind) => {
  let server: TestServer;

  const upload = async (client: ProvisionedClient, bytes: Uint8Array) => {
    const res = await uploadCv(server, client, bytes);
    return { status: res.status, body: (await res.json()) as Json };
  };
  const search = async (client: ProvisionedClient, extra = '') =>
    (await (await fetch(`${server.url}/direct-search?query=${encodeURIComponent(JD)}&limit=100${extra}`, { headers: client.headers })).json()) as Json;
  const setPolicy = async (client: ProvisionedClient, duplicates: string) => {
    const res = await fetch(`${server.url}/admin/v1/tenants/${client.tenantIds[0]}/settings`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ duplicates }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // The tenant's settings answer (blind screening, job texts, duplicates).
    expect(await res.json()).toMatchObject({ duplicates });
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '1', VITAE_ADMIN_TOKEN: ADMIN_TOKEN });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('flags (the default) the same bytes, the same person in another file, and not another person', async () => {
    const client = await provisionClient(server);
    const anna = person('Anna Duplicata');
    const first = await uploadPerson(server, client, anna);
    expect((await waitResult(server, client, first)).body.duplicateOf).toBeNull();

    const sameBytes = await upload(client, cvText(anna));
    expect(sameBytes.status).toBe(202);
    expect(sameBytes.body.duplicateOf).toBe(first); // known at once: the bytes

    // Another CV of hers (other title and summary, same e-mail and phone): known once read.
    const later = await uploadPerson(server, client, { ...anna, title: 'Engineering Manager', summary: 'Leads backend teams building Java platforms.' });
    const laterResult = await waitResult(server, client, later);
    expect(laterResult.status).toBe(200);
    expect(laterResult.body.duplicateOf).toBe(first);

    const other = await uploadPerson(server, client, person('Bruno Unico'));
    expect((await waitResult(server, client, other)).body.duplicateOf).toBeNull();
    await waitResult(server, client, sameBytes.body.invocationId);

    const listed = (await (await fetch(`${server.url}/cv-screening?limit=100`, { headers: client.headers })).json()) as Json;
    expect(Object.fromEntries(listed.items.map((c: Json) => [c.invocationId, c.duplicateOf]))).toEqual({
      [first]: null,
      [sameBytes.body.invocationId]: first,
      [later]: first,
      [other]: null,
    });

    // Match: Anna once, as her newest CV, her others listed; Bruno on his own.
    const collapsed = await search(client);
    expect(collapsed.total).toBe(2);
    const annaEntry = collapsed.profiles.find((p: Json) => p.id !== other);
    expect(annaEntry.id).toBe(later);
    expect(annaEntry.otherInvocations.sort()).toEqual([first, sameBytes.body.invocationId].sort());
    expect(collapsed.profiles.find((p: Json) => p.id === other).otherInvocations).toEqual([]);
    // Every CV on its own when asked, by query or body.
    const apart = await search(client, '&collapseDuplicates=false');
    expect(apart.total).toBe(4);
    const body = await fetch(`${server.url}/direct-search`, {
      method: 'POST',
      headers: { ...client.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: JD, collapseDuplicates: false }),
    });
    expect(((await body.json()) as Json).total).toBe(4);

    // Erasing her first CV: the next one heads her CVs; none names the erased one.
    expect((await fetch(`${server.url}/cv-screening/${first}`, { method: 'DELETE', headers: client.headers })).status).toBe(204);
    const after = (await (await fetch(`${server.url}/cv-screening?limit=100`, { headers: client.headers })).json()) as Json;
    expect(Object.fromEntries(after.items.map((c: Json) => [c.invocationId, c.duplicateOf]))).toEqual({
      [sameBytes.body.invocationId]: null,
      [later]: sameBytes.body.invocationId,
      [other]: null,
    });
    expect((await search(client)).total).toBe(2);
  }, 600_000);

  it('refuses a known person under duplicates=refuse: the same bytes at upload, another file once read', async () => {
    const client = await provisionClient(server);
    await setPolicy(client, 'refuse');
    const carla = person('Carla Rifiutata');
    const first = await uploadPerson(server, client, carla);
    expect((await waitResult(server, client, first)).status).toBe(200);

    const again = await upload(client, cvText(carla));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'duplicate_candidate', duplicateOf: first });

    const otherFile = await uploadPerson(server, client, { ...carla, title: 'Platform Lead' });
    const refused = await waitResult(server, client, otherFile);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'duplicate_candidate', invocationStatus: 'failed', duplicateOf: first });
    expect((await search(client)).total).toBe(1);

    // Someone else is welcome.
    const dario = await uploadPerson(server, client, person('Dario Nuovo'));
    expect((await waitResult(server, client, dario)).status).toBe(200);
  }, 600_000);

  it('keeps every CV its own candidate under duplicates=keep', async () => {
    const client = await provisionClient(server);
    await setPolicy(client, 'keep');
    const elena = person('Elena Tenuta');
    const a = await uploadPerson(server, client, elena);
    await waitResult(server, client, a);
    const b = await upload(client, cvText(elena));
    expect(b.status).toBe(202);
    expect(b.body.duplicateOf).toBeNull();
    expect((await waitResult(server, client, b.body.invocationId)).body.duplicateOf).toBeNull();
    expect((await search(client)).total).toBe(2);
  }, 600_000);

  it('refuses an unknown setting with 400', async () => {
    const client = await provisionClient(server);
    const res = await fetch(`${server.url}/admin/v1/tenants/${client.tenantIds[0]}/settings`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ duplicates: 'merge' }),
    });
    expect(res.status).toBe(400);
  });
});
