// Redis unavailable, for real: the real RedisLimiter (no fake) against a port where nothing listens, and
// against a private redis-server that is killed, frozen and started again in the middle of a run. Every
// request is answered quickly by the failure mode (open: admitted; closed: 503 with Retry-After: 5; both
// with the plan's limits and nothing known to be used in the X-RateLimit-* headers), and counting
// resumes as soon as Redis is back (the client reconnects).
// Needs the redis-server binary; fails (does not skip) without it.

import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { RedisLimiter } from '../src/limits/redis-limiter.ts';
import { auth, setup, testClock, type TestContext, freePort } from './helpers.ts';

/** A throw-away redis-server on port: no persistence, so a restart starts with no counts. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
    const onData = (d: Buffer) => {
      out += d;
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return child;
}

async function stopRedis(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

/**
 * Generous: the client fails a request at its next failed connection attempt (within about 1.5 s), or
 * when Redis does not answer within 1 s.
 */
const QUICK_MS = 5_000;
/** The slowest answer of the current test, reported as a diagnostic. */
let slowest = 0;

/** One GET /v1/policies with the free key: status, the remaining count, and how long it took. */
async function timed(ctx: TestContext) {
  const started = performance.now();
  const res = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(ctx.keys.free) });
  const ms = performance.now() - started;
  slowest = Math.max(slowest, ms);
  return {
    status: res.statusCode,
    ms,
    limit: res.headers['x-ratelimit-limit'],
    remaining: res.headers['x-ratelimit-remaining'],
    retryAfter: res.headers['retry-after'],
    code: res.statusCode >= 400 ? (res.json().error.code as string) : undefined,
  };
}

describe('Redis unreachable: the real limiter, nothing listening', () => {
  it('failure mode open: 200 with the free plan limits (60 / 60), answered quickly', async (t) => {
    slowest = 0;
    const port = await freePort();
    const ctx = await setup({ limiter: new RedisLimiter({ url: `redis://127.0.0.1:${port}` }) });
    try {
      for (let i = 0; i < 3; i++) {
        const r = await timed(ctx);
        assert.equal(r.status, 200);
        assert.equal(r.limit, '60');
        assert.equal(r.remaining, '60');
        assert.ok(r.ms < QUICK_MS, `answered in ${r.ms} ms`);
      }
      t.diagnostic(`slowest answer ${Math.round(slowest)} ms`);
    } finally {
      await ctx.close();
    }
  });

  it('failure mode closed: 503 SERVICE_UNAVAILABLE with Retry-After: 5, answered quickly', async (t) => {
    slowest = 0;
    const port = await freePort();
    const ctx = await setup({ limiter: new RedisLimiter({ url: `redis://127.0.0.1:${port}` }), config: { rateLimitFailureMode: 'closed' } });
    try {
      for (let i = 0; i < 3; i++) {
        const r = await timed(ctx);
        assert.equal(r.status, 503);
        assert.equal(r.code, 'SERVICE_UNAVAILABLE');
        assert.equal(r.retryAfter, '5');
        // The headers show the plan's limits with nothing known to be used, as in the open mode.
        assert.equal(r.limit, '60');
        assert.equal(r.remaining, '60');
        assert.ok(r.ms < QUICK_MS, `answered in ${r.ms} ms`);
      }
      t.diagnostic(`slowest answer ${Math.round(slowest)} ms`);
    } finally {
      await ctx.close();
    }
  });
});

describe('Redis goes away in the middle of a run and comes back', () => {
  let redis: ChildProcess | undefined;
  after(async () => {
    if (redis) {
      if (redis.signalCode === null && redis.exitCode === null) redis.kill('SIGCONT');
      await stopRedis(redis);
    }
  });

  it('counted, then the failure mode while it is killed or frozen, then counted again', async (t) => {
    slowest = 0;
    const port = await freePort();
    redis = await startRedis(port);
    const url = `redis://127.0.0.1:${port}`;
    // One clock for both apps (a fixed instant mid-minute): no window boundary can fall inside the test.
    const clock = testClock();
    // Two instances on the same Redis, one per failure mode, each with its own counters.
    const open = await setup({ clock, limiter: new RedisLimiter({ url, keyPrefix: 'open:' }, { now: clock.now }) });
    const closed = await setup({ clock, limiter: new RedisLimiter({ url, keyPrefix: 'closed:' }, { now: clock.now }), config: { rateLimitFailureMode: 'closed' } });
    try {
      const expectCounted = async (ctx: TestContext, remaining: number) => {
        const r = await timed(ctx);
        assert.deepEqual([r.status, r.limit, r.remaining], [200, '60', String(remaining)]);
      };
      const expectDown = async (phase: string) => {
        const o = await timed(open);
        assert.deepEqual([o.status, o.limit, o.remaining], [200, '60', '60'], phase);
        const c = await timed(closed);
        assert.deepEqual([c.status, c.code, c.retryAfter, c.limit, c.remaining], [503, 'SERVICE_UNAVAILABLE', '5', '60', '60'], phase);
        assert.ok(o.ms < QUICK_MS && c.ms < QUICK_MS, `${phase}: answered in ${o.ms} / ${c.ms} ms`);
      };
      /** Both counted again: the first successful decision of each, then one more. */
      const expectBack = async (phase: string) => {
        const deadline = Date.now() + 10_000;
        let c = await timed(closed);
        while (c.status === 503 && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 100));
          c = await timed(closed);
        }
        assert.equal(c.status, 200, `${phase}: the limiter reconnected`);
        return c;
      };

      // Redis up: each request counted.
      for (let i = 59; i >= 57; i--) await expectCounted(open, i);
      await expectCounted(closed, 59);

      // Killed: connection refused at every reconnection attempt.
      await stopRedis(redis, 'SIGKILL');
      for (let i = 0; i < 3; i++) await expectDown('killed');

      // Started again on the same port, with empty memory: counting starts over, on both instances.
      redis = await startRedis(port);
      const back = await expectBack('restarted');
      assert.equal(back.remaining, '59');
      await expectCounted(closed, 58);
      await expectCounted(open, 59);
      await expectCounted(open, 58);

      // Frozen (SIGSTOP): the connection stays open and nothing answers — the worst case, a hung Redis
      // or a network that drops packets. Requests must still be answered quickly by the failure mode.
      redis.kill('SIGSTOP');
      for (let i = 0; i < 2; i++) await expectDown('frozen');
      redis.kill('SIGCONT');
      await expectBack('thawed');
      // The count goes on from where it was (the timed-out commands may have run late: at most one each).
      const after = await timed(open);
      assert.equal(after.status, 200);
      assert.ok(Number(after.remaining) < 58, `counted again on the open instance (remaining ${after.remaining})`);
      t.diagnostic(`slowest answer ${Math.round(slowest)} ms`);
    } finally {
      await open.close();
      await closed.close();
    }
  });
});
