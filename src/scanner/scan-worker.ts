// The worker side of the scan pool: each worker thread loads the engine (its models and lexicons) and
// warms its regexes once, then runs scan() for the tasks the scanner hands it, under the task's work
// budget. Nothing here logs or keeps the text.

import { scan } from '../engine/index.ts';
import type { ScanOptions, ScanResult } from '../engine/types.ts';
import { BudgetExceeded } from '../budget.ts';
import { warmEngine } from './warm.ts';

export interface ScanTask {
  text: string;
  options: ScanOptions;
}

/** A result, or where the budget ran out (a class does not survive the trip between threads). */
export type ScanOutcome = { result: ScanResult } | { overBudget: string };

// The vendor catalogue compiles between tasks: a worker replacing a stopped one answers at once.
warmEngine({ catalogue: 'soon' });

export default function runScan(task: ScanTask): ScanOutcome {
  try {
    return { result: scan(task.text, task.options) };
  } catch (err) {
    if (err instanceof BudgetExceeded) return { overBudget: err.stage };
    throw err;
  }
}
