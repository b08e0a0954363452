// The worker side of the scan pool: each worker thread loads the engine (its models and lexicons) once
// and then runs scan() for the tasks piscina hands it. Nothing here logs or keeps the text.

import { scan } from '../engine/index.ts';
import type { ScanOptions, ScanResult } from '../engine/types.ts';

export interface ScanTask {
  text: string;
  options: ScanOptions;
}

export default function runScan(task: ScanTask): ScanResult {
  return scan(task.text, task.options);
}
