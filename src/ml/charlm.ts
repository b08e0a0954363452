// A small character-level language model: hashed n-gram counts (orders 1..N) with interpolated
// Dirichlet smoothing, P_k(c | h) = (C(h c) + α·P_{k−1}(c | h′)) / (C(h) + α). Used to measure how
// "surprising" a stretch of text is per character — adversarial suffixes found by optimisation (GCG)
// read as near-random punctuation glued to words and cost many more bits per character than prose.
// Characters are first folded into a small alphabet (digits → one symbol, non-ASCII letters → one
// symbol, whitespace → space) so numbers, hashes and other scripts are not "surprising" by themselves.
// No native code; counts are stored as base64 Uint32 tables in JSON.

export interface CharLmSpec {
  /** Highest n-gram order (4 = three characters of context). */
  order: number;
  /** log2 of the slots of each order's count table. */
  bits: number;
  /** Dirichlet smoothing mass towards the lower order. */
  alpha: number;
}

export interface CharLm {
  spec: CharLmSpec;
  /** tables[k − 1] counts k-grams (hashed). */
  tables: Uint32Array[];
  /** Number of symbols seen in training. */
  total: number;
}

export interface StoredCharLm {
  format: 'warden-charlm-v1';
  spec: CharLmSpec;
  total: number;
  /** base64 of each order's Uint32Array (little-endian). */
  tables: string[];
  meta?: Record<string, unknown>;
}

/** Alphabet size the unigram smoothing assumes (folded symbols all fall below it). */
const ALPHABET = 128;
const SYM_DIGIT = 48; // '0'
const SYM_LETTER = 1; // any non-ASCII letter (other scripts)
const SYM_OTHER = 2; // any other non-ASCII character (emoji, symbols)
const SYM_SPACE = 32;

const NON_ASCII_LETTER = /\p{L}|\p{M}/u;

/** Folds one UTF-16 code unit (with its surroundings handled by the caller) into the model alphabet. */
export function foldCode(code: number, ch: string): number {
  if (code >= 48 && code <= 57) return SYM_DIGIT;
  if (code === 9 || code === 10 || code === 13 || code === 32 || code === 0xa0) return SYM_SPACE;
  if (code > 32 && code < 127) return code;
  if (code < 128) return SYM_OTHER;
  return NON_ASCII_LETTER.test(ch) ? SYM_LETTER : SYM_OTHER;
}

/** The folded symbol sequence of `text`, one symbol per UTF-16 code unit (offsets stay aligned). */
export function fold(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out[i] = code < 128 ? foldCode(code, '') : foldCode(code, text[i]!);
  }
  return out;
}

const SEEDS = [0x811c9dc5, 0x9e3779b9, 0x85ebca6b, 0xc2b2ae35, 0x27d4eb2f, 0x165667b1, 0xd3a2646c, 0xfd7046c5];

function hashGram(sym: Uint8Array, end: number, k: number): number {
  let h = SEEDS[k - 1]! >>> 0;
  for (let j = end - k + 1; j <= end; j++) {
    h ^= sym[j]!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function trainCharLm(texts: Iterable<string>, spec: CharLmSpec): CharLm {
  if (spec.order < 1 || spec.order > SEEDS.length) throw new Error(`char LM order must be 1..${SEEDS.length}`);
  const mask = (1 << spec.bits) - 1;
  const tables = Array.from({ length: spec.order }, () => new Uint32Array(1 << spec.bits));
  let total = 0;
  for (const text of texts) {
    const sym = fold(text);
    for (let i = 0; i < sym.length; i++) {
      total++;
      for (let k = 1; k <= spec.order && k <= i + 1; k++) {
        const slot = hashGram(sym, i, k) & mask;
        const t = tables[k - 1]!;
        if (t[slot]! < 0xffffffff) t[slot]!++;
      }
    }
  }
  return { spec, tables, total };
}

/**
 * Surprisal in bits of each position of `text` (Float32Array aligned with UTF-16 offsets). The first
 * positions use what context they have.
 */
export function surprisals(lm: CharLm, text: string): Float32Array {
  const sym = fold(text);
  const out = new Float32Array(sym.length);
  for (let i = 0; i < sym.length; i++) out[i] = surprisalAt(lm, sym, i);
  return out;
}

/** Surprisal in bits of position i of the folded symbols, from symbols i − order + 1 … i only. */
function surprisalAt(lm: CharLm, sym: Uint8Array, i: number): number {
  const mask = (1 << lm.spec.bits) - 1;
  const { alpha, order } = lm.spec;
  let p = (lm.tables[0]![hashGram(sym, i, 1) & mask]! + 1) / (lm.total + ALPHABET);
  for (let k = 2; k <= order && k <= i + 1; k++) {
    const ctx = lm.tables[k - 2]![hashGram(sym, i - 1, k - 1) & mask]!;
    const joint = lm.tables[k - 1]![hashGram(sym, i, k) & mask]!;
    p = (Math.min(joint, ctx) + alpha * p) / (ctx + alpha);
  }
  return -Math.log2(p);
}

/**
 * surprisals() computed only where asked: each position folds and scores just its own context, so a
 * caller that needs a few stretches of a long text does not pay for all of it. `sum(start, end)` adds
 * the same float32 values in the same order as summing surprisals(lm, text) over [start, end).
 */
export function lazySurprisals(lm: CharLm, text: string): { sum(start: number, end: number): number } {
  const sym = new Uint8Array(text.length);
  const folded = new Uint8Array(text.length);
  const values = new Float32Array(text.length);
  const scored = new Uint8Array(text.length);
  const ensure = (i: number) => {
    for (let j = Math.max(0, i - lm.spec.order + 1); j <= i; j++) {
      if (folded[j]) continue;
      const code = text.charCodeAt(j);
      sym[j] = code < 128 ? foldCode(code, '') : foldCode(code, text[j]!);
      folded[j] = 1;
    }
    values[i] = surprisalAt(lm, sym, i);
    scored[i] = 1;
  };
  return {
    sum(start, end) {
      let sum = 0;
      for (let q = start; q < end; q++) {
        if (!scored[q]) ensure(q);
        sum += values[q]!;
      }
      return sum;
    },
  };
}

export function serializeCharLm(lm: CharLm, meta?: Record<string, unknown>): StoredCharLm {
  return {
    format: 'warden-charlm-v1',
    spec: lm.spec,
    total: lm.total,
    tables: lm.tables.map((t) => Buffer.from(t.buffer, t.byteOffset, t.byteLength).toString('base64')),
    ...(meta ? { meta } : {}),
  };
}

export function deserializeCharLm(stored: StoredCharLm): CharLm {
  if (stored.format !== 'warden-charlm-v1') throw new Error(`unknown char LM format ${String(stored.format)}`);
  const tables = stored.tables.map((b64) => {
    const bytes = Buffer.from(b64, 'base64');
    const copy = new Uint8Array(bytes); // aligned copy for the Uint32 view
    return new Uint32Array(copy.buffer, 0, copy.byteLength / 4);
  });
  if (tables.length !== stored.spec.order || tables.some((t) => t.length !== 1 << stored.spec.bits)) {
    throw new Error('char LM tables do not match its spec');
  }
  return { spec: stored.spec, tables, total: stored.total };
}
