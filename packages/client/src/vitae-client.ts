/**
 * The Vitae client. One object per Vitae deployment and credential; the tenant is chosen per
 * call (`{ tenantId }`), or once with `forTenant(id)`, so an HR platform serving many customer
 * tenants uses one client and one cached token for all of them.
 *
 *   const vitae = new VitaeClient({ baseUrl, clientId, clientSecret });
 *   const { invocationId } = await vitae.screen(await openAsBlob('cv.pdf'), { tenantId });
 *   const result = await vitae.waitForResult(invocationId, { tenantId, timeoutMs: 120_000 });
 *   const ranked = await vitae.search('Senior Java developer, Spring, 5+ years', { tenantId });
 */
import { VitaeInvocationFailedError, VitaeTimeoutError } from './errors.ts';
import { DEFAULT_POLL_TIMING, nextPollDelayMs, type PollTiming } from './polling.ts';
import { CallbackTokens, ClientCredentialsTokens, type TokenSource } from './token-provider.ts';
import { readBody, sleep, Transport } from './transport.ts';
import type {
  CompletedResult,
  CreateWebhookBody,
  DeliveryStatus,
  FailedState,
  FileInput,
  JsonResume,
  JsonResumeState,
  NewWebhook,
  ParseJobResult,
  PendingResult,
  ResultState,
  SearchParameters,
  SearchResult,
  UploadAccepted,
  Webhook,
  WebhookDelivery,
} from './types.ts';

export interface VitaeClientOptions {
  /** e.g. `https://vitae.example.com` (no trailing slash needed). */
  baseUrl: string;
  /** OAuth2 client credentials; the SDK fetches, caches and renews tokens itself. */
  clientId?: string;
  clientSecret?: string;
  /** Or a token from elsewhere (an identity provider Vitae trusts); called before each request. */
  accessToken?: () => string | Promise<string>;
  /** Narrow issued tokens to these scopes (space-separated). */
  scope?: string;
  /**
   * Narrow issued tokens to this one of the client's tenants (`tenant_id` at the token endpoint):
   * such a token cannot act for the client's other tenants, e.g. when it is handed to a browser.
   */
  tokenTenantId?: string;
  /** Tenant for calls that name none (a client of exactly one tenant may omit it everywhere). */
  tenantId?: string;
  /** Renew a token this long before it expires (default 300 s; at most 90 % of its lifetime). */
  tokenRenewBeforeSeconds?: number;
  /** Retries of 429/503 and of network failures of safe requests (default 2). */
  maxRetries?: number;
  /** Longest Retry-After waited out automatically (default 30 000 ms). */
  maxRetryWaitMs?: number;
  /** A fetch implementation (default: the global one). */
  fetch?: typeof fetch;
  /** Server-side only: a User-Agent for Vitae's logs. */
  userAgent?: string;
  /** The clock, in ms since the epoch (default Date.now): decides token renewal. */
  now?: () => number;
}

export interface CallOptions {
  /** The tenant this call acts for (default: the client's `tenantId`). */
  tenantId?: string;
  signal?: AbortSignal;
}

export interface ScreenOptions extends CallOptions {
  /** Makes a retried upload return the same invocation instead of a second one. */
  idempotencyKey?: string;
  fileName?: string;
}

export interface UploadResult extends UploadAccepted {
  /** Where the result is polled. */
  location: string | undefined;
  /** True when the Idempotency-Key matched an earlier upload. */
  replayed: boolean;
}

export interface WaitOptions extends CallOptions, Partial<PollTiming> {
  /** Give up (VitaeTimeoutError) after this long (default 120 000 ms). */
  timeoutMs?: number;
}

export type SearchOptions = CallOptions & Omit<SearchParameters, 'query' | 'tenantId'>;

export interface DeliveryQuery extends CallOptions {
  status?: DeliveryStatus;
  /** Only deliveries created before this instant (ISO 8601): the next page. */
  before?: string;
  limit?: number;
}

interface Shared {
  transport: Transport;
  tokens: TokenSource;
}

const DEFAULT_WAIT_MS = 120_000;

export class VitaeClient {
  private readonly shared: Shared;
  private readonly defaultTenant: string | undefined;
  /** Webhook subscriptions of a tenant (scope screen:write to change, screen:read to read). */
  readonly webhooks: WebhookApi;

  constructor(options: VitaeClientOptions);
  /** @internal a tenant-bound view sharing the token cache. */
  constructor(options: VitaeClientOptions, shared: Shared);
  constructor(options: VitaeClientOptions, shared?: Shared) {
    this.defaultTenant = options.tenantId;
    this.shared = shared ?? VitaeClient.build(options);
    this.webhooks = new WebhookApi(this.shared.transport, (o) => this.tenantOf(o));
  }

  private static build(o: VitaeClientOptions): Shared {
    const baseUrl = o.baseUrl.replace(/\/+$/, '');
    const fetchImpl = o.fetch ?? globalThis.fetch.bind(globalThis);
    let tokens: TokenSource;
    if (o.accessToken) tokens = new CallbackTokens(o.accessToken);
    else if (o.clientId && o.clientSecret) {
      tokens = new ClientCredentialsTokens({
        baseUrl,
        clientId: o.clientId,
        clientSecret: o.clientSecret,
        scope: o.scope,
        tokenTenantId: o.tokenTenantId,
        renewBeforeSeconds: o.tokenRenewBeforeSeconds,
        fetch: fetchImpl,
        now: o.now ?? Date.now,
      });
    } else throw new TypeError('VitaeClient needs clientId and clientSecret, or accessToken');
    const transport = new Transport({
      baseUrl,
      tokens,
      fetch: fetchImpl,
      maxRetries: o.maxRetries ?? 2,
      maxRetryWaitMs: o.maxRetryWaitMs ?? 30_000,
      userAgent: o.userAgent,
    });
    return { transport, tokens };
  }

  /** The same client acting for `tenantId` by default; shares the token cache with this one. */
  forTenant(tenantId: string): VitaeClient {
    return new VitaeClient({ baseUrl: '', tenantId }, this.shared);
  }

  /** Tokens fetched so far by this client (and its tenant views), when it uses client credentials. */
  get tokensIssued(): number {
    return this.shared.tokens instanceof ClientCredentialsTokens ? this.shared.tokens.issued : 0;
  }

  // ---- Screen ----

  /** Uploads a CV; answers at once with its invocationId. The format is read from the bytes. */
  async screen(file: FileInput, opts: ScreenOptions = {}): Promise<UploadResult> {
    const form = new FormData();
    const tenantId = this.tenantOf(opts);
    if (tenantId) form.set('tenantId', tenantId);
    form.set('file', toBlob(file), opts.fileName ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'cv'));
    const res = await this.shared.transport.send({
      method: 'POST',
      path: '/cv-screening/upload',
      body: form,
      headers: { 'idempotency-key': opts.idempotencyKey },
      idempotent: opts.idempotencyKey !== undefined,
      signal: opts.signal,
    });
    const body = (await readBody(res)) as UploadAccepted;
    return { ...body, location: res.headers.get('location') ?? undefined, replayed: res.headers.get('idempotent-replayed') === 'true' };
  }

  /** The result now: pending (with retryAfterSeconds), completed (with the profile), or failed (with its code). */
  async getResult(invocationId: string, opts: CallOptions = {}): Promise<ResultState> {
    return this.readResult<CompletedResult>(invocationId, opts, undefined, (body) => body as CompletedResult);
  }

  /** The result as a JSON Resume document once completed (https://jsonresume.org/schema). */
  async getJsonResume(invocationId: string, opts: CallOptions = {}): Promise<JsonResumeState> {
    return this.readResult(invocationId, opts, 'json-resume', (body) => ({ status: 'completed' as const, invocationId, document: body as JsonResume }));
  }

  /**
   * Polls until the CV is processed, waiting as the server's Retry-After says (with backoff).
   * Resolves with the completed result; throws VitaeInvocationFailedError when it failed and
   * VitaeTimeoutError after `timeoutMs`.
   */
  async waitForResult(invocationId: string, opts: WaitOptions = {}): Promise<CompletedResult> {
    const state = await this.poll(invocationId, opts, () => this.getResult(invocationId, opts));
    return state as CompletedResult;
  }

  /** `waitForResult`, answering the JSON Resume document. */
  async waitForJsonResume(invocationId: string, opts: WaitOptions = {}): Promise<JsonResume> {
    const state = await this.poll(invocationId, opts, () => this.getJsonResume(invocationId, opts));
    return (state as { document: JsonResume }).document;
  }

  /** Uploads and waits: `screen` then `waitForResult`. */
  async screenAndWait(file: FileInput, opts: ScreenOptions & WaitOptions = {}): Promise<CompletedResult> {
    const { invocationId } = await this.screen(file, opts);
    return this.waitForResult(invocationId, opts);
  }

  /** The cropped headshot (JPEG) of a completed result whose profile has `photo.found`. */
  async getPhoto(invocationId: string, opts: CallOptions = {}): Promise<Blob> {
    const res = await this.shared.transport.send({
      method: 'GET',
      path: `/cv-screening/${encodeURIComponent(invocationId)}/photo`,
      headers: { tenantId: this.tenantOf(opts) },
      signal: opts.signal,
    });
    return res.blob();
  }

  /** Erases the CV, its profile, photo and search entry (GDPR erasure). */
  async deleteResult(invocationId: string, opts: CallOptions = {}): Promise<void> {
    const res = await this.shared.transport.send({
      method: 'DELETE',
      path: `/cv-screening/${encodeURIComponent(invocationId)}`,
      headers: { tenantId: this.tenantOf(opts) },
      signal: opts.signal,
    });
    await res.body?.cancel();
  }

  // ---- Match ----

  /** Ranks the tenant's profiles for a job description (free text, any of the six languages). */
  async search(query: string, opts: SearchOptions = {}): Promise<SearchResult> {
    const { tenantId: _t, signal, ...params } = opts;
    return this.shared.transport.json<SearchResult>({
      method: 'GET',
      path: '/direct-search',
      query: { ...params, query, tenantId: this.tenantOf(opts) },
      signal,
    });
  }

  /** What Match understands of a job description (the `requirements` a search carries), without searching. */
  async parseJob(query: string, opts: CallOptions = {}): Promise<ParseJobResult> {
    return this.shared.transport.json<ParseJobResult>({
      method: 'POST',
      path: '/jobs/parse',
      json: { query, tenantId: this.tenantOf(opts) },
      // Reading changes nothing: safe to retry like a GET.
      idempotent: true,
      signal: opts.signal,
    });
  }

  // ---- internals ----

  private tenantOf(opts: CallOptions): string | undefined {
    return opts.tenantId ?? this.defaultTenant;
  }

  private async readResult<T>(
    invocationId: string,
    opts: CallOptions,
    format: 'json-resume' | undefined,
    completed: (body: unknown) => T,
  ): Promise<PendingResult & { retryAfterSeconds: number | undefined } | T | FailedState> {
    const res = await this.shared.transport.send(
      {
        method: 'GET',
        path: `/cv-screening/${encodeURIComponent(invocationId)}`,
        query: { format },
        headers: { tenantId: this.tenantOf(opts) },
        signal: opts.signal,
      },
      [422],
    );
    const body = (await readBody(res)) as Record<string, unknown>;
    if (res.status === 422) {
      return {
        status: 'failed',
        invocationId: String(body.invocationId ?? invocationId),
        code: String(body.code ?? 'processing_failed'),
        detail: String(body.detail ?? ''),
        requestId: typeof body.requestId === 'string' ? body.requestId : undefined,
      };
    }
    if (res.status === 202) {
      const retryAfter = Number(res.headers.get('retry-after'));
      return { ...(body as unknown as PendingResult), retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined };
    }
    return completed(body);
  }

  private async poll<S extends { status: string }>(invocationId: string, opts: WaitOptions, read: () => Promise<S>): Promise<S> {
    const timeoutMs = opts.timeoutMs ?? DEFAULT_WAIT_MS;
    const deadline = Date.now() + timeoutMs;
    const timing = { minIntervalMs: opts.minIntervalMs ?? DEFAULT_POLL_TIMING.minIntervalMs, maxIntervalMs: opts.maxIntervalMs ?? DEFAULT_POLL_TIMING.maxIntervalMs };
    for (let polls = 0; ; polls++) {
      const state = await read();
      if (state.status === 'completed') return state;
      if (state.status === 'failed') {
        const f = state as unknown as FailedState;
        throw new VitaeInvocationFailedError({
          status: 422,
          code: f.code,
          detail: f.detail,
          requestId: f.requestId,
          problem: { invocationId: f.invocationId, invocationStatus: 'failed', code: f.code, detail: f.detail },
        });
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new VitaeTimeoutError({
          status: 0,
          code: 'wait_timeout',
          detail: `invocation ${invocationId} was still ${state.status} after ${timeoutMs} ms; it may complete later`,
          problem: { invocationId, invocationStatus: state.status },
        });
      }
      const retryAfter = (state as { retryAfterSeconds?: number }).retryAfterSeconds;
      await sleep(nextPollDelayMs(retryAfter, polls, left, timing), opts.signal);
    }
  }
}

/** Webhook subscriptions of a tenant: `vitae.webhooks.create({ url }, { tenantId })`. */
export class WebhookApi {
  constructor(
    private readonly transport: Transport,
    private readonly tenantOf: (o: CallOptions) => string | undefined,
  ) {}

  /** Subscribes a URL; the answer holds the signing `secret`, shown this once. */
  create(body: CreateWebhookBody, opts: CallOptions = {}): Promise<NewWebhook> {
    return this.transport.json<NewWebhook>({ method: 'POST', path: '/webhooks', json: body, headers: this.tenant(opts), signal: opts.signal });
  }

  async list(opts: CallOptions = {}): Promise<Webhook[]> {
    return (await this.transport.json<{ webhooks: Webhook[] }>({ method: 'GET', path: '/webhooks', headers: this.tenant(opts), signal: opts.signal })).webhooks;
  }

  get(webhookId: string, opts: CallOptions = {}): Promise<Webhook> {
    return this.transport.json<Webhook>({ method: 'GET', path: `/webhooks/${encodeURIComponent(webhookId)}`, headers: this.tenant(opts), signal: opts.signal });
  }

  async delete(webhookId: string, opts: CallOptions = {}): Promise<void> {
    const res = await this.transport.send({ method: 'DELETE', path: `/webhooks/${encodeURIComponent(webhookId)}`, headers: this.tenant(opts), signal: opts.signal });
    await res.body?.cancel();
  }

  /** A new secret, effective at once (also for retries of pending deliveries). */
  rotateSecret(webhookId: string, opts: CallOptions = {}): Promise<NewWebhook> {
    return this.transport.json<NewWebhook>({
      method: 'POST',
      path: `/webhooks/${encodeURIComponent(webhookId)}/rotate-secret`,
      headers: this.tenant(opts),
      signal: opts.signal,
    });
  }

  /** Deliveries, newest first, each with its attempts (status code, latency, error). */
  async deliveries(webhookId: string, opts: DeliveryQuery = {}): Promise<WebhookDelivery[]> {
    const res = await this.transport.json<{ deliveries: WebhookDelivery[] }>({
      method: 'GET',
      path: `/webhooks/${encodeURIComponent(webhookId)}/deliveries`,
      query: { status: opts.status, before: opts.before, limit: opts.limit },
      headers: this.tenant(opts),
      signal: opts.signal,
    });
    return res.deliveries;
  }

  private tenant(opts: CallOptions) {
    return { tenantId: this.tenantOf(opts) };
  }
}

function toBlob(file: FileInput): Blob {
  if (file instanceof Blob) return file;
  if (file instanceof ArrayBuffer) return new Blob([file]);
  // Copies the view's bytes: a view may cover part of a larger (or shared) buffer.
  return new Blob([new Uint8Array(file.buffer, file.byteOffset, file.byteLength).slice()]);
}
