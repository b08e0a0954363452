// Configuration: one schema, defaults overridden by WARDEN_* environment variables, validated at boot.
// A bad value stops the process with a message naming the variable, never a stack trace.

import { isIP } from 'node:net';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseSecretKey } from './store/secret-box.ts';
import { DEFAULT_POLICY_LIMITS, type PolicyLimits } from './policy/limits.ts';

/** Scan pool threads: one fewer than the machine has, so the event loop keeps a core; at least one. */
export function defaultScanThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** The soft limit on open file descriptors (Linux /proc/self/limits); undefined where it cannot be read. */
export function openFileLimit(): number | undefined {
  try {
    const m = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Descriptors kept back from the connection cap: database, Redis, scan threads, logs, webhook deliveries. */
export const RESERVED_DESCRIPTORS = 256;

/**
 * Connection cap: 10,000, or fewer when the descriptor limit is lower, so that connections can never
 * use up the descriptors the process needs for everything else (at least 64).
 */
export function defaultMaxConnections(fileLimit = openFileLimit()): number {
  return fileLimit === undefined ? 10_000 : Math.max(64, Math.min(10_000, fileLimit - RESERVED_DESCRIPTORS));
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** A SQLite file path (default ./data/warden.db), ':memory:', or a postgres:// URL. */
  databaseUrl: string;
  /** Unset: in-memory rate limits (one process). Set: Redis limits shared by every instance. */
  redisUrl: string | undefined;
  /** What happens when Redis cannot be asked: 'open' admits the request, 'closed' answers 503. */
  rateLimitFailureMode: 'open' | 'closed';
  bootstrapKey: string | undefined;
  bootstrapPlan: 'free' | 'pro' | 'enterprise';
  /** Largest accepted `content`, in UTF-8 bytes. */
  maxContentBytes: number;
  logLevel: LogLevel;
  /**
   * Which X-Forwarded-For entries to believe (the per-address limit on unauthenticated calls): false
   * (none, the TCP peer is the client), a number of proxy hops in front, or the proxies' addresses and
   * CIDR ranges. The client is the right-most address that is not a trusted proxy; the left-most entry,
   * which the client writes, is never believed unless every hop before it is trusted. `true` means one
   * hop, never "trust every entry".
   */
  trustProxy: TrustProxy;
  /** Let webhooks reach loopback, private, link-local… addresses (tests, local development); metadata stays refused. */
  webhookAllowPrivate: boolean;
  /** Let webhooks use plain http:// (development). Off: https only, except to a loopback address literal. */
  webhookAllowHttp: boolean;
  /** Serve the interactive API reference at /docs, without a key (it describes the API, no data of anyone). */
  apiDocs: boolean;
  /** Serve the web console at / and /console (static files; it asks for a key and uses the /v1 API). */
  console: boolean;
  /** Most webhook registrations an organization may have (each event is delivered to every one of them). */
  webhookMaxPerOrg: number;
  /** Encrypts webhook signing secrets at rest (AES-256-GCM); unset: stored in plaintext, with a warning at start. */
  webhookSecretKey: Buffer | undefined;
  /** Days finished webhook deliveries are kept for GET …/deliveries; 0 keeps them forever. */
  webhookRetentionDays: number;
  /**
   * Processes `warden serve` runs (node:cluster, one shared port); 1 serves from this process. Above 1
   * needs WARDEN_REDIS_URL and a database every process shares (checked in cluster.ts).
   */
  instances: number;
  /** Serve Prometheus metrics at GET /metrics. */
  metrics: boolean;
  /** Address of the metrics listener: loopback unless set, so /metrics is not public by default. */
  metricsHost: string;
  /**
   * Port of the metrics listener (0: any free port), or 'main' to serve /metrics on the API's own
   * listener (HOST:PORT), where a token is required unless HOST is a loopback address.
   */
  metricsPort: number | 'main';
  /** When set, GET /metrics requires `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Worker threads for large scans; 0 scans everything on the event loop. */
  scanThreads: number;
  /** Content of at least this many characters (UTF-16 units) is scanned on the worker pool. */
  scanPoolMinChars: number;
  /** Deadline of a pooled scan (queue wait included), in milliseconds. */
  scanTimeoutMs: number;
  /** Work budget of every scan and policy evaluation: this many milliseconds plus scanBudgetMsPerKb per KB. */
  scanBudgetMinMs: number;
  scanBudgetMsPerKb: number;
  /** Pooled scans one organization may have waiting; beyond it 503 (the whole queue holds 64). */
  scanMaxQueuePerOrg: number;
  /**
   * SQLite: how long a call waits (without holding the event loop) for a write lock held by another
   * process before the request answers 503 with Retry-After.
   */
  sqliteBusyTimeoutMs: number;
  /**
   * A request's headers must have arrived this long after the connection opened (or after the previous
   * response): a connection that sends nothing, or headers a byte at a time, gets 408 and is closed.
   */
  headersTimeoutMs: number;
  /**
   * The whole request must have arrived within this, and a connection on which nothing moves for this
   * long is closed, also while its answer is being computed: it exceeds scanTimeoutMs.
   */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections per process; a connection beyond them is closed at once. */
  maxConnections: number;
  /** What an organization's policies may hold (policy/limits.ts). */
  policyLimits: PolicyLimits;
}

/** See Config.trustProxy. loadConfig gives false, a hop count of at least 1, or a list. */
export type TrustProxy = boolean | number | string[];

export class ConfigError extends Error {}

/** Shortest WARDEN_BOOTSTRAP_KEY accepted; `openssl rand -hex 24` gives 48 characters. */
export const BOOTSTRAP_KEY_MIN_LENGTH = 32;
const BOOTSTRAP_KEY = /^[\x21-\x7e]{32,256}$/;

type Env = Record<string, string | undefined>;

function intVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const n = Number(raw.trim());
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const v = raw.trim().toLowerCase();
  if (!(allowed as readonly string[]).includes(v)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return v as T;
}

function boolVar(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** Names proxy-addr (fastify's trustProxy) knows for ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
/** More hops than any real chain of proxies: a larger number is a typo, not a deployment. */
const MAX_PROXY_HOPS = 16;

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const slash = entry.indexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const family = isIP(address);
  if (family === 0) return false;
  if (slash === -1) return true;
  const bits = entry.slice(slash + 1);
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** WARDEN_TRUST_PROXY: false, true (one hop), a number of hops, or a comma list of addresses/CIDRs. */
function trustProxyVar(env: Env): false | number | string[] {
  const raw = env.WARDEN_TRUST_PROXY?.trim() ?? '';
  const v = raw.toLowerCase();
  if (v === '' || ['false', 'no', 'off'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) return 1;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > MAX_PROXY_HOPS) throw new ConfigError(`WARDEN_TRUST_PROXY must be at most ${MAX_PROXY_HOPS} hops, got ${hops}`);
    return hops === 0 ? false : hops;
  }
  const list = v.split(',').map((e) => e.trim());
  const bad = list.find((e) => !isAddressOrCidr(e));
  if (bad !== undefined) {
    throw new ConfigError(
      `WARDEN_TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses and CIDR ranges; "${bad}" is none of these`,
    );
  }
  return list;
}

/** The default port of the metrics listener: the one Prometheus exporters of OpenTelemetry use. */
export const DEFAULT_METRICS_PORT = 9464;

/** Loopback addresses: only processes on this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || /^::ffff:127\./.test(h);
}

function metricsPortVar(env: Env): number | 'main' {
  if (env.WARDEN_METRICS_PORT?.trim().toLowerCase() === 'main') return 'main';
  const raw = env.WARDEN_METRICS_PORT;
  if (raw !== undefined && raw.trim() !== '' && !/^\d+$/.test(raw.trim())) {
    throw new ConfigError(`WARDEN_METRICS_PORT must be a port number (0 to 65535) or "main", got "${raw}"`);
  }
  return intVar(env, 'WARDEN_METRICS_PORT', DEFAULT_METRICS_PORT, 0, 65535);
}

/** Where /metrics is served: never on a public address without a token unless asked for explicitly. */
function checkMetrics(config: Pick<Config, 'metrics' | 'metricsPort' | 'metricsToken' | 'port' | 'host'>): void {
  if (!config.metrics) return;
  if (config.metricsPort === 'main') {
    if (config.metricsToken === undefined && !isLoopbackHost(config.host)) {
      throw new ConfigError(
        `WARDEN_METRICS_PORT=main serves /metrics on HOST=${config.host}, open to anyone who can reach the API: set WARDEN_METRICS_TOKEN, or serve metrics on their own listener (WARDEN_METRICS_HOST, WARDEN_METRICS_PORT)`,
      );
    }
  } else if (config.metricsPort !== 0 && config.metricsPort === config.port) {
    throw new ConfigError(`WARDEN_METRICS_PORT (${config.metricsPort}) is the API's PORT: set WARDEN_METRICS_PORT=main to serve /metrics on the API's listener`);
  }
}

function metricsTokenVar(env: Env): string | undefined {
  const raw = env.WARDEN_METRICS_TOKEN;
  if (raw === undefined || raw === '') return undefined;
  // /metrics is not rate limited: a token must be too long to guess.
  if (!/^[\x21-\x7e]{16,256}$/.test(raw)) throw new ConfigError('WARDEN_METRICS_TOKEN must be 16 to 256 printable ASCII characters without white space');
  return raw;
}

/** The timeouts, checked against each other and against the scan deadline. */
function timeouts(env: Env, scanTimeoutMs: number): Pick<Config, 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs'> {
  const headersTimeoutMs = intVar(env, 'WARDEN_HEADERS_TIMEOUT_MS', 10_000, 100, 600_000);
  // The default follows a raised scan deadline, so raising WARDEN_SCAN_TIMEOUT_MS alone still starts.
  const requestTimeoutMs = intVar(env, 'WARDEN_REQUEST_TIMEOUT_MS', Math.max(30_000, scanTimeoutMs + 10_000, headersTimeoutMs), 100, 3_600_000);
  if (requestTimeoutMs <= scanTimeoutMs) {
    throw new ConfigError(
      `WARDEN_REQUEST_TIMEOUT_MS (${requestTimeoutMs}) must be greater than WARDEN_SCAN_TIMEOUT_MS (${scanTimeoutMs}): a connection silent while its scan runs would be closed before the scan's own deadline`,
    );
  }
  if (requestTimeoutMs < headersTimeoutMs) {
    throw new ConfigError(`WARDEN_REQUEST_TIMEOUT_MS (${requestTimeoutMs}) must be at least WARDEN_HEADERS_TIMEOUT_MS (${headersTimeoutMs})`);
  }
  return { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs: intVar(env, 'WARDEN_KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 600_000) };
}

function secretKeyVar(env: Env): Buffer | undefined {
  const raw = env.WARDEN_WEBHOOK_SECRET_KEY;
  if (raw === undefined || raw.trim() === '') return undefined;
  const key = parseSecretKey(raw);
  if (!key) throw new ConfigError('WARDEN_WEBHOOK_SECRET_KEY must be 32 bytes written as 64 hex characters or base64 (openssl rand -base64 32)');
  return key;
}

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env.WARDEN_DATABASE_URL?.trim() || './data/warden.db';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(databaseUrl) && !/^(postgres(ql)?|sqlite|file):\/\//i.test(databaseUrl)) {
    throw new ConfigError(`WARDEN_DATABASE_URL must be a SQLite file path or a postgres:// URL, got a "${databaseUrl.split(':')[0]}:" URL`);
  }
  const redisUrl = env.WARDEN_REDIS_URL?.trim() || undefined;
  if (redisUrl !== undefined && !/^rediss?:\/\//i.test(redisUrl)) {
    throw new ConfigError('WARDEN_REDIS_URL must be a redis:// or rediss:// URL');
  }
  const bootstrapKey = env.WARDEN_BOOTSTRAP_KEY === undefined || env.WARDEN_BOOTSTRAP_KEY === '' ? undefined : env.WARDEN_BOOTSTRAP_KEY;
  // The bootstrap key is an operator-chosen bearer token with no expiry: too short is guessable. Printable
  // ASCII because that is all an Authorization header can carry (a key with "é" could never authenticate).
  if (bootstrapKey !== undefined && !BOOTSTRAP_KEY.test(bootstrapKey)) {
    throw new ConfigError(
      `WARDEN_BOOTSTRAP_KEY must be ${BOOTSTRAP_KEY_MIN_LENGTH} to 256 printable ASCII characters without white space; generate one with: openssl rand -hex 24`,
    );
  }
  const scanTimeoutMs = intVar(env, 'WARDEN_SCAN_TIMEOUT_MS', 10_000, 100, 600_000);
  const config: Config = {
    port: intVar(env, 'PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    redisUrl,
    rateLimitFailureMode: oneOf(env, 'WARDEN_RATE_LIMIT_FAILURE_MODE', ['open', 'closed'] as const, 'open'),
    bootstrapKey,
    bootstrapPlan: oneOf(env, 'WARDEN_BOOTSTRAP_PLAN', ['free', 'pro', 'enterprise'] as const, 'enterprise'),
    maxContentBytes: intVar(env, 'WARDEN_MAX_CONTENT_BYTES', 1_048_576, 1, 64 * 1_048_576),
    logLevel: oneOf(env, 'WARDEN_LOG_LEVEL', LOG_LEVELS, 'info'),
    trustProxy: trustProxyVar(env),
    webhookAllowPrivate: boolVar(env, 'WARDEN_WEBHOOK_ALLOW_PRIVATE', false),
    webhookAllowHttp: boolVar(env, 'WARDEN_WEBHOOK_ALLOW_HTTP', false),
    apiDocs: boolVar(env, 'WARDEN_API_DOCS', true),
    console: boolVar(env, 'WARDEN_CONSOLE', true),
    webhookMaxPerOrg: intVar(env, 'WARDEN_WEBHOOK_MAX_PER_ORG', 20, 1, 1000),
    webhookSecretKey: secretKeyVar(env),
    webhookRetentionDays: intVar(env, 'WARDEN_WEBHOOK_RETENTION_DAYS', 30, 0, 3650),
    instances: intVar(env, 'WARDEN_INSTANCES', 1, 1, 64),
    metrics: boolVar(env, 'WARDEN_METRICS', true),
    metricsHost: env.WARDEN_METRICS_HOST?.trim() || '127.0.0.1',
    metricsPort: metricsPortVar(env),
    metricsToken: metricsTokenVar(env),
    scanThreads: intVar(env, 'WARDEN_SCAN_THREADS', defaultScanThreads(), 0, 256),
    scanPoolMinChars: intVar(env, 'WARDEN_SCAN_POOL_MIN_CHARS', 32_768, 1, 64 * 1_048_576),
    scanTimeoutMs,
    scanBudgetMinMs: intVar(env, 'WARDEN_SCAN_BUDGET_MS', 100, 1, 600_000),
    scanBudgetMsPerKb: intVar(env, 'WARDEN_SCAN_BUDGET_MS_PER_KB', 3, 0, 10_000),
    scanMaxQueuePerOrg: intVar(env, 'WARDEN_SCAN_MAX_QUEUE_PER_ORG', 16, 1, 64),
    sqliteBusyTimeoutMs: intVar(env, 'WARDEN_SQLITE_BUSY_TIMEOUT_MS', 1_500, 0, 60_000),
    ...timeouts(env, scanTimeoutMs),
    maxConnections: intVar(env, 'WARDEN_MAX_CONNECTIONS', defaultMaxConnections(), 1, 1_000_000),
    policyLimits: {
      maxPolicies: intVar(env, 'WARDEN_MAX_POLICIES', DEFAULT_POLICY_LIMITS.maxPolicies, 1, 100_000),
      maxPatterns: intVar(env, 'WARDEN_MAX_POLICY_PATTERNS', DEFAULT_POLICY_LIMITS.maxPatterns, 0, 100_000),
      maxKeywords: intVar(env, 'WARDEN_MAX_POLICY_KEYWORDS', DEFAULT_POLICY_LIMITS.maxKeywords, 0, 1_000_000),
      maxBytes: intVar(env, 'WARDEN_MAX_POLICY_BYTES', DEFAULT_POLICY_LIMITS.maxBytes, 1_024, 16 * 1_048_576),
    },
  };
  checkMetrics(config);
  return config;
}
