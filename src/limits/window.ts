// Window arithmetic and the decision rule shared by every Limiter, so the memory and Redis limiters can
// only differ in where the counts live, never in what a decision says.

import type { LimitDecision, LimitSpec } from './types.ts';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export type WindowName = 'minute' | 'day';

/** One number per window: a window index, or a count of requests in it. */
export interface PerWindow {
  minute: number;
  day: number;
}

/** Indexes of the fixed UTC windows containing nowMs; they name the counters. */
export function windowIndexes(nowMs: number): PerWindow {
  return { minute: Math.floor(nowMs / MINUTE_MS), day: Math.floor(nowMs / DAY_MS) };
}

/**
 * The window that rejects the next request, or null when both have room. The day wins when both are
 * full: retrying when the minute resets would only be rejected again.
 */
export function rejectingWindow(spec: LimitSpec, used: PerWindow): WindowName | null {
  if (spec.perDay !== null && used.day >= spec.perDay) return 'day';
  if (spec.perMinute !== null && used.minute >= spec.perMinute) return 'minute';
  return null;
}

/** Describes the outcome of one request; `used` is the counts before it, `exceeded` the verdict on it. */
export function decision(
  spec: LimitSpec,
  nowMs: number,
  used: PerWindow,
  exceeded: WindowName | null,
): LimitDecision {
  const index = windowIndexes(nowMs);
  const minuteReset = ((index.minute + 1) * MINUTE_MS) / 1000;
  const dayReset = ((index.day + 1) * DAY_MS) / 1000;
  const consumed = exceeded === null ? 1 : 0;
  // Clamped because a limit lowered mid-window (plan downgrade) can leave more counted than allowed.
  const left = (limit: number | null, count: number): number | null =>
    limit === null ? null : Math.max(0, limit - count - consumed);
  const minuteLeft = left(spec.perMinute, used.minute);
  const dayLeft = left(spec.perDay, used.day);

  const dayBinds =
    exceeded === 'day' ||
    (exceeded === null && dayLeft !== null && (minuteLeft === null || dayLeft < minuteLeft));
  const reset = dayBinds ? dayReset : minuteReset;

  return {
    allowed: exceeded === null,
    limit: spec.perMinute,
    remaining: minuteLeft === null ? dayLeft : dayLeft === null ? minuteLeft : Math.min(minuteLeft, dayLeft),
    reset,
    retryAfter: exceeded === null ? 0 : Math.max(1, Math.ceil((reset * 1000 - nowMs) / 1000)),
    exceeded,
    minute: { limit: spec.perMinute, remaining: minuteLeft, reset: minuteReset },
    day: { limit: spec.perDay, remaining: dayLeft, reset: dayReset },
  };
}

export function isUnlimited(spec: LimitSpec): boolean {
  return spec.perMinute === null && spec.perDay === null;
}
