/**
 * `reference` and `metadata` on upload, through real HTTP on a real database: returned by the
 * upload, the result (pending, completed and failed), the list and its `reference` filter; a
 * reference unique per tenant (409 naming the holder, free again after erasure); every bound
 * refused with 400 and its code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { type Json, person, uploadCv, uploadPerson, waitResult } from '../support/candidate-fixtures.ts';
import { cvText } from '../support/cv-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(testDbKinds())('reference and metadata on %s', (kind) => {
  let server: TestServer;
  let client: ProvisionedClient;

  const send = async (form: Record<string, string>, bytes: Uint8Array = cvText(person('Nora Quist')), who = client) => {
    const res = await uploadCv(server, who, bytes, { form });
    return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
  };
  const list = async (query: string, who = client) =>
    (await (await fetch(`${server.url}/cv-screening?${query}`, { headers: who.headers })).json()) as Json;

  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '1' });
    client = await provisionClient(server);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('returns them in the upload answer, the result, the list, and filters the list by reference', async () => {
    const metadata = { requisition: 'REQ-12', source: { board: 'jobs.example', campaign: ['autumn', 2026] }, score: 4.5, ok: true };
    const up = await send({ reference: 'ats:candidate/981', metadata: JSON.stringify(metadata) });
    expect(up.status).toBe(202);
    expect(up.body).toMatchObject({ reference: 'ats:candidate/981', metadata, duplicateOf: null });
    const id = up.body.invocationId as string;
    const done = await waitResult(server, client, id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ invocationId: id, reference: 'ats:candidate/981', metadata, revision: 0 });
    const v1 = await (await fetch(`${server.url}/screening/api/v1/cv-screening/profiles/${id}`, { headers: client.headers })).json();
    expect(v1).toMatchObject({ reference: 'ats:candidate/981', metadata });

    await uploadPerson(server, client, person('Otto Rask'), { form: { reference: 'ats:candidate/982' } });
    const found = await list(`reference=${encodeURIComponent('ats:candidate/981')}`);
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ invocationId: id, reference: 'ats:candidate/981', metadata });
    expect((await list('reference=ats%3Acandidate')).items).toEqual([]); // exact, not a prefix
  });

  it('refuses a reference already used in the tenant with 409 naming its CV, and frees it on erasure', async () => {
    const first = await send({ reference: 'dup-ref-1' });
    expect(first.status).toBe(202);
    const again = await send({ reference: 'dup-ref-1' }, cvText(person('Pia Sund')));
    expect(again.status).toBe(409);
    expect(again.headers.get('content-type')).toContain('application/problem+json');
    expect(again.body).toMatchObject({ code: 'reference_exists', invocationId: first.body.invocationId });
    // Another tenant has its own references.
    const other = await provisionClient(server);
    expect((await send({ reference: 'dup-ref-1' }, cvText(person('Pia Sund')), other)).status).toBe(202);
    // A retried upload (same Idempotency-Key) is the same CV, not a conflict.
    const keyed = async () => {
      const form = new FormData();
      form.set('reference', 'dup-ref-2');
      form.set('file', new Blob([new Uint8Array(cvText(person('Rita Tamm')))]), 'cv.txt');
      const res = await fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: { ...client.headers, 'idempotency-key': 'k-dup-ref-2' }, body: form });
      return { status: res.status, body: (await res.json()) as Json };
    };
    const k1 = await keyed();
    const k2 = await keyed();
    expect([k1.status, k2.status]).toEqual([202, 202]);
    expect(k2.body.invocationId).toBe(k1.body.invocationId);
    // Erased, the reference is free again.
    await waitResult(server, client, first.body.invocationId);
    expect((await fetch(`${server.url}/cv-screening/${first.body.invocationId}`, { method: 'DELETE', headers: client.headers })).status).toBe(204);
    expect((await send({ reference: 'dup-ref-1' }, cvText(person('Pia Sund')))).status).toBe(202);
  });

  it('carries them in the 422 of a failed CV', async () => {
    const up = await send({ reference: 'broken-1', metadata: '{"a":1}' }, Buffer.from('%PDF-1.7\n% not really a pdf\n%%EOF\n'));
    expect(up.status).toBe(202);
    const res = await waitResult(server, client, up.body.invocationId);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ invocationStatus: 'failed', reference: 'broken-1', metadata: { a: 1 } });
  });

  it.each<[string, Record<string, string>, string]>([
    ['metadata that is not JSON', { metadata: '{nope' }, 'invalid_metadata'],
    ['metadata that is an array', { metadata: '[1,2]' }, 'invalid_metadata'],
    ['metadata that is a string', { metadata: '"text"' }, 'invalid_metadata'],
    ['metadata over 4096 bytes', { metadata: JSON.stringify({ note: 'x'.repeat(4100) }) }, 'metadata_too_large'],
    ['metadata over 16 KB as sent', { metadata: `{"a":1${' '.repeat(17_000)}}` }, 'metadata_too_large'],
    ['metadata with 33 keys', { metadata: JSON.stringify(Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`k${i}`, i]))) }, 'invalid_metadata'],
    ['metadata 4 levels deep', { metadata: '{"a":{"b":{"c":{"d":1}}}}' }, 'invalid_metadata'],
    ['a reference with a control character', { reference: 'abc\u0007' }, 'invalid_reference'],
    ['a reference of 201 characters', { reference: 'r'.repeat(201) }, 'invalid_reference'],
    ['a reference with surrounding spaces', { reference: ' r1 ' }, 'invalid_reference'],
  ])('refuses %s with 400', async (_what, form, code) => {
    const res = await send(form);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.detail).toBeTruthy();
  });

  it('accepts metadata exactly at the limits (32 keys, 3 levels)', async () => {
    const keys = Object.fromEntries(Array.from({ length: 32 }, (_, i) => [`k${i}`, { deeper: [i] }]));
    const res = await send({ metadata: JSON.stringify(keys) }, cvText(person('Sara Ulm')));
    expect(res.status).toBe(202);
    expect(res.body.metadata).toEqual(keys);
  });
});
