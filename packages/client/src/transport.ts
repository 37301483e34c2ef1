/**
 * One API call, with the SDK's rules: bearer token from the token source; one renewal and retry
 * on 401; 429 and 503 waited out per Retry-After (bounded) and retried; network failures retried
 * only when repeating the request is safe (not a POST, unless it carries an Idempotency-Key);
 * every other error answer thrown as a typed VitaeError.
 */
import { errorFromResponse, parseRetryAfter, VitaeNetworkError } from './errors.ts';
import type { TokenSource } from './token-provider.ts';

export interface TransportOptions {
  baseUrl: string;
  tokens: TokenSource;
  fetch: typeof fetch;
  /** Retries of 429/503/network failures (default 2). */
  maxRetries: number;
  /** Longest Retry-After the SDK waits out by itself (default 30 s); longer ones are thrown. */
  maxRetryWaitMs: number;
  userAgent?: string;
}

export interface ApiRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string | undefined>;
  /** JSON body (serialized here) or a FormData / string body. */
  json?: unknown;
  body?: FormData;
  /** Whether sending the request twice is harmless (decides retries after network failures). */
  idempotent?: boolean;
  signal?: AbortSignal;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** 0.5 s, 1 s, 2 s… with ±20 % jitter: the wait before a retry the server gave no Retry-After for. */
const backoffMs = (attempt: number) => Math.round(Math.min(8000, 500 * 2 ** attempt) * (0.8 + Math.random() * 0.4));

export class Transport {
  constructor(private readonly opts: TransportOptions) {}

  url(path: string, query?: ApiRequest['query']): string {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') qs.set(k, String(v));
    const s = qs.toString();
    return `${this.opts.baseUrl}${path}${s ? `?${s}` : ''}`;
  }

  /** Sends the request; resolves with any answer below 400 (and 422, which callers read), throws typed errors otherwise. */
  async send(req: ApiRequest, passThrough: number[] = []): Promise<Response> {
    const idempotent = req.idempotent ?? req.method !== 'POST';
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      const token = await this.opts.tokens.get();
      const headers: Record<string, string> = { accept: 'application/json, application/problem+json', authorization: `Bearer ${token}` };
      if (this.opts.userAgent) headers['user-agent'] = this.opts.userAgent;
      for (const [k, v] of Object.entries(req.headers ?? {})) if (v !== undefined) headers[k] = v;
      let body: BodyInit | undefined = req.body;
      if (req.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(req.json);
      }

      let res: Response;
      try {
        res = await this.opts.fetch(this.url(req.path, req.query), { method: req.method, headers, body, signal: req.signal });
      } catch (err) {
        if (req.signal?.aborted) throw err;
        if (idempotent && attempt < this.opts.maxRetries) {
          await sleep(backoffMs(attempt), req.signal);
          continue;
        }
        throw new VitaeNetworkError({ status: 0, code: 'network_error', detail: `${req.method} ${req.path} failed: ${(err as Error).message}`, cause: err });
      }

      if (res.status === 401 && !renewed && this.opts.tokens.invalidate(token)) {
        renewed = true;
        await res.body?.cancel();
        continue;
      }
      if ((res.status === 429 || res.status === 503) && attempt < this.opts.maxRetries) {
        const retryAfter = parseRetryAfter(res.headers.get('retry-after'));
        const waitMs = retryAfter !== undefined ? retryAfter * 1000 : backoffMs(attempt);
        if (waitMs <= this.opts.maxRetryWaitMs) {
          await res.body?.cancel();
          await sleep(waitMs, req.signal);
          continue;
        }
      }
      if (res.status < 400 || passThrough.includes(res.status)) return res;
      throw errorFromResponse(res.status, res.headers, await readBody(res));
    }
  }

  /** `send` and parse the JSON answer. */
  async json<T>(req: ApiRequest): Promise<T> {
    const res = await this.send(req);
    return (await readBody(res)) as T;
  }
}

export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
