// Crash safety: `warden serve` (a child process on a SQLite file) is killed with SIGKILL while events are
// pending (some being attempted against a receiver that never answers, some not yet attempted). Started
// again on the same file, it delivers every one of them to the now healthy receiver.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { startReceiver, type Receiver } from './fixtures/receiver.ts';

const KEY = 'crash-test-bootstrap-key-0123456789abcdef';
const ROOT = new URL('..', import.meta.url).pathname;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function serve(port: number, database: string): ChildProcess {
  return spawn(process.execPath, [join(ROOT, 'bin/warden.js'), 'serve'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      WARDEN_DATABASE_URL: database,
      WARDEN_BOOTSTRAP_KEY: KEY,
      WARDEN_WEBHOOK_ALLOW_PRIVATE: '1',
      WARDEN_LOG_LEVEL: 'silent',
      // Servers started one after another on this machine: metrics on any free port.
      WARDEN_METRICS_PORT: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function ready(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`warden exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('warden did not become ready');
}

async function api(base: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${KEY}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('webhook delivery survives SIGKILL', () => {
  let dir = '';
  let receiver: Receiver;
  let child: ChildProcess | undefined;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'warden-crash-'));
    receiver = await startReceiver(() => 'hang');
  });
  after(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('every event written before the kill is delivered after the restart', async () => {
    const database = join(dir, 'warden.db');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = serve(port, database);
    await ready(base, child);

    const hook = await api(base, 'POST', '/v1/webhooks', { url: receiver.url, events: ['pii.detected'], secret: 'crash-test-secret-0123456789' });
    assert.equal(hook.status, 201);
    for (let i = 0; i < 6; i++) assert.equal((await api(base, 'POST', '/v1/analyze', { content: `note ${i}: write to jane@example.com` })).status, 200);
    // Two attempts hang in the receiver (two per endpoint at a time); four have not been attempted.
    await receiver.waitFor(2);
    const listBefore = (await api(base, 'GET', `/v1/webhooks/${hook.body.id}/deliveries`)).body;
    assert.deepEqual(listBefore.deliveries.map((d: { status: string; attempts: number }) => [d.status, d.attempts]), Array(6).fill(['pending', 0]));
    child.kill('SIGKILL');
    await once(child, 'exit');
    const seenBeforeKill = receiver.received.map((r) => r.json.id);
    assert.equal(seenBeforeKill.length, 2);

    receiver.script = () => ({ status: 200 });
    child = serve(port, database);
    await ready(base, child);
    await receiver.waitFor(6, 'acknowledged');
    const listAfter = (await api(base, 'GET', `/v1/webhooks/${hook.body.id}/deliveries`)).body;
    // Every delivery succeeded at its first counted attempt (the killed ones were never recorded).
    assert.deepEqual(listAfter.deliveries.map((d: { status: string; attempts: number; lastResponseCode: number }) => [d.status, d.attempts, d.lastResponseCode]), Array(6).fill(['succeeded', 1, 200]));
    const acked = receiver.acknowledged.map((r) => r.json.id);
    assert.equal(acked.length, 6);
    assert.deepEqual(new Set(acked), new Set(listAfter.deliveries.map((d: { eventId: string }) => d.eventId)));
    for (const id of seenBeforeKill) assert.ok(acked.includes(id), 'the attempts cut off by the kill are made again');

    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    assert.equal(code, 0);
  });
});
