// The web console (web/console/): three static files read once at start and served by this process, at
// / and /console. They need no key (the page asks for one and calls the public /v1 API with it) and are
// counted per address like other keyless requests. No framework, nothing from another origin: the CSP
// allows this origin only.

import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = join(import.meta.dirname, '..', '..', 'web', 'console');
const FILES = {
  'index.html': 'text/html; charset=utf-8',
  'app.js': 'text/javascript; charset=utf-8',
  'app.css': 'text/css; charset=utf-8',
} as const;

const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** Paths the console answers (without a key). */
export const CONSOLE_PATHS: ReadonlySet<string> = new Set(['/', '/console', '/console/', ...Object.keys(FILES).map((f) => `/console/${f}`)]);

export function consoleRoutes(app: FastifyInstance): void {
  const files = Object.fromEntries(Object.entries(FILES).map(([name, type]) => [name, { body: readFileSync(join(DIR, name)), type }]));
  const send = (name: keyof typeof FILES) => async (_request: unknown, reply: import('fastify').FastifyReply) => {
    const f = files[name]!;
    return reply
      .header('content-type', f.type)
      .header('content-security-policy', CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-cache')
      .send(f.body);
  };
  const hidden = { schema: { hide: true } };
  for (const path of ['/', '/console', '/console/']) app.get(path, hidden, send('index.html'));
  for (const name of Object.keys(FILES) as Array<keyof typeof FILES>) app.get(`/console/${name}`, hidden, send(name));
}
