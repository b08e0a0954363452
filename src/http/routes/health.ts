// Liveness and readiness, without authentication, for load balancers and orchestrators.

import type { FastifyPluginAsync } from 'fastify';
import type { Store } from '../../store/types.ts';
import type { Limiter } from '../../limits/types.ts';

export const healthRoutes: FastifyPluginAsync<{ store: Store; limiter: Limiter }> = async (app, { store, limiter }) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await store.ping();
      return { status: 'ok', checks: { database: store.kind, rateLimiter: limiter.kind } };
    } catch (err) {
      request.log.warn({ err: (err as Error).message }, 'database not ready');
      return reply.code(503).send({ status: 'unavailable', checks: { database: 'unreachable', rateLimiter: limiter.kind } });
    }
  });
};
