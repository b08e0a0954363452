#!/usr/bin/env node
// The `warden` command; Node 24 runs the TypeScript sources directly.
import '../src/cli.ts';
