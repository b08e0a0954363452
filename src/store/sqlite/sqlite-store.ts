// SQLite implementation of the Store contract: the embedded default, backed by Node's built-in
// synchronous driver (node:sqlite). Each method runs its statements in one synchronous step, so they
// cannot interleave with another call's in this process.
//
// Another process (`warden keys`, a second instance on the same file, an operator's sqlite3 shell) may
// hold the write lock. SQLite's own busy_timeout would wait for it inside the synchronous call, freezing
// the event loop (every request, /healthz included) for that long; so busy_timeout is 0 and a method that
// finds the database locked is tried again after a timer, with growing pauses, until busyTimeoutMs of
// pauses have passed; then it rejects with StoreBusyError (HTTP 503 with Retry-After). Readers are not
// blocked by a writer (WAL).
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { newId as defaultNewId } from '../../ids.ts';
import { MIGRATIONS, MIGRATIONS_TABLE, schemaProblem } from '../migrations.ts';
import { checkQuota, type QuotaTotals } from '../policy-quota.ts';
import { inRequestedOrder } from '../requested-order.ts';
import { isSealed, openSecret, type SecretBox, type SecretsAtRest } from '../secret-box.ts';
import {
  CLAIMED_COLUMNS,
  DELIVERY_COLUMNS,
  GONE_ERROR,
  clampListLimit,
  nextAttemptAfter,
  pickClaims,
  recipients,
  saturatedOrganizations,
  saturatedWebhooks,
  scanSize,
  statusAfter,
  toClaimed,
  toDelivery,
  type ClaimCandidate,
  type ClaimedRow,
  type DeliveryRow,
} from '../outbox.ts';

export interface SqliteStoreOptions {
  /** How long a call waits, in pauses between attempts, for a lock held by another process (WARDEN_SQLITE_BUSY_TIMEOUT_MS). */
  busyTimeoutMs?: number;
}

export const DEFAULT_BUSY_TIMEOUT_MS = 1_500;
/** migrate() runs before the server listens: it may wait longer for another process starting on the same file. */
const MIGRATE_BUSY_TIMEOUT_MS = 15_000;
/** Opening (the switch to WAL) waits inside SQLite, before anything is served. */
const OPEN_BUSY_TIMEOUT_MS = 5_000;
/** Pauses between attempts on a locked database: short at first (most locks last milliseconds), then every 100 ms. */
const BUSY_PAUSES_MS = [1, 2, 5, 10, 20, 50, 100] as const;
const SQLITE_BUSY = 5;

/** SQLite keeps timestamps as ISO 8601 text already. */
const sameString = (s: string): string => s;
import type { AttemptOutcome, ClaimedDelivery, ClaimOptions, EnqueuedWebhookEvent, NewWebhookEvent, WebhookDelivery } from '../types.ts';
import { WebhookLimitError } from '../types.ts';
import type {
  ApiKeyRecord,
  CreateWebhookOptions,
  NewApiKey,
  NewPolicy,
  NewWebhook,
  Organization,
  Plan,
  Policy,
  PolicyMode,
  PolicyPage,
  PolicyPatch,
  PolicyQuota,
  Store,
  StoreDeps,
  StoredRule,
  WebhookRecord,
} from '../types.ts';
import { StoreBusyError } from '../types.ts';

type Params = Record<string, SQLInputValue>;

interface OrganizationRow {
  id: string;
  name: string;
  created_at: string;
}

interface ApiKeyRow {
  id: string;
  org_id: string;
  plan: string;
  prefix: string;
  created_at: string;
  revoked_at: string | null;
}

interface PolicyRow {
  id: string;
  org_id: string;
  name: string;
  description: string | null;
  enabled: number;
  rules: string;
  mode: string;
  is_default: number;
  created_at: string;
  updated_at: string;
}

interface WebhookRow {
  id: string;
  org_id: string;
  url: string;
  events: string;
  enabled: number;
  created_at: string;
  updated_at: string;
}

// Fixed column lists (never values) shared by the queries below; key_hash is deliberately absent.
const API_KEY_COLUMNS = 'id, org_id, plan, prefix, created_at, revoked_at';
const POLICY_COLUMNS = 'id, org_id, name, description, enabled, rules, mode, is_default, created_at, updated_at';
// secret is deliberately absent too: it is read only to sign a claimed delivery.
const WEBHOOK_COLUMNS = 'id, org_id, url, events, enabled, created_at, updated_at';

export class SqliteStore implements Store {
  readonly kind = 'sqlite' as const;
  readonly #db: DatabaseSync;
  readonly #now: () => Date;
  readonly #newId: (prefix: string) => string;
  readonly #busyTimeoutMs: number;
  readonly #secretBox: SecretBox | undefined;
  // Prepared lazily: most statements reference tables that exist only once migrate() has run.
  readonly #statements = new Map<string, StatementSync>();

  /** path is a file path (its directory is created if missing) or ':memory:'. */
  constructor(path: string, deps: StoreDeps = {}, options: SqliteStoreOptions = {}) {
    if (path !== ':memory:' && path !== '') mkdirSync(dirname(resolve(path)), { recursive: true });
    this.#db = new DatabaseSync(path);
    this.#busyTimeoutMs = options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS;
    // Switching to WAL needs a lock another process may hold. Waiting in SQLite is acceptable here only
    // because a store is opened before anything is served; from then on the database never waits itself.
    this.#db.exec(`PRAGMA busy_timeout = ${OPEN_BUSY_TIMEOUT_MS}`);
    this.#db.exec('PRAGMA journal_mode = WAL');
    this.#db.exec('PRAGMA busy_timeout = 0');
    this.#db.exec('PRAGMA foreign_keys = ON');
    // For migration 0004 (SQLite has no built-in SHA-256); the same hash as hashApiKey.
    this.#db.function('sha256_hex', { deterministic: true }, (text) => createHash('sha256').update(String(text), 'utf8').digest('hex'));
    this.#now = deps.now ?? (() => new Date());
    this.#newId = deps.newId ?? defaultNewId;
    this.#secretBox = deps.secretBox;
  }

  migrate(): Promise<void> {
    return this.#retrying(() => {
      this.#transaction(() => {
        this.#db.exec(MIGRATIONS_TABLE.sqlite);
        const applied = new Set(this.#all<{ id: string }>('SELECT id FROM schema_migrations').map((r) => r.id));
        for (const migration of MIGRATIONS) {
          if (applied.has(migration.id)) continue;
          this.#db.exec(migration.sqlite);
          this.#run('INSERT INTO schema_migrations (id, applied_at) VALUES (:id, :appliedAt)', {
            id: migration.id,
            appliedAt: this.#timestamp(),
          });
        }
      });
    }, MIGRATE_BUSY_TIMEOUT_MS);
  }

  ping(): Promise<void> {
    return this.#retrying(() => {
      // Every row, so the table's own pages are read too (max(id) alone would be answered by its index).
      const rows = this.#all<{ id: string; applied_at: string }>('SELECT id, applied_at FROM schema_migrations');
      const problem = schemaProblem(rows.reduce<string | null>((newest, r) => (newest === null || r.id > newest ? r.id : newest), null));
      if (problem) throw new Error(problem);
    });
  }

  async close(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }

  ensureOrganization(id: string, name?: string): Promise<Organization> {
    return this.#retrying(() => {
      this.#run(
        `INSERT INTO organizations (id, name, created_at) VALUES (:id, :name, :createdAt)
         ON CONFLICT (id) DO NOTHING`,
        { id, name: name ?? id, createdAt: this.#timestamp() },
      );
      return toOrganization(this.#one<OrganizationRow>('SELECT id, name, created_at FROM organizations WHERE id = :id', { id }));
    });
  }

  getOrganization(id: string): Promise<Organization | null> {
    return this.#retrying(() => {
      const row = this.#get<OrganizationRow>('SELECT id, name, created_at FROM organizations WHERE id = :id', { id });
      return row ? toOrganization(row) : null;
    });
  }

  createApiKey(input: NewApiKey): Promise<ApiKeyRecord> {
    return this.#retrying(() => {
      return toApiKey(
        this.#one<ApiKeyRow>(
          `INSERT INTO api_keys (id, org_id, plan, key_hash, prefix, created_at)
           VALUES (:id, :orgId, :plan, :keyHash, :prefix, :createdAt)
           RETURNING ${API_KEY_COLUMNS}`,
          { ...apiKeyParams(input), id: this.#newId('key'), createdAt: this.#timestamp() },
        ),
      );
    });
  }

  upsertApiKey(input: NewApiKey): Promise<ApiKeyRecord> {
    return this.#retrying(() => {
      return toApiKey(
        this.#one<ApiKeyRow>(
          `INSERT INTO api_keys (id, org_id, plan, key_hash, prefix, created_at)
           VALUES (:id, :orgId, :plan, :keyHash, :prefix, :createdAt)
           ON CONFLICT (key_hash) DO UPDATE SET plan = CASE WHEN api_keys.revoked_at IS NULL THEN excluded.plan ELSE api_keys.plan END
           RETURNING ${API_KEY_COLUMNS}`,
          { ...apiKeyParams(input), id: this.#newId('key'), createdAt: this.#timestamp() },
        ),
      );
    });
  }

  findApiKeyByHash(keyHash: string): Promise<ApiKeyRecord | null> {
    return this.#retrying(() => {
      const row = this.#get<ApiKeyRow>(
        `SELECT ${API_KEY_COLUMNS} FROM api_keys WHERE key_hash = :keyHash AND revoked_at IS NULL`,
        { keyHash },
      );
      return row ? toApiKey(row) : null;
    });
  }

  listApiKeys(orgId?: string): Promise<ApiKeyRecord[]> {
    return this.#retrying(() => {
      const rows =
        orgId === undefined
          ? this.#all<ApiKeyRow>(`SELECT ${API_KEY_COLUMNS} FROM api_keys ORDER BY created_at, id`)
          : this.#all<ApiKeyRow>(
              `SELECT ${API_KEY_COLUMNS} FROM api_keys WHERE org_id = :orgId ORDER BY created_at, id`,
              { orgId },
            );
      return rows.map(toApiKey);
    });
  }

  hasActiveApiKey(): Promise<boolean> {
    return this.#retrying(() => this.#get<{ one: number }>('SELECT 1 AS one FROM api_keys WHERE revoked_at IS NULL LIMIT 1', {}) !== undefined);
  }

  revokeApiKey(id: string): Promise<boolean> {
    return this.#retrying(() => {
      const changes = this.#run(
        'UPDATE api_keys SET revoked_at = :revokedAt WHERE id = :id AND revoked_at IS NULL',
        { id, revokedAt: this.#timestamp() },
      );
      return changes > 0;
    });
  }

  listPolicies(orgId: string): Promise<Policy[]> {
    return this.#retrying(() => {
      return this.#all<PolicyRow>(
        `SELECT ${POLICY_COLUMNS} FROM policies WHERE org_id = :orgId ORDER BY created_at, id`,
        { orgId },
      ).map(toPolicy);
    });
  }

  pagePolicies(orgId: string, page: { limit: number; offset: number }): Promise<PolicyPage> {
    return this.#retrying(() => {
      const policies = this.#all<PolicyRow>(
        `SELECT ${POLICY_COLUMNS} FROM policies WHERE org_id = :orgId ORDER BY created_at, id LIMIT :limit OFFSET :offset`,
        { orgId, limit: page.limit, offset: page.offset },
      ).map(toPolicy);
      const { n } = this.#one<{ n: number }>('SELECT count(*) AS n FROM policies WHERE org_id = :orgId', { orgId });
      return { policies, total: n };
    });
  }

  getPolicy(orgId: string, id: string): Promise<Policy | null> {
    return this.#retrying(() => {
      const row = this.#get<PolicyRow>(
        `SELECT ${POLICY_COLUMNS} FROM policies WHERE org_id = :orgId AND id = :id`,
        { orgId, id },
      );
      return row ? toPolicy(row) : null;
    });
  }

  getPolicies(orgId: string, ids: string[]): Promise<Policy[]> {
    return this.#retrying(() => {
      if (ids.length === 0) return [];
      // The ids travel as one JSON array parameter, so the statement text stays fixed whatever their number.
      const rows = this.#all<PolicyRow>(
        `SELECT ${POLICY_COLUMNS} FROM policies
         WHERE org_id = :orgId AND id IN (SELECT value FROM json_each(:ids))`,
        { orgId, ids: JSON.stringify(ids) },
      );
      return inRequestedOrder(rows.map(toPolicy), ids);
    });
  }

  listDefaultPolicies(orgId: string): Promise<Policy[]> {
    return this.#retrying(() => {
      return this.#all<PolicyRow>(
        `SELECT ${POLICY_COLUMNS} FROM policies
         WHERE org_id = :orgId AND is_default = 1 AND enabled = 1 ORDER BY created_at, id`,
        { orgId },
      ).map(toPolicy);
    });
  }

  createPolicy(orgId: string, input: NewPolicy, quota?: PolicyQuota): Promise<Policy> {
    return this.#retrying(() => {
      const now = this.#timestamp();
      const rules = input.rules ?? [];
      const counts = quota?.count(rules);
      const insert = () =>
        this.#one<PolicyRow>(
          `INSERT INTO policies (id, org_id, name, description, enabled, rules, mode, is_default, created_at, updated_at, pattern_count, keyword_count)
           VALUES (:id, :orgId, :name, :description, :enabled, :rules, :mode, :isDefault, :now, :now, :patterns, :keywords)
           RETURNING ${POLICY_COLUMNS}`,
          {
            id: this.#newId('pol'),
            orgId,
            name: input.name,
            description: input.description ?? null,
            enabled: (input.enabled ?? true) ? 1 : 0,
            rules: JSON.stringify(rules),
            mode: input.mode ?? 'enforce',
            isDefault: flag(input.isDefault ?? false),
            now,
            patterns: counts?.patterns ?? null,
            keywords: counts?.keywords ?? null,
          },
        );
      if (!quota) return toPolicy(insert());
      // BEGIN IMMEDIATE holds the write lock from the count to the insert: no other writer, in this
      // process or another, can slip a policy in between.
      let row!: PolicyRow;
      this.#transaction(() => {
        checkQuota(quota, this.#quotaTotals(orgId, quota), undefined, counts!);
        row = insert();
      });
      return toPolicy(row);
    });
  }

  updatePolicy(orgId: string, id: string, patch: PolicyPatch, quota?: PolicyQuota): Promise<Policy | null> {
    return this.#retrying(() => {
      // One statement with a "set" flag per field rather than read-modify-write: concurrent patches of
      // different fields cannot overwrite each other, and null stays a settable description. New rules
      // without a quota leave their counts unknown (NULL), to be counted when a quota is next checked.
      const counts = patch.rules !== undefined ? quota?.count(patch.rules) : undefined;
      const update = () =>
        this.#get<PolicyRow>(
          `UPDATE policies SET
             name = CASE WHEN :setName THEN :name ELSE name END,
             description = CASE WHEN :setDescription THEN :description ELSE description END,
             enabled = CASE WHEN :setEnabled THEN :enabled ELSE enabled END,
             rules = CASE WHEN :setRules THEN :rules ELSE rules END,
             pattern_count = CASE WHEN :setRules THEN :patterns ELSE pattern_count END,
             keyword_count = CASE WHEN :setRules THEN :keywords ELSE keyword_count END,
             mode = CASE WHEN :setMode THEN :mode ELSE mode END,
             is_default = CASE WHEN :setIsDefault THEN :isDefault ELSE is_default END,
             updated_at = :updatedAt
           WHERE org_id = :orgId AND id = :id
           RETURNING ${POLICY_COLUMNS}`,
          {
            orgId,
            id,
            setName: flag(patch.name !== undefined),
            name: patch.name ?? null,
            setDescription: flag(patch.description !== undefined),
            description: patch.description ?? null,
            setEnabled: flag(patch.enabled !== undefined),
            enabled: flag(patch.enabled ?? false),
            setRules: flag(patch.rules !== undefined),
            rules: patch.rules === undefined ? null : JSON.stringify(patch.rules),
            patterns: counts?.patterns ?? null,
            keywords: counts?.keywords ?? null,
            setMode: flag(patch.mode !== undefined),
            mode: patch.mode ?? null,
            setIsDefault: flag(patch.isDefault !== undefined),
            isDefault: flag(patch.isDefault ?? false),
            updatedAt: this.#timestamp(),
          },
        );
      if (!quota || !counts) {
        const row = update();
        return row ? toPolicy(row) : null;
      }
      let row: PolicyRow | undefined;
      this.#transaction(() => {
        const before = this.#countsOf(orgId, id, quota);
        if (!before) return;
        checkQuota(quota, this.#quotaTotals(orgId, quota, id), before, counts);
        row = update();
      });
      return row ? toPolicy(row) : null;
    });
  }

  /** The organization's totals (without policy `except`), counting first the policies not counted yet. */
  #quotaTotals(orgId: string, quota: PolicyQuota, except = ''): QuotaTotals {
    const uncounted = this.#all<{ id: string; rules: string }>(
      'SELECT id, rules FROM policies WHERE org_id = :orgId AND (pattern_count IS NULL OR keyword_count IS NULL)',
      { orgId },
    );
    for (const { id, rules } of uncounted) {
      const c = quota.count(JSON.parse(rules) as StoredRule[]);
      this.#run('UPDATE policies SET pattern_count = :patterns, keyword_count = :keywords WHERE id = :id', { id, patterns: c.patterns, keywords: c.keywords });
    }
    return this.#one<QuotaTotals>(
      `SELECT count(*) AS policies, coalesce(sum(pattern_count), 0) AS patterns, coalesce(sum(keyword_count), 0) AS keywords
       FROM policies WHERE org_id = :orgId AND id <> :except`,
      { orgId, except },
    );
  }

  /** A policy's counts (counting it if it was not yet), or undefined if there is no such policy. */
  #countsOf(orgId: string, id: string, quota: PolicyQuota): { patterns: number; keywords: number } | undefined {
    const row = this.#get<{ rules: string; pattern_count: number | null; keyword_count: number | null }>(
      'SELECT rules, pattern_count, keyword_count FROM policies WHERE org_id = :orgId AND id = :id',
      { orgId, id },
    );
    if (!row) return undefined;
    if (row.pattern_count !== null && row.keyword_count !== null) return { patterns: row.pattern_count, keywords: row.keyword_count };
    return quota.count(JSON.parse(row.rules) as StoredRule[]);
  }

  deletePolicy(orgId: string, id: string): Promise<boolean> {
    return this.#retrying(() => {
      return this.#run('DELETE FROM policies WHERE org_id = :orgId AND id = :id', { orgId, id }) > 0;
    });
  }

  createWebhook(orgId: string, input: NewWebhook, options: CreateWebhookOptions = {}): Promise<WebhookRecord> {
    return this.#retrying(() => {
      const now = this.#timestamp();
      let row: WebhookRow | undefined;
      // BEGIN IMMEDIATE: the count and the insert hold the write lock together, so processes sharing the
      // file (cluster workers) cannot both see room for the last registration.
      this.#transaction(() => {
        const max = options.maxPerOrganization;
        if (max !== undefined && this.#one<{ n: number }>('SELECT count(*) AS n FROM webhooks WHERE org_id = :orgId', { orgId }).n >= max) {
          throw new WebhookLimitError(max);
        }
        const id = this.#newId('whk');
        row = this.#one<WebhookRow>(
          `INSERT INTO webhooks (id, org_id, url, events, secret, enabled, created_at, updated_at)
           VALUES (:id, :orgId, :url, :events, :secret, 1, :now, :now)
           RETURNING ${WEBHOOK_COLUMNS}`,
          {
            id,
            orgId,
            url: input.url,
            events: JSON.stringify(input.events),
            secret: this.#secretBox ? this.#secretBox.seal(input.secret, id) : input.secret,
            now,
          },
        );
      });
      return toWebhook(row!);
    });
  }

  listWebhooks(orgId: string): Promise<WebhookRecord[]> {
    return this.#retrying(() => {
      return this.#all<WebhookRow>(
        `SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE org_id = :orgId ORDER BY created_at, id`,
        { orgId },
      ).map(toWebhook);
    });
  }

  getWebhook(orgId: string, id: string): Promise<WebhookRecord | null> {
    return this.#retrying(() => {
      const row = this.#get<WebhookRow>(
        `SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE org_id = :orgId AND id = :id`,
        { orgId, id },
      );
      return row ? toWebhook(row) : null;
    });
  }

  deleteWebhook(orgId: string, id: string): Promise<boolean> {
    return this.#retrying(() => {
      return this.#run('DELETE FROM webhooks WHERE org_id = :orgId AND id = :id', { orgId, id }) > 0;
    });
  }

  setWebhookEnabled(orgId: string, id: string, enabled: boolean): Promise<WebhookRecord | null> {
    return this.#retrying(() => {
      const row = this.#get<WebhookRow>(
        `UPDATE webhooks SET enabled = :enabled, updated_at = :now WHERE org_id = :orgId AND id = :id
         RETURNING ${WEBHOOK_COLUMNS}`,
        { orgId, id, enabled: flag(enabled), now: this.#timestamp() },
      );
      return row ? toWebhook(row) : null;
    });
  }

  enqueueWebhookEvents(orgId: string, events: NewWebhookEvent[]): Promise<EnqueuedWebhookEvent[]> {
    return this.#retrying(() => {
      const written: EnqueuedWebhookEvent[] = [];
      if (events.length === 0) return written;
      // Most scans emit events no registration wants: a read settles that without taking the write lock.
      const subscribed = this.#all<{ id: string; events: string }>('SELECT id, events FROM webhooks WHERE org_id = :orgId AND enabled = 1', { orgId })
        .map((h) => ({ id: h.id, events: JSON.parse(h.events) as string[] }));
      if (events.every((event) => recipients(subscribed, event).length === 0)) return written;
      this.#transaction(() => {
        const hooks = this.#all<{ id: string; events: string }>(
          'SELECT id, events FROM webhooks WHERE org_id = :orgId AND enabled = 1 ORDER BY created_at, id',
          { orgId },
        ).map((h) => ({ id: h.id, events: JSON.parse(h.events) as string[] }));
        const now = this.#timestamp();
        for (const event of events) {
          const targets = recipients(hooks, event);
          if (targets.length === 0) continue;
          const inserted = this.#get<{ id: string }>(
            `INSERT INTO webhook_events (id, org_id, type, body, dedupe_key, created_at)
             VALUES (:id, :orgId, :type, :body, :dedupeKey, :createdAt)
             ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
            { id: event.id, orgId, type: event.type, body: event.body, dedupeKey: event.dedupeKey ?? null, createdAt: event.createdAt },
          );
          if (!inserted) continue;
          const deliveryIds = targets.map((webhookId) => {
            const id = this.#newId('dlv');
            this.#run(
              `INSERT INTO webhook_deliveries (id, event_id, webhook_id, org_id, next_attempt_at, created_at, updated_at)
               VALUES (:id, :eventId, :webhookId, :orgId, :now, :now, :now)`,
              { id, eventId: event.id, webhookId, orgId, now },
            );
            return id;
          });
          written.push({ eventId: event.id, type: event.type, deliveryIds });
        }
      });
      return written;
    });
  }

  claimWebhookDeliveries(options: ClaimOptions): Promise<ClaimedDelivery[]> {
    return this.#retrying(() => {
      let claimed: ClaimedDelivery[] = [];
      if (options.limit <= 0) return claimed;
      this.#transaction(() => {
        const now = this.#now();
        const candidates = this.#all<ClaimCandidate>(
          `SELECT d.id, d.webhook_id, d.org_id FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
           WHERE d.status = 'pending' AND d.next_attempt_at <= :now AND (d.lease_until IS NULL OR d.lease_until <= :now)
             AND w.enabled = 1 AND (:deliveryId IS NULL OR d.id = :deliveryId)
             AND d.webhook_id NOT IN (SELECT value FROM json_each(:saturated))
             AND d.org_id NOT IN (SELECT value FROM json_each(:saturatedOrgs))
           ORDER BY d.next_attempt_at, d.id LIMIT :scan`,
          {
            now: now.toISOString(),
            deliveryId: options.deliveryId ?? null,
            saturated: JSON.stringify(saturatedWebhooks(options)),
            saturatedOrgs: JSON.stringify(saturatedOrganizations(options)),
            scan: scanSize(options),
          },
        );
        const ids = pickClaims(candidates, options);
        if (ids.length === 0) return;
        const leaseUntil = new Date(now.getTime() + options.leaseMs).toISOString();
        this.#run(
          `UPDATE webhook_deliveries SET claimed_by = :worker, lease_until = :leaseUntil
           WHERE id IN (SELECT value FROM json_each(:ids))`,
          { worker: options.worker, leaseUntil, ids: JSON.stringify(ids) },
        );
        claimed = this.#all<ClaimedRow<string>>(
          `SELECT ${CLAIMED_COLUMNS} FROM webhook_deliveries d
           JOIN webhook_events e ON e.id = d.event_id JOIN webhooks w ON w.id = d.webhook_id
           WHERE d.id IN (SELECT value FROM json_each(:ids)) ORDER BY d.next_attempt_at, d.id`,
          { ids: JSON.stringify(ids) },
        ).map((r) => toClaimed(r, sameString, openSecret(this.#secretBox, r.secret, r.webhook_id)));
      });
      return claimed;
    });
  }

  recordDeliveryAttempt(id: string, worker: string, outcome: AttemptOutcome): Promise<boolean> {
    return this.#retrying(() => {
      let recorded = false;
      this.#transaction(() => {
        const now = this.#now();
        const row = this.#get<{ webhook_id: string }>(
          `UPDATE webhook_deliveries SET status = :status, attempts = attempts + 1, last_response_code = :code,
             last_error = :error, last_attempt_at = :now, next_attempt_at = :next, claimed_by = NULL,
             lease_until = NULL, updated_at = :now
           WHERE id = :id AND claimed_by = :worker AND status = 'pending'
           RETURNING webhook_id`,
          {
            id,
            worker,
            status: statusAfter(outcome),
            code: outcome.responseCode,
            error: outcome.result === 'succeeded' ? null : outcome.error,
            now: now.toISOString(),
            next: nextAttemptAfter(outcome, now),
          },
        );
        if (!row) return;
        recorded = true;
        if (outcome.result !== 'gone') return;
        this.#run('UPDATE webhooks SET enabled = 0, updated_at = :now WHERE id = :webhookId', { webhookId: row.webhook_id, now: now.toISOString() });
        this.#run(
          `UPDATE webhook_deliveries SET status = 'failed', last_error = :error, claimed_by = NULL, lease_until = NULL, updated_at = :now
           WHERE webhook_id = :webhookId AND status = 'pending'`,
          { webhookId: row.webhook_id, error: GONE_ERROR, now: now.toISOString() },
        );
      });
      return recorded;
    });
  }

  releaseDeliveryClaims(worker?: string): Promise<number> {
    return this.#retrying(() => {
      return this.#run(
        `UPDATE webhook_deliveries SET claimed_by = NULL, lease_until = NULL
         WHERE status = 'pending' AND claimed_by IS NOT NULL AND (:worker IS NULL OR claimed_by = :worker)`,
        { worker: worker ?? null },
      );
    });
  }

  purgeWebhookHistory(before: Date): Promise<{ deliveries: number; events: number }> {
    return this.#retrying(() => {
      const cutoff = before.toISOString();
      let counts = { deliveries: 0, events: 0 };
      this.#transaction(() => {
        const deliveries = this.#run(`DELETE FROM webhook_deliveries WHERE status <> 'pending' AND updated_at < :cutoff`, { cutoff });
        const events = this.#run(
          `DELETE FROM webhook_events WHERE created_at < :cutoff
             AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = webhook_events.id)`,
          { cutoff },
        );
        counts = { deliveries, events };
      });
      return counts;
    });
  }

  sealWebhookSecrets(): Promise<SecretsAtRest> {
    return this.#retrying(() => {
      const result = { sealed: 0, unreadable: 0 };
      const box = this.#secretBox;
      for (const { id, secret } of this.#all<{ id: string; secret: string }>('SELECT id, secret FROM webhooks ORDER BY id')) {
        if (isSealed(secret)) {
          if (openSecret(box, secret, id) === null) result.unreadable++;
        } else if (box) {
          result.sealed += this.#run('UPDATE webhooks SET secret = :sealed WHERE id = :id AND secret = :secret', { id, secret, sealed: box.seal(secret, id) });
        }
      }
      return result;
    });
  }

  listWebhookDeliveries(orgId: string, webhookId: string, limit?: number): Promise<WebhookDelivery[]> {
    return this.#retrying(() => {
      return this.#all<DeliveryRow<string>>(
        `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
         WHERE d.org_id = :orgId AND d.webhook_id = :webhookId ORDER BY d.created_at DESC, d.id DESC LIMIT :limit`,
        { orgId, webhookId, limit: clampListLimit(limit) },
      ).map((r) => toDelivery(r, sameString));
    });
  }

  #timestamp(): string {
    return this.#now().toISOString();
  }

  #statement(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  // The row types are asserted, not checked: they mirror the STRICT tables in migrations.ts.
  #get<T>(sql: string, params: Params = {}): T | undefined {
    return this.#statement(sql).get(params) as T | undefined;
  }

  #one<T>(sql: string, params: Params = {}): T {
    const row = this.#get<T>(sql, params);
    if (row === undefined) throw new Error(`SqliteStore: expected a row from: ${sql}`);
    return row;
  }

  #all<T>(sql: string, params: Params = {}): T[] {
    return this.#statement(sql).all(params) as T[];
  }

  /** Returns the number of rows changed. */
  #run(sql: string, params: Params = {}): number {
    return Number(this.#statement(sql).run(params).changes);
  }

  /**
   * Runs fn (synchronous statements) and, while the database is locked by another process, runs it again
   * after a pause, without holding the event loop, until budgetMs of pauses are spent. A locked statement
   * changed nothing and a transaction that meets the lock is rolled back, so running fn again is safe.
   */
  async #retrying<T>(fn: () => T, budgetMs = this.#busyTimeoutMs): Promise<T> {
    let waited = 0;
    for (let attempt = 0; ; attempt++) {
      try {
        return fn();
      } catch (error) {
        if (!isBusy(error)) throw error;
        if (waited >= budgetMs) throw new StoreBusyError();
        const pause = Math.min(BUSY_PAUSES_MS[Math.min(attempt, BUSY_PAUSES_MS.length - 1)]!, budgetMs - waited);
        waited += pause;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  }

  // IMMEDIATE takes the write lock up front, so a transaction that cannot have it fails at BEGIN (and is
  // retried whole) instead of failing to upgrade its read lock mid-transaction.
  #transaction(fn: () => void): void {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      fn();
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }
}

/** SQLITE_BUSY, whatever its extended code: another connection holds the lock this statement needs. */
function isBusy(error: unknown): boolean {
  const e = error as { code?: unknown; errcode?: unknown } | null;
  return e?.code === 'ERR_SQLITE_ERROR' && typeof e.errcode === 'number' && (e.errcode & 0xff) === SQLITE_BUSY;
}

function flag(value: boolean): number {
  return value ? 1 : 0;
}

function apiKeyParams(input: NewApiKey): Params {
  return { orgId: input.orgId, plan: input.plan, keyHash: input.keyHash, prefix: input.prefix };
}

function toOrganization(row: OrganizationRow): Organization {
  return { id: row.id, name: row.name, createdAt: row.created_at };
}

function toApiKey(row: ApiKeyRow): ApiKeyRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    plan: row.plan as Plan,
    prefix: row.prefix,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}

function toPolicy(row: PolicyRow): Policy {
  return {
    id: row.id,
    orgId: row.org_id,
    name: row.name,
    description: row.description,
    enabled: row.enabled === 1,
    rules: JSON.parse(row.rules) as StoredRule[],
    mode: row.mode as PolicyMode,
    isDefault: row.is_default === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toWebhook(row: WebhookRow): WebhookRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    url: row.url,
    events: JSON.parse(row.events) as string[],
    enabled: row.enabled === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

