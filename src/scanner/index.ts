// Where the HTTP layer's scans run, and how long each may take.
//
// Every scan has a work budget that grows with its size: `budgetMinMs + budgetMsPerKb × KB`. The engine
// checks it between detectors and inside long loops and stops with BudgetExceeded, answered as 503
// SCAN_TIMEOUT; so nothing a client sends can hold a thread longer than its budget.
//
// Small content is scanned at once on the event loop: it takes well under a millisecond per kilobyte,
// less than handing it to a thread would cost, and its budget bounds how long it can hold the loop.
// Content from `poolMinChars` up goes to a pool of worker threads (piscina), so that a 1 MB scan does not
// hold up the small requests behind it. Pooled scans wait in one queue per organization and threads are
// handed out round-robin between organizations, one organization holding at most `maxRunningPerOrg` of
// them while another waits: one tenant's large scans cannot starve another's. A pooled scan also has a
// deadline (`timeoutMs`, queue wait included): past it the caller gets SCAN_TIMEOUT and a worker still
// busy with that scan is terminated and replaced (the engine's own budget normally stops it first). A
// full queue, overall or for one organization, answers SERVICE_UNAVAILABLE (503) at once, never a hang.

import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { scan } from '../engine/index.ts';
import type { ScanOptions, ScanResult } from '../engine/types.ts';
import { BudgetExceeded } from '../budget.ts';
import { ApiError } from '../http/errors.ts';
import { defaultScanThreads } from '../config.ts';
import type { ScanOutcome, ScanTask } from './scan-worker.ts';
import { warmEngine } from './warm.ts';

export interface ScannerOptions {
  /** Worker threads for large content; 0 scans everything on the event loop. */
  threads: number;
  /** Content of at least this many UTF-16 units goes to the pool. */
  poolMinChars: number;
  /** Deadline of a pooled scan, queue wait included. */
  timeoutMs: number;
  /** Pooled scans waiting for a thread beyond this number are refused with 503. */
  maxQueue: number;
  /** Pooled scans of one organization waiting beyond this number are refused with 503. */
  maxQueuePerOrg: number;
  /** Work budget of every scan: this many milliseconds… */
  budgetMinMs: number;
  /** …plus this many per kilobyte (1,024 UTF-16 units) of content. */
  budgetMsPerKb: number;
}

export const DEFAULT_SCANNER_OPTIONS: ScannerOptions = {
  threads: defaultScanThreads(),
  poolMinChars: 32_768,
  timeoutMs: 10_000,
  maxQueue: 64,
  maxQueuePerOrg: 16,
  budgetMinMs: 100,
  budgetMsPerKb: 3,
};

const WORKER = fileURLToPath(new URL('./scan-worker.ts', import.meta.url));

export interface ScannerStats {
  /** Scans run on the event loop / on the pool since start. */
  inline: number;
  pooled: number;
  /** Scans that missed their budget or deadline, and pooled scans refused because a queue was full. */
  timedOut: number;
  rejected: number;
}

/** Who a scan is for: scans of different tenants share the pool fairly. */
export interface ScanCaller {
  orgId: string;
}

const ANONYMOUS: ScanCaller = { orgId: '' };

interface Pending {
  text: string;
  options: ScanOptions;
  /** The text's work budget; the scan gets the smaller of it and what is left of the deadline. */
  budgetMs: number;
  expiresAt: number;
  resolve(result: ScanResult): void;
  reject(err: unknown): void;
  timer: NodeJS.Timeout;
}

export class Scanner {
  readonly options: ScannerOptions;
  readonly stats: ScannerStats = { inline: 0, pooled: 0, timedOut: 0, rejected: 0 };
  #pool: Piscina<ScanTask, ScanOutcome> | undefined;
  #closed = false;
  /** Waiting pooled scans by organization; Map order is the round-robin order. */
  readonly #waiting = new Map<string, Pending[]>();
  readonly #running = new Map<string, number>();
  #runningTotal = 0;
  /** When each organization with scans waiting or running was last given a thread (a sequence number). */
  readonly #lastServed = new Map<string, number>();
  #served = 0;
  #queuedTotal = 0;

  constructor(options: Partial<ScannerOptions> = {}) {
    this.options = { ...DEFAULT_SCANNER_OPTIONS, ...options };
  }

  /** Pooled scans waiting for a thread right now. */
  get queued(): number {
    return this.#queuedTotal;
  }

  /** The work budget of a text of this length, in milliseconds. */
  budgetMs(length: number): number {
    return this.options.budgetMinMs + (this.options.budgetMsPerKb * length) / 1024;
  }

  /** Loads the engine on this thread and starts the worker threads (which load their models) now. */
  warm(): void {
    warmEngine();
    if (this.options.threads > 0) this.#ensurePool();
  }

  /** Scans under the text's work budget; BudgetExceeded and missed deadlines become SCAN_TIMEOUT. */
  async scan(text: string, options: ScanOptions, caller: ScanCaller = ANONYMOUS): Promise<ScanResult> {
    const budgetMs = this.budgetMs(text.length);
    if (this.options.threads === 0 || text.length < this.options.poolMinChars || this.#closed) {
      this.stats.inline++;
      // Once per thread, before the first budgeted scan (startServer has done it before listening: warm()),
      // the vendor catalogue then in the background.
      warmEngine({ catalogue: 'soon' });
      try {
        return scan(text, { ...options, budgetMs });
      } catch (err) {
        if (!(err instanceof BudgetExceeded)) throw err;
        this.stats.timedOut++;
        throw this.#overBudget(budgetMs);
      }
    }
    if (this.#queuedTotal >= this.options.maxQueue || (this.#waiting.get(caller.orgId)?.length ?? 0) >= this.options.maxQueuePerOrg) {
      this.stats.rejected++;
      throw busy();
    }
    this.#ensurePool();
    this.stats.pooled++;
    return new Promise<ScanResult>((resolve, reject) => {
      const pending: Pending = {
        text,
        options,
        budgetMs,
        expiresAt: Date.now() + this.options.timeoutMs,
        resolve,
        reject,
        // Waiting in the queue counts against the deadline too.
        timer: setTimeout(() => {
          const queue = this.#waiting.get(caller.orgId);
          const at = queue?.indexOf(pending) ?? -1;
          if (!queue || at < 0) return;
          queue.splice(at, 1);
          this.#queuedTotal--;
          if (queue.length === 0) this.#waiting.delete(caller.orgId);
          this.stats.timedOut++;
          reject(this.#timeout());
        }, this.options.timeoutMs),
      };
      const queue = this.#waiting.get(caller.orgId);
      if (queue) queue.push(pending);
      else this.#waiting.set(caller.orgId, [pending]);
      this.#queuedTotal++;
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const queue of this.#waiting.values()) {
      for (const p of queue) {
        clearTimeout(p.timer);
        p.reject(busy());
      }
    }
    this.#waiting.clear();
    this.#queuedTotal = 0;
    const pool = this.#pool;
    this.#pool = undefined;
    if (pool) await pool.destroy();
  }

  /** Threads one organization may hold while others wait: all but one, so another tenant can always start. */
  get #maxRunningPerOrg(): number {
    return Math.max(1, this.#threads - 1);
  }

  get #threads(): number {
    return Math.max(1, this.options.threads);
  }

  /**
   * Hands free threads to waiting scans: to the waiting organization served longest ago (one never served
   * first), skipping one that already holds its share of the threads while another waits.
   */
  #dispatch(): void {
    while (this.#runningTotal < this.#threads && this.#queuedTotal > 0) {
      const othersWaiting = this.#waiting.size > 1;
      let picked: string | undefined;
      let pickedServed = Number.POSITIVE_INFINITY;
      for (const orgId of this.#waiting.keys()) {
        if (othersWaiting && (this.#running.get(orgId) ?? 0) >= this.#maxRunningPerOrg) continue;
        const served = this.#lastServed.get(orgId) ?? -1;
        if (served < pickedServed) {
          picked = orgId;
          pickedServed = served;
        }
      }
      if (picked === undefined) return;
      const queue = this.#waiting.get(picked)!;
      const pending = queue.shift()!;
      this.#queuedTotal--;
      if (queue.length === 0) this.#waiting.delete(picked);
      this.#lastServed.set(picked, ++this.#served);
      this.#start(picked, pending);
    }
  }

  #start(orgId: string, pending: Pending): void {
    clearTimeout(pending.timer);
    const remaining = pending.expiresAt - Date.now();
    if (remaining <= 0) {
      this.stats.timedOut++;
      pending.reject(this.#timeout());
      return;
    }
    this.#runningTotal++;
    this.#running.set(orgId, (this.#running.get(orgId) ?? 0) + 1);
    const pool = this.#ensurePool();
    const budgetMs = Math.min(pending.budgetMs, remaining);
    const task: ScanTask = { text: pending.text, options: { ...pending.options, budgetMs } };
    pool.run(task, { signal: AbortSignal.timeout(remaining) }).then(
      (outcome) => {
        if ('overBudget' in outcome) {
          this.stats.timedOut++;
          pending.reject(this.#overBudget(budgetMs));
        } else {
          pending.resolve(outcome.result);
        }
      },
      (err: unknown) => {
        const name = (err as Error)?.name;
        if (name === 'AbortError' || name === 'TimeoutError') {
          this.stats.timedOut++;
          pending.reject(this.#timeout());
        } else {
          pending.reject(err);
        }
      },
    ).finally(() => {
      this.#runningTotal--;
      const n = (this.#running.get(orgId) ?? 1) - 1;
      if (n > 0) this.#running.set(orgId, n);
      else this.#running.delete(orgId);
      if (n <= 0 && !this.#waiting.has(orgId)) this.#lastServed.delete(orgId);
      if (!this.#closed) this.#dispatch();
    });
  }

  #timeout(): ApiError {
    return new ApiError('SCAN_TIMEOUT', `Scanning did not finish within ${this.options.timeoutMs} ms; retry later or send smaller content`, {
      headers: { 'retry-after': '5' },
    });
  }

  #overBudget(budgetMs: number): ApiError {
    return new ApiError(
      'SCAN_TIMEOUT',
      `Scanning this content needs more than its work budget of ${Math.round(budgetMs)} ms (${this.options.budgetMinMs} ms + ${this.options.budgetMsPerKb} ms per KB); retry later or send smaller content`,
      { headers: { 'retry-after': '5' } },
    );
  }

  #ensurePool(): Piscina<ScanTask, ScanOutcome> {
    if (this.#pool) return this.#pool;
    const threads = this.#threads;
    this.#pool = new Piscina<ScanTask, ScanOutcome>({
      filename: WORKER,
      minThreads: threads,
      maxThreads: threads,
      // Workers hold the loaded models: keep them.
      idleTimeout: Number.POSITIVE_INFINITY,
      // The fair queue above hands piscina a task only when a thread is free.
      maxQueue: threads,
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
