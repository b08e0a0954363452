// The OpenAPI document a default Warden serves, built in memory (no port, no file): for the client's
// generated types and their test.
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { SqliteStore } from '../store/sqlite/sqlite-store.ts';
import { MemoryLimiter } from '../limits/memory-limiter.ts';

export async function servedDocument(): Promise<Parameters<typeof import('./client-types.ts').clientTypes>[0]> {
  const store = new SqliteStore(':memory:');
  await store.migrate();
  const limiter = new MemoryLimiter();
  const app = await buildApp({ config: { ...loadConfig({}), scanThreads: 0, logLevel: 'silent' }, store, limiter, logger: false });
  try {
    await app.ready();
    return app.swagger() as never;
  } finally {
    await app.close();
    await store.close();
    await limiter.close();
  }
}
