// HTTP benchmarks with autocannon, all in one run on one machine:
//  1. start-up: spawn → first answered /v1/analyze (models loaded), and → first pooled (64 KB) answer;
//  2. throughput: /v1/analyze, /v1/protect and a bare fastify JSON echo at 1 KB, 10 KB and 100 KB of
//     realistic prompt text — req/s, p50, p99 and the ratio analyze ÷ echo;
//  3. latency at a fixed 1,000 req/s of 1 KB analyze on the embedded default (SQLite, memory limits);
//  4. large scans vs small requests: p99 of 1 KB analyze at 200 req/s alone and while 1 MB analyzes run
//     back to back, with the worker pool (default) and without it (WARDEN_SCAN_THREADS=0);
//  5. scale-out: req/s of one and of two instances on PostgreSQL + Redis (skipped with --skip-scale).
// Usage: npm run bench:http [-- --duration 10 --skip-scale]
// Servers run as child processes with their default log level; the load generator runs here.

import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { promptText } from './bench/prompts.ts';
import { openLoop } from './bench/open-loop.ts';

const { values: args } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, 'skip-scale': { type: 'boolean', default: false }, only: { type: 'string' } },
});
const DURATION = Number(args.duration);
const KEY = `wdn_bench_${randomBytes(16).toString('hex')}`;
const PG_URL = process.env.WARDEN_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.WARDEN_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HEADERS = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
const ROOT = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'warden-bench-'));
const children = new Set<ChildProcess>();

/** CPU seconds (user + system, all threads) a process has used, from /proc (Linux; 0 elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

interface Instance {
  port: number;
  proc: ChildProcess;
  /** Spawn → first 200 from /v1/analyze, and → first 200 for content the pool scans. */
  firstAnswerMs: number;
  firstPooledMs: number;
}

async function post(port: number, path: string, content: string): Promise<number> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content }),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

async function startWarden(env: Record<string, string> = {}): Promise<Instance> {
  const port = await freePort();
  const started = performance.now();
  const proc = spawn(process.execPath, ['--no-regexp-tier-up', join(ROOT, 'bin/warden.js'), 'serve'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WARDEN_DATABASE_URL: join(work, `warden-${port}.db`),
      WARDEN_BOOTSTRAP_KEY: KEY,
      // Several servers may run at once: metrics on any free port.
      WARDEN_METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(proc);
  proc.once('exit', () => children.delete(proc));
  let firstAnswerMs = -1;
  while (firstAnswerMs < 0) {
    if (proc.exitCode !== null) throw new Error(`warden exited with ${proc.exitCode}`);
    if ((await post(port, '/v1/analyze', 'hello')) === 200) firstAnswerMs = performance.now() - started;
    else await sleep(5);
  }
  let firstPooledMs = -1;
  const pooled = promptText(65_536);
  while (firstPooledMs < 0) {
    if ((await post(port, '/v1/analyze', pooled)) === 200) firstPooledMs = performance.now() - started;
    else await sleep(5);
  }
  return { port, proc, firstAnswerMs, firstPooledMs };
}

async function stop(instance: { proc: ChildProcess }): Promise<void> {
  if (instance.proc.exitCode !== null) return;
  const exited = new Promise((r) => instance.proc.once('exit', r));
  instance.proc.kill('SIGTERM');
  await exited;
}

async function startEcho(): Promise<{ port: number; proc: ChildProcess }> {
  const port = await freePort();
  const proc = spawn(process.execPath, [join(ROOT, 'scripts/bench/echo-server.ts'), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(proc);
  await new Promise<void>((resolve) => proc.stdout!.once('data', () => resolve()));
  return { port, proc };
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(port: number, path: string, content: string, opts: { connections?: number; overallRate?: number; duration?: number } = {}): Promise<Load> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
    connections: opts.connections ?? 10,
    duration: opts.duration ?? DURATION,
    ...(opts.overallRate ? { overallRate: opts.overallRate } : {}),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const want = (part: string) => args.only === undefined || args.only.split(',').includes(part);
const out: string[] = [];
const print = (line = '') => {
  out.push(line);
  console.log(line);
};

async function main(): Promise<void> {
  const cpu = cpus();
  print(`Machine: ${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}; ${DURATION} s per run, autocannon in this process.`);

  if (want('startup')) {
    print('\n### Start-up (spawn → first answer)\n');
    print('| run | first 1 KB analyze (ms) | first 64 KB analyze on the pool (ms) |');
    print('|---|---|---|');
    for (let i = 1; i <= 3; i++) {
      const w = await startWarden();
      print(`| ${i} | ${fmt(w.firstAnswerMs)} | ${fmt(w.firstPooledMs)} |`);
      await stop(w);
    }
  }

  if (want('throughput')) {
    const warden = await startWarden();
    const echo = await startEcho();
    print('\n### Throughput (10 connections)\n');
    print('| content | target | req/s | p50 ms | p99 ms | non-2xx | ÷ echo |');
    print('|---|---|---|---|---|---|---|');
    for (const size of [1_024, 10_240, 102_400]) {
      const text = promptText(size);
      await load(warden.port, '/v1/analyze', text, { duration: 2 }); // warm-up
      const e = await load(echo.port, '/echo', text);
      const a = await load(warden.port, '/v1/analyze', text);
      const p = await load(warden.port, '/v1/protect', text);
      const label = `${size / 1024} KB`;
      print(`| ${label} | echo | ${fmt(e.rps)} | ${e.p50} | ${e.p99} | ${e.non2xx} | 1 |`);
      print(`| ${label} | analyze | ${fmt(a.rps)} | ${a.p50} | ${a.p99} | ${a.non2xx} | ${fmt(a.rps / e.rps, 2)} |`);
      print(`| ${label} | protect | ${fmt(p.rps)} | ${p.p50} | ${p.p99} | ${p.non2xx} | ${fmt(p.rps / e.rps, 2)} |`);
    }
    await stop(echo);

    print('\n### 1 KB analyze at a fixed rate (embedded default; open loop, latency from when each request was due)\n');
    print('| rate | sent | 200 | p50 ms | p99 ms | max ms |');
    print('|---|---|---|---|---|---|');
    for (const rate of [1_000, 2_000]) {
      const r = await openLoop({ port: warden.port, path: '/v1/analyze', headers: HEADERS, body: JSON.stringify({ content: promptText(1_024) }), rate, durationS: DURATION });
      print(`| ${fmt(rate)} req/s | ${fmt(r.sent)} | ${fmt(r.ok)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.max, 1)} |`);
    }
    await stop(warden);
  }

  if (want('isolation')) {
    print('\n### Small requests while 1 MB scans run (1 KB analyze at 200 req/s, open loop; 1 MB analyzes back to back on 1 connection)\n');
    print('| scans of large content | p99 alone (ms) | p99 with 1 MB scans (ms) | ratio | 1 MB scans done |');
    print('|---|---|---|---|---|');
    const big = promptText(1_000_000);
    const smallBody = JSON.stringify({ content: promptText(1_024) });
    for (const [label, env] of [['worker pool (default)', {}], ['on the event loop (WARDEN_SCAN_THREADS=0)', { WARDEN_SCAN_THREADS: '0' }]] as const) {
      const w = await startWarden(env);
      await openLoop({ port: w.port, path: '/v1/analyze', headers: HEADERS, body: smallBody, rate: 200, durationS: 2 });
      const alone = await openLoop({ port: w.port, path: '/v1/analyze', headers: HEADERS, body: smallBody, rate: 200, durationS: DURATION });
      let bigDone = 0;
      let running = true;
      const bigBody = JSON.stringify({ content: big }); // serialized once: the generator must not stall itself
      const bigLoop = (async () => {
        while (running) {
          const res = await fetch(`http://127.0.0.1:${w.port}/v1/analyze`, { method: 'POST', headers: HEADERS, body: bigBody });
          await res.arrayBuffer();
          if (res.status === 200) bigDone++;
        }
      })();
      await sleep(200);
      const mixed = await openLoop({ port: w.port, path: '/v1/analyze', headers: HEADERS, body: smallBody, rate: 200, durationS: DURATION });
      running = false;
      await bigLoop;
      print(`| ${label} | ${fmt(alone.p99, 1)} | ${fmt(mixed.p99, 1)} | ${fmt(mixed.p99 / alone.p99, 1)} | ${bigDone} |`);
      await stop(w);
    }
  }

  if (want('scale') && !args['skip-scale']) {
    const db = `warden_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${db}`);
    const url = new URL(PG_URL);
    url.pathname = `/${db}`;
    const env = { WARDEN_DATABASE_URL: url.toString(), WARDEN_REDIS_URL: REDIS_URL };
    try {
      print('\n### Scale-out on PostgreSQL + Redis (1 KB analyze, 20 connections in all)\n');
      const one = await startWarden(env);
      const small = promptText(1_024);
      await load(one.port, '/v1/analyze', small, { duration: 2, connections: 20 });
      let cpu0 = cpuSeconds(one.proc.pid);
      const single = await load(one.port, '/v1/analyze', small, { connections: 20 });
      const singleCpu = cpuSeconds(one.proc.pid) - cpu0;
      const two = await startWarden(env);
      await load(two.port, '/v1/analyze', small, { duration: 2 });
      cpu0 = cpuSeconds(one.proc.pid) + cpuSeconds(two.proc.pid);
      const [a, b] = await Promise.all([load(one.port, '/v1/analyze', small), load(two.port, '/v1/analyze', small)]);
      const pairCpu = cpuSeconds(one.proc.pid) + cpuSeconds(two.proc.pid) - cpu0;
      const both = a.rps + b.rps;
      print('| instances | req/s | p99 ms | server CPU (cores busy) | requests per server CPU-second |');
      print('|---|---|---|---|---|');
      print(`| 1 | ${fmt(single.rps)} | ${single.p99} | ${fmt(singleCpu / DURATION, 2)} | ${fmt((single.rps * DURATION) / Math.max(0.01, singleCpu))} |`);
      print(`| 2 | ${fmt(both)} | ${Math.max(a.p99, b.p99)} | ${fmt(pairCpu / DURATION, 2)} | ${fmt((both * DURATION) / Math.max(0.01, pairCpu))} |`);
      print(`\nTwo ÷ one: ${fmt(both / single.rps, 2)} (machine cores: ${cpu.length}; the load generator, PostgreSQL and Redis share them).`);
      await stop(one);
      await stop(two);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await admin.end();
    }
  }
}

try {
  await main();
} finally {
  for (const c of children) c.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
