// The scale-out deployment through HTTP: two app instances on the same real PostgreSQL and Redis.
// A free organization gets exactly 60 admits per minute across both; a policy created through one
// instance is enforced by the other at once. Fails (does not skip) when the servers do not answer.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { PostgresStore } from '../src/store/postgres/postgres-store.ts';
import { RedisLimiter } from '../src/limits/redis-limiter.ts';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { generateApiKey, hashApiKey, keyPrefix } from '../src/http/auth.ts';
import { testClock } from './helpers.ts';

const PG_URL = process.env.WARDEN_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.WARDEN_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('two instances on PostgreSQL + Redis', () => {
  const schema = `warden_scale_${randomBytes(6).toString('hex')}`;
  const prefix = `warden-test-${randomBytes(6).toString('hex')}:`;
  const clock = testClock();
  const config = { ...loadConfig({}), logLevel: 'silent' as const };
  const instances: Array<{ app: App; store: PostgresStore; limiter: RedisLimiter }> = [];
  let freeKey = '';
  let entKey = '';

  before(async () => {
    for (let i = 0; i < 2; i++) {
      const store = new PostgresStore({ connectionString: PG_URL, schema });
      await store.migrate();
      const limiter = new RedisLimiter({ url: REDIS_URL, keyPrefix: prefix }, { now: clock.now });
      const app = await buildApp({ config, store, limiter, now: clock.now, logger: false });
      await app.ready();
      instances.push({ app, store, limiter });
    }
    const store = instances[0]!.store;
    await store.ensureOrganization('free-org');
    await store.ensureOrganization('ent-org');
    freeKey = generateApiKey();
    entKey = generateApiKey();
    await store.createApiKey({ orgId: 'free-org', plan: 'free', keyHash: hashApiKey(freeKey), prefix: keyPrefix(freeKey) });
    await store.createApiKey({ orgId: 'ent-org', plan: 'enterprise', keyHash: hashApiKey(entKey), prefix: keyPrefix(entKey) });
  });

  after(async () => {
    for (const { app, store, limiter } of instances) {
      await app.close();
      await store.close();
      await limiter.close();
    }
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('a free key gets exactly 60 admits per minute across both instances', async () => {
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        instances[i % 2]!.app.inject({ method: 'GET', url: '/v1/policies', headers: { authorization: `Bearer ${freeKey}` } }),
      ),
    );
    const admitted = results.filter((r) => r.statusCode === 200).length;
    const limited = results.filter((r) => r.statusCode === 429).length;
    assert.deepEqual([admitted, limited], [60, 90]);
    for (const r of results) assert.match(String(r.headers['x-ratelimit-remaining']), /^\d+$/);
  });

  it('a policy created through one instance is enforced by the other at once', async () => {
    const [a, b] = [instances[0]!.app, instances[1]!.app];
    const created = await a.inject({
      method: 'POST',
      url: '/v1/policies',
      headers: { authorization: `Bearer ${entKey}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'no secrets', rules: [{ type: 'keyword', action: 'block', keywords: ['codename'] }] }),
    });
    assert.equal(created.statusCode, 201);
    const id = created.json().id as string;
    const res = await b.inject({
      method: 'POST',
      url: '/v1/analyze',
      headers: { authorization: `Bearer ${entKey}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ content: 'the codename is bluebird', policies: [id] }),
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().blocked, true);
    assert.deepEqual(res.json().policies.evaluated, [id]);
    const off = await b.inject({ method: 'PUT', url: `/v1/policies/${id}`, headers: { authorization: `Bearer ${entKey}`, 'content-type': 'application/json' }, payload: '{"enabled":false}' });
    assert.equal(off.statusCode, 200);
    const again = await a.inject({
      method: 'POST',
      url: '/v1/analyze',
      headers: { authorization: `Bearer ${entKey}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ content: 'the codename is bluebird', policies: [id] }),
    });
    assert.equal(again.json().blocked, false);
    assert.deepEqual(again.json().policies.evaluated, []);
  });
});
