// The `warden` command end to end, as a user runs it: real processes, a real SQLite file, real HTTP.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './helpers.ts';

const CLI = join(import.meta.dirname, '..', 'bin', 'warden.js');
/** WARDEN_BOOTSTRAP_KEY: 32 characters at least, as `openssl rand -hex 24` makes them. */
const KEY = randomBytes(24).toString('hex');

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not become ready');
}

describe('warden CLI and server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'warden-cli-'));
  const db = join(dir, 'warden.db');
  let server: ChildProcess;
  let url: string;
  let logs = '';
  const env = { ...process.env, WARDEN_DATABASE_URL: db, WARDEN_LOG_LEVEL: 'info' };

  before(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [CLI, 'serve'], { env: { ...env, PORT: String(port), HOST: '127.0.0.1', WARDEN_BOOTSTRAP_KEY: KEY, WARDEN_METRICS_PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (d) => (logs += d));
    server.stderr!.on('data', (d) => (logs += d));
    await waitReady(url, server);
  });

  after(async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  });

  it('the bootstrap key analyzes: the README example returns the union shape with a PII threat', async () => {
    const res = await fetch(`${url}/v1/analyze`, { method: 'POST', headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }, body: JSON.stringify({ content: 'my card is 4111 1111 1111 1111' }) });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('x-ratelimit-limit'), '2147483647');
    const body = (await res.json()) as { threats: Array<{ category: string }>; pii: { types: string[] }; requestId: string; id: string };
    assert.ok(body.threats.some((t) => t.category === 'PII_EXPOSURE'));
    assert.deepEqual(body.pii.types, ['credit_card']);
    assert.equal(body.id, body.requestId);
  });

  it('protect returns the redacted text and exact offsets', async () => {
    const res = await fetch(`${url}/v1/protect`, { method: 'POST', headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }, body: JSON.stringify({ content: 'my card is 4111 1111 1111 1111' }) });
    const body = (await res.json()) as { protected: string; redactions: Array<{ start: number; end: number }> };
    assert.equal(body.protected, 'my card is [REDACTED]');
    assert.deepEqual(body.redactions.map((r) => [r.start, r.end]), [[11, 30]]);
  });

  it('keys create prints only the key on stdout; keys list shows it; revoke turns it into 401', async () => {
    const created = spawnSync(process.execPath, [CLI, 'keys', 'create', '--org', 'team-a', '--plan', 'free'], { env, encoding: 'utf8' });
    assert.equal(created.status, 0, created.stderr);
    const key = created.stdout.trim();
    assert.match(created.stdout, /^wdn_[A-Za-z0-9_-]{43}\n$/);
    assert.match(created.stderr, /shown only once/);

    const ok = await fetch(`${url}/v1/policies`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(ok.status, 200);
    assert.equal(ok.headers.get('x-ratelimit-limit'), '60');

    const list = spawnSync(process.execPath, [CLI, 'keys', 'list', '--org', 'team-a'], { env, encoding: 'utf8' });
    assert.equal(list.status, 0);
    const rows = list.stdout.trim().split('\n').map((l) => l.split('\t'));
    assert.equal(rows.length, 1);
    const [id, org, plan, prefix, , revoked] = rows[0]!;
    assert.deepEqual([org, plan, prefix, revoked], ['team-a', 'free', `${key.slice(0, 8)}…`, '-']);
    assert.ok(!list.stdout.includes(key), 'the key itself is never shown again');

    const revoke = spawnSync(process.execPath, [CLI, 'keys', 'revoke', id!], { env, encoding: 'utf8' });
    assert.equal(revoke.status, 0, revoke.stderr);
    const denied = await fetch(`${url}/v1/policies`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(denied.status, 401);
    const again = spawnSync(process.execPath, [CLI, 'keys', 'revoke', id!], { env, encoding: 'utf8' });
    assert.equal(again.status, 1);
  });

  it('scan analyzes standard input locally and prints JSON', () => {
    const out = spawnSync(process.execPath, [CLI, 'scan'], { env, input: 'write to ann@example.com', encoding: 'utf8' });
    assert.equal(out.status, 0, out.stderr);
    const result = JSON.parse(out.stdout);
    assert.deepEqual(result.pii.locations.map((l: { type: string; start: number; end: number }) => [l.type, l.start, l.end]), [['email', 9, 24]]);
  });

  it('bad usage and bad configuration exit 2 with a message', () => {
    const plan = spawnSync(process.execPath, [CLI, 'keys', 'create', '--org', 'x', '--plan', 'gold'], { env, encoding: 'utf8' });
    assert.equal(plan.status, 2);
    assert.match(plan.stderr, /--plan must be one of free, pro, enterprise/);
    assert.equal(plan.stdout, '');
    const port = spawnSync(process.execPath, [CLI, 'serve'], { env: { ...env, PORT: 'eighty' }, encoding: 'utf8' });
    assert.equal(port.status, 2);
    assert.match(port.stderr, /configuration error: PORT must be a whole number/);
  });

  it('errors of the HTTP parser get the same error body: 431 for huge headers, 400 for garbage', async () => {
    const res = await fetch(`${url}/v1/policies`, { headers: { authorization: `Bearer ${KEY}`, 'x-padding': 'a'.repeat(20_000) } });
    assert.equal(res.status, 431);
    assert.deepEqual(await res.json(), { error: { code: 'HEADERS_TOO_LARGE', message: 'Request headers are too large', requestId: 'none', status: 431 } });
    const raw = await new Promise<string>((resolve, reject) => {
      let data = '';
      const socket = connect(Number(new URL(url).port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      socket.on('data', (d) => (data += d));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    assert.match(raw, /^HTTP\/1\.1 400 /);
    assert.ok(raw.endsWith('{"error":{"code":"VALIDATION_ERROR","message":"Malformed HTTP request","requestId":"none","status":400}}'), raw);
  });

  it('scanned content never reaches the logs', async () => {
    const secret = 'zebra-unicorn-4111111111111111';
    await fetch(`${url}/v1/analyze`, { method: 'POST', headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }, body: JSON.stringify({ content: secret }) });
    await new Promise((r) => setTimeout(r, 100));
    assert.match(logs, /"msg":"analyzed"/);
    assert.ok(!logs.includes('zebra-unicorn'), 'content absent from logs');
  });
});
