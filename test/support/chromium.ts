/**
 * A real headless Chromium for the end-to-end tests: Debian's `chromium` driven by
 * playwright-core (Playwright cannot download its own browser here). Each launch gets a fresh
 * profile folder. A missing browser fails the test with a message saying how to install it:
 * an e2e suite that silently passes without a browser would prove nothing.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.VITAE_CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = join(import.meta.dirname, '..', '..', 'test-results', 'e2e');

// Without the background-networking flags Chromium tries Google's hosts at every start, and this
// machine's closed network refuses them by the dozen.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  browser: BrowserContext;
  page: Page;
  /** Console errors, uncaught exceptions and CSP violations seen by the page. */
  problems: string[];
  close(): Promise<void>;
}

export async function launchChromium(): Promise<BrowserSession> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: the end-to-end tests need a real browser. ` +
        'Install Debian\'s package (apt-get install -y chromium; .ci/run does this) or set VITAE_CHROMIUM_PATH.',
    );
  }
  const profile = mkdtempSync(join(tmpdir(), 'vitae-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: FLAGS,
      viewport: { width: 1400, height: 1000 },
    });
  } catch (err) {
    rmSync(profile, { recursive: true, force: true });
    throw err;
  }
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return {
    browser: context,
    page,
    problems,
    async close() {
      await context.close().catch(() => {});
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Writes a full-page screenshot to test-results/e2e/<name>.png (git-ignored); returns the path. */
export async function screenshot(page: Page, name: string): Promise<string | undefined> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  try {
    await page.screenshot({ path, fullPage: true });
    return path;
  } catch {
    return undefined;
  }
}

export type { Browser, Page };
