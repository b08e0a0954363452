// PostgreSQL going away while Warden serves is a transient outage, not a bug: requests answer 503
// SERVICE_UNAVAILABLE with Retry-After and a coded body (they answered 500 INTERNAL_ERROR), and they
// succeed again once the database is back. The outage is real: the store talks to PostgreSQL through a
// TCP relay on this machine that the test stops and starts again.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PostgresStore } from '../src/store/postgres/postgres-store.ts';
import { isStoreUnavailable } from '../src/store/types.ts';
import { post, setup, type TestContext } from './helpers.ts';

const PG_URL = process.env.WARDEN_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const target = new URL(PG_URL);

/** A relay to PostgreSQL that can be stopped (every connection cut) and started again on the same port. */
class Relay {
  #server: net.Server | undefined;
  readonly #sockets = new Set<net.Socket>();
  port = 0;
  async start(): Promise<void> {
    this.#server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        this.#sockets.add(s);
        s.on('close', () => this.#sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.#server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.#server.address() as net.AddressInfo).port;
  }
  async stop(): Promise<void> {
    for (const s of this.#sockets) s.destroy();
    await new Promise<void>((resolve) => this.#server!.close(() => resolve()));
  }
}

describe('PostgreSQL unavailable while serving', () => {
  const schema = `warden_down_${randomBytes(6).toString('hex')}`;
  const relay = new Relay();
  let ctx: TestContext;
  before(async () => {
    await relay.start();
    const url = new URL(PG_URL);
    url.port = String(relay.port);
    url.hostname = '127.0.0.1';
    ctx = await setup({ store: new PostgresStore({ connectionString: url.toString(), schema }) });
  });
  after(async () => {
    await ctx.close();
    await relay.stop().catch(() => undefined);
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('503 SERVICE_UNAVAILABLE with Retry-After while the database is down, 200 again once it is back', async () => {
    assert.equal((await post(ctx, '/v1/analyze', { content: 'hello there' })).status, 200);
    await relay.stop();
    for (const [method, url, payload] of [['POST', '/v1/analyze', { content: 'hello there' }], ['GET', '/v1/policies', undefined]] as const) {
      const res = await ctx.app.inject({ method, url, headers: { authorization: `Bearer ${ctx.keys.enterprise}` }, ...(payload ? { payload } : {}) });
      assert.equal(res.statusCode, 503, url);
      assert.equal(res.headers['retry-after'], '5');
      assert.deepEqual({ ...res.json().error, requestId: undefined }, {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database is unavailable; try again shortly',
        requestId: undefined,
        status: 503,
      });
    }
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode, 503);
    await relay.start();
    assert.equal((await post(ctx, '/v1/analyze', { content: 'hello there' })).status, 200);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
  });

  it('tells an outage from a bug', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '08006', '08001', '57P01', '57P03', '53300']) assert.equal(isStoreUnavailable(Object.assign(new Error('x'), { code })), true, code);
    assert.equal(isStoreUnavailable(new Error('Connection terminated unexpectedly')), true);
    for (const code of ['23505', '42P01', '22P02', undefined]) assert.equal(isStoreUnavailable(Object.assign(new Error('x'), { code })), false, String(code));
    assert.equal(isStoreUnavailable(new TypeError('Cannot read properties of undefined')), false);
  });
});
