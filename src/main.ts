// Start-up: load config → build dependencies → build app → listen. SIGTERM/SIGINT drain in-flight
// requests and close the store and the limiter before exiting.

import type { Config } from './config.ts';
import { buildApp, buildMetricsApp, type App, type AppDeps } from './app.ts';
import { createStore } from './store/index.ts';
import { createLimiter, type Limiter } from './limits/index.ts';
import type { ApiKeyRecord, Store } from './store/types.ts';
import { hashApiKey, keyPrefix } from './http/auth.ts';
import { WebhookDispatcher } from './webhooks/dispatcher.ts';
import { Metrics } from './http/metrics.ts';
import { databaseStartupError, listenStartupError, otherStartupError } from './startup-errors.ts';
import { reportSecretsAtRest, SecretBox } from './store/secret-box.ts';
import { warmPolicies } from './policy/warm.ts';

export const DEFAULT_ORG = 'default';

/**
 * WARDEN_BOOTSTRAP_KEY: that exact key exists for org "default" (idempotent across restarts), unless it was
 * revoked: a revoked key stays revoked whatever the environment says. Returns the key as stored.
 */
export async function ensureBootstrapKey(store: Store, config: Config): Promise<ApiKeyRecord | undefined> {
  if (!config.bootstrapKey) return undefined;
  await store.ensureOrganization(DEFAULT_ORG);
  return store.upsertApiKey({ orgId: DEFAULT_ORG, plan: config.bootstrapPlan, keyHash: hashApiKey(config.bootstrapKey), prefix: keyPrefix(config.bootstrapKey) });
}

export interface Server {
  app: App;
  url: string;
  /** Where GET /metrics is served (WARDEN_METRICS_HOST:WARDEN_METRICS_PORT); undefined when metrics are off or on the API port. */
  metricsUrl: string | undefined;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Fastify logger option; defaults to a JSON logger on standard output at config.logLevel. */
  logger?: AppDeps['logger'];
}

/**
 * Opens the store, builds the app and listens. A failure is a StartupError naming the setting at fault
 * (WARDEN_DATABASE_URL, PORT, HOST) and its cause, after what was opened is closed again.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<Server> {
  const inDatabase = async <T>(step: () => T | Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (err) {
      throw databaseStartupError(err, config.databaseUrl);
    }
  };
  const secretBox = config.webhookSecretKey ? new SecretBox(config.webhookSecretKey) : undefined;
  const store = await inDatabase(() => createStore(config.databaseUrl, secretBox ? { secretBox } : {}, { sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs }));
  // Closed in reverse if a later step fails, so a failed start leaves nothing open behind it.
  const opened: Array<() => Promise<unknown>> = [() => store.close()];
  try {
    await inDatabase(() => store.migrate());
    const secretsAtRest = await inDatabase(() => store.sealWebhookSecrets());
    const bootstrap = await inDatabase(() => ensureBootstrapKey(store, config));
    const limiter = createLimiter(config.redisUrl);
    opened.push(() => limiter.close());
    const metrics = new Metrics();
    const dispatcher = new WebhookDispatcher({ store, allowPrivate: config.webhookAllowPrivate, allowHttp: config.webhookAllowHttp, retentionMs: config.webhookRetentionDays * 86_400_000, metrics });
    opened.push(() => dispatcher.stop());
    const app = await buildApp({ config, store, limiter, dispatcher, metrics, ...(options.logger !== undefined ? { logger: options.logger } : {}) });
    opened.push(() => app.close());
    reportSecretsAtRest(app.log, secretBox !== undefined, secretsAtRest);
    if (bootstrap?.revokedAt) {
      // Ids only: the key itself is never logged.
      app.log.warn(
        { keyId: bootstrap.id, orgId: bootstrap.orgId, revokedAt: bootstrap.revokedAt },
        'WARDEN_BOOTSTRAP_KEY is revoked and stays revoked (401); set a new key, or unset the variable',
      );
    }
    // A fresh install answers every request 401 until a key exists: say how to get one.
    if (!(await inDatabase(() => store.hasActiveApiKey()))) {
      app.log.warn(
        'no API key exists yet, so every /v1 request answers 401: create one with `npm exec warden -- keys create --org <org>` (prints the key once), or set WARDEN_BOOTSTRAP_KEY',
      );
    }
    // The pool's threads load their models while the server starts, not at the first large request;
    // the policy evaluator builds its tables on this thread before the first budgeted evaluation.
    app.scanner.warm();
    warmPolicies();
    const url = await app.listen({ port: config.port, host: config.host }).catch((err: unknown) => {
      throw listenStartupError(err, config.host, config.port);
    });
    const metricsApp = config.metrics && config.metricsPort !== 'main' ? await buildMetricsApp({ config, metrics, log: app.log }) : undefined;
    if (metricsApp) opened.push(() => metricsApp.close());
    // The metrics port taken (another instance on this host?) stops the start as a taken API port would.
    const metricsUrl = await metricsApp?.listen({ port: config.metricsPort as number, host: config.metricsHost }).catch((err: unknown) => {
      throw listenStartupError(err, config.metricsHost, config.metricsPort as number, 'WARDEN_METRICS_PORT');
    });
    // After listen: pending deliveries (from before a restart or crash) go out at once.
    await inDatabase(() => dispatcher.start(app.log));
    return { app, url, metricsUrl, close: closer([app, metricsApp], dispatcher, store, limiter) };
  } catch (err) {
    for (const close of opened.reverse()) await close().catch(() => undefined);
    throw otherStartupError(err);
  }
}

function closer(apps: ReadonlyArray<{ close(): Promise<unknown> } | undefined>, dispatcher: WebhookDispatcher, store: Store, limiter: Limiter): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () =>
    (closing ??= (async () => {
      await Promise.all(apps.map((a) => a?.close()));
      // Attempts in flight are aborted and their claims released: they are retried, never lost.
      await dispatcher.stop();
      await Promise.allSettled([store.close(), limiter.close()]);
    })());
}

/** What the "warden ready" line says, of one process or one cluster worker: its stores and where metrics are. */
export function readyFields(config: Config, server: Server): { database: string; rateLimiter: string; metrics: string } {
  return {
    database: config.databaseUrl.startsWith('postgres') ? 'postgres' : 'sqlite',
    rateLimiter: config.redisUrl ? 'redis' : 'memory',
    metrics: !config.metrics ? 'off' : server.metricsUrl ? `${server.metricsUrl}/metrics` : 'api port',
  };
}

/** Runs until SIGTERM/SIGINT, then drains and exits 0. */
export async function serve(config: Config): Promise<void> {
  const server = await startServer(config);
  server.app.log.info(readyFields(config, server), 'warden ready');
  const stop = (signal: string) => {
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
