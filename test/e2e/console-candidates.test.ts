/**
 * The console's list of the tenant's candidates in a real headless Chromium against a real
 * Vitae: newest first, 20 at a time with "Show more" following the API's cursor, searched by
 * name, and a candidate's profile opened from the list. Screenshot on failure in test-results/e2e/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { person, uploadPerson, waitResult } from '../support/candidate-fixtures.ts';
import { type BrowserSession, launchChromium, screenshot } from '../support/chromium.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const OTHERS = 22;

describe('web console: candidates', () => {
  let server: TestServer;
  let client: ProvisionedClient;
  let session: BrowserSession;
  let zoe: string;

  beforeAll(async () => {
    server = await startTestServer('pglite', { VITAE_WORKERS: '1' });
    client = await provisionClient(server, { name: 'console candidates e2e' });
    zoe = await uploadPerson(server, client, person('Zoe Quintero', { title: 'Registered Nurse' }), { form: { reference: 'ats-zoe' } });
    expect((await waitResult(server, client, zoe)).status).toBe(200);
    // The others may still be queued while the page lists them: the list shows every state.
    for (let i = 0; i < OTHERS; i++) await uploadPerson(server, client, person(`Candidate Number${String.fromCharCode(65 + i)}`));
    session = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await session?.close();
    await server?.stop();
  });

  it('lists the tenant’s candidates with paging and search, and opens a profile', async ({ onTestFailed }) => {
    const { page, problems } = session;
    onTestFailed(async () => {
      const path = await screenshot(page, 'console-candidates');
      console.error(`[e2e] screenshot: ${path}; page problems: ${JSON.stringify(problems)}`);
    });
    await page.goto(`${server.url}/console`);
    await page.getByLabel('Client ID').fill(client.clientId);
    await page.getByLabel('Client secret').fill(client.clientSecret);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('#workspace').waitFor({ state: 'visible' });

    // ---- the first page: 20 of 23, newest first ----
    const rows = page.locator('#candidates-rows tr');
    await page.waitForFunction(() => document.querySelectorAll('#candidates-rows tr').length === 20, null, { timeout: 30_000 });
    expect(await page.locator('#candidates-message').textContent()).toMatch(/20 candidates shown; more below/);
    const firstIds = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
    expect(firstIds).not.toContain(zoe); // the oldest is on the second page

    // ---- "Show more" follows the cursor: the 3 left, none repeated ----
    await page.getByRole('button', { name: 'Show more' }).click();
    await page.waitForFunction(() => document.querySelectorAll('#candidates-rows tr').length === 23, null, { timeout: 30_000 });
    const allIds = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
    expect(new Set(allIds).size).toBe(23);
    expect(allIds.at(-1)).toBe(zoe);
    expect(await page.getByRole('button', { name: 'Show more' }).isHidden()).toBe(true);

    // ---- search by name ----
    await page.getByLabel('Search', { exact: true }).fill('quintero');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('#candidates-rows tr').length === 1, null, { timeout: 30_000 });
    const zoeRow = page.locator('#candidates-rows tr').first();
    expect(await zoeRow.getAttribute('data-id')).toBe(zoe);
    expect(await zoeRow.textContent()).toContain('Registered Nurse');
    expect(await zoeRow.textContent()).toContain('ats-zoe');

    // ---- open the profile from the list ----
    await zoeRow.getByRole('button', { name: 'Zoe Quintero' }).click();
    await page.locator('#profile-heading').filter({ hasText: 'Zoe Quintero' }).waitFor();

    // ---- nothing matches ----
    await page.getByLabel('Search', { exact: true }).fill('nobody-with-this-name');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.locator('#candidates-message', { hasText: 'No candidates match.' }).waitFor();
    expect(problems).toEqual([]);
  });
});
