/**
 * Vitae embeddable widgets: <vitae-screen> (upload CVs, watch their status, see a profile summary)
 * and <vitae-match> (job description → ranked candidates), plus the small API client they share
 * (also used by the Vitae console). One self-contained ES module with no imports, so a host page
 * needs one tag:
 *
 *   <script type="module" src="https://vitae.example.com/widgets/vitae-widgets.js"></script>
 *   <vitae-screen tenant-id="…"></vitae-screen>
 *   <script type="module">
 *     document.querySelector('vitae-screen').tokenProvider = async () => (await fetch('/my/vitae-token')).text();
 *   </script>
 *
 * Design notes (why):
 * - Tokens come from the host's back end through `tokenProvider`: a client secret never reaches
 *   the browser. The token is cached until shortly before its `exp` and asked for again on a 401.
 * - Everything the API returns is inserted as text (textContent), never as HTML, and styles are
 *   constructed stylesheets, so the widgets work under a strict host CSP (no 'unsafe-inline').
 * - Polling follows the server's Retry-After (bounded), and backs off on 429/503 and network errors.
 */

const VERSION = '1';
/** Where this script was loaded from: the default API base URL. */
const SCRIPT_ORIGIN = new URL(import.meta.url).origin;
/** Renew a cached token this long before it expires, so a request never leaves with a stale one. */
const TOKEN_MARGIN_MS = 60_000;
/** Node's default header limit is 16 KiB; the job description travels in the query string. */
const MAX_QUERY_URL_CHARS = 14_000;

/**
 * @typedef {{ type?: string, title?: string, status?: number, detail?: string, code?: string,
 *   invocationId?: string, invocationStatus?: string, requestId?: string,
 *   error?: string, error_description?: string }} ProblemBody
 * @typedef {{ invocationId: string, status: 'queued' | 'processing' | 'completed' | 'failed' }} UploadAnswer
 * @typedef {{ status: 'queued' | 'processing', retryAfterSeconds: number | null }} PendingResult
 * @typedef {{ invocationId: string, status: 'completed', tenantId: string, fileType: string,
 *   createdAt: string, completedAt: string | null, profile: any }} CompletedResult
 * @typedef {{ profiles: any[], total: number, limit: number, offset: number, scoresOrder: string,
 *   requirements: any }} SearchAnswer
 * @typedef {{ invocationId: string, status: string, name: string | null, title: string | null, reference: string | null,
 *   metadata: Record<string, unknown> | null, duplicateOf: string | null, revision: number | null, createdAt: string }} CandidateSummary
 * @typedef {{ items: CandidateSummary[], nextCursor: string | null, limit: number }} CandidatePage
 * @typedef {() => string | Promise<string>} TokenProvider
 */

/** An API answer that is not a success, with the problem document's fields (RFC 9457 or RFC 6749). */
export class VitaeApiError extends Error {
  /**
   * @param {number} status HTTP status (0 when no answer came)
   * @param {string} code stable machine code (`no_text_found`, `invalid_client`, `network_error`, …)
   * @param {string} message human-readable detail
   * @param {{ title?: string, retryAfterSeconds?: number | null, invocationId?: string | null, requestId?: string | null }} [extra]
   */
  constructor(status, code, message, extra = {}) {
    super(message);
    this.name = 'VitaeApiError';
    this.status = status;
    this.code = code;
    this.title = extra.title ?? '';
    this.retryAfterSeconds = extra.retryAfterSeconds ?? null;
    this.invocationId = extra.invocationId ?? null;
    this.requestId = extra.requestId ?? null;
  }

  /** Plain data for event details (an Error does not survive structured cloning or JSON). */
  toJSON() {
    return { status: this.status, code: this.code, title: this.title, detail: this.message, invocationId: this.invocationId };
  }
}

/** Seconds from a Retry-After header (delta-seconds or HTTP date), or null. */
function retryAfterOf(/** @type {Response} */ res) {
  const v = res.headers.get('retry-after');
  if (!v) return null;
  if (/^\d+$/.test(v.trim())) return Number(v.trim());
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, (at - Date.now()) / 1000);
}

/** The claims of a JWT, without verifying it (the server verifies; the browser only reads). */
export function decodeTokenClaims(/** @type {string} */ token) {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? /** @type {Record<string, unknown>} */ (claims) : null;
  } catch {
    return null;
  }
}

/**
 * @param {number} ms
 * @param {AbortSignal | undefined} signal
 * @returns {Promise<void>}
 */
function sleep(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The Vitae REST API for one tenant, with tokens from a provider. */
export class VitaeClient {
  /** @type {string | null} */ #token = null;
  #tokenExpiresAt = 0;
  /** @type {Promise<string> | null} */ #pendingToken = null;

  /**
   * @param {{ tokenProvider: TokenProvider, baseUrl?: string | null, tenantId?: string | null }} options
   */
  constructor(options) {
    this.tokenProvider = options.tokenProvider;
    this.baseUrl = (options.baseUrl || SCRIPT_ORIGIN).replace(/\/+$/, '');
    this.tenantId = options.tenantId || null;
  }

  /** Forgets the cached token (after a sign-out or a tenant change on the host). */
  clearToken() {
    this.#token = null;
    this.#tokenExpiresAt = 0;
  }

  /** A token from the cache, or the provider's; concurrent callers share one provider call. */
  async token(forceNew = false) {
    if (!forceNew && this.#token && Date.now() < this.#tokenExpiresAt) return this.#token;
    if (!this.#pendingToken) {
      this.#pendingToken = (async () => {
        const token = String((await this.tokenProvider()) ?? '').trim();
        if (!token) throw new VitaeApiError(0, 'no_token', 'The token provider returned no token');
        const exp = Number(decodeTokenClaims(token)?.exp);
        // Without a readable exp, keep the token five minutes; a 401 asks for a new one anyway.
        this.#tokenExpiresAt = Number.isFinite(exp) && exp > 0 ? exp * 1000 - TOKEN_MARGIN_MS : Date.now() + 300_000;
        this.#token = token;
        return token;
      })().finally(() => {
        this.#pendingToken = null;
      });
    }
    return this.#pendingToken;
  }

  /**
   * One authenticated request; a 401 gets one retry with a fresh token from the provider.
   * @param {string} method
   * @param {string} path
   * @param {{ body?: BodyInit, headers?: Record<string, string>, signal?: AbortSignal }} [init]
   */
  async #send(method, path, init = {}) {
    for (let attempt = 0; ; attempt++) {
      const token = await this.token(attempt > 0);
      /** @type {Record<string, string>} */
      const headers = { authorization: `Bearer ${token}`, accept: 'application/json, application/problem+json', ...init.headers };
      if (this.tenantId) headers.tenantid = this.tenantId;
      let res;
      try {
        res = await fetch(this.baseUrl + path, { method, headers, body: init.body, signal: init.signal, mode: 'cors', credentials: 'omit' });
      } catch (err) {
        if (init.signal?.aborted) throw err;
        throw new VitaeApiError(0, 'network_error', `Vitae could not be reached (${/** @type {Error} */ (err).message})`);
      }
      if (res.status === 401 && attempt === 0) {
        this.clearToken();
        continue;
      }
      return res;
    }
  }

  /** The error an unsuccessful answer stands for. */
  static async errorOf(/** @type {Response} */ res) {
    /** @type {ProblemBody} */
    let body = {};
    try {
      body = await res.json();
    } catch {
      // not JSON: the status alone speaks
    }
    const code = body.code ?? body.error ?? `http_${res.status}`;
    const detail = body.detail ?? body.error_description ?? body.title ?? `${res.status} ${res.statusText}`;
    return new VitaeApiError(res.status, code, detail, {
      title: body.title,
      retryAfterSeconds: retryAfterOf(res),
      invocationId: body.invocationId ?? null,
      requestId: body.requestId ?? res.headers.get('x-request-id'),
    });
  }

  /**
   * Uploads one CV file; answers at once with the invocation to poll.
   * @param {Blob} file
   * @param {{ fileName?: string, idempotencyKey?: string, signal?: AbortSignal }} [options]
   * @returns {Promise<UploadAnswer>}
   */
  async upload(file, options = {}) {
    const form = new FormData();
    const name = options.fileName ?? (file instanceof File ? file.name : 'cv');
    form.append('file', file, name);
    const path = this.tenantId ? `/screening/api/v1/cv-screening/upload/${encodeURIComponent(this.tenantId)}` : '/cv-screening/upload';
    /** @type {Record<string, string>} */
    const headers = options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {};
    const res = await this.#send('POST', path, { body: form, headers, signal: options.signal });
    if (res.status !== 202 && res.status !== 200) throw await VitaeClient.errorOf(res);
    return res.json();
  }

  /**
   * The current state of an invocation: pending (with the server's Retry-After) or completed.
   * A failed invocation throws its 422 problem as a VitaeApiError (its code says why).
   * @param {string} invocationId
   * @param {{ signal?: AbortSignal }} [options]
   * @returns {Promise<PendingResult | CompletedResult>}
   */
  async result(invocationId, options = {}) {
    const res = await this.#send('GET', `/cv-screening/${encodeURIComponent(invocationId)}`, { signal: options.signal });
    if (res.status === 202) {
      const body = await res.json();
      return { status: body.status, retryAfterSeconds: retryAfterOf(res) };
    }
    if (res.status === 200) return res.json();
    throw await VitaeClient.errorOf(res);
  }

  /**
   * Polls until the invocation completes (resolves) or fails (rejects with its code). Waits as
   * long as Retry-After says (between 0.5 and 30 s), backs off on 429/503 and network errors.
   * @param {string} invocationId
   * @param {{ signal?: AbortSignal, timeoutMs?: number, onStatus?: (status: string) => void }} [options]
   * @returns {Promise<CompletedResult>}
   */
  async waitForResult(invocationId, options = {}) {
    const deadline = Date.now() + (options.timeoutMs ?? 10 * 60_000);
    let backoff = 1;
    let lastStatus = '';
    for (;;) {
      let waitSeconds;
      try {
        const r = await this.result(invocationId, { signal: options.signal });
        if (r.status === 'completed') return /** @type {CompletedResult} */ (r);
        if (r.status !== lastStatus) {
          lastStatus = r.status;
          options.onStatus?.(r.status);
        }
        waitSeconds = /** @type {PendingResult} */ (r).retryAfterSeconds ?? backoff;
        backoff = Math.min(backoff * 1.5, 10);
      } catch (err) {
        const e = /** @type {VitaeApiError} */ (err);
        const transient = e instanceof VitaeApiError && (e.status === 429 || e.status === 503 || e.code === 'network_error');
        if (!transient) throw err;
        waitSeconds = e.retryAfterSeconds ?? backoff;
        backoff = Math.min(backoff * 2, 30);
      }
      const waitMs = Math.min(Math.max(waitSeconds, 0.5), 30) * 1000;
      if (Date.now() + waitMs > deadline) {
        throw new VitaeApiError(0, 'client_timeout', 'The CV is still being processed; try again later', { invocationId });
      }
      await sleep(waitMs, options.signal);
    }
  }

  /**
   * The candidate's headshot as a blob: URL (fetched with the token; revoke it when done), or null.
   * @param {string} invocationId
   * @param {{ signal?: AbortSignal }} [options]
   */
  async photoUrl(invocationId, options = {}) {
    const res = await this.#send('GET', `/cv-screening/${encodeURIComponent(invocationId)}/photo`, { signal: options.signal });
    if (res.status === 404) return null;
    if (!res.ok) throw await VitaeClient.errorOf(res);
    return URL.createObjectURL(await res.blob());
  }

  /** Erases the CV, its profile and everything derived from it. */
  async remove(/** @type {string} */ invocationId) {
    const res = await this.#send('DELETE', `/cv-screening/${encodeURIComponent(invocationId)}`);
    if (res.status !== 204 && res.status !== 404) throw await VitaeClient.errorOf(res);
  }

  /**
   * One page of the tenant's CVs, newest first (GET /cv-screening).
   * @param {{ q?: string, status?: string, reference?: string, limit?: number, cursor?: string | null, signal?: AbortSignal }} [options]
   * @returns {Promise<CandidatePage>}
   */
  async listCandidates(options = {}) {
    const params = new URLSearchParams();
    if (this.tenantId) params.set('tenantId', this.tenantId);
    if (options.q) params.set('q', options.q);
    if (options.status) params.set('status', options.status);
    if (options.reference) params.set('reference', options.reference);
    if (options.limit) params.set('limit', String(options.limit));
    if (options.cursor) params.set('cursor', options.cursor);
    const res = await this.#send('GET', `/cv-screening?${params}`, { signal: options.signal });
    if (!res.ok) throw await VitaeClient.errorOf(res);
    return res.json();
  }

  /**
   * Ranks the tenant's candidates for a job description.
   * @param {string} query the job description
   * @param {{ limit?: number, offset?: number, scoresOrder?: 'DESC' | 'ASC', signal?: AbortSignal }} [options]
   * @returns {Promise<SearchAnswer>}
   */
  async search(query, options = {}) {
    const params = new URLSearchParams({ query });
    if (this.tenantId) params.set('tenantId', this.tenantId);
    if (options.limit) params.set('limit', String(options.limit));
    if (options.offset) params.set('offset', String(options.offset));
    if (options.scoresOrder) params.set('scoresOrder', options.scoresOrder);
    const path = `/direct-search?${params}`;
    if (path.length > MAX_QUERY_URL_CHARS) {
      throw new VitaeApiError(0, 'query_too_long', 'The job description is too long for one search; shorten it (about 4,000 characters are always safe)');
    }
    const res = await this.#send('GET', path, { signal: options.signal });
    if (!res.ok) throw await VitaeClient.errorOf(res);
    return res.json();
  }
}

// ---------------------------------------------------------------------------------------------
// Shared presentation

/**
 * Builds an element; children are nodes or text (inserted as text, never parsed as HTML).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string | boolean | number | null | undefined | ((e: Event) => void)>} [attrs]
 * @param {...(Node | string | number | null | undefined | false)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (typeof v === 'function') el.addEventListener(k.replace(/^on/, ''), v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(typeof c === 'number' ? String(c) : c);
  return el;
}

/** "5 yrs 2 mos", "8 mos" */
export function formatMonths(/** @type {number | null | undefined} */ months) {
  if (months === null || months === undefined || months <= 0) return '';
  const y = Math.floor(months / 12);
  const m = months % 12;
  const parts = [];
  if (y) parts.push(`${y} yr${y > 1 ? 's' : ''}`);
  if (m) parts.push(`${m} mo${m > 1 ? 's' : ''}`);
  return parts.join(' ');
}

/** Friendly text for the failure codes a 422 carries (the API's detail is shown otherwise). */
export const FAILURE_MESSAGES = /** @type {Record<string, string>} */ ({
  unreadable_file: 'The file could not be read.',
  no_text_found: 'No text was found in the file.',
  unsupported_format: 'This kind of file is not supported (PDF, DOCX, TXT, JPEG or PNG).',
  file_too_large: 'The file is too large.',
  timeout: 'Processing took too long.',
  too_many_pages: 'The document has too many pages.',
  too_many_pixels: 'The image is too large.',
  file_too_complex: 'The document is too complex to read.',
  queue_full: 'Vitae is busy; try again in a moment.',
  rate_limited: 'Too many requests; try again in a moment.',
  invalid_token: 'The session is no longer valid; sign in again.',
  insufficient_scope: 'This client may not do that.',
  tenant_forbidden: 'This client may not act for that tenant.',
});

export function describeError(/** @type {unknown} */ err) {
  if (err instanceof VitaeApiError) return FAILURE_MESSAGES[err.code] ?? err.message;
  return err instanceof Error ? err.message : String(err);
}

const BASE_CSS = `
:host {
  display: block;
  box-sizing: border-box;
  font-family: var(--vitae-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-size: var(--vitae-font-size, 1rem);
  line-height: 1.45;
  color: var(--vitae-color-text, #1b2430);
  background: var(--vitae-color-background, #ffffff);
  border: 1px solid var(--vitae-color-border, #c9d1db);
  border-radius: var(--vitae-radius, 8px);
  padding: var(--vitae-spacing, 1rem);
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: inherit; }
h2, h3, p, ul, ol { margin: 0; }
.stack > * + * { margin-top: calc(var(--vitae-spacing, 1rem) * 0.75); }
.muted { color: var(--vitae-color-muted, #4a5565); }
.visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
button {
  font: inherit;
  cursor: pointer;
  border-radius: calc(var(--vitae-radius, 8px) * 0.75);
  border: 1px solid var(--vitae-color-accent, #1f5fbf);
  background: var(--vitae-color-accent, #1f5fbf);
  color: var(--vitae-color-accent-contrast, #ffffff);
  padding: 0.45em 1em;
}
button.secondary { background: transparent; color: var(--vitae-color-accent, #1f5fbf); }
button:disabled { opacity: 0.55; cursor: not-allowed; }
button:focus-visible, textarea:focus-visible, .dropzone:focus-within {
  outline: 3px solid var(--vitae-focus-ring, #f5a623);
  outline-offset: 2px;
}
textarea {
  font: inherit;
  width: 100%;
  min-height: 8em;
  padding: 0.6em;
  color: inherit;
  background: var(--vitae-color-surface, #f5f7fa);
  border: 1px solid var(--vitae-color-border, #c9d1db);
  border-radius: calc(var(--vitae-radius, 8px) * 0.75);
  resize: vertical;
}
label { font-weight: 600; display: block; margin-bottom: 0.3em; }
.status { display: inline-block; font-size: 0.85em; font-weight: 600; padding: 0.1em 0.6em; border-radius: 999px;
  background: var(--vitae-color-surface, #f5f7fa); border: 1px solid var(--vitae-color-border, #c9d1db); }
.status[data-status="completed"] { color: var(--vitae-color-success, #17663a); border-color: currentColor; }
.status[data-status="failed"] { color: var(--vitae-color-danger, #b42318); border-color: currentColor; }
.status[data-status="queued"], .status[data-status="processing"], .status[data-status="uploading"] { color: var(--vitae-color-warning, #8a5300); border-color: currentColor; }
.error { color: var(--vitae-color-danger, #b42318); }
.chips { display: flex; flex-wrap: wrap; gap: 0.35em; list-style: none; padding: 0; }
.chips li { font-size: 0.85em; padding: 0.1em 0.55em; border-radius: 999px; background: var(--vitae-color-surface, #f5f7fa); border: 1px solid var(--vitae-color-border, #c9d1db); }
.bar { height: 0.5em; border-radius: 999px; background: var(--vitae-color-surface, #f5f7fa); border: 1px solid var(--vitae-color-border, #c9d1db); overflow: hidden; }
.bar > span { display: block; height: 100%; width: var(--fill, 0%); background: var(--vitae-color-accent, #1f5fbf); }
`;

const SCREEN_CSS = `
.dropzone { display: grid; gap: 0.5em; justify-items: center; text-align: center; padding: 1.25em;
  border: 2px dashed var(--vitae-color-border, #c9d1db); border-radius: var(--vitae-radius, 8px);
  background: var(--vitae-color-surface, #f5f7fa); }
.dropzone[data-over] { border-color: var(--vitae-color-accent, #1f5fbf); }
.uploads { list-style: none; padding: 0; display: grid; gap: 0.75em; }
.upload { border: 1px solid var(--vitae-color-border, #c9d1db); border-radius: var(--vitae-radius, 8px); padding: 0.75em; }
.upload-head { display: flex; justify-content: space-between; gap: 0.5em; align-items: center; flex-wrap: wrap; }
.file { font-weight: 600; overflow-wrap: anywhere; }
.card { display: grid; grid-template-columns: auto 1fr; gap: 0.75em; margin-top: 0.6em; align-items: start; }
.avatar { width: 64px; height: 64px; border-radius: 50%; object-fit: cover; background: var(--vitae-color-surface, #f5f7fa);
  display: grid; place-items: center; font-weight: 700; color: var(--vitae-color-muted, #4a5565); border: 1px solid var(--vitae-color-border, #c9d1db); }
.name { font-size: 1.1em; font-weight: 700; }
input[type="file"] { position: absolute; width: 1px; height: 1px; opacity: 0; }
`;

const MATCH_CSS = `
form { display: grid; gap: 0.6em; }
.results { list-style: none; padding: 0; display: grid; gap: 0.75em; }
.candidate { border: 1px solid var(--vitae-color-border, #c9d1db); border-radius: var(--vitae-radius, 8px); padding: 0.75em; display: grid; gap: 0.4em; }
.candidate-head { display: flex; justify-content: space-between; align-items: baseline; gap: 0.5em; flex-wrap: wrap; }
.candidate-name { font-weight: 700; font-size: 1.05em; background: none; border: none; color: var(--vitae-color-accent, #1f5fbf); padding: 0; text-decoration: underline; text-underline-offset: 2px; }
.score { font-weight: 700; font-variant-numeric: tabular-nums; }
.lists { display: grid; grid-template-columns: repeat(auto-fit, minmax(12em, 1fr)); gap: 0.5em; }
.lists h3 { font-size: 0.9em; }
.lists ul { padding-left: 1.2em; font-size: 0.92em; }
.strengths h3 { color: var(--vitae-color-success, #17663a); }
.gaps h3 { color: var(--vitae-color-danger, #b42318); }
`;

/** @type {Map<string, CSSStyleSheet | string>} */
const sheets = new Map();
/** Constructed stylesheets (allowed under a strict CSP); a <style> element where they are missing. */
function adoptStyles(/** @type {ShadowRoot} */ root, /** @type {string[]} */ cssTexts) {
  const canConstruct = 'adoptedStyleSheets' in Document.prototype && 'replaceSync' in CSSStyleSheet.prototype;
  for (const css of cssTexts) {
    if (!sheets.has(css)) {
      if (canConstruct) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        sheets.set(css, sheet);
      } else sheets.set(css, css);
    }
  }
  if (canConstruct) root.adoptedStyleSheets = cssTexts.map((c) => /** @type {CSSStyleSheet} */ (sheets.get(c)));
  else for (const css of cssTexts) root.append(h('style', {}, css));
}

/**
 * Importing this module where there is no DOM (a host's server-side rendering, Node) must not
 * throw: the client works there, the elements are simply not defined.
 */
const ElementBase = /** @type {typeof HTMLElement} */ (typeof HTMLElement === 'undefined' ? class {} : HTMLElement);

/** What both widgets share: configuration by attributes and `tokenProvider`, the client, events. */
class VitaeWidgetElement extends ElementBase {
  static get observedAttributes() {
    return ['base-url', 'tenant-id'];
  }

  /** @type {TokenProvider | null} */ #tokenProvider = null;
  /** @type {VitaeClient | null} */ #client = null;

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
  }

  connectedCallback() {
    // A host may set the property before this script defined the element: take that value over.
    if (Object.hasOwn(this, 'tokenProvider')) {
      const value = /** @type {any} */ (this).tokenProvider;
      delete (/** @type {any} */ (this).tokenProvider);
      this.tokenProvider = value;
    }
  }

  attributeChangedCallback() {
    this.#client = null;
  }

  /** @returns {TokenProvider | null} */
  get tokenProvider() {
    return this.#tokenProvider;
  }

  set tokenProvider(fn) {
    if (fn !== null && typeof fn !== 'function') throw new TypeError('tokenProvider must be a function returning a token (or a promise of one)');
    this.#tokenProvider = fn;
    this.#client = null;
  }

  /** The API client for the current configuration; throws when no token provider is set. */
  get client() {
    const provider = this.#tokenProvider;
    if (!provider) throw new VitaeApiError(0, 'no_token_provider', 'Set the element\'s tokenProvider before using it');
    if (!this.#client) {
      this.#client = new VitaeClient({ tokenProvider: provider, baseUrl: this.getAttribute('base-url'), tenantId: this.getAttribute('tenant-id') });
    }
    return this.#client;
  }

  /**
   * Dispatches `vitae-<name>` (bubbles, crosses the shadow boundary).
   * @param {string} name
   * @param {unknown} detail
   */
  emit(name, detail) {
    this.dispatchEvent(new CustomEvent(`vitae-${name}`, { detail, bubbles: true, composed: true }));
  }
}

// ---------------------------------------------------------------------------------------------
// <vitae-screen>

const STATUS_TEXT = /** @type {Record<string, string>} */ ({
  uploading: 'Uploading',
  queued: 'Queued',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
});

/**
 * Upload CVs and watch them become profiles.
 * Attributes: base-url, tenant-id, multiple (accept several files at once), label (drop zone text).
 * Events: vitae-uploaded {invocationId, fileName}, vitae-status {invocationId, fileName, status},
 *   vitae-completed {invocationId, fileName, profile, result}, vitae-error {invocationId, fileName, error}.
 * Method: upload(files) → Promise of the settled uploads.
 */
export class VitaeScreenElement extends VitaeWidgetElement {
  static get observedAttributes() {
    return [...VitaeWidgetElement.observedAttributes, 'multiple', 'label'];
  }

  /** @type {Set<string>} blob: URLs of photos shown, revoked when the element leaves the page */
  #objectUrls = new Set();
  #controller = new AbortController();
  #rendered = false;
  /** @type {HTMLInputElement | null} */ #input = null;
  /** @type {HTMLOListElement | null} */ #list = null;
  /** @type {HTMLElement | null} */ #live = null;

  connectedCallback() {
    super.connectedCallback();
    if (this.#controller.signal.aborted) this.#controller = new AbortController();
    if (!this.#rendered) this.#render();
  }

  disconnectedCallback() {
    this.#controller.abort(new DOMException('The widget left the page', 'AbortError'));
    for (const url of this.#objectUrls) URL.revokeObjectURL(url);
    this.#objectUrls.clear();
  }

  attributeChangedCallback() {
    super.attributeChangedCallback();
    if (this.#input) this.#input.multiple = this.hasAttribute('multiple');
  }

  #render() {
    this.#rendered = true;
    adoptStyles(this.root, [BASE_CSS, SCREEN_CSS]);
    const inputId = 'vitae-file';
    this.#input = h('input', {
      type: 'file',
      id: inputId,
      accept: '.pdf,.docx,.doc,.rtf,.odt,.html,.htm,.txt,.jpg,.jpeg,.png,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/msword,application/rtf,text/rtf,application/vnd.oasis.opendocument.text,text/html,text/plain,image/jpeg,image/png',
      multiple: this.hasAttribute('multiple'),
      // The visible button opens it: one tab stop, not two.
      tabindex: '-1',
      onchange: () => {
        const files = [...(this.#input?.files ?? [])];
        if (this.#input) this.#input.value = '';
        if (files.length) void this.upload(files);
      },
    });
    const chooseButton = h('button', { type: 'button', part: 'button', onclick: () => this.#input?.click() }, this.hasAttribute('multiple') ? 'Choose CV files' : 'Choose a CV');
    const zone = h(
      'div',
      { class: 'dropzone', part: 'dropzone' },
      h('p', {}, this.getAttribute('label') ?? 'Drop a CV here (PDF, DOCX, TXT, JPEG or PNG)'),
      h('label', { for: inputId, class: 'visually-hidden' }, 'CV file'),
      this.#input,
      chooseButton,
    );
    zone.addEventListener('dragover', (e) => {
      e.preventDefault();
      zone.dataset.over = '';
    });
    zone.addEventListener('dragleave', () => delete zone.dataset.over);
    zone.addEventListener('drop', (e) => {
      e.preventDefault();
      delete zone.dataset.over;
      const files = [...(e.dataTransfer?.files ?? [])];
      if (files.length) void this.upload(this.hasAttribute('multiple') ? files : files.slice(0, 1));
    });
    this.#list = h('ol', { class: 'uploads', part: 'list', 'aria-label': 'Uploaded CVs' });
    this.#live = h('div', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' });
    this.root.append(h('div', { class: 'stack' }, zone, this.#list, this.#live));
  }

  /**
   * Uploads files and follows each to completion or failure (three at a time).
   * @param {Iterable<File> | ArrayLike<File>} files
   * @returns {Promise<PromiseSettledResult<CompletedResult>[]>}
   */
  async upload(files) {
    const queue = Array.from(files);
    /** @type {PromiseSettledResult<CompletedResult>[]} */
    const settled = [];
    const items = queue.map((file) => ({ file, row: this.#addRow(file.name) }));
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        const i = next++;
        const item = /** @type {(typeof items)[number]} */ (items[i]);
        try {
          settled[i] = { status: 'fulfilled', value: await this.#follow(item.file, item.row) };
        } catch (reason) {
          settled[i] = { status: 'rejected', reason };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(3, items.length) }, worker));
    return settled;
  }

  /** Removes finished uploads from the list. */
  reset() {
    for (const li of [...(this.#list?.children ?? [])]) {
      const s = li.querySelector('.status')?.getAttribute('data-status');
      if (s === 'completed' || s === 'failed') li.remove();
    }
  }

  #addRow(/** @type {string} */ fileName) {
    const status = h('span', { class: 'status', part: 'status', 'data-status': 'uploading' }, STATUS_TEXT.uploading ?? '');
    const body = h('div', { class: 'upload-body' });
    const li = h('li', { class: 'upload', part: 'item' }, h('div', { class: 'upload-head' }, h('span', { class: 'file' }, fileName), status), body);
    this.#list?.prepend(li);
    return { li, status, body, fileName };
  }

  /**
   * @param {File} file
   * @param {{ li: HTMLLIElement, status: HTMLSpanElement, body: HTMLDivElement, fileName: string }} row
   */
  async #follow(file, row) {
    const setStatus = (/** @type {string} */ s, /** @type {string} */ invocationId) => {
      row.status.dataset.status = s;
      row.status.textContent = STATUS_TEXT[s] ?? s;
      if (this.#live) this.#live.textContent = `${row.fileName}: ${STATUS_TEXT[s] ?? s}`;
      if (invocationId) this.emit('status', { invocationId, fileName: row.fileName, status: s });
    };
    let invocationId = '';
    try {
      const client = this.client;
      const uploaded = await client.upload(file, { signal: this.#controller.signal, idempotencyKey: crypto.randomUUID?.() });
      invocationId = uploaded.invocationId;
      row.li.dataset.invocationId = invocationId;
      this.emit('uploaded', { invocationId, fileName: row.fileName });
      setStatus(uploaded.status === 'completed' ? 'processing' : uploaded.status, invocationId);
      const result = await client.waitForResult(invocationId, {
        signal: this.#controller.signal,
        onStatus: (s) => setStatus(s, invocationId),
      });
      setStatus('completed', invocationId);
      await this.#renderSummary(row.body, result);
      this.emit('completed', { invocationId, fileName: row.fileName, profile: result.profile, result });
      return result;
    } catch (err) {
      if (this.#controller.signal.aborted) throw err;
      setStatus('failed', invocationId);
      row.body.replaceChildren(h('p', { class: 'error', part: 'error' }, describeError(err)));
      const error = err instanceof VitaeApiError ? err.toJSON() : { status: 0, code: 'client_error', detail: describeError(err) };
      this.emit('error', { invocationId: invocationId || null, fileName: row.fileName, error });
      throw err;
    }
  }

  /**
   * @param {HTMLElement} container
   * @param {CompletedResult} result
   */
  async #renderSummary(container, result) {
    const p = result.profile ?? {};
    const personal = p.personal ?? {};
    const job = p.jobProfile ?? {};
    const name = personal.fullName || 'Name not found';
    const initials = name.split(/\s+/).map((w) => w[0] ?? '').slice(0, 2).join('').toUpperCase();
    /** @type {HTMLElement} */
    let avatar = h('div', { class: 'avatar', 'aria-hidden': 'true' }, initials);
    if (p.photo?.found) {
      try {
        const url = await this.client.photoUrl(result.invocationId, { signal: this.#controller.signal });
        if (url) {
          this.#objectUrls.add(url);
          avatar = h('img', { class: 'avatar', src: url, alt: `Photo of ${name}`, part: 'photo' });
        }
      } catch {
        // The summary stands without its photo.
      }
    }
    const skills = [...(p.skills ?? [])].sort((a, b) => (b.saliency ?? 0) - (a.saliency ?? 0)).slice(0, 8);
    const contact = [personal.emails?.[0], personal.phones?.[0]?.e164 ?? personal.phones?.[0]?.raw, personal.location?.raw ?? personal.location?.city]
      .filter(Boolean)
      .join(' · ');
    const experience = formatMonths(job.totalExperienceMonths);
    container.replaceChildren(
      h(
        'div',
        { class: 'card', part: 'card' },
        avatar,
        h(
          'div',
          { class: 'stack' },
          h('p', { class: 'name' }, name),
          job.title ? h('p', {}, job.title, experience ? h('span', { class: 'muted' }, ` · ${experience}`) : null) : null,
          contact ? h('p', { class: 'muted' }, contact) : null,
          skills.length ? h('ul', { class: 'chips', 'aria-label': 'Main skills' }, ...skills.map((s) => h('li', {}, s.name))) : null,
          p.languages?.length
            ? h('p', { class: 'muted' }, p.languages.map((/** @type {any} */ l) => (l.level ? `${l.name} (${l.level})` : l.name)).join(', '))
            : null,
        ),
      ),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// <vitae-match>

/**
 * Job description → ranked candidates with score, strengths and gaps.
 * Attributes: base-url, tenant-id, limit (candidates shown, default 10), label (textarea label).
 * Events: vitae-results {total, profiles, requirements}, vitae-select {id, name, score} when a
 *   candidate's name is activated, vitae-error {error}.
 * Method: search(query) → Promise of the answer.
 */
export class VitaeMatchElement extends VitaeWidgetElement {
  #rendered = false;
  /** @type {HTMLTextAreaElement | null} */ #text = null;
  /** @type {HTMLButtonElement | null} */ #button = null;
  /** @type {HTMLElement | null} */ #status = null;
  /** @type {HTMLOListElement | null} */ #results = null;
  /** @type {AbortController | null} */ #inFlight = null;

  connectedCallback() {
    super.connectedCallback();
    if (!this.#rendered) this.#render();
  }

  disconnectedCallback() {
    this.#inFlight?.abort();
  }

  #render() {
    this.#rendered = true;
    adoptStyles(this.root, [BASE_CSS, MATCH_CSS]);
    this.#text = h('textarea', { id: 'vitae-jd', name: 'query', required: true, maxlength: 20000, part: 'textarea' });
    this.#button = h('button', { type: 'submit', part: 'button' }, 'Find candidates');
    this.#status = h('p', { class: 'muted', role: 'status', 'aria-live': 'polite', part: 'status' });
    this.#results = h('ol', { class: 'results', part: 'list', 'aria-label': 'Ranked candidates' });
    const form = h(
      'form',
      {
        part: 'form',
        onsubmit: (e) => {
          e.preventDefault();
          void this.search(this.#text?.value ?? '').catch(() => {});
        },
      },
      h('label', { for: 'vitae-jd' }, this.getAttribute('label') ?? 'Job description'),
      this.#text,
      h('div', {}, this.#button),
    );
    this.root.append(h('div', { class: 'stack' }, form, this.#status, this.#results));
  }

  /** @param {string} query */
  async search(query) {
    const text = query.trim();
    if (!text) {
      if (this.#status) this.#status.textContent = 'Paste a job description first.';
      this.#text?.focus();
      throw new VitaeApiError(0, 'empty_query', 'The job description is empty');
    }
    if (this.#text && this.#text.value !== query) this.#text.value = query;
    this.#inFlight?.abort();
    const controller = new AbortController();
    this.#inFlight = controller;
    if (this.#button) this.#button.disabled = true;
    if (this.#status) this.#status.textContent = 'Searching…';
    this.setAttribute('aria-busy', 'true');
    try {
      const limit = Math.min(Math.max(Number(this.getAttribute('limit')) || 10, 1), 100);
      const answer = await this.client.search(text, { limit, signal: controller.signal });
      this.#show(answer);
      this.emit('results', { total: answer.total, profiles: answer.profiles, requirements: answer.requirements });
      return answer;
    } catch (err) {
      if (controller.signal.aborted) throw err;
      if (this.#status) this.#status.textContent = describeError(err);
      this.#status?.classList.add('error');
      const error = err instanceof VitaeApiError ? err.toJSON() : { status: 0, code: 'client_error', detail: describeError(err) };
      this.emit('error', { error });
      throw err;
    } finally {
      if (this.#inFlight === controller) {
        this.#inFlight = null;
        if (this.#button) this.#button.disabled = false;
        this.removeAttribute('aria-busy');
      }
    }
  }

  /** @param {SearchAnswer} answer */
  #show(answer) {
    if (!this.#status || !this.#results) return;
    this.#status.classList.remove('error');
    const n = answer.profiles.length;
    this.#status.textContent =
      answer.total === 0 ? 'No candidates yet for this tenant.' : `${answer.total} candidate${answer.total === 1 ? '' : 's'} ranked${n < answer.total ? `, best ${n} shown` : ''}.`;
    this.#results.replaceChildren(
      ...answer.profiles.map((c, i) => {
        const pct = Math.round((c.score ?? 0) * 100);
        const nameButton = h(
          'button',
          { type: 'button', class: 'candidate-name', part: 'candidate-name', onclick: () => this.emit('select', { id: c.id, name: c.name, score: c.score }) },
          c.name || 'Unnamed candidate',
        );
        const bar = h('div', { class: 'bar', 'aria-hidden': 'true' }, h('span'));
        bar.style.setProperty('--fill', `${pct}%`);
        return h(
          'li',
          { class: 'candidate', part: 'item', 'data-id': c.id },
          h('div', { class: 'candidate-head' }, h('span', {}, h('span', { class: 'muted' }, `${i + 1 + answer.offset}. `), nameButton), h('span', { class: 'score', part: 'score' }, `${pct}%`, h('span', { class: 'visually-hidden' }, ' match'))),
          c.title ? h('p', { class: 'muted' }, c.title) : null,
          bar,
          h(
            'div',
            { class: 'lists' },
            c.strengths?.length ? h('div', { class: 'strengths' }, h('h3', {}, 'Strengths'), h('ul', {}, ...c.strengths.map((/** @type {string} */ s) => h('li', {}, s)))) : null,
            c.gaps?.length ? h('div', { class: 'gaps' }, h('h3', {}, 'Gaps'), h('ul', {}, ...c.gaps.map((/** @type {string} */ s) => h('li', {}, s)))) : null,
          ),
        );
      }),
    );
  }
}

if (typeof customElements !== 'undefined') {
  if (!customElements.get('vitae-screen')) customElements.define('vitae-screen', VitaeScreenElement);
  if (!customElements.get('vitae-match')) customElements.define('vitae-match', VitaeMatchElement);
}

export { VERSION };
