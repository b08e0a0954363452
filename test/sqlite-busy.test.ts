// SQLite while another process holds the write lock (`warden keys`, a second instance, an operator's
// sqlite3 shell): calls never wait inside the synchronous driver, so the event loop keeps serving; reads
// answer; writes are tried again on timers and, if the lock outlives WARDEN_SQLITE_BUSY_TIMEOUT_MS, the
// request answers 503 SERVICE_UNAVAILABLE with Retry-After. The lock is real: another connection (another
// process for the HTTP test) in BEGIN IMMEDIATE on the same file.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createInterface } from 'node:readline';
import { SqliteStore } from '../src/store/sqlite/sqlite-store.ts';
import { StoreBusyError } from '../src/store/types.ts';
import { call, post, setup, type TestContext } from './helpers.ts';

let dir = '';
let files = 0;
before(() => void (dir = mkdtempSync(join(tmpdir(), 'warden-busy-'))));
after(() => rmSync(dir, { recursive: true, force: true }));
const newFile = () => join(dir, `busy-${++files}.db`);

/** A second connection in this process holding the write lock of file until release(). */
function holdLock(file: string): { release(): void } {
  const db = new DatabaseSync(file);
  db.exec('BEGIN IMMEDIATE');
  return {
    release() {
      db.exec('COMMIT');
      db.close();
    },
  };
}

/** Another process holding the write lock of file: resolves once it holds it; release() ends its transaction. */
async function holdLockInAnotherProcess(file: string): Promise<{ child: ChildProcess; release(): Promise<void> }> {
  const script = `
    const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync(process.argv[1]);
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    process.stdin.on('end', () => { db.exec('COMMIT'); db.close(); process.stdout.write('released\\n'); });
    process.stdin.resume();`;
  const child = spawn(process.execPath, ['-e', script, file], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => (await lines.next()).value as string | undefined;
  assert.equal(await next(), 'locked');
  return {
    child,
    async release() {
      child.stdin!.end();
      assert.equal(await next(), 'released');
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    },
  };
}

describe('SqliteStore while another connection holds the write lock', () => {
  it('every write rejects with StoreBusyError (budget 0: no wait), every read answers, and nothing was written', async () => {
    const file = newFile();
    const store = new SqliteStore(file, {}, { busyTimeoutMs: 0 });
    await store.migrate();
    await store.ensureOrganization('acme');
    const policy = await store.createPolicy('acme', { name: 'before' });
    const hook = await store.createWebhook('acme', { url: 'https://hooks.example.com/x', events: ['pii.detected'], secret: 's'.repeat(24) });
    const lock = holdLock(file);
    try {
      const writes: Array<[string, () => Promise<unknown>]> = [
        ['ensureOrganization', () => store.ensureOrganization('globex')],
        ['createApiKey', () => store.createApiKey({ orgId: 'acme', plan: 'free', keyHash: 'f'.repeat(64), prefix: '' })],
        ['upsertApiKey', () => store.upsertApiKey({ orgId: 'acme', plan: 'free', keyHash: 'e'.repeat(64), prefix: '' })],
        ['revokeApiKey', () => store.revokeApiKey('key_x')],
        ['createPolicy', () => store.createPolicy('acme', { name: 'during' })],
        ['updatePolicy', () => store.updatePolicy('acme', policy.id, { name: 'renamed' })],
        ['deletePolicy', () => store.deletePolicy('acme', policy.id)],
        ['createWebhook', () => store.createWebhook('acme', { url: 'https://hooks.example.com/y', events: [], secret: 's'.repeat(24) })],
        ['setWebhookEnabled', () => store.setWebhookEnabled('acme', hook.id, false)],
        ['deleteWebhook', () => store.deleteWebhook('acme', hook.id)],
        ['enqueueWebhookEvents', () => store.enqueueWebhookEvents('acme', [{ id: 'evt_1', type: 'pii.detected', body: '{}', createdAt: new Date().toISOString() }])],
        ['claimWebhookDeliveries', () => store.claimWebhookDeliveries({ worker: 'w', limit: 10, leaseMs: 60_000 })],
        ['recordDeliveryAttempt', () => store.recordDeliveryAttempt('dlv_x', 'w', { result: 'succeeded', responseCode: 200 })],
        ['releaseDeliveryClaims', () => store.releaseDeliveryClaims()],
        ['purgeWebhookHistory', () => store.purgeWebhookHistory(new Date())],
      ];
      for (const [name, write] of writes) {
        await assert.rejects(write(), (e: unknown) => e instanceof StoreBusyError && e.message === 'the database is locked by another process', name);
      }
      assert.deepEqual((await store.listPolicies('acme')).map((p) => p.name), ['before']);
      assert.deepEqual((await store.listWebhooks('acme')).map((h) => [h.id, h.enabled]), [[hook.id, true]]);
      assert.equal(await store.getOrganization('globex'), null);
      assert.deepEqual(await store.listApiKeys(), []);
      await store.ping();
    } finally {
      lock.release();
      await store.close();
    }
  });

  it('a write that meets the lock is tried again and succeeds once the lock is released', async () => {
    const file = newFile();
    const store = new SqliteStore(file);
    await store.migrate();
    await store.ensureOrganization('acme');
    const lock = holdLock(file);
    // The first attempt runs (and meets the lock) before createPolicy returns; the lock goes before any retry.
    const writing = store.createPolicy('acme', { name: 'patient' });
    lock.release();
    try {
      assert.equal((await writing).name, 'patient');
      assert.deepEqual((await store.listPolicies('acme')).map((p) => p.name), ['patient']);
    } finally {
      await store.close();
    }
  });
});

describe('HTTP on SQLite while another process holds the write lock', () => {
  let ctx: TestContext;
  let file = '';
  before(async () => {
    file = newFile();
    // The default wait (WARDEN_SQLITE_BUSY_TIMEOUT_MS 1500) and no webhook dispatcher: events stay in the outbox.
    ctx = await setup({ store: new SqliteStore(file) });
  });
  after(() => ctx.close());

  it('writes answer 503 SERVICE_UNAVAILABLE with Retry-After while the event loop keeps serving; reads answer 200; writes succeed after', async () => {
    const hook = await call(ctx, 'POST', '/v1/webhooks', { url: 'https://hooks.example.com/warden', events: ['pii.detected'], secret: 'a-very-long-shared-secret' });
    assert.equal(hook.status, 201);
    const holder = await holdLockInAnotherProcess(file);
    try {
      let settled = false;
      const writing = post(ctx, '/v1/policies', { name: 'during the lock' }).finally(() => (settled = true));
      // Reads are not blocked by the writer.
      const read = await call(ctx, 'GET', '/v1/policies');
      assert.equal(read.status, 200);
      assert.deepEqual(read.body.policies, []);
      // While the write waits for the lock, the server answers other requests: the loop is not blocked.
      let healthy = 0;
      while (!settled) {
        const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
        assert.equal(res.statusCode, 200);
        if (!settled) healthy++;
        await new Promise((resolve) => setImmediate(resolve));
      }
      assert.ok(healthy >= 10, `/healthz answered ${healthy} times while the write waited`);
      const written = await writing;
      assert.equal(written.status, 503);
      assert.equal(written.headers['retry-after'], '1');
      assert.deepEqual(written.body, {
        error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is busy; try again shortly', requestId: written.headers['x-request-id'], status: 503 },
      });

      // An analysis whose webhook event must be recorded in the outbox is a write too: 503, never a lost event.
      const analyzed = await post(ctx, '/v1/analyze', { content: 'write to ann@example.com' });
      assert.equal(analyzed.status, 503);
      assert.equal(analyzed.body.error.code, 'SERVICE_UNAVAILABLE');
      assert.equal(analyzed.headers['retry-after'], '5');
      // An analysis that writes nothing is not affected.
      const clean = await post(ctx, '/v1/analyze', { content: 'the weather is nice today' });
      assert.equal(clean.status, 200);
    } finally {
      await holder.release();
    }
    const after = await post(ctx, '/v1/policies', { name: 'after the lock' });
    assert.equal(after.status, 201);
    const list = await call(ctx, 'GET', '/v1/policies');
    assert.deepEqual(list.body.policies.map((p: { name: string }) => p.name), ['after the lock']);
  });
});
