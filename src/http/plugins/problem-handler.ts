/**
 * The one error handler: every error leaves as application/problem+json (RFC 9457) with a
 * stable `code`. Known errors keep their status; anything unexpected becomes a 500 that names
 * the request id and is logged with its stack, never shown to the caller.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ValidationError } from '../../errors/app-errors.ts';
import { PROBLEM_MEDIA_TYPE, PROBLEM_TYPE_BASE } from '../schemas/problem-schema.ts';

export function renderProblem(reply: FastifyReply, request: FastifyRequest, err: AppError): FastifyReply {
  for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
  return reply
    .status(err.status)
    .type(PROBLEM_MEDIA_TYPE)
    .send({
      type: PROBLEM_TYPE_BASE + err.code,
      title: err.title,
      status: err.status,
      detail: err.message,
      code: err.code,
      instance: request.url.split('?')[0],
      requestId: request.id,
      ...err.extras,
    });
}

/** Maps Fastify's own and plugins' errors (by code) to our hierarchy. */
function fromFastify(err: FastifyError): AppError | undefined {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = err.validation.map((v) => ({
      path: `${err.validationContext ?? 'request'}${v.instancePath.replace(/\//g, '.')}`,
      message: v.message ?? 'invalid',
    }));
    return new ValidationError(errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
  }
  if (err.validation) {
    const errors = err.validation.map((v) => ({ path: v.instancePath || err.validationContext || '', message: v.message ?? '' }));
    return new ValidationError(err.message, errors);
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'unsupported_media_type', 'Unsupported media type', err.message);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, 'payload_too_large', 'Payload too large', err.message);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_PROTO_VIOLATION':
      return new AppError(400, 'bad_request', 'Bad request', err.message);
    default:
      break;
  }
  if (err.statusCode === 429) {
    return new AppError(429, 'rate_limited', 'Too many requests', err.message);
  }
  if (err instanceof SyntaxError || (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)) {
    return new AppError(err.statusCode ?? 400, 'bad_request', 'Bad request', err.message);
  }
  return undefined;
}

export function registerProblemHandler(app: FastifyInstance): void {
  app.setErrorHandler((raw: FastifyError, request, reply) => {
    const known = raw instanceof AppError ? raw : fromFastify(raw);
    if (known) {
      // A readiness probe during start-up is expected, not a failure to investigate.
      if (known.code === 'starting') request.log.info({ code: known.code }, 'not ready yet: starting');
      else if (known.status >= 500) request.log.error({ err: raw }, 'request failed');
      return renderProblem(reply, request, known);
    }
    // Last line of defence: a malformed value that reached SQL (PostgreSQL's
    // invalid_text_representation, e.g. a non-UUID id) is the client's input, not our failure.
    // Routes check ids before SQL; this is logged so a route that forgot is found and fixed.
    if ((raw as { code?: string }).code === '22P02') {
      request.log.warn({ err: raw }, 'malformed value reached the database');
      return renderProblem(reply, request, new AppError(400, 'invalid_value', 'Bad request', 'a value in the request is malformed (for example an id that is not a UUID)'));
    }
    request.log.error({ err: raw }, 'unexpected error');
    return renderProblem(
      reply,
      request,
      new AppError(500, 'internal_error', 'Internal server error', `An unexpected error occurred; quote request id ${request.id}`),
    );
  });

  app.setNotFoundHandler((request, reply) =>
    renderProblem(reply, request, new AppError(404, 'route_not_found', 'Not found', `No route ${request.method} ${request.url.split('?')[0]}`)),
  );
}
