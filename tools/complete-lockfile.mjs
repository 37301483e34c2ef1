#!/usr/bin/env node
// Adds to package-lock.json the platform-specific optional packages (other OSes, CPUs, libcs)
// that npm left out because this machine's registry does not serve them. `npm ci` insists that
// every optional dependency has a lock entry even when it would skip installing it, so without
// these entries `npm ci` fails here ("Missing: @biomejs/cli-darwin-arm64@ from lock file").
// The entries name the platform, so npm skips them on every machine they do not fit; nothing is
// downloaded for them. Run after any `npm install`: `node tools/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'riscv64', 'ppc64', 's390x', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('universal') ? undefined : undefined);
  if (!os && !cpu) return null;
  const entry = {};
  if (cpu) entry.cpu = [cpu];
  if (os === 'linux') entry.libc = [parts.includes('musl') ? 'musl' : 'glibc'];
  if (os) entry.os = [os];
  return entry;
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = path === '' ? '' : `${path}/`;
    const nested = `${base}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (packages[nested]) continue;
    if (packages[hoisted] && (path === '' || packages[hoisted].version === version)) continue;
    const platform = platformOf(dep);
    if (!platform) continue; // not a platform package: leave real gaps for npm to report
    // Where npm would put it: hoisted when free, else beside the package that needs this version.
    const at = packages[hoisted] ? nested : hoisted;
    packages[at] = { version, ...(pkg.dev ? { dev: true } : {}), optional: true, ...platform };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entr${added === 1 ? 'y' : 'ies'}`);
