// The one persistence contract. SQLite (embedded default) and PostgreSQL (scale-out) implement it;
// test/store-contract.test.ts runs the same suite against both. Everything that belongs to a tenant is
// addressed by (orgId, id): a lookup with another organization's id finds nothing.

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
  /** First characters of the key, safe to show in listings (e.g. "wdn_AbCd"). */
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
  createdAt: string;
  updatedAt: string;
}

export interface NewPolicy {
  name: string;
  description?: string | null;
  enabled?: boolean; // default true
  rules?: StoredRule[]; // default []
}

export type PolicyPatch = Partial<Pick<Policy, 'name' | 'description' | 'enabled' | 'rules'>>;

export interface WebhookRecord {
  id: string;
  orgId: string;
  url: string;
  events: string[];
  /** Kept so deliveries can be signed; never returned to clients after registration. */
  secret: string;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface NewWebhook {
  url: string;
  events: string[];
  secret: string;
}

/**
 * Keys, policies and webhooks reference their organization: create it with ensureOrganization first, or
 * the insert is rejected.
 */
export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** Applies pending migrations; idempotent, safe to run from several instances at once. */
  migrate(): Promise<void>;
  /** Resolves when the backing database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;

  /** Creates the organization if it does not exist (name defaults to the id) and returns it. */
  ensureOrganization(id: string, name?: string): Promise<Organization>;
  getOrganization(id: string): Promise<Organization | null>;

  createApiKey(input: NewApiKey): Promise<ApiKeyRecord>;
  /**
   * Inserts the key with this exact hash for orgId/plan, or updates the plan and un-revokes it if the hash
   * already exists (its orgId and prefix are kept). Used for WARDEN_BOOTSTRAP_KEY so restarts are idempotent.
   */
  upsertApiKey(input: NewApiKey): Promise<ApiKeyRecord>;
  /** Only keys that are not revoked. */
  findApiKeyByHash(keyHash: string): Promise<ApiKeyRecord | null>;
  /** All keys (revoked too), oldest first; only orgId's when given. */
  listApiKeys(orgId?: string): Promise<ApiKeyRecord[]>;
  /** true if a key with this id existed and was not yet revoked. */
  revokeApiKey(id: string): Promise<boolean>;

  /** Oldest first (createdAt, then id). */
  listPolicies(orgId: string): Promise<Policy[]>;
  getPolicy(orgId: string, id: string): Promise<Policy | null>;
  /**
   * The policies among ids that belong to orgId, in the order of ids; missing ones are left out and an id
   * listed twice yields its policy once.
   */
  getPolicies(orgId: string, ids: string[]): Promise<Policy[]>;
  createPolicy(orgId: string, input: NewPolicy): Promise<Policy>;
  /** Changes only the fields present in patch and bumps updatedAt; null if no such policy in orgId. */
  updatePolicy(orgId: string, id: string, patch: PolicyPatch): Promise<Policy | null>;
  deletePolicy(orgId: string, id: string): Promise<boolean>;

  createWebhook(orgId: string, input: NewWebhook): Promise<WebhookRecord>;
  listWebhooks(orgId: string): Promise<WebhookRecord[]>;
  getWebhook(orgId: string, id: string): Promise<WebhookRecord | null>;
  deleteWebhook(orgId: string, id: string): Promise<boolean>;
}

/** Injected so tests control time and identifiers. */
export interface StoreDeps {
  now?: () => Date;
  newId?: (prefix: string) => string;
}
