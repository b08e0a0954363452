// Fast scoring for hashed n-gram linear models: the same features as featurize() (features.ts) —
// identical hashes, signs and L2 normalisation — accumulated into a reusable dense buffer instead of
// strings and Maps, and dotted with several weight vectors at once. Scoring is then one pass over the
// characters; training keeps using featurize() (a unit test checks both agree).

import { words, type FeatureSpec } from './features.ts';

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function feed(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h;
}

export interface HashedLogits {
  /** Raw logits (bias + w·x) of each weight vector, in the order given. */
  (text: string, extra?: readonly string[]): number[];
}

/**
 * A scorer for models sharing one FeatureSpec (without maxChars): returns bias + w·x for each
 * (weights, bias) pair. Not re-entrant across threads — one buffer per scorer, reused per call.
 */
export function hashedLogits(spec: FeatureSpec, models: ReadonlyArray<{ weights: Float32Array; bias: number }>): HashedLogits {
  const size = 1 << spec.bits;
  const mask = size - 1;
  const counts = new Int32Array(size);
  let touched = new Uint32Array(1024);
  const wordSeeds = spec.wordNgrams.map((n) => [n, feed(FNV_OFFSET, `w${n}:`)] as const);
  const charSeeds = spec.charNgrams.map((n) => [n, feed(FNV_OFFSET, `c${n}:`)] as const);
  const extraSeed = feed(FNV_OFFSET, 'x:');

  return (text, extra = []) => {
    let nTouched = 0;
    const add = (h: number) => {
      h >>>= 0;
      const slot = h & mask;
      if (counts[slot] === 0) {
        if (nTouched === touched.length) {
          const bigger = new Uint32Array(touched.length * 2);
          bigger.set(touched);
          touched = bigger;
        }
        touched[nTouched++] = slot;
      }
      // A slot whose signed count went back to 0 is listed again; harmless, because reading a slot
      // below zeroes it, so its second listing reads 0 and is skipped.
      counts[slot]! += h & 0x80000000 ? -1 : 1;
    };
    const toks = words(text);
    for (const [n, seed] of wordSeeds) {
      for (let i = 0; i + n <= toks.length; i++) {
        let h = seed;
        for (let j = 0; j < n; j++) {
          if (j > 0) h = Math.imul(h ^ 32, FNV_PRIME);
          h = feed(h, toks[i + j]!);
        }
        add(h);
      }
    }
    if (charSeeds.length > 0) {
      for (const t of toks) {
        const len = t.length + 2; // " t "
        for (const [n, seed] of charSeeds) {
          for (let i = 0; i + n <= len; i++) {
            let h = seed;
            for (let j = i; j < i + n; j++) {
              const code = j === 0 || j === len - 1 ? 32 : t.charCodeAt(j - 1);
              h = Math.imul(h ^ code, FNV_PRIME);
            }
            add(h);
          }
        }
      }
    }
    for (const f of extra) add(feed(extraSeed, f));

    let norm = 0;
    const dots = new Array<number>(models.length).fill(0);
    for (let k = 0; k < nTouched; k++) {
      const slot = touched[k]!;
      const c = counts[slot]!;
      if (c === 0) continue;
      counts[slot] = 0;
      norm += c * c;
      for (let m = 0; m < models.length; m++) dots[m]! += models[m]!.weights[slot]! * c;
    }
    const inv = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    return models.map((m, i) => m.bias + dots[i]! * inv);
  };
}
