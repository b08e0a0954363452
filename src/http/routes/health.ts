// Liveness and readiness, without authentication, for load balancers and orchestrators.

import type { FastifyPluginAsync } from 'fastify';
import type { Store } from '../../store/types.ts';
import type { Limiter } from '../../limits/types.ts';

export const healthRoutes: FastifyPluginAsync<{ store: Store; limiter: Limiter }> = async (app, { store, limiter }) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  // Ready when every dependency a request needs answers: the database (schema readable and migrated) and
  // the rate limiter (Redis PING). Checked together; a failed one is named in the body by "unavailable"
  // instead of its kind, and the reason goes to the log only (it may name hosts or paths).
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const [database, rateLimiter] = await Promise.allSettled([store.ping(), limiter.ping()]);
    const checks = {
      database: database.status === 'fulfilled' ? store.kind : 'unavailable',
      rateLimiter: rateLimiter.status === 'fulfilled' ? limiter.kind : 'unavailable',
    };
    if (database.status === 'fulfilled' && rateLimiter.status === 'fulfilled') return { status: 'ok', checks };
    for (const [dependency, result] of [['database', database], ['rateLimiter', rateLimiter]] as const) {
      if (result.status === 'rejected') request.log.warn({ dependency, err: (result.reason as Error)?.message }, 'not ready');
    }
    return reply.code(503).send({ status: 'unavailable', checks });
  });
};
