// Shared by both stores' webhook outbox: who receives an event, which claim candidates to take (a cap per
// registration, so one slow endpoint cannot occupy every slot), and the finished/next-attempt rules.
import type { AttemptOutcome, ClaimOptions, ClaimedDelivery, DeliveryStatus, NewWebhookEvent, WebhookDelivery } from './types.ts';

/** Enabled registrations of the organization that receive this event, in registration order. */
export function recipients(hooks: ReadonlyArray<{ id: string; events: readonly string[] }>, event: NewWebhookEvent): string[] {
  if (event.webhookId !== undefined) return hooks.some((h) => h.id === event.webhookId) ? [event.webhookId] : [];
  return hooks.filter((h) => h.events.includes(event.type)).map((h) => h.id);
}

/** Registrations already at their cap: not worth scanning. */
export function saturatedWebhooks(o: ClaimOptions): string[] {
  if (o.maxPerWebhook === undefined) return [];
  const cap = o.maxPerWebhook;
  return Object.entries(o.busy ?? {}).filter(([, n]) => n >= cap).map(([id]) => id);
}

/** How many candidate rows to look at for a claim of `limit`, so a cap on one registration leaves room for others. */
export function scanSize(o: ClaimOptions): number {
  return o.maxPerWebhook === undefined ? o.limit : Math.max(o.limit * 4, 32);
}

/** Candidates in due order → the ids to claim: at most limit, and at most maxPerWebhook per registration. */
export function pickClaims(candidates: ReadonlyArray<{ id: string; webhook_id: string }>, o: ClaimOptions): string[] {
  const counts = new Map(Object.entries(o.busy ?? {}));
  const picked: string[] = [];
  for (const c of candidates) {
    if (picked.length >= o.limit) break;
    const n = counts.get(c.webhook_id) ?? 0;
    if (o.maxPerWebhook !== undefined && n >= o.maxPerWebhook) continue;
    counts.set(c.webhook_id, n + 1);
    picked.push(c.id);
  }
  return picked;
}

export function statusAfter(outcome: AttemptOutcome): DeliveryStatus {
  if (outcome.result === 'succeeded') return 'succeeded';
  return outcome.result === 'retry' ? 'pending' : 'failed';
}

/** next_attempt_at after an attempt: the retry time, or the attempt time for a finished delivery (never shown). */
export function nextAttemptAfter(outcome: AttemptOutcome, now: Date): string {
  return outcome.result === 'retry' ? new Date(now.getTime() + Math.max(0, outcome.retryInMs)).toISOString() : now.toISOString();
}

export const GONE_ERROR = 'registration disabled: the endpoint answered 410 Gone';

export function clampListLimit(limit: number | undefined): number {
  return Math.min(Math.max(Math.trunc(limit ?? 100), 1), 1000);
}

// Rows as both stores select them; T is how the driver returns a timestamp (SQLite: ISO text, pg: Date).
export interface ClaimedRow<T> {
  id: string;
  event_id: string;
  event_type: string;
  webhook_id: string;
  org_id: string;
  url: string;
  secret: string;
  body: string;
  attempts: number;
  lease_until: T;
}

export interface DeliveryRow<T> {
  id: string;
  event_id: string;
  event_type: string;
  webhook_id: string;
  status: string;
  attempts: number;
  last_response_code: number | null;
  last_error: string | null;
  last_attempt_at: T | null;
  next_attempt_at: T;
  created_at: T;
  updated_at: T;
}

export const CLAIMED_COLUMNS = 'd.id, d.event_id, e.type AS event_type, d.webhook_id, d.org_id, w.url, w.secret, e.body, d.attempts, d.lease_until';
export const DELIVERY_COLUMNS =
  'd.id, d.event_id, e.type AS event_type, d.webhook_id, d.status, d.attempts, d.last_response_code, d.last_error, d.last_attempt_at, d.next_attempt_at, d.created_at, d.updated_at';

export function toClaimed<T>(row: ClaimedRow<T>, iso: (t: T) => string): ClaimedDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    webhookId: row.webhook_id,
    orgId: row.org_id,
    url: row.url,
    secret: row.secret,
    body: row.body,
    attempts: row.attempts,
    leaseUntil: iso(row.lease_until),
  };
}

export function toDelivery<T>(row: DeliveryRow<T>, iso: (t: T) => string): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    webhookId: row.webhook_id,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    lastResponseCode: row.last_response_code,
    lastError: row.last_error,
    lastAttemptAt: row.last_attempt_at === null ? null : iso(row.last_attempt_at),
    nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
