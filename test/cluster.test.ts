// `warden serve` with WARDEN_INSTANCES=2 (node:cluster), as a user runs it, on a fresh PostgreSQL
// database and the real Redis: two worker processes share the port and both serve connections, a worker
// that dies is replaced, and SIGTERM lets the workers finish what is in flight before the primary exits 0.
// Which process serves a connection is read from /proc (Linux): the workers' sockets, never an API field.
// Fails (does not skip) when PostgreSQL or Redis does not answer.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { restartDelayMs } from '../src/cluster.ts';
import { freePort } from './helpers.ts';

const CLI = join(import.meta.dirname, '..', 'bin', 'warden.js');
const PG_URL = process.env.WARDEN_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.WARDEN_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, fn: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Live (not zombie) child processes of pid, from /proc. */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) === pid && state !== 'Z') out.push(Number(name));
    } catch {
      // exited meanwhile
    }
  }
  return out.sort((a, b) => a - b);
}

function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Inodes of the established server-side TCP sockets on this local port (IPv4 loopback). */
function serverSocketInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const f = line.trim().split(/\s+/);
    if (f.length < 10) continue;
    const localPort = parseInt(f[1]!.split(':')[1]!, 16);
    if (localPort === port && f[3] === '01') inodes.add(f[9]!);
  }
  return inodes;
}

/** How many of the given socket inodes process pid holds open. */
function socketsHeldBy(pid: number, inodes: Set<string>): number {
  let n = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m && inodes.has(m[1]!)) n++;
    } catch {
      // closed meanwhile
    }
  }
  return n;
}

/** A raw keep-alive connection: send bytes, collect what comes back. */
function rawConnection(port: number): Promise<{ socket: Socket; received: () => string }> {
  return new Promise((resolve, reject) => {
    let data = '';
    const socket = connect(port, '127.0.0.1', () => resolve({ socket, received: () => data }));
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (data += d));
    socket.once('error', reject);
  });
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve({ code: child.exitCode, signal: child.signalCode })
    : new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.once('exit', (code, signal) => r({ code, signal })));

describe('WARDEN_INSTANCES refusals', () => {
  it('restart back-off: 100 ms for a first death, then doubling from 0.5 s up to 30 s', () => {
    assert.deepEqual([1, 2, 3, 4, 5, 8, 9, 20].map(restartDelayMs), [100, 500, 1_000, 2_000, 4_000, 30_000, 30_000, 30_000]);
  });

  it('exits 2 with a message naming the variable: no Redis, a :memory: database, out of range', () => {
    const run = (args: string[], env: Record<string, string>) => spawnSync(process.execPath, [CLI, 'serve', ...args], { env: { ...process.env, WARDEN_LOG_LEVEL: 'silent', ...env }, encoding: 'utf8' });
    const noRedis = run([], { WARDEN_INSTANCES: '2', WARDEN_DATABASE_URL: '/tmp/never-created/warden.db', WARDEN_REDIS_URL: '' });
    assert.equal(noRedis.status, 2);
    assert.match(noRedis.stderr, /^configuration error: WARDEN_INSTANCES=2 needs WARDEN_REDIS_URL: without Redis every process keeps its own rate-limit counts/);
    const memory = run(['--instances', '3'], { WARDEN_DATABASE_URL: ':memory:', WARDEN_REDIS_URL: REDIS_URL });
    assert.equal(memory.status, 2);
    assert.match(memory.stderr, /^configuration error: WARDEN_INSTANCES=3 cannot use WARDEN_DATABASE_URL=:memory:/);
    const range = run(['--instances', '65'], {});
    assert.equal(range.status, 2);
    assert.match(range.stderr, /^configuration error: WARDEN_INSTANCES must be between 1 and 64, got 65/);
    for (const r of [noRedis, memory, range]) assert.equal(r.stdout, '');
  });
});

describe('warden serve with WARDEN_INSTANCES=2 on PostgreSQL + Redis', () => {
  const database = `warden_cluster_${randomBytes(6).toString('hex')}`;
  const dbUrl = Object.assign(new URL(PG_URL), { pathname: `/${database}` }).toString();
  let port = 0;
  let url = '';
  let primary: ChildProcess;
  let logs = '';
  let workers: number[] = [];

  const listening = () => logs.split('\n').filter((l) => l.includes('"msg":"worker listening"')).length;

  before(async () => {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, [CLI, 'serve'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        WARDEN_INSTANCES: '2',
        WARDEN_DATABASE_URL: dbUrl,
        WARDEN_REDIS_URL: REDIS_URL,
        WARDEN_BOOTSTRAP_KEY: 'cluster-test-key-0123456789abcdef',
        WARDEN_LOG_LEVEL: 'info',
        // Metrics on any free port (shared by the workers): other servers may run on this machine.
        WARDEN_METRICS_PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout!.on('data', (d) => (logs += d));
    primary.stderr!.on('data', (d) => (logs += d));
    await until('two workers listening', () => {
      if (primary.exitCode !== null) throw new Error(`primary exited with ${primary.exitCode}: ${logs}`);
      return listening() === 2;
    });
    workers = childrenOf(primary.pid!);
  });

  after(async () => {
    if (primary.exitCode === null && primary.signalCode === null) {
      primary.kill('SIGKILL');
      await exitOf(primary);
    }
    for (const pid of childrenOf(primary.pid!)) process.kill(pid, 'SIGKILL');
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  it('two worker processes share the port, and both serve connections', async () => {
    assert.equal(workers.length, 2, `workers of ${primary.pid}: ${workers}`);
    // Six connections, one request each, kept open: the primary hands them to the workers in turn.
    const conns = [];
    for (let i = 0; i < 6; i++) {
      const c = await rawConnection(port);
      c.socket.write(`GET /v1/policies HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer cluster-test-key-0123456789abcdef\r\n\r\n`);
      conns.push(c);
    }
    try {
      for (const c of conns) await until('a response', () => c.received().startsWith('HTTP/1.1 200 '));
      const inodes = serverSocketInodes(port);
      const held = workers.map((pid) => socketsHeldBy(pid, inodes));
      assert.equal(socketsHeldBy(primary.pid!, inodes), 0, 'the primary serves nothing');
      assert.equal(held[0]! + held[1]!, 6, `held per worker: ${held}`);
      assert.ok(held.every((n) => n >= 1), `both workers serve: ${held}`);
    } finally {
      for (const c of conns) c.socket.destroy();
    }
  });

  it('a worker that dies is replaced, and the service keeps answering meanwhile', async () => {
    const [victim, survivor] = workers as [number, number];
    const deaths = () => logs.split('\n').filter((l) => l.includes('"msg":"worker exited unexpectedly"')).length;
    const [deathsBefore, listeningBefore] = [deaths(), listening()];
    process.kill(victim, 'SIGKILL');
    await until('the primary to see the death', () => deaths() === deathsBefore + 1);
    assert.equal((await fetch(`${url}/readyz`)).status, 200);
    const replaced = await until('a replacement worker', () => {
      const now = childrenOf(primary.pid!);
      return now.length === 2 && listening() === listeningBefore + 1 && !now.includes(victim) ? now : undefined;
    });
    assert.ok(replaced.includes(survivor));
    assert.match(logs, new RegExp(`"workerPid":${victim},"code":null,"signal":"SIGKILL","msg":"worker exited unexpectedly"`));
    assert.match(logs, /"delayMs":\d+,"msg":"replacing the worker"/);
    workers = replaced;
    const res = await fetch(`${url}/v1/policies`, { headers: { authorization: 'Bearer cluster-test-key-0123456789abcdef' } });
    assert.equal(res.status, 200);
  });

  it('SIGTERM: a request in flight completes, then every worker exits and the primary exits 0', async () => {
    // A request whose body is half sent is in flight on some worker when the signal arrives.
    const body = JSON.stringify({ content: 'please email ann@example.com about the draft' });
    const c = await rawConnection(port);
    c.socket.write(`POST /v1/analyze HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer cluster-test-key-0123456789abcdef\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`);
    await sleep(300);
    const exited = exitOf(primary);
    primary.kill('SIGTERM');
    await sleep(500);
    assert.equal(primary.exitCode, null, 'the primary waits for the drain');
    c.socket.write(body.slice(10));
    await until('the in-flight response', () => /^HTTP\/1\.1 200 [^]*\r\n\r\n[^]*"requestId"/.test(c.received()));
    c.socket.destroy();
    assert.deepEqual(await exited, { code: 0, signal: null });
    for (const pid of workers) assert.equal(alive(pid), false, `worker ${pid} is gone`);
    assert.equal(logs.split('\n').filter((l) => /"code":0,"signal":null,"msg":"worker stopped"/.test(l)).length, 2);
  });
});
