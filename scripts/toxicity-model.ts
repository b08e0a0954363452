// The multi-label toxicity model: what `npm run train` builds into models/toxicity/multilabel.json and
// what `npm run eval:toxicity` retrains with one source left out. One hashed n-gram feature vector per
// text, read through the model's view (groups.ts: lower-cased, spelling obfuscation undone, every
// protected group named "zgrp" and every slur "zslur", so what is learnt about one group holds for all),
// and one logistic head per category, trained together:
//   - every toxicity file of ../shared/data, each source weighted to the same total (a source of 25,000
//     rows does not outvote one of 2,000), the positives of each head up-weighted to balance the
//     negatives (at most 8×);
//   - benign prompts in 15+ languages and neutral sentences about groups as extra negatives;
//   - Platt calibration per head on a seeded calibration slice, and an operating threshold per head
//     chosen there: the lowest probability at which benign prompts are flagged at most 0.2 % and the
//     head's precision on the slice is at least 0.8.
// A head is trained only for a category with enough positives from at least two sources (self-harm has
// no permissive data: it stays with the detector's own rules and lexicon).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { featurize, type FeatureSpec, type SparseVector } from '../src/ml/features.ts';
import { fitPlatt, rng, serialize, shuffle, sigmoid, type LinearModel } from '../src/ml/linear.ts';
import type { StoredMultilabel } from '../src/engine/detectors/toxicity/model.ts';
import { holdout } from '../src/ml/holdout.ts';
import { auc } from '../src/ml/metrics.ts';
import { groupMentions, modelView } from '../src/engine/detectors/toxicity/groups.ts';
import { TOXIC_CATEGORIES, type ToxicCategory } from '../src/engine/detectors/toxicity/categories.ts';

export const MODEL_SEED = 20261128;
/**
 * The held-back split of every file (the eval's "held-back rows", never trained or calibrated on): 20 %,
 * seeded per file name with the seed the lexicon's training uses, so every figure reads the same rows.
 */
export const SPLIT_SEED = 20251122;
export const HELD_BACK = 0.2;
export const MODEL_SPEC: FeatureSpec = { bits: 18, wordNgrams: [1, 2], charNgrams: [2, 3, 4], maxChars: 2000 };
/** Fewer positives than this (over all sources), or positives from one source only: no head. */
const MIN_POSITIVES = 400;
const MAX_POS_WEIGHT = 8;
/** Benign prompts flagged at most this often at a head's threshold (calibration slice). */
const BENIGN_BUDGET = 0.002;
const MIN_PRECISION = 0.6;
/** A head whose best calibration F1 is below this is not shipped (the rules cover its category alone). */
const MIN_F1 = 0.3;

export const TOXICITY_FILES = [
  'davidson2017.jsonl', 'surge_toxicity.jsonl', 'toxigen_prompts.jsonl', 'implicit_hate.jsonl', 'stormfront_degibert.jsonl',
  'hatexplain.jsonl', 'edos_sexism.jsonl', 'convabuse.jsonl', 'germeval2018_de.jsonl', 'told_br_pt.jsonl',
  'korean_hate_ko.jsonl', 'cold_zh.jsonl', 'mlma_fr_ar.jsonl',
] as const;

export interface LabelledRow {
  text: string;
  labels: readonly string[];
  source: string;
  lang: string;
}

export function readToxicityFile(dataDir: string, file: string): LabelledRow[] {
  const out: LabelledRow[] = [];
  for (const line of readFileSync(join(dataDir, 'toxicity', file), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as { text: string; labels: string[]; lang?: string };
    // surge_toxicity labels only "toxic": it says nothing per category, so it trains no head.
    out.push({ text: r.text, labels: r.labels ?? [], source: file.replace(/\.jsonl$/, ''), lang: r.lang ?? 'en' });
  }
  return out;
}

/** Each file split into the rows held back for figures and the rows training may use (seeded, per file). */
export function toxicitySplits(dataDir: string): Map<string, { train: LabelledRow[]; test: LabelledRow[] }> {
  const out = new Map<string, { train: LabelledRow[]; test: LabelledRow[] }>();
  for (const f of TOXICITY_FILES) out.set(f.replace(/\.jsonl$/, ''), holdout(readToxicityFile(dataDir, f), HELD_BACK, SPLIT_SEED, f));
  return out;
}

/** Benign prompts (train split of the prompt corpora), English and 15+ other languages. */
export function benignPromptRows(dataDir: string, split: 'train' | 'dev'): string[] {
  const out: string[] = [];
  for (const f of ['corpus.jsonl', 'extra.jsonl']) {
    for (const l of readFileSync(join(dataDir, 'prompts', f), 'utf8').split('\n')) {
      if (!l.trim()) continue;
      const r = JSON.parse(l) as { text: string; label: string; split: string };
      if (r.label === 'benign' && r.split === split) out.push(r.text.slice(0, 2000));
    }
  }
  return out;
}

export function featuresOf(text: string): SparseVector {
  return featurize(modelView(text.slice(0, MODEL_SPEC.maxChars)), MODEL_SPEC);
}

/** A category's head of a trained model. */
export interface Head {
  category: ToxicCategory;
  model: LinearModel;
  threshold: number;
  calibrationAuc: number;
  positives: number;
}

interface Example {
  x: SparseVector;
  y: number; // bit k: category k
  w: number;
  benign: boolean;
}

const CAT_INDEX = new Map(TOXIC_CATEGORIES.map((c, i) => [c, i]));
const labelBits = (labels: readonly string[]) => labels.reduce((b, l) => (CAT_INDEX.has(l as ToxicCategory) ? b | (1 << CAT_INDEX.get(l as ToxicCategory)!) : b), 0);

/**
 * Trains the heads on `rows` (any sources), with `benign` texts and `neutral` sentences as negatives.
 * `log` receives one line per head.
 */
export function trainHeads(rows: readonly LabelledRow[], benign: readonly string[], neutral: readonly string[], log: (s: string) => void = () => {}): Head[] {
  // Calibration slice (seeded), separate from what the SGD sees.
  const { train: fitRows, test: calibRows } = holdout(rows, 0.15, MODEL_SEED + 1, 'calibration');
  const { train: benignFit, test: benignCalib } = holdout(benign, 0.2, MODEL_SEED + 2, 'benign');
  // Source weights: each source the same total weight; the extra negatives count as one more source.
  const bySource = new Map<string, number>();
  for (const r of fitRows) bySource.set(r.source, (bySource.get(r.source) ?? 0) + 1);
  const sources = bySource.size + 2;
  const total = fitRows.length + benignFit.length + neutral.length;
  const sourceWeight = (n: number) => total / (sources * Math.max(1, n));
  const examples: Example[] = [];
  for (const r of fitRows) {
    if (r.source === 'surge_toxicity') continue; // binary "toxic" only: no category to learn
    examples.push({ x: featuresOf(r.text), y: labelBits(r.labels), w: sourceWeight(bySource.get(r.source)!), benign: false });
  }
  // benign prompts and the generated group sentences: one source each
  for (const t of benignFit) examples.push({ x: featuresOf(t), y: 0, w: sourceWeight(benignFit.length), benign: true });
  for (const t of neutral) examples.push({ x: featuresOf(t), y: 0, w: sourceWeight(neutral.length), benign: true });

  const heads: Head[] = [];
  const calibX = calibRows.filter((r) => r.source !== 'surge_toxicity').map((r) => ({ x: featuresOf(r.text), y: labelBits(r.labels) }));
  const benignX = benignCalib.map(featuresOf);
  const calibGated = calibRows.filter((r) => r.source !== 'surge_toxicity').map((r) => groupMentions(r.text).length > 0);
  const benignGated = benignCalib.map((t) => groupMentions(t).length > 0);
  for (const category of TOXIC_CATEGORIES) {
    const bit = 1 << CAT_INDEX.get(category)!;
    const posSources = new Set(fitRows.filter((r) => r.labels.includes(category)).map((r) => r.source));
    let posW = 0;
    let negW = 0;
    let positives = 0;
    for (const e of examples) {
      if (e.y & bit) {
        posW += e.w;
        positives++;
      } else negW += e.w;
    }
    if (positives < MIN_POSITIVES || posSources.size < 2) {
      log(`${category}: no head (${positives} positives from ${posSources.size} source(s))`);
      continue;
    }
    const balance = Math.min(MAX_POS_WEIGHT, negW / posW);
    const model = sgd(examples, bit, balance, MODEL_SEED + CAT_INDEX.get(category)!);
    const z = calibX.map((c) => rawLogit(model, c.x));
    const y = calibX.map((c) => ((c.y & bit ? 1 : 0) as 0 | 1));
    model.platt = fitPlatt([...z, ...benignX.map((x) => rawLogit(model, x))], [...y, ...benignX.map(() => 0 as const)]);
    const p = z.map((v) => sigmoid(model.platt.a * v + model.platt.b));
    const pb = benignX.map((x) => sigmoid(model.platt.a * rawLogit(model, x) + model.platt.b));
    // hate is only reported about a group (or with a slur): its operating point is chosen on those rows
    const gate = category === 'hate' ? calibGated : calibX.map(() => true);
    const bgate = category === 'hate' ? benignGated : benignX.map(() => true);
    const op = pickThreshold(p.filter((_, i) => gate[i]), y.filter((_, i) => gate[i]), pb.filter((_, i) => bgate[i]), pb.length);
    if (op.f1 < MIN_F1) {
      log(`${category}: no head (calibration F1 ${op.f1.toFixed(2)} at best, below ${MIN_F1})`);
      continue;
    }
    const threshold = op.threshold;
    const calibrationAuc = auc(z, y);
    log(`${category}: ${positives} positives from ${posSources.size} sources, positive weight ×${balance.toFixed(2)}; calibration AUC ${calibrationAuc.toFixed(3)}, threshold ${threshold.toFixed(2)} (P ${op.precision.toFixed(2)} R ${op.recall.toFixed(2)} F1 ${op.f1.toFixed(2)}, benign ${(100 * op.benignRate).toFixed(2)} %)`);
    heads.push({ category, model, threshold, calibrationAuc, positives });
  }
  return heads;
}

function rawLogit(model: LinearModel, x: SparseVector): number {
  let z = model.bias;
  for (let i = 0; i < x.idx.length; i++) z += model.weights[x.idx[i]!]! * x.val[i]!;
  return z;
}

/** AdaGrad logistic regression for one bit of the labels, the same schedule as src/ml/linear.ts. */
function sgd(examples: readonly Example[], bit: number, posWeight: number, seed: number): LinearModel {
  const size = 1 << MODEL_SPEC.bits;
  const weights = new Float32Array(size);
  const g2 = new Float32Array(size).fill(1e-8);
  let bias = 0;
  let biasG2 = 1e-8;
  const random = rng(seed);
  const order = examples.map((_, i) => i);
  const lr = 0.1;
  const l2 = 1e-6;
  for (let epoch = 0; epoch < 5; epoch++) {
    shuffle(order, random);
    for (const i of order) {
      const ex = examples[i]!;
      const y = ex.y & bit ? 1 : 0;
      const w = ex.w * (y ? posWeight : 1);
      let z = bias;
      for (let k = 0; k < ex.x.idx.length; k++) z += weights[ex.x.idx[k]!]! * ex.x.val[k]!;
      const err = (sigmoid(z) - y) * w;
      for (let k = 0; k < ex.x.idx.length; k++) {
        const j = ex.x.idx[k]!;
        const g = err * ex.x.val[k]! + l2 * weights[j]!;
        g2[j]! += g * g;
        weights[j]! -= (lr * g) / Math.sqrt(g2[j]!);
      }
      biasG2 += err * err;
      bias -= (lr * err) / Math.sqrt(biasG2);
    }
  }
  return { spec: MODEL_SPEC, weights, bias, platt: { a: 1, b: 0 } };
}

/**
 * The threshold (0.30–0.95) with the best F1 on the calibration slice among those that flag at most
 * BENIGN_BUDGET of the held-apart benign prompts and keep precision ≥ MIN_PRECISION; 0.95 if none does.
 */
function pickThreshold(p: readonly number[], y: readonly (0 | 1)[], benign: readonly number[], benignTotal = benign.length): { threshold: number; f1: number; precision: number; recall: number; benignRate: number } {
  let best = { threshold: 0.95, f1: 0, precision: 0, recall: 0, benignRate: 0 };
  for (let t = 0.3; t <= 0.9501; t += 0.01) {
    const benignRate = benign.filter((v) => v >= t).length / Math.max(1, benignTotal);
    let tp = 0;
    let fp = 0;
    let fn = 0;
    p.forEach((v, i) => {
      if (v >= t) y[i] ? tp++ : fp++;
      else if (y[i]) fn++;
    });
    const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
    const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    if (benignRate <= BENIGN_BUDGET && precision >= MIN_PRECISION && f1 > best.f1) best = { threshold: Math.round(t * 100) / 100, f1, precision, recall, benignRate };
  }
  return best;
}

export function storeHeads(heads: readonly Head[], meta: Record<string, unknown>): StoredMultilabel {
  return {
    format: 'warden-multilabel-v1',
    heads: heads.map((h) => ({
      category: h.category,
      threshold: h.threshold,
      model: serialize(h.model, { positives: h.positives, calibrationAuc: Number(h.calibrationAuc.toFixed(4)) }),
    })),
    meta,
  };
}

/** Probability of each head for one text (training-side scoring, via featurize). */
export function headProbabilities(heads: readonly Head[], text: string): Map<ToxicCategory, number> {
  const x = featuresOf(text);
  return new Map(heads.map((h) => [h.category, sigmoid(h.model.platt.a * rawLogit(h.model, x) + h.model.platt.b)]));
}
