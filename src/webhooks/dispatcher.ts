// The dispatcher: claims due deliveries from the outbox and POSTs them, signed, with retries.
// - Work arrives by wake() right after an event is committed on this instance, and by a poll (retries
//   that fall due, events written by other instances, leases of crashed instances that ran out).
// - Concurrency is bounded (concurrency in flight, at most maxPerWebhook per registration and
//   maxPerOrganization per organization, half the slots by default), so a slow endpoint holds at most
//   maxPerWebhook slots, and a tenant whose many endpoints all hang holds at most its share: the other
//   slots stay free for the other tenants, whose deliveries go out at once. Each claim serves the
//   organization with the fewest attempts in flight first (see pickClaims), so a tenant with a backlog
//   does not take every slot that frees up either.
// - A claim is a lease: on PostgreSQL several instances share the outbox and each attempt is made by the
//   one instance holding the claim (FOR UPDATE SKIP LOCKED); a crashed instance's claims are retaken when
//   their lease runs out. On SQLite (one process), claims left in the file at start belong to a process
//   that is gone and are released at once — except in a cluster worker (WARDEN_INSTANCES > 1), whose
//   siblings share the file and hold live claims: there, as on PostgreSQL, leases run out.
// - Outcomes: 2xx succeeded; 410 fails the delivery and disables the registration; anything else (other
//   status, network error, timeout, refused address) is retried on the schedule, jittered, never sooner
//   than Retry-After; after the last attempt the delivery is failed.
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { AttemptOutcome, ClaimedDelivery, Store } from '../store/types.ts';
import { signedHeaders } from './sign.ts';
import { postJson, retryAfterMs } from './post.ts';
import type { HostResolver } from './ssrf.ts';
import type { DeliveryMetricsSink } from '../http/metrics.ts';

/**
 * Delay before each attempt: attempt 1 at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: eight
 * attempts over about 27.6 hours.
 */
export const DEFAULT_RETRY_SCHEDULE_MS: readonly number[] = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
/** Each delay is multiplied by a random factor in [1 − JITTER, 1 + JITTER]. */
export const JITTER = 0.2;
/** How long finished deliveries (and events with none left) are kept: 30 days. */
export const DEFAULT_RETENTION_MS = 30 * 86_400_000;
/** A Retry-After longer than this is capped: the schedule, not the receiver, bounds how long an event waits. */
export const MAX_RETRY_AFTER_MS = 86_400_000;

export interface DispatcherLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DispatcherOptions {
  store: Store;
  allowPrivate: boolean;
  /** Send to http:// urls other than loopback address literals (WARDEN_WEBHOOK_ALLOW_HTTP); default false. */
  allowHttp?: boolean;
  resolve?: HostResolver;
  /** Delay before attempt n+1 at index n; its length is the number of attempts. */
  retryScheduleMs?: readonly number[];
  /** Returns [0, 1); jitter. Injected in tests (0.5 = no jitter). */
  random?: () => number;
  /** Milliseconds since the epoch: the signature timestamps and Retry-After dates. */
  now?: () => number;
  timeoutMs?: number; // default 10 s
  leaseMs?: number; // default 60 s: well over the timeout, so a live attempt never loses its claim
  concurrency?: number; // default 8
  maxPerWebhook?: number; // default 2
  /** Attempts of one organization in flight at once, on this instance; default half of concurrency (at least 1). */
  maxPerOrganization?: number;
  pollIntervalMs?: number; // default 5 s
  /** Finished deliveries and their events are deleted this long after they finished; 0 keeps them forever. */
  retentionMs?: number; // default 30 days
  purgeIntervalMs?: number; // default 1 h
  /** Release every claim at start (default: on SQLite, where this is the only process, unless a cluster worker). */
  releaseAllOnStart?: boolean;
  log?: DispatcherLog;
  worker?: string;
  /** Told the outcome of every attempt made (warden_webhook_deliveries_total); absent: nothing is counted. */
  metrics?: DeliveryMetricsSink;
}

export interface AttemptReport {
  deliveryId: string;
  eventId: string;
  webhookId: string;
  /** The attempt's number (1 = first). */
  attempt: number;
  result: AttemptOutcome['result'];
  responseCode: number | null;
  error: string | null;
  /** For a retry: milliseconds until the next attempt. */
  retryInMs: number | null;
}

const QUIET_LOG: DispatcherLog = { warn: () => {}, error: () => {} };

const UNREADABLE_SECRET = 'the signing secret cannot be decrypted: WARDEN_WEBHOOK_SECRET_KEY is not set or is not the key it was encrypted with';

function errorText(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown };
  const message = typeof e?.message === 'string' ? e.message : String(err);
  return (typeof e?.code === 'string' && !message.includes(e.code) ? `${e.code}: ${message}` : message).slice(0, 300);
}

export class WebhookDispatcher {
  readonly worker: string;
  readonly #store: Store;
  readonly #o: Required<Omit<DispatcherOptions, 'resolve' | 'log' | 'worker' | 'releaseAllOnStart' | 'store' | 'metrics'>>;
  readonly #metrics: DeliveryMetricsSink | undefined;
  readonly #resolve: HostResolver | undefined;
  readonly #releaseAllOnStart: boolean;
  #log: DispatcherLog;
  readonly #inFlight = new Map<string, { webhookId: string; orgId: string; done: Promise<AttemptReport | null> }>();
  #abort = new AbortController();
  #running = false;
  #timer: NodeJS.Timeout | undefined;
  #purgeTimer: NodeJS.Timeout | undefined;
  #pumping: Promise<number> | undefined;
  #again = false;

  constructor(options: DispatcherOptions) {
    this.#store = options.store;
    this.#resolve = options.resolve;
    this.#metrics = options.metrics;
    this.#log = options.log ?? QUIET_LOG;
    this.worker = options.worker ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.#releaseAllOnStart = options.releaseAllOnStart ?? (options.store.kind === 'sqlite' && !cluster.isWorker);
    const concurrency = options.concurrency ?? 8;
    this.#o = {
      allowPrivate: options.allowPrivate,
      allowHttp: options.allowHttp ?? false,
      retryScheduleMs: options.retryScheduleMs ?? DEFAULT_RETRY_SCHEDULE_MS,
      random: options.random ?? Math.random,
      now: options.now ?? Date.now,
      timeoutMs: options.timeoutMs ?? 10_000,
      leaseMs: options.leaseMs ?? 60_000,
      concurrency,
      maxPerWebhook: options.maxPerWebhook ?? 2,
      maxPerOrganization: options.maxPerOrganization ?? Math.max(1, Math.floor(concurrency / 2)),
      pollIntervalMs: options.pollIntervalMs ?? 5_000,
      retentionMs: options.retentionMs ?? DEFAULT_RETENTION_MS,
      purgeIntervalMs: options.purgeIntervalMs ?? 3_600_000,
    };
  }

  get running(): boolean {
    return this.#running;
  }

  async start(log?: DispatcherLog): Promise<void> {
    if (this.#running) return;
    if (log) this.#log = log;
    if (this.#releaseAllOnStart) await this.#store.releaseDeliveryClaims();
    this.#running = true;
    this.#abort = new AbortController();
    this.#timer = setInterval(() => void this.#pump(), this.#o.pollIntervalMs);
    this.#timer.unref();
    if (this.#o.retentionMs > 0) {
      this.#purgeTimer = setInterval(() => void this.purgeHistory(), this.#o.purgeIntervalMs);
      this.#purgeTimer.unref();
      void this.purgeHistory();
    }
    void this.#pump();
  }

  /** Retention: deletes what finished more than retentionMs ago (every instance may; deletes are idempotent). */
  async purgeHistory(): Promise<{ deliveries: number; events: number } | null> {
    if (this.#o.retentionMs <= 0) return null;
    try {
      return await this.#store.purgeWebhookHistory(new Date(this.#o.now() - this.#o.retentionMs));
    } catch (err) {
      this.#log.error({ err: errorText(err) }, 'webhook history not purged; retrying at the next sweep');
      return null;
    }
  }

  /** Something was just written: look for due deliveries now rather than at the next poll. */
  wake(): void {
    if (this.#running) void this.#pump();
  }

  /**
   * Attempts this delivery now if it is due and unclaimed (or reports the attempt already in flight here);
   * null when another instance holds it or it is not pending.
   */
  async deliverNow(deliveryId: string): Promise<AttemptReport | null> {
    const existing = this.#inFlight.get(deliveryId);
    if (existing) return existing.done;
    const [claimed] = await this.#store.claimWebhookDeliveries({ worker: this.worker, limit: 1, leaseMs: this.#o.leaseMs, deliveryId });
    if (!claimed) return null;
    return this.#launch(claimed);
  }

  /** Tests: claims and attempts until nothing is due and nothing is in flight. */
  async settle(): Promise<void> {
    for (;;) {
      const claimed = await this.#pump();
      const pending = [...this.#inFlight.values()].map((f) => f.done);
      if (claimed === 0 && pending.length === 0) return;
      await Promise.all(pending);
    }
  }

  /** Stops claiming, aborts the attempts in flight and releases their claims (nothing is counted or lost). */
  async stop(): Promise<void> {
    if (!this.#running && this.#inFlight.size === 0) return;
    this.#running = false;
    clearInterval(this.#timer);
    clearInterval(this.#purgeTimer);
    this.#abort.abort();
    await this.#pumping?.catch(() => 0);
    await Promise.allSettled([...this.#inFlight.values()].map((f) => f.done));
    await this.#store.releaseDeliveryClaims(this.worker).catch((err: unknown) => {
      this.#log.error({ err: errorText(err) }, 'webhook claims not released; they expire with their lease');
    });
  }

  #pump(): Promise<number> {
    if (this.#pumping) {
      this.#again = true;
      return this.#pumping;
    }
    // #pumping is cleared in the same synchronous step as the last look at #again, so a wake-up that
    // arrives while a run is finishing is never lost; `await null` first so the assignment happens before.
    this.#pumping = (async () => {
      await null;
      let total = 0;
      try {
        do {
          this.#again = false;
          const free = this.#o.concurrency - this.#inFlight.size;
          if (!this.#running || free <= 0) break;
          let claimed: ClaimedDelivery[];
          try {
            claimed = await this.#store.claimWebhookDeliveries({
              worker: this.worker,
              limit: free,
              leaseMs: this.#o.leaseMs,
              maxPerWebhook: this.#o.maxPerWebhook,
              busy: this.#busy('webhookId'),
              maxPerOrganization: this.#o.maxPerOrganization,
              busyOrganizations: this.#busy('orgId'),
            });
          } catch (err) {
            this.#log.error({ err: errorText(err) }, 'webhook claim failed; retrying at the next poll');
            break;
          }
          for (const d of claimed) void this.#launch(d);
          total += claimed.length;
          // Look again whenever something was claimed, not only when every free slot was: a claim that
          // stopped at a registration's or an organization's cap saw only part of what is due, and the
          // next one (without the saturated ones) may find another tenant's deliveries.
          if (claimed.length > 0) this.#again = true;
        } while (this.#again);
      } finally {
        this.#pumping = undefined;
      }
      return total;
    })();
    return this.#pumping;
  }

  /** Attempts in flight here, per registration or per organization. */
  #busy(by: 'webhookId' | 'orgId'): Record<string, number> {
    const busy: Record<string, number> = {};
    for (const f of this.#inFlight.values()) busy[f[by]] = (busy[f[by]] ?? 0) + 1;
    return busy;
  }

  #launch(d: ClaimedDelivery): Promise<AttemptReport | null> {
    const entry: { webhookId: string; orgId: string; done: Promise<AttemptReport | null> } = { webhookId: d.webhookId, orgId: d.orgId, done: Promise.resolve(null) };
    entry.done = this.#attempt(d)
      .catch((err: unknown) => {
        this.#log.error({ deliveryId: d.id, err: errorText(err) }, 'webhook attempt not recorded; retried when its lease expires');
        return null;
      })
      .finally(() => {
        // A retry due at once can be claimed (by a pump already running) between the record of this
        // attempt and this line, and launched under the same id: only this attempt's own entry goes, or
        // the next attempt would run untracked (settle() and stop() would not wait for it).
        if (this.#inFlight.get(d.id) === entry) this.#inFlight.delete(d.id);
        if (this.#running) void this.#pump();
      });
    this.#inFlight.set(d.id, entry);
    return entry.done;
  }

  async #attempt(d: ClaimedDelivery): Promise<AttemptReport | null> {
    const attempt = d.attempts + 1;
    let outcome: AttemptOutcome;
    if (d.secret === null) {
      // Nothing is sent unsigned or signed with anything else; retried on the schedule, so the delivery
      // goes out once the key that sealed the secret is configured again.
      outcome = this.#failure(attempt, null, UNREADABLE_SECRET, undefined);
    } else {
      const sent = await this.#send(d, d.secret, attempt);
      // Stopping: the claim is released (by stop), the attempt is not counted.
      if (sent === null) return null;
      outcome = sent;
    }
    const recorded = await this.#store.recordDeliveryAttempt(d.id, this.worker, outcome);
    this.#metrics?.webhookAttempt(outcome.result);
    if (!recorded) this.#log.warn({ deliveryId: d.id }, 'webhook claim lost before the attempt was recorded');
    if (outcome.result !== 'succeeded') {
      this.#log.warn(
        { deliveryId: d.id, eventId: d.eventId, webhookId: d.webhookId, attempt, result: outcome.result, responseCode: outcome.responseCode, error: outcome.error },
        'webhook delivery attempt failed',
      );
    }
    return {
      deliveryId: d.id,
      eventId: d.eventId,
      webhookId: d.webhookId,
      attempt,
      result: outcome.result,
      responseCode: outcome.responseCode,
      error: outcome.result === 'succeeded' ? null : outcome.error,
      retryInMs: outcome.result === 'retry' ? outcome.retryInMs : null,
    };
  }

  /** One signed POST and what it means for the delivery; null when aborted by stop(). */
  async #send(d: ClaimedDelivery, secret: string, attempt: number): Promise<AttemptOutcome | null> {
    const signal = this.#abort.signal;
    try {
      const headers = signedHeaders(d.eventId, d.body, secret, Math.floor(this.#o.now() / 1000));
      const res = await postJson(d.url, d.body, headers, {
        timeoutMs: this.#o.timeoutMs,
        allowPrivate: this.#o.allowPrivate,
        allowHttp: this.#o.allowHttp,
        signal,
        ...(this.#resolve ? { resolve: this.#resolve } : {}),
      });
      if (res.status >= 200 && res.status < 300) return { result: 'succeeded', responseCode: res.status };
      if (res.status === 410) return { result: 'gone', responseCode: 410, error: 'HTTP 410' };
      return this.#failure(attempt, res.status, `HTTP ${res.status}`, retryAfterMs(res.retryAfter, this.#o.now()));
    } catch (err) {
      if (signal.aborted) return null;
      return this.#failure(attempt, null, errorText(err), undefined);
    }
  }

  #failure(attempt: number, responseCode: number | null, error: string, retryAfter: number | undefined): AttemptOutcome {
    const schedule = this.#o.retryScheduleMs;
    if (attempt >= schedule.length) return { result: 'failed', responseCode, error };
    const base = schedule[attempt]!;
    const jittered = Math.round(base * (1 + JITTER * (2 * this.#o.random() - 1)));
    const retryInMs = Math.max(jittered, Math.min(retryAfter ?? 0, MAX_RETRY_AFTER_MS));
    return { result: 'retry', responseCode, error, retryInMs };
  }
}
