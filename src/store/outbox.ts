// Shared by both stores' webhook outbox: who receives an event, which claim candidates to take (a cap per
// registration and per organization, least-loaded organization first, so neither one slow endpoint nor
// one tenant's many endpoints can occupy every slot), and the finished/next-attempt rules.
import type { AttemptOutcome, ClaimOptions, ClaimedDelivery, DeliveryStatus, NewWebhookEvent, WebhookDelivery } from './types.ts';

/** Enabled registrations of the organization that receive this event, in registration order. */
export function recipients(hooks: ReadonlyArray<{ id: string; events: readonly string[] }>, event: NewWebhookEvent): string[] {
  if (event.webhookId !== undefined) return hooks.some((h) => h.id === event.webhookId) ? [event.webhookId] : [];
  return hooks.filter((h) => h.events.includes(event.type)).map((h) => h.id);
}

function atCap(busy: Readonly<Record<string, number>> | undefined, cap: number | undefined): string[] {
  if (cap === undefined) return [];
  return Object.entries(busy ?? {}).filter(([, n]) => n >= cap).map(([id]) => id);
}

/** Registrations already at their cap: not worth scanning. */
export function saturatedWebhooks(o: ClaimOptions): string[] {
  return atCap(o.busy, o.maxPerWebhook);
}

/**
 * Organizations already at their cap: left out of the scan itself, so a tenant with hundreds of due
 * deliveries cannot fill the scanned window and hide every other tenant's.
 */
export function saturatedOrganizations(o: ClaimOptions): string[] {
  return atCap(o.busyOrganizations, o.maxPerOrganization);
}

/** How many candidate rows to look at for a claim of `limit`, so a cap on one registration or organization leaves room for others. */
export function scanSize(o: ClaimOptions): number {
  return o.maxPerWebhook === undefined && o.maxPerOrganization === undefined ? o.limit : Math.max(o.limit * 4, 32);
}

export interface ClaimCandidate {
  id: string;
  webhook_id: string;
  org_id: string;
}

/**
 * Candidates in due order → the ids to claim: at most limit, at most maxPerWebhook per registration and
 * maxPerOrganization per organization (both counting what is busy). Each next claim goes to the
 * organization with the fewest in flight, ties to the one whose next candidate is due first: a tenant
 * with nothing in flight is served before one already holding slots, whoever's deliveries are older.
 */
export function pickClaims(candidates: ReadonlyArray<ClaimCandidate>, o: ClaimOptions): string[] {
  const perWebhook = new Map(Object.entries(o.busy ?? {}));
  const perOrg = new Map(Object.entries(o.busyOrganizations ?? {}));
  // One queue per organization, in due order; `at` is the candidate's place in the overall due order.
  const queues = new Map<string, Array<ClaimCandidate & { at: number }>>();
  candidates.forEach((c, at) => {
    const queue = queues.get(c.org_id) ?? [];
    queue.push({ ...c, at });
    queues.set(c.org_id, queue);
  });
  const full = (count: Map<string, number>, key: string, cap: number | undefined) => cap !== undefined && (count.get(key) ?? 0) >= cap;
  const picked: string[] = [];
  while (picked.length < o.limit) {
    let best: string | undefined;
    let bestLoad = Infinity;
    let bestAt = Infinity;
    for (const [org, queue] of queues) {
      while (queue.length > 0 && full(perWebhook, queue[0]!.webhook_id, o.maxPerWebhook)) queue.shift();
      if (queue.length === 0 || full(perOrg, org, o.maxPerOrganization)) {
        queues.delete(org);
        continue;
      }
      const load = perOrg.get(org) ?? 0;
      if (load < bestLoad || (load === bestLoad && queue[0]!.at < bestAt)) {
        best = org;
        bestLoad = load;
        bestAt = queue[0]!.at;
      }
    }
    if (best === undefined) break;
    const c = queues.get(best)!.shift()!;
    perWebhook.set(c.webhook_id, (perWebhook.get(c.webhook_id) ?? 0) + 1);
    perOrg.set(best, bestLoad + 1);
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

/** secret: the stored secret already opened (see secret-box.ts openSecret). */
export function toClaimed<T>(row: ClaimedRow<T>, iso: (t: T) => string, secret: string | null): ClaimedDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    webhookId: row.webhook_id,
    orgId: row.org_id,
    url: row.url,
    secret,
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
