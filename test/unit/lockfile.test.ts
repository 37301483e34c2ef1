/**
 * `npm ci` refuses a lock file that lacks an entry for any optional dependency, even one for
 * another platform. This machine's registry does not serve every platform package, so npm
 * leaves some out; tools/complete-lockfile.mjs adds them. This test keeps CI from finding out.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// semver comes with npm's own tooling and fastify; only its range check is used here.
const semver = createRequire(import.meta.url)('semver') as { minVersion(range: string): { version: string } | null; satisfies(v: string, range: string): boolean };
const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

describe('package-lock.json', () => {
  it('has an entry for every optional dependency of every locked package', () => {
    const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'));
    const packages: Record<string, { version?: string; optionalDependencies?: Record<string, string> }> = lock.packages;
    const missing: string[] = [];
    for (const [path, pkg] of Object.entries(packages)) {
      for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
        const nested = packages[`${path ? `${path}/` : ''}node_modules/${dep}`];
        const hoisted = packages[`node_modules/${dep}`];
        const found = nested ?? hoisted;
        if (!found || (!nested && path !== '' && hoisted?.version !== version && !/[\^~*><=|x]/.test(version))) missing.push(`${dep}@${version} (for ${path || 'root'})`);
      }
    }
    expect(missing, 'run `node tools/complete-lockfile.mjs` after npm install').toEqual([]);
  });

  it('locks only packages whose engines accept the Node version the project declares (no EBADENGINE at npm ci)', () => {
    const declared: string = readJson('../../package.json').engines.node;
    const lowest = semver.minVersion(declared)!.version;
    const packages: Record<string, { version?: string; engines?: { node?: string } }> = readJson('../../package-lock.json').packages;
    const refused = Object.entries(packages)
      .filter(([path, pkg]) => path !== '' && pkg.engines?.node && !semver.satisfies(lowest, pkg.engines.node))
      .map(([path, pkg]) => `${path.replace(/^.*node_modules\//, '')}@${pkg.version} wants node ${pkg.engines!.node}`);
    expect(refused, `Node ${lowest} (package.json engines "${declared}"): pin or override these`).toEqual([]);
  });

  it('declares the same Node major in package.json, the Dockerfile, .nvmrc and the README', () => {
    const major = semver.minVersion(readJson('../../package.json').engines.node)!.version.split('.')[0];
    const text = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
    expect(text('../../Dockerfile')).toMatch(new RegExp(`^FROM node:${major}-`, 'm'));
    expect(text('../../.nvmrc').trim()).toBe(major);
    expect(text('../../README.md')).toContain(`Node.js ${major}`);
    expect(process.versions.node.split('.')[0], 'the tests run on the declared Node major').toBe(major);
  });
});
