// Entry point of the rate-limit module: picks the limiter for the deployment and holds the plans' limits.

import { MemoryLimiter } from './memory-limiter.ts';
import { RedisLimiter } from './redis-limiter.ts';
import type { LimitSpec, Limiter, LimiterDeps } from './types.ts';

export type { LimitDecision, LimitSpec, Limiter, LimiterDeps } from './types.ts';
export { MemoryLimiter } from './memory-limiter.ts';
export { RedisLimiter, type RedisLimiterOptions } from './redis-limiter.ts';

/** Per-plan limits, as published in the product's interface. */
export const PLAN_LIMITS: Record<'free' | 'pro' | 'enterprise', LimitSpec> = {
  free: { perMinute: 60, perDay: 1_000 },
  pro: { perMinute: 600, perDay: 100_000 },
  enterprise: { perMinute: null, perDay: null },
};

/** Redis when a URL is configured, because then several instances must share counts; else in-process. */
export function createLimiter(redisUrl: string | undefined, deps?: LimiterDeps): Limiter {
  return redisUrl ? new RedisLimiter({ url: redisUrl }, deps) : new MemoryLimiter(deps);
}
