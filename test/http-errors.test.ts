// Errors through HTTP: auth (401), unknown routes (404), body problems (400, 413, 415), both error
// variants in one body, and rate-limit headers on every one of them.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { auth, post, setup, type TestContext } from './helpers.ts';

function assertErrorBody(body: unknown, code: string, status: number, requestId?: string) {
  const e = (body as { error: Record<string, unknown> }).error;
  assert.equal(e.code, code);
  assert.equal(e.status, status);
  assert.equal(typeof e.message, 'string');
  assert.ok((e.message as string).length > 0);
  assert.equal(typeof e.requestId, 'string');
  if (requestId) assert.equal(e.requestId, requestId);
}

function assertRateHeaders(headers: Record<string, unknown>) {
  for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
    assert.match(String(headers[h]), /^\d+$/, `${h} present and an integer`);
  }
}

describe('errors', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setup();
  });
  after(() => ctx.close());

  it('401 AUTHENTICATION_FAILED without a key, with rate-limit headers', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/v1/analyze', headers: { 'content-type': 'application/json' }, payload: '{"content":"hi"}' });
    assert.equal(res.statusCode, 401);
    assertErrorBody(res.json(), 'AUTHENTICATION_FAILED', 401, res.headers['x-request-id'] as string);
    assertRateHeaders(res.headers);
    assert.equal(res.headers['x-ratelimit-limit'], '60');
  });

  it('every documented route answers 401 without a key, with rate-limit headers', async () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    let checked = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        const res = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url: path.replace('{id}', 'pol_x'), headers: { 'content-type': 'application/json' }, ...(method === 'get' || method === 'delete' ? {} : { payload: '{}' }) });
        assert.equal(res.statusCode, 401, `${method} ${path}`);
        assert.equal(res.json().error.code, 'AUTHENTICATION_FAILED');
        assertRateHeaders(res.headers);
        checked++;
      }
    }
    assert.equal(checked, 14, 'analyze, protect, 6 policy routes, 6 webhook routes (with deliveries and test)');
  });

  it('401 for a wrong key, a malformed header and a revoked key', async () => {
    for (const authorization of ['Bearer wdn_nope', 'Basic abc', 'Bearer', `Bearer ${ctx.keys.enterprise} extra`]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: { authorization } });
      assert.equal(res.statusCode, 401, authorization);
      assertErrorBody(res.json(), 'AUTHENTICATION_FAILED', 401);
    }
    const [rec] = await ctx.store.listApiKeys('proco');
    assert.ok(rec);
    assert.equal(await ctx.store.revokeApiKey(rec.id), true);
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(ctx.keys.pro) });
    assert.equal(res.statusCode, 401);
  });

  it('the request id is echoed when the client sends a sane X-Request-Id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/nothing', headers: { ...auth(ctx.keys.enterprise), 'x-request-id': 'client-42' } });
    assert.equal(res.statusCode, 404);
    assert.equal(res.headers['x-request-id'], 'client-42');
    assertErrorBody(res.json(), 'NOT_FOUND', 404, 'client-42');
    const bad = await ctx.app.inject({ method: 'GET', url: '/v1/nothing', headers: { ...auth(ctx.keys.enterprise), 'x-request-id': 'no spaces allowed' } });
    assert.match(String(bad.headers['x-request-id']), /^req_[A-Za-z0-9_-]{16}$/);
  });

  it('404 NOT_FOUND for unknown routes, after authentication', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/unknown', headers: auth(ctx.keys.enterprise) });
    assert.equal(res.statusCode, 404);
    assertErrorBody(res.json(), 'NOT_FOUND', 404);
    assertRateHeaders(res.headers);
    const anon = await ctx.app.inject({ method: 'GET', url: '/v1/unknown' });
    assert.equal(anon.statusCode, 401);
  });

  it('400 VALIDATION_ERROR naming the field: missing content, wrong types, bad enum', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, '/content'],
      [{ content: 42 }, '/content'],
      [{ content: 'x', direction: 'sideways' }, '/direction'],
      [{ content: 'x', options: { riskThreshold: 101 } }, '/options/riskThreshold'],
      [{ content: 'x', options: { riskThreshold: 'high' } }, '/options/riskThreshold'],
      [{ content: 'x', options: { categories: ['NOT_A_CATEGORY'] } }, '/options/categories/0'],
      [{ content: 'x', policies: 'pol_1' }, '/policies'],
      [{ content: 'x', options: { detectPII: 'yes' } }, '/options/detectPII'],
      [[], '/'],
      ['just a string', '/'],
    ];
    for (const [body, field] of cases) {
      const res = await post(ctx, '/v1/analyze', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assertErrorBody(res.body, 'VALIDATION_ERROR', 400);
      assert.equal(res.body.error.details[0].field, field, JSON.stringify(body));
      assertRateHeaders(res.headers);
    }
    const protect = await post(ctx, '/v1/protect', { redact: true });
    assert.equal(protect.status, 400);
    assert.equal(protect.body.error.details[0].field, '/content');
    const badType = await post(ctx, '/v1/protect', { content: 'x', redactTypes: ['dna'] });
    assert.equal(badType.status, 400);
    assert.equal(badType.body.error.details[0].field, '/redactTypes/0');
  });

  it('400 for malformed JSON, an empty body, and __proto__ keys; never 500', async () => {
    for (const payload of ['{"content":', '{content: "x"}', '', 'null', '{"content":"x"}garbage', '{"__proto__":{"x":1},"content":"a"}']) {
      const res = await ctx.app.inject({ method: 'POST', url: '/v1/analyze', headers: { ...auth(ctx.keys.enterprise), 'content-type': 'application/json' }, payload });
      assert.equal(res.statusCode, 400, `payload ${JSON.stringify(payload)}`);
      assertErrorBody(res.json(), 'VALIDATION_ERROR', 400);
      assertRateHeaders(res.headers);
    }
  });

  it('400 for deeply nested JSON, never a 500 or a hang', async () => {
    const deep = `{"content":"x","metadata":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`;
    const res = await ctx.app.inject({ method: 'POST', url: '/v1/analyze', headers: { ...auth(ctx.keys.enterprise), 'content-type': 'application/json' }, payload: deep });
    assert.ok([200, 400].includes(res.statusCode), `status ${res.statusCode}`);
    const arrays = `{"content":"x","metadata":{"a":${'['.repeat(500_000)}${']'.repeat(500_000)}}}`;
    const res2 = await ctx.app.inject({ method: 'POST', url: '/v1/analyze', headers: { ...auth(ctx.keys.enterprise), 'content-type': 'application/json' }, payload: arrays });
    assert.ok([200, 400].includes(res2.statusCode), `status ${res2.statusCode}`);
  });

  it('bodies are read as JSON whatever the Content-Type (curl -d sends form-urlencoded)', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'application/json; charset=utf-8', undefined]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/v1/analyze', headers: { ...auth(ctx.keys.enterprise), ...(type ? { 'content-type': type } : {}) }, payload: '{"content":"hello"}' });
      assert.equal(res.statusCode, 200, String(type));
      assert.equal(res.json().riskScore, 0);
    }
    const notJson = await ctx.app.inject({ method: 'POST', url: '/v1/analyze', headers: { ...auth(ctx.keys.enterprise), 'content-type': 'text/plain' }, payload: 'hello' });
    assert.equal(notJson.statusCode, 400);
    assertErrorBody(notJson.json(), 'VALIDATION_ERROR', 400);
    assert.equal(notJson.json().error.message, 'Request body is not valid JSON');
    assertRateHeaders(notJson.headers);
  });

  it('413 PAYLOAD_TOO_LARGE for content over the limit and for huge bodies', async () => {
    const small = await setup({ config: { maxContentBytes: 1000 } });
    try {
      const ok = await post(small, '/v1/analyze', { content: 'a'.repeat(1000) });
      assert.equal(ok.status, 200);
      const over = await post(small, '/v1/analyze', { content: 'a'.repeat(1001) });
      assert.equal(over.status, 413);
      assertErrorBody(over.body, 'PAYLOAD_TOO_LARGE', 413);
      assert.equal(over.body.error.details[0].field, '/content');
      assertRateHeaders(over.headers);
      // 400 three-byte characters are 1,200 UTF-8 bytes: the limit counts bytes, not characters.
      const multibyte = await post(small, '/v1/protect', { content: '€'.repeat(400) });
      assert.equal(multibyte.status, 413);
      const huge = await post(small, '/v1/analyze', { content: 'a'.repeat(200_000) });
      assert.equal(huge.status, 413);
      assertErrorBody(huge.body, 'PAYLOAD_TOO_LARGE', 413);
    } finally {
      await small.close();
    }
  });

  it('500 INTERNAL_ERROR without internals when something breaks; readyz says 503', async () => {
    const broken = await setup();
    try {
      broken.store.pagePolicies = () => Promise.reject(new Error('disk I/O error at /var/secret/path'));
      broken.store.ping = () => Promise.reject(new Error('database is locked'));
      const res = await broken.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(broken.keys.enterprise) });
      assert.equal(res.statusCode, 500);
      assert.deepEqual(res.json(), { error: { code: 'INTERNAL_ERROR', message: 'Internal server error', requestId: res.headers['x-request-id'], status: 500 } });
      assertRateHeaders(res.headers);
      const ready = await broken.app.inject({ method: 'GET', url: '/readyz' });
      assert.equal(ready.statusCode, 503);
      assert.deepEqual(ready.json(), { status: 'unavailable', checks: { database: 'unavailable', rateLimiter: 'memory' } });
    } finally {
      await broken.close();
    }
  });

  it('health endpoints need no key', async () => {
    const h = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(h.statusCode, 200);
    assert.deepEqual(h.json(), { status: 'ok' });
    const r = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(r.statusCode, 200);
    assert.deepEqual(r.json(), { status: 'ok', checks: { database: 'sqlite', rateLimiter: 'memory' } });
  });
});
