// Prometheus metrics (prom-client). Every Metrics object owns its own Registry — never prom-client's global
// one — so the many apps tests build in one process never share or collide on counters. The process
// metrics of collectDefaultMetrics (CPU, memory, event loop lag, GC, handles: standard, unprefixed names)
// are collected once per process into one more private registry and appended at scrape time: collecting
// them per app would install a GC observer and an event-loop-delay monitor per app that are never removed.
//
// Labels are bounded sets only: method, the route *pattern* (`/v1/policies/:id`, `unmatched` for 404s),
// status, threat category, source, action, delivery outcome, window. Never an organization, key, id,
// raw URL or any scanned content.

import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { THREAT_CATEGORIES } from '../engine/types.ts';
import type { AttemptOutcome } from '../store/types.ts';
import { ApiError } from './errors.ts';
import { bearerToken } from './auth.ts';

export const METRICS_PATH = '/metrics';
/** The route label of requests no route matched (404s): the raw path is never a label. */
export const UNMATCHED_ROUTE = 'unmatched';
/** Request durations from 1 ms to 10 s. */
export const HTTP_DURATION_BUCKETS: readonly number[] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type ScanSource = 'analyze' | 'protect';
export type ScanAction = 'ALLOW' | 'WARN' | 'REDACT' | 'BLOCK';
export type DeliveryOutcome = 'succeeded' | 'retry' | 'failed' | 'disabled';

const SOURCES: readonly ScanSource[] = ['analyze', 'protect'];
const ACTIONS: readonly ScanAction[] = ['ALLOW', 'WARN', 'REDACT', 'BLOCK'];
const OUTCOMES: readonly DeliveryOutcome[] = ['succeeded', 'retry', 'failed', 'disabled'];
const WINDOWS = ['minute', 'day'] as const;

/** What the webhook dispatcher reports to: one call per attempt made (an aborted attempt is not one). */
export interface DeliveryMetricsSink {
  webhookAttempt(result: AttemptOutcome['result']): void;
}

let processRegistry: Registry | undefined;
/** collectDefaultMetrics once per process, into a private registry (not prom-client's global one). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** What the metrics read of the scan pool (src/scanner). */
export interface ScannerView {
  readonly stats: { readonly inline: number; readonly pooled: number; readonly timedOut: number; readonly rejected: number };
  readonly queued: number;
}

export interface MetricsOptions {
  /** Append the process metrics (CPU, memory, event loop, GC) to the exposition; default true. */
  processMetrics?: boolean;
}

export class Metrics implements DeliveryMetricsSink {
  /** This instance's own registry: Warden's counters and histograms. */
  readonly registry = new Registry();
  readonly #process: Registry | undefined;
  readonly #httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly #httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly #scans: Counter<'source' | 'action'>;
  readonly #threats: Counter<'category' | 'source'>;
  readonly #deliveries: Counter<'outcome'>;
  readonly #rateLimited: Counter<'window'>;
  #scanner: ScannerView | undefined;

  constructor(options: MetricsOptions = {}) {
    this.#process = options.processMetrics === false ? undefined : processMetrics();
    const registers = [this.registry];
    this.#httpRequests = new Counter({
      name: 'warden_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern (unmatched for 404s) and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.#httpDuration = new Histogram({
      name: 'warden_http_request_duration_seconds',
      help: 'Time from receiving a request to finishing its response, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [...HTTP_DURATION_BUCKETS],
      registers,
    });
    this.#scans = new Counter({
      name: 'warden_scans_total',
      help: 'Completed scans, by endpoint (analyze, protect) and resulting action.',
      labelNames: ['source', 'action'],
      registers,
    });
    this.#threats = new Counter({
      name: 'warden_threats_total',
      help: 'Scans that reported at least one threat of a category, by category and endpoint.',
      labelNames: ['category', 'source'],
      registers,
    });
    this.#deliveries = new Counter({
      name: 'warden_webhook_deliveries_total',
      help: 'Webhook delivery attempts by outcome: succeeded, retry (failed, will be retried), failed (gave up), disabled (410 Gone).',
      labelNames: ['outcome'],
      registers,
    });
    this.#rateLimited = new Counter({
      name: 'warden_rate_limited_total',
      help: 'Requests rejected with 429, by the window that was exhausted (minute, day).',
      labelNames: ['window'],
      registers,
    });
    // The scan pool: where scans ran, pooled scans waiting, and those that missed their deadline
    // (503 SCAN_TIMEOUT) or found the queue full (503). Read from the scanner at each scrape.
    const view = () => this.#scanner;
    new Gauge({
      name: 'warden_scans_by_place',
      help: 'Scans since start by where they ran: inline (event loop, small content) or pool (worker threads, large content).',
      labelNames: ['place'],
      registers,
      collect() {
        const s = view();
        this.set({ place: 'inline' }, s?.stats.inline ?? 0);
        this.set({ place: 'pool' }, s?.stats.pooled ?? 0);
      },
    });
    new Gauge({
      name: 'warden_scan_pool_queue',
      help: 'Large scans waiting for a pool thread.',
      registers,
      collect() {
        this.set(view()?.queued ?? 0);
      },
    });
    new Gauge({
      name: 'warden_scan_pool_failures',
      help: 'Pooled scans since start that missed their deadline (timeout) or found the queue full (rejected); both answered 503.',
      labelNames: ['reason'],
      registers,
      collect() {
        const s = view();
        this.set({ reason: 'timeout' }, s?.stats.timedOut ?? 0);
        this.set({ reason: 'rejected' }, s?.stats.rejected ?? 0);
      },
    });
    // Every series of a closed label set exists from the start at 0, so rate() and alerts see the first increment.
    for (const source of SOURCES) {
      for (const action of ACTIONS) this.#scans.inc({ source, action }, 0);
      for (const category of THREAT_CATEGORIES) this.#threats.inc({ category, source }, 0);
    }
    for (const outcome of OUTCOMES) this.#deliveries.inc({ outcome }, 0);
    for (const window of WINDOWS) this.#rateLimited.inc({ window }, 0);
  }

  /** The scan pool, read at each scrape (one per app; a later call replaces the earlier). */
  watchScanner(scanner: ScannerView): void {
    this.#scanner = scanner;
  }

  /** One answered HTTP request; route is the route pattern, undefined for a request no route matched. */
  httpRequest(method: string, route: string | undefined, status: number, seconds: number): void {
    const labels = { method, route: route ?? UNMATCHED_ROUTE, status: String(status) };
    this.#httpRequests.inc(labels);
    this.#httpDuration.observe(labels, seconds);
  }

  /** One completed scan: its action, and each threat category it reported counted once. */
  scanned(source: ScanSource, action: ScanAction, threats: ReadonlyArray<{ category: string }>): void {
    this.#scans.inc({ source, action });
    for (const category of new Set(threats.map((t) => t.category))) this.#threats.inc({ category, source });
  }

  webhookAttempt(result: AttemptOutcome['result']): void {
    this.#deliveries.inc({ outcome: result === 'gone' ? 'disabled' : result });
  }

  rateLimited(window: 'minute' | 'day' | null): void {
    this.#rateLimited.inc({ window: window ?? 'minute' });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The text exposition: this instance's metrics, then the process metrics. */
  async exposition(): Promise<string> {
    const own = await this.registry.metrics();
    return this.#process ? `${own}\n${await this.#process.metrics()}` : own;
  }

  /** onResponse hook: every answered request except scrapes of /metrics itself. */
  readonly onResponse = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const route = request.is404 ? undefined : request.routeOptions.url;
    if (route === METRICS_PATH) return;
    this.httpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this app (http/metrics.ts). */
    metrics: Metrics;
  }
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** True when the Authorization header is `Bearer <token>`; compared in constant time (fixed-length digests). */
export function bearerMatches(header: string | string[] | undefined, token: string): boolean {
  const given = bearerToken(header);
  return timingSafeEqual(digest(given ?? ''), digest(token)) && given !== undefined;
}

/**
 * GET /metrics, outside /v1 and the OpenAPI document, no API key and no rate limit (like /healthz).
 * With a token, only `Authorization: Bearer <token>` is answered; anything else is 401.
 */
export const metricsRoutes: FastifyPluginAsync<{ metrics: Metrics; token: string | undefined }> = async (app, { metrics, token }) => {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      throw new ApiError('AUTHENTICATION_FAILED', 'Missing or invalid metrics token', { headers: { 'www-authenticate': 'Bearer' } });
    }
    const body = await metrics.exposition();
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(body);
  });
};
