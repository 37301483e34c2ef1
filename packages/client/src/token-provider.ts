/**
 * Access tokens for the SDK: OAuth2 client credentials against `POST /oauth/token`, cached and
 * renewed before they expire. Tokens live 8 hours by default; a token is renewed
 * `renewBeforeSeconds` (default 5 minutes) before its expiry, and never later than after 10 % of
 * its lifetime is left, so short-lived tokens are renewed in time too. Concurrent callers share
 * one in-flight request. When the API still refuses a token (401: keys rotated, clock skew), the
 * transport drops it and asks once more.
 */
import { errorFromResponse, VitaeNetworkError } from './errors.ts';

export interface TokenSource {
  /** A token valid now (cached, or fetched). */
  get(): Promise<string>;
  /** Forgets `token` if it is the cached one (the API refused it). Returns whether a new one can be had. */
  invalidate(token: string): boolean;
}

export interface ClientCredentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Narrow the token to these scopes (space-separated), e.g. `screen:read`. */
  scope?: string;
  /** Narrow the token to one of the client's tenants (safe to hand to a browser for that customer). */
  tokenTenantId?: string;
  renewBeforeSeconds?: number;
  fetch: typeof fetch;
  now: () => number;
}

interface Cached {
  token: string;
  renewAt: number;
  expiresAt: number;
}

const DEFAULT_RENEW_BEFORE_SECONDS = 300;

export class ClientCredentialsTokens implements TokenSource {
  private cached: Cached | undefined;
  private inFlight: Promise<string> | undefined;
  /** Tokens fetched so far: observable renewal, for logs and tests. */
  issued = 0;

  constructor(private readonly opts: ClientCredentials) {}

  get(): Promise<string> {
    const c = this.cached;
    if (c && this.opts.now() < c.renewAt) return Promise.resolve(c.token);
    // One request for every concurrent caller: the SAME promise is returned until it settles.
    this.inFlight ??= this.fetchToken().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  invalidate(token: string): boolean {
    if (this.cached?.token === token) this.cached = undefined;
    return true;
  }

  /** When the cached token will be renewed (ms since epoch), for diagnostics. */
  get renewsAt(): number | undefined {
    return this.cached?.renewAt;
  }

  private async fetchToken(): Promise<string> {
    const { baseUrl, clientId, clientSecret, scope, tokenTenantId } = this.opts;
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
    if (scope) form.set('scope', scope);
    if (tokenTenantId) form.set('tenant_id', tokenTenantId);
    const requestedAt = this.opts.now();
    let res: Response;
    try {
      res = await this.opts.fetch(`${baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
      });
    } catch (err) {
      throw new VitaeNetworkError({ status: 0, code: 'network_error', detail: `token request failed: ${(err as Error).message}`, cause: err });
    }
    const body = await res.json().catch(() => undefined);
    const token = (body as { access_token?: unknown } | undefined)?.access_token;
    if (!res.ok || typeof token !== 'string') throw errorFromResponse(res.status, res.headers, body);
    const lifetimeMs = Math.max(1, Number((body as { expires_in?: unknown }).expires_in) || 3600) * 1000;
    const renewBeforeMs = Math.min((this.opts.renewBeforeSeconds ?? DEFAULT_RENEW_BEFORE_SECONDS) * 1000, lifetimeMs * 0.9);
    // Measured from when we asked, so time spent in flight counts against the token, not for it.
    this.cached = { token, expiresAt: requestedAt + lifetimeMs, renewAt: requestedAt + lifetimeMs - renewBeforeMs };
    this.issued += 1;
    return token;
  }
}

/** A token supplied by the caller (an identity provider's, a backend-for-frontend's…). */
export class CallbackTokens implements TokenSource {
  private last: string | undefined;
  private refused = new Set<string>();

  constructor(private readonly provide: () => string | Promise<string>) {}

  async get(): Promise<string> {
    this.last = await this.provide();
    return this.last;
  }

  invalidate(token: string): boolean {
    // Asking again only helps if the callback can hand out something else.
    const first = !this.refused.has(token);
    this.refused.add(token);
    return first;
  }
}
