// Hashed sparse features for text classifiers (the "hashing trick", as in Vowpal Wabbit and
// scikit-learn's HashingVectorizer): word n-grams and character n-grams hashed into 2^bits slots with a
// sign bit, L2-normalized. No vocabulary to ship, unknown words still land somewhere, and the same text
// always gives the same vector. Shared by every classifier Warden trains.

export interface FeatureSpec {
  /** log2 of the number of slots (e.g. 18 → 262,144 weights). */
  bits: number;
  /** Word n-gram sizes, e.g. [1, 2]. Words are runs of letters/digits (Unicode-aware), lower-cased. */
  wordNgrams: readonly number[];
  /** Character n-gram sizes taken inside " word " boundaries, e.g. [3, 4, 5]; [] for none. */
  charNgrams: readonly number[];
  /** Characters of text looked at, from the start (bounded work per call); default everything. */
  maxChars?: number;
  /**
   * 'l2' (default): counts scaled to unit L2 norm. 'count': counts divided by √(number of features
   * taken), so a text's w·x is a plain sum over its n-grams divided by a count — both add up over
   * pieces of text, which lets a scorer sum every window of a long text from one pass (hashed-logit.ts).
   */
  norm?: 'l2' | 'count';
}

export interface SparseVector {
  /** Slot indices, ascending, unique. */
  idx: Uint32Array;
  val: Float32Array;
}

/** FNV-1a 32-bit over UTF-16 code units, seeded: fast, deterministic, good enough for feature hashing. */
export function fnv1a(s: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower-cased word tokens (letters and digits, any script). */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/**
 * The feature vector of `text`. `extra` adds named dense features (e.g. "len:long") hashed like the
 * others, so model-specific signals need no change here.
 */
export function featurize(text: string, spec: FeatureSpec, extra: readonly string[] = []): SparseVector {
  const src = spec.maxChars !== undefined && text.length > spec.maxChars ? text.slice(0, spec.maxChars) : text;
  const toks = words(src);
  const mask = (1 << spec.bits) - 1;
  const acc = new Map<number, number>();
  let taken = 0;
  const add = (feature: string) => {
    taken++;
    const h = fnv1a(feature);
    const slot = h & mask;
    const sign = h & 0x80000000 ? -1 : 1;
    acc.set(slot, (acc.get(slot) ?? 0) + sign);
  };
  for (const n of spec.wordNgrams) {
    for (let i = 0; i + n <= toks.length; i++) add(`w${n}:${toks.slice(i, i + n).join(' ')}`);
  }
  if (spec.charNgrams.length > 0) {
    for (const t of toks) {
      const padded = ` ${t} `;
      for (const n of spec.charNgrams) {
        for (let i = 0; i + n <= padded.length; i++) add(`c${n}:${padded.slice(i, i + n)}`);
      }
    }
  }
  for (const f of extra) add(`x:${f}`);
  const slots = [...acc.keys()].sort((a, b) => a - b);
  const idx = new Uint32Array(slots.length);
  const val = new Float32Array(slots.length);
  let norm = 0;
  slots.forEach((s, i) => {
    const v = acc.get(s)!;
    idx[i] = s;
    val[i] = v;
    norm += v * v;
  });
  if (spec.norm === 'count') norm = taken;
  if (norm > 0) {
    const inv = 1 / Math.sqrt(norm);
    for (let i = 0; i < val.length; i++) val[i]! *= inv;
  }
  return { idx, val };
}
