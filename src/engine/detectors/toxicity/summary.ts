// analysis.toxic: how toxic a scanned text is overall, from its toxicity findings.

import type { Finding } from '../../types.ts';
import { noisyOr } from '../../score.ts';

/** Score 0–1 (two decimals) = noisy-OR of the toxicity findings; detected from 0.5; categories found, sorted. */
export function toxicSummary(findings: readonly Finding[]): { score: number; detected: boolean; categories: string[] } {
  const mine = findings.filter((f) => f.category === 'TOXICITY');
  const score = Math.round(noisyOr(mine.map((f) => f.score)) * 100) / 100;
  return { score, detected: score >= 0.5, categories: [...new Set(mine.map((f) => f.type))].sort() };
}
