// A fixed, seeded hold-out split shared by a training script and its evaluation script, so both agree
// on which rows were never trained on: rows are shuffled by a PRNG seeded from (seed, name) and the
// first `fraction` of them are held back. Same rows, seed and name → the same split, on any machine.

import { fnv1a } from './features.ts';
import { rng, shuffle } from './linear.ts';

export function holdout<T>(rows: readonly T[], fraction: number, seed: number, name: string): { train: T[]; test: T[] } {
  const order = shuffle(rows.map((_, i) => i), rng((seed ^ fnv1a(name)) >>> 0));
  const cut = Math.round(rows.length * fraction);
  const isTest = new Uint8Array(rows.length);
  for (let k = 0; k < cut; k++) isTest[order[k]!] = 1;
  const train: T[] = [];
  const test: T[] = [];
  rows.forEach((r, i) => (isTest[i] ? test : train).push(r));
  return { train, test };
}
