/**
 * `vitae admin …`: tenants, clients, keys, the audit log and the queue, straight on the database
 * (the same ProvisioningService as /admin/v1). On the embedded database this needs the server
 * stopped (openStore takes the data-folder lock and says so); with DATABASE_URL it runs anywhere.
 */
import { userInfo } from 'node:os';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { listAudit } from '../audit/audit-log.ts';
import { type AuthServices, createAuthServices } from '../auth/auth-services.ts';
import type { Actor } from '../auth/provisioning-service.ts';
import { expandScopes } from '../auth/scopes.ts';
import { loadConfig } from '../config.ts';
import { type ChainCheck, ChainChecker, parseExportLine, type StoredDecision } from '../decisions/decision-record.ts';
import { DecisionService } from '../decisions/decision-service.ts';
import { AppError } from '../errors/app-errors.ts';
import { UsageError } from './usage-error.ts';
import { depth, dropQueued, enqueue, getJob } from '../queue/job-queue.ts';
import type { Database } from '../store/database.ts';
import { openStore } from '../store/open-store.ts';
import { openStoreKeys, type StoreKeys } from '../store/store-keys.ts';
import { DUPLICATE_POLICIES, type DuplicatePolicy } from '../tenancy/tenant-repository.ts';
import { TenantSettingsService } from '../tenancy/tenant-settings-service.ts';

const USAGE = `usage: vitae admin <command> [--json]

  tenant create --name NAME             create a tenant; prints its id
  tenant list                           all tenants
  tenant disable ID | tenant enable ID  a disabled tenant's clients stop acting for it at once
  tenant settings ID [--blind on|off] [--keep-job-text on|off] [--duplicates keep|flag|refuse]
                                        show or change a tenant's settings: blind screening,
                                        keeping job description texts in decision records, what
                                        an upload of a person already known does
  client create --tenant ID [--tenant ID …] [--scopes screen,match] [--name NAME]
                                        create an API client; its secret is shown only now
                                        (scopes: screen = screen:write+screen:read, match =
                                        match:read, full scope names, admin; default screen,match)
  client list                           all clients with tenants and scopes
  client rotate-secret ID               a new secret; the old one stops working
  client revoke ID                      the client and all its tokens stop working at once
  client grant ID --tenant ID …         let the client act for more tenants
  client ungrant ID --tenant ID …       stop the client acting for tenants
  keys rotate | keys list               add a new token signing key (old tokens stay valid)
  audit list [--tenant ID] [--client ID] [--action A] [--limit N]
  decisions export --tenant ID [--out FILE]
                                        the tenant's decision records as NDJSON (stdout or FILE)
  decisions verify --tenant ID | decisions verify --file EXPORT.ndjson
                                        check the hash chain; exit 1 and name the first broken
                                        record when it does not hold
  queue stats | queue ping [--timeout S]

On the embedded database, stop the server first (or use its /admin/v1 API).`;

const OPTIONS = {
  json: { type: 'boolean' },
  name: { type: 'string' },
  tenant: { type: 'string', multiple: true },
  scopes: { type: 'string' },
  client: { type: 'string' },
  action: { type: 'string' },
  duplicates: { type: 'string' },
  limit: { type: 'string' },
  timeout: { type: 'string' },
  blind: { type: 'string' },
  out: { type: 'string' },
  file: { type: 'string' },
  'keep-job-text': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parse>['values'];

interface Run {
  db: Database;
  keys: StoreKeys;
  auth: AuthServices;
  actor: Actor;
  values: Values;
  args: string[];
  print(json: unknown, text: () => string): void;
}

export async function adminCommand(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [group, verb, ...args] = positionals;
  if (values.help || !group) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const handler = HANDLERS[`${group} ${verb ?? ''}`.trim()];
  if (!handler) throw new UsageError(`unknown command "${positionals.join(' ')}"\n\n${USAGE}`);

  // Checking an export file needs no database (and so works while an embedded server runs).
  if (group === 'decisions' && verb === 'verify' && values.file) {
    const check = await verifyExportFile(values.file);
    console.log(values.json ? JSON.stringify(check, null, 2) : describeCheck(check));
    return check.ok ? 0 : 1;
  }
  const config = loadConfig();
  const { db, unlock } = await openStore(config);
  let keys: StoreKeys | undefined;
  try {
    keys = await openStoreKeys(config.encryptionKeys, db);
    const run: Run = {
      db,
      keys,
      auth: createAuthServices(config, db, keys.ring),
      actor: { clientId: `cli:${safeUser()}`, issuer: 'cli' },
      values,
      args,
      print: (json, text) => console.log(values.json ? JSON.stringify(json, null, 2) : text()),
    };
    await handler(run);
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(`vitae admin: ${err.message} (${err.code})`);
      return 1;
    }
    throw err;
  } finally {
    await keys?.close();
    await db.close();
    unlock();
  }
}

function parse(argv: string[]) {
  return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
}

function safeUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

function oneId(run: Run, what: string): string {
  if (run.args.length !== 1) throw new UsageError(`give exactly one ${what} id`);
  return run.args[0]!;
}

function onOff(option: string, value: string): boolean {
  if (value === 'on' || value === 'true') return true;
  if (value === 'off' || value === 'false') return false;
  throw new UsageError(`${option} is on or off`);
}

function oneTenant(run: Run, command: string): string {
  const tenants = tenantsOption(run);
  if (tenants.length !== 1) throw new UsageError(`${command} needs --tenant ID`);
  return tenants[0]!;
}

function describeCheck(check: ChainCheck): string {
  return check.ok
    ? `chain holds: ${check.records} records${check.firstSeq ? ` (numbers ${check.firstSeq}–${check.lastSeq})` : ''}`
    : `chain BROKEN at record ${check.seq}${check.decisionId ? ` (${check.decisionId})` : ''}: ${check.reason}`;
}

/** Checks an export file line by line, as written (the first record's link to an earlier one is taken on trust). */
async function verifyExportFile(path: string): Promise<ChainCheck> {
  if (!existsSync(path)) throw new UsageError(`no such file: ${path}`);
  const checker = new ChainChecker(null);
  let first = true;
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Number.POSITIVE_INFINITY })) {
    if (!line.trim()) continue;
    let record: StoredDecision;
    try {
      record = parseExportLine(line);
    } catch {
      return { ok: false, records: 0, seq: 0, decisionId: null, reason: 'a line is not a decision export line' };
    }
    // An export after retention starts mid-chain: its first record's link is to a removed one.
    if (first && record.seq > 1) checker.anchorAt(record);
    first = false;
    if (!checker.add(record)) break;
  }
  return checker.result();
}

function tenantsOption(run: Run): string[] {
  return (run.values.tenant ?? []).flatMap((t) => t.split(',')).map((t) => t.trim()).filter(Boolean);
}

const table = (rows: string[][]): string => {
  if (rows.length === 0) return '(none)';
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
};

const HANDLERS: Record<string, (run: Run) => Promise<void>> = {
  async 'tenant create'(run) {
    if (!run.values.name) throw new UsageError('tenant create needs --name NAME');
    const t = await run.auth.provisioning.createTenant(run.actor, run.values.name);
    run.print({ tenantId: t.tenantId, name: t.name }, () => `tenant created\n  tenantId  ${t.tenantId}\n  name      ${t.name}`);
  },
  async 'tenant list'(run) {
    const list = await run.auth.provisioning.listTenants();
    run.print(list, () =>
      table([['TENANT ID', 'STATE', 'CREATED', 'NAME'], ...list.map((t) => [t.tenantId, t.disabled ? 'disabled' : 'active', t.createdAt, t.name])]),
    );
  },
  async 'tenant disable'(run) {
    const t = await run.auth.provisioning.setTenantDisabled(run.actor, oneId(run, 'tenant'), true);
    run.print(t, () => `tenant ${t.tenantId} disabled: its clients can no longer act for it`);
  },
  async 'tenant enable'(run) {
    const t = await run.auth.provisioning.setTenantDisabled(run.actor, oneId(run, 'tenant'), false);
    run.print(t, () => `tenant ${t.tenantId} enabled`);
  },
  async 'tenant settings'(run) {
    const service = new TenantSettingsService(run.db);
    const id = oneId(run, 'tenant');
    const change: { blindScreening?: boolean; keepJobText?: boolean; duplicates?: DuplicatePolicy } = {};
    if (run.values.blind !== undefined) change.blindScreening = onOff('--blind', run.values.blind);
    if (run.values['keep-job-text'] !== undefined) change.keepJobText = onOff('--keep-job-text', run.values['keep-job-text']);
    if (run.values.duplicates !== undefined) {
      if (!DUPLICATE_POLICIES.includes(run.values.duplicates as DuplicatePolicy)) throw new UsageError('--duplicates is keep, flag or refuse');
      change.duplicates = run.values.duplicates as DuplicatePolicy;
    }
    const s = Object.keys(change).length ? await service.update(run.actor, id, change) : await service.read(id);
    run.print(s, () => `tenant ${id}\n  blind screening  ${s.blindScreening ? 'on' : 'off'}\n  keep job text    ${s.keepJobText ? 'on' : 'off'}\n  duplicates       ${s.duplicates}`);
  },
  async 'client create'(run) {
    const scopes = expandScopes([run.values.scopes ?? 'screen,match']);
    const c = await run.auth.provisioning.createClient(run.actor, { tenants: tenantsOption(run), scopes, name: run.values.name });
    run.print(c, () =>
      [
        'client created; the secret is shown only now, store it safely:',
        `  clientId      ${c.clientId}`,
        `  clientSecret  ${c.clientSecret}`,
        `  tenants       ${c.tenants.join(', ') || '(none)'}`,
        `  scopes        ${c.scopes.join(' ')}`,
      ].join('\n'),
    );
  },
  async 'client list'(run) {
    const list = await run.auth.provisioning.listClients();
    run.print(list, () =>
      table([
        ['CLIENT ID', 'STATE', 'SCOPES', 'TENANTS', 'NAME'],
        ...list.map((c) => [c.clientId, c.revoked ? 'revoked' : 'active', c.scopes.join(' '), c.tenants.join(','), c.name ?? '']),
      ]),
    );
  },
  async 'client rotate-secret'(run) {
    const r = await run.auth.provisioning.rotateSecret(run.actor, oneId(run, 'client'));
    run.print(r, () => `new secret for ${r.clientId} (shown only now; the old one no longer works):\n  clientSecret  ${r.clientSecret}`);
  },
  async 'client revoke'(run) {
    const c = await run.auth.provisioning.revokeClient(run.actor, oneId(run, 'client'));
    run.print(c, () => `client ${c.clientId} revoked: its secret and tokens no longer work`);
  },
  async 'client grant'(run) {
    const tenants = tenantsOption(run);
    if (tenants.length === 0) throw new UsageError('client grant needs --tenant ID');
    const c = await run.auth.provisioning.grantTenants(run.actor, oneId(run, 'client'), tenants);
    run.print(c, () => `client ${c.clientId} now acts for ${c.tenants.join(', ')}`);
  },
  async 'client ungrant'(run) {
    const tenants = tenantsOption(run);
    if (tenants.length === 0) throw new UsageError('client ungrant needs --tenant ID');
    const c = await run.auth.provisioning.ungrantTenants(run.actor, oneId(run, 'client'), tenants);
    run.print(c, () => `client ${c.clientId} now acts for ${c.tenants.join(', ') || 'no tenant'}`);
  },
  async 'keys rotate'(run) {
    const k = await run.auth.provisioning.rotateKeys(run.actor);
    const view = { kid: k.kid, alg: k.alg, createdAt: k.createdAt.toISOString() };
    run.print(view, () => `new signing key ${k.kid} (${k.alg}); tokens signed by older keys stay valid until they expire`);
  },
  async 'keys list'(run) {
    const keys = await run.auth.provisioning.listKeys();
    run.print(keys, () =>
      table([['KID', 'ALG', 'CREATED', 'RETIRED'], ...keys.map((k) => [k.kid, k.alg, k.createdAt.toISOString(), k.retiredAt?.toISOString() ?? '-'])]),
    );
  },
  async 'audit list'(run) {
    const limit = Number(run.values.limit ?? 50);
    if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new UsageError('--limit is a number from 1 to 10000');
    const entries = await listAudit(run.db, {
      tenantId: tenantsOption(run)[0],
      clientId: run.values.client,
      action: run.values.action,
      limit,
    });
    run.print(entries, () =>
      table([
        ['WHEN', 'ACTION', 'CLIENT', 'TENANT', 'RESOURCE'],
        ...entries.map((e) => [e.occurredAt.toISOString(), e.action, e.clientId, e.tenantId ?? '-', `${e.resourceType}:${e.resourceId ?? '-'}`]),
      ]),
    );
  },
  async 'decisions export'(run) {
    const tenant = oneTenant(run, 'decisions export');
    const service = new DecisionService(run.db, run.keys.data);
    const out = run.values.out ? createWriteStream(run.values.out) : process.stdout;
    let count = 0;
    for await (const line of service.exportNdjson(tenant)) {
      count++;
      if (!out.write(line)) await once(out, 'drain');
    }
    if (run.values.out) {
      await new Promise<void>((resolve, reject) => (out as ReturnType<typeof createWriteStream>).end((err?: Error | null) => (err ? reject(err) : resolve())));
      console.error(`${count} decision records written to ${run.values.out}`);
    }
  },
  async 'decisions verify'(run) {
    const check = await new DecisionService(run.db, run.keys.data).verify(oneTenant(run, 'decisions verify'));
    run.print(check, () => describeCheck(check));
    if (!check.ok) throw new AppError(409, 'decision_chain_broken', 'Decision chain broken', `record ${check.seq}: ${check.reason}`);
  },
  async 'queue stats'(run) {
    const d = await depth(run.db);
    run.print(d, () => table([['JOB', 'STATE', 'COUNT'], ...d.map((x) => [x.name, x.state, String(x.count)])]));
  },
  async 'queue ping'(run) {
    const timeoutS = Number(run.values.timeout ?? 30);
    const id = await enqueue(run.db, 'system.echo', { value: 'ping' }, { maxAttempts: 1 });
    const started = Date.now();
    while (Date.now() - started < timeoutS * 1000) {
      const job = await getJob(run.db, id);
      if (job && (job.state === 'completed' || job.state === 'failed')) {
        const ms = Date.now() - started;
        run.print({ jobId: id, state: job.state, ms }, () => `a worker ran the ping job in ${ms} ms (${job.state})`);
        return;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    await dropQueued(run.db, { id });
    throw new AppError(504, 'no_worker', 'No worker', `no worker took the ping job within ${timeoutS} s: are workers running on this database?`);
  },
};
