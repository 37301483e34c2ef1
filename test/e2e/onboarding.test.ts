/**
 * A newcomer's first minutes in a real headless Chromium: `/` leads to the console and the docs;
 * a wrong secret gets the console's own message (no browser login dialog, the button usable
 * again); on a 390 px phone nothing is wider than the screen; tenants and the client show by
 * name; the widget gallery renders every widget the script defines, with a snippet to paste.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { type BrowserSession, launchChromium, screenshot } from '../support/chromium.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe('onboarding', () => {
  let server: TestServer;
  let client: ProvisionedClient;
  let session: BrowserSession;

  beforeAll(async () => {
    server = await startTestServer('pglite', { VITAE_WORKERS: '0' });
    // Long names, the kind that overflowed a phone's width as raw UUIDs did.
    const tenants = [
      await createTenant(server, 'Northwind Recruitment Partners International'),
      await createTenant(server, 'Acme Staffing'),
    ];
    client = await provisionClient(server, { tenants, name: 'Careers site integration' });
    session = await launchChromium();
  });

  afterAll(async () => {
    await session?.close();
    await server?.stop();
  });

  /** The page's content is no wider than its viewport (no horizontal scrolling). */
  const overflow = () =>
    session.page.evaluate(() => {
      // Content scrolled inside its own box (a code snippet) is not the page overflowing.
      const clipped = (el: Element) => {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          if (getComputedStyle(a).overflowX !== 'visible') return true;
        }
        return false;
      };
      const wide = Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(el))
        .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${Array.from(el.classList).join('.')}`);
      return { scroll: document.documentElement.scrollWidth, width: window.innerWidth, wide: wide.slice(0, 5) };
    });

  it('GET / leads a person to the console and the docs, and a program to JSON links', async () => {
    const { page } = session;
    const res = await page.goto(`${server.url}/`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-type']).toMatch(/^text\/html/);
    expect(await page.getByRole('link', { name: 'Open the console' }).getAttribute('href')).toBe('/console');
    expect(await page.getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe('/docs');
    expect(await page.getByRole('link', { name: 'Widgets' }).getAttribute('href')).toBe('/console/widgets.html');

    const api = await fetch(`${server.url}/`, { headers: { accept: 'application/json' } });
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await api.json()).toMatchObject({ name: 'Vitae', links: { console: '/console', docs: '/docs', openapi: '/openapi.json' } });
    const curl = await fetch(`${server.url}/`, { headers: { accept: '*/*' } });
    expect(curl.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('a wrong secret shows the console\'s own message, with no browser login dialog', async ({ onTestFailed }) => {
    const { page, problems } = session;
    onTestFailed(async () => console.error(`[e2e] screenshot: ${await screenshot(page, 'wrong-secret')}; problems: ${JSON.stringify(problems)}`));
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.goto(`${server.url}/console`);
    const tokenAnswer = page.waitForResponse((r) => r.url().endsWith('/oauth/token'));
    await page.getByLabel('Client ID').fill(client.clientId);
    await page.getByLabel('Client secret').fill(`${client.clientSecret}-wrong`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const answer = await tokenAnswer;
    expect(answer.status()).toBe(401);
    // The challenge is what makes a browser open its own login dialog (and hang the request).
    expect(answer.headers()['www-authenticate']).toBeUndefined();
    await expect.poll(() => page.locator('#credentials-error').textContent(), { timeout: 15_000 }).toBe('Unknown client or wrong secret.');
    expect(await page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
    expect(dialogs).toBe(0);
    expect(await page.locator('#workspace').isHidden()).toBe(true);
  });

  it('at 390 px nothing overflows: sign-in, workspace (tenants and client by name), home and widget pages', async ({ onTestFailed }) => {
    const { page, problems } = session;
    onTestFailed(async () => console.error(`[e2e] screenshot: ${await screenshot(page, 'phone-390')}; problems: ${JSON.stringify(problems)}`));
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${server.url}/console`);
      await page.getByLabel('Client ID').waitFor();
      expect(await overflow()).toEqual({ scroll: 390, width: 390, wide: [] });

      await page.getByLabel('Client ID').fill(client.clientId);
      await page.getByLabel('Client secret').fill(client.clientSecret);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('#workspace').waitFor({ state: 'visible' });
      const options = await page.locator('#tenant-select option').allTextContents();
      expect(options).toEqual(['Acme Staffing', 'Northwind Recruitment Partners International']);
      expect(await page.locator('#account-info').textContent()).toContain('Careers site integration');
      expect(await overflow()).toEqual({ scroll: 390, width: 390, wide: [] });
      await page.getByRole('tab', { name: 'Find candidates' }).click();
      expect(await overflow()).toEqual({ scroll: 390, width: 390, wide: [] });

      for (const path of ['/', '/console/widgets.html']) {
        await page.goto(`${server.url}${path}`);
        await page.waitForLoadState('networkidle');
        expect({ path, ...(await overflow()) }).toEqual({ path, scroll: 390, width: 390, wide: [] });
      }
    } finally {
      await page.setViewportSize({ width: 1400, height: 1000 });
    }
  });

  it('the widget page renders every widget the script defines, each with a snippet for this server', async ({ onTestFailed }) => {
    const { page, problems } = session;
    onTestFailed(async () => console.error(`[e2e] screenshot: ${await screenshot(page, 'widget-gallery')}; problems: ${JSON.stringify(problems)}`));
    problems.length = 0; // the wrong-secret test's 401 is logged by the browser on purpose
    // Every element the widgets script defines, read from the script itself.
    const script = await (await fetch(`${server.url}/widgets/vitae-widgets.js`)).text();
    const defined = [...script.matchAll(/customElements\.define\('([a-z-]+)'/g)].map((m) => m[1]!);
    expect(defined.length).toBeGreaterThanOrEqual(2);

    const res = await page.goto(`${server.url}/console/widgets.html`);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForFunction((tags) => tags.every((t) => customElements.get(t)), defined);
    for (const tag of defined) {
      const section = page.locator(`section[data-widget="${tag}"]`);
      await section.waitFor();
      // Rendered: the element's shadow root has its controls (a file input or a text area and a button).
      const controls = await section.locator(tag).evaluate((el) => el.shadowRoot?.querySelectorAll('button, input, textarea').length ?? 0);
      expect(controls, tag).toBeGreaterThan(0);
      const snippet = await section.locator('pre.snippet').textContent();
      expect(snippet).toContain(`<script type="module" src="${server.url}/widgets/vitae-widgets.js"></script>`);
      expect(snippet).toContain(`<${tag} `);
      expect(await section.getByRole('button', { name: 'Copy' }).count()).toBe(1);
    }
    expect(problems.filter((p) => !p.includes('favicon'))).toEqual([]);
  });
});
