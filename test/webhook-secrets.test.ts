// Webhook signing secrets at rest (src/store/secret-box.ts): with WARDEN_WEBHOOK_SECRET_KEY set, the raw
// row in SQLite and in PostgreSQL does not contain the secret, deliveries are still signed with it and
// verify, plaintext rows from before are read and then sealed in place, and a wrong or missing key is
// reported and never signs with anything else. Without a key: plaintext, as before.

import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { SqliteStore } from '../src/store/sqlite/sqlite-store.ts';
import { PostgresStore } from '../src/store/postgres/postgres-store.ts';
import type { Store, StoreDeps } from '../src/store/types.ts';
import { parseSecretKey, reportSecretsAtRest, SEALED_PREFIX, SecretBox } from '../src/store/secret-box.ts';
import { WebhookDispatcher } from '../src/webhooks/dispatcher.ts';
import { verifyWebhook } from '../lib/verify-webhook.js';
import { call, freePort, post, setup } from './helpers.ts';
import { startReceiver } from './fixtures/receiver.ts';

const PG_URL = process.env.WARDEN_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = 'correct-horse-battery-staple-42';
const KEY = Buffer.from('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'hex');
const OTHER_KEY = Buffer.alloc(32, 7);

interface Backend {
  /** A store on the same database every time it is called, with these deps. */
  open(deps?: StoreDeps): Promise<Store>;
  /** The secret column of a registration, read behind the store's back. */
  raw(id: string): Promise<string>;
  /** Writes the secret column behind the store's back. */
  write(id: string, secret: string): Promise<void>;
  cleanUp(): Promise<void>;
}

function sqliteBackend(): Backend {
  const dir = mkdtempSync(join(tmpdir(), 'warden-secrets-'));
  const path = join(dir, 'warden.db');
  const db = () => new DatabaseSync(path);
  return {
    async open(deps) {
      const store = new SqliteStore(path, deps);
      await store.migrate();
      return store;
    },
    async raw(id) {
      const d = db();
      try {
        return String(d.prepare('SELECT secret FROM webhooks WHERE id = ?').get(id)!.secret);
      } finally {
        d.close();
      }
    },
    async write(id, secret) {
      const d = db();
      try {
        d.prepare('UPDATE webhooks SET secret = ? WHERE id = ?').run(secret, id);
      } finally {
        d.close();
      }
    },
    async cleanUp() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresBackend(): Backend {
  const schema = `warden_sec_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: PG_URL });
  // Connected on first use: a run that filters these tests out must not keep a connection open.
  let connecting: Promise<unknown> | undefined;
  const connected = () => (connecting ??= client.connect());
  let used = false;
  return {
    async open(deps) {
      used = true;
      const store = new PostgresStore({ connectionString: PG_URL, schema, max: 4 }, deps);
      await store.migrate();
      return store;
    },
    async raw(id) {
      await connected();
      return (await client.query<{ secret: string }>(`SELECT secret FROM ${schema}.webhooks WHERE id = $1`, [id])).rows[0]!.secret;
    },
    async write(id, secret) {
      await connected();
      await client.query(`UPDATE ${schema}.webhooks SET secret = $2 WHERE id = $1`, [id, secret]);
    },
    async cleanUp() {
      if (!used) return;
      await connected();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** The secret a claim of this registration's next delivery would sign with (null: cannot be read). */
async function signingSecret(store: Store, orgId: string, webhookId: string): Promise<string | null> {
  const [written] = await store.enqueueWebhookEvents(orgId, [{ id: `evt_${randomBytes(6).toString('hex')}`, type: 'ping', body: '{}', createdAt: new Date().toISOString(), webhookId }]);
  const [claimed] = await store.claimWebhookDeliveries({ worker: 'probe', limit: 1, leaseMs: 60_000, deliveryId: written!.deliveryIds[0]! });
  await store.recordDeliveryAttempt(claimed!.id, 'probe', { result: 'succeeded', responseCode: 200 });
  return claimed!.secret;
}

describe('WARDEN_WEBHOOK_SECRET_KEY values', () => {
  it('32 bytes as hex or base64 (standard or URL-safe, padded or not); anything else is refused', () => {
    const hex = KEY.toString('hex');
    for (const text of [hex, hex.toUpperCase(), ` ${hex}\n`, KEY.toString('base64'), KEY.toString('base64url'), KEY.toString('base64').replace(/=$/, '')]) {
      assert.deepEqual(parseSecretKey(text), KEY, text);
    }
    for (const text of ['', 'x', hex.slice(2), `${hex}00`, Buffer.alloc(31).toString('base64'), Buffer.alloc(33).toString('base64'), 'g'.repeat(64), '!'.repeat(44)]) {
      assert.equal(parseSecretKey(text), undefined, text);
    }
  });

  it('the start-up report: one warning without a key, an error for secrets that cannot be opened', () => {
    const lines: string[] = [];
    const log = { info: (_o: object, m: string) => lines.push(`info ${m}`), warn: (_o: object, m: string) => lines.push(`warn ${m}`), error: (_o: object, m: string) => lines.push(`error ${m}`) };
    reportSecretsAtRest(log, false, { sealed: 0, unreadable: 0 });
    assert.deepEqual(lines.splice(0), ['warn webhook secrets are stored in plaintext; set WARDEN_WEBHOOK_SECRET_KEY (32 bytes, hex or base64) to encrypt them at rest']);
    reportSecretsAtRest(log, true, { sealed: 0, unreadable: 0 });
    assert.deepEqual(lines.splice(0), []);
    reportSecretsAtRest(log, true, { sealed: 3, unreadable: 0 });
    assert.deepEqual(lines.splice(0), ['info webhook secrets stored in plaintext before were encrypted']);
    reportSecretsAtRest(log, true, { sealed: 0, unreadable: 2 });
    assert.deepEqual(lines.splice(0), [
      'error webhook secrets sealed under another key cannot be decrypted with WARDEN_WEBHOOK_SECRET_KEY; their deliveries fail until that key is configured',
    ]);
    reportSecretsAtRest(log, false, { sealed: 0, unreadable: 1 });
    assert.equal(lines.length, 2);
    assert.match(lines[0]!, /^error webhook secrets are encrypted but WARDEN_WEBHOOK_SECRET_KEY is not set/);
  });
});

for (const [name, make] of [['SQLite file', sqliteBackend], ['PostgreSQL', postgresBackend]] as const) {
  describe(`webhook secrets at rest: ${name}`, () => {
    const backend = make();
    after(() => backend.cleanUp());

    it('with a key the raw row holds no trace of the secret, and claims sign with the secret itself', async () => {
      const box = new SecretBox(KEY);
      const store = await backend.open({ secretBox: box });
      try {
        await store.ensureOrganization('sealed');
        const hook = await store.createWebhook('sealed', { url: 'https://a.test/sealed', events: ['pii.detected'], secret: SECRET });
        assert.equal(Object.hasOwn(hook, 'secret'), false, 'records never carry the secret');
        const raw = await backend.raw(hook.id);
        assert.ok(raw.startsWith(`${SEALED_PREFIX}${box.keyId}:`), raw);
        for (const piece of [SECRET, SECRET.slice(0, 8), Buffer.from(SECRET).toString('base64'), Buffer.from(SECRET).toString('hex')]) {
          assert.ok(!raw.includes(piece), `raw row contains ${piece}`);
        }
        assert.equal(await signingSecret(store, 'sealed', hook.id), SECRET);
        // Two registrations with one secret: two different stored values (a fresh IV each).
        const twin = await store.createWebhook('sealed', { url: 'https://a.test/twin', events: ['pii.detected'], secret: SECRET });
        assert.notEqual(await backend.raw(twin.id), raw);
        // A sealed value copied into another row does not open there (the id is authenticated).
        await backend.write(twin.id, raw);
        assert.equal(await signingSecret(store, 'sealed', twin.id), null);
        assert.deepEqual(await store.sealWebhookSecrets(), { sealed: 0, unreadable: 1 });
      } finally {
        await store.close();
      }
    });

    it('plaintext rows from before are read, then sealed in place once; a wrong or missing key cannot read them', async () => {
      const before = await backend.open();
      let id: string;
      try {
        await before.ensureOrganization('legacy');
        id = (await before.createWebhook('legacy', { url: 'https://a.test/legacy', events: ['pii.detected'], secret: SECRET })).id;
        assert.equal(await backend.raw(id), SECRET, 'no key: stored as before');
        assert.deepEqual(await before.sealWebhookSecrets(), { sealed: 0, unreadable: 2 }, 'the two sealed rows of the previous test');
      } finally {
        await before.close();
      }
      const keyed = await backend.open({ secretBox: new SecretBox(KEY) });
      try {
        assert.equal(await signingSecret(keyed, 'legacy', id), SECRET, 'a plaintext row still signs');
        assert.deepEqual(await keyed.sealWebhookSecrets(), { sealed: 1, unreadable: 1 });
        assert.ok((await backend.raw(id)).startsWith(SEALED_PREFIX));
        assert.equal(await signingSecret(keyed, 'legacy', id), SECRET);
        assert.deepEqual(await keyed.sealWebhookSecrets(), { sealed: 0, unreadable: 1 }, 'nothing left to seal');
      } finally {
        await keyed.close();
      }
      for (const deps of [{ secretBox: new SecretBox(OTHER_KEY) }, {}]) {
        const wrong = await backend.open(deps);
        try {
          assert.equal(await signingSecret(wrong, 'legacy', id), null);
          assert.equal((await wrong.sealWebhookSecrets()).unreadable, 3);
        } finally {
          await wrong.close();
        }
      }
    });

    it('deliveries signed from a sealed secret verify; one that cannot be opened is not sent, and goes out once the key is back', async () => {
      const receiver = await startReceiver();
      const stores: Store[] = [];
      const dispatchers: WebhookDispatcher[] = [];
      const dispatcherFor = (store: Store) => {
        const d = new WebhookDispatcher({ store, allowPrivate: true, pollIntervalMs: 3_600_000, retryScheduleMs: [0, 0, 0], random: () => 0.5, releaseAllOnStart: false });
        dispatchers.push(d);
        return d;
      };
      try {
        const store = await backend.open({ secretBox: new SecretBox(KEY) });
        stores.push(store);
        const dispatcher = dispatcherFor(store);
        const ctx = await setup({ store, dispatcher, config: { webhookAllowPrivate: true } });
        await dispatcher.start();
        const hook = await call(ctx, 'POST', '/v1/webhooks', { url: receiver.url, events: ['pii.detected'], secret: SECRET });
        assert.equal(hook.status, 201);
        assert.ok((await backend.raw(hook.body.id)).startsWith(SEALED_PREFIX));
        assert.equal((await post(ctx, '/v1/analyze', { content: 'mail me at jane@example.com' })).status, 200);
        await dispatcher.settle();
        assert.equal(receiver.received.length, 1);
        const r = receiver.received[0]!;
        const at = () => Number(r.headers['webhook-timestamp']) * 1000;
        assert.equal(verifyWebhook(r.raw, r.headers, SECRET, { now: at }), true);
        assert.equal(verifyWebhook(r.raw, r.headers, (await backend.raw(hook.body.id)), { now: at }), false, 'not signed with the stored value');

        // The same database under another key: the delivery is not signed with anything, and says why.
        const wrongStore = await backend.open({ secretBox: new SecretBox(OTHER_KEY) });
        stores.push(wrongStore);
        // Not started: it makes the one attempt asked of it and does not pick up the retry itself.
        const wrong = dispatcherFor(wrongStore);
        const [written] = await store.enqueueWebhookEvents('acme', [{ id: 'evt_wrongkey', type: 'pii.detected', body: '{"id":"evt_wrongkey"}', createdAt: new Date().toISOString() }]);
        const report = await wrong.deliverNow(written!.deliveryIds[0]!);
        assert.deepEqual(
          { result: report?.result, responseCode: report?.responseCode, error: report?.error },
          { result: 'retry', responseCode: null, error: 'the signing secret cannot be decrypted: WARDEN_WEBHOOK_SECRET_KEY is not set or is not the key it was encrypted with' },
        );
        assert.equal(receiver.received.length, 1, 'nothing was sent');
        // The right key again: the retry goes out, signed.
        await dispatcher.settle();
        assert.equal(receiver.received.length, 2);
        const [last] = await store.listWebhookDeliveries('acme', hook.body.id, 1);
        assert.deepEqual([last!.eventId, last!.status, last!.attempts, last!.lastError], ['evt_wrongkey', 'succeeded', 2, null]);
        const again = receiver.received[1]!;
        assert.equal(again.json.id, 'evt_wrongkey');
        assert.equal(verifyWebhook(again.raw, again.headers, SECRET, { now: () => Number(again.headers['webhook-timestamp']) * 1000 }), true);
        await ctx.app.close();
      } finally {
        for (const d of dispatchers) await d.stop();
        for (const s of stores) await s.close();
        await receiver.close();
      }
    });
  });
}

describe('warden serve and webhook secrets at rest', () => {
  const CLI = join(import.meta.dirname, '..', 'bin', 'warden.js');

  /** Starts `warden serve` on this database, waits for "warden ready", stops it; its log lines (JSON) and exit code. */
  async function serveOnce(db: string, extraEnv: Record<string, string>): Promise<{ lines: Array<{ level: number; msg: string }>; stderr: string; code: number | null }> {
    const port = await freePort();
    const env: Record<string, string | undefined> = { ...process.env, WARDEN_DATABASE_URL: db, WARDEN_LOG_LEVEL: 'info', PORT: String(port), HOST: '127.0.0.1', WARDEN_SCAN_THREADS: '0', ...extraEnv };
    delete env.WARDEN_WEBHOOK_SECRET_KEY;
    if (extraEnv.WARDEN_WEBHOOK_SECRET_KEY !== undefined) env.WARDEN_WEBHOOK_SECRET_KEY = extraEnv.WARDEN_WEBHOOK_SECRET_KEY;
    const child = spawn(process.execPath, [CLI, 'serve'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let stderr = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const deadline = Date.now() + 20_000;
    while (!out.includes('"warden ready"') && child.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    if (child.exitCode === null) child.kill('SIGTERM');
    const code = await exited;
    const lines = out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { level: number; msg: string });
    return { lines, stderr, code };
  }

  it('warns once without a key; with one, seals the plaintext rows at start; a malformed key stops it with one line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warden-serve-secrets-'));
    try {
      const db = join(dir, 'warden.db');
      const before = new SqliteStore(db);
      await before.migrate();
      await before.ensureOrganization('acme');
      const { id } = await before.createWebhook('acme', { url: 'https://a.test/x', events: ['pii.detected'], secret: SECRET });
      await before.close();
      const about = (lines: Array<{ level: number; msg: string }>) => lines.filter((l) => /webhook secrets/.test(l.msg)).map((l) => [l.level, l.msg]);

      const plain = await serveOnce(db, {});
      assert.deepEqual(about(plain.lines), [[40, 'webhook secrets are stored in plaintext; set WARDEN_WEBHOOK_SECRET_KEY (32 bytes, hex or base64) to encrypt them at rest']]);
      const raw = () => {
        const d = new DatabaseSync(db);
        try {
          return String(d.prepare('SELECT secret FROM webhooks WHERE id = ?').get(id)!.secret);
        } finally {
          d.close();
        }
      };
      assert.equal(raw(), SECRET);

      const keyed = await serveOnce(db, { WARDEN_WEBHOOK_SECRET_KEY: KEY.toString('base64') });
      assert.deepEqual(about(keyed.lines), [[30, 'webhook secrets stored in plaintext before were encrypted']]);
      assert.ok(raw().startsWith(SEALED_PREFIX) && !raw().includes(SECRET));
      const again = await serveOnce(db, { WARDEN_WEBHOOK_SECRET_KEY: KEY.toString('hex') });
      assert.deepEqual(about(again.lines), []);

      const bad = await serveOnce(db, { WARDEN_WEBHOOK_SECRET_KEY: 'not-a-key' });
      assert.equal(bad.code, 2);
      assert.equal(bad.stderr.trim(), 'configuration error: WARDEN_WEBHOOK_SECRET_KEY must be 32 bytes written as 64 hex characters or base64 (openssl rand -base64 32)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
