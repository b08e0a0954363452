#!/usr/bin/env -S node --no-regexp-tier-up
// The `warden` command. Node 24 runs the TypeScript sources directly (type stripping), so there is no
// build step; an older Node gets a clear message instead of a syntax error. --no-regexp-tier-up: see
// src/engine/regexp-tier.ts (set at start, not while V8 runs).
import { requireNode } from './check-node.js';

requireNode();
// --no-regexp-tier-up must be on the command line (npm start and the shebang pass it): changing it with
// v8.setFlagsFromString once V8 runs crashed `warden serve` (SIGSEGV in regex code) in 5–9 of 14 starts
// here, and in none of 28 with the flag given at start. Started without it (`node bin/warden.js`), the
// process replaces itself with one that has it — same pid, same arguments, same environment.
if (!process.execArgv.includes('--no-regexp-tier-up') && process.platform !== 'win32') {
  process.execve(process.execPath, [process.execPath, '--no-regexp-tier-up', ...process.execArgv, ...process.argv.slice(1)], process.env);
}
await import('../src/cli.ts');
