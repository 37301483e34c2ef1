/**
 * One HTTP POST of a webhook: the only place webhooks touch the network. The host name is
 * resolved here and every address checked against the URL policy; the socket connects to the
 * address that passed (a custom `lookup`), so DNS cannot point the request elsewhere after the
 * check. Redirects are not followed; the response body is read and discarded (bounded).
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './url-policy.ts';

export interface SendOptions {
  timeoutMs: number;
  allowPrivateNetworks: boolean;
  /** Plain http (a subscription made while VITAE_WEBHOOK_ALLOW_HTTP was on is not sent once it is off). */
  allowHttp: boolean;
  signal?: AbortSignal;
}

export interface SendOutcome {
  ok: boolean;
  /** null when no HTTP answer came. */
  status: number | null;
  latencyMs: number;
  error: string | null;
  retryAfter?: string;
}

const MAX_RESPONSE_BYTES = 64 * 1024;

export class BlockedAddressError extends Error {
  constructor(host: string) {
    super(`${host} resolves to a loopback, private or reserved address`);
    this.name = 'BlockedAddressError';
  }
}

/** A `lookup` that refuses non-public addresses (unless allowed) and hands the socket only checked ones. */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const usable = allowPrivate ? addresses : addresses.filter((a) => isPublicAddress(a.address));
      // Any private answer makes the whole name suspect (a rebinding name often answers both).
      if (usable.length === 0 || usable.length < addresses.length) {
        return callback(new BlockedAddressError(hostname), '', 0);
      }
      if ((options as LookupOptions).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      return callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NODATA', 'EAI_NONAME', 'EAI_FAIL']);

/**
 * What the delivery log says of a failed attempt: a category, never the raw network error. The
 * log is shown to the client that registered the URL, and raw errors ("connect ECONNREFUSED
 * 10.0.0.7:5432" against "EHOSTUNREACH") would turn webhooks into a probe of the network the
 * service runs in.
 */
export function describeFailure(err: unknown): string {
  const e = err as NodeJS.ErrnoException & { cause?: unknown };
  if (e?.name === 'BlockedAddressError') return e.message;
  if (e?.name === 'AbortError' || e?.code === 'ABORT_ERR') return 'timed out';
  if (e?.code && DNS_CODES.has(e.code)) return 'host name not found';
  if (e?.code && /^(?:ERR_TLS|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|ERR_SSL)/.test(e.code)) return 'TLS handshake failed';
  return 'connection failed';
}

export function postWebhook(url: string, body: string, headers: Record<string, string>, opts: SendOptions): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (target.protocol !== 'https:' && !(target.protocol === 'http:' && opts.allowHttp)) {
    return Promise.resolve({ ok: false, status: null, latencyMs: 0, error: `${target.protocol} URLs are not allowed (VITAE_WEBHOOK_ALLOW_HTTP)` });
  }
  if (!opts.allowPrivateNetworks && isIP(host) && !isPublicAddress(host)) {
    return Promise.resolve({ ok: false, status: null, latencyMs: 0, error: new BlockedAddressError(host).message });
  }
  const signals = [AbortSignal.timeout(opts.timeoutMs), ...(opts.signal ? [opts.signal] : [])];
  const signal = AbortSignal.any(signals);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;

  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    const finish = (o: SendOutcome) => {
      if (!settled) {
        settled = true;
        resolve(o);
      }
    };
    const req = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: checkedLookup(opts.allowPrivateNetworks),
        signal,
        // One connection per delivery: no pooled socket outlives the policy check that opened it.
        agent: false,
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        const retryAfter = typeof res.headers['retry-after'] === 'string' ? res.headers['retry-after'] : undefined;
        const outcome: SendOutcome = {
          ok,
          status,
          latencyMs: elapsed(),
          error: ok ? null : status >= 300 && status < 400 ? `redirect (${status}) not followed` : `HTTP ${status}`,
          ...(retryAfter ? { retryAfter } : {}),
        };
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) res.destroy();
        });
        res.on('end', () => finish(outcome));
        res.on('close', () => finish(outcome));
        res.on('error', () => finish(outcome));
      },
    );
    req.on('error', (err) => finish({ ok: false, status: null, latencyMs: elapsed(), error: describeFailure(signal.aborted ? { name: 'AbortError' } : err) }));
    req.end(body);
  });
}
