// Entry point of the persistence layer: picks the Store implementation from WARDEN_DATABASE_URL.
import { fileURLToPath } from 'node:url';
import { PostgresStore } from './postgres/postgres-store.ts';
import { SqliteStore } from './sqlite/sqlite-store.ts';
import type { Store, StoreDeps } from './types.ts';

export * from './types.ts';
export { PostgresStore, type PostgresStoreOptions } from './postgres/postgres-store.ts';
export { SqliteStore, type SqliteStoreOptions } from './sqlite/sqlite-store.ts';

/**
 * postgres:// and postgresql:// URLs open PostgreSQL; anything else is SQLite: a file path, the same
 * prefixed with `sqlite:` or `file:` (`sqlite:///abs/path`, `file:///abs/path` and `sqlite:rel/path` all
 * work), or ':memory:'.
 */
export function createStore(databaseUrl: string, deps?: StoreDeps, options: { sqliteBusyTimeoutMs?: number } = {}): Store {
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) return new PostgresStore({ connectionString: databaseUrl }, deps);
  return new SqliteStore(sqlitePath(databaseUrl), deps, options.sqliteBusyTimeoutMs === undefined ? {} : { busyTimeoutMs: options.sqliteBusyTimeoutMs });
}

/** The SQLite file a WARDEN_DATABASE_URL names (or ':memory:'). */
export function sqlitePath(databaseUrl: string): string {
  // A real file URL may carry percent-escapes, which only fileURLToPath decodes.
  if (/^file:\/\//i.test(databaseUrl)) return fileURLToPath(databaseUrl);
  const prefixed = /^(?:sqlite|file):(?:\/\/)?(.*)$/i.exec(databaseUrl);
  return prefixed?.[1] ?? databaseUrl;
}
