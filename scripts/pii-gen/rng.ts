// The generator's randomness: the project's mulberry32 (src/ml/linear.ts) behind a few helpers, so a
// seed fixes every generated text.

import { rng as mulberry32 } from '../../src/ml/linear.ts';

export class Rand {
  readonly #next: () => number;
  constructor(seed: number) {
    this.#next = mulberry32(seed);
  }
  float(): number {
    return this.#next();
  }
  /** Integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.#next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.#next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.#next() * items.length)]!;
  }
  /** n characters of `alphabet`. */
  chars(alphabet: string, n: number): string {
    let out = '';
    for (let i = 0; i < n; i++) out += alphabet[Math.floor(this.#next() * alphabet.length)];
    return out;
  }
  digits(n: number): string {
    return this.chars('0123456789', n);
  }
  /** n digits, the first not 0. */
  num(n: number): string {
    return this.chars('123456789', 1) + this.digits(n - 1);
  }
  upper(n: number): string {
    return this.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', n);
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.#next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}
