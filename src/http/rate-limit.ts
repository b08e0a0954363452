// Turns a limiter decision into the X-RateLimit-* headers that every /v1 response carries, and decides
// what happens when the shared limiter cannot be asked (WARDEN_RATE_LIMIT_FAILURE_MODE).

import type { LimitDecision, LimitSpec } from '../limits/types.ts';

/** Unlimited plans report this number, so clients that parse an integer keep working. */
export const UNLIMITED = 2147483647;

export function rateLimitHeaders(d: LimitDecision): Record<string, string> {
  const headers: Record<string, string> = {
    'x-ratelimit-limit': String(d.limit ?? UNLIMITED),
    'x-ratelimit-remaining': String(d.remaining ?? UNLIMITED),
    'x-ratelimit-reset': String(d.reset),
    'x-ratelimit-limit-day': String(d.day.limit ?? UNLIMITED),
    'x-ratelimit-remaining-day': String(d.day.remaining ?? UNLIMITED),
    'x-ratelimit-reset-day': String(d.day.reset),
  };
  if (!d.allowed) headers['retry-after'] = String(d.retryAfter);
  return headers;
}

/**
 * The decision reported when the limiter could not be asked and the failure mode is "open": the request
 * is admitted and the headers show the plan's limits with nothing known to be used.
 */
export function unknownDecision(nowMs: number, spec: LimitSpec): LimitDecision {
  const minuteReset = Math.floor(nowMs / 60_000) * 60 + 60;
  const dayReset = Math.floor(nowMs / 86_400_000) * 86_400 + 86_400;
  return {
    allowed: true,
    limit: spec.perMinute,
    remaining: spec.perMinute,
    reset: minuteReset,
    retryAfter: 0,
    exceeded: null,
    minute: { limit: spec.perMinute, remaining: spec.perMinute, reset: minuteReset },
    day: { limit: spec.perDay, remaining: spec.perDay, reset: dayReset },
  };
}
