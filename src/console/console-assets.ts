/**
 * The console's and widgets' static files, read once from `public/` when the module is built.
 * They are small (a few hundred kB at most), so they live in memory with a content hash as ETag:
 * no file system access per request and no path ever built from a request (no traversal).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

export interface StaticAsset {
  /** Path relative to `public/`, with forward slashes, e.g. `app/main.js`. */
  path: string;
  body: Buffer;
  contentType: string;
  etag: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export const PUBLIC_DIR = join(import.meta.dirname, 'public');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = join(dir, d.name);
    if (d.isDirectory()) return walk(full);
    return d.isFile() ? [full] : [];
  });
}

/** Every servable file under `root` by relative path; files of unknown type are left out on purpose. */
export function loadAssets(root: string = PUBLIC_DIR): Map<string, StaticAsset> {
  const assets = new Map<string, StaticAsset>();
  for (const file of walk(root)) {
    const contentType = CONTENT_TYPES[extname(file).toLowerCase()];
    if (!contentType) continue;
    const body = readFileSync(file);
    const path = relative(root, file).split(sep).join('/');
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    assets.set(path, { path, body, contentType, etag });
  }
  return assets;
}
