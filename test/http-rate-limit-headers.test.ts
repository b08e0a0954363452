// X-RateLimit-* headers on the answers given outside the normal route path: the 503 of the failure mode
// "closed" when the limiter cannot be asked, the router's 400s for a URL it cannot read (counted like any
// request), and the answers of Node's HTTP parser (400 malformed request, 408, 431), which have no
// request to count and show the unauthenticated per-address limits with nothing used.

import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type AddressInfo } from 'node:net';
import type { Limiter } from '../src/limits/types.ts';
import { auth, setup, type TestContext } from './helpers.ts';

// The test clock starts at 2026-01-01T12:00:30Z.
const MINUTE_RESET = String(Date.UTC(2026, 0, 1, 12, 1, 0) / 1000);
const DAY_RESET = String(Date.UTC(2026, 0, 2) / 1000);
const UNLIMITED = '2147483647';

const open: TestContext[] = [];
afterEach(async () => {
  for (const ctx of open.splice(0)) await ctx.close();
});

async function app(options: Parameters<typeof setup>[0] = {}): Promise<TestContext> {
  const ctx = await setup(options);
  open.push(ctx);
  return ctx;
}

/** The six X-RateLimit-* headers (and Retry-After) of a response, absent ones as undefined. */
function rateHeaders(headers: Record<string, unknown>) {
  const names = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-limit-day', 'x-ratelimit-remaining-day', 'x-ratelimit-reset-day', 'retry-after'];
  return Object.fromEntries(names.map((n) => [n, headers[n]]));
}

const free = (remaining: number, remainingDay = 1000 - (60 - remaining), retryAfter?: string) => ({
  'x-ratelimit-limit': '60',
  'x-ratelimit-remaining': String(remaining),
  'x-ratelimit-reset': MINUTE_RESET,
  'x-ratelimit-limit-day': '1000',
  'x-ratelimit-remaining-day': String(remainingDay),
  'x-ratelimit-reset-day': DAY_RESET,
  'retry-after': retryAfter,
});

/** A limiter that cannot be asked: what a Redis limiter reports while Redis is down. */
const downLimiter: Limiter = {
  kind: 'redis',
  hit: async () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
  },
  ping: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
  close: async () => {},
};

describe('the limiter cannot be asked, failure mode closed: 503 with the headers', () => {
  it('a free key: the plan limits with nothing known to be used, and Retry-After: 5', async () => {
    const ctx = await app({ limiter: downLimiter, config: { rateLimitFailureMode: 'closed' } });
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(ctx.keys.free) });
    assert.equal(res.statusCode, 503);
    assert.equal(res.json().error.code, 'SERVICE_UNAVAILABLE');
    assert.deepEqual(rateHeaders(res.headers), free(60, 1000, '5'));
  });

  it('no key: the per-address limits; an enterprise key: unlimited', async () => {
    const ctx = await app({ limiter: downLimiter, config: { rateLimitFailureMode: 'closed' } });
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/v1/policies' });
    assert.equal(anonymous.statusCode, 503);
    assert.deepEqual(rateHeaders(anonymous.headers), free(60, 1000, '5'));
    const enterprise = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(ctx.keys.enterprise) });
    assert.equal(enterprise.statusCode, 503);
    assert.deepEqual(rateHeaders(enterprise.headers), {
      'x-ratelimit-limit': UNLIMITED,
      'x-ratelimit-remaining': UNLIMITED,
      'x-ratelimit-reset': MINUTE_RESET,
      'x-ratelimit-limit-day': UNLIMITED,
      'x-ratelimit-remaining-day': UNLIMITED,
      'x-ratelimit-reset-day': DAY_RESET,
      'retry-after': '5',
    });
  });
});

describe('a URL the router cannot read: 400, counted like any request', () => {
  it('bad percent-encoding and an over-long id, with a free key: counted against the organization', async () => {
    const ctx = await app();
    const bad = await ctx.app.inject({ method: 'GET', url: '/v1/policies/%zz', headers: auth(ctx.keys.free) });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error.code, 'VALIDATION_ERROR');
    assert.deepEqual(rateHeaders(bad.headers), free(59));
    const long = await ctx.app.inject({ method: 'GET', url: `/v1/policies/${'a'.repeat(101)}`, headers: auth(ctx.keys.free) });
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().error.details[0].field, '/id');
    assert.deepEqual(rateHeaders(long.headers), free(58));
    const next = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(ctx.keys.free) });
    assert.deepEqual(rateHeaders(next.headers), free(57));
  });

  it('without a key: still 400 (the URL is refused before authentication), counted per address; past the limit 429', async () => {
    const ctx = await app();
    for (let i = 1; i <= 60; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: '/v1/policies/%zz' });
      assert.equal(res.statusCode, 400, `request ${i}`);
      assert.deepEqual(rateHeaders(res.headers), free(60 - i), `request ${i}`);
    }
    const over = await ctx.app.inject({ method: 'GET', url: '/v1/policies/%zz' });
    assert.equal(over.statusCode, 429);
    assert.equal(over.json().error.code, 'RATE_LIMIT_EXCEEDED');
    assert.deepEqual(rateHeaders(over.headers), free(0, 940, '30'));
    assert.match(String(over.headers['x-request-id']), /^req_/);
  });
});

describe("answers of Node's HTTP parser: the per-address limits, nothing counted", () => {
  async function raw(ctx: TestContext, bytes: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const text = await new Promise<string>((resolve, reject) => {
      let data = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
      socket.setEncoding('utf8');
      socket.on('data', (d: string) => (data += d));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = text.split('\r\n\r\n');
    const [statusLine, ...lines] = head.split('\r\n');
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    return { status: Number(statusLine!.split(' ')[1]), headers, body };
  }

  it('431 for headers too large, 400 for a malformed request, 408 for a request that never arrives', async () => {
    const ctx = await app({ config: { headersTimeoutMs: 200, requestTimeoutMs: 500 } });
    const cases: Array<[string, number, string]> = [
      [`GET /v1/policies HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${ctx.keys.free}\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'HEADERS_TOO_LARGE'],
      ['NOT HTTP AT ALL\r\n\r\n', 400, 'VALIDATION_ERROR'],
      [`POST /v1/analyze HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${ctx.keys.free}\r\nContent-Type: application/json\r\nContent-Length: 40\r\nConnection: close\r\n\r\n{"content":`, 408, 'REQUEST_TIMEOUT'],
      ['GET /v1/policies HTTP/1.1\r\nHost: x\r\n', 408, 'REQUEST_TIMEOUT'],
    ];
    for (const [bytes, status, code] of cases) {
      const res = await raw(ctx, bytes);
      assert.equal(res.status, status, bytes.slice(0, 40));
      assert.equal(JSON.parse(res.body).error.code, code);
      assert.deepEqual(rateHeaders(res.headers), free(60), bytes.slice(0, 40));
      assert.equal(res.headers['x-request-id'], undefined);
    }
    // Only the POST whose headers arrived (its body never did) reached the app and was counted.
    const next = await ctx.app.inject({ method: 'GET', url: '/v1/policies', headers: auth(ctx.keys.free) });
    assert.deepEqual(rateHeaders(next.headers), free(58));
  });
});
