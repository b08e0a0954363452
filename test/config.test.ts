// Configuration from the environment: defaults, overrides, and a clear message for every bad value.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { ConfigError, defaultMaxConnections, loadConfig, openFileLimit } from '../src/config.ts';

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
      webhookAllowHttp: false,
      apiDocs: true,
      console: true,
      webhookMaxPerOrg: 20,
      webhookSecretKey: undefined,
      webhookRetentionDays: 30,
      instances: 1,
      metrics: true,
      metricsHost: '127.0.0.1',
      metricsPort: 9464,
      metricsToken: undefined,
      scanThreads: Math.max(1, availableParallelism() - 1),
      scanPoolMinChars: 32_768,
      scanTimeoutMs: 10_000,
      scanBudgetMinMs: 100,
      scanBudgetMsPerKb: 3,
      scanMaxQueuePerOrg: 16,
      sqliteBusyTimeoutMs: 1_500,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: defaultMaxConnections(),
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
      WARDEN_BOOTSTRAP_KEY: 'k'.repeat(32),
      WARDEN_BOOTSTRAP_PLAN: 'free',
      WARDEN_MAX_CONTENT_BYTES: '2048',
      WARDEN_LOG_LEVEL: 'warn',
      WARDEN_TRUST_PROXY: 'true',
      WARDEN_WEBHOOK_ALLOW_PRIVATE: '1',
      WARDEN_WEBHOOK_ALLOW_HTTP: 'true',
      WARDEN_API_DOCS: 'false',
      WARDEN_CONSOLE: 'false',
      WARDEN_WEBHOOK_MAX_PER_ORG: '5',
      WARDEN_WEBHOOK_SECRET_KEY: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
      WARDEN_WEBHOOK_RETENTION_DAYS: '0',
      WARDEN_INSTANCES: '4',
      WARDEN_METRICS: 'off',
      WARDEN_METRICS_HOST: '0.0.0.0',
      WARDEN_METRICS_PORT: '9100',
      WARDEN_METRICS_TOKEN: 'scrape-token-0123456789',
      WARDEN_SCAN_THREADS: '0',
      WARDEN_SCAN_POOL_MIN_CHARS: '1000',
      WARDEN_SCAN_TIMEOUT_MS: '2500',
      WARDEN_SCAN_BUDGET_MS: '40',
      WARDEN_SCAN_BUDGET_MS_PER_KB: '0',
      WARDEN_SCAN_MAX_QUEUE_PER_ORG: '4',
      WARDEN_SQLITE_BUSY_TIMEOUT_MS: '0',
      WARDEN_HEADERS_TIMEOUT_MS: '2000',
      WARDEN_REQUEST_TIMEOUT_MS: '4000',
      WARDEN_KEEP_ALIVE_TIMEOUT_MS: '65000',
      WARDEN_MAX_CONNECTIONS: '500',
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
      bootstrapKey: 'k'.repeat(32),
      bootstrapPlan: 'free',
      maxContentBytes: 2048,
      logLevel: 'warn',
      trustProxy: 1,
      webhookAllowPrivate: true,
      webhookAllowHttp: true,
      apiDocs: false,
      console: false,
      webhookMaxPerOrg: 5,
      webhookSecretKey: Buffer.from('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'hex'),
      webhookRetentionDays: 0,
      instances: 4,
      metrics: false,
      metricsHost: '0.0.0.0',
      metricsPort: 9100,
      metricsToken: 'scrape-token-0123456789',
      scanThreads: 0,
      scanPoolMinChars: 1000,
      scanTimeoutMs: 2500,
      scanBudgetMinMs: 40,
      scanBudgetMsPerKb: 0,
      scanMaxQueuePerOrg: 4,
      sqliteBusyTimeoutMs: 0,
      headersTimeoutMs: 2000,
      requestTimeoutMs: 4000,
      keepAliveTimeoutMs: 65_000,
      maxConnections: 500,
      policyLimits: { maxPolicies: 20, maxPatterns: 0, maxKeywords: 1000, maxBytes: 4096 },
    });
  });

  it('WARDEN_TRUST_PROXY: false, true (one hop), a number of hops, or a list of proxies', () => {
    const trust = (v: string) => loadConfig({ WARDEN_TRUST_PROXY: v }).trustProxy;
    for (const v of ['', 'false', 'off', 'no', '0']) assert.equal(trust(v), false, v);
    for (const v of ['true', 'TRUE', 'yes', 'on', '1']) assert.equal(trust(v), 1, v);
    assert.equal(trust('3'), 3);
    assert.equal(trust('16'), 16);
    assert.deepEqual(trust('10.0.0.0/8'), ['10.0.0.0/8']);
    assert.deepEqual(trust(' 10.0.0.0/8 , 192.168.1.1,fd00::/8, ::1, Loopback '), ['10.0.0.0/8', '192.168.1.1', 'fd00::/8', '::1', 'loopback']);
    assert.deepEqual(trust('linklocal,uniquelocal,0.0.0.0/0'), ['linklocal', 'uniquelocal', '0.0.0.0/0']);
  });

  it('the connection cap: 10,000, or the descriptor limit less 256 for everything else, at least 64', () => {
    assert.equal(defaultMaxConnections(undefined), 10_000);
    assert.equal(defaultMaxConnections(1_048_576), 10_000);
    assert.equal(defaultMaxConnections(10_256), 10_000);
    assert.equal(defaultMaxConnections(10_000), 9_744);
    assert.equal(defaultMaxConnections(1_024), 768);
    assert.equal(defaultMaxConnections(256), 64);
    const limit = openFileLimit();
    if (process.platform === 'linux') assert.ok(limit !== undefined && limit > 0, 'read from /proc/self/limits');
    assert.equal(loadConfig({}).maxConnections, defaultMaxConnections(limit));
  });

  it('the request timeout outlasts the scan deadline: its default follows a raised one, a set one must exceed it', () => {
    assert.equal(loadConfig({ WARDEN_SCAN_TIMEOUT_MS: '20000' }).requestTimeoutMs, 30_000);
    assert.equal(loadConfig({ WARDEN_SCAN_TIMEOUT_MS: '60000' }).requestTimeoutMs, 70_000);
    assert.equal(loadConfig({ WARDEN_HEADERS_TIMEOUT_MS: '45000' }).requestTimeoutMs, 45_000);
    assert.equal(loadConfig({ WARDEN_SCAN_TIMEOUT_MS: '5000', WARDEN_HEADERS_TIMEOUT_MS: '2000', WARDEN_REQUEST_TIMEOUT_MS: '5001' }).requestTimeoutMs, 5_001);
  });

  it('names the variable in every error', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ PORT: 'x' }, /^PORT must be a whole number/],
      [{ PORT: '70000' }, /^PORT must be between 0 and 65535/],
      [{ WARDEN_DATABASE_URL: 'mysql://x/y' }, /^WARDEN_DATABASE_URL must be a SQLite file path or a postgres:\/\/ URL/],
      [{ WARDEN_REDIS_URL: 'localhost:6379' }, /^WARDEN_REDIS_URL must be a redis:\/\//],
      [{ WARDEN_BOOTSTRAP_PLAN: 'gold' }, /^WARDEN_BOOTSTRAP_PLAN must be one of free, pro, enterprise/],
      [{ WARDEN_BOOTSTRAP_KEY: 'has space' }, /^WARDEN_BOOTSTRAP_KEY must be/],
      [{ WARDEN_BOOTSTRAP_KEY: 'k' }, /^WARDEN_BOOTSTRAP_KEY must be 32 to 256 printable ASCII characters/],
      [{ WARDEN_MAX_CONTENT_BYTES: '0' }, /^WARDEN_MAX_CONTENT_BYTES must be between/],
      [{ WARDEN_LOG_LEVEL: 'loud' }, /^WARDEN_LOG_LEVEL must be one of/],
      [{ WARDEN_WEBHOOK_ALLOW_PRIVATE: 'sure' }, /^WARDEN_WEBHOOK_ALLOW_PRIVATE must be true or false/],
      [{ WARDEN_WEBHOOK_RETENTION_DAYS: '-1' }, /^WARDEN_WEBHOOK_RETENTION_DAYS must be a whole number/],
      [{ WARDEN_WEBHOOK_RETENTION_DAYS: '5000' }, /^WARDEN_WEBHOOK_RETENTION_DAYS must be between 0 and 3650/],
      [{ WARDEN_WEBHOOK_ALLOW_HTTP: 'sometimes' }, /^WARDEN_WEBHOOK_ALLOW_HTTP must be true or false/],
      [{ WARDEN_WEBHOOK_MAX_PER_ORG: '0' }, /^WARDEN_WEBHOOK_MAX_PER_ORG must be between 1 and 1000, got 0$/],
      [{ WARDEN_WEBHOOK_MAX_PER_ORG: 'lots' }, /^WARDEN_WEBHOOK_MAX_PER_ORG must be a whole number/],
      [{ WARDEN_WEBHOOK_SECRET_KEY: 'too-short' }, /^WARDEN_WEBHOOK_SECRET_KEY must be 32 bytes written as 64 hex characters or base64 \(openssl rand -base64 32\)$/],
      [{ WARDEN_WEBHOOK_SECRET_KEY: Buffer.alloc(16).toString('hex') }, /^WARDEN_WEBHOOK_SECRET_KEY must be 32 bytes/],
      [{ WARDEN_RATE_LIMIT_FAILURE_MODE: 'maybe' }, /^WARDEN_RATE_LIMIT_FAILURE_MODE must be one of open, closed/],
      [{ WARDEN_TRUST_PROXY: 'perhaps' }, /^WARDEN_TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses and CIDR ranges; "perhaps" is none of these$/],
      [{ WARDEN_TRUST_PROXY: '17' }, /^WARDEN_TRUST_PROXY must be at most 16 hops, got 17$/],
      [{ WARDEN_TRUST_PROXY: '10.0.0.0/33' }, /"10\.0\.0\.0\/33" is none of these$/],
      [{ WARDEN_TRUST_PROXY: '10.0.0.1,' }, /"" is none of these$/],
      [{ WARDEN_TRUST_PROXY: '10.0.0.1, proxy.internal' }, /"proxy\.internal" is none of these$/],
      [{ WARDEN_TRUST_PROXY: '::1/129' }, /"::1\/129" is none of these$/],
      [{ WARDEN_INSTANCES: '0' }, /^WARDEN_INSTANCES must be between 1 and 64/],
      [{ WARDEN_INSTANCES: '65' }, /^WARDEN_INSTANCES must be between 1 and 64/],
      [{ WARDEN_INSTANCES: 'two' }, /^WARDEN_INSTANCES must be a whole number/],
      [{ WARDEN_METRICS: 'sometimes' }, /^WARDEN_METRICS must be true or false/],
      [{ WARDEN_METRICS_TOKEN: 'short' }, /^WARDEN_METRICS_TOKEN must be 16 to 256 printable ASCII characters/],
      [{ WARDEN_METRICS_PORT: 'admin' }, /^WARDEN_METRICS_PORT must be a port number \(0 to 65535\) or "main", got "admin"$/],
      [{ WARDEN_METRICS_PORT: '70000' }, /^WARDEN_METRICS_PORT must be between 0 and 65535, got 70000$/],
      [{ WARDEN_METRICS_PORT: '8080' }, /^WARDEN_METRICS_PORT \(8080\) is the API's PORT: set WARDEN_METRICS_PORT=main to serve \/metrics on the API's listener$/],
      [{ WARDEN_METRICS_PORT: 'main' }, /^WARDEN_METRICS_PORT=main serves \/metrics on HOST=0\.0\.0\.0, open to anyone who can reach the API: set WARDEN_METRICS_TOKEN/],
      [{ WARDEN_METRICS_TOKEN: 'has a space in the middle' }, /^WARDEN_METRICS_TOKEN must be/],
      [{ WARDEN_METRICS_TOKEN: 'x'.repeat(257) }, /^WARDEN_METRICS_TOKEN must be/],
      [{ WARDEN_SCAN_THREADS: '300' }, /^WARDEN_SCAN_THREADS must be between 0 and 256/],
      [{ WARDEN_SCAN_POOL_MIN_CHARS: '0' }, /^WARDEN_SCAN_POOL_MIN_CHARS must be between 1/],
      [{ WARDEN_SCAN_TIMEOUT_MS: '50' }, /^WARDEN_SCAN_TIMEOUT_MS must be between 100 and 600000/],
      [{ WARDEN_SCAN_BUDGET_MS: '0' }, /^WARDEN_SCAN_BUDGET_MS must be between 1 and 600000, got 0$/],
      [{ WARDEN_SCAN_MAX_QUEUE_PER_ORG: '65' }, /^WARDEN_SCAN_MAX_QUEUE_PER_ORG must be between 1 and 64, got 65$/],
      [{ WARDEN_SQLITE_BUSY_TIMEOUT_MS: '60001' }, /^WARDEN_SQLITE_BUSY_TIMEOUT_MS must be between 0 and 60000/],
      [{ WARDEN_HEADERS_TIMEOUT_MS: '99' }, /^WARDEN_HEADERS_TIMEOUT_MS must be between 100 and 600000, got 99$/],
      [{ WARDEN_REQUEST_TIMEOUT_MS: '10000' }, /^WARDEN_REQUEST_TIMEOUT_MS \(10000\) must be greater than WARDEN_SCAN_TIMEOUT_MS \(10000\): /],
      [{ WARDEN_REQUEST_TIMEOUT_MS: '20000', WARDEN_SCAN_TIMEOUT_MS: '25000' }, /^WARDEN_REQUEST_TIMEOUT_MS \(20000\) must be greater than WARDEN_SCAN_TIMEOUT_MS \(25000\)/],
      [{ WARDEN_REQUEST_TIMEOUT_MS: '20000', WARDEN_HEADERS_TIMEOUT_MS: '25000' }, /^WARDEN_REQUEST_TIMEOUT_MS \(20000\) must be at least WARDEN_HEADERS_TIMEOUT_MS \(25000\)$/],
      [{ WARDEN_KEEP_ALIVE_TIMEOUT_MS: 'soon' }, /^WARDEN_KEEP_ALIVE_TIMEOUT_MS must be a whole number/],
      [{ WARDEN_MAX_CONNECTIONS: '0' }, /^WARDEN_MAX_CONNECTIONS must be between 1 and 1000000, got 0$/],
      [{ WARDEN_MAX_POLICIES: '0' }, /^WARDEN_MAX_POLICIES must be between 1 and 100000/],
      [{ WARDEN_MAX_POLICY_BYTES: '100' }, /^WARDEN_MAX_POLICY_BYTES must be between 1024 and 16777216/],
      [{ WARDEN_MAX_POLICY_KEYWORDS: 'many' }, /^WARDEN_MAX_POLICY_KEYWORDS must be a whole number/],
    ];
    for (const [env, message] of cases) {
      assert.throws(() => loadConfig(env), (e: unknown) => e instanceof ConfigError && message.test(e.message), JSON.stringify(env));
    }
  });
});
