// Where the HTTP layer's scans run. Small content is scanned at once on the event loop: it takes well
// under a millisecond per kilobyte, less than handing it to a thread would cost. Content from
// `poolMinChars` up goes to a pool of worker threads (piscina), so that a 1 MB scan (~0.3 s) does not
// hold up the small requests behind it. Every pooled scan has a deadline that covers waiting in the
// queue and running: past it the caller gets SCAN_TIMEOUT (503) and a worker still busy with that scan
// is terminated and replaced. A full queue answers SERVICE_UNAVAILABLE (503) at once, never a hang.

import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { scan } from '../engine/index.ts';
import type { ScanOptions, ScanResult } from '../engine/types.ts';
import { ApiError } from '../http/errors.ts';
import { defaultScanThreads } from '../config.ts';
import type { ScanTask } from './scan-worker.ts';

export interface ScannerOptions {
  /** Worker threads for large content; 0 scans everything on the event loop. */
  threads: number;
  /** Content of at least this many UTF-16 units goes to the pool. */
  poolMinChars: number;
  /** Deadline of a pooled scan, queue wait included. */
  timeoutMs: number;
  /** Pooled scans waiting for a thread beyond this number are refused with 503. */
  maxQueue: number;
}

export const DEFAULT_SCANNER_OPTIONS: ScannerOptions = {
  threads: defaultScanThreads(),
  poolMinChars: 32_768,
  timeoutMs: 10_000,
  maxQueue: 64,
};

const WORKER = fileURLToPath(new URL('./scan-worker.ts', import.meta.url));

export interface ScannerStats {
  /** Scans run on the event loop / on the pool since start. */
  inline: number;
  pooled: number;
  /** Pooled scans that missed their deadline, and that were refused because the queue was full. */
  timedOut: number;
  rejected: number;
}

export class Scanner {
  readonly options: ScannerOptions;
  readonly stats: ScannerStats = { inline: 0, pooled: 0, timedOut: 0, rejected: 0 };
  #pool: Piscina<ScanTask, ScanResult> | undefined;
  #closed = false;

  constructor(options: Partial<ScannerOptions> = {}) {
    this.options = { ...DEFAULT_SCANNER_OPTIONS, ...options };
  }

  /** Pooled scans waiting for a thread right now. */
  get queued(): number {
    return this.#pool?.queueSize ?? 0;
  }

  /** Starts the worker threads (and so loads their models) now rather than at the first large scan. */
  warm(): void {
    this.#ensurePool();
  }

  async scan(text: string, options: ScanOptions): Promise<ScanResult> {
    if (this.options.threads === 0 || text.length < this.options.poolMinChars || this.#closed) {
      this.stats.inline++;
      return scan(text, options);
    }
    const pool = this.#ensurePool();
    if (pool.queueSize >= this.options.maxQueue) {
      this.stats.rejected++;
      throw busy();
    }
    this.stats.pooled++;
    try {
      return await pool.run({ text, options }, { signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (err) {
      if ((err as Error)?.name === 'AbortError' || (err as Error)?.name === 'TimeoutError') {
        this.stats.timedOut++;
        throw new ApiError('SCAN_TIMEOUT', `Scanning did not finish within ${this.options.timeoutMs} ms; retry later or send smaller content`, {
          headers: { 'retry-after': '5' },
        });
      }
      if ((err as Error)?.message === 'Task queue is at limit') {
        this.stats.rejected++;
        throw busy();
      }
      throw err;
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    const pool = this.#pool;
    this.#pool = undefined;
    if (pool) await pool.destroy();
  }

  #ensurePool(): Piscina<ScanTask, ScanResult> {
    if (this.#pool) return this.#pool;
    const threads = Math.max(1, this.options.threads);
    this.#pool = new Piscina<ScanTask, ScanResult>({
      filename: WORKER,
      minThreads: threads,
      maxThreads: threads,
      // Workers hold the loaded models: keep them.
      idleTimeout: Number.POSITIVE_INFINITY,
      maxQueue: this.options.maxQueue,
      // The event loop thread must not spin waiting for results.
      atomics: 'disabled',
      // Large scans yield the CPU to the event loop thread, whose small requests are the latency-sensitive
      // ones (Linux: per-thread nice through piscina's @napi-rs/nice; a no-op where it is unavailable).
      niceIncrement: 10,
    });
    return this.#pool;
  }
}

function busy(): ApiError {
  return new ApiError('SERVICE_UNAVAILABLE', 'Too many large scans are waiting; try again shortly', { headers: { 'retry-after': '5' } });
}
