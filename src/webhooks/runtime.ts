// What the HTTP layer uses of webhooks: write a request's events to the outbox (one transaction) and wake
// the dispatcher; rate_limit.exceeded at most once per organization per window; the SSRF check of a
// registration url (address and scheme); registration under the per-organization cap; the test ping.
//
// A failed event write fails the request (503, Retry-After 5): a security product must not answer "seen
// and decided" while silently dropping the events that decision produced, so the client's retry is what
// makes the event exist. The exception is the 429 path: the rejection stands, the failure is logged, and
// the next rejected request of the window writes the event (nothing is remembered until a write succeeds).
import { newId } from '../ids.ts';
import type { LimitDecision } from '../limits/types.ts';
import { ApiError } from '../http/errors.ts';
import { WebhookLimitError, type NewWebhook, type Store, type WebhookRecord } from '../store/types.ts';
import { pingDraft, rateLimitDraft, toOutboxEvent, type EventDraft } from './events.ts';
import { resolveSafely, UnsafeDestinationError, type HostResolver } from './ssrf.ts';
import { plainHttpRefused } from './post.ts';
import type { AttemptReport, WebhookDispatcher } from './dispatcher.ts';

export interface RuntimeLog {
  error(obj: object, msg: string): void;
}

export interface WebhookRuntimeOptions {
  store: Store;
  /** Milliseconds since the epoch: the events' `created`. */
  now: () => number;
  allowPrivate: boolean;
  /** Accept http:// urls (WARDEN_WEBHOOK_ALLOW_HTTP); default false. */
  allowHttp?: boolean;
  /** Registrations an organization may have (WARDEN_WEBHOOK_MAX_PER_ORG); absent: no cap. */
  maxPerOrganization?: number;
  dispatcher?: Pick<WebhookDispatcher, 'wake' | 'deliverNow'>;
  resolve?: HostResolver;
}

export interface PingResult {
  eventId: string;
  deliveryId: string;
  /** null when no attempt was made here (no dispatcher, or another instance took it). */
  attempt: AttemptReport | null;
}

const REMEMBERED_KEYS = 10_000;

export class WebhookRuntime {
  readonly #o: WebhookRuntimeOptions;
  /** Dedupe keys already in the outbox: a fast path only; the database's unique key is the rule. */
  readonly #written = new Set<string>();
  readonly #writing = new Map<string, Promise<void>>();

  constructor(options: WebhookRuntimeOptions) {
    this.#o = options;
  }

  /** Writes the drafts in one transaction; throws 503 if that fails. */
  async emit(orgId: string, drafts: EventDraft[], log: RuntimeLog): Promise<void> {
    if (drafts.length === 0) return;
    const created = new Date(this.#o.now()).toISOString();
    try {
      const written = await this.#o.store.enqueueWebhookEvents(orgId, drafts.map((d) => toOutboxEvent(d, newId('evt'), created)));
      if (written.length > 0) this.#o.dispatcher?.wake();
    } catch (err) {
      log.error({ orgId, events: drafts.map((d) => d.type), err: (err as Error).message }, 'webhook events could not be written');
      throw new ApiError('SERVICE_UNAVAILABLE', 'Events could not be recorded; the request was not completed, try again shortly', {
        headers: { 'retry-after': '5' },
      });
    }
  }

  /** rate_limit.exceeded for a rejected request of orgId; never throws. */
  async rateLimited(orgId: string, plan: string, decision: LimitDecision, log: RuntimeLog): Promise<void> {
    const draft = rateLimitDraft(orgId, plan, decision);
    if (!draft?.dedupeKey) return;
    const key = draft.dedupeKey;
    if (this.#written.has(key)) return;
    let writing = this.#writing.get(key);
    if (!writing) {
      writing = this.emit(orgId, [draft], log).then(
        () => {
          if (this.#written.size >= REMEMBERED_KEYS) this.#written.clear();
          this.#written.add(key);
        },
        () => {},
      );
      writing = writing.finally(() => this.#writing.delete(key));
      this.#writing.set(key, writing);
    }
    await writing;
  }

  /** The url as stored, or a 400 naming why it is refused. */
  async checkUrl(raw: string): Promise<string> {
    const invalid = (message: string, detail: string) =>
      new ApiError('VALIDATION_ERROR', `Invalid request: ${message}`, { details: [{ field: '/url', message: detail }] });
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw invalid('url is not an absolute URL', 'must be an absolute http(s) URL');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('url must use https or http', 'must be an absolute http(s) URL');
    try {
      await resolveSafely(url.hostname, { allowPrivate: this.#o.allowPrivate, ...(this.#o.resolve ? { resolve: this.#o.resolve } : {}) });
    } catch (err) {
      if (!(err instanceof UnsafeDestinationError)) throw err;
      if (err.category === 'unresolvable') throw invalid('url host does not resolve', 'must name a host that resolves');
      // Every internal address but the metadata service can be allowed for development: say how.
      const hint = err.category === 'metadata' ? '' : ' (WARDEN_WEBHOOK_ALLOW_PRIVATE=true allows internal addresses, for tests and local development)';
      throw invalid(
        `url host resolves to a ${err.category} address; webhooks must reach a public address${hint}`,
        'must not resolve to a loopback, private, link-local, CGNAT, unique-local, multicast, reserved, documentation or metadata address',
      );
    }
    // After the address check: an internal address is the more important refusal to report.
    if (plainHttpRefused(url, this.#o.allowHttp ?? false)) {
      throw invalid('url must use https; this deployment does not send webhooks over plain http (WARDEN_WEBHOOK_ALLOW_HTTP=true allows it, for development)', 'must be an https URL');
    }
    return url.toString();
  }

  /** Stores a registration (url already checked); 409 QUOTA_EXCEEDED when the organization is at its cap. */
  async register(orgId: string, input: NewWebhook): Promise<WebhookRecord> {
    const max = this.#o.maxPerOrganization;
    try {
      return await this.#o.store.createWebhook(orgId, input, max === undefined ? {} : { maxPerOrganization: max });
    } catch (err) {
      if (!(err instanceof WebhookLimitError)) throw err;
      throw new ApiError('QUOTA_EXCEEDED', `This organization already has ${err.limit} webhooks, the most allowed; delete one to register another`);
    }
  }

  /** Queues a signed ping to this registration and attempts it at once when a dispatcher runs here. */
  async ping(orgId: string, webhookId: string, log: RuntimeLog): Promise<PingResult> {
    const created = new Date(this.#o.now()).toISOString();
    const event = toOutboxEvent(pingDraft(webhookId), newId('evt'), created);
    let written;
    try {
      written = await this.#o.store.enqueueWebhookEvents(orgId, [event]);
    } catch (err) {
      log.error({ orgId, webhookId, err: (err as Error).message }, 'webhook ping could not be written');
      throw new ApiError('SERVICE_UNAVAILABLE', 'The test event could not be recorded; try again shortly', { headers: { 'retry-after': '5' } });
    }
    const deliveryId = written[0]?.deliveryIds[0];
    if (!deliveryId) throw new ApiError('NOT_FOUND', `Webhook ${webhookId} not found`);
    const attempt = (await this.#o.dispatcher?.deliverNow(deliveryId)) ?? null;
    return { eventId: event.id, deliveryId, attempt };
  }
}
