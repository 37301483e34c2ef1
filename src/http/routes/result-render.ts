/**
 * A Screen result as an HTTP answer, shared by GET and PATCH on the result paths: 202 with
 * Retry-After while pending, 200 with the profile (its photo URL made absolute) when completed,
 * as a JSON Resume document on `format=json-resume`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toJsonResume } from '../../screen/export/json-resume.ts';
import type { ResultView } from '../../screen/screen-service.ts';
import { clientFields } from '../schemas/candidate-schema.ts';

export function baseUrl(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

export function renderResult(request: FastifyRequest, reply: FastifyReply, view: ResultView, photoUrl: string, publicUrl: string | undefined) {
  const inv = view.invocation;
  if (view.state === 'pending') {
    reply.header('retry-after', String(view.retryAfterSeconds));
    return reply.status(202).send({
      invocationId: inv.id,
      status: inv.status as 'queued' | 'processing',
      tenantId: inv.tenantId,
      createdAt: inv.createdAt.toISOString(),
      ...clientFields(inv),
    });
  }
  const profile = { ...view.profile };
  // Blind answers carry no photo link (the photo itself answers 404 when blind).
  if (profile.photo?.found && !view.blind) profile.photo = { ...profile.photo, url: `${baseUrl(request, publicUrl)}${photoUrl}` };
  if ((request.query as { format?: string }).format === 'json-resume') {
    return reply.status(200).send(
      toJsonResume(profile, {
        invocationId: inv.id,
        photoUrl: profile.photo.url,
        canonicalUrl: `${baseUrl(request, publicUrl)}${request.url}`,
        lastModified: inv.finishedAt,
      }),
    );
  }
  return reply.status(200).send({
    invocationId: inv.id,
    status: 'completed' as const,
    tenantId: inv.tenantId,
    fileType: inv.fileType,
    createdAt: inv.createdAt.toISOString(),
    completedAt: inv.finishedAt?.toISOString() ?? null,
    ...clientFields(inv),
    revision: view.revision,
    profile,
  });
}
