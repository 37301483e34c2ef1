/**
 * The front door (`/`: a page for people, a JSON list of links for programs), the web console
 * (`/console`, its widget gallery `/console/widgets.html`) and the embeddable widgets script
 * (`/widgets/vitae-widgets.js`):
 * static files, public (no scope) because authentication happens in the browser with the API
 * token. HTML gets its own Content-Security-Policy (same origin only: the security-headers
 * plugin leaves HTML to the page that serves it); the widgets script may be loaded by any origin
 * (it is public code, never credentials), so it carries CORS and CORP headers for `type="module"`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaticAsset } from '../../console/console-assets.ts';
import { NotFoundError } from '../../errors/app-errors.ts';
import { VERSION } from '../../version.ts';
import type { ZodApp } from '../zod-app.ts';

/** Everything from this origin, nothing inline; blob: images for photos fetched with the bearer token. */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const WIDGETS_PREFIX = 'widgets/';

function send(request: FastifyRequest, reply: FastifyReply, asset: StaticAsset, cacheControl: string): FastifyReply {
  reply.header('etag', asset.etag).header('cache-control', cacheControl);
  if (asset.contentType.startsWith('text/html')) reply.header('content-security-policy', CONSOLE_CSP);
  if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
  return reply.type(asset.contentType).send(asset.body);
}

/** What `GET /` tells a program: where everything is. */
export const HOME_LINKS = {
  console: '/console',
  docs: '/docs',
  openapi: '/openapi.json',
  widgets: '/console/widgets.html',
  token: '/oauth/token',
  health: '/health/ready',
};

/** A browser asks for HTML before JSON; curl (any Accept) and API clients get JSON. */
function prefersHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /text\/html/i.test(accept) && !/^application\/json/i.test(accept);
}

export function consoleRoutes(assets: ReadonlyMap<string, StaticAsset>) {
  const index = assets.get('index.html');
  const home = assets.get('home.html');
  if (!index || !home) throw new Error('console assets are missing index.html or home.html');
  // Files change only with a deployment; the ETag makes revalidation cheap without a build step.
  const consoleCache = 'no-cache';

  return async (app: ZodApp): Promise<void> => {
    app.get('/', { schema: { hide: true } }, (request, reply) => {
      reply.header('vary', 'accept');
      if (prefersHtml(request)) return send(request, reply, home, consoleCache);
      return reply.header('cache-control', 'no-cache').send({ name: 'Vitae', version: VERSION, links: HOME_LINKS });
    });
    app.get('/console', { schema: { hide: true } }, (request, reply) => send(request, reply, index, consoleCache));
    app.get('/console/*', { schema: { hide: true } }, (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      const asset = path === '' ? index : assets.get(path);
      // The console imports the widgets module by a relative path, so it is served here too.
      if (!asset) throw new NotFoundError('No such console file');
      return send(request, reply, asset, consoleCache);
    });
    app.get('/widgets/*', { schema: { hide: true } }, (request, reply) => {
      const asset = assets.get(WIDGETS_PREFIX + (request.params as { '*': string })['*']);
      if (!asset) throw new NotFoundError('No such widget file');
      reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
      return send(request, reply, asset, 'public, max-age=300');
    });
  };
}
