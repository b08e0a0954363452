// Start-up: load config → build dependencies → build app → listen. SIGTERM/SIGINT drain in-flight
// requests and close the store and the limiter before exiting.

import type { Config } from './config.ts';
import { buildApp, buildMetricsApp, type App } from './app.ts';
import { createStore } from './store/index.ts';
import { createLimiter } from './limits/index.ts';
import type { Store } from './store/types.ts';
import { hashApiKey, keyPrefix } from './http/auth.ts';
import { WebhookDispatcher } from './webhooks/dispatcher.ts';
import { Metrics } from './http/metrics.ts';

export const DEFAULT_ORG = 'default';

/** WARDEN_BOOTSTRAP_KEY: that exact key exists for org "default" (idempotent across restarts). */
export async function ensureBootstrapKey(store: Store, config: Config): Promise<void> {
  if (!config.bootstrapKey) return;
  await store.ensureOrganization(DEFAULT_ORG);
  await store.upsertApiKey({ orgId: DEFAULT_ORG, plan: config.bootstrapPlan, keyHash: hashApiKey(config.bootstrapKey), prefix: keyPrefix(config.bootstrapKey) });
}

export interface Server {
  app: App;
  url: string;
  /** Where GET /metrics is served (WARDEN_METRICS_HOST:WARDEN_METRICS_PORT); undefined when metrics are off or on the API port. */
  metricsUrl: string | undefined;
  close(): Promise<void>;
}

export async function startServer(config: Config): Promise<Server> {
  const store = createStore(config.databaseUrl);
  await store.migrate();
  await ensureBootstrapKey(store, config);
  const limiter = createLimiter(config.redisUrl);
  const metrics = new Metrics();
  const dispatcher = new WebhookDispatcher({ store, allowPrivate: config.webhookAllowPrivate, retentionMs: config.webhookRetentionDays * 86_400_000, metrics });
  const app = await buildApp({ config, store, limiter, dispatcher, metrics });
  // The pool's threads load their models while the server starts, not at the first large request.
  app.scanner.warm();
  const url = await app.listen({ port: config.port, host: config.host });
  const metricsApp = config.metrics && config.metricsPort !== 'main' ? await buildMetricsApp({ config, metrics, log: app.log }) : undefined;
  let metricsUrl: string | undefined;
  try {
    metricsUrl = await metricsApp?.listen({ port: config.metricsPort as number, host: config.metricsHost });
  } catch (err) {
    // The metrics port taken (another instance on this host?): stop as a taken API port would.
    await Promise.allSettled([metricsApp?.close(), app.close()]);
    await Promise.allSettled([store.close(), limiter.close()]);
    throw err;
  }
  // After listen: pending deliveries (from before a restart or crash) go out at once.
  await dispatcher.start(app.log);
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await Promise.all([app.close(), metricsApp?.close()]);
      // Attempts in flight are aborted and their claims released: they are retried, never lost.
      await dispatcher.stop();
      await Promise.allSettled([store.close(), limiter.close()]);
    })());
  return { app, url, metricsUrl, close };
}

/** Where the ready line says metrics are: a URL, "api port", or "off". */
export function metricsWhere(config: Config, server: Server): string {
  if (!config.metrics) return 'off';
  return server.metricsUrl ? `${server.metricsUrl}/metrics` : 'api port';
}

/** Runs until SIGTERM/SIGINT, then drains and exits 0. */
export async function serve(config: Config): Promise<void> {
  const server = await startServer(config);
  server.app.log.info(
    { database: config.databaseUrl.startsWith('postgres') ? 'postgres' : 'sqlite', rateLimiter: config.redisUrl ? 'redis' : 'memory', metrics: metricsWhere(config, server) },
    'warden ready',
  );
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
