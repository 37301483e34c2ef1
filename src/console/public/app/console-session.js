/**
 * The console's sign-in state. The access token lives in sessionStorage (this tab only, gone
 * when the tab closes) so a reload keeps the session; a client secret is never stored anywhere:
 * it stays in this page's memory only, to renew the token before it expires, and is lost on
 * reload (the token keeps working until its `exp`). Nothing goes to localStorage.
 */
import { decodeTokenClaims } from '../widgets/vitae-widgets.js';

const TOKEN_KEY = 'vitae.console.token';
const TENANT_KEY = 'vitae.console.tenant';
/** Renew this long before expiry when the secret is at hand. */
const RENEW_MARGIN_MS = 5 * 60_000;

/**
 * @typedef {{ tenants: string[], scopes: string[], clientId: string, expiresAt: number,
 *   clientName: string | null, tenantNames: Record<string, string> }} TokenFacts
 */

/** A sign-in that failed: the message is for the person at the keyboard. */
export class SignInError extends Error {}

/**
 * What the console needs to know about a token (from its claims; the API verifies it).
 * @param {string} token
 * @returns {TokenFacts}
 */
export function tokenFacts(token) {
  const claims = decodeTokenClaims(token);
  if (!claims) throw new SignInError('This is not a Vitae access token (a JWT has three parts separated by dots).');
  const exp = Number(claims.exp);
  if (!Number.isFinite(exp)) throw new SignInError('The token has no expiry time.');
  if (exp * 1000 <= Date.now()) throw new SignInError('The token has expired; get a new one.');
  const tenants = Array.isArray(claims.tenants) ? claims.tenants.filter((t) => typeof t === 'string') : [];
  const scopes = typeof claims.scope === 'string' ? claims.scope.split(/\s+/).filter(Boolean) : [];
  const clientId = String(claims.client_id ?? claims.sub ?? '');
  // Vitae's tokens name the client and tenants for people; other issuers' may not (then ids show).
  const clientName = typeof claims.client_name === 'string' && claims.client_name ? claims.client_name : null;
  /** @type {Record<string, string>} */
  const tenantNames = {};
  if (claims.tenant_names && typeof claims.tenant_names === 'object') {
    for (const [id, name] of Object.entries(claims.tenant_names)) if (typeof name === 'string' && name) tenantNames[id] = name;
  }
  return { tenants, scopes, clientId, expiresAt: exp * 1000, clientName, tenantNames };
}

export class ConsoleSession extends EventTarget {
  /** @type {string | null} */ token = null;
  /** @type {TokenFacts | null} */ facts = null;
  /** @type {string | null} */ tenantId = null;
  /** @type {{ clientId: string, clientSecret: string } | null} kept in memory only */
  #credentials = null;
  /** @type {Promise<string> | null} */ #renewing = null;

  /** The session of this tab, if its token is still valid. */
  static restore() {
    const session = new ConsoleSession();
    const token = sessionStorage.getItem(TOKEN_KEY);
    if (token) {
      try {
        session.#adopt(token);
        const tenant = sessionStorage.getItem(TENANT_KEY);
        session.tenantId = tenant && session.#tenantAllowed(tenant) ? tenant : session.#defaultTenant();
      } catch {
        session.signOut();
      }
    }
    return session;
  }

  get signedIn() {
    return this.token !== null;
  }

  /**
   * Client credentials → token, through the real token endpoint.
   * @param {string} clientId
   * @param {string} clientSecret
   */
  async signIn(clientId, clientSecret) {
    const token = await this.#requestToken(clientId, clientSecret);
    this.#credentials = { clientId, clientSecret };
    this.#adopt(token);
    this.setTenant(this.#defaultTenant());
  }

  /** A token pasted by the user (minted elsewhere, e.g. by `curl`). */
  useToken(/** @type {string} */ token) {
    this.#credentials = null;
    this.#adopt(token.trim());
    this.setTenant(this.#defaultTenant());
  }

  signOut() {
    this.token = null;
    this.facts = null;
    this.tenantId = null;
    this.#credentials = null;
    sessionStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TENANT_KEY);
    this.dispatchEvent(new Event('change'));
  }

  setTenant(/** @type {string | null} */ tenantId) {
    this.tenantId = tenantId || null;
    if (this.tenantId) sessionStorage.setItem(TENANT_KEY, this.tenantId);
    else sessionStorage.removeItem(TENANT_KEY);
    this.dispatchEvent(new Event('change'));
  }

  hasScope(/** @type {string} */ scope) {
    return this.facts?.scopes.includes(scope) ?? false;
  }

  /** Whether the token can be renewed without asking the user (the secret is in memory). */
  get renewable() {
    return this.#credentials !== null;
  }

  /** The token for the next API call: renewed first when it is close to expiry and we can. */
  async currentToken() {
    if (!this.token || !this.facts) throw new SignInError('Not signed in.');
    const left = this.facts.expiresAt - Date.now();
    if (left < RENEW_MARGIN_MS && this.#credentials) {
      const { clientId, clientSecret } = this.#credentials;
      // Concurrent callers share one renewal.
      this.#renewing ??= this.#requestToken(clientId, clientSecret)
        .then((token) => {
          this.#adopt(token);
          this.dispatchEvent(new Event('change'));
          return token;
        })
        .finally(() => {
          this.#renewing = null;
        });
      return this.#renewing;
    }
    if (left <= 0) {
      this.dispatchEvent(new Event('expired'));
      throw new SignInError('The session has expired; sign in again.');
    }
    return this.token;
  }

  /**
   * @param {string} clientId
   * @param {string} clientSecret
   * @returns {Promise<string>}
   */
  async #requestToken(clientId, clientSecret) {
    const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
    let res;
    try {
      res = await fetch('/oauth/token', { method: 'POST', body, headers: { accept: 'application/json' } });
    } catch {
      throw new SignInError('Vitae could not be reached. Check the connection and try again.');
    }
    /** @type {{ access_token?: string, error?: string, error_description?: string }} */
    let answer = {};
    try {
      answer = await res.json();
    } catch {
      // an answer without JSON is handled below by its status
    }
    if (res.ok && answer.access_token) return answer.access_token;
    if (answer.error === 'invalid_client') throw new SignInError('Unknown client or wrong secret.');
    if (res.status === 429) throw new SignInError('Too many sign-in attempts; wait a minute and try again.');
    throw new SignInError(answer.error_description ?? `Sign-in failed (${res.status}).`);
  }

  #adopt(/** @type {string} */ token) {
    const facts = tokenFacts(token);
    this.token = token;
    this.facts = facts;
    sessionStorage.setItem(TOKEN_KEY, token);
  }

  #tenantAllowed(/** @type {string} */ tenant) {
    // Tokens of external issuers may carry tenants under another claim: then any id may be typed.
    return !this.facts?.tenants.length || this.facts.tenants.includes(tenant);
  }

  #defaultTenant() {
    if (this.tenantId && this.#tenantAllowed(this.tenantId)) return this.tenantId;
    return this.facts?.tenants[0] ?? null;
  }
}
