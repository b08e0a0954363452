// What the request log shows, read from the log stream itself: the method, the route pattern and the
// path, never a query value (a key sent as `?api_key=` must not land in the log), on every line Fastify
// writes for a request (incoming, completed, errors) and on the app's own lines.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { SqliteStore } from '../src/store/sqlite/sqlite-store.ts';
import { MemoryLimiter } from '../src/limits/memory-limiter.ts';
import { generateApiKey, hashApiKey, keyPrefix } from '../src/http/auth.ts';
import { redactUrl, scrubText } from '../src/http/log.ts';
import { testClock } from './helpers.ts';

const SECRET = 'wdn_SecretInTheQuery0123456789abcdefghijklmnopq';
const OTHER = 'second-secret-value-77';

type Line = Record<string, any>;

describe('request logging', () => {
  const lines: Line[] = [];
  const raw: string[] = [];
  let app: App;
  let store: SqliteStore;
  let key: string;
  let failPolicies = false;

  before(async () => {
    const clock = testClock();
    store = new SqliteStore(':memory:', { now: () => new Date(clock.now()) });
    await store.migrate();
    await store.ensureOrganization('acme');
    key = generateApiKey();
    await store.createApiKey({ orgId: 'acme', plan: 'free', keyHash: hashApiKey(key), prefix: keyPrefix(key) });
    // The store fails on demand, for the 500 and its error log.
    const pagePolicies = store.pagePolicies.bind(store);
    store.pagePolicies = (async (...args: Parameters<typeof pagePolicies>) => {
      if (failPolicies) throw new Error('database unavailable');
      return pagePolicies(...args);
    }) as typeof store.pagePolicies;
    const stream = {
      write(chunk: string) {
        raw.push(chunk);
        lines.push(JSON.parse(chunk));
      },
    };
    app = await buildApp({ config: { ...loadConfig({}), scanThreads: 0 }, store, limiter: new MemoryLimiter({ now: clock.now }), now: clock.now, logger: { level: 'info', stream } });
    // A handler that answers twice: Fastify's own warning names the URL.
    app.get('/v1/answers-twice', async (_request, reply) => {
      await reply.send({ first: true });
      reply.send({ second: true });
      return reply;
    });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await store.close();
  });

  const bearer = () => ({ authorization: `Bearer ${key}` });
  /** The lines of one request, found by its X-Request-Id. */
  const linesOf = (requestId: string) => lines.filter((l) => l.reqId === requestId);

  it('incoming request: method, route pattern and path; query values are [REDACTED]', async () => {
    const res = await app.inject({ method: 'GET', url: `/v1/policies/pol_abc123?api_key=${SECRET}&limit=5`, headers: bearer() });
    assert.equal(res.statusCode, 404);
    const [incoming, completed, ...rest] = linesOf(res.headers['x-request-id'] as string);
    assert.equal(rest.length, 0);
    assert.equal(incoming!.msg, 'incoming request');
    assert.deepEqual(incoming!.req, { method: 'GET', route: '/v1/policies/:id', url: '/v1/policies/pol_abc123?api_key=[REDACTED]&limit=[REDACTED]', host: 'localhost:80', remoteAddress: '127.0.0.1' });
    assert.equal(completed!.msg, 'request completed');
    assert.deepEqual(completed!.res, { statusCode: 404 });
  });

  it('no query value on any line: routes, 401, 404, public paths, unreadable URLs, 500s, Fastify warnings', async () => {
    const requests: Array<{ url: string; auth: boolean; status: number }> = [
      { url: `/v1/policies?api_key=${SECRET}`, auth: true, status: 200 },
      { url: `/v1/policies?api_key=${SECRET}`, auth: false, status: 401 },
      { url: `/v1/no-such-route?token=${SECRET}&x=${OTHER}`, auth: true, status: 404 },
      { url: `/healthz?api_key=${SECRET}`, auth: false, status: 200 },
      { url: `/v1/policies/%zz?api_key=${SECRET}`, auth: true, status: 400 },
      { url: `/v1/policies/${'a'.repeat(101)}?api_key=${SECRET}`, auth: true, status: 400 },
      { url: `/v1/policies?${SECRET}`, auth: true, status: 200 },
      { url: `/v1/policies?${encodeURIComponent(SECRET)}=${OTHER}`, auth: true, status: 200 },
      { url: `/v1/answers-twice?api_key=${SECRET}`, auth: true, status: 200 },
    ];
    for (const r of requests) {
      const res = await app.inject({ method: 'GET', url: r.url, headers: r.auth ? bearer() : {} });
      assert.equal(res.statusCode, r.status, r.url);
    }
    failPolicies = true;
    try {
      const res = await app.inject({ method: 'GET', url: `/v1/policies?api_key=${SECRET}`, headers: bearer() });
      assert.equal(res.statusCode, 500);
      const failed = linesOf(res.headers['x-request-id'] as string).find((l) => l.msg === 'request failed');
      assert.ok(failed, 'the 500 is logged');
      assert.equal(failed.level, 50);
      assert.equal(failed.err.message, 'database unavailable');
      assert.equal(failed.err.type, 'Error');
      assert.match(failed.err.stack, /^Error: database unavailable\n/);
    } finally {
      failPolicies = false;
    }
    const twice = lines.find((l) => l.err?.code === 'FST_ERR_REP_ALREADY_SENT');
    assert.ok(twice, "Fastify's warning about the second answer was logged");
    assert.equal(twice.err.message, 'Reply was already sent, did you forget to "return reply" in "/v1/answers-twice?[REDACTED]" (GET)?');
    const all = raw.join('');
    for (const secret of [SECRET, OTHER, 'SecretInTheQuery', encodeURIComponent(SECRET)]) assert.ok(!all.includes(secret), `the log shows ${secret}: ${raw.find((l) => l.includes(secret))}`);
    // Every incoming request was logged, with its route (or none for an unmatched one).
    const incoming = lines.filter((l) => l.msg === 'incoming request');
    assert.deepEqual(
      incoming.slice(-10).map((l) => [l.req.route, l.req.url]),
      [
        ['/v1/policies', '/v1/policies?api_key=[REDACTED]'],
        ['/v1/policies', '/v1/policies?api_key=[REDACTED]'],
        [undefined, '/v1/no-such-route?token=[REDACTED]&x=[REDACTED]'],
        ['/healthz', '/healthz?api_key=[REDACTED]'],
        [undefined, '/v1/policies/%zz?api_key=[REDACTED]'],
        [undefined, `/v1/policies/${'a'.repeat(101)}?api_key=[REDACTED]`],
        ['/v1/policies', '/v1/policies?[REDACTED]'],
        ['/v1/policies', '/v1/policies?[REDACTED]=[REDACTED]'],
        ['/v1/answers-twice', '/v1/answers-twice?api_key=[REDACTED]'],
        ['/v1/policies', '/v1/policies?api_key=[REDACTED]'],
      ],
    );
  });

  it('free text: a URL in a message or an error loses its query', () => {
    assert.equal(scrubText('in "/v1/x?api_key=abc&y=2" (GET)'), 'in "/v1/x?[REDACTED]" (GET)');
    assert.equal(scrubText('Route GET:/v1/x?k=v not found'), 'Route GET:/v1/x?[REDACTED] not found');
    assert.equal(scrubText('http://host:8080/a/b?c=d#frag'), 'http://host:8080/a/b?[REDACTED]#frag');
    assert.equal(scrubText('is this a question? yes'), 'is this a question? yes');
    assert.equal(scrubText('no url here'), 'no url here');
    assert.equal(redactUrl('/v1/policies'), '/v1/policies');
    assert.equal(redactUrl('/v1/policies?'), '/v1/policies?');
    assert.equal(redactUrl('/v1/a?x=1&&y=&z'), '/v1/a?x=[REDACTED]&&y=[REDACTED]&[REDACTED]');
    assert.equal(redactUrl(`/v1/a?${'n'.repeat(33)}=1&limit[0]=2`), '/v1/a?[REDACTED]=[REDACTED]&limit[0]=[REDACTED]');
  });
});
