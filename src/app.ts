// buildApp(deps): the HTTP application. Plugins, the one error handler, the auth + rate-limit hook that
// every /v1 request passes through, and the routes (one file each under http/routes/).

import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, type RawServerDefault } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { refResolver, transformObject } from './http/openapi.ts';
import { CONSOLE_PATHS, consoleRoutes } from './http/console.ts';
import addFormats from 'ajv-formats';
import sjson from 'secure-json-parse';
import { randomBytes } from 'node:crypto';
import type { Config, TrustProxy } from './config.ts';
import type { Store } from './store/types.ts';
import type { Limiter, LimitDecision } from './limits/types.ts';
import { PLAN_LIMITS } from './limits/index.ts';
import { ApiError, clientErrorHandler, sendError, toApiError } from './http/errors.ts';
import { loggerOptions } from './http/log.ts';
import { authenticate, type AuthContext } from './http/auth.ts';
import { rateLimitHeaders, unknownDecision } from './http/rate-limit.ts';
import { ErrorResponse } from './http/schemas.ts';
import { healthRoutes } from './http/routes/health.ts';
import { analyzeRoutes } from './http/routes/analyze.ts';
import { protectRoutes } from './http/routes/protect.ts';
import { policyRoutes } from './http/routes/policies.ts';
import { webhookRoutes } from './http/routes/webhooks.ts';
import { METRICS_PATH, Metrics, metricsRoutes } from './http/metrics.ts';
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
const PUBLIC_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);
/** The interactive API reference (WARDEN_API_DOCS): served without a key, counted per address. */
const DOCS_PREFIX = '/docs';
const isDocsPath = (path: string) => path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`);

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** The one error handler of both listeners: the coded error body; a 5xx is logged. */
function answerError(error: Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const apiError = toApiError(error);
  if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
  return sendError(request, reply, apiError);
}

/** An unknown route on either listener: 404 NOT_FOUND naming the method and path (never the query). */
function answerNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(request, reply, new ApiError('NOT_FOUND', `No route ${request.method} ${pathOf(request.url)}`));
}

/**
 * Timeouts of a listener (Fastify options). The whole request must arrive within requestTimeoutMs
 * (Node's requestTimeout: 408), and a socket on which nothing moves for a little longer is closed
 * (connectionTimeout), including while it waits for its answer, which is why the config makes the
 * request timeout exceed the scan deadline. The slack is one timeout check and a second: a request whose
 * body stalls gets its 408 before its silent socket is dropped. Headers have their own, shorter timeout
 * (limitConnections): a connection that never sends a byte is answered 408 then.
 */
function connectionOptions(config: Config) {
  // Node checks the headers and request timeouts on this interval (default 30 s, so an idle socket
  // lived up to 40 s with a 10 s timeout): a tenth of the headers timeout, at most one second.
  const timeoutCheckMs = Math.max(10, Math.min(1_000, Math.floor(config.headersTimeoutMs / 10)));
  return {
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + timeoutCheckMs + 1_000,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: { connectionsCheckingInterval: timeoutCheckMs },
  };
}

/** The headers timeout and the connection cap: a connection beyond it is closed as soon as it is accepted. */
function limitConnections(server: Server, config: Config, maxConnections: number): void {
  server.headersTimeout = config.headersTimeoutMs;
  server.maxConnections = maxConnections;
}

/**
 * Config.trustProxy in the form fastify takes. Fastify's own `true` trusts every entry (the client's
 * left-most one wins) and its number form trusts none, so hops are given as proxy-addr's trust
 * function: the peer and the next hops-1 addresses to its left are proxies.
 */
function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(trust)) return trust;
  const hops = trust === true ? 1 : trust === false ? 0 : trust;
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, store, limiter } = deps;
  const now = deps.now ?? Date.now;

  // Set once the limiter's helpers exist below; the router's refusals (frameworkErrors) count through it.
  let countRouterRefusal: (request: FastifyRequest) => Promise<void> = async () => {};
  const app = Fastify({
    // Request lines show the route pattern and the path, never a query value (a key sent as ?api_key=).
    logger: loggerOptions(config.logLevel, deps.logger),
    // JSON escapes can make a body up to 6× its content; the content itself is checked against
    // maxContentBytes after parsing, so this only stops bodies that cannot possibly be valid.
    bodyLimit: config.maxContentBytes * 6 + 65_536,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : `req_${randomBytes(12).toString('base64url')}`;
    },
    ...connectionOptions(config),
    // Node's parser answers these before there is a request: no key and no trusted address can be read,
    // and nothing is counted. The headers show the per-address limits for unauthenticated callers.
    clientErrorHandler: clientErrorHandler(() => rateLimitHeaders(unknownDecision(now(), PLAN_LIMITS.free))),
    // The router's own errors, raised before any hook runs (a malformed percent-escape in the path, a
    // path parameter over 100 characters), answered Fastify's body shape (and 414) without this.
    //
    // These requests are counted like any other (a flood of unreadable URLs is still limited) and carry
    // the X-RateLimit-* headers; no onRequest or onSend hook runs for them, so both happen here. The
    // URL is refused before authentication: without a key the answer stays 400 (429 past the limit).
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', request.id);
      const refused =
        error.code === 'FST_ERR_BAD_URL'
          ? new ApiError('VALIDATION_ERROR', 'Invalid request: the URL is not validly percent-encoded')
          : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
            ? new ApiError('VALIDATION_ERROR', 'Invalid request: id is longer than 100 characters', { details: [{ field: '/id', message: 'must NOT have more than 100 characters' }] })
            : toApiError(error);
      if (refused.status >= 500) request.log.error({ err: error }, 'request failed');
      countRouterRefusal(request).then(
        () => refused,
        (err: unknown) => {
          const apiError = toApiError(err);
          if (apiError.status >= 500) request.log.error({ err }, 'request failed');
          return apiError;
        },
      ).then((apiError) => {
        if (request.rateLimit) reply.headers(rateLimitHeaders(request.rateLimit));
        sendError(request, reply, apiError);
      }).catch((err: unknown) => request.log.error({ err }, 'request failed'));
    },
    return503OnClosing: true,
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false },
      // ajv-formats declares its options more narrowly than fastify's plugin slot; it is the plugin function.
      plugins: [addFormats as never],
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  limitConnections(app.server, config, config.maxConnections);

  // Every body is read as JSON, whatever its Content-Type: `curl -d` sends form-urlencoded, and the
  // interface says bodies are JSON. Not valid JSON is a 400. (Bearer auth means a browser cannot send
  // these cross-origin without a preflight, so leniency here opens no CSRF hole.) An empty body is no
  // body on a route that takes none (DELETE, the webhook test ping): many clients send
  // `Content-Type: application/json` on every request. A route with a body schema needs one.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      if (request.routeOptions.schema?.body === undefined) {
        done(null, undefined);
        return;
      }
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
    allowHttp: config.webhookAllowHttp,
    maxPerOrganization: config.webhookMaxPerOrg,
    ...(deps.dispatcher ? { dispatcher: deps.dispatcher } : {}),
    ...(deps.resolveHost ? { resolve: deps.resolveHost } : {}),
  });
  app.decorate('webhooks', webhooks);
  const metrics = deps.metrics ?? new Metrics();
  app.decorate('metrics', metrics);
  if (config.metrics) app.addHook('onResponse', metrics.onResponse);
  const metricsOnMain = config.metrics && config.metricsPort === 'main';
  const scanner =
    deps.scanner ??
    new Scanner({
      threads: config.scanThreads,
      poolMinChars: config.scanPoolMinChars,
      timeoutMs: config.scanTimeoutMs,
      budgetMinMs: config.scanBudgetMinMs,
      budgetMsPerKb: config.scanBudgetMsPerKb,
      maxQueuePerOrg: config.scanMaxQueuePerOrg,
    });
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
          'Content threat analysis and protection for LLM traffic. Responses are the union of every variant of the interface. See docs/ in the repository (api.md, policies.md, webhooks.md) for decisions where the interface says "not shown".',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An API key: Authorization: Bearer <key>' } } },
      security: [{ bearer: [] }],
    },
    refResolver,
    transformObject: transformObject as never,
  });
  app.addSchema(ErrorResponse);
  if (config.apiDocs) {
    // Swagger UI from its npm package, nothing fetched from elsewhere (no validator badge); a key typed
    // into "Authorize" stays in the page's memory (persistAuthorization off).
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { validatorUrl: null, persistAuthorization: false, deepLinking: true, tryItOutEnabled: false },
      staticCSP: true,
      // Only this origin: no validator badge, no fonts or styles from elsewhere.
      transformStaticCSP: (header: string) => header.replace(/ validator\.swagger\.io/g, '').replace(/ https:/g, ''),
    });
  }

  /**
   * Counts one request against its organization (or, without a valid key, its address) and leaves the
   * decision on request.rateLimit for the X-RateLimit-* headers; throws the 429, and the 503 of the
   * failure mode "closed". When the limiter cannot be asked the decision is the plan's limits with
   * nothing known to be used (unknownDecision), in both failure modes.
   */
  async function countRequest(request: FastifyRequest, auth: AuthContext | null): Promise<void> {
    // Callers without a valid key are limited per address at the free plan's rate: that also slows
    // down anyone guessing keys.
    const bucket = auth ? `org:${auth.orgId}` : `ip:${request.ip}`;
    const spec = PLAN_LIMITS[auth ? auth.plan : 'free'];
    let decision: LimitDecision;
    try {
      decision = await limiter.hit(bucket, spec);
    } catch (err) {
      request.log.error({ err: (err as Error).message }, 'rate limiter unavailable');
      request.rateLimit = unknownDecision(now(), spec);
      if (config.rateLimitFailureMode === 'closed') {
        throw new ApiError('SERVICE_UNAVAILABLE', 'Rate limiting is unavailable; try again shortly', { headers: { 'retry-after': '5' } });
      }
      return;
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
  }
  countRouterRefusal = async (request) => countRequest(request, await authenticate(store, request.headers.authorization));

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const path = pathOf(request.url);
    if (PUBLIC_PATHS.has(path) || (metricsOnMain && path === METRICS_PATH)) return;
    if ((config.apiDocs && isDocsPath(path)) || (config.console && CONSOLE_PATHS.has(path))) return countRequest(request, null);

    const auth = await authenticate(store, request.headers.authorization);
    await countRequest(request, auth);
    if (!auth) throw new ApiError('AUTHENTICATION_FAILED', 'Missing or invalid API key');
    request.auth = auth;
  });

  // Headers go on in onSend so that every response, errors and 404s included, carries them.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.rateLimit) reply.headers(rateLimitHeaders(request.rateLimit));
    return payload;
  });

  app.setErrorHandler(answerError);
  app.setNotFoundHandler(answerNotFound);

  await app.register(healthRoutes, { store, limiter });
  if (config.console) consoleRoutes(app);
  // /metrics is served on its own listener (buildMetricsApp) unless WARDEN_METRICS_PORT=main.
  if (metricsOnMain) await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  await app.register(async (v1) => {
    await v1.register(analyzeRoutes, { config, store, now });
    await v1.register(protectRoutes, { config, now });
    await v1.register(policyRoutes, { store, limits: config.policyLimits });
    await v1.register(webhookRoutes, { store, webhooks });
    v1.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  }, { prefix: '/v1' });

  return app;
}

/** A scrape needs a connection or two: the metrics listener never holds more than this. */
const METRICS_MAX_CONNECTIONS = 64;

export interface MetricsAppDeps {
  config: Config;
  /** The metrics of the API app (app.metrics): its counters are what this listener serves. */
  metrics: Metrics;
  /** The API app's logger (errors only: scrapes are not logged); absent, nothing is logged. */
  log?: FastifyBaseLogger;
}

/**
 * The metrics listener: GET /metrics alone (WARDEN_METRICS_TOKEN applies), on its own address and port
 * (WARDEN_METRICS_HOST, default 127.0.0.1, and WARDEN_METRICS_PORT), so the API's public port never
 * shows it. Anything else is a 404. Same timeouts as the API, a small connection cap.
 */
export async function buildMetricsApp(deps: MetricsAppDeps) {
  const { config, metrics } = deps;
  const app = Fastify({
    ...(deps.log ? { loggerInstance: deps.log } : { logger: false }),
    // Scrapes are not logged (Fastify 5.12's way; its disableRequestLogging option prints a deprecation at start).
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: () => `req_${randomBytes(12).toString('base64url')}`,
    ...connectionOptions(config),
    clientErrorHandler: clientErrorHandler(),
    return503OnClosing: true,
  });
  limitConnections(app.server, config, METRICS_MAX_CONNECTIONS);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler(answerError);
  app.setNotFoundHandler(answerNotFound);
  await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  return app;
}
