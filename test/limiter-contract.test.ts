// The rate-limit contract (src/limits/types.ts), run unchanged against the memory limiter and against the
// Redis limiter on a real Redis. Time is injected, so window edges are exact and nothing sleeps.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import {
  MemoryLimiter,
  PLAN_LIMITS,
  RedisLimiter,
  createLimiter,
  type LimitDecision,
  type LimitSpec,
  type Limiter,
  type LimiterDeps,
} from '../src/limits/index.ts';

const REDIS_URL = process.env.WARDEN_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Unique per run, so parallel runs never share counters and cleanup removes only this run's keys.
const KEY_PREFIX = `warden-test:${randomUUID()}:`;

// Inspects and cleans up what the Redis limiters stored; connects on first use.
const admin = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
// At the top level so it runs whichever suites a --test-name-pattern selected.
after(async () => {
  const keys = await admin.keys(`${KEY_PREFIX}*`);
  if (keys.length > 0) await admin.del(...keys);
  await admin.quit();
});

const FREE = PLAN_LIMITS.free;
const ENTERPRISE = PLAN_LIMITS.enterprise;
/** Unix seconds of 00:00 UTC on the given date (month 0-based, as in Date.UTC). */
const midnight = (year: number, month: number, day: number): number => Date.UTC(year, month, day) / 1000;

function contract(name: string, make: (deps: LimiterDeps) => Limiter): void {
  // Tests set clock.now (ms since the epoch) before each hit.
  const clock = { now: 0 };
  // Built in a hook, not at load, so a run that filters these tests out opens no connection to leak.
  let limiter: Limiter;
  describe(`${name} limiter contract`, () => {
    before(() => {
      limiter = make({ now: () => clock.now });
    });
    after(() => limiter.close());

    // Every test uses fresh keys, so one test's counts never leak into another's.
    const freshKey = (): string => `key-${randomUUID()}`;
    const hitAt = (ms: number, key: string, spec: LimitSpec): Promise<LimitDecision> => {
      clock.now = ms;
      return limiter.hit(key, spec);
    };
    const hitTimes = async (n: number, ms: number, key: string, spec: LimitSpec) => {
      const out: LimitDecision[] = [];
      for (let i = 0; i < n; i++) out.push(await hitAt(ms, key, spec));
      return out;
    };

    test('ping resolves while the limiter can decide requests', async () => {
      assert.equal(await limiter.ping(), undefined);
    });

    test('free plan: exactly 60 per minute with exact remaining, reset and retryAfter', async () => {
      const key = freshKey();
      const t = Date.UTC(2026, 0, 1, 0, 0, 30);
      const dayReset = midnight(2026, 0, 2);

      const admitted = await hitTimes(60, t, key, FREE);
      admitted.forEach((d, i) => {
        assert.deepEqual(d, {
          allowed: true,
          limit: 60,
          remaining: 59 - i,
          reset: 1767225660,
          retryAfter: 0,
          exceeded: null,
          minute: { limit: 60, remaining: 59 - i, reset: 1767225660 },
          day: { limit: 1000, remaining: 999 - i, reset: dayReset },
        });
      });

      const rejected: LimitDecision = {
        allowed: false,
        limit: 60,
        remaining: 0,
        reset: 1767225660,
        retryAfter: 30,
        exceeded: 'minute',
        minute: { limit: 60, remaining: 0, reset: 1767225660 },
        day: { limit: 1000, remaining: 940, reset: dayReset },
      };
      assert.deepEqual(await hitAt(t, key, FREE), rejected);
      assert.deepEqual(await hitAt(t, key, FREE), rejected, 'a rejected hit consumed nothing');
      // retryAfter rounds up and never reaches 0 while rejected.
      assert.equal((await hitAt(t + 500, key, FREE)).retryAfter, 30);
      assert.equal((await hitAt(Date.UTC(2026, 0, 1, 0, 0, 59, 999), key, FREE)).retryAfter, 1);

      const nextMinute = await hitAt(1767225660_000, key, FREE);
      assert.equal(nextMinute.allowed, true);
      assert.equal(nextMinute.remaining, 59);
      assert.equal(nextMinute.reset, 1767225720);
      assert.equal(nextMinute.day.remaining, 939, 'the four rejected hits did not count against the day');
    });

    test('the day limit binds across minutes and then resets at the next UTC midnight', async () => {
      const key = freshKey();
      const start = Date.UTC(2026, 2, 15, 10, 0);
      const nextMidnight = midnight(2026, 2, 16);
      for (let m = 0; m < 16; m++) {
        const ds = await hitTimes(60, start + m * 60_000, key, FREE);
        assert.ok(ds.every((d) => d.allowed));
      }

      // 960 used: in minute 17 the day has fewer left than the minute, so it is the binding window.
      const lastMinute = start + 16 * 60_000;
      const ds = await hitTimes(40, lastMinute, key, FREE);
      ds.forEach((d, i) => {
        assert.equal(d.allowed, true);
        assert.equal(d.remaining, 39 - i);
        assert.equal(d.minute.remaining, 59 - i);
        assert.equal(d.reset, nextMidnight);
      });

      const dayFull = await hitAt(lastMinute, key, FREE);
      assert.deepEqual(dayFull, {
        allowed: false,
        limit: 60,
        remaining: 0,
        reset: nextMidnight,
        retryAfter: nextMidnight - lastMinute / 1000,
        exceeded: 'day',
        minute: { limit: 60, remaining: 20, reset: lastMinute / 1000 + 60 },
        day: { limit: 1000, remaining: 0, reset: nextMidnight },
      });
      assert.equal(dayFull.retryAfter, 49_440);

      const laterToday = await hitAt(Date.UTC(2026, 2, 15, 23, 59, 59, 1), key, FREE);
      assert.equal(laterToday.exceeded, 'day');
      assert.equal(laterToday.retryAfter, 1);

      const tomorrow = await hitAt(nextMidnight * 1000, key, FREE);
      assert.equal(tomorrow.allowed, true);
      assert.equal(tomorrow.remaining, 59);
      assert.equal(tomorrow.day.remaining, 999);
    });

    test('rejected hits consume nothing in either window', async () => {
      const key = freshKey();
      const spec = { perMinute: 5, perDay: 7 };
      const t = Date.UTC(2026, 5, 1, 12, 0);
      assert.ok((await hitTimes(5, t, key, spec)).every((d) => d.allowed));
      assert.ok((await hitTimes(10, t, key, spec)).every((d) => d.exceeded === 'minute'));

      // Had the minute rejections counted, the day (7) would already be full.
      const next = await hitTimes(3, t + 60_000, key, spec);
      assert.deepEqual(
        next.map((d) => [d.allowed, d.exceeded, d.minute.remaining, d.day.remaining]),
        [
          [true, null, 4, 1],
          [true, null, 3, 0],
          [false, 'day', 3, 0],
        ],
      );
      // ...and the day rejection left the minute's count alone.
      assert.equal((await hitAt(t + 60_000, key, spec)).minute.remaining, 3);
    });

    test('when both windows are full the day is reported: the minute reset would not help', async () => {
      const key = freshKey();
      const spec = { perMinute: 2, perDay: 2 };
      const t = Date.UTC(2026, 5, 1, 12, 0, 10);
      await hitTimes(2, t, key, spec);
      const d = await hitAt(t, key, spec);
      assert.equal(d.exceeded, 'day');
      assert.equal(d.reset, midnight(2026, 5, 2));
    });

    test('enterprise (unlimited) is always allowed and reports no limits', async () => {
      const key = freshKey();
      const t = Date.UTC(2026, 0, 1, 0, 0, 30);
      const ds = await hitTimes(1_500, t, key, ENTERPRISE);
      for (const d of ds) {
        assert.deepEqual(d, {
          allowed: true,
          limit: null,
          remaining: null,
          reset: 1767225660,
          retryAfter: 0,
          exceeded: null,
          minute: { limit: null, remaining: null, reset: 1767225660 },
          day: { limit: null, remaining: null, reset: midnight(2026, 0, 2) },
        });
      }
    });

    test('a window that is unlimited defers to the other one', async () => {
      const t = Date.UTC(2026, 0, 1, 0, 0, 30);
      const dayOnly = await hitTimes(4, t, freshKey(), { perMinute: null, perDay: 3 });
      assert.deepEqual(
        dayOnly.map((d) => [d.allowed, d.limit, d.remaining, d.reset, d.exceeded]),
        [
          [true, null, 2, midnight(2026, 0, 2), null],
          [true, null, 1, midnight(2026, 0, 2), null],
          [true, null, 0, midnight(2026, 0, 2), null],
          [false, null, 0, midnight(2026, 0, 2), 'day'],
        ],
      );
      const minuteOnly = await hitTimes(3, t, freshKey(), { perMinute: 2, perDay: null });
      assert.deepEqual(
        minuteOnly.map((d) => [d.allowed, d.limit, d.remaining, d.reset, d.retryAfter, d.day.remaining]),
        [
          [true, 2, 1, 1767225660, 0, null],
          [true, 2, 0, 1767225660, 0, null],
          [false, 2, 0, 1767225660, 30, null],
        ],
      );
    });

    test('different keys are independent', async () => {
      const [a, b] = [freshKey(), freshKey()];
      const t = Date.UTC(2026, 0, 1, 0, 0, 30);
      await hitTimes(60, t, a, FREE);
      assert.equal((await hitAt(t, a, FREE)).allowed, false);
      const other = await hitAt(t, b, FREE);
      assert.equal(other.allowed, true);
      assert.equal(other.remaining, 59);
      assert.equal(other.day.remaining, 999);
    });

    test('200 simultaneous hits on a free key admit exactly 60', async () => {
      const key = freshKey();
      clock.now = Date.UTC(2026, 0, 1, 0, 0, 30);
      const ds = await Promise.all(Array.from({ length: 200 }, () => limiter.hit(key, FREE)));
      const admitted = ds.filter((d) => d.allowed);
      assert.equal(admitted.length, 60);
      // Each slot was handed out once: no two admitted requests saw the same count.
      assert.deepEqual(
        admitted.map((d) => d.remaining).sort((x, y) => (x ?? 0) - (y ?? 0)),
        Array.from({ length: 60 }, (_, i) => i),
      );
      assert.ok(ds.filter((d) => !d.allowed).every((d) => d.exceeded === 'minute' && d.retryAfter === 30));
      assert.equal((await limiter.hit(key, FREE)).allowed, false);
    });
  });
}

contract('memory', (deps) => new MemoryLimiter(deps));
contract('redis', (deps) => new RedisLimiter({ url: REDIS_URL, keyPrefix: KEY_PREFIX }, deps));

describe('redis limiter storage', () => {
  const clock = { now: Date.UTC(2026, 0, 1, 0, 0, 30) };
  let limiter: RedisLimiter;
  before(async () => {
    limiter = new RedisLimiter({ url: REDIS_URL, keyPrefix: KEY_PREFIX }, { now: () => clock.now });
    // Without Redis these tests fail here rather than being skipped.
    assert.equal(await admin.ping(), 'PONG');
  });
  after(() => limiter.close());

  test('counters use the documented keys and expire shortly after their window', async () => {
    const t = clock.now;
    await limiter.hit('storage-check', FREE);
    const base = `${KEY_PREFIX}rl:storage-check`;
    const minuteKey = `${base}:m:${Math.floor(t / 60_000)}`;
    const dayKey = `${base}:d:${Math.floor(t / 86_400_000)}`;
    assert.equal(await admin.get(minuteKey), '1');
    assert.equal(await admin.get(dayKey), '1');
    // TTLs follow the injected clock: 30 s left in the minute, 23h59m30s in the day, plus slack.
    const minuteTtl = await admin.pttl(minuteKey);
    const dayTtl = await admin.pttl(dayKey);
    assert.ok(minuteTtl > 30_000 && minuteTtl <= 30_000 + 60_000, `minute TTL ${minuteTtl}`);
    assert.ok(dayTtl > 86_370_000 && dayTtl <= 86_370_000 + 60_000, `day TTL ${dayTtl}`);
  });

  test('unlimited plans store nothing', async () => {
    await limiter.hit('storage-unlimited', ENTERPRISE);
    assert.deepEqual(await admin.keys(`${KEY_PREFIX}rl:storage-unlimited:*`), []);
  });

  test('the script is reloaded after Redis loses its script cache', async () => {
    await admin.script('FLUSH');
    assert.equal((await limiter.hit('storage-noscript', FREE)).remaining, 59);
  });

  test('hit() rejects quickly, rather than hanging, when Redis is unreachable', async () => {
    const down = new RedisLimiter({ url: 'redis://127.0.0.1:6390' });
    const started = performance.now();
    try {
      await assert.rejects(down.hit('unreachable', FREE));
      assert.ok(performance.now() - started < 3_000, `took ${performance.now() - started} ms`);
    } finally {
      await down.close();
    }
  });
});

describe('limits module', () => {
  test('plans carry the published limits', () => {
    assert.deepEqual(PLAN_LIMITS, {
      free: { perMinute: 60, perDay: 1_000 },
      pro: { perMinute: 600, perDay: 100_000 },
      enterprise: { perMinute: null, perDay: null },
    });
  });

  test('createLimiter uses Redis only when a URL is configured', async () => {
    const memory = createLimiter(undefined);
    const shared = createLimiter(REDIS_URL);
    try {
      assert.equal(memory.kind, 'memory');
      assert.equal(shared.kind, 'redis');
    } finally {
      await Promise.all([memory.close(), shared.close()]);
    }
  });
});
