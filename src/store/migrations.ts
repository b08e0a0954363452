// The database schema as an ordered, append-only list of migrations, one SQL text per dialect.
// Each store applies the pending ones in a single transaction and records them in schema_migrations;
// never edit a migration that has shipped, add a new one instead.
//
// Dialect differences are deliberate: SQLite keeps timestamps as ISO 8601 text (which sorts correctly
// because the Store always writes Date#toISOString form), booleans as 0/1 and JSON as text; PostgreSQL
// uses timestamptz, boolean and jsonb. Ids are `text COLLATE "C"` in PostgreSQL so that ORDER BY id is
// bytewise, exactly as in SQLite, whatever the database's default collation.

export interface Migration {
  /** Sorts in application order; recorded in schema_migrations once applied. */
  readonly id: string;
  readonly sqlite: string;
  readonly postgres: string;
}

/** Created before anything else, so the runner can tell which migrations are already applied. */
export const MIGRATIONS_TABLE = {
  sqlite: `CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  ) STRICT`,
  postgres: `CREATE TABLE IF NOT EXISTS schema_migrations (
    id text COLLATE "C" PRIMARY KEY,
    applied_at timestamptz NOT NULL
  )`,
} as const;

// IF NOT EXISTS everywhere so that re-running a migration against a database whose schema_migrations
// row was lost is harmless. There is no CHECK on api_keys.plan: plans are validated by the type system
// at the API boundary, and SQLite cannot alter a CHECK constraint without rebuilding the table.
export const MIGRATIONS: readonly Migration[] = [
  {
    id: '0001_initial',
    sqlite: `
      CREATE TABLE IF NOT EXISTS organizations (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE IF NOT EXISTS api_keys (
        id TEXT PRIMARY KEY,
        org_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        plan TEXT NOT NULL,
        key_hash TEXT NOT NULL UNIQUE,
        prefix TEXT NOT NULL,
        created_at TEXT NOT NULL,
        revoked_at TEXT
      ) STRICT;
      CREATE INDEX IF NOT EXISTS api_keys_org_id_idx ON api_keys (org_id, created_at, id);

      CREATE TABLE IF NOT EXISTS policies (
        id TEXT PRIMARY KEY,
        org_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        description TEXT,
        enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
        rules TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(rules)),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX IF NOT EXISTS policies_org_id_idx ON policies (org_id, created_at, id);

      CREATE TABLE IF NOT EXISTS webhooks (
        id TEXT PRIMARY KEY,
        org_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        url TEXT NOT NULL,
        events TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(events)),
        secret TEXT NOT NULL,
        enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX IF NOT EXISTS webhooks_org_id_idx ON webhooks (org_id, created_at, id);
    `,
    postgres: `
      CREATE TABLE IF NOT EXISTS organizations (
        id text COLLATE "C" PRIMARY KEY,
        name text NOT NULL,
        created_at timestamptz NOT NULL
      );

      CREATE TABLE IF NOT EXISTS api_keys (
        id text COLLATE "C" PRIMARY KEY,
        org_id text COLLATE "C" NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        plan text NOT NULL,
        key_hash text NOT NULL UNIQUE,
        prefix text NOT NULL,
        created_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
      CREATE INDEX IF NOT EXISTS api_keys_org_id_idx ON api_keys (org_id, created_at, id);

      CREATE TABLE IF NOT EXISTS policies (
        id text COLLATE "C" PRIMARY KEY,
        org_id text COLLATE "C" NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        name text NOT NULL,
        description text,
        enabled boolean NOT NULL DEFAULT true,
        rules jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS policies_org_id_idx ON policies (org_id, created_at, id);

      CREATE TABLE IF NOT EXISTS webhooks (
        id text COLLATE "C" PRIMARY KEY,
        org_id text COLLATE "C" NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        url text NOT NULL,
        events jsonb NOT NULL DEFAULT '[]',
        secret text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS webhooks_org_id_idx ON webhooks (org_id, created_at, id);
    `,
  },
  {
    // Policy extensions: monitor mode (violations recorded, never enforced) and org default policies
    // (applied to every analysis of the organization). ADD COLUMN is not idempotent in SQLite; the runner
    // applies each migration once, inside the same transaction that records it.
    id: '0002_policy_mode_default',
    sqlite: `
      ALTER TABLE policies ADD COLUMN mode TEXT NOT NULL DEFAULT 'enforce' CHECK (mode IN ('enforce', 'monitor'));
      ALTER TABLE policies ADD COLUMN is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1));
      CREATE INDEX IF NOT EXISTS policies_org_default_idx ON policies (org_id, is_default, created_at, id);
    `,
    postgres: `
      ALTER TABLE policies ADD COLUMN IF NOT EXISTS mode text NOT NULL DEFAULT 'enforce' CHECK (mode IN ('enforce', 'monitor'));
      ALTER TABLE policies ADD COLUMN IF NOT EXISTS is_default boolean NOT NULL DEFAULT false;
      CREATE INDEX IF NOT EXISTS policies_org_default_idx ON policies (org_id, is_default, created_at, id);
    `,
  },
  {
    // Webhook delivery: a transactional outbox. An event row holds the exact body bytes that are signed and
    // sent on every attempt; one delivery row per subscribed registration carries the retry state and the
    // claim (claimed_by / lease_until) under which exactly one instance attempts it. dedupe_key makes
    // "at most one event per key" (rate_limit.exceeded per org per window) hold across instances.
    id: '0003_webhook_delivery',
    sqlite: `
      CREATE TABLE IF NOT EXISTS webhook_events (
        id TEXT PRIMARY KEY,
        org_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        body TEXT NOT NULL,
        dedupe_key TEXT UNIQUE,
        created_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE IF NOT EXISTS webhook_deliveries (
        id TEXT PRIMARY KEY,
        event_id TEXT NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
        webhook_id TEXT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
        org_id TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        claimed_by TEXT,
        lease_until TEXT,
        last_response_code INTEGER,
        last_error TEXT,
        last_attempt_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (event_id, webhook_id)
      ) STRICT;
      CREATE INDEX IF NOT EXISTS webhook_deliveries_due_idx ON webhook_deliveries (status, next_attempt_at, id);
      CREATE INDEX IF NOT EXISTS webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, created_at, id);
    `,
    postgres: `
      CREATE TABLE IF NOT EXISTS webhook_events (
        id text COLLATE "C" PRIMARY KEY,
        org_id text COLLATE "C" NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        type text NOT NULL,
        body text NOT NULL,
        dedupe_key text UNIQUE,
        created_at timestamptz NOT NULL
      );

      CREATE TABLE IF NOT EXISTS webhook_deliveries (
        id text COLLATE "C" PRIMARY KEY,
        event_id text COLLATE "C" NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
        webhook_id text COLLATE "C" NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
        org_id text COLLATE "C" NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        claimed_by text,
        lease_until timestamptz,
        last_response_code integer,
        last_error text,
        last_attempt_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (event_id, webhook_id)
      );
      CREATE INDEX IF NOT EXISTS webhook_deliveries_due_idx ON webhook_deliveries (status, next_attempt_at, id);
      CREATE INDEX IF NOT EXISTS webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, created_at, id);
    `,
  },
  {
    // The listing prefix used to be the first 8 characters of any key, so a key of 8 characters or fewer
    // (a short WARDEN_BOOTSTRAP_KEY) was stored whole, in plain text, and printed by `warden keys list`.
    // Such a row is exactly one whose prefix hashes to its key_hash: its prefix is emptied, as keyPrefix
    // now does for every key under 32 characters, and the key is revoked: it was readable by anyone who
    // could read the database or the listing, it is short enough to guess, and a bootstrap key that short
    // is now refused at start. sha256_hex is registered by SqliteStore.
    id: '0004_no_whole_key_prefix',
    sqlite: `UPDATE api_keys SET prefix = '', revoked_at = coalesce(revoked_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      WHERE prefix <> '' AND sha256_hex(prefix) = key_hash;`,
    postgres: `UPDATE api_keys SET prefix = '', revoked_at = coalesce(revoked_at, now())
      WHERE prefix <> '' AND encode(sha256(convert_to(prefix, 'UTF8')), 'hex') = key_hash;`,
  },
  {
    // Per-organization caps on regex patterns and keywords are checked in the transaction that writes a
    // policy, from each policy's counts kept here. NULL: not counted yet (a policy written before this
    // migration, or without a quota); the store counts it the first time a quota is checked.
    id: '0005_policy_counts',
    sqlite: `
      ALTER TABLE policies ADD COLUMN pattern_count INTEGER;
      ALTER TABLE policies ADD COLUMN keyword_count INTEGER;
    `,
    postgres: `
      ALTER TABLE policies ADD COLUMN IF NOT EXISTS pattern_count integer;
      ALTER TABLE policies ADD COLUMN IF NOT EXISTS keyword_count integer;
    `,
  },
];

/** The migration this version of Warden needs last; readiness checks that the database has it. */
export const LATEST_MIGRATION = MIGRATIONS[MIGRATIONS.length - 1]!.id;

/** The reason a database whose newest applied migration is `newest` cannot serve this version, if any. */
export function schemaProblem(newest: string | null | undefined): string | undefined {
  // Newer is fine: an instance not yet upgraded, during a rolling upgrade.
  return newest && newest >= LATEST_MIGRATION ? undefined : `the database schema is not migrated (needs ${LATEST_MIGRATION})`;
}
