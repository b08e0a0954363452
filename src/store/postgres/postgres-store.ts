// PostgreSQL implementation of the Store contract, for deployments where several Warden instances share
// one database. Timestamps are timestamptz (pg hands them back as Date, we return toISOString()), JSON is
// jsonb (pg hands it back parsed). An optional schema isolates an installation, or a test run.
import { Pool, escapeIdentifier, type PoolClient } from 'pg';
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

/** pg returns timestamptz columns as Dates. */
const isoOf = (d: Date): string => d.toISOString();
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

export interface PostgresStoreOptions {
  connectionString: string;
  /**
   * Schema holding Warden's tables, created by migrate() if missing; every pooled connection uses it as
   * its search_path. Letters, digits and underscores only. Do not also put an `options` parameter in
   * connectionString: pg lets the URL's win, which would silently drop the search_path.
   */
  schema?: string;
  /** Pool size (pg's default is 10). */
  max?: number;
}

interface OrganizationRow {
  id: string;
  name: string;
  created_at: Date;
}

interface ApiKeyRow {
  id: string;
  org_id: string;
  plan: string;
  prefix: string;
  created_at: Date;
  revoked_at: Date | null;
}

interface PolicyRow {
  id: string;
  org_id: string;
  name: string;
  description: string | null;
  enabled: boolean;
  rules: StoredRule[];
  mode: string;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
}

interface WebhookRow {
  id: string;
  org_id: string;
  url: string;
  events: string[];
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

// Fixed column lists (never values) shared by the queries below; key_hash is deliberately absent.
const API_KEY_COLUMNS = 'id, org_id, plan, prefix, created_at, revoked_at';
const POLICY_COLUMNS = 'id, org_id, name, description, enabled, rules, mode, is_default, created_at, updated_at';
// secret is deliberately absent too: it is read only to sign a claimed delivery.
const WEBHOOK_COLUMNS = 'id, org_id, url, events, enabled, created_at, updated_at';

// Every Warden process migrating this database takes the same transaction-level advisory lock, so
// concurrent starts apply migrations one after the other and the later ones find nothing to do.
// The value is just "warden" in ASCII.
const MIGRATION_LOCK_KEY = '131260414715246';

const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export class PostgresStore implements Store {
  readonly kind = 'postgres' as const;
  readonly #pool: Pool;
  readonly #schema: string | undefined;
  readonly #now: () => Date;
  readonly #newId: (prefix: string) => string;
  readonly #secretBox: SecretBox | undefined;
  #closed = false;

  constructor(options: PostgresStoreOptions, deps: StoreDeps = {}) {
    const { connectionString, schema, max } = options;
    if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
      throw new Error(`PostgresStore: invalid schema name ${JSON.stringify(schema)}`);
    }
    this.#schema = schema;
    this.#pool = new Pool({
      connectionString,
      max,
      // Set at session start, so no query can ever run on a connection with the wrong search_path.
      // A schema that does not exist yet is fine here: PostgreSQL skips it until migrate() creates it.
      options: schema === undefined ? undefined : `-c search_path=${escapeIdentifier(schema)}`,
    });
    // An idle client that loses its connection (e.g. a database restart) is discarded by the pool; without
    // a listener the 'error' event would crash the process. The next query reconnects or fails loudly.
    this.#pool.on('error', () => {});
    this.#now = deps.now ?? (() => new Date());
    this.#newId = deps.newId ?? defaultNewId;
    this.#secretBox = deps.secretBox;
  }

  async migrate(): Promise<void> {
    await this.#transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      // Under the lock: CREATE SCHEMA IF NOT EXISTS is not safe against a concurrent identical statement.
      if (this.#schema !== undefined) {
        await client.query(`CREATE SCHEMA IF NOT EXISTS ${escapeIdentifier(this.#schema)}`);
      }
      await client.query(MIGRATIONS_TABLE.postgres);
      const { rows } = await client.query<{ id: string }>('SELECT id FROM schema_migrations');
      const applied = new Set(rows.map((r) => r.id));
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.id)) continue;
        await client.query(migration.postgres);
        await client.query('INSERT INTO schema_migrations (id, applied_at) VALUES ($1, $2)', [
          migration.id,
          this.#timestamp(),
        ]);
      }
    });
  }

  async ping(): Promise<void> {
    const { rows } = await this.#pool.query<{ newest: string | null }>('SELECT max(id) AS newest FROM schema_migrations');
    const problem = schemaProblem(rows[0]?.newest);
    if (problem) throw new Error(problem);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#pool.end();
  }

  async ensureOrganization(id: string, name?: string): Promise<Organization> {
    await this.#pool.query(
      'INSERT INTO organizations (id, name, created_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
      [id, name ?? id, this.#timestamp()],
    );
    return toOrganization(
      await this.#one<OrganizationRow>('SELECT id, name, created_at FROM organizations WHERE id = $1', [id]),
    );
  }

  async getOrganization(id: string): Promise<Organization | null> {
    const row = await this.#get<OrganizationRow>('SELECT id, name, created_at FROM organizations WHERE id = $1', [id]);
    return row ? toOrganization(row) : null;
  }

  async createApiKey(input: NewApiKey): Promise<ApiKeyRecord> {
    return toApiKey(
      await this.#one<ApiKeyRow>(
        `INSERT INTO api_keys (id, org_id, plan, key_hash, prefix, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING ${API_KEY_COLUMNS}`,
        [this.#newId('key'), input.orgId, input.plan, input.keyHash, input.prefix, this.#timestamp()],
      ),
    );
  }

  async upsertApiKey(input: NewApiKey): Promise<ApiKeyRecord> {
    return toApiKey(
      await this.#one<ApiKeyRow>(
        `INSERT INTO api_keys (id, org_id, plan, key_hash, prefix, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (key_hash) DO UPDATE SET plan = CASE WHEN api_keys.revoked_at IS NULL THEN excluded.plan ELSE api_keys.plan END
         RETURNING ${API_KEY_COLUMNS}`,
        [this.#newId('key'), input.orgId, input.plan, input.keyHash, input.prefix, this.#timestamp()],
      ),
    );
  }

  async findApiKeyByHash(keyHash: string): Promise<ApiKeyRecord | null> {
    const row = await this.#get<ApiKeyRow>(
      `SELECT ${API_KEY_COLUMNS} FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL`,
      [keyHash],
    );
    return row ? toApiKey(row) : null;
  }

  async hasActiveApiKey(): Promise<boolean> {
    return (await this.#get<{ one: number }>('SELECT 1 AS one FROM api_keys WHERE revoked_at IS NULL LIMIT 1', [])) !== undefined;
  }

  async listApiKeys(orgId?: string): Promise<ApiKeyRecord[]> {
    const rows =
      orgId === undefined
        ? await this.#all<ApiKeyRow>(`SELECT ${API_KEY_COLUMNS} FROM api_keys ORDER BY created_at, id`)
        : await this.#all<ApiKeyRow>(
            `SELECT ${API_KEY_COLUMNS} FROM api_keys WHERE org_id = $1 ORDER BY created_at, id`,
            [orgId],
          );
    return rows.map(toApiKey);
  }

  async revokeApiKey(id: string): Promise<boolean> {
    const result = await this.#pool.query(
      'UPDATE api_keys SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL',
      [id, this.#timestamp()],
    );
    return (result.rowCount ?? 0) > 0;
  }

  async listPolicies(orgId: string): Promise<Policy[]> {
    const rows = await this.#all<PolicyRow>(
      `SELECT ${POLICY_COLUMNS} FROM policies WHERE org_id = $1 ORDER BY created_at, id`,
      [orgId],
    );
    return rows.map(toPolicy);
  }

  async pagePolicies(orgId: string, page: { limit: number; offset: number }): Promise<PolicyPage> {
    const [rows, count] = await Promise.all([
      this.#all<PolicyRow>(`SELECT ${POLICY_COLUMNS} FROM policies WHERE org_id = $1 ORDER BY created_at, id LIMIT $2 OFFSET $3`, [orgId, page.limit, page.offset]),
      this.#one<{ n: number }>('SELECT count(*)::integer AS n FROM policies WHERE org_id = $1', [orgId]),
    ]);
    return { policies: rows.map(toPolicy), total: count.n };
  }

  async getPolicy(orgId: string, id: string): Promise<Policy | null> {
    const row = await this.#get<PolicyRow>(
      `SELECT ${POLICY_COLUMNS} FROM policies WHERE org_id = $1 AND id = $2`,
      [orgId, id],
    );
    return row ? toPolicy(row) : null;
  }

  async getPolicies(orgId: string, ids: string[]): Promise<Policy[]> {
    if (ids.length === 0) return [];
    const rows = await this.#all<PolicyRow>(
      `SELECT ${POLICY_COLUMNS} FROM policies WHERE org_id = $1 AND id = ANY ($2::text[])`,
      [orgId, ids],
    );
    return inRequestedOrder(rows.map(toPolicy), ids);
  }

  async listDefaultPolicies(orgId: string): Promise<Policy[]> {
    const rows = await this.#all<PolicyRow>(
      `SELECT ${POLICY_COLUMNS} FROM policies
       WHERE org_id = $1 AND is_default AND enabled ORDER BY created_at, id`,
      [orgId],
    );
    return rows.map(toPolicy);
  }

  async createPolicy(orgId: string, input: NewPolicy, quota?: PolicyQuota): Promise<Policy> {
    const now = this.#timestamp();
    const rules = input.rules ?? [];
    const counts = quota?.count(rules);
    const insert = async (db: Pool | PoolClient) => {
      const { rows } = await db.query<PolicyRow>(
        `INSERT INTO policies (id, org_id, name, description, enabled, rules, created_at, updated_at, mode, is_default, pattern_count, keyword_count)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $7, $8, $9, $10, $11)
         RETURNING ${POLICY_COLUMNS}`,
        [
          this.#newId('pol'),
          orgId,
          input.name,
          input.description ?? null,
          input.enabled ?? true,
          // Stringified ourselves: pg would turn a JS array into a PostgreSQL array literal, not JSON.
          JSON.stringify(rules),
          now,
          input.mode ?? 'enforce',
          input.isDefault ?? false,
          counts?.patterns ?? null,
          counts?.keywords ?? null,
        ],
      );
      return rows[0]!;
    };
    if (!quota) return toPolicy(await insert(this.#pool));
    let row!: PolicyRow;
    await this.#transaction(async (client) => {
      await this.#lockOrganization(client, orgId);
      checkQuota(quota, await this.#quotaTotals(client, orgId, quota), undefined, counts!);
      row = await insert(client);
    });
    return toPolicy(row);
  }

  async updatePolicy(orgId: string, id: string, patch: PolicyPatch, quota?: PolicyQuota): Promise<Policy | null> {
    // One statement with a "set" flag per field rather than read-modify-write: concurrent patches of
    // different fields cannot overwrite each other, and null stays a settable description. New rules
    // without a quota leave their counts unknown (NULL), to be counted when a quota is next checked.
    const counts = patch.rules !== undefined ? quota?.count(patch.rules) : undefined;
    const update = async (db: Pool | PoolClient) => {
      const { rows } = await db.query<PolicyRow>(
        `UPDATE policies SET
           name = CASE WHEN $3::boolean THEN $4::text ELSE name END,
           description = CASE WHEN $5::boolean THEN $6::text ELSE description END,
           enabled = CASE WHEN $7::boolean THEN $8::boolean ELSE enabled END,
           rules = CASE WHEN $9::boolean THEN $10::jsonb ELSE rules END,
           pattern_count = CASE WHEN $9::boolean THEN $16::integer ELSE pattern_count END,
           keyword_count = CASE WHEN $9::boolean THEN $17::integer ELSE keyword_count END,
           updated_at = $11,
           mode = CASE WHEN $12::boolean THEN $13::text ELSE mode END,
           is_default = CASE WHEN $14::boolean THEN $15::boolean ELSE is_default END
         WHERE org_id = $1 AND id = $2
         RETURNING ${POLICY_COLUMNS}`,
        [
          orgId,
          id,
          patch.name !== undefined,
          patch.name ?? null,
          patch.description !== undefined,
          patch.description ?? null,
          patch.enabled !== undefined,
          patch.enabled ?? null,
          patch.rules !== undefined,
          patch.rules === undefined ? null : JSON.stringify(patch.rules),
          this.#timestamp(),
          patch.mode !== undefined,
          patch.mode ?? null,
          patch.isDefault !== undefined,
          patch.isDefault ?? null,
          counts?.patterns ?? null,
          counts?.keywords ?? null,
        ],
      );
      return rows[0];
    };
    if (!quota || !counts) {
      const row = await update(this.#pool);
      return row ? toPolicy(row) : null;
    }
    let row: PolicyRow | undefined;
    await this.#transaction(async (client) => {
      await this.#lockOrganization(client, orgId);
      const before = await this.#countsOf(client, orgId, id, quota);
      if (!before) return;
      checkQuota(quota, await this.#quotaTotals(client, orgId, quota, id), before, counts);
      row = await update(client);
    });
    return row ? toPolicy(row) : null;
  }

  /**
   * Serializes the quota-checked policy writes of one organization across every instance: the row lock
   * is held until the transaction ends, so a concurrent write waits, then counts the committed policy
   * (READ COMMITTED: each statement sees what committed before it). NO KEY UPDATE, not UPDATE: the
   * foreign-key checks of other inserts for the organization (events, keys) take KEY SHARE and go on.
   */
  async #lockOrganization(client: PoolClient, orgId: string): Promise<void> {
    await client.query('SELECT 1 FROM organizations WHERE id = $1 FOR NO KEY UPDATE', [orgId]);
  }

  /** The organization's totals (without policy `except`), counting first the policies not counted yet. */
  async #quotaTotals(client: PoolClient, orgId: string, quota: PolicyQuota, except = ''): Promise<QuotaTotals> {
    const { rows: uncounted } = await client.query<{ id: string; rules: StoredRule[] }>(
      'SELECT id, rules FROM policies WHERE org_id = $1 AND (pattern_count IS NULL OR keyword_count IS NULL)',
      [orgId],
    );
    for (const { id, rules } of uncounted) {
      const c = quota.count(rules);
      await client.query('UPDATE policies SET pattern_count = $2, keyword_count = $3 WHERE id = $1', [id, c.patterns, c.keywords]);
    }
    const { rows } = await client.query<QuotaTotals>(
      `SELECT count(*)::integer AS policies, coalesce(sum(pattern_count), 0)::integer AS patterns, coalesce(sum(keyword_count), 0)::integer AS keywords
       FROM policies WHERE org_id = $1 AND id <> $2`,
      [orgId, except],
    );
    return rows[0]!;
  }

  /** A policy's counts (counting it if it was not yet), or undefined if there is no such policy. */
  async #countsOf(client: PoolClient, orgId: string, id: string, quota: PolicyQuota): Promise<{ patterns: number; keywords: number } | undefined> {
    const { rows } = await client.query<{ rules: StoredRule[]; pattern_count: number | null; keyword_count: number | null }>(
      'SELECT rules, pattern_count, keyword_count FROM policies WHERE org_id = $1 AND id = $2',
      [orgId, id],
    );
    const row = rows[0];
    if (!row) return undefined;
    if (row.pattern_count !== null && row.keyword_count !== null) return { patterns: row.pattern_count, keywords: row.keyword_count };
    return quota.count(row.rules);
  }

  async deletePolicy(orgId: string, id: string): Promise<boolean> {
    const result = await this.#pool.query('DELETE FROM policies WHERE org_id = $1 AND id = $2', [orgId, id]);
    return (result.rowCount ?? 0) > 0;
  }

  async createWebhook(orgId: string, input: NewWebhook, options: CreateWebhookOptions = {}): Promise<WebhookRecord> {
    const now = this.#timestamp();
    const max = options.maxPerOrganization;
    let row: WebhookRow | undefined;
    await this.#transaction(async (client) => {
      if (max !== undefined) {
        // The organization's row is the lock: concurrent registrations of one organization (from any
        // instance) count and insert one after the other; other organizations are not held up.
        await client.query('SELECT 1 FROM organizations WHERE id = $1 FOR UPDATE', [orgId]);
        const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM webhooks WHERE org_id = $1', [orgId]);
        if (rows[0]!.n >= max) throw new WebhookLimitError(max);
      }
      const id = this.#newId('whk');
      const secret = this.#secretBox ? this.#secretBox.seal(input.secret, id) : input.secret;
      const { rows } = await client.query<WebhookRow>(
        `INSERT INTO webhooks (id, org_id, url, events, secret, enabled, created_at, updated_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, true, $6, $6)
         RETURNING ${WEBHOOK_COLUMNS}`,
        [id, orgId, input.url, JSON.stringify(input.events), secret, now],
      );
      row = rows[0];
    });
    return toWebhook(row!);
  }

  async listWebhooks(orgId: string): Promise<WebhookRecord[]> {
    const rows = await this.#all<WebhookRow>(
      `SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE org_id = $1 ORDER BY created_at, id`,
      [orgId],
    );
    return rows.map(toWebhook);
  }

  async getWebhook(orgId: string, id: string): Promise<WebhookRecord | null> {
    const row = await this.#get<WebhookRow>(
      `SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE org_id = $1 AND id = $2`,
      [orgId, id],
    );
    return row ? toWebhook(row) : null;
  }

  async deleteWebhook(orgId: string, id: string): Promise<boolean> {
    const result = await this.#pool.query('DELETE FROM webhooks WHERE org_id = $1 AND id = $2', [orgId, id]);
    return (result.rowCount ?? 0) > 0;
  }

  async setWebhookEnabled(orgId: string, id: string, enabled: boolean): Promise<WebhookRecord | null> {
    const row = await this.#get<WebhookRow>(
      `UPDATE webhooks SET enabled = $3, updated_at = $4 WHERE org_id = $1 AND id = $2 RETURNING ${WEBHOOK_COLUMNS}`,
      [orgId, id, enabled, this.#timestamp()],
    );
    return row ? toWebhook(row) : null;
  }

  async enqueueWebhookEvents(orgId: string, events: NewWebhookEvent[]): Promise<EnqueuedWebhookEvent[]> {
    const written: EnqueuedWebhookEvent[] = [];
    if (events.length === 0) return written;
    // Most scans emit events no registration wants: one read settles that without a transaction's three
    // round trips. A registration committed after this read is missed exactly as it would be by the
    // transaction's own read (READ COMMITTED), so nothing changes but the cost.
    const { rows: subscribed } = await this.#pool.query<{ id: string; events: string[] }>(
      'SELECT id, events FROM webhooks WHERE org_id = $1 AND enabled',
      [orgId],
    );
    if (events.every((event) => recipients(subscribed, event).length === 0)) return written;
    await this.#transaction(async (client) => {
      const { rows: hooks } = await client.query<{ id: string; events: string[] }>(
        'SELECT id, events FROM webhooks WHERE org_id = $1 AND enabled ORDER BY created_at, id',
        [orgId],
      );
      const now = this.#timestamp();
      for (const event of events) {
        const targets = recipients(hooks, event);
        if (targets.length === 0) continue;
        // A concurrent insert of the same dedupe_key waits for that transaction and then does nothing.
        const inserted = await client.query(
          `INSERT INTO webhook_events (id, org_id, type, body, dedupe_key, created_at)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
          [event.id, orgId, event.type, event.body, event.dedupeKey ?? null, event.createdAt],
        );
        if (inserted.rowCount === 0) continue;
        const deliveryIds = targets.map(() => this.#newId('dlv'));
        await client.query(
          `INSERT INTO webhook_deliveries (id, event_id, webhook_id, org_id, next_attempt_at, created_at, updated_at)
           SELECT d.id, $2, d.webhook_id, $3, $4, $4, $4 FROM unnest($1::text[], $5::text[]) AS d (id, webhook_id)`,
          [deliveryIds, event.id, orgId, now, targets],
        );
        written.push({ eventId: event.id, type: event.type, deliveryIds });
      }
    });
    return written;
  }

  async claimWebhookDeliveries(options: ClaimOptions): Promise<ClaimedDelivery[]> {
    let claimed: ClaimedDelivery[] = [];
    if (options.limit <= 0) return claimed;
    await this.#transaction(async (client) => {
      const now = this.#now();
      // SKIP LOCKED: rows another instance is claiming right now are passed over, never waited for or doubled.
      const { rows: candidates } = await client.query<ClaimCandidate>(
        `SELECT d.id, d.webhook_id, d.org_id FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
         WHERE d.status = 'pending' AND d.next_attempt_at <= $1::timestamptz
           AND (d.lease_until IS NULL OR d.lease_until <= $1::timestamptz)
           AND w.enabled AND ($2::text IS NULL OR d.id = $2::text) AND NOT (d.webhook_id = ANY ($3::text[]))
           AND NOT (d.org_id = ANY ($5::text[]))
         ORDER BY d.next_attempt_at, d.id LIMIT $4
         FOR UPDATE OF d SKIP LOCKED`,
        [now.toISOString(), options.deliveryId ?? null, saturatedWebhooks(options), scanSize(options), saturatedOrganizations(options)],
      );
      const ids = pickClaims(candidates, options);
      if (ids.length === 0) return;
      await client.query('UPDATE webhook_deliveries SET claimed_by = $2, lease_until = $3 WHERE id = ANY ($1::text[])', [
        ids,
        options.worker,
        new Date(now.getTime() + options.leaseMs).toISOString(),
      ]);
      const { rows } = await client.query<ClaimedRow<Date>>(
        `SELECT ${CLAIMED_COLUMNS} FROM webhook_deliveries d
         JOIN webhook_events e ON e.id = d.event_id JOIN webhooks w ON w.id = d.webhook_id
         WHERE d.id = ANY ($1::text[]) ORDER BY d.next_attempt_at, d.id`,
        [ids],
      );
      claimed = rows.map((r) => toClaimed(r, isoOf, openSecret(this.#secretBox, r.secret, r.webhook_id)));
    });
    return claimed;
  }

  async recordDeliveryAttempt(id: string, worker: string, outcome: AttemptOutcome): Promise<boolean> {
    let recorded = false;
    await this.#transaction(async (client) => {
      const now = this.#now();
      const { rows } = await client.query<{ webhook_id: string }>(
        `UPDATE webhook_deliveries SET status = $3, attempts = attempts + 1, last_response_code = $4, last_error = $5,
           last_attempt_at = $6, next_attempt_at = $7, claimed_by = NULL, lease_until = NULL, updated_at = $6
         WHERE id = $1 AND claimed_by = $2 AND status = 'pending'
         RETURNING webhook_id`,
        [
          id,
          worker,
          statusAfter(outcome),
          outcome.responseCode,
          outcome.result === 'succeeded' ? null : outcome.error,
          now.toISOString(),
          nextAttemptAfter(outcome, now),
        ],
      );
      const row = rows[0];
      if (!row) return;
      recorded = true;
      if (outcome.result !== 'gone') return;
      await client.query('UPDATE webhooks SET enabled = false, updated_at = $2 WHERE id = $1', [row.webhook_id, now.toISOString()]);
      await client.query(
        `UPDATE webhook_deliveries SET status = 'failed', last_error = $2, claimed_by = NULL, lease_until = NULL, updated_at = $3
         WHERE webhook_id = $1 AND status = 'pending'`,
        [row.webhook_id, GONE_ERROR, now.toISOString()],
      );
    });
    return recorded;
  }

  async releaseDeliveryClaims(worker?: string): Promise<number> {
    const result = await this.#pool.query(
      `UPDATE webhook_deliveries SET claimed_by = NULL, lease_until = NULL
       WHERE status = 'pending' AND claimed_by IS NOT NULL AND ($1::text IS NULL OR claimed_by = $1::text)`,
      [worker ?? null],
    );
    return result.rowCount ?? 0;
  }

  async purgeWebhookHistory(before: Date): Promise<{ deliveries: number; events: number }> {
    let counts = { deliveries: 0, events: 0 };
    await this.#transaction(async (client) => {
      const deliveries = await client.query(`DELETE FROM webhook_deliveries WHERE status <> 'pending' AND updated_at < $1`, [before]);
      const events = await client.query(
        `DELETE FROM webhook_events e WHERE e.created_at < $1
           AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id)`,
        [before],
      );
      counts = { deliveries: deliveries.rowCount ?? 0, events: events.rowCount ?? 0 };
    });
    return counts;
  }

  async sealWebhookSecrets(): Promise<SecretsAtRest> {
    const result = { sealed: 0, unreadable: 0 };
    const box = this.#secretBox;
    const rows = await this.#all<{ id: string; secret: string }>('SELECT id, secret FROM webhooks ORDER BY id');
    for (const { id, secret } of rows) {
      if (isSealed(secret)) {
        if (openSecret(box, secret, id) === null) result.unreadable++;
      } else if (box) {
        const updated = await this.#pool.query('UPDATE webhooks SET secret = $3 WHERE id = $1 AND secret = $2', [id, secret, box.seal(secret, id)]);
        result.sealed += updated.rowCount ?? 0;
      }
    }
    return result;
  }

  async listWebhookDeliveries(orgId: string, webhookId: string, limit?: number): Promise<WebhookDelivery[]> {
    const rows = await this.#all<DeliveryRow<Date>>(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
       WHERE d.org_id = $1 AND d.webhook_id = $2 ORDER BY d.created_at DESC, d.id DESC LIMIT $3`,
      [orgId, webhookId, clampListLimit(limit)],
    );
    return rows.map((r) => toDelivery(r, isoOf));
  }

  #timestamp(): string {
    return this.#now().toISOString();
  }

  // The row types are asserted, not checked: they mirror the tables in migrations.ts.
  async #get<T extends object>(sql: string, params: unknown[] = []): Promise<T | undefined> {
    const { rows } = await this.#pool.query<T & Record<string, unknown>>(sql, params);
    return rows[0];
  }

  async #one<T extends object>(sql: string, params: unknown[] = []): Promise<T> {
    const row = await this.#get<T>(sql, params);
    if (row === undefined) throw new Error(`PostgresStore: expected a row from: ${sql}`);
    return row;
  }

  async #all<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    const { rows } = await this.#pool.query<T & Record<string, unknown>>(sql, params);
    return rows;
  }

  async #transaction(fn: (client: PoolClient) => Promise<void>): Promise<void> {
    const client = await this.#pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      await fn(client);
      await client.query('COMMIT');
    } catch (error) {
      // If ROLLBACK fails too the connection is unusable: the pool must destroy it rather than reuse it,
      // and the original error is still the one worth reporting.
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }
}

function toOrganization(row: OrganizationRow): Organization {
  return { id: row.id, name: row.name, createdAt: row.created_at.toISOString() };
}

function toApiKey(row: ApiKeyRow): ApiKeyRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    plan: row.plan as Plan,
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

function toPolicy(row: PolicyRow): Policy {
  return {
    id: row.id,
    orgId: row.org_id,
    name: row.name,
    description: row.description,
    enabled: row.enabled,
    rules: row.rules,
    mode: row.mode as PolicyMode,
    isDefault: row.is_default,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function toWebhook(row: WebhookRow): WebhookRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

