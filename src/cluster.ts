// `warden serve`, in one process or several. With WARDEN_INSTANCES (or --instances) above 1 the primary
// process forks that many workers with node:cluster; each runs the whole server (its own database pool,
// Redis client and webhook dispatcher) and they share one listening socket, the primary handing the
// connections out in turn. The primary serves nothing. It restarts a worker that dies unexpectedly,
// backing off when workers keep dying; on SIGTERM/SIGINT it forwards SIGTERM to the workers, which
// drain like a single process, and exits 0 once every worker has exited 0. A second signal to the
// primary kills the workers at once (exit 1).
//
// The server (and with it the engine and its models) is imported only where it runs: a primary stays
// small. (Loaded this way, `warden serve` once crashed with SIGSEGV in V8's regex code in a quarter of
// starts; the cause was --no-regexp-tier-up set with v8.setFlagsFromString while V8 ran, and bin/warden.js
// now always has the flag on its command line: 0 crashes in 28 starts.)
//
// Several processes are one deployment only if they share their state: the rate limits must be in
// Redis (in memory each worker would admit the plan's limit again) and the database must be one that
// every process opens (PostgreSQL, or a SQLite file; never :memory:, which would be one empty database
// per worker).

import cluster, { type Worker } from 'node:cluster';
import { hostname } from 'node:os';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config, type LogLevel } from './config.ts';
import type { Server } from './main.ts';

/** A worker that lived at least this long before dying was healthy: its replacement starts at once. */
export const STABLE_MS = 30_000;

/**
 * Delay before replacing a dead worker, given how many workers in a row died before STABLE_MS: the
 * first is replaced after 100 ms, then 0.5 s, 1 s, 2 s … up to 30 s, so a crash loop does not spin.
 */
export function restartDelayMs(quickDeaths: number): number {
  return quickDeaths <= 1 ? 100 : Math.min(500 * 2 ** (quickDeaths - 2), 30_000);
}

const IN_MEMORY_SQLITE = /^(?:(?:sqlite|file):(?:\/\/)?)?:memory:$/i;

/** Refuses a cluster whose processes would not share their state (see the top of this file). */
export function checkClusterConfig(config: Config): void {
  const n = config.instances;
  if (n <= 1) return;
  if (!config.redisUrl) {
    throw new ConfigError(
      `WARDEN_INSTANCES=${n} needs WARDEN_REDIS_URL: without Redis every process keeps its own rate-limit counts and would admit up to ${n} times the plan's limits`,
    );
  }
  if (IN_MEMORY_SQLITE.test(config.databaseUrl)) {
    throw new ConfigError(`WARDEN_INSTANCES=${n} cannot use WARDEN_DATABASE_URL=${config.databaseUrl}: every process would have its own empty database`);
  }
}

/** `warden serve [--instances N]`: the flag stands for WARDEN_INSTANCES and is validated the same way. */
export async function serveCommand(args: string[], env: Record<string, string | undefined> = process.env): Promise<void> {
  const { values } = parseArgs({ args, options: { instances: { type: 'string' } }, strict: true });
  const config = loadConfig(values.instances === undefined ? env : { ...env, WARDEN_INSTANCES: values.instances });
  if (cluster.isWorker) return runWorker(config);
  if (config.instances === 1) return (await import('./main.ts')).serve(config);
  checkClusterConfig(config);
  runPrimary(config);
}

/** A cluster worker: the single-process server, told to stop by a signal (from the primary or the system). */
async function runWorker(config: Config): Promise<void> {
  let stopSignal: string | undefined;
  let server: Server | undefined;
  const drain = (running: Server, signal: string) => {
    running.app.log.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  // Handlers first, so that a stop arriving while the worker starts is not the default (an abrupt
  // exit by the signal). Idempotent: a supervisor may signal the whole process group while the primary
  // forwards the signal too, and the second must not cut the drain short.
  const stop = (signal: string) => {
    if (stopSignal) return;
    stopSignal = signal;
    if (server) drain(server, signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  const main = await import('./main.ts');
  server = await main.startServer(config);
  if (stopSignal) return drain(server, stopSignal);
  server.app.log.info(
    { worker: cluster.worker?.id, ...main.readyFields(config, server) },
    'warden ready',
  );
}

const LEVELS: Record<LogLevel, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/** The primary's log lines, in the workers' (pino's) JSON shape, on standard output. */
function primaryLog(level: LogLevel) {
  const line = (n: number) => (fields: Record<string, unknown>, msg: string) => {
    if (n < LEVELS[level]) return;
    process.stdout.write(`${JSON.stringify({ level: n, time: Date.now(), pid: process.pid, hostname: hostname(), role: 'primary', ...fields, msg })}\n`);
  };
  return { info: line(30), warn: line(40), error: line(50), fatal: line(60) };
}

function runPrimary(config: Config): void {
  const log = primaryLog(config.logLevel);
  const live = new Map<Worker, number>(); // worker → when it was forked
  const restarts = new Set<NodeJS.Timeout>(); // replacements waiting out their back-off
  let anyListening = false;
  let deathsBeforeListening = 0;
  let quickDeaths = 0;
  let stopping: { code: number } | undefined;

  const fork = () => {
    const worker = cluster.fork();
    live.set(worker, Date.now());
    worker.once('listening', (address) => {
      anyListening = true;
      log.info({ worker: worker.id, workerPid: worker.process.pid, port: address.port }, 'worker listening');
    });
  };

  const shutdown = (code: number) => {
    stopping = { code };
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    if (live.size === 0) process.exit(code);
    for (const worker of live.keys()) worker.process.kill('SIGTERM');
  };

  cluster.on('exit', (worker, code, signal) => {
    const forkedAt = live.get(worker) ?? Date.now();
    live.delete(worker);
    if (stopping) {
      if (code !== 0) stopping.code = 1;
      log.info({ worker: worker.id, workerPid: worker.process.pid, code, signal }, 'worker stopped');
      if (live.size === 0) process.exit(stopping.code);
      return;
    }
    log.error({ worker: worker.id, workerPid: worker.process.pid, code, signal }, 'worker exited unexpectedly');
    // As many deaths as workers and not one of them started (database unreachable, port taken…): give
    // up, as one process would. A single early death is replaced like any other.
    if (!anyListening && ++deathsBeforeListening >= config.instances) {
      log.fatal({}, 'no worker could start; stopping');
      shutdown(1);
      return;
    }
    quickDeaths = Date.now() - forkedAt < STABLE_MS ? quickDeaths + 1 : 1;
    const delayMs = restartDelayMs(quickDeaths);
    log.warn({ delayMs }, 'replacing the worker');
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork();
    }, delayMs);
    restarts.add(timer);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) {
        // A second signal: do not wait for the drain.
        log.warn({ signal }, 'stopping now');
        for (const worker of live.keys()) worker.process.kill('SIGKILL');
        process.exit(1);
      }
      log.info({ signal, workers: live.size }, 'shutting down');
      shutdown(0);
    });
  }

  log.info({ instances: config.instances, port: config.port, host: config.host }, 'starting workers');
  for (let i = 0; i < config.instances; i++) fork();
}
