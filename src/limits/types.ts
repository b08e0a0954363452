// The rate-limit contract. Memory (default, one process) and Redis (scale-out) implement it; the same
// contract suite (test/limiter-contract.test.ts) runs against both. One call decides one request
// atomically, so limits are exact under concurrency.

/** null means unlimited for that window. */
export interface LimitSpec {
  perMinute: number | null;
  perDay: number | null;
}

export interface LimitDecision {
  allowed: boolean;
  /** The per-minute limit, null when unlimited (the X-RateLimit-Limit header; see http/rate-limit.ts). */
  limit: number | null;
  /** Requests left: the smaller of what the minute and the day windows still admit (null = unlimited). */
  remaining: number | null;
  /** Unix seconds at which the binding window resets. */
  reset: number;
  /** Seconds until a rejected request may be retried (0 when allowed). */
  retryAfter: number;
  /** Which window rejected the request, when it was rejected. */
  exceeded: 'minute' | 'day' | null;
  /** Per-window detail, for the extra X-RateLimit-*-Day headers. */
  minute: { limit: number | null; remaining: number | null; reset: number };
  day: { limit: number | null; remaining: number | null; reset: number };
}

export interface Limiter {
  readonly kind: 'memory' | 'redis';
  /**
   * Counts one request for key against both windows (fixed windows aligned to the UTC minute and the
   * UTC day). A request is admitted only if both windows have room; a rejected request consumes nothing.
   */
  hit(key: string, spec: LimitSpec): Promise<LimitDecision>;
  /** Resolves when the limiter can decide requests (Redis: answers PING); rejects otherwise, within about a second. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface LimiterDeps {
  /** Milliseconds since the epoch; injected so window tests never sleep. */
  now?: () => number;
}
