/**
 * Typed errors of the SDK. Every error the API answers (application/problem+json, RFC 9457, and
 * the token endpoint's RFC 6749 `{error, error_description}`) becomes a VitaeError subclass
 * chosen by status, carrying the problem's stable `code`, `detail` and `requestId`. `kind` is a
 * discriminant for `switch` statements; `instanceof` works as well.
 */

export type VitaeErrorKind =
  | 'bad_request'
  | 'auth'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_format'
  | 'invocation_failed'
  | 'rate_limited'
  | 'unavailable'
  | 'server'
  | 'network'
  | 'timeout'
  | 'signature';

export interface ProblemDocument {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  instance?: string;
  requestId?: string;
  [member: string]: unknown;
}

export interface VitaeErrorInit {
  status: number;
  code: string;
  detail: string;
  title?: string;
  requestId?: string;
  problem?: ProblemDocument;
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class VitaeError extends Error {
  readonly kind: VitaeErrorKind = 'server';
  /** HTTP status; 0 when no answer came (network, client-side timeout, signature). */
  readonly status: number;
  /** Stable machine-readable code (`tenant_forbidden`, `invalid_client`, `encrypted_pdf`…). */
  readonly code: string;
  readonly detail: string;
  readonly title: string | undefined;
  /** Quote it to support: the server logs it with the request. */
  readonly requestId: string | undefined;
  /** The problem document as answered, with any extra members. */
  readonly problem: ProblemDocument | undefined;
  /** From Retry-After, when the server sent one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: VitaeErrorInit) {
    super(`${init.code}: ${init.detail}`, { cause: init.cause });
    this.name = new.target.name;
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.title = init.title;
    this.requestId = init.requestId;
    this.problem = init.problem;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** 400: the request is malformed (`validation_failed` lists `errors`), names no tenant, two tenants… */
export class VitaeBadRequestError extends VitaeError {
  override readonly kind = 'bad_request' as const;
  get errors(): { path: string; message: string }[] {
    return Array.isArray(this.problem?.errors) ? (this.problem.errors as { path: string; message: string }[]) : [];
  }
}
/** 401, or the token endpoint refusing the credentials (`invalid_client`). */
export class VitaeAuthError extends VitaeError {
  override readonly kind = 'auth' as const;
}
/** 403: missing scope (`insufficient_scope`), a tenant the client may not act for, a disabled tenant. */
export class VitaeForbiddenError extends VitaeError {
  override readonly kind = 'forbidden' as const;
}
/** 404: no such resource for this tenant (another tenant's ids are 404 too). */
export class VitaeNotFoundError extends VitaeError {
  override readonly kind = 'not_found' as const;
}
/** 409: e.g. an Idempotency-Key reused with another file. */
export class VitaeConflictError extends VitaeError {
  override readonly kind = 'conflict' as const;
}
/** 413: the file is over the server's upload limit. */
export class VitaePayloadTooLargeError extends VitaeError {
  override readonly kind = 'payload_too_large' as const;
}
/** 415: the bytes are not in an accepted format (PDF, DOCX, DOC, RTF, ODT, HTML, text, JPEG, PNG); the problem lists them in `acceptedFormats`. */
export class VitaeUnsupportedFormatError extends VitaeError {
  override readonly kind = 'unsupported_format' as const;
}
/** 422: the CV was processed and failed for good; `code` says why (`no_text_found`, `encrypted_pdf`…). */
export class VitaeInvocationFailedError extends VitaeError {
  override readonly kind = 'invocation_failed' as const;
  get invocationId(): string | undefined {
    return typeof this.problem?.invocationId === 'string' ? this.problem.invocationId : undefined;
  }
}
/** 429 after the SDK's own retries. */
export class VitaeRateLimitedError extends VitaeError {
  override readonly kind = 'rate_limited' as const;
}
/** 503 after the SDK's own retries (queue full, shutting down). */
export class VitaeUnavailableError extends VitaeError {
  override readonly kind = 'unavailable' as const;
}
/** 5xx other than 503, or an answer the SDK cannot read. */
export class VitaeServerError extends VitaeError {
  override readonly kind = 'server' as const;
}
/** No answer: connection refused, DNS, reset… (`cause` holds the underlying error). */
export class VitaeNetworkError extends VitaeError {
  override readonly kind = 'network' as const;
}
/** `waitForResult` ran out of time; the invocation may still complete later. */
export class VitaeTimeoutError extends VitaeError {
  override readonly kind = 'timeout' as const;
}
/** A webhook whose signature does not verify (wrong secret, changed body, too old). */
export class VitaeSignatureError extends VitaeError {
  override readonly kind = 'signature' as const;
}

export type AnyVitaeError =
  | VitaeBadRequestError
  | VitaeAuthError
  | VitaeForbiddenError
  | VitaeNotFoundError
  | VitaeConflictError
  | VitaePayloadTooLargeError
  | VitaeUnsupportedFormatError
  | VitaeInvocationFailedError
  | VitaeRateLimitedError
  | VitaeUnavailableError
  | VitaeServerError
  | VitaeNetworkError
  | VitaeTimeoutError
  | VitaeSignatureError;

const BY_STATUS: Record<number, new (init: VitaeErrorInit) => VitaeError> = {
  400: VitaeBadRequestError,
  401: VitaeAuthError,
  403: VitaeForbiddenError,
  404: VitaeNotFoundError,
  409: VitaeConflictError,
  413: VitaePayloadTooLargeError,
  415: VitaeUnsupportedFormatError,
  422: VitaeInvocationFailedError,
  429: VitaeRateLimitedError,
  503: VitaeUnavailableError,
};

/** Retry-After in seconds (delta or HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v);
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Builds the typed error for an error answer whose body was already read. */
export function errorFromResponse(status: number, headers: Headers, body: unknown): VitaeError {
  const doc = (body && typeof body === 'object' ? body : {}) as ProblemDocument & { error?: string; error_description?: string };
  // RFC 6749 token errors: {error, error_description}; 400/401 both mean the credentials or grant are wrong.
  if (typeof doc.error === 'string' && doc.code === undefined) {
    return new VitaeAuthError({
      status,
      code: doc.error,
      detail: doc.error_description ?? doc.error,
      requestId: headers.get('x-request-id') ?? undefined,
    });
  }
  const Cls = BY_STATUS[status] ?? (status >= 500 ? VitaeServerError : status === 401 ? VitaeAuthError : VitaeBadRequestError);
  return new Cls({
    status,
    code: typeof doc.code === 'string' ? doc.code : `http_${status}`,
    detail: typeof doc.detail === 'string' ? doc.detail : typeof body === 'string' && body ? body.slice(0, 300) : `HTTP ${status}`,
    title: doc.title,
    requestId: doc.requestId ?? headers.get('x-request-id') ?? undefined,
    problem: body && typeof body === 'object' ? doc : undefined,
    retryAfterSeconds: parseRetryAfter(headers.get('retry-after')),
  });
}
