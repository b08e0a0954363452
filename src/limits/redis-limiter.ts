// The scale-out limiter: counters live in Redis so every Warden instance shares them. Each decision is
// one Lua script, which Redis runs atomically, so limits stay exact however many instances race.

import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { LimitDecision, LimitSpec, Limiter, LimiterDeps } from './types.ts';
import { DAY_MS, MINUTE_MS, type WindowName, decision, isUnlimited, windowIndexes } from './window.ts';

// KEYS: minute counter, day counter. ARGV: minute limit, day limit (-1 = unlimited, never counted),
// minute TTL ms, day TTL ms. Returns {verdict, minute count, day count} with the counts as they were
// before this request; verdict 0 = admitted, 1 = minute full, 2 = day full. The day is checked first
// for the same reason as in rejectingWindow (window.ts), which this must agree with.
const SCRIPT = `
local minuteLimit, dayLimit = tonumber(ARGV[1]), tonumber(ARGV[2])
local minuteCount = tonumber(redis.call('GET', KEYS[1]) or '0')
local dayCount = tonumber(redis.call('GET', KEYS[2]) or '0')
if dayLimit >= 0 and dayCount >= dayLimit then return {2, minuteCount, dayCount} end
if minuteLimit >= 0 and minuteCount >= minuteLimit then return {1, minuteCount, dayCount} end
if minuteLimit >= 0 and redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
if dayLimit >= 0 and redis.call('INCR', KEYS[2]) == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[4]) end
return {0, minuteCount, dayCount}
`;
const SCRIPT_SHA = createHash('sha1').update(SCRIPT).digest('hex');
const VERDICTS: readonly (WindowName | null)[] = [null, 'minute', 'day'];

/**
 * Keys outlive their window by this much, so an instance whose clock lags the one that created a key
 * still finds its count.
 */
const EXPIRY_SLACK_MS = 60_000;

/** How long a hit waits for Redis's reply before the failure mode decides the request. */
const COMMAND_TIMEOUT_MS = 1_000;

export interface RedisLimiterOptions {
  url?: string;
  /** A caller-owned client; close() then leaves it open. */
  client?: Redis;
  keyPrefix?: string;
}

export class RedisLimiter implements Limiter {
  readonly kind = 'redis';
  readonly #client: Redis;
  readonly #ownsClient: boolean;
  readonly #keyPrefix: string;
  readonly #now: () => number;

  constructor(options: RedisLimiterOptions, deps: LimiterDeps = {}) {
    this.#keyPrefix = options.keyPrefix ?? 'warden:';
    this.#now = deps.now ?? Date.now;
    this.#ownsClient = options.client === undefined;
    this.#client = options.client ?? connect(options.url);
  }

  async hit(key: string, spec: LimitSpec): Promise<LimitDecision> {
    const now = this.#now();
    if (isUnlimited(spec)) return decision(spec, now, { minute: 0, day: 0 }, null);

    const index = windowIndexes(now);
    const base = `${this.#keyPrefix}rl:${key}`;
    const keys = [`${base}:m:${index.minute}`, `${base}:d:${index.day}`];
    const args = [
      spec.perMinute ?? -1,
      spec.perDay ?? -1,
      (index.minute + 1) * MINUTE_MS - now + EXPIRY_SLACK_MS,
      (index.day + 1) * DAY_MS - now + EXPIRY_SLACK_MS,
    ];
    const [verdict, minute, day] = parseReply(await this.#run(keys, args));
    return decision(spec, now, { minute, day }, verdict);
  }

  /** PING: fails within COMMAND_TIMEOUT_MS when Redis hangs, at the next failed connection attempt when it is unreachable. */
  async ping(): Promise<void> {
    const reply = await this.#client.ping();
    if (reply !== 'PONG') throw new Error('unexpected PING reply');
  }

  async close(): Promise<void> {
    // quit() waits for pending replies; while disconnected it just drops the connection attempt.
    if (this.#ownsClient) await this.#client.quit().catch(() => this.#client.disconnect());
  }

  async #run(keys: string[], args: number[]): Promise<unknown> {
    try {
      return await this.#client.evalsha(SCRIPT_SHA, keys.length, ...keys, ...args);
    } catch (err) {
      // The script cache is empty after a Redis restart or failover; EVAL reloads it.
      if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
      return this.#client.eval(SCRIPT, keys.length, ...keys, ...args);
    }
  }
}

/**
 * A client that fails fast: while Redis is unreachable a hit() is rejected at the next failed connection
 * attempt (within about 1.5 s) instead of waiting for Redis to return, and the HTTP layer applies its
 * failure mode. A Redis that accepts the command and never answers (hung, frozen, or a connection whose
 * packets are dropped) fails the hit after COMMAND_TIMEOUT_MS the same way.
 */
function connect(url: string | undefined): Redis {
  const client = new Redis(url ?? 'redis://127.0.0.1:6379', {
    connectTimeout: 1_000,
    // Without it a hung Redis holds every request forever (the socket stays open, so no reconnection
    // happens). A timed-out script may still run when Redis wakes up: that request is then counted
    // although the failure mode decided it, an over-count of at most one per timed-out request.
    commandTimeout: COMMAND_TIMEOUT_MS,
    // A shutdown while Redis is down should not wait ioredis's default 2 s.
    disconnectTimeout: 200,
    retryStrategy: (attempt) => Math.min(attempt * 100, 500),
    // A hit is not idempotent: re-sending one whose reply was lost could count a request twice, so
    // a command cut off by a dropped connection fails instead of being retried.
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
  });
  // Failures reach callers as rejected hits; without a listener ioredis logs every reconnect attempt.
  client.on('error', () => {});
  return client;
}

function parseReply(reply: unknown): [WindowName | null, number, number] {
  const [code, minute, day]: unknown[] = Array.isArray(reply) ? reply : [];
  const verdict = typeof code === 'number' ? VERDICTS[code] : undefined;
  if (verdict !== undefined && typeof minute === 'number' && typeof day === 'number') {
    return [verdict, minute, day];
  }
  throw new Error(`unexpected rate-limit script reply: ${JSON.stringify(reply)}`);
}
