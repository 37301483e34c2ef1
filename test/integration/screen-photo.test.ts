/**
 * The photo group through real HTTP on a real database: CVs generated in code (a PDF and a DOCX
 * with a face and a logo, CVs with only a logo, a JPG CV page with a face) are uploaded and
 * processed by the worker; the profile says whether a photo was found, and the photo URL serves
 * the cropped headshot (only the face, never the logo) on each of the three path shapes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { expectPortraitOfOneFace } from '../support/photo-assertions.ts';
import { cvDocxWithFaceAndLogo, cvDocxWithLogoOnly, cvJpgPage, cvPdfWithFaceAndLogo, cvPdfWithLogoOnly } from '../support/photo-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(testDbKinds())('Screen photo on %s', (kind) => {
  let server: TestServer;
  let client: ProvisionedClient;

  const process = async (bytes: Uint8Array) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), 'cv.bin');
    const res = await fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: client.headers, body: form });
    expect(res.status).toBe(202);
    const { invocationId } = (await res.json()) as { invocationId: string };
    const deadline = Date.now() + 90_000;
    for (;;) {
      const result = await fetch(`${server.url}/cv-screening/${invocationId}`, { headers: client.headers });
      if (result.status !== 202 || Date.now() > deadline) {
        expect(result.status).toBe(200);
        const body = (await result.json()) as { profile: { photo: Record<string, unknown> } };
        return { id: invocationId, photo: body.profile.photo };
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  const fetchPhoto = async (path: string) => {
    const res = await fetch(path.startsWith('http') ? path : `${server.url}${path}`, { headers: client.headers });
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '1' });
    client = await provisionClient(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    ['PDF', cvPdfWithFaceAndLogo],
    ['DOCX', cvDocxWithFaceAndLogo],
  ])('a %s with a face and a logo: the profile has the photo and its URL serves only the face, cropped', async (_f, make) => {
    const { id, photo } = await process(await make());
    expect(photo).toEqual({
      found: true,
      mediaType: 'image/jpeg',
      width: expect.any(Number),
      height: expect.any(Number),
      bytes: expect.any(Number),
      url: expect.stringContaining(id),
    });
    const served = await fetchPhoto(photo.url as string);
    expect(served.res.status).toBe(200);
    expect(served.res.headers.get('content-type')).toBe('image/jpeg');
    expect(served.bytes.byteLength).toBe(photo.bytes);
    await expectPortraitOfOneFace({ bytes: served.bytes, mediaType: 'image/jpeg', width: photo.width as number, height: photo.height as number });

    // The same crop on the other path shapes.
    for (const path of [`/cv-screening/profiles/photo?invocationId=${id}`, `/screening/api/v1/cv-screening/profiles/${id}/photo`]) {
      const other = await fetchPhoto(path);
      expect(other.res.status).toBe(200);
      expect(Buffer.from(other.bytes).equals(Buffer.from(served.bytes))).toBe(true);
    }
  });

  it.each([
    ['PDF', cvPdfWithLogoOnly],
    ['DOCX', cvDocxWithLogoOnly],
  ])('a %s with only a logo has no photo, and the photo URL is 404', async (_f, make) => {
    const { id, photo } = await process(await make());
    expect(photo).toEqual({ found: false });
    const served = await fetchPhoto(`/cv-screening/${id}/photo`);
    expect(served.res.status).toBe(404);
    expect(served.res.headers.get('content-type')).toContain('application/problem+json');
  });

  it('a JPG CV page with a face: the photo is the headshot region, not the page', async () => {
    const { photo } = await process(await cvJpgPage({ withPhoto: true }));
    expect(photo).toMatchObject({ found: true, mediaType: 'image/jpeg' });
    expect(photo.width as number).toBeLessThan(300);
    const served = await fetchPhoto(photo.url as string);
    expect(served.res.status).toBe(200);
    await expectPortraitOfOneFace({ bytes: served.bytes, mediaType: 'image/jpeg', width: photo.width as number, height: photo.height as number });
  });
});
