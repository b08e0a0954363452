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

/** feed(h, s.slice(from, to)) without the substring. */
function feedRange(h: number, s: string, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h;
}

/** Whether token equals s.slice(from, to). */
function sameToken(token: string, s: string, from: number, to: number): boolean {
  if (token.length !== to - from) return false;
  for (let j = 0; j < token.length; j++) if (token.charCodeAt(j) !== s.charCodeAt(from + j)) return false;
  return true;
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
    let taken = 0;
    const add = (h: number) => {
      taken++;
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
    if (spec.norm === 'count') norm = taken;
    const inv = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    return models.map((m, i) => m.bias + dots[i]! * inv);
  };
}

export interface Span {
  start: number;
  end: number;
}

export interface HashedWindowLogits {
  /** Raw logits of each model for each span of `text`, with `extra[k]` added to span k's features. */
  (text: string, spans: readonly Span[], extra: ReadonlyArray<readonly string[]>): number[][];
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
/** Per BMP code unit: 0 not looked up yet, 1 a letter or digit, 2 not. */
const bmpClass = new Uint8Array(0x10000);

/**
 * Many windows of one text from a single pass, for a spec with norm 'count' (a window's w·x is a sum
 * over its n-grams and its norm a count, so prefix sums over the tokens give every window at once).
 * Each n-gram is hashed once and its weights for all models are read from one interleaved table.
 * A window holds the word tokens lying wholly inside it — for a span covering the whole text exactly
 * what featurize() sees; the same as featurize(slice) whenever its edges fall between words.
 */
export function hashedWindowLogits(spec: FeatureSpec, models: ReadonlyArray<{ weights: Float32Array; bias: number }>): HashedWindowLogits {
  if (spec.norm !== 'count') throw new Error('hashedWindowLogits needs a spec with norm "count"');
  const M = models.length;
  const size = 1 << spec.bits;
  const mask = size - 1;
  const table = new Float32Array(size * M); // weights of slot s for model m at s·M + m
  for (let m = 0; m < M; m++) {
    const w = models[m]!.weights;
    for (let s = 0; s < size; s++) table[s * M + m] = w[s]!;
  }
  const wordSeeds = spec.wordNgrams.map((n) => [n, feed(FNV_OFFSET, `w${n}:`)] as const);
  const charSeeds = spec.charNgrams.map((n) => [n, feed(FNV_OFFSET, `c${n}:`)] as const);
  const extraSeed = feed(FNV_OFFSET, 'x:');
  const slow = hashedLogits(spec, models);
  /** Prefix-sum entries kept between calls: 1 MB, texts of about 20,000 words. */
  const MAX_REUSED = 1 << 17;
  let preBuffer = new Float64Array(4096);
  /** Hashes of the named extra features, by name: the same few dozen names come back in every window. */
  const extraHash = new Map<string, number>();
  const stride = M + 1; // M sums and a count
  // Word orders above 1, with their index in wordSeeds; unigrams count among a token's own n-grams.
  const longer = wordSeeds.flatMap(([n], k) => (n > 1 ? [[n, k] as const] : []));
  const row = (longer.length + 1) * stride;
  // Per distinct token, across calls: the sums and count of its own n-grams (its unigram and character
  // n-grams) and the hash state of each longer word n-gram it starts, after the token itself. Kept in
  // two flat pools (row r of a token at r·stride and r·S) rather than an object per token, and found
  // through an open-addressing table keyed by the token's characters where they lie in the lower-cased
  // text: a token seen before costs no substring, no string hashing and a few cache lines.
  const S = wordSeeds.length;
  const MAX_TOKENS = 200_000;
  const slots = new Int32Array(1 << 19); // row + 1, 0 empty; under half full at MAX_TOKENS
  const slotMask = slots.length - 1;
  const rowKeys = new Int32Array(MAX_TOKENS);
  const rowTokens: string[] = [];
  let own = new Float64Array(1024 * stride);
  let startsPool = new Int32Array(1024 * S);
  const acc = new Float64Array(stride);
  const add = (h: number) => {
    const slot = (h >>> 0) & mask;
    const sign = h & 0x80000000 ? -1 : 1;
    const at = slot * M;
    for (let m = 0; m < M; m++) acc[m]! += sign * table[at + m]!;
    acc[M]!++;
  };
  /** Fills a new pool row with token t's own n-gram sums and word n-gram starts. */
  const fillRow = (r: number, t: string): void => {
    if ((r + 1) * stride > own.length) {
      const bigger = new Float64Array(own.length * 2);
      bigger.set(own);
      own = bigger;
      const biggerStarts = new Int32Array(startsPool.length * 2);
      biggerStarts.set(startsPool);
      startsPool = biggerStarts;
    }
    acc.fill(0);
    for (let k = 0; k < S; k++) {
      const [n, seed] = wordSeeds[k]!;
      const h = feed(seed, t);
      if (n === 1) add(h);
      startsPool[r * S + k] = h;
    }
    const len = t.length + 2; // " t "
    for (const [n, seed] of charSeeds) {
      for (let a = 0; a + n <= len; a++) {
        let h = seed;
        for (let j = a; j < a + n; j++) h = Math.imul(h ^ (j === 0 || j === len - 1 ? 32 : t.charCodeAt(j - 1)), FNV_PRIME);
        add(h);
      }
    }
    own.set(acc, r * stride);
  };
  /** The pool row of the token lower[from, to), whose FNV-1a hash is `key`; filled on first sight. */
  const tokenRow = (lower: string, from: number, to: number, key: number): number => {
    let at = (key ^ (key >>> 15)) & slotMask;
    for (let r = slots[at]! - 1; r >= 0; r = slots[at]! - 1) {
      if (rowKeys[r] === key && sameToken(rowTokens[r]!, lower, from, to)) return r;
      at = (at + 1) & slotMask;
    }
    if (rowTokens.length >= MAX_TOKENS) {
      slots.fill(0);
      rowTokens.length = 0;
      at = (key ^ (key >>> 15)) & slotMask;
    }
    const r = rowTokens.length;
    const t = lower.slice(from, to);
    fillRow(r, t);
    rowTokens.push(t);
    rowKeys[r] = key;
    slots[at] = r + 1;
    return r;
  };

  return (text, spans, extra) => {
    const lower = text.toLowerCase();
    // Rare case-mappings change the length (İ → i̇): offsets no longer line up, score each slice.
    if (lower.length !== text.length) return spans.map((s, k) => slow(text.slice(s.start, s.end), extra[k]));
    const starts: number[] = [];
    const ends: number[] = [];
    const keys: number[] = [];
    // The tokens of words(): runs of letters and digits, found without a match object per token.
    let from = -1;
    let key = FNV_OFFSET;
    for (let i = 0; i <= lower.length; i++) {
      let w = 1;
      let inside = false;
      if (i < lower.length) {
        const c = lower.charCodeAt(i);
        if (c < 128) inside = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
        else if (c >= 0xd800 && c <= 0xdbff && i + 1 < lower.length) {
          const d = lower.charCodeAt(i + 1);
          if (d >= 0xdc00 && d <= 0xdfff) {
            w = 2;
            inside = LETTER_OR_DIGIT.test(lower.slice(i, i + 2));
          }
        } else {
          let k = bmpClass[c]!;
          if (k === 0) bmpClass[c] = k = LETTER_OR_DIGIT.test(lower[i]!) ? 1 : 2;
          inside = k === 1;
        }
      }
      if (inside) {
        if (from < 0) {
          from = i;
          key = FNV_OFFSET;
        }
        for (let j = i; j < i + w; j++) key = Math.imul(key ^ lower.charCodeAt(j), FNV_PRIME);
      } else if (from >= 0) {
        starts.push(from);
        ends.push(i);
        keys.push(key);
        from = -1;
      }
      i += w - 1;
    }
    const T = starts.length;
    // pre[i·row + l·stride + c]: sums (c < M) and count (c = M) of list l over the n-grams starting
    // at the first i tokens; list 0 holds each token's own n-grams, list l > 0 word order longer[l − 1].
    // Reused across calls (row 0 must read zeros, every later row is written before it is read), up to
    // a bound: a huge text gets a buffer of its own, so its memory is not held after the scan.
    const need = (T + 1) * row;
    if (need <= MAX_REUSED && preBuffer.length < need) preBuffer = new Float64Array(Math.min(MAX_REUSED, 2 * need));
    const pre = need <= MAX_REUSED ? preBuffer : new Float64Array(need);
    pre.fill(0, 0, row);
    for (let i = 0; i < T; i++) {
      const r = tokenRow(lower, starts[i]!, ends[i]!, keys[i]!);
      const at = i * row;
      const next = at + row;
      for (let c = 0; c < stride; c++) pre[next + c] = pre[at + c]! + own[r * stride + c]!;
      for (let l = 0; l < longer.length; l++) {
        const o = (l + 1) * stride;
        for (let c = 0; c < stride; c++) pre[next + o + c] = pre[at + o + c]!;
        const n = longer[l]![0];
        if (i + n > T) continue;
        let h = startsPool[r * S + longer[l]![1]]!;
        for (let j = 1; j < n; j++) h = feedRange(Math.imul(h ^ 32, FNV_PRIME), lower, starts[i + j]!, ends[i + j]!);
        const slot = ((h >>> 0) & mask) * M;
        const sign = h & 0x80000000 ? -1 : 1;
        for (let m = 0; m < M; m++) pre[next + o + m]! += sign * table[slot + m]!;
        pre[next + o + M]!++;
      }
    }
    return spans.map((span, k) => {
      const i0 = lowerBound(starts, span.start); // first token starting inside
      const i1 = upperBound(ends, span.end); // tokens ending inside
      acc.fill(0);
      // Unigrams are among the token's own n-grams; longer word n-grams must end inside too.
      for (let l = 0; l <= longer.length; l++) {
        const to = l === 0 ? i1 : i1 - longer[l - 1]![0] + 1;
        if (to <= i0) continue;
        for (let c = 0; c < stride; c++) acc[c]! += pre[to * row + l * stride + c]! - pre[i0 * row + l * stride + c]!;
      }
      for (const f of extra[k] ?? []) {
        let h = extraHash.get(f);
        if (h === undefined) {
          h = feed(extraSeed, f);
          if (extraHash.size < 4096) extraHash.set(f, h);
        }
        add(h);
      }
      const count = acc[M]!;
      const inv = count > 0 ? 1 / Math.sqrt(count) : 0;
      const out = new Array<number>(M);
      for (let m = 0; m < M; m++) out[m] = models[m]!.bias + acc[m]! * inv;
      return out;
    });
  };
}

/** First index whose value is ≥ x (sorted ascending). */
function lowerBound(a: readonly number[], x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index whose value is > x (sorted ascending). */
function upperBound(a: readonly number[], x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
