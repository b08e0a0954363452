// Configuration: one schema, defaults overridden by WARDEN_* environment variables, validated at boot.
// A bad value stops the process with a message naming the variable, never a stack trace.

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
  };
}
