/**
 * The console and widgets files over real HTTP: public (no token), the console's HTML with its own
 * same-origin CSP, revalidation by ETag, the widgets script loadable from any origin (CORS and
 * CORP) while API answers stay limited to VITAE_CORS_ORIGINS, unknown files 404 as problem+json,
 * nothing of it in the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const HOST = 'http://hr-platform.example';

describe.each(testDbKinds())('console and widgets files (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_CORS_ORIGINS: HOST });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('serves the console page without a token, with a same-origin CSP and no inline allowances', async () => {
    for (const path of ['/console', '/console/']) {
      const res = await fetch(server.url + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const html = await res.text();
      expect(html).toContain('<script type="module" src="/console/app/main.js"></script>');
      // Nothing from elsewhere: every src and href is a path of this server.
      for (const [, url] of html.matchAll(/(?:src|href)="([^"]+)"/g)) expect(url).toMatch(/^(\/|#)/);
    }
  });

  it('serves scripts and styles with their types and answers 304 to a matching ETag', async () => {
    const js = await fetch(`${server.url}/console/app/main.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const etag = js.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${server.url}/console/app/main.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const css = await fetch(`${server.url}/console/console.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('lets any origin load the widgets script, but only configured origins call the API', async () => {
    const res = await fetch(`${server.url}/widgets/vitae-widgets.js`, { headers: { origin: 'http://somewhere-else.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await res.text()).toContain("customElements.define('vitae-screen'");

    const preflight = (origin: string) =>
      fetch(`${server.url}/direct-search?query=java`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,tenantid' },
      });
    const allowed = await preflight(HOST);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(HOST);
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    const refused = await preflight('http://somewhere-else.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown files (and path tricks) with a 404 problem', async () => {
    for (const path of ['/console/nope.js', '/console/../package.json', '/console/%2e%2e/%2e%2e/package.json', '/widgets/nope.js', '/widgets/']) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
  });

  it('keeps the console out of the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/console') || p.startsWith('/widgets'))).toEqual([]);
  });
});
