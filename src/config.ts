// Configuration: one schema, defaults overridden by WARDEN_* environment variables, validated at boot.
// A bad value stops the process with a message naming the variable, never a stack trace.

import { availableParallelism } from 'node:os';
import { DEFAULT_POLICY_LIMITS, type PolicyLimits } from './policy/limits.ts';

/** Scan pool threads: one fewer than the machine has, so the event loop keeps a core; at least one. */
export function defaultScanThreads(): number {
  return Math.max(1, availableParallelism() - 1);
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
  /** Trust X-Forwarded-For from a proxy in front (for the per-address limit on unauthenticated calls). */
  trustProxy: boolean;
  /** Let webhooks reach loopback, private, link-local… addresses (tests, local development); metadata stays refused. */
  webhookAllowPrivate: boolean;
  /** Days finished webhook deliveries are kept for GET …/deliveries; 0 keeps them forever. */
  webhookRetentionDays: number;
  /**
   * Processes `warden serve` runs (node:cluster, one shared port); 1 serves from this process. Above 1
   * needs WARDEN_REDIS_URL and a database every process shares (checked in cluster.ts).
   */
  instances: number;
  /** Serve Prometheus metrics at GET /metrics. */
  metrics: boolean;
  /** When set, GET /metrics requires `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Worker threads for large scans; 0 scans everything on the event loop. */
  scanThreads: number;
  /** Content of at least this many characters (UTF-16 units) is scanned on the worker pool. */
  scanPoolMinChars: number;
  /** Deadline of a pooled scan (queue wait included), in milliseconds. */
  scanTimeoutMs: number;
  /** What an organization's policies may hold (policy/limits.ts). */
  policyLimits: PolicyLimits;
}

export class ConfigError extends Error {}

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

function metricsTokenVar(env: Env): string | undefined {
  const raw = env.WARDEN_METRICS_TOKEN;
  if (raw === undefined || raw === '') return undefined;
  // /metrics is not rate limited: a token must be too long to guess.
  if (!/^[\x21-\x7e]{16,256}$/.test(raw)) throw new ConfigError('WARDEN_METRICS_TOKEN must be 16 to 256 printable ASCII characters without white space');
  return raw;
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
  if (bootstrapKey !== undefined && (bootstrapKey.length < 1 || bootstrapKey.length > 256 || /\s/.test(bootstrapKey))) {
    throw new ConfigError('WARDEN_BOOTSTRAP_KEY must be 1 to 256 characters without white space');
  }
  return {
    port: intVar(env, 'PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    redisUrl,
    rateLimitFailureMode: oneOf(env, 'WARDEN_RATE_LIMIT_FAILURE_MODE', ['open', 'closed'] as const, 'open'),
    bootstrapKey,
    bootstrapPlan: oneOf(env, 'WARDEN_BOOTSTRAP_PLAN', ['free', 'pro', 'enterprise'] as const, 'enterprise'),
    maxContentBytes: intVar(env, 'WARDEN_MAX_CONTENT_BYTES', 1_048_576, 1, 64 * 1_048_576),
    logLevel: oneOf(env, 'WARDEN_LOG_LEVEL', LOG_LEVELS, 'info'),
    trustProxy: boolVar(env, 'WARDEN_TRUST_PROXY', false),
    webhookAllowPrivate: boolVar(env, 'WARDEN_WEBHOOK_ALLOW_PRIVATE', false),
    webhookRetentionDays: intVar(env, 'WARDEN_WEBHOOK_RETENTION_DAYS', 30, 0, 3650),
    instances: intVar(env, 'WARDEN_INSTANCES', 1, 1, 64),
    metrics: boolVar(env, 'WARDEN_METRICS', true),
    metricsToken: metricsTokenVar(env),
    scanThreads: intVar(env, 'WARDEN_SCAN_THREADS', defaultScanThreads(), 0, 256),
    scanPoolMinChars: intVar(env, 'WARDEN_SCAN_POOL_MIN_CHARS', 32_768, 1, 64 * 1_048_576),
    scanTimeoutMs: intVar(env, 'WARDEN_SCAN_TIMEOUT_MS', 10_000, 100, 600_000),
    policyLimits: {
      maxPolicies: intVar(env, 'WARDEN_MAX_POLICIES', DEFAULT_POLICY_LIMITS.maxPolicies, 1, 100_000),
      maxPatterns: intVar(env, 'WARDEN_MAX_POLICY_PATTERNS', DEFAULT_POLICY_LIMITS.maxPatterns, 0, 100_000),
      maxKeywords: intVar(env, 'WARDEN_MAX_POLICY_KEYWORDS', DEFAULT_POLICY_LIMITS.maxKeywords, 0, 1_000_000),
      maxBytes: intVar(env, 'WARDEN_MAX_POLICY_BYTES', DEFAULT_POLICY_LIMITS.maxBytes, 1_024, 16 * 1_048_576),
    },
  };
}
