// GET /readyz checks what a request needs, for real: the database answers and its schema can be read (a
// corrupt SQLite file, one never migrated, and a PostgreSQL server that is not there all fail it) and the
// rate limiter answers (Redis PING; nothing listening fails it). 503 names the failed dependency; the
// reason goes to the log, not the body.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, openSync, rmSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { MemoryLimiter } from '../src/limits/memory-limiter.ts';
import { RedisLimiter } from '../src/limits/redis-limiter.ts';
import type { Limiter } from '../src/limits/types.ts';
import { PostgresStore } from '../src/store/postgres/postgres-store.ts';
import { SqliteStore } from '../src/store/sqlite/sqlite-store.ts';
import type { Store } from '../src/store/types.ts';
import { freePort } from './helpers.ts';

const PG_URL = process.env.WARDEN_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.WARDEN_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** GET /readyz of an app on store and limiter: status, body, and the app's warning lines. */
async function readyz(store: Store, limiter: Limiter) {
  const lines: string[] = [];
  const app = await buildApp({
    config: { ...loadConfig({}), scanThreads: 0 },
    store,
    limiter,
    logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
  });
  try {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    const warnings = lines.map((l) => JSON.parse(l) as { msg: string; dependency?: string; err?: string }).filter((l) => l.msg === 'not ready');
    return { status: res.statusCode, body: res.json(), warnings: warnings.map((w) => [w.dependency, w.err]) };
  } finally {
    await app.close();
  }
}

describe('readiness on SQLite', () => {
  let dir = '';
  let good = '';
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'warden-ready-'));
    good = join(dir, 'good.db');
    const store = new SqliteStore(good);
    await store.migrate();
    await store.ensureOrganization('acme');
    await store.close();
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('200 on a migrated file and the memory limiter', async () => {
    const store = new SqliteStore(good);
    try {
      assert.deepEqual(await readyz(store, new MemoryLimiter()), { status: 200, body: { status: 'ok', checks: { database: 'sqlite', rateLimiter: 'memory' } }, warnings: [] });
    } finally {
      await store.close();
    }
  });

  it('503 naming the database on a copy whose migrations table holds garbage bytes', async () => {
    const corrupt = join(dir, 'corrupt.db');
    copyFileSync(good, corrupt);
    const probe = new DatabaseSync(good, { readOnly: true });
    const { rootpage } = probe.prepare(`SELECT rootpage FROM sqlite_schema WHERE name = 'schema_migrations'`).get() as { rootpage: number };
    const { page_size: pageSize } = probe.prepare('PRAGMA page_size').get() as { page_size: number };
    probe.close();
    const fd = openSync(corrupt, 'r+');
    writeSync(fd, Buffer.alloc(pageSize, 0x5a), 0, pageSize, (rootpage - 1) * pageSize);
    closeSync(fd);

    // The file still opens and answers a trivial query: only reading the schema finds the damage.
    const store = new SqliteStore(corrupt);
    try {
      assert.deepEqual(await readyz(store, new MemoryLimiter()), {
        status: 503,
        body: { status: 'unavailable', checks: { database: 'unavailable', rateLimiter: 'memory' } },
        warnings: [['database', 'database disk image is malformed']],
      });
    } finally {
      await store.close();
    }
  });

  it('503 naming the database on a file that was never migrated', async () => {
    const store = new SqliteStore(join(dir, 'empty.db'));
    try {
      assert.deepEqual(await readyz(store, new MemoryLimiter()), {
        status: 503,
        body: { status: 'unavailable', checks: { database: 'unavailable', rateLimiter: 'memory' } },
        warnings: [['database', 'no such table: schema_migrations']],
      });
    } finally {
      await store.close();
    }
  });

  it('Redis: 200 when it answers PING, 503 naming the rate limiter when nothing listens', async () => {
    const store = new SqliteStore(good);
    const up = new RedisLimiter({ url: REDIS_URL });
    const down = new RedisLimiter({ url: `redis://127.0.0.1:${await freePort()}` });
    try {
      assert.deepEqual(await readyz(store, up), { status: 200, body: { status: 'ok', checks: { database: 'sqlite', rateLimiter: 'redis' } }, warnings: [] });
      const res = await readyz(store, down);
      assert.deepEqual([res.status, res.body, res.warnings.map(([dependency]) => dependency)], [
        503,
        { status: 'unavailable', checks: { database: 'sqlite', rateLimiter: 'unavailable' } },
        ['rateLimiter'],
      ]);
    } finally {
      await Promise.all([store.close(), up.close(), down.close()]);
    }
  });
});

describe('readiness on PostgreSQL', () => {
  const schema = `warden_ready_${randomBytes(6).toString('hex')}`;
  after(async () => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('200 once migrated; 503 naming the database before migration and when the server is not there', async () => {
    const store = new PostgresStore({ connectionString: PG_URL, schema });
    const nowhere = new PostgresStore({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/test` });
    try {
      const unmigrated = await readyz(store, new MemoryLimiter());
      assert.deepEqual([unmigrated.status, unmigrated.body], [503, { status: 'unavailable', checks: { database: 'unavailable', rateLimiter: 'memory' } }]);
      await store.migrate();
      assert.deepEqual(await readyz(store, new MemoryLimiter()), { status: 200, body: { status: 'ok', checks: { database: 'postgres', rateLimiter: 'memory' } }, warnings: [] });
      const refused = await readyz(nowhere, new MemoryLimiter());
      assert.deepEqual([refused.status, refused.body, refused.warnings.map(([dependency]) => dependency)], [
        503,
        { status: 'unavailable', checks: { database: 'unavailable', rateLimiter: 'memory' } },
        ['database'],
      ]);
    } finally {
      await Promise.all([store.close(), nowhere.close()]);
    }
  });
});
