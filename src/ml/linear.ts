// Binary logistic regression on hashed sparse features: trained with AdaGrad SGD from a fixed seed
// (same data and options → the same weights, bit for bit), calibrated with Platt scaling, stored as
// JSON with the weights quantized to int8 (a 2^18 model is ~350 KB as base64). No native code.

import type { FeatureSpec, SparseVector } from './features.ts';

export interface Example {
  x: SparseVector;
  y: 0 | 1;
  /** Sample weight (e.g. to keep one source from dominating); default 1. */
  w?: number;
}

export interface TrainOptions {
  epochs: number;
  /** AdaGrad base learning rate. */
  lr: number;
  /** L2 penalty per update. */
  l2: number;
  seed: number;
}

export interface LinearModel {
  spec: FeatureSpec;
  weights: Float32Array;
  bias: number;
  /** Platt scaling: p = σ(a·z + b) where z is the raw logit. Identity is a=1, b=0. */
  platt: { a: number; b: number };
}

/** Deterministic PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with the given PRNG. */
export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export const sigmoid = (z: number): number => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));

export function logit(model: Pick<LinearModel, 'weights' | 'bias'>, x: SparseVector): number {
  let z = model.bias;
  for (let i = 0; i < x.idx.length; i++) z += model.weights[x.idx[i]!]! * x.val[i]!;
  return z;
}

/** Calibrated probability 0–1. */
export function predict(model: LinearModel, x: SparseVector): number {
  return sigmoid(model.platt.a * logit(model, x) + model.platt.b);
}

export function train(examples: readonly Example[], spec: FeatureSpec, opts: TrainOptions): LinearModel {
  const size = 1 << spec.bits;
  const weights = new Float32Array(size);
  const g2 = new Float32Array(size).fill(1e-8);
  let bias = 0;
  let biasG2 = 1e-8;
  const random = rng(opts.seed);
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    shuffle(order, random);
    for (const i of order) {
      const ex = examples[i]!;
      const w = ex.w ?? 1;
      const p = sigmoid(logit({ weights, bias }, ex.x));
      const err = (p - ex.y) * w;
      for (let k = 0; k < ex.x.idx.length; k++) {
        const j = ex.x.idx[k]!;
        const g = err * ex.x.val[k]! + opts.l2 * weights[j]!;
        g2[j]! += g * g;
        weights[j]! -= (opts.lr * g) / Math.sqrt(g2[j]!);
      }
      biasG2 += err * err;
      bias -= (opts.lr * err) / Math.sqrt(biasG2);
    }
  }
  return { spec, weights, bias, platt: { a: 1, b: 0 } };
}

/**
 * Fits Platt scaling (a, b) on held-out raw logits and labels by Newton's method on the log loss, with
 * Platt's smoothed targets so a perfectly separated set does not push a to infinity.
 */
export function fitPlatt(logits: readonly number[], labels: readonly (0 | 1)[]): { a: number; b: number } {
  const pos = labels.filter((y) => y === 1).length;
  const neg = labels.length - pos;
  const hi = (pos + 1) / (pos + 2);
  const lo = 1 / (neg + 2);
  const t = labels.map((y) => (y === 1 ? hi : lo));
  let a = 1;
  let b = 0;
  for (let iter = 0; iter < 100; iter++) {
    let ga = 0, gb = 0, haa = 1e-9, hab = 0, hbb = 1e-9;
    for (let i = 0; i < logits.length; i++) {
      const z = logits[i]!;
      const p = sigmoid(a * z + b);
      const d = p - t[i]!;
      const s = p * (1 - p);
      ga += d * z;
      gb += d;
      haa += s * z * z;
      hab += s * z;
      hbb += s;
    }
    const det = haa * hbb - hab * hab;
    if (Math.abs(det) < 1e-12) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) < 1e-9 && Math.abs(db) < 1e-9) break;
  }
  return { a, b };
}

// ---------- storage: JSON with int8-quantized weights (per-model scale), base64 ----------

export interface StoredLinearModel {
  format: 'warden-linear-v1';
  spec: FeatureSpec;
  bias: number;
  platt: { a: number; b: number };
  scale: number;
  /** base64 of Int8Array(2^bits): weight ≈ q × scale. */
  weights: string;
  /** Free-form facts for the model card (data, metrics, seed). */
  meta?: Record<string, unknown>;
}

export function serialize(model: LinearModel, meta?: Record<string, unknown>): StoredLinearModel {
  let max = 0;
  for (const w of model.weights) max = Math.max(max, Math.abs(w));
  const scale = max > 0 ? max / 127 : 1;
  const q = new Int8Array(model.weights.length);
  for (let i = 0; i < q.length; i++) q[i] = Math.round(model.weights[i]! / scale);
  return {
    format: 'warden-linear-v1',
    spec: model.spec,
    bias: model.bias,
    platt: model.platt,
    scale,
    weights: Buffer.from(q.buffer, q.byteOffset, q.byteLength).toString('base64'),
    ...(meta ? { meta } : {}),
  };
}

export function deserialize(stored: StoredLinearModel): LinearModel {
  if (stored.format !== 'warden-linear-v1') throw new Error(`unknown model format ${String(stored.format)}`);
  const bytes = Buffer.from(stored.weights, 'base64');
  const q = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (q.length !== 1 << stored.spec.bits) throw new Error('model weights do not match its feature spec');
  const weights = new Float32Array(q.length);
  for (let i = 0; i < q.length; i++) weights[i] = q[i]! * stored.scale;
  return { spec: stored.spec, weights, bias: stored.bias, platt: stored.platt };
}
