#!/usr/bin/env node
// Entry point of the `vitae` command: TypeScript sources run through tsx's loader (see
// docs/decisions.md), so there is no build step between a checkout and a running service.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
