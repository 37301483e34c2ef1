#!/usr/bin/env node
// Runs a TypeScript benchmark script through tsx: `node bin/bench.js bench/x-bench.ts [args]`.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const [script, ...rest] = process.argv.slice(2);
if (!script) {
  console.error('usage: bench.js SCRIPT [args]');
  process.exit(2);
}
process.argv = [process.argv[0], resolve(script), ...rest];
await import(pathToFileURL(resolve(script)).href);
