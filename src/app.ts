// buildApp(deps): the HTTP application. Plugins, the one error handler, the auth + rate-limit hook that
// every /v1 request passes through, and the routes (one file each under http/routes/).

import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions, type RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import swagger from '@fastify/swagger';
import addFormats from 'ajv-formats';
import sjson from 'secure-json-parse';
import { randomBytes } from 'node:crypto';
import type { Config } from './config.ts';
import type { Store } from './store/types.ts';
import type { Limiter, LimitDecision } from './limits/types.ts';
import { PLAN_LIMITS } from './limits/index.ts';
import { ApiError, clientErrorHandler, sendError, toApiError } from './http/errors.ts';
import { authenticate, type AuthContext } from './http/auth.ts';
import { rateLimitHeaders, unknownDecision } from './http/rate-limit.ts';
import { ErrorResponse } from './http/schemas.ts';
import { healthRoutes } from './http/routes/health.ts';
import { analyzeRoutes } from './http/routes/analyze.ts';
import { protectRoutes } from './http/routes/protect.ts';
import { policyRoutes } from './http/routes/policies.ts';
import { webhookRoutes } from './http/routes/webhooks.ts';
import { Metrics, metricsRoutes } from './http/metrics.ts';
import { WebhookRuntime } from './webhooks/runtime.ts';
import type { WebhookDispatcher } from './webhooks/dispatcher.ts';
import type { HostResolver } from './webhooks/ssrf.ts';
import { Scanner } from './scanner/index.ts';

export interface AppDeps {
  config: Config;
  store: Store;
  limiter: Limiter;
  /** Milliseconds since the epoch; injected so tests control time. */
  now?: () => number;
  /** Fastify logger option; defaults to a JSON logger at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Sends webhook deliveries; woken when events are written and used by the test ping. Absent: events wait in the outbox. */
  dispatcher?: WebhookDispatcher;
  /** DNS resolution for the webhook SSRF check; injected in tests. */
  resolveHost?: HostResolver;
  /** Prometheus metrics; pass the instance given to the dispatcher. Absent: the app makes its own. */
  metrics?: Metrics;
  /** Runs the scans (large ones on worker threads). Absent: one is made from the config and closed with the app. */
  scanner?: Scanner;
}

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    rateLimit: LimitDecision | null;
  }
  interface FastifyInstance {
    /** Webhook events (outbox writes), registration url checks and the test ping. */
    webhooks: WebhookRuntime;
    /** Where scans run: small content on the event loop, large content on the worker pool, with a deadline. */
    scanner: Scanner;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const PUBLIC_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, store, limiter } = deps;
  const now = deps.now ?? Date.now;

  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // JSON escapes can make a body up to 6× its content; the content itself is checked against
    // maxContentBytes after parsing, so this only stops bodies that cannot possibly be valid.
    bodyLimit: config.maxContentBytes * 6 + 65_536,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : `req_${randomBytes(12).toString('base64url')}`;
    },
    requestTimeout: 60_000,
    clientErrorHandler,
    // The router's own errors, raised before any hook runs (a malformed percent-escape in the path, a
    // path parameter over 100 characters), answered Fastify's body shape (and 414) without this.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', request.id);
      const apiError =
        error.code === 'FST_ERR_BAD_URL'
          ? new ApiError('VALIDATION_ERROR', 'Invalid request: the URL is not validly percent-encoded')
          : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
            ? new ApiError('VALIDATION_ERROR', 'Invalid request: id is longer than 100 characters', { details: [{ field: '/id', message: 'must NOT have more than 100 characters' }] })
            : toApiError(error);
      if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
      sendError(request, reply, apiError);
    },
    return503OnClosing: true,
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false },
      // ajv-formats declares its options more narrowly than fastify's plugin slot; it is the plugin function.
      plugins: [addFormats as never],
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Every body is read as JSON, whatever its Content-Type: `curl -d` sends form-urlencoded, and the
  // interface says bodies are JSON. Not valid JSON is a 400. (Bearer auth means a browser cannot send
  // these cross-origin without a preflight, so leniency here opens no CSRF hole.)
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') {
      done(new ApiError('VALIDATION_ERROR', 'Request body is empty; a JSON object is required'), undefined);
      return;
    }
    try {
      done(null, sjson.parse(body as string, null, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new ApiError('VALIDATION_ERROR', 'Request body is not valid JSON'), undefined);
    }
  });
  const webhooks = new WebhookRuntime({
    store,
    now,
    allowPrivate: config.webhookAllowPrivate,
    ...(deps.dispatcher ? { dispatcher: deps.dispatcher } : {}),
    ...(deps.resolveHost ? { resolve: deps.resolveHost } : {}),
  });
  app.decorate('webhooks', webhooks);
  const metrics = deps.metrics ?? new Metrics();
  app.decorate('metrics', metrics);
  if (config.metrics) app.addHook('onResponse', metrics.onResponse);
  const scanner = deps.scanner ?? new Scanner({ threads: config.scanThreads, poolMinChars: config.scanPoolMinChars, timeoutMs: config.scanTimeoutMs });
  app.decorate('scanner', scanner);
  metrics.watchScanner(scanner);
  if (!deps.scanner) app.addHook('onClose', async () => scanner.close());
  app.decorateRequest('auth', null);
  app.decorateRequest('rateLimit', null);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Warden',
        version: '1.0.0',
        description:
          'Content threat analysis and protection for LLM traffic. Responses are the union of every variant of the interface. See the README for decisions where the interface says "not shown".',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  app.addSchema(ErrorResponse);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const path = pathOf(request.url);
    if (PUBLIC_PATHS.has(path)) return;

    const auth = await authenticate(store, request.headers.authorization);
    // Callers without a valid key are limited per address at the free plan's rate: that also slows
    // down anyone guessing keys.
    const bucket = auth ? `org:${auth.orgId}` : `ip:${request.ip}`;
    const spec = PLAN_LIMITS[auth ? auth.plan : 'free'];
    let decision: LimitDecision;
    try {
      decision = await limiter.hit(bucket, spec);
    } catch (err) {
      request.log.error({ err: (err as Error).message }, 'rate limiter unavailable');
      if (config.rateLimitFailureMode === 'closed') {
        throw new ApiError('SERVICE_UNAVAILABLE', 'Rate limiting is unavailable; try again shortly', { headers: { 'retry-after': '5' } });
      }
      decision = unknownDecision(now(), spec);
    }
    request.rateLimit = decision;
    if (!decision.allowed) {
      metrics.rateLimited(decision.exceeded);
      // At most one rate_limit.exceeded per organization per window (a unique key in the outbox); never fails the 429.
      if (auth) await webhooks.rateLimited(auth.orgId, auth.plan, decision, request.log);
      throw new ApiError(
        'RATE_LIMIT_EXCEEDED',
        decision.exceeded === 'day' ? 'Daily request limit exceeded' : 'Per-minute request limit exceeded',
      );
    }
    if (!auth) throw new ApiError('AUTHENTICATION_FAILED', 'Missing or invalid API key');
    request.auth = auth;
  });

  // Headers go on in onSend so that every response, errors and 404s included, carries them.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.rateLimit) reply.headers(rateLimitHeaders(request.rateLimit));
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, apiError);
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, new ApiError('NOT_FOUND', `No route ${request.method} ${pathOf(request.url)}`)));

  await app.register(healthRoutes, { store, limiter });
  if (config.metrics) await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  await app.register(async (v1) => {
    await v1.register(analyzeRoutes, { config, store, now });
    await v1.register(protectRoutes, { config, now });
    await v1.register(policyRoutes, { store, limits: config.policyLimits });
    await v1.register(webhookRoutes, { store, webhooks });
    v1.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  }, { prefix: '/v1' });

  return app;
}
