// Configuration from the environment: defaults, overrides, and a clear message for every bad value.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('config', () => {
  it('defaults: the embedded deployment', () => {
    assert.deepEqual(loadConfig({}), {
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: './data/warden.db',
      redisUrl: undefined,
      rateLimitFailureMode: 'open',
      bootstrapKey: undefined,
      bootstrapPlan: 'enterprise',
      maxContentBytes: 1_048_576,
      logLevel: 'info',
      trustProxy: false,
      webhookAllowPrivate: false,
      webhookRetentionDays: 30,
      instances: 1,
      metrics: true,
      metricsToken: undefined,
      scanThreads: Math.max(1, availableParallelism() - 1),
      scanPoolMinChars: 32_768,
      scanTimeoutMs: 10_000,
      policyLimits: { maxPolicies: 500, maxPatterns: 500, maxKeywords: 5_000, maxBytes: 65_536 },
    });
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      WARDEN_DATABASE_URL: 'postgres://u@db:5432/warden',
      WARDEN_REDIS_URL: 'redis://cache:6379',
      WARDEN_RATE_LIMIT_FAILURE_MODE: 'CLOSED',
      WARDEN_BOOTSTRAP_KEY: 'k',
      WARDEN_BOOTSTRAP_PLAN: 'free',
      WARDEN_MAX_CONTENT_BYTES: '2048',
      WARDEN_LOG_LEVEL: 'warn',
      WARDEN_TRUST_PROXY: 'true',
      WARDEN_WEBHOOK_ALLOW_PRIVATE: '1',
      WARDEN_WEBHOOK_RETENTION_DAYS: '0',
      WARDEN_INSTANCES: '4',
      WARDEN_METRICS: 'off',
      WARDEN_METRICS_TOKEN: 'scrape-token-0123456789',
      WARDEN_SCAN_THREADS: '0',
      WARDEN_SCAN_POOL_MIN_CHARS: '1000',
      WARDEN_SCAN_TIMEOUT_MS: '2500',
      WARDEN_MAX_POLICIES: '20',
      WARDEN_MAX_POLICY_PATTERNS: '0',
      WARDEN_MAX_POLICY_KEYWORDS: '1000',
      WARDEN_MAX_POLICY_BYTES: '4096',
    });
    assert.deepEqual(c, {
      port: 9090,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db:5432/warden',
      redisUrl: 'redis://cache:6379',
      rateLimitFailureMode: 'closed',
      bootstrapKey: 'k',
      bootstrapPlan: 'free',
      maxContentBytes: 2048,
      logLevel: 'warn',
      trustProxy: true,
      webhookAllowPrivate: true,
      webhookRetentionDays: 0,
      instances: 4,
      metrics: false,
      metricsToken: 'scrape-token-0123456789',
      scanThreads: 0,
      scanPoolMinChars: 1000,
      scanTimeoutMs: 2500,
      policyLimits: { maxPolicies: 20, maxPatterns: 0, maxKeywords: 1000, maxBytes: 4096 },
    });
  });

  it('names the variable in every error', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ PORT: 'x' }, /^PORT must be a whole number/],
      [{ PORT: '70000' }, /^PORT must be between 0 and 65535/],
      [{ WARDEN_DATABASE_URL: 'mysql://x/y' }, /^WARDEN_DATABASE_URL must be a SQLite file path or a postgres:\/\/ URL/],
      [{ WARDEN_REDIS_URL: 'localhost:6379' }, /^WARDEN_REDIS_URL must be a redis:\/\//],
      [{ WARDEN_BOOTSTRAP_PLAN: 'gold' }, /^WARDEN_BOOTSTRAP_PLAN must be one of free, pro, enterprise/],
      [{ WARDEN_BOOTSTRAP_KEY: 'has space' }, /^WARDEN_BOOTSTRAP_KEY must be/],
      [{ WARDEN_MAX_CONTENT_BYTES: '0' }, /^WARDEN_MAX_CONTENT_BYTES must be between/],
      [{ WARDEN_LOG_LEVEL: 'loud' }, /^WARDEN_LOG_LEVEL must be one of/],
      [{ WARDEN_WEBHOOK_ALLOW_PRIVATE: 'sure' }, /^WARDEN_WEBHOOK_ALLOW_PRIVATE must be true or false/],
      [{ WARDEN_WEBHOOK_RETENTION_DAYS: '-1' }, /^WARDEN_WEBHOOK_RETENTION_DAYS must be a whole number/],
      [{ WARDEN_WEBHOOK_RETENTION_DAYS: '5000' }, /^WARDEN_WEBHOOK_RETENTION_DAYS must be between 0 and 3650/],
      [{ WARDEN_RATE_LIMIT_FAILURE_MODE: 'maybe' }, /^WARDEN_RATE_LIMIT_FAILURE_MODE must be one of open, closed/],
      [{ WARDEN_TRUST_PROXY: 'perhaps' }, /^WARDEN_TRUST_PROXY must be true or false/],
      [{ WARDEN_INSTANCES: '0' }, /^WARDEN_INSTANCES must be between 1 and 64/],
      [{ WARDEN_INSTANCES: '65' }, /^WARDEN_INSTANCES must be between 1 and 64/],
      [{ WARDEN_INSTANCES: 'two' }, /^WARDEN_INSTANCES must be a whole number/],
      [{ WARDEN_METRICS: 'sometimes' }, /^WARDEN_METRICS must be true or false/],
      [{ WARDEN_METRICS_TOKEN: 'short' }, /^WARDEN_METRICS_TOKEN must be 16 to 256 printable ASCII characters/],
      [{ WARDEN_METRICS_TOKEN: 'has a space in the middle' }, /^WARDEN_METRICS_TOKEN must be/],
      [{ WARDEN_METRICS_TOKEN: 'x'.repeat(257) }, /^WARDEN_METRICS_TOKEN must be/],
      [{ WARDEN_SCAN_THREADS: '300' }, /^WARDEN_SCAN_THREADS must be between 0 and 256/],
      [{ WARDEN_SCAN_POOL_MIN_CHARS: '0' }, /^WARDEN_SCAN_POOL_MIN_CHARS must be between 1/],
      [{ WARDEN_SCAN_TIMEOUT_MS: '50' }, /^WARDEN_SCAN_TIMEOUT_MS must be between 100 and 600000/],
      [{ WARDEN_MAX_POLICIES: '0' }, /^WARDEN_MAX_POLICIES must be between 1 and 100000/],
      [{ WARDEN_MAX_POLICY_BYTES: '100' }, /^WARDEN_MAX_POLICY_BYTES must be between 1024 and 16777216/],
      [{ WARDEN_MAX_POLICY_KEYWORDS: 'many' }, /^WARDEN_MAX_POLICY_KEYWORDS must be a whole number/],
    ];
    for (const [env, message] of cases) {
      assert.throws(() => loadConfig(env), (e: unknown) => e instanceof ConfigError && message.test(e.message), JSON.stringify(env));
    }
  });
});
