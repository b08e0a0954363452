#!/usr/bin/env node
// The `warden` command. Node 24 runs the TypeScript sources directly (type stripping), so there is no
// build step; an older Node gets a clear message instead of a syntax error.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(`warden needs Node.js 24 or newer (this is ${process.version}).\n`);
  process.exit(1);
}
await import('../src/cli.ts');
