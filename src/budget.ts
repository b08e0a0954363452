// The work budget of one request. Every scan and every policy evaluation runs under a Deadline that the
// engine and the policy evaluator check between steps and inside long loops; past it they throw
// BudgetExceeded, which the HTTP layer answers with 503 SCAN_TIMEOUT. A deadline is local to the thread
// that made it (performance.now() has its own origin per thread): hand a worker the remaining
// milliseconds, never the deadline itself.

import { performance } from 'node:perf_hooks';

export class BudgetExceeded extends Error {
  override readonly name = 'BudgetExceeded';
  /** Where the budget ran out (a detector id, 'policies', …): for logs and metrics, never content. */
  readonly stage: string;
  constructor(stage: string) {
    super(`work budget exceeded in ${stage}`);
    this.stage = stage;
  }
}

export class Deadline {
  /** performance.now() milliseconds at which the budget runs out. */
  readonly at: number;
  private constructor(at: number) {
    this.at = at;
  }

  /** A deadline `ms` milliseconds from now. */
  static in(ms: number): Deadline {
    return new Deadline(performance.now() + ms);
  }

  /** A deadline that never passes (scripts, evaluation, tests that do not test the budget). */
  static readonly NONE: Deadline = new Deadline(Number.POSITIVE_INFINITY);

  get remainingMs(): number {
    return Math.max(0, this.at - performance.now());
  }

  get passed(): boolean {
    return this.at !== Number.POSITIVE_INFINITY && performance.now() >= this.at;
  }

  /** Throws BudgetExceeded once the deadline has passed; `stage` says where. */
  check(stage: string): void {
    if (this.passed) throw new BudgetExceeded(stage);
  }

  /**
   * A cheap check for tight loops: reads the clock only every `every` calls (a power of two minus one
   * as mask, 1023 by default), so a loop of a million steps reads it about a thousand times.
   */
  tick(i: number, stage: string, mask = 1023): void {
    if ((i & mask) === 0 && this.passed) throw new BudgetExceeded(stage);
  }
}
