// The one persistence contract. SQLite (embedded default) and PostgreSQL (scale-out) implement it;
// test/store-contract.test.ts runs the same suite against both. Everything that belongs to a tenant is
// addressed by (orgId, id): a lookup with another organization's id finds nothing.
import type { SecretBox, SecretsAtRest } from './secret-box.ts';

export const PLANS = ['free', 'pro', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

export interface Organization {
  id: string;
  name: string;
  createdAt: string; // ISO 8601
}

/** An API key as stored: only its SHA-256 hash, never the key itself. */
export interface ApiKeyRecord {
  id: string;
  orgId: string;
  plan: Plan;
  /** First characters of the key, safe to show in listings (e.g. "wdn_AbCd"); empty for a short key (see keyPrefix). */
  prefix: string;
  createdAt: string;
  revokedAt: string | null;
}

export interface NewApiKey {
  orgId: string;
  plan: Plan;
  keyHash: string; // lowercase hex SHA-256 of the key
  prefix: string;
}

/** A policy rule is stored as the validated JSON the client sent (both rule forms). */
export type StoredRule = Record<string, unknown>;

export interface Policy {
  id: string;
  orgId: string;
  name: string;
  description: string | null;
  enabled: boolean;
  rules: StoredRule[];
  /** enforce: violations decide the action. monitor: violations are recorded and reported, never enforced. */
  mode: PolicyMode;
  /** Applied to every analysis of the organization, in addition to the policies a request names. */
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

export const POLICY_MODES = ['enforce', 'monitor'] as const;
export type PolicyMode = (typeof POLICY_MODES)[number];

export interface NewPolicy {
  name: string;
  description?: string | null;
  enabled?: boolean; // default true
  rules?: StoredRule[]; // default []
  mode?: PolicyMode; // default 'enforce'
  isDefault?: boolean; // default false
}

export type PolicyPatch = Partial<Pick<Policy, 'name' | 'description' | 'enabled' | 'rules' | 'mode' | 'isDefault'>>;

/** A registration as stored. Its signing secret is not part of it: only a claimed delivery carries it. */
/**
 * Caps on an organization's policies, checked in the same transaction as the write, so two concurrent
 * writes at the cap cannot both pass. count says how many regex patterns and keywords a list of rules
 * holds (policy/limits.ts countRules); the store keeps each policy's counts next to it.
 */
export interface PolicyQuota {
  maxPolicies: number;
  maxPatterns: number;
  maxKeywords: number;
  count(rules: StoredRule[]): { patterns: number; keywords: number };
}

export const QUOTA_LIMITS = ['policies', 'patterns', 'keywords'] as const;

/** A write refused by a PolicyQuota: what the organization would hold and the limit. */
export class PolicyQuotaExceeded extends Error {
  override readonly name = 'PolicyQuotaExceeded';
  readonly limit: (typeof QUOTA_LIMITS)[number];
  readonly max: number;
  /** The organization's total with the write. */
  readonly total: number;
  constructor(limit: (typeof QUOTA_LIMITS)[number], max: number, total: number) {
    super(`organization would hold ${total} ${limit}; the limit is ${max}`);
    this.limit = limit;
    this.max = max;
    this.total = total;
  }
}

/** A page of an organization's policies, oldest first, and how many it has in all. */
export interface PolicyPage {
  policies: Policy[];
  total: number;
}

export interface WebhookRecord {
  id: string;
  orgId: string;
  url: string;
  events: string[];
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface NewWebhook {
  url: string;
  events: string[];
  /** Stored encrypted when the store has a SecretBox (WARDEN_WEBHOOK_SECRET_KEY), as is otherwise. */
  secret: string;
}

export interface CreateWebhookOptions {
  /** Refuse (WebhookLimitError) when the organization already has this many registrations, disabled ones included. */
  maxPerOrganization?: number;
}

/** createWebhook refused: the organization is at its cap. Counted and inserted in one transaction, so races cannot overshoot. */
export class WebhookLimitError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`the organization already has ${limit} webhooks, the most allowed`);
    this.name = 'WebhookLimitError';
    this.limit = limit;
  }
}

/** An event to put in the outbox: the caller builds the body (it carries id and created) so its bytes are final. */
export interface NewWebhookEvent {
  id: string;
  type: string;
  /** The exact JSON text that is signed and POSTed on every attempt. */
  body: string;
  createdAt: string; // ISO 8601
  /** At most one event per key is ever written (across instances): a second one is silently dropped. */
  dedupeKey?: string;
  /** Deliver only to this registration of the organization, whatever it subscribes to (the test ping). */
  webhookId?: string;
}

/** What enqueueWebhookEvents wrote: events that had at least one recipient and were not duplicates. */
export interface EnqueuedWebhookEvent {
  eventId: string;
  type: string;
  deliveryIds: string[];
}

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: string;
  webhookId: string;
  /** pending: waiting for its next attempt (or being attempted); succeeded: a 2xx; failed: out of attempts or the endpoint is gone. */
  status: DeliveryStatus;
  attempts: number;
  lastResponseCode: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  /** When the next attempt is due; null once the delivery is finished. */
  nextAttemptAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A delivery claimed for one attempt, with what the attempt needs. */
export interface ClaimedDelivery {
  id: string;
  eventId: string;
  eventType: string;
  webhookId: string;
  orgId: string;
  url: string;
  /** The signing secret; null when it is stored encrypted and this store's key cannot open it. */
  secret: string | null;
  body: string;
  /** Attempts made before this one. */
  attempts: number;
  leaseUntil: string;
}

export interface ClaimOptions {
  /** Identifies the claiming dispatcher (instance); attempts are recorded only under its claim. */
  worker: string;
  limit: number;
  /** The claim expires after this long; another instance may then retake the delivery. */
  leaseMs: number;
  /** At most this many deliveries per registration in flight, counting busy (default: no cap). */
  maxPerWebhook?: number;
  /** Deliveries per registration this worker already has in flight. */
  busy?: Readonly<Record<string, number>>;
  /** At most this many deliveries per organization in flight, counting busyOrganizations (default: no cap). */
  maxPerOrganization?: number;
  /** Deliveries per organization this worker already has in flight. */
  busyOrganizations?: Readonly<Record<string, number>>;
  /** Claim only this delivery (if it is due or not, as long as it is pending and unclaimed). */
  deliveryId?: string;
}

export type AttemptOutcome =
  | { result: 'succeeded'; responseCode: number }
  /** Try again in retryInMs (from the store's clock). */
  | { result: 'retry'; responseCode: number | null; error: string | null; retryInMs: number }
  | { result: 'failed'; responseCode: number | null; error: string | null }
  /** 410 Gone: the delivery fails, the registration is disabled and its other pending deliveries fail with it. */
  | { result: 'gone'; responseCode: number; error: string | null };

/**
 * Keys, policies and webhooks reference their organization: create it with ensureOrganization first, or
 * the insert is rejected.
 */
export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** Applies pending migrations; idempotent, safe to run from several instances at once. */
  migrate(): Promise<void>;
  /**
   * Readiness: resolves when the database answers and its schema can be read (the migrations table, which
   * SQLite reads through the schema page, so a corrupt file fails here) and holds this version's last
   * migration. Cheap: one small query.
   */
  ping(): Promise<void>;
  close(): Promise<void>;

  /** Creates the organization if it does not exist (name defaults to the id) and returns it. */
  ensureOrganization(id: string, name?: string): Promise<Organization>;
  getOrganization(id: string): Promise<Organization | null>;

  createApiKey(input: NewApiKey): Promise<ApiKeyRecord>;
  /**
   * Inserts the key with this exact hash for orgId/plan; if the hash already exists, sets the plan of that
   * key when it is active (its orgId and prefix are kept) and leaves a revoked key untouched: revocation
   * wins. Returns the key as stored (revokedAt set when revoked). Used for WARDEN_BOOTSTRAP_KEY, so restarts
   * are idempotent and never bring a revoked bootstrap key back.
   */
  upsertApiKey(input: NewApiKey): Promise<ApiKeyRecord>;
  /** Only keys that are not revoked. */
  findApiKeyByHash(keyHash: string): Promise<ApiKeyRecord | null>;
  /** All keys (revoked too), oldest first; only orgId's when given. */
  listApiKeys(orgId?: string): Promise<ApiKeyRecord[]>;
  /** Whether any key that is not revoked exists (one row read, whatever the number of keys). */
  hasActiveApiKey(): Promise<boolean>;
  /** true if a key with this id existed and was not yet revoked. */
  revokeApiKey(id: string): Promise<boolean>;

  /** Oldest first (createdAt, then id). All of them: bounded by the organization's policy quota. */
  listPolicies(orgId: string): Promise<Policy[]>;
  /** limit policies from offset, oldest first (createdAt, then id), and the organization's total. */
  pagePolicies(orgId: string, page: { limit: number; offset: number }): Promise<PolicyPage>;
  getPolicy(orgId: string, id: string): Promise<Policy | null>;
  /**
   * The policies among ids that belong to orgId, in the order of ids; missing ones are left out and an id
   * listed twice yields its policy once.
   */
  getPolicies(orgId: string, ids: string[]): Promise<Policy[]>;
  /** The organization's enabled policies marked isDefault, oldest first (createdAt, then id). */
  listDefaultPolicies(orgId: string): Promise<Policy[]>;
  /** Throws PolicyQuotaExceeded when quota is given and the organization would go over it. */
  createPolicy(orgId: string, input: NewPolicy, quota?: PolicyQuota): Promise<Policy>;
  /**
   * Changes only the fields present in patch and bumps updatedAt; null if no such policy in orgId.
   * Throws PolicyQuotaExceeded when quota is given and the new rules would take the organization over it.
   */
  updatePolicy(orgId: string, id: string, patch: PolicyPatch, quota?: PolicyQuota): Promise<Policy | null>;
  deletePolicy(orgId: string, id: string): Promise<boolean>;

  createWebhook(orgId: string, input: NewWebhook, options?: CreateWebhookOptions): Promise<WebhookRecord>;
  listWebhooks(orgId: string): Promise<WebhookRecord[]>;
  getWebhook(orgId: string, id: string): Promise<WebhookRecord | null>;
  deleteWebhook(orgId: string, id: string): Promise<boolean>;

  /** Disables or re-enables a registration (bumps updatedAt); null if no such webhook in orgId. */
  setWebhookEnabled(orgId: string, id: string, enabled: boolean): Promise<WebhookRecord | null>;

  /**
   * The transactional outbox: in ONE transaction, writes each event that has a recipient (an enabled
   * registration of orgId subscribed to its type, or its webhookId) and one pending delivery per recipient,
   * due now. Events without recipients and events whose dedupeKey exists are skipped.
   */
  enqueueWebhookEvents(orgId: string, events: NewWebhookEvent[]): Promise<EnqueuedWebhookEvent[]>;
  /**
   * Claims due deliveries (pending, next attempt reached, no live claim, registration enabled) for one
   * attempt each, shared between organizations: each next claim goes to the organization with the fewest
   * in flight (busyOrganizations plus this claim's), oldest due first among equals and within one. PostgreSQL: FOR UPDATE SKIP LOCKED, so concurrent instances never claim
   * the same delivery; an expired lease (a crashed instance) is retaken.
   */
  claimWebhookDeliveries(options: ClaimOptions): Promise<ClaimedDelivery[]>;
  /** Records the attempt made under worker's claim and releases it; false if the claim was lost. */
  recordDeliveryAttempt(id: string, worker: string, outcome: AttemptOutcome): Promise<boolean>;
  /**
   * Releases claims without counting an attempt: worker's, or every claim when worker is omitted (a single
   * process on SQLite at start-up: whoever held them is gone). Returns how many.
   */
  releaseDeliveryClaims(worker?: string): Promise<number>;
  /** The registration's deliveries, newest first; [] if no such webhook in orgId. */
  listWebhookDeliveries(orgId: string, webhookId: string, limit?: number): Promise<WebhookDelivery[]>;
  /**
   * Retention: deletes deliveries that finished (succeeded or failed) before `before`, then events created
   * before it that have no delivery left. Pending deliveries and their events are never touched.
   */
  purgeWebhookHistory(before: Date): Promise<{ deliveries: number; events: number }>;
  /**
   * At start: with a SecretBox, encrypts every secret still stored in plaintext (each row only if it is
   * unchanged, so instances starting together do not fight); counts the encrypted secrets it cannot open
   * (no key, or another key).
   */
  sealWebhookSecrets(): Promise<SecretsAtRest>;
}

/** Injected so tests control time and identifiers. */
export interface StoreDeps {
  now?: () => Date;
  newId?: (prefix: string) => string;
  /** Encrypts webhook secrets at rest (WARDEN_WEBHOOK_SECRET_KEY); absent: stored in plaintext. */
  secretBox?: SecretBox;
}

/**
 * The database stayed locked by another process for the whole wait (SQLite; see SqliteStore): the call
 * did not complete. Transient: the HTTP layer answers 503 with Retry-After.
 */
/**
 * Whether an error from the store means the database cannot be reached right now (a transient outage,
 * not a bug): the network refused or dropped the connection, or PostgreSQL said it is shutting down,
 * starting, or out of connections. The HTTP layer answers such a request 503 with Retry-After, not 500.
 */
export function isStoreUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'].includes(code)) return true;
    // SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, cannot connect now), 53300 (too many connections).
    if (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
  }
  return typeof message === 'string' && /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(message);
}

export class StoreBusyError extends Error {
  readonly code = 'STORE_BUSY';
  constructor() {
    super('the database is locked by another process');
    this.name = 'StoreBusyError';
  }
}
