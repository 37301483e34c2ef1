/**
 * Screen end to end through real HTTP on a real database: upload → poll → completed for each of
 * the nine formats (fixtures generated in code), every rejection with its status and code,
 * files that fail in the worker, idempotency, erasure and retention.
 */
import { zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CvVault } from '../../src/screen/cv-vault.ts';
import { applyRetention } from '../../src/screen/retention.ts';
import { ScreenEvents } from '../../src/screen/screen-events.ts';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { cvDoc, cvInFormat, cvPdf, cvRtf, cvText, type FixtureFormat, SAMPLE_CV } from '../support/cv-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';


const UPLOAD_PATHS = (tenantId: string) => [
  '/cv-screening/upload',
  '/cv-screening/upload-cv',
  `/screening/api/v1/cv-screening/upload/${tenantId}`,
];

function encryptedPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ userPassword: 'secret', ownerPassword: 'owner', permissions: { copying: false } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Confidential CV of a candidate with a password');
    doc.end();
  });
}

describe.each(testDbKinds())('Screen flow on %s', (kind) => {
  let server: TestServer;
  let client: ProvisionedClient;
  let tenant: string;

  const upload = async (bytes: Uint8Array, opts: { path?: string; name?: string; headers?: Record<string, string>; form?: Record<string, string> } = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(opts.form ?? {})) form.set(k, v);
    form.set('file', new Blob([new Uint8Array(bytes)]), opts.name ?? 'cv.bin');
    return fetch(`${server.url}${opts.path ?? '/cv-screening/upload'}`, {
      method: 'POST',
      headers: { ...client.headers, ...opts.headers },
      body: form,
    });
  };

  const poll = async (location: string) => {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const res = await fetch(`${server.url}${location}`, { headers: client.headers });
      if (res.status !== 202 || Date.now() > deadline) return res;
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  const uploadAndWait = async (bytes: Uint8Array, path?: string) => {
    const res = await upload(bytes, { path });
    expect(res.status).toBe(202);
    const body = await res.json();
    expect(body).toMatchObject({ invocationId: expect.any(String), status: 'queued', reference: null, metadata: null });
    const location = res.headers.get('location')!;
    expect(location).toContain(body.invocationId);
    return { id: body.invocationId as string, location, result: await poll(location) };
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_MAX_UPLOAD_MB: '1', VITAE_WORKERS: '1' });
    client = await provisionClient(server);
    tenant = client.tenantIds[0]!;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each<[FixtureFormat, number]>([
    ['pdf', 0],
    ['docx', 1],
    ['doc', 2],
    ['rtf', 0],
    ['odt', 1],
    ['html', 2],
    ['txt', 2],
    ['png', 0],
    ['jpeg', 2],
  ])('processes a %s CV to a completed profile', async (format, pathIndex) => {
    const bytes = await cvInFormat(format);
    const { id, result } = await uploadAndWait(bytes, UPLOAD_PATHS(tenant)[pathIndex]);
    expect(result.status).toBe(200);
    const body = await result.json();
    expect(body).toMatchObject({ invocationId: id, status: 'completed', tenantId: tenant, fileType: format });
    expect(body.profile.meta).toMatchObject({ fileType: format, pages: 1, ocrUsed: format === 'png' || format === 'jpeg' });
    expect(body.profile.meta.parserVersion).toEqual(expect.any(String));
    expect(body.profile.photo).toEqual({ found: false });
    if (format !== 'png' && format !== 'jpeg') {
      expect(body.profile.personal).toMatchObject({ fullName: SAMPLE_CV.name, emails: [SAMPLE_CV.email] });
      expect(body.profile.workExperience.map((w: { employer: string }) => w.employer)).toEqual(SAMPLE_CV.experience.map((e) => e.employer));
    }
  });

  it('fails a damaged DOC or RTF with a stable code, never a crash', async () => {
    const doc = cvDoc();
    const rtf = cvRtf();
    for (const [bytes, code] of [
      [doc.subarray(0, Math.floor(doc.length / 2)), 'unreadable_file'],
      [rtf.subarray(0, Math.floor(rtf.length / 2)), 'unreadable_file'],
    ] as const) {
      const res = await upload(bytes);
      expect(res.status).toBe(202);
      const result = await poll(res.headers.get('location')!);
      expect(result.status).toBe(422);
      expect(await result.json()).toMatchObject({ code, invocationStatus: 'failed' });
    }
  });

  it('answers the same result on all three result paths, with the tenant in header or query', async () => {
    const { id, result } = await uploadAndWait(cvText());
    const first = await result.json();
    for (const path of [`/cv-screening/profiles/?invocationId=${id}`, `/cv-screening/${id}`, `/screening/api/v1/cv-screening/profiles/${id}`]) {
      const viaHeader = await fetch(`${server.url}${path}`, { headers: { ...client.headers, tenantId: tenant } });
      expect(viaHeader.status).toBe(200);
      expect((await viaHeader.json()).profile).toEqual(first.profile);
      const sep = path.includes('?') ? '&' : '?';
      const viaQuery = await fetch(`${server.url}${path}${sep}tenantId=${tenant}`, { headers: client.headers });
      expect(viaQuery.status).toBe(200);
    }
    const v1 = await upload(cvText(), { path: UPLOAD_PATHS(tenant)[2] });
    expect(v1.headers.get('location')).toMatch(/^\/screening\/api\/v1\/cv-screening\/profiles\/[0-9a-f-]{36}$/);
  });

  it('refuses bad uploads with problem+json and stable codes', async () => {
    const expectProblem = async (res: Response, status: number, code: string) => {
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect((await res.json()).code).toBe(code);
    };
    await expectProblem(await upload(new Uint8Array(0), { name: 'empty.pdf' }), 400, 'empty_file');
    const junk = await upload(new Uint8Array([0, 1, 2, 3, 255, 254, 0, 0, 7, 9, 0, 1]), { name: 'cv.pdf' });
    expect(junk.status).toBe(415);
    const refusal = await junk.json();
    expect(refusal).toMatchObject({ code: 'unsupported_format', acceptedFormats: ['pdf', 'docx', 'doc', 'rtf', 'odt', 'html', 'txt', 'jpeg', 'png'] });
    expect(refusal.detail).toMatch(/PDF, DOCX, DOC \(Word 97–2003\), RTF, ODT, HTML/);
    const notDocx = zipSync({ 'readme.txt': new TextEncoder().encode('just a zip') });
    await expectProblem(await upload(notDocx, { name: 'cv.docx' }), 415, 'unsupported_format');

    const noFile = new FormData();
    noFile.set('tenantId', tenant);
    await expectProblem(await fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: client.headers, body: noFile }), 400, 'file_missing');
    const json = await fetch(`${server.url}/cv-screening/upload`, {
      method: 'POST',
      headers: { ...client.headers, 'content-type': 'application/json' },
      body: '{"file":"x"}',
    });
    await expectProblem(json, 400, 'multipart_required');

    // Announced as too large: refused before the body is read.
    const big = new Uint8Array(1024 * 1024 + 200 * 1024).fill(65);
    await expectProblem(await upload(big, { name: 'big.txt' }), 413, 'file_too_large');
  });

  it('refuses an oversize file streamed without Content-Length (413, nothing stored)', async () => {
    const boundary = 'vitaeboundary42';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    );
    const chunk = new Uint8Array(64 * 1024).fill(66);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent > 2 * 1024 * 1024) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const before = await server.runtime.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invocations');
    const res = await fetch(`${server.url}/cv-screening/upload`, {
      method: 'POST',
      headers: { ...client.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('file_too_large');
    const after = await server.runtime.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invocations');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('ends broken files as failed with their code while the service keeps serving', async () => {
    const corruptPdf = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\n'), Buffer.alloc(2000, 0x3f)]);
    const png = await cvInFormat('png');
    const truncatedPng = png.subarray(0, Math.floor(png.byteLength / 3));
    const cases: [string, Uint8Array, string][] = [
      ['corrupt pdf', corruptPdf, 'unreadable_file'],
      ['encrypted pdf', await encryptedPdf(), 'encrypted_pdf'],
      ['truncated png', truncatedPng, 'unreadable_file'],
    ];
    for (const [label, bytes, code] of cases) {
      const { id, result } = await uploadAndWait(bytes);
      expect(result.status, label).toBe(422);
      expect(result.headers.get('content-type')).toContain('application/problem+json');
      const problem = await result.json();
      expect(problem, label).toMatchObject({ status: 422, code, invocationId: id, invocationStatus: 'failed' });
    }
    expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);
    const { result } = await uploadAndWait(await cvPdf());
    expect(result.status).toBe(200);
  });

  it('returns the same invocation for a retried upload with the same Idempotency-Key', async () => {
    const key = `retry-${Date.now()}`;
    const bytes = cvText();
    const a = await upload(bytes, { headers: { 'idempotency-key': key } });
    const b = await upload(bytes, { headers: { 'idempotency-key': key } });
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect((await b.json()).invocationId).toBe((await a.json()).invocationId);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    const other = await upload(await cvPdf(), { headers: { 'idempotency-key': key } });
    expect(other.status).toBe(409);
    expect((await other.json()).code).toBe('idempotency_key_reused');
  });

  it('answers 404 for unknown ids and for another tenant’s invocation on every result path', async () => {
    const { id } = await uploadAndWait(cvText());
    const stranger = await provisionClient(server);
    for (const unknownId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await fetch(`${server.url}/cv-screening/${unknownId}`, { headers: client.headers });
      expect(res.status).toBe(404);
      expect((await res.json()).code).toBe('invocation_not_found');
    }
    for (const path of [`/cv-screening/profiles?invocationId=${id}`, `/cv-screening/${id}`, `/screening/api/v1/cv-screening/profiles/${id}`]) {
      for (const method of ['GET', 'DELETE']) {
        const res = await fetch(`${server.url}${path}`, { method, headers: stranger.headers });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    expect((await fetch(`${server.url}/cv-screening/${id}`, { headers: client.headers })).status).toBe(200);
  });

  it('erases the file, profile and everything derived on DELETE, on every path', async () => {
    const db = server.runtime.ctx.db;
    const paths = (id: string) => [`/cv-screening/profiles?invocationId=${id}`, `/cv-screening/${id}`, `/screening/api/v1/cv-screening/profiles/${id}`];
    for (let i = 0; i < 3; i++) {
      const { id } = await uploadAndWait(cvText());
      const del = await fetch(`${server.url}${paths(id)[i]}`, { method: 'DELETE', headers: client.headers });
      expect(del.status).toBe(204);
      for (const table of ['invocations', 'invocation_files', 'profiles', 'photos']) {
        const col = table === 'invocations' ? 'id' : 'invocation_id';
        const { rows } = await db.query(`SELECT 1 FROM ${table} WHERE ${col} = $1`, [id]);
        expect(rows, table).toHaveLength(0);
      }
      expect((await fetch(`${server.url}/cv-screening/${id}`, { headers: client.headers })).status).toBe(404);
      expect((await fetch(`${server.url}${paths(id)[i]}`, { method: 'DELETE', headers: client.headers })).status).toBe(404);
    }
  });

  it('applies retention: old files go first, whole results later', async () => {
    const { db, keys } = server.runtime.ctx;
    const vault = new CvVault(keys.data, keys.ring);
    const { id } = await uploadAndWait(cvText());
    await db.query(`UPDATE invocations SET created_at = now() - interval '10 days' WHERE id = $1`, [id]);
    expect(await keys.data.get(db, 'file', id)).not.toBeNull();
    await applyRetention(db, new ScreenEvents(), vault, { filesDays: 5, resultsDays: 0 });
    expect((await db.query('SELECT 1 FROM invocation_files WHERE invocation_id = $1', [id])).rows).toHaveLength(0);
    // The file's own key went with it; the CV's key still opens the profile.
    expect(await keys.data.get(db, 'file', id)).toBeNull();
    expect(await keys.data.get(db, 'cv', id)).not.toBeNull();
    expect((await fetch(`${server.url}/cv-screening/${id}`, { headers: client.headers })).status).toBe(200);
    await applyRetention(db, new ScreenEvents(), vault, { filesDays: 5, resultsDays: 7 });
    expect((await fetch(`${server.url}/cv-screening/${id}`, { headers: client.headers })).status).toBe(404);
    expect(await keys.data.get(db, 'cv', id)).toBeNull();
  });
});
