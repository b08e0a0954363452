// The default, single-process limiter: counters live in a Map. hit() decides and counts without awaiting
// anything, so concurrent requests in this process cannot both take the last slot.

import type { LimitDecision, LimitSpec, Limiter, LimiterDeps } from './types.ts';
import { decision, isUnlimited, rejectingWindow, windowIndexes } from './window.ts';

/** A key's counts in the windows it was last seen in (the window indexes). */
interface Counter {
  minute: number;
  minuteCount: number;
  day: number;
  dayCount: number;
}

export class MemoryLimiter implements Limiter {
  readonly kind = 'memory';
  readonly #now: () => number;
  readonly #counters = new Map<string, Counter>();
  #sweptMinute = Number.NEGATIVE_INFINITY;

  constructor(deps: LimiterDeps = {}) {
    this.#now = deps.now ?? Date.now;
  }

  async hit(key: string, spec: LimitSpec): Promise<LimitDecision> {
    const now = this.#now();
    if (isUnlimited(spec)) return decision(spec, now, { minute: 0, day: 0 }, null);

    const index = windowIndexes(now);
    this.#sweep(index.minute, index.day);
    let counter = this.#counters.get(key);
    if (counter === undefined) {
      counter = { minute: index.minute, minuteCount: 0, day: index.day, dayCount: 0 };
      this.#counters.set(key, counter);
    }
    if (counter.minute !== index.minute) {
      counter.minute = index.minute;
      counter.minuteCount = 0;
    }
    if (counter.day !== index.day) {
      counter.day = index.day;
      counter.dayCount = 0;
    }

    const used = { minute: counter.minuteCount, day: counter.dayCount };
    const exceeded = rejectingWindow(spec, used);
    // Unlimited windows are not counted, as in the Redis limiter, which stores nothing for them.
    if (exceeded === null) {
      if (spec.perMinute !== null) counter.minuteCount++;
      if (spec.perDay !== null) counter.dayCount++;
    }
    return decision(spec, now, used, exceeded);
  }

  /** In-process counts are always there. */
  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.#counters.clear();
  }

  /**
   * Once per minute, drops keys whose counts are all in past windows, so memory is bounded by the keys
   * active today rather than every key ever seen. Driven by hits instead of a timer: nothing to unref,
   * and an idle limiter has nothing new to sweep.
   */
  #sweep(minute: number, day: number): void {
    if (minute === this.#sweptMinute) return;
    this.#sweptMinute = minute;
    for (const [key, c] of this.#counters) {
      if (c.minute < minute && (c.day < day || c.dayCount === 0)) this.#counters.delete(key);
    }
  }
}
