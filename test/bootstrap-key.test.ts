// WARDEN_BOOTSTRAP_KEY and the listing prefix of every key: the bootstrap key is long enough not to be
// guessed, no key is ever stored whole in the plain-text prefix column, and a revoked bootstrap key stays
// revoked when the server restarts with the same key. Restarts are real: startServer twice on the same
// SQLite file, and on the same PostgreSQL database (a fresh one per run).

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { ConfigError, loadConfig } from '../src/config.ts';
import { generateApiKey, hashApiKey, keyPrefix } from '../src/http/auth.ts';
import { startServer, type Server } from '../src/main.ts';
import { createStore } from '../src/store/index.ts';

const CLI = join(import.meta.dirname, '..', 'bin', 'warden.js');
const PG_URL = process.env.WARDEN_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const KEY_RULE =
  'WARDEN_BOOTSTRAP_KEY must be 32 to 256 printable ASCII characters without white space; generate one with: openssl rand -hex 24';
const REVOKED_WARNING = 'WARDEN_BOOTSTRAP_KEY is revoked and stays revoked (401); set a new key, or unset the variable';

describe('WARDEN_BOOTSTRAP_KEY must be 32 to 256 printable ASCII characters', () => {
  it('refuses a shorter, longer, spaced or non-ASCII key with one message naming the variable', () => {
    for (const key of ['k', 'changeme', 'x'.repeat(31), 'x'.repeat(257), `${'a'.repeat(20)} ${'b'.repeat(20)}`, 'é'.repeat(40), `${'a'.repeat(40)}\u0007`]) {
      assert.throws(
        () => loadConfig({ WARDEN_BOOTSTRAP_KEY: key }),
        (e: unknown) => e instanceof ConfigError && e.message === KEY_RULE,
        `${key.length} characters`,
      );
    }
    for (const key of ['x'.repeat(32), randomBytes(24).toString('hex'), generateApiKey(), '~'.repeat(256)]) {
      assert.equal(loadConfig({ WARDEN_BOOTSTRAP_KEY: key }).bootstrapKey, key);
    }
  });

  it('warden serve with WARDEN_BOOTSTRAP_KEY=k exits 2 with that one line and serves nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'warden-boot-'));
    try {
      const run = spawnSync(process.execPath, [CLI, 'serve'], {
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', WARDEN_DATABASE_URL: join(dir, 'warden.db'), WARDEN_BOOTSTRAP_KEY: 'k' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      assert.equal(run.status, 2);
      assert.equal(run.stderr, `configuration error: ${KEY_RULE}\n`);
      assert.equal(run.stdout, '');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('keyPrefix: what the plain-text prefix column holds', () => {
  it('the first 8 characters of a key of 32 or more, nothing of a shorter key', () => {
    const generated = generateApiKey();
    assert.equal(keyPrefix(generated), generated.slice(0, 8));
    assert.equal(keyPrefix(`${'a'.repeat(8)}${'b'.repeat(24)}`), 'aaaaaaaa');
    for (const key of ['k', 'changeme', 'ninechars', 'y'.repeat(31)]) assert.equal(keyPrefix(key), '', key);
  });
});

interface Database {
  url: string;
  /** Runs SQL on the database behind the stores' backs. */
  exec(sql: string): Promise<void>;
}

/** The bootstrap key works, is revoked by the operator, and the server restarts with the same key. */
async function revokedStaysRevokedAcrossRestarts(db: Database): Promise<void> {
  const key = randomBytes(24).toString('hex');
  const logs: string[] = [];
  const start = (plan: string) =>
    startServer(
      loadConfig({ PORT: '0', HOST: '127.0.0.1', WARDEN_DATABASE_URL: db.url, WARDEN_BOOTSTRAP_KEY: key, WARDEN_BOOTSTRAP_PLAN: plan, WARDEN_SCAN_THREADS: '0' }),
      { logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } } },
    );
  const status = async (server: Server) => (await fetch(`${server.url}/v1/policies`, { headers: { authorization: `Bearer ${key}` } })).status;
  const operator = createStore(db.url);
  try {
    let server = await start('enterprise');
    try {
      assert.equal(await status(server), 200);
      const [record] = await operator.listApiKeys('default');
      assert.ok(record);
      assert.equal(await operator.revokeApiKey(record.id), true);
      assert.equal(await status(server), 401);
    } finally {
      await server.close();
    }
    const [revoked] = await operator.listApiKeys('default');
    assert.ok(revoked?.revokedAt);
    assert.equal(revoked.plan, 'enterprise');

    // Restarted with the same key, on another plan: still revoked, unchanged, and the operator is told.
    server = await start('free');
    try {
      assert.equal(await status(server), 401);
    } finally {
      await server.close();
    }
    assert.deepEqual(await operator.listApiKeys('default'), [revoked]);
    const warnings = logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => String(l.msg).startsWith('WARDEN_BOOTSTRAP_KEY'));
    assert.deepEqual(
      warnings.map((w) => [w.level, w.msg, w.keyId, w.orgId, w.revokedAt]),
      [[40, REVOKED_WARNING, revoked.id, 'default', revoked.revokedAt]],
    );
    // The first start had its key; the second finds none active and says how to get one.
    const hints = logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => String(l.msg).startsWith('no API key exists yet'));
    assert.deepEqual(
      hints.map((h) => [h.level, h.msg]),
      [[40, 'no API key exists yet, so every /v1 request answers 401: create one with `npm exec warden -- keys create --org <org>` (prints the key once), or set WARDEN_BOOTSTRAP_KEY']],
    );
    const text = logs.join('');
    for (let i = 0; i + 8 <= key.length; i++) assert.ok(!text.includes(key.slice(i, i + 8)), 'no piece of the key is logged');
  } finally {
    await operator.close();
  }
}

/**
 * Rows as the old keyPrefix stored them (the first 8 characters of any key), the database taken back to
 * before migration 0004, then migrated as an upgraded server would: a key of 8 characters or fewer
 * loses its prefix and is revoked; longer keys keep theirs. `warden keys list` then shows no key.
 */
async function upgradeHidesWholeKeys(db: Database): Promise<void> {
  const generated = generateApiKey();
  const keys = ['k', 'changeme', generated, 'ninechars'];
  const store = createStore(db.url);
  try {
    await store.migrate();
    await store.ensureOrganization('legacy');
    for (const key of keys) await store.createApiKey({ orgId: 'legacy', plan: 'free', keyHash: hashApiKey(key), prefix: key.slice(0, 8) });
  } finally {
    await store.close();
  }
  await db.exec(`DELETE FROM schema_migrations WHERE id = '0004_no_whole_key_prefix'`);
  const upgraded = createStore(db.url);
  try {
    const migratedAfter = Date.now();
    await upgraded.migrate();
    const listed = await upgraded.listApiKeys('legacy');
    // Keys made in the same millisecond list in id order, which is random: compare (prefix, active) pairs as a set.
    const pairs = listed.map((k) => `${k.prefix}|${k.revokedAt === null ? 'active' : 'revoked'}`).sort();
    assert.deepEqual(pairs, ['|revoked', '|revoked', `${generated.slice(0, 8)}|active`, 'ninechar|active'].sort());
    for (const k of listed.filter((k) => k.prefix === '')) {
      assert.match(k.revokedAt!, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      assert.ok(Date.parse(k.revokedAt!) >= migratedAfter - 1000, k.revokedAt!);
    }
    assert.deepEqual(
      await Promise.all(keys.map(async (key) => (await upgraded.findApiKeyByHash(hashApiKey(key))) !== null)),
      [false, false, true, true],
    );
  } finally {
    await upgraded.close();
  }
  const list = spawnSync(process.execPath, [CLI, 'keys', 'list', '--org', 'legacy'], { env: { ...process.env, WARDEN_DATABASE_URL: db.url }, encoding: 'utf8', timeout: 60_000 });
  assert.equal(list.status, 0, list.stderr);
  assert.deepEqual(list.stdout.trim().split('\n').map((line) => line.split('\t')[3]).sort(), ['-', '-', `${generated.slice(0, 8)}…`, 'ninechar…'].sort());
  assert.ok(!list.stdout.includes('changeme'));
}

describe('on a SQLite file', () => {
  let dir = '';
  before(() => void (dir = mkdtempSync(join(tmpdir(), 'warden-boot-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const sqlite = (name: string): Database => {
    const url = join(dir, name);
    return {
      url,
      exec: async (sql) => {
        const raw = new DatabaseSync(url);
        try {
          raw.exec(sql);
        } finally {
          raw.close();
        }
      },
    };
  };

  it('a revoked bootstrap key stays revoked after a restart with the same WARDEN_BOOTSTRAP_KEY', () => revokedStaysRevokedAcrossRestarts(sqlite('restart.db')));
  it('upgrading empties the prefix of keys that were stored whole, and revokes them', () => upgradeHidesWholeKeys(sqlite('legacy.db')));
});

describe('on PostgreSQL', () => {
  const database = `warden_boot_${randomBytes(6).toString('hex')}`;
  const url = Object.assign(new URL(PG_URL), { pathname: `/${database}` }).toString();
  const admin = async (sql: string, on = PG_URL) => {
    const client = new pg.Client({ connectionString: on });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const db: Database = { url, exec: (sql) => admin(sql, url) };
  before(() => admin(`CREATE DATABASE ${database}`));
  after(() => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));

  it('a revoked bootstrap key stays revoked after a restart with the same WARDEN_BOOTSTRAP_KEY', () => revokedStaysRevokedAcrossRestarts(db));
  it('upgrading empties the prefix of keys that were stored whole, and revokes them', () => upgradeHidesWholeKeys(db));
});
