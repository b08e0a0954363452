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
];
