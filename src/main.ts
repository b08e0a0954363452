// Start-up: load config → build dependencies → build app → listen. SIGTERM/SIGINT drain in-flight
// requests and close the store and the limiter before exiting.

import type { Config } from './config.ts';
import { buildApp, type App } from './app.ts';
import { createStore } from './store/index.ts';
import { createLimiter } from './limits/index.ts';
import type { Store } from './store/types.ts';
import { hashApiKey, keyPrefix } from './http/auth.ts';
import { WebhookDispatcher } from './webhooks/dispatcher.ts';
import { Metrics } from './http/metrics.ts';
import { reportSecretsAtRest, SecretBox } from './store/secret-box.ts';

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
  close(): Promise<void>;
}

export async function startServer(config: Config): Promise<Server> {
  const secretBox = config.webhookSecretKey ? new SecretBox(config.webhookSecretKey) : undefined;
  const store = createStore(config.databaseUrl, secretBox ? { secretBox } : {});
  await store.migrate();
  const secretsAtRest = await store.sealWebhookSecrets();
  await ensureBootstrapKey(store, config);
  const limiter = createLimiter(config.redisUrl);
  const metrics = new Metrics();
  const dispatcher = new WebhookDispatcher({ store, allowPrivate: config.webhookAllowPrivate, allowHttp: config.webhookAllowHttp, retentionMs: config.webhookRetentionDays * 86_400_000, metrics });
  const app = await buildApp({ config, store, limiter, dispatcher, metrics });
  reportSecretsAtRest(app.log, secretBox !== undefined, secretsAtRest);
  // The pool's threads load their models while the server starts, not at the first large request.
  app.scanner.warm();
  const url = await app.listen({ port: config.port, host: config.host });
  // After listen: pending deliveries (from before a restart or crash) go out at once.
  await dispatcher.start(app.log);
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await app.close();
      // Attempts in flight are aborted and their claims released: they are retried, never lost.
      await dispatcher.stop();
      await Promise.allSettled([store.close(), limiter.close()]);
    })());
  return { app, url, close };
}

/** Runs until SIGTERM/SIGINT, then drains and exits 0. */
export async function serve(config: Config): Promise<void> {
  const server = await startServer(config);
  server.app.log.info({ database: config.databaseUrl.startsWith('postgres') ? 'postgres' : 'sqlite', rateLimiter: config.redisUrl ? 'redis' : 'memory' }, 'warden ready');
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
