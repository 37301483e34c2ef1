/**
 * The one error hierarchy of Vitae. Each class fixes an HTTP status and a stable `code`;
 * the HTTP error handler renders any of them as application/problem+json (RFC 9457).
 * Services throw these; routes never build error bodies themselves.
 */
export interface ProblemExtras {
  [member: string]: unknown;
}

export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly extras: ProblemExtras;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    title: string,
    detail?: string,
    options: { extras?: ProblemExtras; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(detail ?? title, { cause: options.cause });
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.title = title;
    this.extras = options.extras ?? {};
    this.headers = options.headers ?? {};
  }
}

export class BadRequestError extends AppError {
  constructor(detail: string, code = 'bad_request', extras?: ProblemExtras) {
    super(400, code, 'Bad request', detail, { extras });
  }
}

export class ValidationError extends AppError {
  constructor(detail: string, errors: { path: string; message: string }[]) {
    super(400, 'validation_failed', 'Request validation failed', detail, { extras: { errors } });
  }
}

export class UnauthorizedError extends AppError {
  constructor(detail = 'A valid bearer token is required', error = 'invalid_token') {
    const challenge = `Bearer realm="vitae", error="${error}", error_description="${detail.replace(/"/g, "'")}"`;
    super(401, error === 'invalid_request' ? 'missing_token' : 'invalid_token', 'Unauthorized', detail, {
      headers: { 'www-authenticate': challenge },
    });
  }
}

export class ForbiddenError extends AppError {
  constructor(detail: string, code = 'forbidden') {
    super(403, code, 'Forbidden', detail);
  }
}

export class InsufficientScopeError extends AppError {
  constructor(scope: string) {
    super(403, 'insufficient_scope', 'Forbidden', `This operation needs the scope "${scope}"`, {
      headers: { 'www-authenticate': `Bearer realm="vitae", error="insufficient_scope", scope="${scope}"` },
      extras: { requiredScope: scope },
    });
  }
}

export class NotFoundError extends AppError {
  constructor(detail = 'No such resource', code = 'not_found') {
    super(404, code, 'Not found', detail);
  }
}

export class ConflictError extends AppError {
  constructor(detail: string, code = 'conflict', extras?: ProblemExtras) {
    super(409, code, 'Conflict', detail, { extras });
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(limitBytes: number) {
    super(413, 'file_too_large', 'Payload too large', `The file exceeds the limit of ${limitBytes} bytes`, {
      extras: { limitBytes },
    });
  }
}

export class UnsupportedFormatError extends AppError {
  constructor(accepted: readonly string[], acceptedText: string) {
    // The formats travel as data too, so a client can show them without parsing the detail.
    super(415, 'unsupported_format', 'Unsupported media type', `The file is not a ${acceptedText} document (decided by its content, not its name)`, {
      extras: { acceptedFormats: accepted },
    });
  }
}

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number, detail = 'Too many requests') {
    super(429, 'rate_limited', 'Too many requests', detail, {
      headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    });
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(detail: string, code = 'service_unavailable', retryAfterSeconds = 5) {
    super(503, code, 'Service unavailable', detail, {
      headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    });
  }
}

/**
 * A Screen invocation that ended in failure: answered as 422 so pollers stop.
 * `status` of the problem stays 422 (RFC 9457); the invocation state travels in `invocationStatus`.
 */
export class InvocationFailedError extends AppError {
  constructor(invocationId: string, code: string, detail: string, extras: ProblemExtras = {}) {
    super(422, code, 'CV processing failed', detail, {
      extras: { invocationId, invocationStatus: 'failed', ...extras },
    });
  }
}
