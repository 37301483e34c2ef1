/**
 * First start (DESIGN §4): with VITAE_DEMO on and no API client at all, create a demo tenant and
 * a client with Screen and Match scopes, print them and write `$VITAE_DATA_DIR/demo-credentials.json`,
 * so a newcomer can call the API within a minute. Never once any client exists, whoever made it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../app-context.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { insertTenant } from '../tenancy/tenant-repository.ts';
import { countClients, insertClient } from './client-repository.ts';
import { generateSecret, hashSecret } from './client-secret.ts';
import { expandScopes } from './scopes.ts';

export interface DemoCredentials {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  baseUrl: string;
}

export const DEMO_CREDENTIALS_FILE = 'demo-credentials.json';
// Arbitrary constant naming "the Vitae demo set-up lock": processes starting together create one demo.
const DEMO_LOCK = 774_211_903;

/** Creates the demo client when the database has none; returns it, or null when nothing was done. */
export async function ensureDemoCredentials(ctx: AppContext, listenUrl: string): Promise<DemoCredentials | null> {
  const { config, db, logger } = ctx;
  if (!config.demo) return null;
  if ((await countClients(db)) > 0) return null;
  const baseUrl = config.publicUrl ?? listenUrl;
  const secret = generateSecret();
  const secretHash = await hashSecret(secret);
  const created = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK]);
    if ((await countClients(tx)) > 0) return null;
    const tenant = await insertTenant(tx, 'Demo tenant');
    const clientId = await insertClient(tx, {
      name: 'demo',
      secretHash,
      scopes: expandScopes(['screen', 'match']),
      tenantIds: [tenant.id],
    });
    const actor = { clientId: 'first-start', issuer: 'vitae' };
    await recordAudit(tx, { ...actor, tenantId: tenant.id, action: 'tenant.create', resourceType: 'tenant', resourceId: tenant.id });
    await recordAudit(tx, { ...actor, tenantId: tenant.id, action: 'client.create', resourceType: 'client', resourceId: clientId });
    return { tenantId: tenant.id, clientId };
  });
  if (!created) return null;

  const demo: DemoCredentials = { ...created, clientSecret: secret, tokenUrl: `${baseUrl}/oauth/token`, baseUrl };
  const file = join(config.dataDir, DEMO_CREDENTIALS_FILE);
  writeFileSync(file, `${JSON.stringify(demo, null, 2)}\n`, { mode: 0o600 });
  // The secret goes in the message, not a field: log redaction would hide it, and showing it is the point.
  logger.info(
    { file, tenantId: demo.tenantId, clientId: demo.clientId },
    `first start: created a demo tenant and client (written to ${file}). ` +
      `tenantId=${demo.tenantId} clientId=${demo.clientId} clientSecret=${secret} tokenUrl=${demo.tokenUrl}. ` +
      'Set VITAE_DEMO=false to skip this; revoke it with `vitae admin client revoke`.',
  );
  return demo;
}

/**
 * The demo client as a plain text block for the person who just ran `npm start`: where the
 * console is, the credentials to paste, and a curl line for a token. Printed once, at creation.
 */
export function demoBanner(demo: DemoCredentials, dataDir: string): string {
  const rule = '─'.repeat(72);
  const lines = [
    rule,
    ' Vitae is running. A demo client was created for this first start.',
    '',
    `   Console        ${demo.baseUrl}/console`,
    `   API docs       ${demo.baseUrl}/docs`,
    `   Client ID      ${demo.clientId}`,
    `   Client secret  ${demo.clientSecret}`,
    `   Tenant         ${demo.tenantId} (Demo tenant)`,
    '',
    ' Get a token:',
    `   curl -s ${demo.tokenUrl} -d grant_type=client_credentials \\`,
    `     -d client_id=${demo.clientId} -d client_secret=${demo.clientSecret}`,
    '',
    ` Saved in ${join(dataDir, DEMO_CREDENTIALS_FILE)} (readable by you only).`,
    ' This is shown once. VITAE_DEMO=false skips it; `vitae admin client revoke` removes it.',
    rule,
  ];
  return `\n${lines.join('\n')}\n\n`;
}

/**
 * First-start work once the server listens: the demo client, its file and, for the person at the
 * terminal, the banner on stderr (stdout stays JSON lines for log collectors). Never throws: a
 * failed demo set-up (read-only data folder…) must not take the running server down.
 */
export async function demoAtFirstStart(ctx: AppContext, listenUrl: string): Promise<void> {
  // Start-up work running beside it (key maintenance, warm-up) can make a first attempt fail on a
  // busy machine: a few tries, then the error is logged and the server serves without a demo.
  let demo: DemoCredentials | null = null;
  for (let attempt = 1; attempt <= DEMO_ATTEMPTS; attempt++) {
    try {
      demo = await ensureDemoCredentials(ctx, listenUrl);
      break;
    } catch (err) {
      if (attempt === DEMO_ATTEMPTS) ctx.logger.error({ err }, 'could not create the demo client');
      else {
        ctx.logger.warn({ err, attempt }, 'creating the demo client failed; trying again');
        await new Promise((r) => setTimeout(r, 250 * attempt));
      }
    }
  }
  if (demo) process.stderr.write(demoBanner(demo, ctx.config.dataDir));
}

const DEMO_ATTEMPTS = 3;
