/**
 * Uploads for the candidate tests: a text CV of a fictional person (fast through the pipeline),
 * sent with optional form fields, and a wait until the result is final.
 */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { ProvisionedClient } from './auth-fixtures.ts';
import { type FixtureCv, SAMPLE_CV, cvText } from './cv-fixtures.ts';
import type { TestServer } from './test-server.ts';

// biome-ignore lint/suspicious/noExplicitAny: a JSON answer, whatever the test asserts it to be
export type Json = Record<string, any>;

/** A fictional person: their own e-mail and phone (derived from the name), SAMPLE_CV's career. */
export function person(name: string, over: Partial<FixtureCv> = {}): FixtureCv {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '.');
  const digits = BigInt(`0x${createHash('sha256').update(name).digest('hex').slice(0, 12)}`).toString().padStart(7, '0');
  return { ...SAMPLE_CV, name, email: `${slug}@example.com`, phone: `+39 347 ${digits.slice(0, 3)} ${digits.slice(3, 7)}`, ...over };
}

export async function uploadCv(
  server: TestServer,
  client: ProvisionedClient,
  bytes: Uint8Array,
  opts: { form?: Record<string, string>; tenantId?: string } = {},
): Promise<Response> {
  const form = new FormData();
  if (opts.tenantId) form.set('tenantId', opts.tenantId);
  for (const [k, v] of Object.entries(opts.form ?? {})) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(bytes)]), 'cv.txt');
  return fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: client.headers, body: form });
}

/** Uploads and returns the invocation id (asserting the 202). */
export async function uploadPerson(
  server: TestServer,
  client: ProvisionedClient,
  cv: FixtureCv,
  opts: { form?: Record<string, string>; tenantId?: string } = {},
): Promise<string> {
  const res = await uploadCv(server, client, cvText(cv), opts);
  expect(res.status, await res.clone().text()).toBe(202);
  return ((await res.json()) as { invocationId: string }).invocationId;
}

/** Polls the result until it is no longer 202; returns the final response's status and body. */
export async function waitResult(
  server: TestServer,
  client: ProvisionedClient,
  id: string,
  tenantId?: string,
): Promise<{ status: number; body: Json }> {
  // Generous: on a loaded machine one CV can wait minutes behind others.
  const deadline = Date.now() + 240_000;
  const qs = tenantId ? `?tenantId=${tenantId}` : '';
  for (;;) {
    const res = await fetch(`${server.url}/cv-screening/${id}${qs}`, { headers: client.headers });
    if (res.status !== 202 || Date.now() > deadline) return { status: res.status, body: (await res.json()) as Json };
    await new Promise((r) => setTimeout(r, 150));
  }
}
