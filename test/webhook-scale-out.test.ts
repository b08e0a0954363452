// Two instances on one real PostgreSQL share the outbox: every event is delivered exactly once to a
// healthy receiver, whichever instance wrote it and whichever claims it; and the claims of an instance
// that died (a lease that ran out) are retaken by the living ones. Fails (does not skip) without PostgreSQL.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PostgresStore } from '../src/store/postgres/postgres-store.ts';
import { MemoryLimiter } from '../src/limits/memory-limiter.ts';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { generateApiKey, hashApiKey, keyPrefix } from '../src/http/auth.ts';
import { WebhookDispatcher } from '../src/webhooks/dispatcher.ts';
import { verifyWebhook } from '../lib/verify-webhook.js';
import { startReceiver, type Receiver } from './fixtures/receiver.ts';

const PG_URL = process.env.WARDEN_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = 'scale-out-secret-0123456789abcdef';

describe('webhook delivery from two instances on PostgreSQL', () => {
  const schema = `warden_whk_${randomBytes(6).toString('hex')}`;
  const config = { ...loadConfig({}), logLevel: 'silent' as const, webhookAllowPrivate: true };
  const instances: Array<{ app: App; store: PostgresStore; dispatcher: WebhookDispatcher }> = [];
  let receiver: Receiver;
  let key = '';
  let webhookId = '';

  before(async () => {
    receiver = await startReceiver();
    for (let i = 0; i < 2; i++) {
      const store = new PostgresStore({ connectionString: PG_URL, schema, max: 6 });
      await store.migrate();
      // A short poll so both instances contend for the same rows all the time.
      const dispatcher = new WebhookDispatcher({ store, allowPrivate: true, pollIntervalMs: 20, concurrency: 4, maxPerWebhook: 4, leaseMs: 30_000 });
      const app = await buildApp({ config, store, limiter: new MemoryLimiter(), dispatcher, logger: false });
      await app.ready();
      instances.push({ app, store, dispatcher });
    }
    const store = instances[0]!.store;
    await store.ensureOrganization('acme');
    key = generateApiKey();
    await store.createApiKey({ orgId: 'acme', plan: 'enterprise', keyHash: hashApiKey(key), prefix: keyPrefix(key) });
    const hook = await instances[0]!.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ url: receiver.url, events: ['pii.detected'], secret: SECRET }),
    });
    assert.equal(hook.statusCode, 201);
    webhookId = hook.json().id;
  });

  after(async () => {
    for (const { app, store, dispatcher } of instances) {
      await dispatcher.stop();
      await app.close();
      await store.close();
    }
    await receiver.close();
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  const analyze = (i: number) =>
    instances[i % 2]!.app.inject({
      method: 'POST',
      url: '/v1/analyze',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ content: `message ${i} for jane@example.com` }),
    });

  it('each event is delivered exactly once, and a dead instance\'s claims are retaken', async () => {
    // A "crashed" instance: it claimed 5 events' deliveries with a 300 ms lease and never came back.
    const store = instances[0]!.store;
    const orphaned = [];
    for (let i = 0; i < 5; i++) orphaned.push(...(await store.enqueueWebhookEvents('acme', [{ id: `evt_orphan_${i}`, type: 'pii.detected', body: JSON.stringify({ id: `evt_orphan_${i}`, type: 'pii.detected', created: new Date().toISOString(), data: {} }), createdAt: new Date().toISOString() }])));
    assert.equal((await store.claimWebhookDeliveries({ worker: 'crashed', limit: 10, leaseMs: 300 })).length, 5);

    for (const { app, dispatcher } of instances) await dispatcher.start(app.log);
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => analyze(i)));
    for (const r of results) assert.equal(r.statusCode, 200);
    await receiver.waitFor(45, 'acknowledged');
    // The receiver answers before the instance records the attempt: wait for the records.
    let deliveries = await store.listWebhookDeliveries('acme', webhookId, 1000);
    while (deliveries.some((d) => d.status === 'pending')) {
      await new Promise((r) => setTimeout(r, 20));
      deliveries = await store.listWebhookDeliveries('acme', webhookId, 1000);
    }

    // All succeeded, each after one attempt: nothing is left to attempt, so the count is final.
    assert.equal(deliveries.length, 45);
    assert.deepEqual(new Set(deliveries.map((d) => `${d.status}/${d.attempts}`)), new Set(['succeeded/1']));
    await Promise.all(instances.map((x) => x.dispatcher.stop()));
    const ids = receiver.received.map((r) => r.json.id);
    assert.equal(ids.length, 45, 'no event was sent twice');
    assert.equal(new Set(ids).size, 45);
    assert.deepEqual(new Set(ids), new Set(deliveries.map((d) => d.eventId)));
    for (const id of orphaned.map((o) => o.eventId)) assert.ok(ids.includes(id));
    for (const r of receiver.received) assert.equal(verifyWebhook(r.raw, r.headers, SECRET), true);
  });
});
