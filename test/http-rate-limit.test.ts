// Rate limits through HTTP: the interface's per-plan table, per organization, headers on every
// response, 429 with Retry-After, exactness under concurrency, and the limiter-failure modes.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { auth, post, setup } from './helpers.ts';
import { generateApiKey, hashApiKey, keyPrefix } from '../src/http/auth.ts';
import type { Limiter } from '../src/limits/types.ts';

// The test clock starts at 2026-01-01T12:00:30Z: the minute window resets at 12:01:00.
const MINUTE_RESET = Date.UTC(2026, 0, 1, 12, 1, 0) / 1000;
const DAY_RESET = Date.UTC(2026, 0, 2) / 1000;

describe('rate limits', () => {
  it('free: 60 per minute, exact remaining sequence, then 429 with Retry-After', async () => {
    const ctx = await setup();
    try {
      for (let i = 1; i <= 60; i++) {
        const res = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(ctx.keys.free) });
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['x-ratelimit-limit'], '60');
        assert.equal(res.headers['x-ratelimit-remaining'], String(60 - i));
        assert.equal(res.headers['x-ratelimit-reset'], String(MINUTE_RESET));
        assert.equal(res.headers['retry-after'], undefined);
      }
      const res = await post(ctx, '/v1/analyze', { content: 'hello' }, ctx.keys.free);
      assert.equal(res.status, 429);
      assert.equal(res.body.error.code, 'RATE_LIMIT_EXCEEDED');
      assert.equal(res.body.error.status, 429);
      assert.equal(res.headers['retry-after'], '30');
      assert.equal(res.headers['x-ratelimit-remaining'], '0');
      assert.equal(res.headers['x-ratelimit-reset'], String(MINUTE_RESET));
      // Another organization is not affected.
      const other = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(ctx.keys.pro) });
      assert.equal(other.statusCode, 200);
      assert.equal(other.headers['x-ratelimit-limit'], '600');
      assert.equal(other.headers['x-ratelimit-remaining'], '599');
      // The next minute admits again.
      ctx.clock.advance(30_000);
      const again = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(ctx.keys.free) });
      assert.equal(again.statusCode, 200);
      assert.equal(again.headers['x-ratelimit-remaining'], '59');
    } finally {
      await ctx.close();
    }
  });

  it('200 simultaneous requests on a free key admit exactly 60', async () => {
    const ctx = await setup();
    try {
      const results = await Promise.all(
        Array.from({ length: 200 }, () => post(ctx, '/v1/analyze', { content: 'What is the capital of France?' }, ctx.keys.free)),
      );
      const counts = new Map<number, number>();
      for (const r of results) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
      assert.deepEqual([...counts.entries()].sort(), [[200, 60], [429, 140]]);
    } finally {
      await ctx.close();
    }
  });

  it('free: 1,000 per day across minutes; the day window then binds', async () => {
    const ctx = await setup();
    try {
      let admitted = 0;
      for (let minute = 0; minute < 17; minute++) {
        for (let i = 0; i < 60; i++) {
          const res = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(ctx.keys.free) });
          if (res.statusCode === 200) admitted++;
        }
        ctx.clock.advance(60_000);
      }
      assert.equal(admitted, 1000);
      const res = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(ctx.keys.free) });
      assert.equal(res.statusCode, 429);
      assert.equal(res.json().error.message, 'Daily request limit exceeded');
      assert.equal(res.headers['x-ratelimit-reset'], String(DAY_RESET));
      assert.equal(res.headers['x-ratelimit-remaining-day'], '0');
      assert.equal(res.headers['x-ratelimit-limit-day'], '1000');
      assert.equal(Number(res.headers['retry-after']), DAY_RESET - ctx.clock.now() / 1000);
    } finally {
      await ctx.close();
    }
  });

  it('enterprise is unlimited and reports 2147483647', async () => {
    const ctx = await setup();
    try {
      for (let i = 0; i < 700; i++) {
        const res = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(ctx.keys.enterprise) });
        assert.equal(res.statusCode, 200);
      }
      const res = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(ctx.keys.enterprise) });
      assert.equal(res.headers['x-ratelimit-limit'], '2147483647');
      assert.equal(res.headers['x-ratelimit-remaining'], '2147483647');
      assert.equal(res.headers['x-ratelimit-reset'], String(MINUTE_RESET));
    } finally {
      await ctx.close();
    }
  });

  it('limits are per organization: two keys of one org share the budget', async () => {
    const ctx = await setup();
    try {
      const second = generateApiKey();
      await ctx.store.createApiKey({ orgId: 'freeco', plan: 'free', keyHash: hashApiKey(second), prefix: keyPrefix(second) });
      for (let i = 0; i < 30; i++) await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(ctx.keys.free) });
      const res = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(second) });
      assert.equal(res.headers['x-ratelimit-remaining'], '29');
    } finally {
      await ctx.close();
    }
  });

  it('callers without a valid key are limited per address at the free rate', async () => {
    const ctx = await setup();
    try {
      for (let i = 0; i < 60; i++) {
        const res = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth('wdn_guess') });
        assert.equal(res.statusCode, 401);
      }
      const res = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth('wdn_guess') });
      assert.equal(res.statusCode, 429);
      assert.equal(res.headers['retry-after'], '30');
      // A valid key is limited by its organization, not by the address.
      const ok = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(ctx.keys.free) });
      assert.equal(ok.statusCode, 200);
    } finally {
      await ctx.close();
    }
  });

  const broken: Limiter = { kind: 'redis', hit: () => Promise.reject(new Error('connection refused')), ping: () => Promise.reject(new Error('connection refused')), close: async () => {} };

  it('limiter down, failure mode open (default): requests pass with the plan limits in the headers', async () => {
    const ctx = await setup({ limiter: broken });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(ctx.keys.free) });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['x-ratelimit-limit'], '60');
      assert.equal(res.headers['x-ratelimit-remaining'], '60');
    } finally {
      await ctx.close();
    }
  });

  it('limiter down, failure mode closed: 503 SERVICE_UNAVAILABLE with Retry-After', async () => {
    const ctx = await setup({ limiter: broken, config: { rateLimitFailureMode: 'closed' } });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(ctx.keys.free) });
      assert.equal(res.statusCode, 503);
      assert.equal(res.json().error.code, 'SERVICE_UNAVAILABLE');
      assert.equal(res.headers['retry-after'], '5');
    } finally {
      await ctx.close();
    }
  });
});
