// Connection limits over real sockets (net.connect to the app listening on 127.0.0.1): a connection that
// sends nothing, or stops half-way through its headers, is answered 408 and closed after the headers
// timeout, and one whose body stops arriving after the request timeout; an idle keep-alive connection is
// closed after the keep-alive timeout; past the connection cap a new connection is closed at once while
// the open ones go on working. The timeouts are small so the tests are quick; each test has a time
// limit, so a server that never closes fails instead of hanging.

import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Config } from '../src/config.ts';
import { setup, type TestContext } from './helpers.ts';

const open: TestContext[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  // A test that failed leaves connections open, and the app's close would wait for them.
  for (const s of sockets.splice(0)) s.destroy();
  for (const ctx of open.splice(0)) await ctx.close();
});

async function listening(config: Partial<Config>): Promise<{ ctx: TestContext; port: number }> {
  const ctx = await setup({ config });
  open.push(ctx);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return { ctx, port: (ctx.app.server.address() as AddressInfo).port };
}

interface Client {
  socket: Socket;
  /** Everything received so far. */
  received(): string;
  /** Resolves once the received text matches. */
  waitFor(pattern: RegExp): Promise<void>;
  /** Resolves when the server has closed the connection, with the milliseconds it was open. */
  closed: Promise<number>;
}

function client(port: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    let data = '';
    const waiters: Array<{ pattern: RegExp; done: () => void }> = [];
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
      for (const w of waiters.splice(0)) (w.pattern.test(data) ? w.done : () => waiters.push(w))();
    });
    // A reset instead of an orderly close is a close all the same.
    socket.on('error', () => {});
    const closed = new Promise<number>((r) => socket.once('close', () => r(performance.now() - opened)));
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => data,
        waitFor: (pattern) => new Promise<void>((done) => (pattern.test(data) ? done() : waiters.push({ pattern, done }))),
        closed,
      }),
    );
    socket.once('error', reject);
  });
}

const HEALTHZ = 'GET /healthz HTTP/1.1\r\nHost: warden.test\r\n\r\n';
const HEALTHZ_OK = /HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\n\{"status":"ok"\}$/;
const TIMEOUT_BODY = '{"error":{"code":"REQUEST_TIMEOUT","message":"Request took too long to arrive","requestId":"none","status":408}}';

describe('connection timeouts', () => {
  it('a connection that never sends a byte is answered 408 and closed after the headers timeout', { timeout: 10_000 }, async () => {
    const { port } = await listening({ headersTimeoutMs: 300, requestTimeoutMs: 2_000, keepAliveTimeoutMs: 300 });
    const idle = await client(port);
    const ms = await idle.closed;
    assert.ok(ms >= 250, `closed after ${Math.round(ms)} ms, before the headers timeout`);
    assert.match(idle.received(), /^HTTP\/1\.1 408 /);
    assert.ok(idle.received().endsWith(TIMEOUT_BODY), idle.received());
  });

  it('headers sent a little at a time and never finished: 408 and closed after the headers timeout', { timeout: 10_000 }, async () => {
    const { port } = await listening({ headersTimeoutMs: 300, requestTimeoutMs: 2_000, keepAliveTimeoutMs: 300 });
    const slow = await client(port);
    slow.socket.write('GET /healthz HTTP/1.1\r\nHost: warden.test\r\n');
    const drip = setInterval(() => slow.socket.writable && slow.socket.write('X-Drip: 1\r\n'), 50);
    try {
      await slow.closed;
    } finally {
      clearInterval(drip);
    }
    assert.ok(slow.received().endsWith(TIMEOUT_BODY), slow.received());
  });

  it('a body that stops arriving: 408 after the request timeout, not a silent close', { timeout: 10_000 }, async () => {
    const { ctx, port } = await listening({ headersTimeoutMs: 1_000, requestTimeoutMs: 1_000, keepAliveTimeoutMs: 300 });
    const head = `POST /v1/analyze HTTP/1.1\r\nHost: warden.test\r\nAuthorization: Bearer ${ctx.keys.enterprise}\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{"content":`;
    // Several connections, started a little apart: each meets Node's periodic timeout check at a
    // different point, and every one of them must get its 408.
    const stalled: Client[] = [];
    for (let i = 0; i < 5; i++) {
      const c = await client(port);
      c.socket.write(head);
      stalled.push(c);
      await new Promise((r) => setTimeout(r, 23));
    }
    for (const c of stalled) {
      const ms = await c.closed;
      assert.ok(ms >= 950, `closed after ${Math.round(ms)} ms, before the request timeout`);
      assert.ok(c.received().endsWith(TIMEOUT_BODY), JSON.stringify(c.received()));
    }
  });

  it('an idle keep-alive connection is closed after the keep-alive timeout', { timeout: 10_000 }, async () => {
    const { port } = await listening({ headersTimeoutMs: 5_000, requestTimeoutMs: 10_000, keepAliveTimeoutMs: 200 });
    const c = await client(port);
    c.socket.write(HEALTHZ);
    await c.waitFor(HEALTHZ_OK);
    await c.closed;
    assert.match(c.received(), HEALTHZ_OK, 'nothing more was written');
  });
});

describe('connection cap', () => {
  it('with maxConnections 2 a third connection is closed at once, and the two open ones still answer', { timeout: 10_000 }, async () => {
    const { ctx, port } = await listening({ maxConnections: 2, headersTimeoutMs: 5_000, requestTimeoutMs: 10_000, keepAliveTimeoutMs: 5_000 });
    assert.equal(ctx.app.server.maxConnections, 2);
    const first = await client(port);
    const second = await client(port);
    for (const c of [first, second]) {
      c.socket.write(HEALTHZ);
      await c.waitFor(HEALTHZ_OK);
    }
    const third = await client(port);
    third.socket.write(HEALTHZ);
    await third.closed;
    assert.equal(third.received(), '', 'the third connection got no answer');
    for (const c of [first, second]) {
      const before = c.received().length;
      c.socket.write(HEALTHZ);
      await c.waitFor(new RegExp(`^[\\s\\S]{${before}}${HEALTHZ_OK.source}`));
    }
    // Once one closes, a new connection is served again.
    first.socket.end();
    await first.closed;
    const fourth = await client(port);
    fourth.socket.write(HEALTHZ);
    await fourth.waitFor(HEALTHZ_OK);
    second.socket.end();
    fourth.socket.end();
  });
});
