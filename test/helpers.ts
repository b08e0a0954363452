// Shared test set-up: an app on an in-memory SQLite store and a memory limiter with an injected clock,
// one organization per plan plus a second tenant, and small request helpers. No network: app.inject.

import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { SqliteStore } from '../src/store/sqlite/sqlite-store.ts';
import { MemoryLimiter } from '../src/limits/memory-limiter.ts';
import type { Limiter } from '../src/limits/types.ts';
import type { Store } from '../src/store/types.ts';
import { generateApiKey, hashApiKey, keyPrefix } from '../src/http/auth.ts';

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

export async function setup(options: { config?: Partial<Config>; store?: Store; limiter?: Limiter } = {}): Promise<TestContext> {
  const clock = testClock();
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
  const app = await buildApp({ config, store, limiter, now: clock.now, logger: false });
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
