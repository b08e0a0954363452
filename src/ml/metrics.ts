// Evaluation arithmetic shared by the eval scripts: ROC AUC, rates at a threshold, precision/recall/F1.

/** Area under the ROC curve by the rank-sum (Mann–Whitney) formula, ties counted half. */
export function auc(scores: readonly number[], labels: readonly (0 | 1)[]): number {
  const pairs = scores.map((s, i) => [s, labels[i]!] as const).sort((a, b) => a[0] - b[0]);
  let rankSumPos = 0;
  let pos = 0;
  let i = 0;
  while (i < pairs.length) {
    let j = i;
    while (j < pairs.length && pairs[j]![0] === pairs[i]![0]) j++;
    const avgRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (pairs[k]![1] === 1) { rankSumPos += avgRank; pos++; }
    i = j;
  }
  const neg = pairs.length - pos;
  if (pos === 0 || neg === 0) return NaN;
  return (rankSumPos - (pos * (pos + 1)) / 2) / (pos * neg);
}

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

/** The confusion counts of (gold, predicted) pairs. */
export function countsOf(rows: readonly { y: boolean; p: boolean }[]): Counts {
  const c: Counts = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const { y, p } of rows) {
    if (y && p) c.tp++;
    else if (!y && p) c.fp++;
    else if (y) c.fn++;
    else c.tn++;
  }
  return c;
}

export function prf(c: Counts): { precision: number; recall: number; f1: number } {
  const precision = c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** The smallest threshold whose false-positive rate on negatives stays ≤ maxFpr. */
export function thresholdAtFpr(negativeScores: readonly number[], maxFpr: number): number {
  const sorted = [...negativeScores].sort((a, b) => b - a);
  const allowed = Math.floor(maxFpr * sorted.length);
  const t = sorted[allowed];
  return t === undefined ? 0 : t + 1e-9;
}
