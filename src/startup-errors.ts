// Start-up failures as one line an operator can act on: the setting at fault and the cause
// ("PORT 8080 is already in use", "WARDEN_DATABASE_URL: ./data/warden.db is not a SQLite database"),
// never a stack trace. Lines never hold a password: a PostgreSQL URL is shown as host:port only.

import { sqlitePath } from './store/index.ts';
import { StoreBusyError } from './store/types.ts';

/** A start-up failure; its message is the line printed after "warden: ". */
export class StartupError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'StartupError';
  }
}

interface ErrorFields {
  code?: unknown;
  errcode?: unknown;
  errstr?: unknown;
  syscall?: unknown;
  severity?: unknown;
  message?: unknown;
}

const fields = (err: unknown): ErrorFields => (typeof err === 'object' && err !== null ? (err as ErrorFields) : { message: String(err) });
const messageOf = (err: unknown): string => String(fields(err).message ?? err);

/** Failures to reach a server at all, as Node names them. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

// SQLite primary result codes (https://sqlite.org/rescode.html) that say what is wrong with the file.
const SQLITE_BUSY = 5;
const SQLITE_READONLY = 8;
const SQLITE_IOERR = 10;
const SQLITE_CORRUPT = 11;
const SQLITE_FULL = 13;
const SQLITE_CANTOPEN = 14;
const SQLITE_NOTADB = 26;

/** Opening, migrating or using WARDEN_DATABASE_URL failed. */
export function databaseStartupError(err: unknown, databaseUrl: string): StartupError {
  if (err instanceof StartupError) return err;
  const line = /^postgres(ql)?:\/\//i.test(databaseUrl) ? postgresCause(err, databaseUrl) : sqliteCause(err, sqlitePath(databaseUrl));
  return new StartupError(`WARDEN_DATABASE_URL: ${line}`, err);
}

function postgresCause(err: unknown, databaseUrl: string): string {
  const where = `PostgreSQL at ${postgresAddress(databaseUrl)}`;
  const e = fields(err);
  const code = typeof e.code === 'string' ? e.code : undefined;
  if (code && NETWORK_CODES.has(code)) return `cannot connect to ${where} (${code})`;
  // A server error carries a SQLSTATE: class 28 is "invalid authorization", 3D000 a missing database.
  if (code && e.severity !== undefined && (code.startsWith('28') || code === '3D000')) return `${where} refused the connection: ${messageOf(err)} (${code})`;
  if (code && e.severity !== undefined) return `${where}: ${messageOf(err)} (${code})`;
  return `cannot connect to ${where} (${messageOf(err)})`;
}

/** host:port of a postgres:// URL, without its user name or password. */
function postgresAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname || 'localhost'}:${url.port || '5432'}`;
  } catch {
    return 'the configured address';
  }
}

function sqliteCause(err: unknown, path: string): string {
  if (err instanceof StoreBusyError) return `${path} is locked by another process`;
  const e = fields(err);
  if (e.syscall === 'mkdir') return `cannot create the directory of ${path} (${String(e.code)})`;
  if (e.code !== 'ERR_SQLITE_ERROR' || typeof e.errcode !== 'number') return `${path}: ${messageOf(err)}`;
  const reason = typeof e.errstr === 'string' ? e.errstr : messageOf(err);
  switch (e.errcode & 0xff) {
    case SQLITE_NOTADB:
      return `${path} is not a SQLite database`;
    case SQLITE_CORRUPT:
      return `${path} is corrupt (${reason})`;
    case SQLITE_CANTOPEN:
      return `cannot open ${path} (${reason})`;
    case SQLITE_READONLY:
      return `${path} is read-only (${reason})`;
    case SQLITE_BUSY:
      return `${path} is locked by another process`;
    case SQLITE_FULL:
      return `${path}: the disk is full`;
    case SQLITE_IOERR:
      return `${path}: disk I/O error`;
    default:
      return `${path}: ${reason}`;
  }
}

/** Listening on HOST:PORT (or the metrics listener's host and port) failed. */
export function listenStartupError(err: unknown, host: string, port: number, portSetting = 'PORT'): StartupError {
  const code = fields(err).code;
  const line =
    code === 'EADDRINUSE'
      ? `${portSetting} ${port} is already in use`
      : code === 'EACCES'
        ? `${portSetting} ${port} needs privileges this process does not have (EACCES)`
        : code === 'EADDRNOTAVAIL'
          ? `HOST ${host} is not an address of this machine (EADDRNOTAVAIL)`
          : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
            ? `HOST ${host} does not resolve (${code})`
            : `cannot listen on ${host}:${port} (${typeof code === 'string' ? code : messageOf(err)})`;
  return new StartupError(line, err);
}

/** Anything else that stops the server from starting. */
export function otherStartupError(err: unknown): StartupError {
  return err instanceof StartupError ? err : new StartupError(`start-up failed: ${messageOf(err)}`, err);
}
