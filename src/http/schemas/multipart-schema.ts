/**
 * A multipart/form-data request body as the OpenAPI document shows it. Upload routes read their
 * parts themselves (streaming, bounded), so Fastify must not validate a body; the form is declared
 * for the document only, under MULTIPART_BODY, and turned into the operation's request body by
 * the OpenAPI transform (src/http/plugins/openapi.ts):
 *
 *   schema: { ..., ...multipartBody(UploadForm) }
 *
 * A file field is `binaryFile(...)`, which Swagger UI's "Try it out" offers as a file picker.
 */
import { z } from 'zod';

export const MULTIPART_BODY = 'x-multipart-body';

/** A file part: binary bytes (any media type; the server decides the format by the bytes). */
export function binaryFile(description: string) {
  return z.string().meta({ format: 'binary', contentMediaType: 'application/octet-stream', description });
}

export function multipartBody<T extends z.ZodObject>(form: T): { consumes: string[]; [MULTIPART_BODY]: T } {
  return { consumes: ['multipart/form-data'], [MULTIPART_BODY]: form };
}
