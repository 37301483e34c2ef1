/**
 * The web console in a real headless Chromium against a real Vitae: sign in with a provisioned
 * client's credentials, pick a tenant, upload two generated CVs at once and watch them complete,
 * read a profile (timeline, skills, languages, photo through a blob: URL), search with a job
 * description and find the candidate first, delete it. Screenshot on failure in test-results/e2e/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { type BrowserSession, launchChromium, screenshot } from '../support/chromium.ts';
import { cvPdf, cvText, type FixtureCv, SAMPLE_CV } from '../support/cv-fixtures.ts';
import { cvPdfWithFaceAndLogo } from '../support/photo-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const NURSE: FixtureCv = {
  name: 'Ines Carvalho',
  title: 'Registered Nurse',
  email: 'ines.carvalho@example.org',
  phone: '+351 912 345 678',
  city: 'Porto, Portugal',
  summary: 'Registered nurse with six years of experience in emergency and surgical wards.',
  experience: [
    {
      title: 'Registered Nurse',
      employer: 'Hospital Santa Clara',
      period: '02/2018 - Present',
      bullets: ['Triage and emergency care', 'Medication administration and wound care'],
    },
  ],
  education: [{ degree: 'Bachelor of Science in Nursing', institution: 'Universidade do Porto', period: '2014 - 2018' }],
  skills: ['Patient care', 'Triage', 'Wound care', 'Medication administration'],
  languages: ['Portuguese: native', 'English: B2'],
};

const JOB =
  'Senior Backend Engineer (Java). We are looking for a backend engineer with at least 5 years of experience. ' +
  'Requirements: Java, Kotlin, Spring Boot, PostgreSQL, Kubernetes. Nice to have: Docker. English C1.';

describe('web console', () => {
  let server: TestServer;
  let client: ProvisionedClient;
  let session: BrowserSession;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    // Two tenants: the console must let the user pick one, and work in the one picked.
    client = await provisionClient(server, { tenants: 2, name: 'console e2e' });
    session = await launchChromium();
  });

  afterAll(async () => {
    await session?.close();
    await server?.stop();
  });

  it('signs in, screens CVs, shows the profile, finds the candidate and deletes it', async ({ onTestFailed }) => {
    const { page, problems } = session;
    onTestFailed(async () => {
      const path = await screenshot(page, 'console');
      console.error(`[e2e] screenshot: ${path}; page problems: ${JSON.stringify(problems)}`);
    });
    page.on('dialog', (d) => void d.accept());
    const tenant = client.tenantIds[1]!;

    // ---- the page and its policy ----
    const response = await page.goto(`${server.url}/console`);
    expect(response?.status()).toBe(200);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');

    // ---- sign in with client credentials ----
    await page.getByLabel('Client ID').fill(client.clientId);
    await page.getByLabel('Client secret').fill(client.clientSecret);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('#workspace').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).not.toContain(client.clientSecret);

    // ---- pick the second tenant (from the token's `tenants` claim) ----
    // Shown by name (the fixture names tenants "Tenant xxxxxxxx"), chosen by id.
    const options = await page.locator('#tenant-select option').evaluateAll((els) => els.map((o) => ({ id: (o as HTMLOptionElement).value, text: o.textContent })));
    expect(options.map((o) => o.id).sort()).toEqual([...client.tenantIds].sort());
    for (const o of options) expect(o.text).toMatch(/^Tenant [0-9a-f]{8}$/);
    expect(await page.locator('#account-info').textContent()).toContain('console e2e');
    await page.locator('#tenant-select').selectOption(tenant);

    // ---- tabs work from the keyboard ----
    await page.getByRole('tab', { name: 'Screen CVs' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Find candidates' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('tab', { name: 'Screen CVs' }).getAttribute('aria-selected')).toBe('true');

    // ---- drop three CVs at once and watch them complete ----
    await page.locator('#cv-files').setInputFiles([
      { name: 'marta-vellani.pdf', mimeType: 'application/pdf', buffer: await cvPdf(SAMPLE_CV) },
      { name: 'ines-carvalho.txt', mimeType: 'text/plain', buffer: cvText(NURSE) },
      { name: 'alex-example.pdf', mimeType: 'application/pdf', buffer: await cvPdfWithFaceAndLogo() },
    ]);
    await page.locator('.upload-item').nth(2).waitFor();
    await page.waitForFunction(
      () => {
        const items = Array.from(document.querySelectorAll<HTMLElement>('.upload-item'));
        return items.length === 3 && items.every((i) => i.dataset.status === 'completed' || i.dataset.status === 'failed');
      },
      null,
      { timeout: 150_000, polling: 250 },
    );
    const statuses = await page.locator('.upload-item').evaluateAll((els) => els.map((e) => `${e.querySelector('.file-name')?.textContent}: ${e.getAttribute('data-status')}`));
    expect(statuses.sort()).toEqual(['alex-example.pdf: completed', 'ines-carvalho.txt: completed', 'marta-vellani.pdf: completed']);
    // The announcer is emptied, then filled on the next animation frame (so a screen reader repeats
    // an identical message): read it once it has been filled.
    await expect.poll(() => page.locator('#announcer').textContent(), { timeout: 10_000 }).toMatch(/Completed/);
    const martaRow = page.locator('.upload-item', { hasText: 'Marta Vellani' });
    const martaId = (await martaRow.getAttribute('data-invocation-id'))!;
    expect(martaId).toBeTruthy();

    // The upload went to the tenant picked, not to the client's first one.
    const inPicked = await fetch(`${server.url}/cv-screening/${martaId}`, { headers: { ...client.headers, tenantid: tenant } });
    expect(inPicked.status).toBe(200);
    const inOther = await fetch(`${server.url}/cv-screening/${martaId}`, { headers: { ...client.headers, tenantid: client.tenantIds[0]! } });
    expect(inOther.status).toBe(404);

    // ---- the profile ----
    await martaRow.getByRole('button', { name: /View profile/ }).click();
    const heading = page.locator('#profile-heading');
    await heading.filter({ hasText: 'Marta Vellani' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('profile-heading');
    const profile = page.locator('#profile');
    expect(await profile.locator('.contact').textContent()).toContain('marta.vellani@example.com');
    expect(await profile.locator('.timeline').textContent()).toContain('Nordline Logistics');
    const skills = await profile.locator('.skills-table tbody th').allTextContents();
    expect(skills.join(' ')).toMatch(/Java/);
    expect(await profile.locator('.skills-table .bar').count()).toBeGreaterThan(0);
    expect(await profile.locator('.language-list').textContent()).toMatch(/Italian/);

    // A candidate with a photo: the headshot arrives through the bearer-token fetch as a blob: URL
    // (an <img src> cannot carry the token).
    await page.locator('.upload-item', { hasText: 'alex-example.pdf' }).getByRole('button', { name: /View profile/ }).click();
    await heading.filter({ hasText: 'Alex Example' }).waitFor();
    const photo = profile.locator('img.avatar');
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(/^blob:/);
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await photo.getAttribute('alt')).toBe('Photo of Alex Example');
    // Marta's CV has no photo: her initials stand in.
    await martaRow.getByRole('button', { name: /View profile/ }).click();
    await heading.filter({ hasText: 'Marta Vellani' }).waitFor();
    expect(await profile.locator('.avatar-initials').textContent()).toBe('MV');

    // ---- search ----
    await page.getByRole('tab', { name: 'Find candidates' }).click();
    await page.getByLabel('Job description').fill(JOB);
    await page.getByRole('button', { name: 'Find candidates' }).click();
    const results = page.locator('#search-results li.result');
    await results.first().waitFor({ timeout: 30_000 });
    expect(await results.count()).toBe(3);
    const first = results.first();
    expect(await first.locator('.candidate-name').textContent()).toBe('Marta Vellani');
    expect(await first.getAttribute('data-id')).toBe(martaId);
    expect(await first.locator('.score-value').textContent()).toMatch(/^\d{1,3}%/);
    expect(await first.locator('.strengths li').count()).toBeGreaterThan(0);
    expect(await results.nth(1).locator('.candidate-name').textContent()).not.toBe('Marta Vellani');
    expect(await page.locator('#search-status').textContent()).toMatch(/3 candidates ranked/);

    // ---- delete the candidate from the profile opened from the results ----
    await first.locator('.candidate-name').click();
    await heading.filter({ hasText: 'Marta Vellani' }).waitFor();
    await page.getByRole('button', { name: 'Delete candidate' }).click();
    await profile.waitFor({ state: 'hidden' });
    await page.locator(`#search-results li.result[data-id="${martaId}"]`).waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('#announcer').textContent(), { timeout: 10_000 }).toContain('Marta Vellani deleted');
    await page.getByRole('tab', { name: 'Screen CVs' }).click();
    expect(await page.locator(`.upload-item[data-invocation-id="${martaId}"]`).count()).toBe(0);
    const gone = await fetch(`${server.url}/cv-screening/${martaId}`, { headers: { ...client.headers, tenantid: tenant } });
    expect(gone.status).toBe(404);

    // The same search no longer finds her.
    await page.getByRole('tab', { name: 'Find candidates' }).click();
    await page.getByRole('button', { name: 'Find candidates' }).click();
    await page.locator('#search-status', { hasText: '2 candidates ranked' }).waitFor();
    expect((await results.allTextContents()).join(' ')).not.toContain('Marta Vellani');

    // ---- sign out forgets the token ----
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.locator('#sign-in-view').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => sessionStorage.getItem('vitae.console.token'))).toBeNull();

    expect(problems).toEqual([]);
  });

  it('accepts a pasted token and refuses a malformed one', async ({ onTestFailed }) => {
    const { page, problems } = session;
    onTestFailed(async () => {
      await screenshot(page, 'console-token');
    });
    await page.goto(`${server.url}/console`);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.getByLabel('Bearer token').fill('not-a-token');
    await page.getByRole('button', { name: 'Use this token' }).click();
    expect(await page.locator('#token-error').textContent()).toMatch(/not a Vitae access token/);

    await page.getByLabel('Bearer token').fill(client.token);
    await page.getByRole('button', { name: 'Use this token' }).click();
    await page.locator('#workspace').waitFor({ state: 'visible' });
    expect(await page.locator('#account-info').textContent()).toContain('valid until');
    expect(problems).toEqual([]);
  });
});
