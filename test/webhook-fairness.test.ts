// Delivery slots are shared fairly between organizations: one tenant with 40 endpoints that never answer
// must not delay another tenant's delivery. Real receivers (one that hangs, one that answers at once), the
// real dispatcher, on SQLite and on PostgreSQL. What is asserted is order and counts: B's delivery is made
// and acknowledged while every one of A's attempts is still hanging, and A holds exactly its share of slots.

import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { SqliteStore } from '../src/store/sqlite/sqlite-store.ts';
import { PostgresStore } from '../src/store/postgres/postgres-store.ts';
import type { Store } from '../src/store/types.ts';
import { WebhookDispatcher } from '../src/webhooks/dispatcher.ts';
import { verifyWebhook } from '../lib/verify-webhook.js';
import { startReceiver } from './fixtures/receiver.ts';

const PG_URL = process.env.WARDEN_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = 'fairness-secret-0123456789abcdef';
const schemas: string[] = [];

after(async () => {
  if (schemas.length === 0) return;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  for (const s of schemas) await client.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
  await client.end();
});

/** Resolves true when the promise settles within ms, false otherwise; the bound that keeps a failing run short. */
function within(ms: number, promise: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout;
  return Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)))]).finally(() => clearTimeout(timer));
}

const event = (id: string) => ({ id, type: 'pii.detected', body: JSON.stringify({ id, type: 'pii.detected', created: new Date().toISOString(), data: {} }), createdAt: new Date().toISOString() });

/** Tenant A with 40 registrations on the hanging receiver, tenant B with one on the fast receiver. */
async function registerTenants(store: Store, hangingUrl: string, fastUrl: string): Promise<void> {
  await store.ensureOrganization('tenant-a');
  await store.ensureOrganization('tenant-b');
  for (let i = 0; i < 40; i++) await store.createWebhook('tenant-a', { url: `${hangingUrl}/${i}`, events: ['pii.detected'], secret: SECRET });
  await store.createWebhook('tenant-b', { url: fastUrl, events: ['pii.detected'], secret: SECRET });
}

function fairness(name: string, open: () => Promise<Store>): void {
  describe(name, () => {
    it("40 hanging endpoints of one organization do not hold up another organization's delivery", async () => {
      const store = await open();
      const hanging = await startReceiver(() => 'hang');
      const fast = await startReceiver(() => ({ status: 200 }));
      // Defaults (8 slots, 2 per registration, an organization's share half of them), except an attempt
      // timeout far beyond the test, so A's attempts hang for as long as the test runs.
      const dispatcher = new WebhookDispatcher({ store, allowPrivate: true, timeoutMs: 600_000, pollIntervalMs: 3_600_000, releaseAllOnStart: true });
      try {
        await registerTenants(store, hanging.url, fast.url);
        // A's event first: 40 deliveries, all due before B's.
        assert.equal((await store.enqueueWebhookEvents('tenant-a', [event('evt_a')]))[0]!.deliveryIds.length, 40);
        await dispatcher.start();
        await hanging.waitFor(4);
        const enqueuedAt = performance.now();
        await store.enqueueWebhookEvents('tenant-b', [event('evt_b')]);
        dispatcher.wake();
        const delivered = await within(5_000, fast.waitFor(1, 'acknowledged'));
        const delayMs = Math.round(performance.now() - enqueuedAt);
        // Let any further claims of A happen before counting them.
        await new Promise((r) => setTimeout(r, 200));
        assert.deepEqual(
          { delivered, bReceived: fast.received.length, aReceived: hanging.received.length, aAnswered: hanging.acknowledged.length },
          { delivered: true, bReceived: 1, aReceived: 4, aAnswered: 0 },
          `B's delivery after ${delayMs} ms`,
        );
        const b = fast.received[0]!;
        assert.equal(b.json.id, 'evt_b');
        assert.equal(verifyWebhook(b.raw, b.headers, SECRET), true);
        // Once B is done, A still gets no more than its share: the other slots stay free for the next tenant.
        dispatcher.wake();
        await new Promise((r) => setTimeout(r, 200));
        assert.equal(hanging.received.length, 4);
      } finally {
        await dispatcher.stop();
        await hanging.close();
        await fast.close();
        await store.close();
      }
    });

    it("a backlog found at start (a restart) does not hide another organization's delivery until the next poll", async () => {
      const store = await open();
      const hanging = await startReceiver(() => 'hang');
      const fast = await startReceiver(() => ({ status: 200 }));
      const dispatcher = new WebhookDispatcher({ store, allowPrivate: true, timeoutMs: 600_000, pollIntervalMs: 3_600_000, releaseAllOnStart: true });
      try {
        await registerTenants(store, hanging.url, fast.url);
        await store.enqueueWebhookEvents('tenant-a', [event('evt_a')]);
        // B due strictly after all of A's (ids are random: within one millisecond B could sort among them).
        await new Promise((r) => setTimeout(r, 5));
        await store.enqueueWebhookEvents('tenant-b', [event('evt_b')]);
        // One start, no wake-up and no poll within the test: the first claim sees only A's backlog (more
        // than its scanned window), stops at A's share, and must look again to find B.
        await dispatcher.start();
        const delivered = await within(5_000, fast.waitFor(1, 'acknowledged'));
        await new Promise((r) => setTimeout(r, 200));
        assert.deepEqual({ delivered, aReceived: hanging.received.length }, { delivered: true, aReceived: 4 });
      } finally {
        await dispatcher.stop();
        await hanging.close();
        await fast.close();
        await store.close();
      }
    });
  });
}

fairness('SQLite', async () => {
  const store = new SqliteStore(':memory:');
  await store.migrate();
  return store;
});

fairness('PostgreSQL', async () => {
  const schema = `warden_fair_${randomBytes(6).toString('hex')}`;
  schemas.push(schema);
  const store = new PostgresStore({ connectionString: PG_URL, schema, max: 4 });
  await store.migrate();
  return store;
});
