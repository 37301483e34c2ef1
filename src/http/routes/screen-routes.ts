/**
 * Screen over HTTP: every path shape of DESIGN §2 for upload, result, photo and deletion.
 * Handlers only read the request, resolve the tenant and hand over to ScreenService.
 */
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth/auth-context.ts';
import { AppError, BadRequestError, PayloadTooLargeError } from '../../errors/app-errors.ts';
import { readMetadata, readReference } from '../../screen/client-fields.ts';
import { JsonResumeSchema } from '../../screen/export/json-resume-schema.ts';
import type { ResultView, ScreenService } from '../../screen/screen-service.ts';
import { resolveTenant } from '../../auth/tenant-rule.ts';
import { BlindQuery, blindRequested } from '../schemas/blind-schema.ts';
import { binaryFile, multipartBody } from '../schemas/multipart-schema.ts';
import { jsonResponse } from '../schemas/problem-schema.ts';
import {
  Accepted,
  Completed,
  eraseProblems,
  Format,
  InvocationId,
  ProfileVersion,
  photoProblems,
  resultProblems,
  TenantId,
  UPLOAD_DESCRIPTION,
  UploadForm,
  UploadResponse,
  uploadProblems,
} from '../schemas/screen-schemas.ts';
import type { ZodApp } from '../zod-app.ts';
import { clientFields } from '../schemas/candidate-schema.ts';
import { renderResult } from './result-render.ts';

/** Multipart text fields (tenantId, reference, metadata): a few KB at most, so metadata can be pretty-printed. */
const FIELD_MAX_BYTES = 16 * 1024;

function tenantHeader(request: FastifyRequest): string | undefined {
  const h = request.headers.tenantid ?? request.headers['x-tenant-id'];
  return Array.isArray(h) ? h[0] : h;
}

interface ReadUpload {
  bytes: Uint8Array | undefined;
  /** Every `tenantId` form field sent: two different ones are a conflict, not "the last wins". */
  formTenants: string[];
  reference: string | undefined;
  metadata: string | undefined;
}

/** Reads the multipart body: the `file` part (bounded by the limit) and the `tenantId` field. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<ReadUpload> {
  if (!request.isMultipart()) {
    throw new BadRequestError('send the CV as multipart/form-data in the field "file"', 'multipart_required');
  }
  try {
    return await readParts(request, maxBytes);
  } catch (err) {
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode === 413 || /LIMIT/.test(String((err as { code?: string }).code))) throw err;
    // The parser's own words ("Boundary not found", "Unexpected end of form", "Malformed part
    // header") mean the client sent a body that is not the multipart it announced.
    throw new BadRequestError(
      'the body is not well-formed multipart/form-data (boundary missing or not matching, or the body ends inside a part)',
      'malformed_multipart',
    );
  }
}

async function readParts(request: FastifyRequest, maxBytes: number): Promise<ReadUpload> {
  const out: ReadUpload = { bytes: undefined, formTenants: [], reference: undefined, metadata: undefined };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || out.bytes) {
        part.file.resume();
        if (part.fieldname === 'file') throw new BadRequestError('send exactly one file in the field "file"', 'too_many_files');
        continue;
      }
      const buf = await part.toBuffer();
      if (part.file.truncated) throw new PayloadTooLargeError(maxBytes);
      out.bytes = new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
    } else if (part.fieldname === 'tenantId') {
      out.formTenants.push(String(part.value ?? ''));
    } else if (part.fieldname === 'reference' || part.fieldname === 'metadata') {
      const name = part.fieldname;
      if (part.valueTruncated) {
        throw new BadRequestError(`the field "${name}" is longer than ${FIELD_MAX_BYTES} bytes`, name === 'metadata' ? 'metadata_too_large' : 'invalid_reference');
      }
      if (out[name] !== undefined) throw new BadRequestError(`send the field "${name}" once`, 'duplicate_field');
      out[name] = String(part.value ?? '');
    }
  }
  return out;
}

export function screenRoutes(service: ScreenService, opts: { maxUploadBytes: number; maxUploadsPerClient: number; publicUrl: string | undefined }) {
  return async (app: ZodApp): Promise<void> => {
    await app.register(multipart, {
      limits: { fileSize: opts.maxUploadBytes, files: 2, fields: 10, fieldSize: FIELD_MAX_BYTES, parts: 12, headerPairs: 100 },
      throwFileSizeLimit: true,
    });

    // Refuse an announced oversize body before reading any of it.
    const rejectOversize = async (request: FastifyRequest) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > opts.maxUploadBytes + 64 * 1024) throw new PayloadTooLargeError(opts.maxUploadBytes);
    };

    // Step 1 of the Screen flow (docs/architecture.md): the multipart upload read within its
    // limits, the tenant decided, then handed to the service.
    // Uploads in progress per client in this process: each holds up to maxUploadBytes in memory.
    const uploading = new Map<string, number>();
    const upload = async (
      request: FastifyRequest,
      reply: FastifyReply,
      pathTenant: string | undefined,
      resultPath: (id: string) => string,
    ) => {
      const auth = request.auth as AuthContext;
      const who = `${auth.issuer}:${auth.clientId}`;
      const inFlight = uploading.get(who) ?? 0;
      if (opts.maxUploadsPerClient > 0 && inFlight >= opts.maxUploadsPerClient) {
        throw new AppError(429, 'too_many_uploads', 'Too many uploads', `this client already has ${inFlight} uploads in progress; wait for one to finish`, {
          headers: { 'retry-after': '5' },
        });
      }
      uploading.set(who, inFlight + 1);
      try {
        return await acceptUpload(request, reply, auth, pathTenant, resultPath);
      } finally {
        const left = (uploading.get(who) ?? 1) - 1;
        if (left > 0) uploading.set(who, left);
        else uploading.delete(who);
      }
    };

    const acceptUpload = async (
      request: FastifyRequest,
      reply: FastifyReply,
      auth: AuthContext,
      pathTenant: string | undefined,
      resultPath: (id: string) => string,
    ) => {
      const { bytes, formTenants, reference, metadata } = await readUpload(request, opts.maxUploadBytes);
      if (!bytes) throw new BadRequestError('the multipart body has no field "file"', 'file_missing');
      const query = request.query as { tenantId?: string };
      const tenantId = resolveTenant(auth, [
        { source: 'path', value: pathTenant },
        ...formTenants.map((value) => ({ source: 'form field', value })),
        { source: 'header', value: tenantHeader(request) },
        { source: 'query', value: query.tenantId },
      ]);
      const key = request.headers['idempotency-key'];
      const { invocation, replayed } = await service.upload(auth, {
        tenantId,
        bytes,
        idempotencyKey: typeof key === 'string' ? key : null,
        reference: readReference(reference),
        metadata: readMetadata(metadata),
      });
      reply.header('location', `${opts.publicUrl ?? ''}${resultPath(invocation.id)}`);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(202).send({ invocationId: invocation.id, status: invocation.status, ...clientFields(invocation) });
    };

    const uploadSchema = <P extends z.ZodObject>(operationId: string, summary: string, params: P) => ({
      operationId,
      tags: ['screen'],
      summary,
      description: UPLOAD_DESCRIPTION,
      ...multipartBody(UploadForm),
      params,
      querystring: z.object({ tenantId: TenantId.optional() }),
      headers: z.looseObject({
        'idempotency-key': z.string().max(200).optional().describe('Makes a retried upload answer with the same invocation'),
        tenantid: TenantId.optional(),
      }),
      response: { 202: jsonResponse(UploadResponse, 'Accepted: poll the Location header for the result'), ...uploadProblems },
    });

    const shortResult = (id: string) => `/cv-screening/${id}`;
    const v1Result = (id: string) => `/screening/api/v1/cv-screening/profiles/${id}`;

    for (const [url, operationId] of [
      ['/cv-screening/upload', 'uploadCv'],
      ['/cv-screening/upload-cv', 'uploadCvAlias'],
    ] as const) {
      app.post(
        url,
        {
          config: { scope: 'screen:write' },
          onRequest: rejectOversize,
          schema: uploadSchema(operationId, 'Upload a CV (tenantId as form field)', z.object({})),
        },
        (request, reply) => upload(request, reply, undefined, shortResult),
      );
    }
    app.post(
      '/screening/api/v1/cv-screening/upload/:tenantId',
      {
        config: { scope: 'screen:write' },
        onRequest: rejectOversize,
        schema: uploadSchema('uploadCvForTenant', 'Upload a CV for the tenant in the path', z.object({ tenantId: TenantId })),
      },
      (request, reply) => upload(request, reply, request.params.tenantId, v1Result),
    );

    // ---- results ----
    const render = (request: FastifyRequest, reply: FastifyReply, view: ResultView, photoUrl: string) =>
      renderResult(request, reply, view, photoUrl, opts.publicUrl);

    const tenantOf = (request: FastifyRequest) =>
      resolveTenant(request.auth as AuthContext, [
        { source: 'header', value: tenantHeader(request) },
        { source: 'query', value: (request.query as { tenantId?: string }).tenantId },
      ]);

    const resultSchema = <P extends z.ZodObject, Q extends z.ZodObject>(operationId: string, summary: string, params: P, query: Q) => ({
      operationId,
      tags: ['screen'],
      summary,
      description:
        '202 with Retry-After while queued or processing; 200 with the profile when completed; 422 problem ' +
        '(invocationStatus "failed", stable `code`) when processing failed. The tenant comes from the `tenantId` ' +
        'header (or query parameter). With `format=json-resume` the 200 body is a JSON Resume document ' +
        '(InvocationCompleted otherwise); the other answers stay the same. `version=original` gives the profile as ' +
        'extracted, before any correction (PATCH).',
      params,
      querystring: query,
      headers: z.looseObject({ tenantid: TenantId.optional() }),
      response: {
        200: jsonResponse(z.union([Completed, JsonResumeSchema]), 'Completed: the profile (or the JSON Resume document with format=json-resume)'),
        202: jsonResponse(Accepted, 'Still queued or processing: poll again after Retry-After seconds'),
        ...resultProblems,
      },
    });

    const plainByQuery = z.object({ invocationId: InvocationId, tenantId: TenantId.optional() });
    const plainTenantQuery = z.object({ tenantId: TenantId.optional() });
    const byQuery = plainByQuery.extend({ blind: BlindQuery });
    const tenantQuery = plainTenantQuery.extend({ blind: BlindQuery });
    const idParam = z.object({ invocationId: InvocationId });
    const noParams = z.object({});
    const resultByQuery = byQuery.extend({ format: Format, version: ProfileVersion });
    const resultQuery = tenantQuery.extend({ format: Format, version: ProfileVersion });
    const versionOf = (request: FastifyRequest) => (request.query as { version?: 'current' | 'original' }).version ?? 'current';

    app.get(
      '/cv-screening/profiles',
      { config: { scope: 'screen:read' }, schema: resultSchema('getCvResultByQuery', 'Get a result by query parameter', noParams, resultByQuery) },
      async (request, reply) => {
        const id = request.query.invocationId;
        const view = await service.result(request.auth as AuthContext, tenantOf(request), id, { blind: blindRequested(request), version: versionOf(request) });
        return render(request, reply, view, `/cv-screening/profiles/photo?invocationId=${id}`);
      },
    );
    app.get(
      '/cv-screening/:invocationId',
      { config: { scope: 'screen:read' }, schema: resultSchema('getCvResult', 'Get a result', idParam, resultQuery) },
      async (request, reply) => {
        const id = request.params.invocationId;
        const view = await service.result(request.auth as AuthContext, tenantOf(request), id, { blind: blindRequested(request), version: versionOf(request) });
        return render(request, reply, view, `/cv-screening/${id}/photo`);
      },
    );
    app.get(
      '/screening/api/v1/cv-screening/profiles/:invocationId',
      { config: { scope: 'screen:read' }, schema: resultSchema('getCvResultV1', 'Get a result', idParam, resultQuery) },
      async (request, reply) => {
        const id = request.params.invocationId;
        const view = await service.result(request.auth as AuthContext, tenantOf(request), id, { blind: blindRequested(request), version: versionOf(request) });
        return render(request, reply, view, `/screening/api/v1/cv-screening/profiles/${id}/photo`);
      },
    );

    // ---- photo ----
    const sendPhoto = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
      const photo = await service.photo(tenantOf(request), id, { blind: blindRequested(request) });
      return reply
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .type(photo.mediaType)
        .send(Buffer.from(photo.bytes));
    };
    const photoSchema = <P extends z.ZodObject, Q extends z.ZodObject>(operationId: string, params: P, query: Q) => ({
      operationId,
      tags: ['screen'],
      summary: "The candidate's cropped headshot (JPEG)",
      params,
      querystring: query,
      headers: z.looseObject({ tenantid: TenantId.optional() }),
      response: {
        200: { description: 'The cropped headshot', content: { 'image/jpeg': { schema: binaryFile('JPEG bytes') } } },
        ...photoProblems,
      },
    });
    app.get('/cv-screening/profiles/photo', { config: { scope: 'screen:read' }, schema: photoSchema('getCvPhotoByQuery', noParams, byQuery) }, (request, reply) =>
      sendPhoto(request, reply, request.query.invocationId),
    );
    app.get('/cv-screening/:invocationId/photo', { config: { scope: 'screen:read' }, schema: photoSchema('getCvPhoto', idParam, tenantQuery) }, (request, reply) =>
      sendPhoto(request, reply, request.params.invocationId),
    );
    app.get(
      '/screening/api/v1/cv-screening/profiles/:invocationId/photo',
      { config: { scope: 'screen:read' }, schema: photoSchema('getCvPhotoV1', idParam, tenantQuery) },
      (request, reply) => sendPhoto(request, reply, request.params.invocationId),
    );

    // ---- erasure ----
    const erase = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
      await service.remove(request.auth as AuthContext, tenantOf(request), id);
      return reply.status(204).send();
    };
    const deleteSchema = <P extends z.ZodObject, Q extends z.ZodObject>(operationId: string, params: P, query: Q) => ({
      operationId,
      tags: ['screen'],
      summary: 'Erase the CV, its profile, photo and everything derived (GDPR erasure)',
      params,
      querystring: query,
      headers: z.looseObject({ tenantid: TenantId.optional() }),
      response: { 204: z.null().describe('Erased'), ...eraseProblems },
    });
    app.delete('/cv-screening/profiles', { config: { scope: 'screen:write' }, schema: deleteSchema('deleteCvByQuery', noParams, plainByQuery) }, (request, reply) =>
      erase(request, reply, request.query.invocationId),
    );
    app.delete('/cv-screening/:invocationId', { config: { scope: 'screen:write' }, schema: deleteSchema('deleteCv', idParam, plainTenantQuery) }, (request, reply) =>
      erase(request, reply, request.params.invocationId),
    );
    app.delete(
      '/screening/api/v1/cv-screening/profiles/:invocationId',
      { config: { scope: 'screen:write' }, schema: deleteSchema('deleteCvV1', idParam, plainTenantQuery) },
      (request, reply) => erase(request, reply, request.params.invocationId),
    );
  };
}
