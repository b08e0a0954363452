// WARDEN_TRUST_PROXY: which X-Forwarded-For entry is the client. The left-most entry is written by the
// client itself; only the entries the configured proxies appended can be believed, so the client is the
// right-most address that is not a trusted proxy. Observed through the per-address limit on
// unauthenticated calls (60 per minute): requests charged to one bucket count down one Remaining.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../src/config.ts';
import { setup, type TestContext } from './helpers.ts';

async function withProxy(value: string, fn: (ctx: TestContext) => Promise<void>): Promise<void> {
  const ctx = await setup({ config: { trustProxy: loadConfig({ WARDEN_TRUST_PROXY: value }).trustProxy } });
  try {
    await fn(ctx);
  } finally {
    await ctx.close();
  }
}

/** An unauthenticated GET from `peer` (the TCP peer) with this X-Forwarded-For; status and Remaining. */
async function anonymous(ctx: TestContext, peer: string, forwardedFor?: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/v1/policies',
    remoteAddress: peer,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  return { status: res.statusCode, remaining: res.headers['x-ratelimit-remaining'] };
}

describe('WARDEN_TRUST_PROXY', () => {
  it('true is one hop: rotating the left-most X-Forwarded-For entry still gets 429 after 60', async () => {
    await withProxy('true', async (ctx) => {
      for (let i = 1; i <= 60; i++) {
        const r = await anonymous(ctx, '10.0.0.2', `198.18.${i >> 8}.${i & 255}, 203.0.113.9`);
        assert.deepEqual(r, { status: 401, remaining: String(60 - i) }, `request ${i}`);
      }
      for (let i = 61; i <= 100; i++) {
        const r = await anonymous(ctx, '10.0.0.2', `198.18.${i >> 8}.${i & 255}, 203.0.113.9`);
        assert.deepEqual(r, { status: 429, remaining: '0' }, `request ${i}`);
      }
      // Another client behind the same proxy has its own count.
      assert.deepEqual(await anonymous(ctx, '10.0.0.2', '203.0.113.10'), { status: 401, remaining: '59' });
    });
  });

  it('a number of hops: the client is that many entries from the right', async () => {
    await withProxy('2', async (ctx) => {
      // peer = proxy 2, right-most entry = proxy 1 (trusted), next = the client.
      assert.deepEqual(await anonymous(ctx, '10.0.0.2', '1.1.1.1, 203.0.113.9, 10.0.0.1'), { status: 401, remaining: '59' });
      assert.deepEqual(await anonymous(ctx, '10.0.0.2', '2.2.2.2, 203.0.113.9, 10.0.0.1'), { status: 401, remaining: '58' });
      assert.deepEqual(await anonymous(ctx, '10.0.0.2', '203.0.113.9, 10.0.0.7'), { status: 401, remaining: '57' });
      assert.deepEqual(await anonymous(ctx, '10.0.0.2', '203.0.113.10, 10.0.0.1'), { status: 401, remaining: '59' });
    });
  });

  it('a list of proxies: the right-most address not on it is the client; a peer not on it is the client itself', async () => {
    await withProxy('10.0.0.0/8, 192.168.1.1', async (ctx) => {
      assert.deepEqual(await anonymous(ctx, '10.1.2.3', '1.1.1.1, 203.0.113.9, 192.168.1.1, 10.9.9.9'), { status: 401, remaining: '59' });
      assert.deepEqual(await anonymous(ctx, '10.1.2.3', '2.2.2.2, 203.0.113.9'), { status: 401, remaining: '58' });
      assert.deepEqual(await anonymous(ctx, '192.168.1.1', '203.0.113.9'), { status: 401, remaining: '57' });
      // A direct client (not a listed proxy): its X-Forwarded-For is ignored, whatever it says.
      assert.deepEqual(await anonymous(ctx, '198.51.100.5', '203.0.113.9'), { status: 401, remaining: '59' });
      assert.deepEqual(await anonymous(ctx, '198.51.100.5', '203.0.113.77'), { status: 401, remaining: '58' });
    });
  });

  it('false (the default): X-Forwarded-For is ignored and the TCP peer is the client', async () => {
    await withProxy('false', async (ctx) => {
      assert.deepEqual(await anonymous(ctx, '10.0.0.2', '203.0.113.9'), { status: 401, remaining: '59' });
      assert.deepEqual(await anonymous(ctx, '10.0.0.2', '203.0.113.10'), { status: 401, remaining: '58' });
      assert.deepEqual(await anonymous(ctx, '10.0.0.2'), { status: 401, remaining: '57' });
    });
  });
});
