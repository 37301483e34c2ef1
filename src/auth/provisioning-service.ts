/**
 * What a service administrator does: tenants, clients, grants and signing keys. The CLI
 * (`vitae admin …`) and the admin API (`/admin/v1/…`) both call this, so they behave the same
 * and both leave the same audit records.
 */
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import { BadRequestError, NotFoundError } from '../errors/app-errors.ts';
import type { Database, Queryable } from '../store/database.ts';
import * as tenants from '../tenancy/tenant-repository.ts';
import * as clients from './client-repository.ts';
import { generateSecret, hashSecret } from './client-secret.ts';
import { type GrantableScope, needsTenant } from './scopes.ts';
import type { KeyInfo, SigningKeys } from './signing-keys.ts';

/** Tokens carry their tenants; beyond this many a token would outgrow an HTTP header. */
export const MAX_TENANTS_PER_CLIENT = 100;

export interface TenantView {
  tenantId: string;
  name: string;
  disabled: boolean;
  createdAt: string;
  disabledAt: string | null;
  /** Tenant setting: what an upload of a person already known does (keep | flag | refuse). */
  duplicates: tenants.DuplicatePolicy;
}

export interface ClientView {
  clientId: string;
  name: string | null;
  tenants: string[];
  scopes: GrantableScope[];
  revoked: boolean;
  createdAt: string;
  secretRotatedAt: string | null;
  revokedAt: string | null;
}

export interface NewClient {
  clientId: string;
  /** Shown once: only its hash is kept. */
  clientSecret: string;
  tenants: string[];
  scopes: GrantableScope[];
  name: string | null;
}

export const tenantView = (t: tenants.Tenant): TenantView => ({
  tenantId: t.id,
  name: t.name,
  disabled: t.disabledAt !== null,
  createdAt: t.createdAt.toISOString(),
  disabledAt: t.disabledAt?.toISOString() ?? null,
  duplicates: t.duplicates,
});

export const clientView = (c: clients.ApiClient): ClientView => ({
  clientId: c.id,
  name: c.name,
  tenants: c.tenantIds,
  scopes: c.scopes,
  revoked: c.revokedAt !== null,
  createdAt: c.createdAt.toISOString(),
  secretRotatedAt: c.secretRotatedAt?.toISOString() ?? null,
  revokedAt: c.revokedAt?.toISOString() ?? null,
});

/** Who asks, for the audit log (the request id ties the record to the request's logs). */
export type Actor = AuditActor & { requestId?: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkIds(ids: readonly string[], what: string): string[] {
  const bad = ids.find((id) => !UUID.test(id));
  if (bad !== undefined) throw new BadRequestError(`${what} "${bad.slice(0, 60)}" is not a UUID`, 'invalid_id');
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

export class ProvisioningService {
  constructor(
    private readonly db: Database,
    private readonly keys: SigningKeys,
  ) {}

  async createTenant(actor: Actor, name: string): Promise<TenantView> {
    const clean = name.trim();
    if (clean.length < 1 || clean.length > 200) throw new BadRequestError('a tenant name has 1 to 200 characters', 'invalid_name');
    return this.db.transaction(async (tx) => {
      const t = await tenants.insertTenant(tx, clean);
      await audit(tx, actor, t.id, 'tenant.create', 'tenant', t.id);
      return tenantView(t);
    });
  }

  async listTenants(): Promise<TenantView[]> {
    return (await tenants.listTenants(this.db)).map(tenantView);
  }

  /** Disabling stops every client from acting for the tenant at once; its data stays. */
  async setTenantDisabled(actor: Actor, tenantId: string, disabled: boolean): Promise<TenantView> {
    const [id] = checkIds([tenantId], 'tenant id');
    return this.db.transaction(async (tx) => {
      const t = await tenants.setTenantDisabled(tx, id!, disabled);
      if (!t) throw new NotFoundError('no such tenant', 'tenant_not_found');
      await audit(tx, actor, t.id, disabled ? 'tenant.disable' : 'tenant.enable', 'tenant', t.id);
      return tenantView(t);
    });
  }

  /** Tenant settings; only `duplicates` so far. */
  async setTenantSettings(actor: Actor, tenantId: string, settings: { duplicates: tenants.DuplicatePolicy }): Promise<TenantView> {
    const [id] = checkIds([tenantId], 'tenant id');
    if (!tenants.DUPLICATE_POLICIES.includes(settings.duplicates)) {
      throw new BadRequestError(`duplicates is one of ${tenants.DUPLICATE_POLICIES.join(', ')}`, 'invalid_setting');
    }
    return this.db.transaction(async (tx) => {
      const t = await tenants.setTenantDuplicates(tx, id!, settings.duplicates);
      if (!t) throw new NotFoundError('no such tenant', 'tenant_not_found');
      await audit(tx, actor, t.id, 'tenant.settings', 'tenant', t.id);
      return tenantView(t);
    });
  }

  async createClient(
    actor: Actor,
    input: { tenants: readonly string[]; scopes: readonly GrantableScope[]; name?: string | null },
  ): Promise<NewClient> {
    const tenantIds = checkIds(input.tenants, 'tenant id');
    const scopes = [...new Set(input.scopes)];
    if (scopes.length === 0) throw new BadRequestError('give the client at least one scope', 'invalid_scope');
    if (needsTenant(scopes) && tenantIds.length === 0) {
      throw new BadRequestError('a client with Screen or Match scopes needs at least one tenant', 'tenant_required');
    }
    if (tenantIds.length > MAX_TENANTS_PER_CLIENT) {
      throw new BadRequestError(`a client may act for at most ${MAX_TENANTS_PER_CLIENT} tenants`, 'too_many_tenants');
    }
    const name = input.name?.trim() || null;
    if (name && name.length > 200) throw new BadRequestError('a client name has at most 200 characters', 'invalid_name');
    const secret = generateSecret();
    const secretHash = await hashSecret(secret);
    return this.db.transaction(async (tx) => {
      await this.requireTenants(tx, tenantIds);
      const id = await clients.insertClient(tx, { name, secretHash, scopes, tenantIds });
      await audit(tx, actor, tenantIds.length === 1 ? tenantIds[0]! : null, 'client.create', 'client', id, { scopes, tenants: tenantIds });
      return { clientId: id, clientSecret: secret, tenants: [...tenantIds].sort(), scopes, name };
    });
  }

  async listClients(): Promise<ClientView[]> {
    return (await clients.listClients(this.db)).map(clientView);
  }

  async getClient(clientId: string): Promise<ClientView> {
    const [id] = checkIds([clientId], 'client id');
    const c = await clients.findClient(this.db, id!);
    if (!c) throw new NotFoundError('no such client', 'client_not_found');
    return clientView(c);
  }

  /** A new secret at once; the old one stops working (tokens already issued stay valid). */
  async rotateSecret(actor: Actor, clientId: string): Promise<{ clientId: string; clientSecret: string }> {
    const [id] = checkIds([clientId], 'client id');
    const secret = generateSecret();
    const secretHash = await hashSecret(secret);
    return this.db.transaction(async (tx) => {
      const c = await clients.findClient(tx, id!);
      if (!c) throw new NotFoundError('no such client', 'client_not_found');
      if (c.revokedAt) throw new BadRequestError('this client is revoked', 'client_revoked');
      await clients.updateSecretHash(tx, id!, secretHash);
      await audit(tx, actor, null, 'client.rotate_secret', 'client', id!);
      return { clientId: id!, clientSecret: secret };
    });
  }

  /** Permanent: the client's secret and every token it holds stop working at once. */
  async revokeClient(actor: Actor, clientId: string): Promise<ClientView> {
    const [id] = checkIds([clientId], 'client id');
    return this.db.transaction(async (tx) => {
      if (!(await clients.revokeClient(tx, id!))) throw new NotFoundError('no such client', 'client_not_found');
      await audit(tx, actor, null, 'client.revoke', 'client', id!);
      return clientView((await clients.findClient(tx, id!))!);
    });
  }

  /** Lets a client act for more tenants (an HR platform's new customer); new tokens carry them. */
  async grantTenants(actor: Actor, clientId: string, tenantIds: readonly string[]): Promise<ClientView> {
    const [id] = checkIds([clientId], 'client id');
    const add = checkIds(tenantIds, 'tenant id');
    if (add.length === 0) throw new BadRequestError('name at least one tenant', 'tenant_required');
    return this.db.transaction(async (tx) => {
      const c = await clients.findClient(tx, id!);
      if (!c) throw new NotFoundError('no such client', 'client_not_found');
      await this.requireTenants(tx, add);
      if (new Set([...c.tenantIds, ...add]).size > MAX_TENANTS_PER_CLIENT) {
        throw new BadRequestError(`a client may act for at most ${MAX_TENANTS_PER_CLIENT} tenants`, 'too_many_tenants');
      }
      await clients.grantTenants(tx, id!, add);
      for (const t of add) await audit(tx, actor, t, 'client.grant', 'client', id!);
      return clientView((await clients.findClient(tx, id!))!);
    });
  }

  /** Withdraws tenants from a client; takes effect at once, even for tokens that name them. */
  async ungrantTenants(actor: Actor, clientId: string, tenantIds: readonly string[]): Promise<ClientView> {
    const [id] = checkIds([clientId], 'client id');
    const remove = checkIds(tenantIds, 'tenant id');
    return this.db.transaction(async (tx) => {
      const c = await clients.findClient(tx, id!);
      if (!c) throw new NotFoundError('no such client', 'client_not_found');
      const missing = remove.filter((t) => !c.tenantIds.includes(t));
      if (missing.length > 0) throw new NotFoundError(`this client does not act for tenant ${missing[0]}`, 'grant_not_found');
      await clients.ungrantTenants(tx, id!, remove);
      for (const t of remove) await audit(tx, actor, t, 'client.ungrant', 'client', id!);
      return clientView((await clients.findClient(tx, id!))!);
    });
  }

  async rotateKeys(actor: Actor): Promise<KeyInfo> {
    const key = await this.keys.rotate();
    await audit(this.db, actor, null, 'keys.rotate', 'signing_key', key.kid);
    return key;
  }

  listKeys(): Promise<KeyInfo[]> {
    return this.keys.list();
  }

  private async requireTenants(tx: Queryable, ids: string[]): Promise<void> {
    const found = new Set((await tenants.findTenants(tx, ids)).map((t) => t.id));
    const unknown = ids.find((t) => !found.has(t));
    if (unknown) throw new BadRequestError(`no tenant ${unknown}: create it first`, 'unknown_tenant');
  }
}

function audit(
  db: Queryable,
  actor: Actor,
  tenantId: string | null,
  action: string,
  resourceType: string,
  resourceId: string,
  details?: Record<string, unknown>,
): Promise<void> {
  return recordAudit(db, { ...actor, tenantId, action, resourceType, resourceId, details });
}
