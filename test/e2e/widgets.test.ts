/**
 * The embeddable widgets as an HR platform uses them: a host page on another origin (its own
 * HTTP server, started here) includes /widgets/vitae-widgets.js with one script tag, gives both
 * elements a token provider backed by its own server (which holds the client secret and mints
 * tokens), and runs under a strict CSP of its own (no 'unsafe-inline'). Vitae allows the host's
 * origin with VITAE_CORS_ORIGINS. Upload → completion event → search → the candidate is listed;
 * a CV with a photo shows the headshot in the summary.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProvisionedClient, provisionClient, requestToken } from '../support/auth-fixtures.ts';
import { type BrowserSession, launchChromium, screenshot } from '../support/chromium.ts';
import { cvPdf, SAMPLE_CV } from '../support/cv-fixtures.ts';
import { cvPdfWithFaceAndLogo } from '../support/photo-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const JOB = 'Backend engineer: Java, Spring Boot, Kotlin and PostgreSQL, five years of experience, Kubernetes a plus.';

interface HostEvent {
  type: string;
  detail: {
    invocationId?: string;
    id?: string;
    fileName?: string;
    status?: string;
    total?: number;
    profile?: { personal: { fullName: string | null } };
    error?: unknown;
  };
}

/** The host platform's page: the widgets script is the only thing loaded from Vitae. */
function hostPage(vitae: string, tenantId: string): string {
  // host.js comes BEFORE the widgets script: it sets `tokenProvider` on elements not yet
  // upgraded, as a host page that loads the widgets lazily would.
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>HR platform</title>
<link rel="stylesheet" href="/host.css">
<script type="module" src="/host.js"></script>
<script type="module" src="${vitae}/widgets/vitae-widgets.js"></script>
</head><body>
<h1>Acme HR — candidates</h1>
<vitae-screen tenant-id="${tenantId}" base-url="${vitae}" multiple></vitae-screen>
<vitae-match tenant-id="${tenantId}" base-url="${vitae}" limit="5"></vitae-match>
</body></html>`;
}

const HOST_JS = `
window.vitaeEvents = [];
for (const type of ['vitae-uploaded', 'vitae-status', 'vitae-completed', 'vitae-error', 'vitae-results', 'vitae-select']) {
  document.addEventListener(type, (e) => window.vitaeEvents.push({ type, detail: JSON.parse(JSON.stringify(e.detail ?? null)) }));
}
// The host's back end mints the token; the secret never reaches the browser.
const tokenProvider = async () => {
  const res = await fetch('/vitae-token', { method: 'POST' });
  if (!res.ok) throw new Error('token refused');
  return res.text();
};
document.querySelector('vitae-screen').tokenProvider = tokenProvider;
document.querySelector('vitae-match').tokenProvider = tokenProvider;
`;

const HOST_CSS = `
body { font-family: sans-serif; margin: 2rem; }
vitae-match { --vitae-color-accent: rgb(110, 20, 140); --vitae-radius: 2px; margin-top: 1rem; }
`;

describe('embeddable widgets on a host page of another origin', () => {
  let host: Server;
  let hostUrl: string;
  let server: TestServer;
  let client: ProvisionedClient;
  let session: BrowserSession;
  let tokenRequests = 0;

  beforeAll(async () => {
    // The host first: Vitae must know its origin before it starts.
    host = createServer(async (req, res) => {
      const send = (type: string, body: string, headers: Record<string, string> = {}) => {
        res.writeHead(200, { 'content-type': type, ...headers });
        res.end(body);
      };
      if (req.url === '/') {
        const csp = `default-src 'self'; script-src 'self' ${server.url}; connect-src 'self' ${server.url}; img-src 'self' blob:; style-src 'self'`;
        return send('text/html; charset=utf-8', hostPage(server.url, client.tenantIds[0]!), { 'content-security-policy': csp });
      }
      if (req.url === '/host.js') return send('text/javascript', HOST_JS);
      if (req.url === '/host.css') return send('text/css', HOST_CSS);
      if (req.url === '/vitae-token' && req.method === 'POST') {
        tokenRequests++;
        return send('text/plain', await requestToken(server, client.clientId, client.clientSecret));
      }
      // The browser asks for /favicon.ico on its own; a 404 would show up as a console error.
      res.writeHead(req.url === '/favicon.ico' ? 204 : 404).end();
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    server = await startTestServer('pglite', { VITAE_CORS_ORIGINS: hostUrl });
    client = await provisionClient(server, { name: 'platform e2e' });
    session = await launchChromium();
  });

  afterAll(async () => {
    await session?.close();
    await server?.stop();
    await new Promise((r) => host?.close(r));
  });

  it('uploads a CV, reports completion, searches and lists the candidate', async ({ onTestFailed }) => {
    const { page, problems } = session;
    onTestFailed(async () => {
      const path = await screenshot(page, 'widgets');
      const events = await page.evaluate(() => (window as unknown as { vitaeEvents?: unknown[] }).vitaeEvents).catch(() => null);
      console.error(`[e2e] screenshot: ${path}; page problems: ${JSON.stringify(problems)}; events: ${JSON.stringify(events)?.slice(0, 2000)}`);
    });
    expect(new URL(hostUrl).origin).not.toBe(new URL(server.url).origin);
    const events = () => page.evaluate(() => (window as unknown as { vitaeEvents: HostEvent[] }).vitaeEvents);

    await page.goto(hostUrl);
    await page.waitForFunction(() => customElements.get('vitae-screen') && customElements.get('vitae-match'));

    // ---- upload through <vitae-screen> (its file input lives in the shadow root) ----
    await page.locator('vitae-screen input[type="file"]').setInputFiles({
      name: 'marta-vellani.pdf',
      mimeType: 'application/pdf',
      buffer: await cvPdf(SAMPLE_CV),
    });
    await page.waitForFunction(
      () => (window as unknown as { vitaeEvents: HostEvent[] }).vitaeEvents.some((e) => e.type === 'vitae-completed' || e.type === 'vitae-error'),
      null,
      { timeout: 150_000, polling: 250 },
    );
    const afterUpload = await events();
    expect(afterUpload.filter((e) => e.type === 'vitae-error')).toEqual([]);
    const uploaded = afterUpload.find((e) => e.type === 'vitae-uploaded')!;
    const completed = afterUpload.find((e) => e.type === 'vitae-completed')!;
    const invocationId = completed.detail.invocationId!;
    expect(uploaded.detail).toMatchObject({ invocationId, fileName: 'marta-vellani.pdf' });
    expect(completed.detail.profile?.personal.fullName).toBe('Marta Vellani');
    // Status events come before completion, each with the invocation.
    expect(afterUpload.filter((e) => e.type === 'vitae-status').every((e) => e.detail.invocationId === invocationId)).toBe(true);
    expect(await page.locator('vitae-screen .status').textContent()).toBe('Completed');
    expect(await page.locator('vitae-screen .name').textContent()).toBe('Marta Vellani');
    expect(await page.locator('vitae-screen [role="status"]').textContent()).toBe('marta-vellani.pdf: Completed');

    // ---- search through <vitae-match> ----
    await page.locator('vitae-match textarea').fill(JOB);
    await page.locator('vitae-match button[type="submit"]').click();
    const candidates = page.locator('vitae-match li.candidate');
    await candidates.first().waitFor({ timeout: 30_000 });
    expect(await candidates.count()).toBe(1);
    expect(await candidates.first().getAttribute('data-id')).toBe(invocationId);
    expect(await candidates.first().locator('.candidate-name').textContent()).toBe('Marta Vellani');
    expect(await candidates.first().locator('.score').textContent()).toMatch(/^\d{1,3}% match$/);
    expect(await candidates.first().locator('.strengths li').count()).toBeGreaterThan(0);
    const results = (await events()).find((e) => e.type === 'vitae-results');
    expect(results?.detail.total).toBe(1);

    // Activating a candidate tells the host which one (the host opens its own view).
    await candidates.first().locator('.candidate-name').click();
    await page.waitForFunction(() => (window as unknown as { vitaeEvents: HostEvent[] }).vitaeEvents.some((e) => e.type === 'vitae-select'));
    expect((await events()).find((e) => e.type === 'vitae-select')?.detail.id).toBe(invocationId);

    // ---- a CV with a photo: the summary shows the headshot, fetched with the token (blob: URL) ----
    await page.locator('vitae-screen input[type="file"]').setInputFiles({
      name: 'alex-example.pdf',
      mimeType: 'application/pdf',
      buffer: await cvPdfWithFaceAndLogo(),
    });
    await page.waitForFunction(
      () => (window as unknown as { vitaeEvents: HostEvent[] }).vitaeEvents.filter((e) => e.type === 'vitae-completed' || e.type === 'vitae-error').length >= 2,
      null,
      { timeout: 150_000, polling: 250 },
    );
    expect((await events()).filter((e) => e.type === 'vitae-error')).toEqual([]);
    const alexRow = page.locator('vitae-screen li.upload', { hasText: 'alex-example.pdf' });
    const photo = alexRow.locator('img.avatar');
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(/^blob:/);
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await photo.getAttribute('alt')).toBe('Photo of Alex Example');

    // ---- styled by the host through custom properties, across the shadow boundary ----
    const accent = await page.locator('vitae-match button[type="submit"]').evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(accent).toBe('rgb(110, 20, 140)');

    // Each element asked the host for a token once and reused it for every call.
    expect(tokenRequests).toBeGreaterThanOrEqual(1);
    expect(tokenRequests).toBeLessThanOrEqual(2);
    // No CSP violation, CORS refusal or script error on the host page.
    expect(problems).toEqual([]);
  });

  it('reports a missing token provider as a vitae-error event', async ({ onTestFailed }) => {
    const { page } = session;
    onTestFailed(async () => {
      await screenshot(page, 'widgets-no-provider');
    });
    await page.goto(hostUrl);
    await page.waitForFunction(() => customElements.get('vitae-match'));
    const error = await page.evaluate(async () => {
      const el = document.createElement('vitae-match');
      document.body.append(el);
      const seen = new Promise<unknown>((resolve) => el.addEventListener('vitae-error', (e) => resolve((e as CustomEvent).detail)));
      (el as unknown as { search(q: string): Promise<unknown> }).search('Java developer').catch(() => {});
      return seen;
    });
    expect(error).toMatchObject({ error: { code: 'no_token_provider' } });
  });
});
