/**
 * `npm ci` refuses a lock file that lacks an entry for any optional dependency, even one for
 * another platform. This machine's registry does not serve every platform package, so npm
 * leaves some out; tools/complete-lockfile.mjs adds them. This test keeps CI from finding out.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

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
});
