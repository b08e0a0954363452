// Shared test set-up: an app on an in-memory SQLite store and a memory limiter with an injected clock,
// one organization per plan plus a second tenant, and small request helpers. No network: app.inject.

import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { SqliteStore } from '../src/store/sqlite/sqlite-store.ts';
import { MemoryLimiter } from '../src/limits/memory-limiter.ts';
import type { Limiter } from '../src/limits/types.ts';
import type { Store } from '../src/store/types.ts';
import { generateApiKey, hashApiKey, keyPrefix } from '../src/http/auth.ts';
import { createServer, isIP } from 'node:net';
import type { AppDeps } from '../src/app.ts';
import type { HostResolver } from '../src/webhooks/ssrf.ts';

export interface TestClock {
  now: () => number;
  set(ms: number): void;
  advance(ms: number): void;
}

export function testClock(start = Date.UTC(2026, 0, 1, 12, 0, 30)): TestClock {
  let t = start;
  return { now: () => t, set: (ms) => void (t = ms), advance: (ms) => void (t += ms) };
}

export interface TestContext {
  app: App;
  store: Store;
  limiter: Limiter;
  clock: TestClock;
  config: Config;
  /** Keys: enterprise (org "acme"), free (org "freeco"), pro (org "proco"), other (org "globex", enterprise). */
  keys: { enterprise: string; free: string; pro: string; other: string };
  close(): Promise<void>;
}

/** Host names the tests resolve, so no test depends on real DNS; anything else does not resolve. */
export const TEST_HOSTS: Record<string, string[]> = {
  'hooks.example.com': ['93.184.215.14'],
  'example.com': ['93.184.215.14'],
  'internal.example': ['10.1.2.3'],
  'metadata.example': ['169.254.169.254'],
  'mixed.example': ['93.184.215.14', '192.168.1.1'],
  'receiver.example': ['127.0.0.1'],
};

export const testResolver: HostResolver = async (host) => {
  const addresses = TEST_HOSTS[host.toLowerCase()];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: isIP(address) }));
};

export async function setup(
  options: { config?: Partial<Config>; store?: Store; limiter?: Limiter; clock?: TestClock; dispatcher?: AppDeps['dispatcher']; resolveHost?: HostResolver; scanner?: AppDeps['scanner']; metrics?: AppDeps['metrics'] } = {},
): Promise<TestContext> {
  const clock = options.clock ?? testClock();
  const config: Config = { ...loadConfig({}), logLevel: 'silent', ...options.config };
  const store = options.store ?? new SqliteStore(':memory:', { now: () => new Date(clock.now()) });
  await store.migrate();
  const limiter = options.limiter ?? new MemoryLimiter({ now: clock.now });
  const make = async (orgId: string, plan: 'free' | 'pro' | 'enterprise') => {
    await store.ensureOrganization(orgId);
    const key = generateApiKey();
    await store.createApiKey({ orgId, plan, keyHash: hashApiKey(key), prefix: keyPrefix(key) });
    return key;
  };
  const keys = {
    enterprise: await make('acme', 'enterprise'),
    free: await make('freeco', 'free'),
    pro: await make('proco', 'pro'),
    other: await make('globex', 'enterprise'),
  };
  const app = await buildApp({
    config,
    store,
    limiter,
    now: clock.now,
    logger: false,
    resolveHost: options.resolveHost ?? testResolver,
    ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
    ...(options.scanner ? { scanner: options.scanner } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
  await app.ready();
  return {
    app,
    store,
    limiter,
    clock,
    config,
    keys,
    close: async () => {
      await app.close();
      await options.scanner?.close();
      await store.close();
      await limiter.close();
    },
  };
}

export function auth(key: string): Record<string, string> {
  return { authorization: `Bearer ${key}` };
}

/** POST JSON with a key; returns status, parsed body and headers. */
export async function post(ctx: TestContext, url: string, body: unknown, key: string = ctx.keys.enterprise) {
  const res = await ctx.app.inject({ method: 'POST', url, headers: { ...auth(key), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined, headers: res.headers };
}

export async function call(ctx: TestContext, method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST', url: string, body?: unknown, key: string = ctx.keys.enterprise) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: { ...auth(key), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined, headers: res.headers };
}

/** A port that was free a moment ago on 127.0.0.1, for servers started as child processes. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}
